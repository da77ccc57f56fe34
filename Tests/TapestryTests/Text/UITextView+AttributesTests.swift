import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A text view's attributed text: runs kept through edits, typing attributes, and lines as tall as their fonts.
@MainActor
@Suite struct UITextViewAttributesTests {
    private func scene() -> (UIWindow, UITextView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let view = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 200))
        view.font = .systemFont(ofSize: 17)
        root.addSubview(view)
        window.layoutIfNeeded()
        return (window, view, synthesizer)
    }

    private let bold = UIFont.boldSystemFont(ofSize: 34)

    /// "plain BOLD" with the second word in 34-pt bold and red.
    private func mixed() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "plain BOLD", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttributes([.font: bold, .foregroundColor: UIColor.red], range: NSRange(location: 6, length: 4))
        return text
    }

    private func font(_ view: UITextView, at offset: Int) -> UIFont? {
        view.attributedText.attributes(at: offset, effectiveRange: nil)[.font] as? UIFont
    }

    @Test func settingAttributedTextTakesTheTextAndItsStartsStyle() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        let text = NSMutableAttributedString(
            string: "Title body",
            attributes: [
                .font: UIFont.boldSystemFont(ofSize: 22), .foregroundColor: UIColor.systemBlue, .paragraphStyle: style,
            ])
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 14), range: NSRange(location: 6, length: 4))
        view.attributedText = text
        #expect(view.text == "Title body")
        #expect(view.font?.pointSize == 22 && view.textColor == .systemBlue && view.textAlignment == .center)
        let back = try #require(view.attributedText)
        #expect((back.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)?.pointSize == 14, "kept as set")
        view.text = "Changed"
        #expect(view.attributedText.string == "Changed")
        #expect((view.attributedText.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 22)
        view.typingAttributes = [.font: UIFont.systemFont(ofSize: 9)]
        #expect(view.font?.pointSize == 22, "typing attributes are for typed text, not the view's font (UIKit)")
    }

    @Test func attributedTextKeepsItsRunsAndTheViewReadsItsStart() {
        withEstimatedText {
            let (_, view, _) = scene()
            view.attributedText = mixed()
            #expect(view.text == "plain BOLD")
            #expect(view.font == .systemFont(ofSize: 17), "the view's font is the start's (UIKit)")
            #expect(font(view, at: 7) == bold)
            #expect(view.attributedText.attributes(at: 7, effectiveRange: nil)[.foregroundColor] as? UIColor == .red)
        }
    }

    @Test func typedTextTakesTheAttributesBeforeTheCaretAndDeletionKeepsTheRest() {
        withEstimatedText {
            let (window, view, synthesizer) = scene()
            view.attributedText = mixed()
            view.becomeFirstResponder()
            #expect(window.firstResponder === view)
            view.selectedRange = NSRange(location: 10, length: 0)  // after "BOLD"
            synthesizer.type("ER")
            #expect(view.text == "plain BOLDER")
            #expect(font(view, at: 11) == bold, "typed after a bold run: bold")
            view.selectedRange = NSRange(location: 0, length: 0)
            synthesizer.type("x")
            #expect(font(view, at: 0) == .systemFont(ofSize: 17), "typed at the start: the first character's")
            view.selectedRange = NSRange(location: 1, length: 6)  // "plain " goes
            synthesizer.type("\u{8}")
            #expect(view.text == "xBOLDER")
            #expect(font(view, at: 1) == bold && font(view, at: 0) == .systemFont(ofSize: 17))
        }
    }

    @Test func undoingADeletionBringsTheTextBackInItsOwnAttributesAndRedoTakesThemAgain() throws {
        try withEstimatedText {
            let (_, view, synthesizer) = scene()
            view.attributedText = mixed()
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 4, length: 4)  // "n BO": two styles
            synthesizer.type("\u{8}")
            #expect(view.text == "plaiLD")
            let undo = try #require(view.undoManager)
            undo.undo()
            #expect(view.text == "plain BOLD")
            #expect(font(view, at: 4) == .systemFont(ofSize: 17) && font(view, at: 5) == .systemFont(ofSize: 17))
            #expect(font(view, at: 6) == bold && font(view, at: 7) == bold, "the bold letters come back bold")
            #expect(view.attributedText.attributes(at: 6, effectiveRange: nil)[.foregroundColor] as? UIColor == .red)
            undo.redo()
            #expect(view.text == "plaiLD" && font(view, at: 4) == bold)
            undo.undo()
            #expect(font(view, at: 6) == bold && font(view, at: 3) == .systemFont(ofSize: 17), "again after a redo")
            // Text typed over a selection: undo brings the selection's own attributes back.
            view.selectedRange = NSRange(location: 6, length: 4)
            synthesizer.type("x")
            #expect(view.text == "plain x")
            undo.undo()
            #expect(view.text == "plain BOLD" && font(view, at: 9) == bold)
        }
    }

    @Test func typingAttributesSetByTheAppApplyToTheNextInsertion() {
        withEstimatedText {
            let (_, view, synthesizer) = scene()
            view.text = "ab"
            view.becomeFirstResponder()
            view.selectedRange = NSRange(location: 2, length: 0)
            #expect(view.typingAttributes[.font] as? UIFont == .systemFont(ofSize: 17))
            view.typingAttributes = [.font: bold, .underlineStyle: NSUnderlineStyle.single.rawValue]
            synthesizer.type("C")
            #expect(font(view, at: 2) == bold && font(view, at: 0) == .systemFont(ofSize: 17))
            #expect(view.attributedText.attributes(at: 2, effectiveRange: nil)[.underlineStyle] as? Int == 1)
            #expect(view.font == .systemFont(ofSize: 17), "typing attributes do not change the view's font")
            view.typingAttributes = [.font: bold]
            view.selectedRange = NSRange(location: 0, length: 0)  // a selection move forgets them (UIKit)
            #expect(view.typingAttributes[.font] as? UIFont == .systemFont(ofSize: 17))
        }
    }

    @Test func aLineInALargerRunIsTallerAndTextOrFontMakesItOneStyleAgain() {
        withEstimatedText {
            let (window, view, _) = scene()
            view.text = "plain BOLD\nplain"
            window.layoutIfNeeded()
            let plainHeight = view.sizeThatFits(CGSize(width: 300, height: 0)).height
            let text = NSMutableAttributedString(attributedString: view.attributedText)
            text.addAttribute(.font, value: bold, range: NSRange(location: 6, length: 4))
            view.attributedText = text
            window.layoutIfNeeded()
            let richHeight = view.sizeThatFits(CGSize(width: 300, height: 0)).height
            let grown = bold.lineHeight - UIFont.systemFont(ofSize: 17).lineHeight
            #expect(abs(richHeight - plainHeight - grown) <= 1, "the first line grows to the bold run's font")
            #expect(view.caretRect(for: view.endOfDocument).height < bold.lineHeight, "the last line stays small")
            view.font = .systemFont(ofSize: 12)
            #expect(font(view, at: 7) == .systemFont(ofSize: 12), "a font set on the view covers the whole text")
            view.attributedText = text
            view.text = "new BOLD"
            var whole = NSRange()
            _ = view.attributedText.attributes(at: 0, effectiveRange: &whole)
            #expect(whole.length == 8 && font(view, at: 5) == view.font, "setting text makes it one style")
        }
    }

    @Test func linksAreDrawnWithTheLinkTextAttributes() throws {
        let (_, view, _) = scene()
        let text = NSMutableAttributedString(string: "see docs here")
        text.addAttribute(.link, value: URL(string: "https://example.com")!, range: NSRange(location: 4, length: 4))
        view.attributedText = text
        let plain = try #require(view.styledParagraph(0..<13))
        #expect(plain.runs.first { $0.range == 4..<8 }?.color == UIColor.link.cgColor, "the link colour by default")
        view.linkTextAttributes = [
            .foregroundColor: UIColor.systemGreen, .underlineStyle: NSUnderlineStyle.single.rawValue,
        ]
        let styled = try #require(view.styledParagraph(0..<13))
        let link = try #require(styled.runs.first { $0.range == 4..<8 })
        #expect(link.color == UIColor.systemGreen.cgColor && link.underline == .single)
        #expect(styled.runs.first { $0.range == 0..<4 }?.underline == [], "the rest as it was")
    }
}
