import Foundation

/// How a text layer shortens a line too long for it.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Not shortened (cut at the edge).
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

/// How a text layer aligns its lines.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    /// Core Animation's name.
    public let rawValue: String
    /// A mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The script's natural alignment (left here).
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    /// Left.
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    /// Right.
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// A layer that draws a string (or an attributed string) from its top-left corner, as Core Animation's does:
/// in `font` at `fontSize` (Helvetica at 36 points by default, here the system font) and `foregroundColor`
/// (opaque white by default), on one line unless `isWrapped`.
open class CATextLayer: CALayer {
    /// The text: a `String`, an `NSString` or an `NSAttributedString` (whose attributes then apply).
    open var string: Any? { didSet { setNeedsDisplay() } }
    /// The font: a `UIFont`, a `CGFont`, or a font's name; its size is `fontSize`'s.
    open var font: AnyObject? { didSet { setNeedsDisplay() } }
    /// The size of plain text, in points; 36 by default.
    open var fontSize: CGFloat = 36 { didSet { setNeedsDisplay() } }
    /// The colour of plain text; opaque white by default.
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) { didSet { setNeedsDisplay() } }
    /// Whether the text wraps to the layer's width; false by default.
    open var isWrapped = false { didSet { setNeedsDisplay() } }
    /// How a line too long is shortened; `.none` by default.
    open var truncationMode: CATextLayerTruncationMode = .none { didSet { setNeedsDisplay() } }
    /// How lines are aligned; `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode = .natural { didSet { setNeedsDisplay() } }
    /// Whether glyphs may sit on fractional pixels; kept for Core Animation's API.
    open var allowsFontSubpixelQuantization = false

    /// A text layer with no text.
    public override init() { super.init() }

    /// Fails: Tapestry reads no archives (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a standalone copy of `layer` (Core Animation makes presentation layers with it).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CATextLayer else { return }
        string = other.string
        font = other.font
        fontSize = other.fontSize
        foregroundColor = other.foregroundColor
        isWrapped = other.isWrapped
        truncationMode = other.truncationMode
        alignmentMode = other.alignmentMode
    }

    /// The font the text is drawn in: `font`'s family at `fontSize`.
    var resolvedFont: UIFont {
        let size = fontSize.isFinite && fontSize > 0 ? fontSize : 36
        switch font {
        case let font as UIFont: return font.withSize(size)
        case let font as CGFont: return UIFont(name: font.name, size: size) ?? .systemFont(ofSize: size)
        case let name as NSString: return UIFont(name: name as String, size: size) ?? .systemFont(ofSize: size)
        default: return .systemFont(ofSize: size)
        }
    }

    private var alignment: NSTextAlignment {
        switch alignmentMode {
        case .right: .right
        case .center: .center
        case .justified: .justified
        default: .left
        }
    }

    private var lineBreakMode: NSLineBreakMode {
        if isWrapped, truncationMode == .none { return .byWordWrapping }
        switch truncationMode {
        case .start: return .byTruncatingHead
        case .middle: return .byTruncatingMiddle
        case .end: return .byTruncatingTail
        default: return .byClipping
        }
    }

    /// The size of the text on one line (wrapped text: at the bounds' width), in whole points.
    open override func preferredFrameSize() -> CGSize {
        let size = withMainActorState(self) { layer -> CGSize in
            let font = layer.resolvedFont
            switch layer.string {
            case let attributed as NSAttributedString:
                let styled = NSMutableAttributedString(string: attributed.string, attributes: [.font: font])
                attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) {
                    attributes, range, _ in
                    styled.addAttributes(attributes, range: range)
                }
                return layer.isWrapped
                    ? styled.boundingRect(
                        with: CGSize(width: layer.bounds.width, height: .greatestFiniteMagnitude),
                        options: .usesLineFragmentOrigin, context: nil
                    ).size : styled.size()
            case let text as NSString:
                return layer.isWrapped
                    ? text.boundingRect(
                        with: CGSize(width: layer.bounds.width, height: .greatestFiniteMagnitude),
                        options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil
                    ).size : text.size(withAttributes: [.font: font])
            default:
                return .zero
            }
        }
        return CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
    }

    /// Draws the text from the top of the bounds.
    open override func draw(in ctx: CGContext) {
        let rect = bounds
        let lines = isWrapped ? 0 : 1
        withMainActorState((self, ctx)) { layer, ctx in
            switch layer.string {
            case let attributed as NSAttributedString:
                let styled = StyledText(
                    attributed, font: layer.resolvedFont,
                    color: layer.foregroundColor.map { UIColor(cgColor: $0) } ?? .white, alignment: layer.alignment,
                    lineBreakMode: layer.lineBreakMode)
                ctx.draw(styled, in: rect, lines: lines)
            case let text as NSString:
                ctx.draw(
                    text as String, in: rect,
                    style: TextStyle(
                        font: layer.resolvedFont, color: layer.foregroundColor ?? CGColor(gray: 1, alpha: 1),
                        alignment: layer.alignment, lineBreakMode: layer.lineBreakMode, numberOfLines: lines))
            default:
                break
            }
        }
    }
}
