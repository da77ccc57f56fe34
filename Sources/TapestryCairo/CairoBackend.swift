import CCairo
import CPango
import Foundation
import Tapestry

/// Draws a `CGContext`'s operations with a Cairo context. Coordinates are the context's user space; the
/// Cairo matrix maps them to device pixels. Like `CGContext`, it is not main-actor isolated (Core Graphics is
/// not); the text, image and shadow caches it reads are the main thread's, so it draws on the main thread.
public final class CairoBackend: GraphicsBackend {
    /// The Cairo context drawn into.
    public let cr: OpaquePointer
    private var groupAlphas: [CGFloat] = []
    /// How many states are saved now.
    var saveDepth = 0
    /// The masks of `clip(toMask:in:)`, each with the save depth it was set at: drawing since goes into a
    /// group painted through the mask when that state is restored (Cairo clips to paths only).
    var maskGroups: [(depth: Int, mask: OpaquePointer)] = []
    /// The memory of a bitmap context made over caller memory (`CGContext(data:width:height:…)`), kept in step
    /// with each drawing call; nil for other contexts.
    var bitmapTarget: BitmapContextTarget?

    /// Wraps a Cairo context (not retained; the caller keeps it alive while the backend is in use).
    public init(cr: OpaquePointer) { self.cr = cr }

    /// Paints what masks still hold when the context ends without restoring their state.
    deinit {
        while !maskGroups.isEmpty { paintMaskGroup() }
    }

    /// Saves the Cairo state (clip, transform, source) with `cairo_save`.
    public func saveState() {
        cairo_save(cr)
        saveDepth += 1
    }
    /// Restores the state saved last with `cairo_restore`, first painting the drawing of masks set since.
    public func restoreState() {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        while let last = maskGroups.last, last.depth == saveDepth { paintMaskGroup() }
        cairo_restore(cr)
        saveDepth = max(saveDepth - 1, 0)
    }

    /// Multiplies the current transform by `transform` (user space to device space).
    public func concatenate(_ transform: CGAffineTransform) {
        var m = cairo_matrix_t(
            xx: Double(transform.a), yx: Double(transform.b), xy: Double(transform.c), yy: Double(transform.d),
            x0: Double(transform.tx), y0: Double(transform.ty))
        cairo_transform(cr, &m)
    }

    /// The current user-space-to-device transform.
    public var currentTransform: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Narrows the clip to `path`, filled with `rule` (even-odd makes cut-outs).
    public func clip(to path: CGPath, rule: CGPathFillRule) {
        CairoBackend.addPath(path, to: cr)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }

    /// The clip's bounding box in user space.
    public var clipBoundingBox: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    /// Fills `path` with `color` at `alpha`, with the fill `rule` and `blendMode`.
    public func fill(_ path: CGPath, rule: CGPathFillRule, color: CGColor, alpha: CGFloat, blendMode: CGBlendMode) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        CairoBackend.addPath(path, to: cr)
        setSource(color, alpha: alpha)
        let op = CairoBackend.operator(blendMode)
        if op != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, op) }
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
        if op != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
    }

    /// Strokes `path` with the line width, caps, joins and dashes of `style`, in `color` at `alpha`.
    public func stroke(_ path: CGPath, style: StrokeStyle, color: CGColor, alpha: CGFloat, blendMode: CGBlendMode) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        guard style.lineWidth > 0 else {
            cairo_new_path(cr)
            return
        }
        CairoBackend.addPath(path, to: cr)
        setSource(color, alpha: alpha)
        CairoBackend.apply(style, to: cr)
        let op = CairoBackend.operator(blendMode)
        if op != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, op) }
        cairo_stroke(cr)
        if op != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
    }

    /// Starts a group composited at `alpha` when it ends (a view with alpha below 1 draws as one).
    public func beginTransparencyLayer(alpha: CGFloat) {
        groupAlphas.append(alpha)
        cairo_push_group(cr)
    }

    /// Ends the group begun last and paints it at its alpha.
    public func endTransparencyLayer() {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        let alpha = groupAlphas.popLast() ?? 1
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    /// Draws `text` in `rect` (user space) with Pango, in the font, colour and alignment of `style`.
    public func drawText(_ text: String, in rect: CGRect, style: TextStyle, alpha: CGFloat) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        withMainActorState((text, rect, style, alpha, cr)) {
            PangoText.draw($0.0, in: $0.1, style: $0.2, alpha: $0.3, cr: $0.4)
        }
    }

    /// Draws styled text in `rect` with Pango: each run in its font, colour and decorations.
    public func drawStyledText(_ text: StyledText, in rect: CGRect, lines: Int, alpha: CGFloat) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        withMainActorState((text, rect, lines, alpha, cr)) {
            PangoStyledText.draw($0.0, in: $0.1, lines: $0.2, alpha: $0.3, cr: $0.4)
        }
    }

    /// Draws `image` scaled into `rect` at `alpha`, composited with `blendMode` (Cairo's operator for it).
    public func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat, blendMode: CGBlendMode) {
        let op = CairoBackend.operator(blendMode)
        if op != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, op) }
        draw(image, in: rect, alpha: alpha)
        if op != CAIRO_OPERATOR_OVER { cairo_set_operator(cr, CAIRO_OPERATOR_OVER) }
    }

    /// Draws `image` scaled into `rect` at `alpha`; the decoded surface is cached on the image.
    public func draw(_ image: UIImage, in rect: CGRect, alpha: CGFloat) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        guard let surface = withMainActorState(image, { ImageDecoding.surface(for: $0) }), rect.width > 0,
            rect.height > 0
        else { return }
        if image.capInsets != .zero {
            drawResizable(image, surface: surface, in: rect, alpha: alpha)
            return
        }
        Self.paint(image, surface: surface, in: rect, alpha: alpha, cr: cr)
    }

    /// Paints `image` (decoded as `surface`) scaled into `rect` at `alpha`: a template (a symbol) as its shape
    /// filled with its tint, any other image as it is, its edge pixels carried on to the rectangle's edges.
    static func paint(_ image: UIImage, surface: OpaquePointer, in rect: CGRect, alpha: CGFloat, cr: OpaquePointer) {
        let width = Double(cairo_image_surface_get_width(surface))
        let height = Double(cairo_image_surface_get_height(surface))
        cairo_save(cr)
        cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / width, Double(rect.height) / height)
        if let tint = image.tintColor?.cgColor, image.drawsAsTemplate {
            // A template: its shape (the pixels' coverage) filled with the tint.
            cairo_set_source_rgba(
                cr, Double(tint.red), Double(tint.green), Double(tint.blue), Double(tint.alpha * alpha))
            let mask = cairo_pattern_create_for_surface(surface)!
            cairo_pattern_set_filter(mask, CAIRO_FILTER_GOOD)
            cairo_pattern_set_extend(mask, CAIRO_EXTEND_PAD)
            cairo_mask(cr, mask)
            cairo_pattern_destroy(mask)
        } else {
            cairo_set_source_surface(cr, surface, 0, 0)
            cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
            // The edge pixels carry on to the rectangle's edges (the clip), as Core Graphics draws a scaled
            // image; without it a small image stretched large fades out towards its edges.
            cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
            cairo_paint_with_alpha(cr, Double(alpha))
        }
        cairo_restore(cr)
    }

    /// Draws the shadow of `path`, moved by `offset` and blurred by `blur` points, in `color`.
    public func drawShadow(of path: CGPath, offset: CGSize, blur: CGFloat, color: CGColor) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        withMainActorState((path, offset, blur, color, cr)) {
            ShadowBlur.draw($0.0, offset: $0.1, radius: $0.2, color: $0.3, cr: $0.4)
        }
    }

    private func setSource(_ color: CGColor, alpha: CGFloat) {
        cairo_set_source_rgba(
            cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha * alpha))
    }

    // MARK: Shared helpers

    /// Adds a path's elements to the Cairo context's current path.
    static func addPath(_ path: CGPath, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .moveTo(let p):
                cairo_move_to(cr, Double(p.x), Double(p.y))
                current = p
            case .lineTo(let p):
                cairo_line_to(cr, Double(p.x), Double(p.y))
                current = p
            case .quadCurveTo(let c, let p):
                // Raise the quadratic to a cubic.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curveTo(let c1, let c2, let p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .closeSubpath:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    static func apply(_ style: StrokeStyle, to cr: OpaquePointer) {
        cairo_set_line_width(cr, Double(style.lineWidth))
        switch style.lineCap {
        case .butt: cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
        case .round: cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        case .square: cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE)
        }
        switch style.lineJoin {
        case .miter: cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        case .round: cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        case .bevel: cairo_set_line_join(cr, CAIRO_LINE_JOIN_BEVEL)
        }
        cairo_set_miter_limit(cr, Double(style.miterLimit))
        if style.dashLengths.isEmpty || style.dashLengths.allSatisfy({ $0 == 0 }) {
            cairo_set_dash(cr, nil, 0, 0)
        } else {
            let dashes = style.dashLengths.map(Double.init)
            dashes.withUnsafeBufferPointer {
                cairo_set_dash(cr, $0.baseAddress, Int32(dashes.count), Double(style.dashPhase))
            }
        }
    }

    static func `operator`(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusDarker: CAIRO_OPERATOR_MULTIPLY
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }
}

extension CairoBackend: StyledTextDrawing {}
