import Foundation
import Testing

@testable import Tapestry

/// A text attachment (NSTextAttachment): an image or data standing for one object-replacement character, sized by
/// its bounds or its image.
@MainActor
@Suite struct NSTextAttachmentTests {
    private func image(width: Int, height: Int, scale: CGFloat = 1) -> UIImage {
        UIImage(bitmap: ImageBitmap(width: width, height: height, bytesPerRow: width * 4), scale: scale)
    }

    /// An attributed string made from an attachment is one U+FFFC carrying it under `.attachment` ("NSAttachment").
    @Test func anAttachmentStringIsOneObjectReplacementCharacter() {
        let attachment = NSTextAttachment(image: image(width: 4, height: 4))
        let string = NSAttributedString(attachment: attachment)
        #expect(string.string == "\u{FFFC}" && string.length == 1 && NSTextAttachment.character == 0xFFFC)
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSAttributedString.Key.attachment.rawValue == "NSAttachment")
    }

    /// Without bounds of its own, an attachment is its image's size in points at the origin; bounds set (a
    /// negative y lowers it below the baseline) win.
    @Test func boundsAreTheImagesSizeUnlessSet() {
        let attachment = NSTextAttachment(image: image(width: 40, height: 20, scale: 2))
        let proposed = CGRect(x: 0, y: 0, width: 300, height: 20)
        #expect(
            attachment.attachmentBounds(
                for: nil, proposedLineFragment: proposed, glyphPosition: .zero, characterIndex: 0)
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        attachment.bounds = CGRect(x: 0, y: -4, width: 16, height: 16)
        #expect(
            attachment.attachmentBounds(
                for: nil, proposedLineFragment: proposed, glyphPosition: .zero, characterIndex: 0)
                == CGRect(x: 0, y: -4, width: 16, height: 16))
        #expect(
            NSTextAttachment().attachmentBounds(
                for: nil, proposedLineFragment: proposed, glyphPosition: .zero, characterIndex: 0) == .zero,
            "nothing to show: no size")
    }

    /// The image drawn is the one set, else one decoded from the contents; data that is no image draws nothing.
    @Test func theImageComesFromTheImageOrTheContents() {
        let set = image(width: 2, height: 2)
        #expect(NSTextAttachment(image: set).image(forBounds: .zero, textContainer: nil, characterIndex: 0) === set)
        let data = NSTextAttachment(data: Data("not an image".utf8), ofType: "public.plain-text")
        #expect(data.contents?.count == 12 && data.fileType == "public.plain-text")
        #expect(data.image(forBounds: .zero, textContainer: nil, characterIndex: 0) == nil)
        let plain = NSTextAttachment()
        #expect(plain.contents == nil && plain.fileType == nil && plain.image == nil)
        #expect(plain.allowsTextAttachmentView && !plain.usesTextAttachmentView && plain.lineLayoutPadding == 0)
    }

    /// An attachment in a label's attributed text takes its bounds in the styled run the renderer draws.
    @Test func aStyledRunCarriesTheAttachmentAndItsBounds() {
        let attachment = NSTextAttachment(image: image(width: 12, height: 12))
        let text = NSMutableAttributedString(string: "a")
        text.append(NSAttributedString(attachment: attachment))
        let styled = StyledText(text)
        let run = styled.runs.first { $0.attachment != nil }
        #expect(run?.range == 1..<2)
        #expect(run?.attachment?.bounds == CGRect(x: 0, y: 0, width: 12, height: 12))
    }
}
