import Foundation

/// The fill rule of a shape layer.
public struct CAShapeLayerFillRule: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Non-zero winding.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Even-odd: overlapping subpaths cut holes.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// The line cap of a shape layer's stroke.
public struct CAShapeLayerLineCap: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Squared off at the end point.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// The line join of a shape layer's stroke.
public struct CAShapeLayerLineJoin: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A cut-off corner.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer that draws a path: filled (non-zero or even-odd), stroked (dashes, caps, joins), and stroked only
/// between `strokeStart` and `strokeEnd` (fractions of its length), which animate, as the path does.
open class CAShapeLayer: CALayer {
    /// The path, in the layer's coordinates. It animates point by point between paths made of the same elements
    /// (a change from no path shows the new one at once).
    open var path: CGPath? {
        didSet {
            guard let oldValue else { return changed() }
            modelDidChange("path", from: .path(oldValue.elements))
        }
    }
    /// The fill colour; opaque black by default, nil for none.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { modelDidChange("fillColor", from: .color(.init(oldValue ?? CALayer.clear))) }
    }
    /// How overlapping subpaths fill.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { changed() } }
    /// The stroke colour; nil (no stroke) by default.
    open var strokeColor: CGColor? {
        didSet { modelDidChange("strokeColor", from: .color(.init(oldValue ?? CALayer.clear))) }
    }
    /// The stroke width; 1 by default.
    open var lineWidth: CGFloat = 1 { didSet { modelDidChange("lineWidth", from: .scalar(Double(oldValue))) } }
    /// Where the stroke starts, 0…1 of the path's length.
    open var strokeStart: CGFloat = 0 { didSet { modelDidChange("strokeStart", from: .scalar(Double(oldValue))) } }
    /// Where the stroke ends, 0…1 of the path's length.
    open var strokeEnd: CGFloat = 1 { didSet { modelDidChange("strokeEnd", from: .scalar(Double(oldValue))) } }
    /// The dash lengths (on, off, …), or nil for a solid line.
    open var lineDashPattern: [NSNumber]? { didSet { changed() } }
    /// How far into the dash pattern the line starts.
    open var lineDashPhase: CGFloat = 0 {
        didSet { modelDidChange("lineDashPhase", from: .scalar(Double(oldValue))) }
    }
    /// The line cap.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { changed() } }
    /// The line join.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { changed() } }
    /// The miter limit.
    open var miterLimit: CGFloat = 10 { didSet { changed() } }

    public override init() { super.init() }

    /// Fails: Tapestry reads no archives (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a standalone copy of `layer` (Core Animation makes presentation layers with it).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path
        fillColor = other.fillColor
        fillRule = other.fillRule
        strokeColor = other.strokeColor
        lineWidth = other.lineWidth
        strokeStart = other.strokeStart
        strokeEnd = other.strokeEnd
        lineDashPattern = other.lineDashPattern
        lineDashPhase = other.lineDashPhase
        lineCap = other.lineCap
        lineJoin = other.lineJoin
        miterLimit = other.miterLimit
    }

    override func modelValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "fillColor": return .color(.init(fillColor ?? CALayer.clear))
        case "strokeColor": return .color(.init(strokeColor ?? CALayer.clear))
        case "lineWidth": return .scalar(Double(lineWidth))
        case "strokeStart": return .scalar(Double(strokeStart))
        case "strokeEnd": return .scalar(Double(strokeEnd))
        case "lineDashPhase": return .scalar(Double(lineDashPhase))
        case "path": return .path(path?.elements ?? [])
        default: return super.modelValue(forKey: key)
        }
    }

    override func setModelValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("fillColor", .color(let c)): fillColor = c.cgColor
        case ("strokeColor", .color(let c)): strokeColor = c.cgColor
        case ("lineWidth", .scalar(let v)): lineWidth = CGFloat(v)
        case ("strokeStart", .scalar(let v)): strokeStart = CGFloat(v)
        case ("strokeEnd", .scalar(let v)): strokeEnd = CGFloat(v)
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = CGFloat(v)
        case ("path", .path(let v)): path = v.isEmpty ? nil : CGPath(elements: v)
        default: super.setModelValue(value, forKey: key)
        }
    }

    /// What to draw now (presented values): the fill, and the stroke's path trimmed to
    /// `strokeStart…strokeEnd`, with its style.
    public var drawnShape:
        (
            fill: (path: CGPath, rule: CGPathFillRule, color: CGColor)?,
            stroke: (path: CGPath, style: StrokeStyle, color: CGColor)?
        )
    {
        guard let path = presentedPath else { return (nil, nil) }
        var fill: (CGPath, CGPathFillRule, CGColor)?
        if let color = presentedColor("fillColor", fillColor), color.alpha > 0 {
            fill = (path, fillRule == .evenOdd ? .evenOdd : .winding, color)
        }
        var stroke: (CGPath, StrokeStyle, CGColor)?
        let width = presentedScalar("lineWidth", lineWidth)
        if let color = presentedColor("strokeColor", strokeColor), color.alpha > 0, width > 0 {
            let start = min(max(presentedScalar("strokeStart", strokeStart), 0), 1)
            let end = min(max(presentedScalar("strokeEnd", strokeEnd), 0), 1)
            if end > start {
                let trimmed = start <= 0 && end >= 1 ? path : PathMeasure(path).trimmed(from: start, to: end)
                var style = StrokeStyle()
                style.lineWidth = width
                style.lineCap = lineCap == .round ? .round : (lineCap == .square ? .square : .butt)
                style.lineJoin = lineJoin == .round ? .round : (lineJoin == .bevel ? .bevel : .miter)
                style.miterLimit = miterLimit
                style.dashLengths = (lineDashPattern ?? []).map { CGFloat($0.doubleValue) }
                style.dashPhase = presentedScalar("lineDashPhase", lineDashPhase)
                stroke = (trimmed, style, color)
            }
        }
        return (fill, stroke)
    }

    /// The path as presented: an animated one's point-by-point value now, else the model's.
    private var presentedPath: CGPath? {
        guard !presented.isEmpty, case .path(let elements)? = presented["path"] else { return path }
        return elements.isEmpty ? nil : CGPath(elements: elements)
    }
}

/// The kind of gradient a gradient layer draws.
public struct CAGradientLayerType: Hashable, Sendable, RawRepresentable {
    /// The raw value.
    public let rawValue: String
    /// Creates a value from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Ellipses centred on `startPoint` reaching `endPoint`.
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Around `startPoint`, starting towards `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer filled with a gradient of `colors` at `locations`, from `startPoint` to `endPoint` (unit
/// coordinates of the bounds).
open class CAGradientLayer: CALayer {
    /// The colours (CGColor), in order.
    open var colors: [Any]? { didSet { changedColors(oldValue) } }
    /// Where each colour sits, 0…1, ascending; nil spreads them evenly.
    open var locations: [NSNumber]? { didSet { changed() } }
    /// The start point in unit coordinates; (0.5, 0) by default.
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { modelDidChange("startPoint", from: .point(oldValue)) } }
    /// The end point in unit coordinates; (0.5, 1) by default.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { modelDidChange("endPoint", from: .point(oldValue)) } }
    /// The kind of gradient.
    open var type: CAGradientLayerType = .axial { didSet { changed() } }

    public override init() { super.init() }

    /// Fails: Tapestry reads no archives (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a standalone copy of `layer` (Core Animation makes presentation layers with it).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAGradientLayer else { return }
        colors = other.colors
        locations = other.locations
        startPoint = other.startPoint
        endPoint = other.endPoint
        type = other.type
    }

    private func changedColors(_ old: [Any]?) {
        if let value = AnimatableValue(any: old ?? [CGColor]()) {
            modelDidChange("colors", from: value)
        } else {
            changed()
        }
    }

    override func modelValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "colors": return .colors(colorList.map(AnimatableValue.RGBA.init))
        case "locations": return locations.map { .scalars($0.map(\.doubleValue)) }
        case "startPoint": return .point(startPoint)
        case "endPoint": return .point(endPoint)
        default: return super.modelValue(forKey: key)
        }
    }

    override func setModelValue(_ value: AnimatableValue, forKey key: String) {
        switch (key, value) {
        case ("colors", .colors(let c)): colors = c.map(\.cgColor)
        case ("locations", .scalars(let v)): locations = v.map { NSNumber(value: $0) }
        case ("startPoint", .point(let p)): startPoint = p
        case ("endPoint", .point(let p)): endPoint = p
        default: super.setModelValue(value, forKey: key)
        }
    }

    private var colorList: [CGColor] {
        (colors ?? []).compactMap { ($0 as? CGColor) ?? ($0 as? UIColor)?.cgColor }
    }

    /// What to draw now (presented values): colour stops and the two points in the layer's coordinates.
    public var drawnGradient:
        (stops: [(location: CGFloat, color: CGColor)], start: CGPoint, end: CGPoint, type: CAGradientLayerType)?
    {
        var list = colorList
        if case .colors(let c)? = presented["colors"] { list = c.map(\.cgColor) }
        guard !list.isEmpty else { return nil }
        var places = (locations ?? []).map { CGFloat($0.doubleValue) }
        if case .scalars(let v)? = presented["locations"] { places = v.map { CGFloat($0) } }
        if places.count != list.count {
            places = list.count == 1 ? [0] : (0..<list.count).map { CGFloat($0) / CGFloat(list.count - 1) }
        }
        var start = startPoint, end = endPoint
        if case .point(let p)? = presented["startPoint"] { start = p }
        if case .point(let p)? = presented["endPoint"] { end = p }
        let b = presentedGeometry.bounds
        func place(_ p: CGPoint) -> CGPoint { CGPoint(x: b.minX + p.x * b.width, y: b.minY + p.y * b.height) }
        return (Array(zip(places, list)).map { (location: $0.0, color: $0.1) }, place(start), place(end), type)
    }
}
