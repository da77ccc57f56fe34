import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A text view's storage (UITextView+Storage): an `NSTextStorage` whose text and attributes are the view's, edits
/// through it shown in the view, the view's own edits told to the storage's delegate as edits of it.
@MainActor
@Suite struct TextViewStorageTests {
    private let small = UIFont.systemFont(ofSize: 17)
    private let bold = UIFont.boldSystemFont(ofSize: 17)

    private func scene() -> (UITextView, EventSynthesizer) {
        let (window, view, synthesizer) = makeTextViewScene(width: 300, height: 200)
        view.font = small
        window.layoutIfNeeded()
        return (view, synthesizer)
    }

    @Test func aTextViewsStorageIsItsTextAndEditsThroughItShowInTheView() {
        withEstimatedText {
            let (view, _) = scene()
            view.text = "let answer = 42"
            let storage = view.textStorage
            #expect(storage === view.textStorage, "one storage per view")
            #expect(storage.string == "let answer = 42" && storage.length == 15)
            #expect(storage.attribute(.font, at: 3, effectiveRange: nil) as? UIFont == small)
            storage.addAttribute(.foregroundColor, value: UIColor.systemPink, range: NSRange(location: 0, length: 3))
            #expect(
                view.attributedText.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .systemPink)
            #expect(
                view.attributedText.attribute(.foregroundColor, at: 5, effectiveRange: nil) as? UIColor != .systemPink)
            storage.replaceCharacters(in: NSRange(location: 13, length: 2), with: "forty-two")
            #expect(view.text == "let answer = forty-two")
            storage.setAttributedString(NSAttributedString(string: "new", attributes: [.font: bold]))
            #expect(
                view.text == "new"
                    && view.attributedText.attribute(.font, at: 1, effectiveRange: nil) as? UIFont == bold)
            view.text = "set by the view"
            #expect(storage.string == "set by the view")
            #expect(NSAttributedString(attributedString: storage).string == "set by the view", "copies see it")
        }
    }

    @Test func typingInATextViewIsProcessedAsAnEditOfItsStorageAndItsDelegateMayColourIt() {
        withEstimatedText {
            let (view, synthesizer) = scene()
            view.text = "ab"
            let recorder = NSTextStorageTests.Recorder()
            recorder.highlight = .systemGreen
            view.textStorage.delegate = recorder
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 2, length: 0)
            synthesizer.type("c")
            #expect(view.text == "abc")
            #expect(recorder.calls == ["will 2 2,1 1", "did 2 2,1 1"], "\(recorder.calls)")
            #expect(
                view.attributedText.attribute(.foregroundColor, at: 2, effectiveRange: nil) as? UIColor == .systemGreen)
            #expect(
                view.attributedText.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor != .systemGreen)
            recorder.calls = []
            synthesizer.type("\u{8}")
            #expect(view.text == "ab" && recorder.calls.first == "will 2 2,0 -1", "\(recorder.calls)")
        }
    }

    /// Plain text has the view's attributes over its whole length; ranges past the end are clamped; an
    /// attribute change of nothing changes nothing.
    @Test func plainTextIsOneRunAndRangesAreClamped() {
        withEstimatedText {
            let (view, _) = scene()
            view.text = "hello"
            let storage = view.textStorage
            var range = NSRange()
            let attributes = storage.attributes(at: 2, effectiveRange: &range)
            #expect(range == NSRange(location: 0, length: 5) && attributes[.font] as? UIFont == small)
            storage.replaceCharacters(in: NSRange(location: 3, length: 40), with: "p!")
            #expect(view.text == "help!")
            let before = NSAttributedString(attributedString: view.attributedText ?? NSAttributedString())
            storage.setAttributes([.font: bold], range: NSRange(location: 2, length: 0))
            #expect(view.attributedText?.isEqual(to: before) == true, "an empty range sets nothing")
        }
    }

    /// A storage that outlives its view reads as empty and takes edits without trapping.
    @Test func aStorageOutlivingItsViewIsEmpty() {
        withEstimatedText {
            var storage: NSTextStorage?
            do {
                let view = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                view.text = "gone soon"
                storage = view.textStorage
            }
            #expect(storage?.string == "" && storage?.length == 0)
            storage?.replaceCharacters(in: NSRange(location: 0, length: 0), with: "x")
            #expect(storage?.attributes(at: 0, effectiveRange: nil).isEmpty == true)
        }
    }
}
