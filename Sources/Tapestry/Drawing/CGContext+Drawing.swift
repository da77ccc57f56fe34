import Foundation

/// How a path is painted by `CGContext.drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
    /// Filled with nonzero winding.
    case fill
    /// Filled with the even-odd rule.
    case eoFill
    /// Stroked.
    case stroke
    /// Filled with nonzero winding, then stroked.
    case fillStroke
    /// Filled with the even-odd rule, then stroked.
    case eoFillStroke
}

/// How smoothly scaled images are sampled; kept for Core Graphics' API (images are drawn with Cairo's good
/// filter at every quality).
public enum CGInterpolationQuality: Int32, Sendable {
    /// The context's default.
    case `default`
    /// No interpolation.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
}

extension CGContext {
    // MARK: Painting with the state's shadow

    /// Fills `shape` with the fill colour, its shadow first when one is set.
    func paintFill(_ shape: CGPath, rule: CGPathFillRule) {
        if let shadow = state.shadow {
            backend.drawShadow(of: shape, offset: shadow.offset, blur: shadow.blur, color: shadow.color)
        }
        backend.fill(shape, rule: rule, color: state.fillColor, alpha: state.alpha, blendMode: state.blendMode)
    }

    /// Strokes `shape` with the stroke colour and line attributes, its shadow (the stroke's outline) first
    /// when one is set.
    func paintStroke(_ shape: CGPath) {
        if let shadow = state.shadow, state.stroke.lineWidth > 0 {
            backend.drawShadow(
                of: strokedOutline(of: shape), offset: shadow.offset, blur: shadow.blur, color: shadow.color)
        }
        backend.stroke(
            shape, style: state.stroke, color: state.strokeColor, alpha: state.alpha, blendMode: state.blendMode)
    }

    private func strokedOutline(of shape: CGPath) -> CGPath {
        let style = state.stroke
        let dashed =
            style.dashLengths.isEmpty
            ? shape : shape.copy(dashingWithPhase: style.dashPhase, lengths: style.dashLengths)
        return dashed.copy(
            strokingWithWidth: style.lineWidth, lineCap: style.lineCap, lineJoin: style.lineJoin,
            miterLimit: style.miterLimit)
    }

    // MARK: The current path

    /// Empties the current path (Core Graphics' `beginPath()`).
    public func beginPath() { currentPath = CGMutablePath() }

    /// A copy of the current path, or nil when it is empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

    /// The bounding box of the current path's points and control points.
    public var boundingBoxOfPath: CGRect { currentPath.isEmpty ? .null : currentPath.boundingBox }

    /// The current path's last point.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint }

    /// Adds straight lines through `points` (a new subpath at the first).
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points) }

    /// Adds rectangles to the current path.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects) }

    /// Paints the current path as `mode` says and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let shape = takePath()
        switch mode {
        case .fill: paintFill(shape, rule: .winding)
        case .eoFill: paintFill(shape, rule: .evenOdd)
        case .stroke: paintStroke(shape)
        case .fillStroke:
            paintFill(shape, rule: .winding)
            paintStroke(shape)
        case .eoFillStroke:
            paintFill(shape, rule: .evenOdd)
            paintStroke(shape)
        }
    }

    /// Strokes separate lines: from the first point to the second, the third to the fourth, and so on (an
    /// odd last point is ignored). The current path is left alone.
    public func strokeLineSegments(between points: [CGPoint]) {
        let lines = CGMutablePath()
        var i = 0
        while i + 1 < points.count {
            lines.move(to: points[i])
            lines.addLine(to: points[i + 1])
            i += 2
        }
        paintStroke(lines)
    }

    /// Replaces the current path with the outline a stroke of it would paint, with the current line width,
    /// caps, joins, miter limit and dashes (then `clip()` clips to the stroke, `fillPath()` paints it).
    public func replacePathWithStrokedPath() {
        currentPath = CGMutablePath(elements: strokedOutline(of: currentPath).elements)
    }

    /// Clips to an image used as a mask over `rect` until the state is restored: where the image is opaque
    /// (or, for an image without transparency, light) drawing shows; nothing shows outside `rect`. As Core
    /// Graphics places images, the image's first row lies at the rectangle's lower edge.
    public func clip(to rect: CGRect, mask: CGImage) {
        backend.clip(toMask: UIImage(cgImage: mask), in: rect)
    }

    /// An image of what a bitmap context (an image context or renderer) holds so far, one pixel per point of
    /// the image; nil for a context that does not draw into a bitmap (a view's drawing).
    public func makeImage() -> CGImage? { backend.makeImage() }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let shape = CGMutablePath()
        shape.addRects(rects)
        backend.clip(to: shape, rule: .winding)
    }

    // MARK: State

    /// Sets the stroke colour from a grey level.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = CGColor(gray: gray, alpha: alpha) }

    /// Whether fills and strokes are antialiased (with `setAllowsAntialiasing(_:)`, both must be true).
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        state.shouldAntialias = shouldAntialias
        backend.setAntialiasing(state.shouldAntialias && state.allowsAntialiasing)
    }

    /// Whether `setShouldAntialias(_:)` may turn antialiasing on.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        state.allowsAntialiasing = allowsAntialiasing
        backend.setAntialiasing(state.shouldAntialias && state.allowsAntialiasing)
    }

    /// Whether glyphs are smoothed (kept: Pango draws text with the desktop's font options).
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    /// Whether `setShouldSmoothFonts(_:)` may turn smoothing on (kept, as above).
    public func setAllowsFontSmoothing(_ allowsFontSmoothing: Bool) {}
    /// Whether glyphs are placed at fractions of a pixel (kept: Pango places them as its font options say).
    public func setShouldSubpixelPositionFonts(_ shouldSubpixelPositionFonts: Bool) {}
    /// Whether `setShouldSubpixelPositionFonts(_:)` may turn it on (kept, as above).
    public func setAllowsFontSubpixelPositioning(_ allowsFontSubpixelPositioning: Bool) {}
    /// Whether glyph positions are rounded to a few fractions of a pixel (kept, as above).
    public func setShouldSubpixelQuantizeFonts(_ shouldSubpixelQuantizeFonts: Bool) {}
    /// Whether `setShouldSubpixelQuantizeFonts(_:)` may turn it on (kept, as above).
    public func setAllowsFontSubpixelQuantization(_ allowsFontSubpixelQuantization: Bool) {}

    /// How scaled images are sampled (kept; images are drawn with Cairo's good filter).
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Kept for Core Graphics' API: curves are followed as finely as Cairo's tolerance at any flatness.
    public func setFlatness(_ flatness: CGFloat) {}

    /// Shadows everything filled or stroked from now on (until the state is restored): `offset` points away
    /// (a positive height moves it down, as in contexts UIKit makes), blurred by `blur`, in `color`; a nil or
    /// transparent colour turns shadows off.
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        if let color, color.alpha > 0 {
            state.shadow = (offset, max(blur, 0), color)
        } else {
            state.shadow = nil
        }
    }

    /// Shadows everything filled or stroked from now on in black at one-third alpha (Core Graphics' default).
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }

    // MARK: Gradients and images

    /// Paints `gradient` over the clip along the line from `start` to `end` (colours constant across it);
    /// `options` say whether the end colours carry on past the two ends.
    public func drawLinearGradient(
        _ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions
    ) {
        backend.drawGradient(
            gradient, .linear(start: start, end: end), options: options, alpha: state.alpha, blendMode: state.blendMode)
    }

    /// Paints `gradient` over the clip from the start circle to the end circle; `options` say whether the
    /// first colour fills the start circle and the last colour the space outside the end circle.
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        backend.drawGradient(
            gradient,
            .radial(startCenter: startCenter, startRadius: startRadius, endCenter: endCenter, endRadius: endRadius),
            options: options, alpha: state.alpha, blendMode: state.blendMode)
    }

    /// Draws a Core Graphics image into `rect` as Core Graphics does: its first row at the rectangle's
    /// lower edge, so in a context UIKit made (y pointing down) it appears upside down unless the context
    /// is flipped first (`translateBy(x: 0, y: height)`, `scaleBy(x: 1, y: -1)`), as on iOS.
    public func draw(_ image: CGImage, in rect: CGRect) {
        saveGState()
        concatenate(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: rect.minY + rect.maxY))
        draw(UIImage(cgImage: image), in: rect)
        restoreGState()
    }

    /// Draws a Core Graphics image into `rect` as `draw(_:in:)` does, or with `byTiling` repeated from that
    /// rectangle over the whole clip.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {
        guard byTiling, rect.width > 0, rect.height > 0 else { return draw(image, in: rect) }
        let clip = boundingBoxOfClipPath
        let firstColumn = ((clip.minX - rect.minX) / rect.width).rounded(.down)
        let firstRow = ((clip.minY - rect.minY) / rect.height).rounded(.down)
        var row = firstRow
        while rect.minY + row * rect.height < clip.maxY {
            var column = firstColumn
            while rect.minX + column * rect.width < clip.maxX {
                draw(image, in: rect.offsetBy(dx: column * rect.width, dy: row * rect.height))
                column += 1
            }
            row += 1
        }
    }
}
