import Foundation

/// How text lines are aligned.
public enum NSTextAlignment: Int, Sendable {
    /// Left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Right edge.
    case right = 2
    /// Both edges (the last line left).
    case justified = 3
    /// The script's natural alignment: left for Latin and Chinese.
    case natural = 4
}

/// Where a label's text sits vertically once its font was shrunk to fit.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The text's baseline stays where it was before the font shrank.
    case alignBaselines = 0
    /// The text is centred vertically.
    case alignCenters = 1
    /// The text's top stays.
    case none = 2
}

/// How a line too long for its space is broken or shortened.
public enum NSLineBreakMode: Int, Sendable {
    /// Wrap at word boundaries.
    case byWordWrapping = 0
    /// Wrap at character boundaries.
    case byCharWrapping = 1
    /// Cut off at the edge.
    case byClipping = 2
    /// Replace the start with an ellipsis.
    case byTruncatingHead = 3
    /// Replace the end with an ellipsis.
    case byTruncatingTail = 4
    /// Replace the middle with an ellipsis.
    case byTruncatingMiddle = 5
}

/// Measures text for layout, through `EngineServices.current` (the linked renderer's: the Cairo renderer's
/// measure with Pango; the engine's estimates in a program that links no renderer).
@preconcurrency @MainActor
public enum TextMeasurement {
    /// Returns the size `text` takes in `font`, wrapped to `width` (unbounded when infinite) with at most
    /// `lines` lines (0 for no limit).
    public static func measure(_ text: String, _ font: UIFont, _ width: CGFloat, _ lines: Int) -> CGSize {
        EngineServices.current.measure(text, font: font, width: width, lines: lines)
    }

    /// Text measures changed (a font engine was installed): every view of every window, and the given views'
    /// hierarchies, measure again, lay out again and redraw.
    public static func measuresDidChange(alsoIn roots: [UIView] = []) {
        var stack: [UIView] = UIApplication.shared.windows + roots
        while let view = stack.popLast() {
            view.invalidateIntrinsicContentSize()
            view.setNeedsLayout()
            view.setNeedsDisplay()
            stack.append(contentsOf: view.subviews)
        }
    }

    /// A rough measure without a font engine: half an em per narrow character, one em per wide one.
    public static func estimate(_ text: String, _ font: UIFont, _ width: CGFloat, _ lines: Int) -> CGSize {
        let em = font.pointSize
        var lineWidths: [CGFloat] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let w = line.unicodeScalars.reduce(CGFloat(0)) { $0 + ($1.value > 0x2E80 ? em : em * 0.55) }
            if width.isFinite, width > 0, w > width {
                let count = Int((w / width).rounded(.up))
                lineWidths.append(contentsOf: Array(repeating: width, count: count))
            } else {
                lineWidths.append(w)
            }
        }
        if lines > 0, lineWidths.count > lines { lineWidths = Array(lineWidths.prefix(lines)) }
        return CGSize(width: (lineWidths.max() ?? 0).rounded(.up), height: CGFloat(lineWidths.count) * font.lineHeight)
    }
}

/// A view that shows read-only text. It starts with `isUserInteractionEnabled == false` (SEMANTICS §1.5).
@preconcurrency @MainActor
open class UILabel: UIView {
    /// Creates a label with a frame; it is not interactive.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The text shown. Setting it drops the attributes of an `attributedText` set before, as in UIKit.
    open var text: String? {
        didSet {
            if !settingAttributedText { storedAttributedText = nil }
            guard oldValue != text else { return }
            checkKeyValueObservations()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The text with attributes: runs of fonts, colours, kerning, underline, strikethrough, baseline offsets and
    /// a paragraph style; the label's `font`, `textColor` and `textAlignment` apply where it sets none. Setting it
    /// sets those properties to the attributes at its start, as UIKit does. Reading it after setting `text` gives
    /// the text with the label's font and colour.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let text else { return nil }
            return NSAttributedString(
                string: text,
                attributes: [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label])
        }
        set {
            // As UIKit: the label's style properties take the attributes at the start of the new text (the old
            // text is let go first, so that they do not restyle it on the way).
            storedAttributedText = nil
            if let newValue, newValue.length > 0 {
                let first = newValue.attributes(at: 0, effectiveRange: nil)
                if let firstFont = first[.font] as? UIFont { font = firstFont }
                if let firstColor = first[.foregroundColor] as? UIColor { textColor = firstColor }
                if let paragraph = first[.paragraphStyle] as? NSParagraphStyle { textAlignment = paragraph.alignment }
            }
            storedAttributedText = newValue.map { NSAttributedString(attributedString: $0) }
            settingAttributedText = true
            text = newValue?.string
            settingAttributedText = false
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    private var storedAttributedText: NSAttributedString?
    private var settingAttributedText = false

    /// The attributed text as the renderer takes it, with the label's properties where it sets none.
    func styledText(font: UIFont, color: UIColor) -> StyledText? {
        storedAttributedText.map {
            StyledText($0, font: font, color: color, alignment: textAlignment, lineBreakMode: lineBreakMode)
        }
    }

    /// Sets an attribute over the whole attributed text, as UIKit does when a label's font or colour changes.
    /// Written run by run, as a text view writes its runs: Linux's Foundation would compare the runs' fonts and
    /// colours through Core Foundation after `addAttribute`, which traps on Swift objects.
    private func applyToAttributedText(_ key: NSAttributedString.Key, _ value: Any) {
        guard let stored = storedAttributedText, stored.length > 0 else { return }
        var runs = TextAttributeRuns(stored)
        runs.set(key, value)
        storedAttributedText = runs.attributedString(stored.string)
    }

    /// The font; the 17-point system font by default.
    open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
        didSet {
            if let font { applyToAttributedText(.font, font) }
            checkKeyValueObservations()
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The text colour; black by default.
    open var textColor: UIColor! = .label {
        didSet {
            if let textColor { applyToAttributedText(.foregroundColor, textColor) }
            checkKeyValueObservations()
            setNeedsDisplay()
        }
    }

    /// How lines are aligned; `.natural` by default.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }

    /// The most lines shown; 1 by default, 0 for no limit.
    open var numberOfLines: Int = 1 {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
            // A button's title label: the button's own size follows its title's lines.
            if let button = superview as? UIButton, button.titleLabel === self {
                button.invalidateIntrinsicContentSize()
            }
        }
    }

    /// How a line too long is shortened; `.byTruncatingTail` by default.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
        didSet { setNeedsDisplay() }
    }

    /// Whether the label draws highlighted (in `highlightedTextColor`, when it has one).
    open var isHighlighted = false {
        didSet { if oldValue != isHighlighted, highlightedTextColor != nil { setNeedsDisplay() } }
    }
    /// The text colour while highlighted (a cell's selected look); nil keeps `textColor`.
    open var highlightedTextColor: UIColor? {
        didSet { if isHighlighted { setNeedsDisplay() } }
    }
    /// Where a line whose font was shrunk to fit sits: kept for UIKit's API (lines are centred vertically).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines

    /// Whether the label draws enabled; a disabled label's text is dimmed.
    open var isEnabled = true {
        didSet { setNeedsDisplay() }
    }

    /// The size that fits the text within `size` (its width bounds wrapping when lines may wrap), as
    /// `textRect(forBounds:limitedToNumberOfLines:)` measures it (a subclass that insets its text there is
    /// measured with its insets).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width =
            numberOfLines == 1
            ? CGFloat.greatestFiniteMagnitude : (size.width > 0 ? size.width : .greatestFiniteMagnitude)
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: no limit): its measured
    /// size, from the bounds' origin. The label measures itself (`sizeThatFits`, `intrinsicContentSize`) through
    /// it, so a subclass that overrides it (to inset the text) is measured as it draws.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard let text, !text.isEmpty else { return CGRect(origin: bounds.origin, size: .zero) }
        let unbounded = !bounds.width.isFinite || bounds.width >= 1e7
        let width = numberOfLines == 1 || unbounded ? CGFloat.infinity : max(bounds.width, 0)
        var size: CGSize
        if let styled = styledText(font: font, color: textColor ?? .label) {
            size = TextMeasurement.measure(styled, width, numberOfLines)
        } else {
            size = TextMeasurement.measure(text, font, width, numberOfLines)
        }
        if !unbounded, numberOfLines != 1 { size.width = min(size.width, max(bounds.width, 0)) }
        if bounds.height.isFinite, bounds.height < 1e7 { size.height = min(size.height, max(bounds.height, 0)) }
        return CGRect(origin: bounds.origin, size: size)
    }

    /// The colour of a shadow drawn under the text (none when nil).
    open var shadowColor: UIColor? {
        didSet { setNeedsDisplay() }
    }
    /// How far the shadow is moved from the text, in points; (0, -1) by default, as in UIKit.
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { setNeedsDisplay() }
    }

    /// Whether a single line too wide for the label is drawn in a smaller font (down to `minimumScaleFactor`)
    /// instead of being truncated.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }
    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` may shrink to (0: UIKit's default,
    /// which shrinks as far as needed).
    open var minimumScaleFactor: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    /// Apple's rules for where lines break (kept: Pango breaks lines by the Unicode rules).
    open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
    /// Whether letters may be drawn closer before the text is truncated (kept: text is truncated as measured).
    open var allowsDefaultTighteningForTruncation = false
    /// Whether hovering a truncated label shows its whole text (kept: no expansion tooltip is shown).
    open var showsExpansionTextWhenTruncated = false
    /// Whether the font follows the user's text size; text sizes do not change on a desktop, so it is kept.
    open var adjustsFontForContentSizeCategory = false

    /// The font the text is drawn in: `font`, shrunk to fit one line in `available` points when asked.
    func fittingFont(for text: String, in available: CGFloat) -> UIFont {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, available > 0 else { return font }
        let width = TextMeasurement.measure(text, font, .infinity, 1).width
        guard width > available else { return font }
        let factor = max(available / width, minimumScaleFactor > 0 ? minimumScaleFactor : 0.05)
        return font.withSize((font.pointSize * factor * 4).rounded(.down) / 4)
    }

    /// Draws the text: `drawText(in:)` with the bounds.
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text centred vertically in `rect`, as UIKit's labels do (a subclass insets it by overriding
    /// this and calling `super` with a smaller rectangle).
    open func drawText(in rect: CGRect) {
        let bounds = rect
        guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
        let shown = isHighlighted ? highlightedTextColor ?? textColor ?? .label : textColor ?? .label
        let dimmed = isEnabled ? shown : shown.withAlphaComponent(0.4)
        if let styled = styledText(font: font, color: dimmed) {
            let size = TextMeasurement.measure(styled, bounds.width, numberOfLines)
            let height = min(size.height, bounds.height)
            context.draw(
                styled,
                in: CGRect(
                    x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width,
                    height: numberOfLines == 1 ? max(height, size.height) : height), lines: numberOfLines)
            return
        }
        let font = fittingFont(for: text, in: bounds.width)
        let size = TextMeasurement.measure(text, font, bounds.width, numberOfLines)
        let height = min(size.height, bounds.height)
        // One line keeps its measured height (clipped by nothing); several lines stop at the bounds, where the
        // last one that fits is truncated by the line break mode.
        let textRect = CGRect(
            x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width,
            height: numberOfLines == 1 ? max(height, size.height) : height)
        let color = dimmed.cgColor
        if let shadowColor {
            // UIKit's label shadow: the text again, in the shadow's colour, moved by the offset (no blur).
            context.draw(
                text, in: textRect.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height),
                style: TextStyle(
                    font: font, color: shadowColor.cgColor, alignment: textAlignment, lineBreakMode: lineBreakMode,
                    numberOfLines: numberOfLines))
        }
        context.draw(
            text, in: textRect,
            style: TextStyle(
                font: font, color: color, alignment: textAlignment, lineBreakMode: lineBreakMode,
                numberOfLines: numberOfLines))
    }

    /// The width multi-line text wraps at for its intrinsic size (0: the label's current width).
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if oldValue != preferredMaxLayoutWidth { invalidateIntrinsicContentSize() } }
    }

    /// The text's natural size on one line, or wrapped (at `preferredMaxLayoutWidth`, or the current width)
    /// when `numberOfLines` allows.
    open override var intrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let width: CGFloat =
            numberOfLines == 1
            ? .greatestFiniteMagnitude
            : (preferredMaxLayoutWidth > 0
                ? preferredMaxLayoutWidth : (bounds.width > 0 ? bounds.width : .greatestFiniteMagnitude))
        return textRect(
            forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
            limitedToNumberOfLines: numberOfLines
        ).size
    }

    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { .staticText }

    override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
        let font = self.font ?? .systemFont(ofSize: UIFont.labelFontSize)
        let height = max(intrinsicContentSize.height, font.ascender - font.descender)
        return UIView.centredTextBaselines(height: height, font: font)
    }

    /// Multi-line text that wraps at the label's own width measures again once the width is known (UIKit's
    /// second layout pass).
    override func sizeDidChange() {
        super.sizeDidChange()
        if numberOfLines != 1, preferredMaxLayoutWidth == 0 { invalidateIntrinsicContentSize() }
    }
}
