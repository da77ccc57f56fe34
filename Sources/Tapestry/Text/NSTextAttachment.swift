import Foundation

extension NSAttributedString.Key {
    /// The text attachment (an `NSTextAttachment`) a character of the text stands for: the character is
    /// `NSTextAttachment.character` (U+FFFC).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// An attributed string of one attachment character carrying `attachment`.
    public convenience init(attachment: NSTextAttachment) {
        self.init(
            string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)),
            attributes: [.attachment: attachment])
    }
}

/// Something other than text in attributed text (an image, a file's contents), held by the `.attachment`
/// attribute of an attachment character.
///
/// Labels, text fields and text views draw an attachment's image in its line, in its bounds (the image's size
/// at the baseline by default; a negative `bounds.origin.y` lowers it), and keep its room there; text views hand
/// attachments to their delegate as text items (a click on one asks `textView(_:primaryActionFor:defaultAction:)`).
/// The image is read when the text is set (as UIKit's layout reads it); attachment views are not made.
open class NSTextAttachment: NSObject {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// Core Foundation's type word, first of the stored properties (CoreFoundationLayout.swift): attributed
    /// strings with this class's values in neighbouring runs compare them without trapping.
    private let foundationTypeInfo = CoreFoundationLayout.swiftObjectInfo
    /// The character that stands for an attachment in the text: U+FFFC OBJECT REPLACEMENT CHARACTER.
    public static let character = 0xFFFC

    /// The attachment's data, of the type `fileType` names.
    open var contents: Data?
    /// The uniform type identifier of `contents` (`public.png`…).
    open var fileType: String?
    /// The image the attachment shows; when nil, `contents` decoded as an image.
    open var image: UIImage?
    /// The attachment's rectangle in the line (zero: the image's size at the baseline).
    open var bounds: CGRect = .zero
    /// Extra space on either side of the attachment in its line.
    open var lineLayoutPadding: CGFloat = 0
    /// Whether the attachment may show a view (UIKit's attachment views; none are made here).
    open var allowsTextAttachmentView = true
    /// Whether the attachment shows a view: false here.
    open var usesTextAttachmentView: Bool { false }

    /// Creates an attachment of `contentData` of the type `uti`.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Creates an empty attachment.
    public override convenience init() { self.init(data: nil, ofType: nil) }

    /// Creates an attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The image to draw in `imageBounds`: `image`, else `contents` decoded.
    open func image(forBounds imageBounds: CGRect, textContainer: NSTextContainer?, characterIndex charIndex: Int)
        -> UIImage?
    {
        if let image { return image }
        return contents.flatMap { UIImage(data: $0) }
    }

    /// The attachment's rectangle in its line: `bounds`, or the image's size at the baseline when that is zero.
    open func attachmentBounds(
        for textContainer: NSTextContainer?, proposedLineFragment lineFrag: CGRect, glyphPosition position: CGPoint,
        characterIndex charIndex: Int
    ) -> CGRect {
        if bounds != .zero { return bounds }
        let size = image(forBounds: .zero, textContainer: textContainer, characterIndex: charIndex)?.size ?? .zero
        return CGRect(origin: .zero, size: size)
    }
}
