import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

@MainActor
final class TextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var refuse: String?
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("change \(range.location),\(range.length) \(text.debugDescription)")
        return refuse.map { !text.contains($0) } ?? true
    }
    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
}

@MainActor
@Suite struct TextViewTests {
    /// The point of the caret before `offset`, in window coordinates (for clicking there).
    private func point(_ view: UITextView, _ offset: Int) -> CGPoint {
        let rect = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: offset)!)
        return view.convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
    }

    @Test func typingReturnAndBackspaceEditByGraphemeCluster() {
        withEstimatedText {
            let (window, view, synthesizer) = makeTextViewScene()
            let delegate = TextViewDelegate()
            view.delegate = delegate
            synthesizer.tap(at: CGPoint(x: 50, y: 30))
            #expect(window.firstResponder === view)
            synthesizer.type("ab\ncd")
            #expect(view.text == "ab\ncd")
            #expect(view.selectedRange == NSRange(location: 5, length: 0))
            #expect(delegate.log.prefix(4) == ["shouldBegin", "didBegin", "change 0,0 \"a\"", "didChange"])
            view.insertText("e\u{301}👍🏽")
            #expect(view.text == "ab\ncde\u{301}👍🏽")
            synthesizer.type("\u{8}")
            #expect(view.text == "ab\ncde\u{301}", "Backspace removes the emoji with its modifier at once")
            synthesizer.type("\u{8}")
            #expect(view.text == "ab\ncd", "and the letter with its combining accent")
            delegate.refuse = "x"
            synthesizer.type("x")
            #expect(view.text == "ab\ncd", "the delegate refused the change")
        }
    }

    @Test func theCaretMovesByCharacterWordLineAndDocumentWithTheLinuxKeys() {
        withEstimatedText {
            let (_, view, synthesizer) = makeTextViewScene(text: "one two three\nfour")
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 0, length: 0)
            synthesizer.press(UIKeyCommand.inputRightArrow)
            #expect(view.selectedRange.location == 1)
            synthesizer.press(UIKeyCommand.inputRightArrow, modifiers: .control)
            #expect(view.selectedRange.location == 3, "Ctrl+→ goes to the end of the word")
            synthesizer.press(UIKeyCommand.inputRightArrow, modifiers: .control)
            #expect(view.selectedRange.location == 7)
            synthesizer.press(UIKeyCommand.inputLeftArrow, modifiers: [.control, .shift])
            #expect(view.selectedRange == NSRange(location: 4, length: 3), "Shift extends from the anchor")
            synthesizer.press(UIKeyCommand.inputEnd)
            #expect(view.selectedRange == NSRange(location: 13, length: 0))
            synthesizer.press(UIKeyCommand.inputDownArrow)
            #expect(view.selectedRange.location == 18, "a shorter line below: the caret goes to its end")
            synthesizer.press(UIKeyCommand.inputHome)
            #expect(view.selectedRange.location == 14)
            synthesizer.press(UIKeyCommand.inputHome, modifiers: .control)
            #expect(view.selectedRange.location == 0)
            synthesizer.press(UIKeyCommand.inputEnd, modifiers: [.control, .shift])
            #expect(view.selectedRange == NSRange(location: 0, length: 18))
            synthesizer.press(UIKeyCommand.inputLeftArrow)
            #expect(view.selectedRange == NSRange(location: 0, length: 0), "← collapses a selection to its start")
        }
    }

    @Test func upAndDownKeepTheColumnAcrossShortLines() {
        withEstimatedText {
            let (_, view, synthesizer) = makeTextViewScene(text: "abcdefgh\nab\nabcdefgh")
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 6, length: 0)
            synthesizer.press(UIKeyCommand.inputDownArrow)
            #expect(view.selectedRange.location == 11, "end of the short line")
            synthesizer.press(UIKeyCommand.inputDownArrow)
            #expect(view.selectedRange.location == 18, "back at column 6")
            synthesizer.press(UIKeyCommand.inputDownArrow)
            #expect(view.selectedRange.location == 20, "past the last line: the end of the text")
        }
    }

    @Test func longParagraphsWrapAtTheWidthAndEndStaysOnTheDisplayedLine() {
        withEstimatedText {
            let words = Array(repeating: "word", count: 30).joined(separator: " ")
            let (window, view, synthesizer) = makeTextViewScene(width: 150, height: 300, text: words)
            window.layoutIfNeeded()
            let lineHeight = view.resolvedFont.lineHeight
            #expect(view.contentSize.height > 4 * lineHeight, "the paragraph wraps into several lines")
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 0, length: 0)
            synthesizer.press(UIKeyCommand.inputEnd)
            let end = view.selectedRange.location
            #expect(end > 0 && end < words.utf16.count)
            let first = view.caretRect(for: view.beginningOfDocument)
            let atEnd = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: end)!)
            #expect(first.minY == atEnd.minY, "End moved along the first displayed line only")
            synthesizer.press(UIKeyCommand.inputDownArrow)
            let below = view.caretRect(for: view.selectedTextRange!.start)
            #expect(below.minY == first.minY + lineHeight)
        }
    }

    @Test func clickDragDoubleAndTripleClickSelect() {
        withEstimatedText {
            let (_, view, synthesizer) = makeTextViewScene(width: 300, text: "hello brave world\nsecond line")
            synthesizer.tap(at: point(view, 2))
            #expect(view.isFirstResponder)
            #expect(view.selectedRange == NSRange(location: 2, length: 0))
            synthesizer.advance(by: 1)  // not a double click
            synthesizer.drag(from: point(view, 1), to: point(view, 9))
            #expect(view.selectedRange == NSRange(location: 1, length: 8))
            #expect(UIPasteboard.primary.string == "ello bra", "a selection is offered as the PRIMARY selection")
            synthesizer.advance(by: 1)
            synthesizer.tap(at: point(view, 8))
            synthesizer.tap(at: point(view, 8))
            #expect(view.selectedRange == NSRange(location: 6, length: 5), "a double click selects the word")
            synthesizer.tap(at: point(view, 8))
            #expect(view.selectedRange == NSRange(location: 0, length: 18), "a triple click the paragraph")
            synthesizer.advance(by: 1)
            synthesizer.tap(at: point(view, 3))
            let shift = synthesizer.holdKey(.keyboardLeftShift)
            synthesizer.advance(by: 1)
            synthesizer.tap(at: point(view, 20))
            synthesizer.releaseKey(shift)
            #expect(view.selectedRange == NSRange(location: 3, length: 17), "Shift+click extends")
        }
    }

    @Test func typingIsOneUndoStepAndRedoRestoresIt() {
        withEstimatedText {
            let (window, view, synthesizer) = makeTextViewScene(text: "start")
            view.becomeFirstResponder()
            synthesizer.type(" more words")
            #expect(view.text == "start more words")
            synthesizer.press(UIKeyCommand.inputLeftArrow, modifiers: [.control, .shift])
            synthesizer.press("x", modifiers: .control)
            #expect(view.text == "start more ")
            #expect(UIPasteboard.general.string == "words")
            #expect(window.undoManager?.canUndo == true)
            synthesizer.press("z", modifiers: .control)
            #expect(view.text == "start more words", "the cut is undone")
            #expect(view.selectedRange == NSRange(location: 11, length: 5), "with the selection it had")
            synthesizer.press("z", modifiers: .control)
            #expect(view.text == "start", "all the typing at once")
            synthesizer.press("z", modifiers: [.control, .shift])
            #expect(view.text == "start more words")
            synthesizer.press("y", modifiers: .control)
            #expect(view.text == "start more ")
            synthesizer.press(UIKeyCommand.inputEnd, modifiers: .control)
            synthesizer.press("v", modifiers: .control)
            #expect(view.text == "start more words")
            synthesizer.press("z", modifiers: .control)
            #expect(view.text == "start more ")
        }
    }

    @Test func markedTextComposesAndCommitsAsOneUndoStep() {
        withEstimatedText {
            let (_, view, _) = makeTextViewScene(text: "我说")
            view.becomeFirstResponder()
            view.setMarkedText("n", selectedRange: NSRange(location: 1, length: 0))
            view.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            view.setMarkedText("ni h", selectedRange: NSRange(location: 4, length: 0))
            #expect(view.text == "我说ni h")
            let marked = view.markedTextRange!
            #expect(view.offset(from: view.beginningOfDocument, to: marked.start) == 2)
            #expect(view.text(in: marked) == "ni h")
            #expect(view.selectedRange == NSRange(location: 6, length: 0))
            #expect(!view.isCaretVisible, "the marked text shows its own caret")
            let rect = view.firstRect(for: marked)
            #expect(rect.width > 0 && rect.minX > view.caretRect(for: view.beginningOfDocument).minX)
            view.insertText("你好")
            #expect(view.text == "我说你好")
            #expect(view.markedTextRange == nil)
            view.undoManager?.undo()
            #expect(view.text == "我说", "the composition is undone at once")
            view.setMarkedText("a", selectedRange: NSRange(location: 1, length: 0))
            view.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
            #expect(view.text == "我说" && view.markedTextRange == nil, "emptying the marked text removes it")
            view.setMarkedText("zi", selectedRange: NSRange(location: 2, length: 0))
            view.unmarkText()
            #expect(view.text == "我说zi" && view.markedTextRange == nil)
        }
    }

    @Test func withoutScrollingTheViewSizesToItsText() {
        withEstimatedText {
            let (_, view, _) = makeTextViewScene(width: 200, text: "one")
            view.isScrollEnabled = false
            let one = view.intrinsicContentSize.height
            view.text = "one\ntwo\nthree"
            let three = view.intrinsicContentSize.height
            #expect(three - one == 2 * view.resolvedFont.lineHeight)
            #expect(one == (16 + view.resolvedFont.lineHeight).rounded(.up), "8 points of inset above and below")
        }
    }

    @Test func aReadOnlyViewSelectsAndCopiesButDoesNotEdit() {
        withEstimatedText {
            let (_, view, synthesizer) = makeTextViewScene(text: "read only")
            view.isEditable = false
            synthesizer.tap(at: point(view, 2))
            #expect(view.isFirstResponder)
            synthesizer.type("x")
            synthesizer.press("a", modifiers: .control)
            synthesizer.press("c", modifiers: .control)
            #expect(view.text == "read only")
            #expect(UIPasteboard.general.string == "read only")
            #expect(!view.isCaretVisible)
        }
    }

    /// A placeholder text view as UIKit libraries write one: its own designated initializer, and attributed
    /// text it watches.
    final class PlaceholderTextView: UITextView {
        var changes = 0
        override var attributedText: NSAttributedString! {
            didSet { changes += 1 }
        }
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
        }
        required init?(coder: NSCoder) { return nil }
    }

    @Test func aSubclassMadeThroughTheDesignatedInitializerWatchesItsAttributedText() {
        UIApplication.replaceShared()  // a fresh application for each test
        let container = NSTextContainer(size: CGSize(width: 100, height: 50))
        let view = PlaceholderTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
        #expect(view.textContainer === container)
        #expect(view.textContainer.size.width == 200, "a text view's container follows the view's width")
        container.widthTracksTextView = false
        #expect(view.textContainer.size.width == 100)
        view.attributedText = NSAttributedString(string: "Hello")
        #expect(view.changes == 1 && view.text == "Hello")
        let plain = PlaceholderTextView(frame: .zero)
        #expect(plain.textContainer.lineFragmentPadding == 5, "init(frame:) makes its own container")
        #expect(NSTextContainer().size.width == .greatestFiniteMagnitude)
    }

    /// iOS 16's initializer choosing TextKit 1 or 2 gives the same empty, editable text view either way.
    @Test func theTextLayoutManagerInitializerMakesAnEmptyEditableView() {
        for flag in [false, true] {
            let view = UITextView(usingTextLayoutManager: flag)
            #expect(view.frame == .zero && view.text == "" && view.isEditable)
            view.text = "Hello"
            #expect(view.textStorage.string == "Hello")
        }
    }
}
