import Foundation

/// One paragraph of a text view on screen: its text, its part of the selection and the marked text underlined.
@MainActor
final class TextTileView: UIView {
    private var layout: TextParagraphLayout?
    private var text = ""
    private var styled: StyledText?
    private var font = UIFont.systemFont(ofSize: 12)
    private var color = UIColor.label
    private var selection: Range<Int>?
    private var selectionColor = UIColor.clear
    private var marked: Range<Int>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }

    func configure(
        layout: TextParagraphLayout, text: String, styled: StyledText?, font: UIFont, color: UIColor,
        selection: Range<Int>?, selectionColor: UIColor, marked: Range<Int>?
    ) {
        // Attributed text changes only with its layout (an edit or new attributes lay the paragraph out again).
        let changed =
            layout !== self.layout || text != self.text || font != self.font || color != self.color
            || selection != self.selection || marked != self.marked || (styled == nil) != (self.styled == nil)
        self.layout = layout
        self.text = text
        self.styled = styled
        self.font = font
        self.color = color
        self.selection = selection
        self.selectionColor = selectionColor
        self.marked = marked
        if changed { setNeedsDisplay() }
    }

    /// The rectangles a range covers, a line at a time.
    private func rects(for range: Range<Int>, in layout: TextParagraphLayout) -> [CGRect] {
        var result: [CGRect] = []
        for (index, line) in layout.lines.enumerated() {
            let isLast = index == layout.lines.count - 1
            let lower = max(range.lowerBound, line.range.lowerBound)
            let upper = min(range.upperBound, line.range.upperBound)
            guard lower < upper || (lower == upper && range.upperBound > line.range.upperBound && isLast) else {
                continue
            }
            let x0 = layout.x(forOffset: lower, inLine: index)
            var x1 = layout.x(forOffset: upper, inLine: index)
            if range.upperBound > line.range.upperBound && (isLast || upper == line.range.upperBound) {
                x1 = max(x1, line.width) + (isLast ? font.pointSize * 0.3 : 0)
            }
            result.append(CGRect(x: x0, y: line.y, width: max(x1 - x0, 1), height: line.height))
        }
        return result
    }

    override func draw(_ rect: CGRect) {
        guard let layout, let context = UIGraphicsGetCurrentContext() else { return }
        if let selection {
            selectionColor.setFill()
            for box in rects(for: selection, in: layout) { UIRectFill(box) }
        }
        if let styled, !text.isEmpty {
            context.draw(styled, in: CGRect(x: 0, y: 0, width: bounds.width, height: .greatestFiniteMagnitude))
        } else if !text.isEmpty {
            context.draw(
                text, in: CGRect(x: 0, y: 0, width: bounds.width, height: .greatestFiniteMagnitude),
                style: TextStyle(
                    font: font, color: color.cgColor, alignment: .left, lineBreakMode: .byWordWrapping,
                    numberOfLines: 0))
        }
        if let marked {
            color.setFill()
            for box in rects(for: marked, in: layout) {
                UIRectFill(CGRect(x: box.minX, y: box.maxY - 2, width: box.width, height: 1))
            }
        }
    }
}

/// Kinds of data a text view can detect.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates kinds from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
