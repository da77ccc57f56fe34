import Foundation

/// A Core Graphics-style drawing context: the object `UIGraphicsGetCurrentContext()` returns inside
/// `draw(_:)` and image renderers. It keeps the fill and stroke colours and line attributes per saved
/// state; the backend draws.
public final class CGContext {
    struct State {
        var fillColor = CGColor(gray: 0, alpha: 1)
        var strokeColor = CGColor(gray: 0, alpha: 1)
        var stroke = StrokeStyle()
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var textStyle: TextStyle?
        var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
        var shouldAntialias = true
        var allowsAntialiasing = true
        var interpolationQuality = CGInterpolationQuality.default
    }

    /// The backend that draws.
    public let backend: GraphicsBackend
    var state = State()
    private var stack: [State] = []
    var currentPath = CGMutablePath()
    /// The bitmap drawn into, for a bitmap context (nil for a window's or a PDF's).
    @_spi(Rendering) public var bitmap: Bitmap?

    /// A bitmap context's memory and layout.
    @_spi(Rendering) public struct Bitmap {
        /// The first byte of the first row.
        public let data: UnsafeMutableRawPointer
        /// The size in pixels.
        public let width: Int, height: Int
        /// Bytes from one row to the next.
        public let bytesPerRow: Int
        /// How a pixel is laid out.
        public let layout: CGBitmapLayout
        /// The colour space, nil for an alpha-only bitmap.
        public let space: CGColorSpace?

        /// A description of a bitmap.
        public init(
            data: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int, layout: CGBitmapLayout,
            space: CGColorSpace?
        ) {
            (self.data, self.width, self.height, self.bytesPerRow) = (data, width, height, bytesPerRow)
            (self.layout, self.space) = (layout, space)
        }
    }

    /// Creates a context drawing through `backend`.
    public init(backend: GraphicsBackend) { self.backend = backend }

    // MARK: State

    /// Saves the graphics state (colours, line attributes, transform, clip).
    public func saveGState() {
        stack.append(state)
        backend.saveState()
    }

    /// Restores the last saved graphics state.
    public func restoreGState() {
        guard let saved = stack.popLast() else { return }
        state = saved
        backend.restoreState()
    }

    /// Moves the origin of user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) {
        backend.concatenate(CGAffineTransform(translationX: tx, y: ty))
    }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { backend.concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space by `angle` radians.
    public func rotate(by angle: CGFloat) { backend.concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Concatenates a transform onto user space.
    public func concatenate(_ transform: CGAffineTransform) { backend.concatenate(transform) }
    /// The transform from user space to device space.
    public var ctm: CGAffineTransform { backend.currentTransform }

    /// Where Core Text's `CTLineDraw` puts the next line's baseline, in user space (not part of the graphics
    /// state, as in Core Graphics).
    public var textPosition: CGPoint = .zero
    /// The transform Core Text applies to glyphs, before the current transform (identity by default).
    public var textMatrix: CGAffineTransform = .identity

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color }
    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color }
    /// Sets the fill colour from a grey level.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = CGColor(gray: gray, alpha: alpha) }
    /// Sets the fill colour from components.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the stroke colour from components.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// Sets the line width.
    public func setLineWidth(_ width: CGFloat) { state.stroke.lineWidth = width }
    /// Sets the line cap.
    public func setLineCap(_ cap: CGLineCap) { state.stroke.lineCap = cap }
    /// Sets the line join.
    public func setLineJoin(_ join: CGLineJoin) { state.stroke.lineJoin = join }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { state.stroke.miterLimit = limit }
    /// Sets the dash pattern; empty lengths draw solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.stroke.dashLengths = lengths
        state.stroke.dashPhase = phase
    }
    /// Sets the opacity applied to everything drawn.
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha }
    /// The alpha set with `setAlpha(_:)`.
    var currentAlpha: CGFloat { state.alpha }
    /// Sets the blend mode.
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }

    /// The current fill colour.
    public var fillColor: CGColor { state.fillColor }
    /// The current stroke colour.
    public var strokeColor: CGColor { state.strokeColor }

    // MARK: Paths

    /// Starts a new subpath in the current path.
    public func move(to point: CGPoint) { currentPath.move(to: point) }
    /// Adds a line to the current path.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point) }
    /// Adds a cubic curve to the current path.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2)
    }
    /// Adds a quadratic curve to the current path.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { currentPath.addQuadCurve(to: end, control: control) }
    /// Adds an arc to the current path; `clockwise` counts in Core Graphics' y-up space, so in a UIKit
    /// context (y down) a clockwise arc turns counterclockwise on screen, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }
    /// Adds a rectangle to the current path.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect) }
    /// Adds an arc tangent to the lines from the current point to `tangent1End` and on to `tangent2End`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius)
    }
    /// Adds an ellipse to the current path.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect) }
    /// Adds a path to the current path.
    public func addPath(_ other: CGPath) { currentPath.addPath(other) }
    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    func takePath() -> CGPath {
        let taken = currentPath
        currentPath = CGMutablePath()
        return taken
    }

    /// Fills the current path with the fill colour and clears it.
    public func fillPath(using rule: CGPathFillRule = .winding) { paintFill(takePath(), rule: rule) }
    /// Fills the current path with the even-odd rule and clears it.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path with the stroke colour and line attributes and clears it.
    public func strokePath() { paintStroke(takePath()) }
    /// Intersects the clip with the current path's interior and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) { backend.clip(to: takePath(), rule: rule) }
    /// Intersects the clip with a rectangle.
    public func clip(to rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect)
        backend.clip(to: p, rule: .winding)
    }
    /// The bounding box of the clip in user space.
    public var boundingBoxOfClipPath: CGRect { backend.clipBoundingBox }

    /// Fills a rectangle with the fill colour.
    public func fill(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect)
        paintFill(p, rule: .winding)
    }
    /// Fills several rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
    /// Strokes a rectangle's outline with the stroke colour.
    public func stroke(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect)
        paintStroke(p)
    }
    /// Strokes a rectangle's outline with a given line width.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState()
        setLineWidth(width)
        stroke(rect)
        restoreGState()
    }
    /// Fills an ellipse with the fill colour.
    public func fillEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        paintFill(p, rule: .winding)
    }
    /// Strokes an ellipse with the stroke colour.
    public func strokeEllipse(in rect: CGRect) {
        let p = CGMutablePath()
        p.addEllipse(in: rect)
        paintStroke(p)
    }
    /// Clears a rectangle to transparent.
    public func clear(_ rect: CGRect) {
        let p = CGMutablePath()
        p.addRect(rect)
        backend.fill(p, rule: .winding, color: CGColor(gray: 0, alpha: 0), alpha: 1, blendMode: .clear)
    }

    // MARK: Groups, text, images

    /// Starts drawing into a group composited as one with the current alpha when it ends.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]? = nil) {
        backend.beginTransparencyLayer(alpha: state.alpha)
        stack.append(state)
        state.alpha = 1
    }
    /// Composites the group started by `beginTransparencyLayer`.
    public func endTransparencyLayer() {
        if let saved = stack.popLast() { state = saved }
        backend.endTransparencyLayer()
    }

    /// Draws text laid out in `rect` in the given style.
    public func draw(_ text: String, in rect: CGRect, style: TextStyle) {
        backend.drawText(text, in: rect, style: style, alpha: state.alpha)
    }
    /// Draws an image scaled into `rect`.
    public func draw(_ image: UIImage, in rect: CGRect) {
        guard image.isHorizontallyFlipped else {
            return backend.draw(image, in: rect, alpha: state.alpha, blendMode: state.blendMode)
        }
        saveGState()
        concatenate(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: rect.minX + rect.maxX, ty: 0))
        backend.draw(image, in: rect, alpha: state.alpha, blendMode: state.blendMode)
        restoreGState()
    }
    /// Draws a soft shadow of a path's shape.
    public func drawShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor) {
        backend.drawShadow(of: path, offset: offset, blur: blur, color: color)
    }
}

// MARK: - The current context

nonisolated(unsafe) private var contextStack: [CGContext] = []

/// The context drawing happens in: inside `draw(_:)` the view's, inside an image renderer's actions its own.
public func UIGraphicsGetCurrentContext() -> CGContext? { contextStack.last }

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { contextStack.append(context) }

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() { _ = contextStack.popLast() }

extension UIColor {
    /// Makes this the fill colour of the current context.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }
    /// Makes this the stroke colour of the current context.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
    /// Makes this both the fill and the stroke colour of the current context.
    public func set() {
        setFill()
        setStroke()
    }
}

/// Fills a rectangle in the current context with its fill colour (UIKit's `UIRectFill`).
public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }

/// Strokes a one-point frame inside a rectangle in the current context (UIKit's `UIRectFrame`).
public func UIRectFrame(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1)
}

extension NSAttributedString.Key {
    /// The font of drawn text (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The colour of drawn text (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}

extension String {
    private func style(_ attributes: [NSAttributedString.Key: Any]?) -> TextStyle {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let color = (attributes?[.foregroundColor] as? UIColor ?? .black).cgColor
        return TextStyle(font: font, color: color)
    }

    /// Draws the string in the current context with its top-left corner at `point`.
    @preconcurrency @MainActor
    public func draw(at point: CGPoint, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        let style = style(attributes)
        let size = TextMeasurement.measure(self, style.font, .infinity, 0)
        draw(in: CGRect(origin: point, size: size), withAttributes: attributes)
    }

    /// Draws the string wrapped into `rect` in the current context.
    @preconcurrency @MainActor
    public func draw(in rect: CGRect, withAttributes attributes: [NSAttributedString.Key: Any]? = nil) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        guard let attributes, attributes.keys.contains(where: { $0 != .font && $0 != .foregroundColor }) else {
            context.draw(self, in: rect, style: style(attributes))
            return
        }
        // Paragraph styles (a centred initial in an avatar), kerning, underlines…: drawn as attributed text is.
        context.draw(StyledText(NSAttributedString(string: self, attributes: attributes)), in: rect)
    }

    /// The size the string takes on one line with the given attributes.
    @preconcurrency @MainActor
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasurement.measure(self, style(attributes).font, .infinity, 0)
    }
}

/// How `boundingRect(with:options:attributes:context:)` measures.
public struct NSStringDrawingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap at the rectangle's width (without it, the text is measured on one line).
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Include the font's leading in line heights.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyph bounds rather than typographic bounds.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Shorten the last line that fits in the rectangle's height (and measure no further).
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of string drawing; kept for UIKit's API (no font scaling happens).
open class NSStringDrawingContext: NSObject {
    /// The smallest font scale allowed; unused.
    public var minimumScaleFactor: CGFloat = 0
    /// The scale applied; always 1.
    public private(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last drawing or measuring.
    public internal(set) var totalBounds: CGRect = .zero
}

extension String {
    /// The rectangle the string takes when drawn with `attributes`: wrapped at `size.width` with
    /// `.usesLineFragmentOrigin` (on one line without), and no taller than `size.height` with
    /// `.truncatesLastVisibleLine`. Its origin is zero.
    @preconcurrency @MainActor
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext?
    ) -> CGRect {
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let wraps = options.contains(.usesLineFragmentOrigin)
        var measured = TextMeasurement.measure(self, font, wraps && size.width > 0 ? size.width : .infinity, 0)
        if options.contains(.truncatesLastVisibleLine), size.height > 0 {
            measured.height = min(measured.height, size.height)
        }
        let bounds = CGRect(origin: .zero, size: measured)
        context?.totalBounds = bounds
        return bounds
    }
}
