import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Search tokens: before the text, out of `text`, selected and removed by Backspace and clicks, made from typed
/// text, copied through the delegate.
@MainActor
@Suite struct UISearchTextFieldTests {
    private func makeField() -> (UISearchTextField, UIWindow, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let field = UISearchTextField(frame: CGRect(x: 10, y: 10, width: 300, height: 36))
        field.borderStyle = .roundedRect
        root.addSubview(field)
        window.layoutIfNeeded()
        return (field, window, synthesizer)
    }

    private func tokenViews(_ field: UISearchTextField) -> [UIView] {
        field.subviews.filter { String(describing: type(of: $0)) == "SearchTokenView" && !$0.isHidden }
    }

    @Test func tokensSitBeforeTheTextWhichTheyPushAlongAndAreNotPartOfIt() {
        let (field, window, _) = makeField()
        let bare = field.textRect(forBounds: field.bounds).minX
        field.text = "red"
        field.tokens = [UISearchToken(icon: UIImage(systemName: "tag"), text: "Work")]
        field.insertToken(UISearchToken(icon: nil, text: "Today"), at: 1)
        window.layoutIfNeeded()
        #expect(field.text == "red" && field.tokens.map(\.text) == ["Work", "Today"])
        let pills = tokenViews(field)
        #expect(pills.count == 2)
        #expect(pills[0].frame.minX == bare, "the first token starts where the text did")
        #expect(pills[1].frame.minX == pills[0].frame.maxX + 4)
        #expect(field.textRect(forBounds: field.bounds).minX == pills[1].frame.maxX + 4, "the text follows")
        #expect(pills[0].frame.width > pills[1].frame.width - 20, "the icon widens the first")
        field.removeToken(at: 0)
        window.layoutIfNeeded()
        #expect(field.tokens.map(\.text) == ["Today"] && tokenViews(field).count == 1)
        #expect(tokenViews(field)[0].frame.minX == bare)
    }

    @Test func backspaceAtTheStartSelectsTheLastTokenThenRemovesIt() {
        let (field, window, synthesizer) = makeField()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.tokens = [UISearchToken(icon: nil, text: "A"), UISearchToken(icon: nil, text: "B")]
        field.text = "x"
        window.layoutIfNeeded()
        synthesizer.tap(at: CGPoint(x: 300, y: 28))
        #expect(field.isFirstResponder)
        synthesizer.type("\u{8}")
        #expect(field.text == "" && field.tokens.count == 2, "the text goes first")
        synthesizer.type("\u{8}")
        #expect(field.tokens.count == 2 && !field.isCaretVisible, "the last token is selected, not removed")
        synthesizer.type("\u{8}")
        #expect(field.tokens.map(\.text) == ["A"])
        synthesizer.type("\u{8}")
        synthesizer.type("q")
        #expect(field.tokens.isEmpty && field.text == "q", "typing over a selected token replaces it")
        #expect(changes == 4, "each removal and each edit is a change: \(changes)")
    }

    @Test func aClickSelectsATokenAndArrowsLeaveIt() {
        let (field, window, synthesizer) = makeField()
        field.tokens = [UISearchToken(icon: nil, text: "First"), UISearchToken(icon: nil, text: "Second")]
        field.text = "abc"
        window.layoutIfNeeded()
        let first = tokenViews(field)[0]
        synthesizer.tap(at: field.convert(CGPoint(x: first.frame.midX, y: first.frame.midY), to: window))
        #expect(field.isFirstResponder)
        synthesizer.press(UIKeyCommand.inputRightArrow)
        synthesizer.type("\u{8}")
        #expect(field.tokens.count == 2 && field.text == "abc", "the arrow left the token; the caret was at 0")
        synthesizer.tap(at: field.convert(CGPoint(x: first.frame.midX, y: first.frame.midY), to: window))
        synthesizer.type("\u{8}")
        #expect(field.tokens.map(\.text) == ["Second"] && field.text == "abc", "the clicked token goes")
    }

    @Test func typedTextBecomesATokenAndRangesFindTokens() {
        let (field, _, _) = makeField()
        field.tokens = [UISearchToken(icon: nil, text: "One")]
        field.text = "from:anna"
        let person = UISearchToken(icon: UIImage(systemName: "person"), text: "Anna")
        person.representedObject = 42
        field.replaceTextualPortion(of: field.textualRange, with: person, at: field.tokens.count)
        #expect(field.text == "" && field.tokens.map(\.text) == ["One", "Anna"])
        #expect(field.tokens[1].representedObject as? Int == 42)
        field.text = "rest"
        let all = field.textRange(from: field.positionOfToken(at: 0), to: field.endOfDocument)!
        #expect(field.tokens(in: all).map(\.text) == ["One", "Anna"])
        let second = field.textRange(from: field.positionOfToken(at: 1), to: field.positionOfToken(at: 2))!
        #expect(field.tokens(in: second).map(\.text) == ["Anna"])
        #expect(field.tokens(in: field.textualRange).isEmpty)
        #expect(field.offset(from: field.textualRange.start, to: field.textualRange.end) == 4)
    }

    @Test func notDeletableTokensStayAndCopyingAsksTheSearchBarsDelegate() {
        UIApplication.replaceShared()
        final class Delegate: UISearchBarDelegate, UISearchTextFieldDelegate {
            var asked: [String] = []
            func searchTextField(_ searchTextField: UISearchTextField, itemProviderForCopying token: UISearchToken)
                -> NSItemProvider
            {
                asked.append(token.text)
                return NSItemProvider(object: "tag:\(token.text)" as NSString)
            }
        }
        let (window, root, synthesizer) = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let delegate = Delegate()
        bar.delegate = delegate
        root.addSubview(bar)
        let field = bar.searchTextField
        field.tokens = [UISearchToken(icon: nil, text: "Work")]
        field.allowsDeletingTokens = false
        window.layoutIfNeeded()
        synthesizer.tap(at: bar.convert(CGPoint(x: 250, y: 28), to: window))
        synthesizer.type("\u{8}\u{8}")
        #expect(field.tokens.count == 1, "not deletable")
        field.allowsDeletingTokens = true
        synthesizer.type("\u{8}")
        UIPasteboard.general.string = "before"
        synthesizer.press("c", modifiers: .control)
        #expect(delegate.asked == ["Work"] && UIPasteboard.general.string == "tag:Work")
        field.allowsCopyingTokens = false
        UIPasteboard.general.string = "before"
        synthesizer.press("c", modifiers: .control)
        #expect(delegate.asked == ["Work"] && UIPasteboard.general.string == "before")
    }
}
