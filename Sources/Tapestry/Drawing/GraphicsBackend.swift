import Foundation

/// How drawn colour combines with what is already there: Core Graphics' modes, with its raw values.
public enum CGBlendMode: Int32, Sendable {
    /// Source over destination.
    case normal = 0
    /// Multiply.
    case multiply
    /// Screen.
    case screen
    /// Overlay.
    case overlay
    /// Darken.
    case darken
    /// Lighten.
    case lighten
    /// Colour dodge.
    case colorDodge
    /// Colour burn.
    case colorBurn
    /// Soft light.
    case softLight
    /// Hard light.
    case hardLight
    /// Difference.
    case difference
    /// Exclusion.
    case exclusion
    /// The source's hue with the destination's saturation and luminosity.
    case hue
    /// The source's saturation with the destination's hue and luminosity.
    case saturation
    /// The source's hue and saturation with the destination's luminosity.
    case color
    /// The source's luminosity with the destination's hue and saturation.
    case luminosity
    /// Clear the destination.
    case clear
    /// Replace the destination.
    case copy
    /// Source where the destination is.
    case sourceIn
    /// Source where the destination is not.
    case sourceOut
    /// Source over destination, only where the destination is.
    case sourceAtop
    /// Destination over source.
    case destinationOver
    /// Destination where the source is.
    case destinationIn
    /// Destination where the source is not.
    case destinationOut
    /// Destination over source, only where the source is.
    case destinationAtop
    /// Source and destination where the other is not.
    case xor
    /// Darker by the sum of both's distances from white: `max(0, S + D - 1)`. Cairo has no such operator; it is
    /// drawn as `multiply`, which darkens alike but less.
    case plusDarker
    /// The sum, clamped: `min(1, S + D)`.
    case plusLighter
}

/// The text attributes the drawing backend understands.
public struct TextStyle: Sendable {
    /// The font.
    public var font: UIFont
    /// The colour.
    public var color: CGColor
    /// The alignment of lines within the rectangle.
    public var alignment: NSTextAlignment
    /// How lines too long for the rectangle are broken or shortened.
    public var lineBreakMode: NSLineBreakMode
    /// The most lines drawn; 0 for no limit.
    public var numberOfLines: Int

    /// Creates a style.
    public init(
        font: UIFont, color: CGColor, alignment: NSTextAlignment = .natural,
        lineBreakMode: NSLineBreakMode = .byWordWrapping, numberOfLines: Int = 0
    ) {
        self.font = font
        self.color = color
        self.alignment = alignment
        self.lineBreakMode = lineBreakMode
        self.numberOfLines = numberOfLines
    }
}

/// The stroke attributes of a drawing state.
public struct StrokeStyle: Sendable, Equatable {
    /// The line width.
    public var lineWidth: CGFloat = 1
    /// The line cap.
    public var lineCap: CGLineCap = .butt
    /// The line join.
    public var lineJoin: CGLineJoin = .miter
    /// The miter limit.
    public var miterLimit: CGFloat = 10
    /// The dash lengths (on, off, …); empty for solid lines.
    public var dashLengths: [CGFloat] = []
    /// How far into the dash pattern lines start.
    public var dashPhase: CGFloat = 0
    /// Creates the default style.
    public init() {}
}

/// What a drawing backend (Cairo in `TapestryCairo`) does for a `CGContext`. Coordinates are in the
/// context's current user space; the backend keeps the transform and clip, the context keeps colours.
public protocol GraphicsBackend: AnyObject {
    /// Pushes the transform and clip.
    func saveState()
    /// Pops the transform and clip.
    func restoreState()
    /// Concatenates `transform` onto the current transform.
    func concatenate(_ transform: CGAffineTransform)
    /// The current transform from user space to device pixels.
    var currentTransform: CGAffineTransform { get }
    /// Intersects the clip with a path's interior.
    func clip(to path: CGPath, rule: CGPathFillRule)
    /// The bounding box of the clip in user space.
    var clipBoundingBox: CGRect { get }
    /// Fills a path.
    func fill(_ path: CGPath, rule: CGPathFillRule, color: CGColor, alpha: CGFloat, blendMode: CGBlendMode)
    /// Strokes a path.
    func stroke(_ path: CGPath, style: StrokeStyle, color: CGColor, alpha: CGFloat, blendMode: CGBlendMode)
    /// Starts drawing into a group composited later with `alpha` (group opacity).
    func beginTransparencyLayer(alpha: CGFloat)
    /// Composites the group started by `beginTransparencyLayer(alpha:)`.
    func endTransparencyLayer()
    /// Draws text laid out in `rect`.
    func drawText(_ text: String, in rect: CGRect, style: TextStyle, alpha: CGFloat)
    /// Draws an image scaled into `rect`.
    func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat)
    /// Draws an image scaled into `rect`, composited with `blendMode`.
    func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat, blendMode: CGBlendMode)
    /// Draws a soft shadow of a path's shape, `offset` away, blurred by `blur` points.
    func drawShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor)
    /// Paints a gradient over the clip: between its ends along `geometry`, and past them where `options`
    /// say so.
    func drawGradient(
        _ gradient: CGGradient, _ geometry: CGGradient.Geometry, options: CGGradientDrawingOptions, alpha: CGFloat,
        blendMode: CGBlendMode)
    /// Turns edge antialiasing of fills and strokes on or off (saved and restored with the state).
    func setAntialiasing(_ on: Bool)
    /// Narrows the clip to an image's coverage over `rect` until the state is restored.
    func clip(toMask image: UIImage, in rect: CGRect)
    /// An image of what a bitmap context holds so far; nil when the context does not draw into a bitmap.
    func makeImage() -> CGImage?
    /// Draws `layer` and its sublayers as they look now, the layer's bounds at the current origin (what
    /// `CALayer.render(in:)` asks of `ctx`, the context this backend draws for).
    @MainActor func render(_ layer: CALayer, in ctx: CGContext)
}

extension GraphicsBackend {
    /// Nothing: a backend that records or draws paths only has no renderer for layer trees.
    @MainActor public func render(_ layer: CALayer, in ctx: CGContext) {}

    /// The image drawn normally: a backend without blend modes for images draws it over what is there.
    public func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat, blendMode: CGBlendMode) {
        draw(image, in: rect, alpha: alpha)
    }
}
