import Foundation
import Tapestry
import Testing

/// Reading and writing documents: HTML as UIKit's import reads it, plain text, and a clear error for RTF.
@MainActor
@Suite struct NSAttributedStringDocumentsTests {
    func read(_ html: String) throws -> NSAttributedString {
        try NSAttributedString(
            data: Data(html.utf8),
            options: [
                .documentType: NSAttributedString.DocumentType.html, .characterEncoding: String.Encoding.utf8.rawValue,
            ],
            documentAttributes: nil)
    }

    @Test func htmlIsReadWithItsStylesAndTheDocumentAttributesAreReported() throws {
        var attributes: NSDictionary?
        let text = try NSAttributedString(
            data: Data("<p>Hello <b>bold</b> &amp; <a href=\"https://example.com\">a link</a></p>".utf8),
            options: [.documentType: NSAttributedString.DocumentType.html], documentAttributes: &attributes)
        #expect(text.string == "Hello bold & a link\n", "a paragraph ends its line")
        #expect(attributes?["DocumentType"] as? String == NSAttributedString.DocumentType.html.rawValue)
        let plain = try #require(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(plain.pointSize == 12 && plain.familyName == "Times New Roman", "WebKit's default text")
        let bold = try #require(text.attribute(.font, at: 6, effectiveRange: nil) as? UIFont)
        #expect(bold.fontDescriptor.symbolicTraits.contains(.traitBold))
        #expect(text.attribute(.link, at: 13, effectiveRange: nil) as? URL == URL(string: "https://example.com"))
    }

    @Test func headingsListsBreaksAndWhitespaceAsWebKitImportsThem() throws {
        let text = try read(
            """
            <html><head><title>T</title><style>p { color: red }</style></head><body>
            <h1>Title</h1>
            <ul><li>one</li><li>two</li></ul>
            <ol start="3"><li>three</li></ol>
            line<br>break   and    spaces
            </body></html>
            """)
        #expect(text.string == "Title\n\t•\tone\n\t•\ttwo\n\t3.\tthree\nline\nbreak and spaces ")
        let heading = try #require(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(heading.pointSize == 24 && heading.fontDescriptor.symbolicTraits.contains(.traitBold))
    }

    @Test func inlineStylesAndFontTagsColourAndSizeText() throws {
        let text = try read(
            "<span style=\"color: #ff0000; font-size: 20px; text-decoration: underline\">red</span>"
                + "<font color=\"blue\" face=\"Courier\">blue</font><i>it</i><s>x</s>H<sub>2</sub>O")
        #expect(text.string == "redblueitxH2O")
        let red = try #require(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        red.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0 && b == 0)
        #expect((text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        #expect(text.attribute(.underlineStyle, at: 0, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect((text.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)?.familyName == "Courier")
        let italic = try #require(text.attribute(.font, at: 7, effectiveRange: nil) as? UIFont)
        #expect(italic.fontDescriptor.symbolicTraits.contains(.traitItalic))
        #expect(text.attribute(.strikethroughStyle, at: 9, effectiveRange: nil) as? Int == 1)
        #expect((text.attribute(.baselineOffset, at: 11, effectiveRange: nil) as? CGFloat ?? 0) < 0, "subscript")
    }

    @Test func entitiesAreDecodedAndPreformattedTextKeepsItsSpaces() throws {
        let text = try read("<p>&lt;tag&gt; &#169; &#x263A; &nbsp;&hellip; &unknown;</p><pre>a  b\n c</pre>")
        #expect(text.string == "<tag> © ☺ \u{00A0}… &unknown;\na  b\n c\n")
    }

    @Test func plainTextTakesTheDefaultAttributesAndRTFIsRefusedClearly() throws {
        let plain = try NSAttributedString(
            data: Data("just text".utf8),
            options: [
                .documentType: NSAttributedString.DocumentType.plain,
                .defaultAttributes: [NSAttributedString.Key.kern: 2.0],
            ], documentAttributes: nil)
        #expect(plain.string == "just text" && plain.attribute(.kern, at: 0, effectiveRange: nil) as? Double == 2)
        #expect(throws: (any Error).self) {
            try NSAttributedString(
                data: Data("{\\rtf1 x}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil)
        }
        do {
            _ = try NSAttributedString(
                data: Data("{\\rtf1 x}".utf8), options: [.documentType: NSAttributedString.DocumentType.rtf],
                documentAttributes: nil)
        } catch {
            #expect(error.localizedDescription.contains("NSRTF"))
        }
    }

    @Test func writtenHTMLReadsBackToTheSameTextAndStyles() throws {
        let original = NSMutableAttributedString(
            string: "Big", attributes: [.font: UIFont.boldSystemFont(ofSize: 18), .foregroundColor: UIColor.red])
        original.append(
            NSAttributedString(string: " & <small>\nnext", attributes: [.font: UIFont.systemFont(ofSize: 12)]))
        let data = try original.data(
            from: NSRange(location: 0, length: original.length),
            documentAttributes: [.documentType: NSAttributedString.DocumentType.html])
        let html = String(decoding: data, as: UTF8.self)
        #expect(html.contains("&amp; &lt;small&gt;<br>"))
        let back = try read(html)
        #expect(back.string.hasPrefix("Big & <small>\nnext"))
        let big = try #require(back.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(big.pointSize == 18 && big.fontDescriptor.symbolicTraits.contains(.traitBold))
    }
}
