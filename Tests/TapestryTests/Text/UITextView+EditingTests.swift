import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Editing a text view through `UITextInput` as input methods and UIKit code call it: ranges and positions,
/// replacing text (asking the delegate, undoable), marked text, the delegate's and notification's order,
/// typing attributes that follow the selection, line rectangles and a middle-click paste.
@MainActor
@Suite struct UITextViewEditingTests {
    @MainActor
    final class Recorder: UITextViewDelegate {
        var log: [String] = []
        var refuse = false
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        {
            log.append("should \(range.location),\(range.length) \(text)")
            return !refuse
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange") }
        func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection") }
    }

    private func stage(_ text: String, width: CGFloat = 300) -> (UITextView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: width, height: 200))
        view.text = text
        root.addSubview(view)
        window.layoutIfNeeded()
        return (view, synthesizer)
    }

    private func range(_ view: UITextView, _ location: Int, _ length: Int) -> UITextRange {
        let start = view.position(from: view.beginningOfDocument, offset: location)!
        return view.textRange(from: start, to: view.position(from: start, offset: length)!)!
    }

    @Test func rangesAndPositionsCountUTF16UnitsAndStopAtTheEnds() throws {
        let (view, _) = stage("héllo wörld")
        #expect(view.text(in: range(view, 6, 5)) == "wörld")
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 11)
        #expect(view.position(from: view.endOfDocument, offset: 1) == nil)
        #expect(view.position(from: view.beginningOfDocument, offset: -1) == nil)
        let start = view.beginningOfDocument, end = view.endOfDocument
        #expect(view.compare(start, to: end) == .orderedAscending)
        #expect(view.compare(end, to: start) == .orderedDescending)
        #expect(view.compare(end, to: end) == .orderedSame)
        view.selectedTextRange = range(view, 0, 5)
        #expect(view.selectedRange == NSRange(location: 0, length: 5))
        let selected = try #require(view.selectedTextRange)
        #expect(view.text(in: selected) == "héllo")
    }

    @Test func replacingARangeAsksTheDelegateTellsItAndIsUndone() {
        let (view, _) = stage("one two three")
        let recorder = Recorder()
        view.delegate = recorder
        view.replace(range(view, 4, 3), withText: "2")
        #expect(view.text == "one 2 three")
        #expect(recorder.log.first == "should 4,3 2")
        #expect(recorder.log.contains("didChange"))
        recorder.refuse = true
        view.replace(range(view, 0, 3), withText: "1")
        #expect(view.text == "one 2 three", "the delegate refused it")
        view.undoManager?.undo()
        #expect(view.text == "one two three")
        withExtendedLifetime(recorder) {}
    }

    @Test func anEditAsksTheDelegateFirstThenTellsItAndPostsTheNotificationOnce() {
        let (view, _) = stage("")
        let recorder = Recorder()
        view.delegate = recorder
        var posted: [String] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UITextView.textDidChangeNotification, object: view, queue: nil
        ) { _ in MainActor.assumeIsolated { posted.append("posted after \(recorder.log.first ?? "")") } }
        defer { NotificationCenter.default.removeObserver(observer) }
        view.becomeFirstResponder()
        recorder.log.removeAll()
        view.insertText("a")
        #expect(recorder.log.first == "should 0,0 a")
        #expect(recorder.log.dropFirst().sorted() == ["didChange", "selection"])
        #expect(posted == ["posted after should 0,0 a"])
    }

    @Test func upAndDownMoveByLinesKeepingTheColumnAndStopAtTheEnds() throws {
        let (view, _) = stage("abcdef\nab\nabcdef")
        let third = try #require(view.position(from: view.beginningOfDocument, offset: 4))
        let below = try #require(view.position(from: third, in: .down, offset: 1))
        #expect(view.offset(from: view.beginningOfDocument, to: below) == 9, "the short line's end")
        let twoBelow = try #require(view.position(from: third, in: .down, offset: 2))
        #expect(view.offset(from: view.beginningOfDocument, to: twoBelow) == 14, "the column kept past it")
        let above = try #require(view.position(from: third, in: .up, offset: 1))
        #expect(view.offset(from: view.beginningOfDocument, to: above) == 0, "up from the first line: the start")
        let past = try #require(view.position(from: third, in: .down, offset: 5))
        #expect(view.compare(past, to: view.endOfDocument) == .orderedSame)
        let right = try #require(view.position(from: third, in: .right, offset: 2))
        #expect(view.offset(from: view.beginningOfDocument, to: right) == 6)
    }

    @Test func markedTextIsMarkedUntilUnmarkedAndANonEditableViewTakesNone() throws {
        let (view, _) = stage("ab")
        let recorder = Recorder()
        view.delegate = recorder
        view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 2, length: 0)
        view.setMarkedText("かな", selectedRange: NSRange(location: 2, length: 0))
        let marked = try #require(view.markedTextRange)
        #expect(view.text(in: marked) == "かな" && view.text == "abかな")
        #expect(view.selectedRange == NSRange(location: 4, length: 0))
        #expect(recorder.log.contains("didChange"))
        view.setMarkedText("漢字", selectedRange: NSRange(location: 1, length: 0))
        #expect(view.text == "ab漢字" && view.selectedRange == NSRange(location: 3, length: 0))
        view.unmarkText()
        #expect(view.markedTextRange == nil && view.text == "ab漢字")
        view.isEditable = false
        view.setMarkedText("x", selectedRange: NSRange(location: 1, length: 0))
        #expect(view.markedTextRange == nil && view.text == "ab漢字")
        withExtendedLifetime(recorder) {}
    }

    @Test func typingAttributesFollowTheSelectionIntoTheTextUnderIt() {
        let (view, _) = stage("")
        let text = NSMutableAttributedString(string: "red", attributes: [.foregroundColor: UIColor.red])
        text.append(NSAttributedString(string: "blue", attributes: [.foregroundColor: UIColor.blue]))
        view.attributedText = text
        view.selectedRange = NSRange(location: 2, length: 0)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .red)
        view.typingAttributes = [.foregroundColor: UIColor.green]
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .green)
        view.selectedTextRange = range(view, 6, 0)
        #expect(view.typingAttributes[.foregroundColor] as? UIColor == .blue, "a new selection drops the set ones")
    }

    @Test func theFirstRectOfARangeIsItsFirstLine() {
        let (view, _) = stage("one two\nthree")
        let word = view.firstRect(for: range(view, 4, 3))
        let caret = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 4)!)
        #expect(word.minX == caret.minX && word.minY == caret.minY && word.width > caret.width)
        let across = view.firstRect(for: range(view, 4, 6))
        #expect(across.minY == caret.minY && across.height == caret.height, "only the first line")
    }

    @Test func aMiddleClickPastesAtThePointAndNotIntoAReadOnlyView() {
        let (view, _) = stage("hello world")
        let at = view.caretRect(for: view.position(from: view.beginningOfDocument, offset: 6)!)
        view.pastePrimary("big ", at: CGPoint(x: at.midX, y: at.midY))
        #expect(view.text == "hello big world" && view.isFirstResponder)
        #expect(view.selectedRange == NSRange(location: 10, length: 0))
        view.isEditable = false
        view.pastePrimary("x", at: CGPoint(x: at.midX, y: at.midY))
        #expect(view.text == "hello big world")
    }
}
