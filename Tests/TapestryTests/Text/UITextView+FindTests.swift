import TapestryTesting
import Testing

@testable import Tapestry

@MainActor
@Suite struct UITextViewFindTests {
    private func setUp(_ text: String) -> (UIWindow, UITextView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.text = text
        root.addSubview(textView)
        #expect(textView.becomeFirstResponder())
        return (window, textView, synthesizer)
    }

    @Test func findIsOffUntilEnabled() {
        let (window, textView, synthesizer) = setUp("one two one")
        #expect(textView.findInteraction == nil)
        synthesizer.press("f", modifiers: .control)
        #expect(!window.subviews.contains { $0 is FindNavigatorView })
        textView.isFindInteractionEnabled = true
        #expect(textView.findInteraction != nil)
        #expect(textView.interactions.contains { $0 === textView.findInteraction })
        textView.isFindInteractionEnabled = false
        #expect(textView.findInteraction == nil)
        #expect(textView.interactions.isEmpty)
    }

    @Test func findingSelectsEachResultInTurn() throws {
        let (_, textView, synthesizer) = setUp("One two one. Someone?")
        textView.isFindInteractionEnabled = true
        textView.selectedRange = NSRange(location: 0, length: 0)
        synthesizer.press("f", modifiers: .control)
        synthesizer.type("one")
        let interaction = try #require(textView.findInteraction)
        #expect(interaction.activeFindSession?.resultCount == 3)
        #expect(textView.selectedRange == NSRange(location: 0, length: 3))
        synthesizer.type("\n")
        #expect(textView.selectedRange == NSRange(location: 8, length: 3))
        synthesizer.type("\n")
        #expect(textView.selectedRange == NSRange(location: 17, length: 3))
        synthesizer.type("\n")
        #expect(textView.selectedRange == NSRange(location: 0, length: 3))
        synthesizer.press(.menu)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange == NSRange(location: 0, length: 3))
    }

    @Test func wordMatchingFindsWholeWordsOnly() {
        let text = "cat concat cattle cat" as NSString
        let whole = TextViewFindSession.ranges(
            of: "cat", in: text, options: UITextSearchOptions(wordMatchMethod: .fullWord))
        #expect(whole == [NSRange(location: 0, length: 3), NSRange(location: 18, length: 3)])
        let starts = TextViewFindSession.ranges(
            of: "cat", in: text, options: UITextSearchOptions(wordMatchMethod: .startsWith))
        #expect(starts.count == 3)
        let any = TextViewFindSession.ranges(of: "CAT", in: text, options: UITextSearchOptions())
        #expect(any.count == 4)
    }

    @Test func replacingGoesThroughTheEditsAndUndoes() throws {
        let (window, textView, _) = setUp("red green red blue red")
        textView.isFindInteractionEnabled = true
        textView.selectedRange = NSRange(location: 0, length: 0)
        let interaction = try #require(textView.findInteraction)
        interaction.searchText = "red"
        interaction.replacementText = "tan"
        interaction.presentFindNavigator(showingReplace: true)
        let bar = try #require(window.subviews.lazy.compactMap { $0 as? FindNavigatorView }.first)
        #expect(!bar.replacementField.isHidden)
        #expect(bar.replacementField.text == "tan")
        interaction.findNext()
        #expect(textView.selectedRange == NSRange(location: 10, length: 3))
        bar.replaceButton.sendActions(for: .touchUpInside)
        #expect(textView.text == "red green tan blue red")
        #expect(textView.selectedRange == NSRange(location: 19, length: 3))
        bar.replaceAllButton.sendActions(for: .touchUpInside)
        #expect(textView.text == "tan green tan blue tan")
        textView.undoManager?.undo()
        #expect(textView.text == "red green tan blue red")
    }

    @Test func aReadOnlyTextViewFindsButDoesNotReplace() throws {
        let (window, textView, _) = setUp("alpha beta alpha")
        textView.isEditable = false
        textView.isFindInteractionEnabled = true
        let interaction = try #require(textView.findInteraction)
        interaction.searchText = "alpha"
        interaction.presentFindNavigator(showingReplace: true)
        let bar = try #require(window.subviews.lazy.compactMap { $0 as? FindNavigatorView }.first)
        #expect(bar.replacementField.isHidden)
        #expect(interaction.activeFindSession?.supportsReplacement == false)
        #expect(interaction.activeFindSession?.resultCount == 2)
    }

    @Test func theFindEditActionsGoThroughTheResponderChain() throws {
        let (window, textView, _) = setUp("alpha beta alpha")
        let find = Selector(UIResponderStandardEditActions.find(_:))
        #expect(!textView.canPerformAction(find, withSender: nil), "no find interaction yet")
        textView.isFindInteractionEnabled = true
        textView.selectedRange = NSRange(location: 0, length: 5)
        #expect(
            textView.canPerformAction(Selector(UIResponderStandardEditActions.useSelectionForFind(_:)), withSender: nil)
        )
        #expect(
            UIApplication.shared.sendAction(NSSelectorFromString("useSelectionForFind:"), to: nil, from: nil, for: nil))
        let interaction = try #require(textView.findInteraction)
        #expect(interaction.searchText == "alpha")
        #expect(UIApplication.shared.sendAction(find, to: nil, from: nil, for: nil))
        #expect(window.subviews.contains { $0 is FindNavigatorView })
        #expect(find == NSSelectorFromString("find:"), "named or referenced, the same action")
    }

}
