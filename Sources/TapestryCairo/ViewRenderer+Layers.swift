import CCairo
import Foundation
@_spi(Rendering) import Tapestry

/// What a view looks like in this frame: its model values, or while it animates its presented ones.
@MainActor
struct Look {
    var bounds: CGRect
    var alpha: CGFloat
    var clips: Bool
    var backgroundRed = 0.0, backgroundGreen = 0.0, backgroundBlue = 0.0, backgroundAlpha = 0.0
    /// The image a pattern background colour repeats.
    var backgroundPattern: UIImage?
    var cornerRadius: CGFloat = 0
    var cornerStyle = CornerStyle.allCircular
    var borderWidth: CGFloat = 0
    var borderColor: CGColor?
    var shadowOpacity: Float = 0
    var shadowColor: CGColor?
    var shadowOffset = CGSize.zero
    var shadowRadius: CGFloat = 0
    var shadowPath: CGPath?
    var transition: TransitionAppearance?

    init(_ view: UIView) {
        bounds = view.bounds
        alpha = view.alpha
        clips = view.clipsToBounds
        if let background = view.backgroundColor {
            backgroundPattern = background.patternImage
            (backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha) =
                (Double(background.red), Double(background.green), Double(background.blue), Double(background.alpha))
        }
        guard let layer = view.storedLayerIfAny else { return }
        cornerRadius = layer.cornerRadius
        cornerStyle = CornerStyle(layer)
        borderWidth = layer.borderWidth
        borderColor = layer.borderColor
        shadowOpacity = layer.shadowOpacity
        shadowColor = layer.shadowColor
        shadowOffset = layer.shadowOffset
        shadowRadius = layer.shadowRadius
        shadowPath = layer.shadowPath
        guard layer.isPresentingAnimation else { return }
        bounds = layer.presentedGeometry.bounds
        alpha = layer.presentedScalar("opacity", alpha)
        if let color = layer.presentedColor("backgroundColor", nil) {
            (backgroundRed, backgroundGreen, backgroundBlue, backgroundAlpha) =
                (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        }
        cornerRadius = layer.presentedScalar("cornerRadius", cornerRadius)
        borderWidth = layer.presentedScalar("borderWidth", borderWidth)
        borderColor = layer.presentedColor("borderColor", borderColor)
        shadowOpacity = Float(layer.presentedScalar("shadowOpacity", CGFloat(shadowOpacity)))
        shadowColor = layer.presentedColor("shadowColor", shadowColor)
        shadowOffset = layer.presentedSize("shadowOffset", shadowOffset)
        shadowRadius = layer.presentedScalar("shadowRadius", shadowRadius)
        transition = layer.transitionAppearance
    }

    var hasShadow: Bool { shadowOpacity > 0 && shadowColor != nil }

    /// Whether the shadow takes the shape of what the view and its subtree draw, as Core Animation's does when
    /// no `shadowPath` is set: the bounds' rounded rectangle is that shape only under an opaque background.
    var shadowFollowsContent: Bool { hasShadow && shadowPath == nil && backgroundAlpha < 1 }

    /// The area the shadow can darken.
    var shadowReach: CGRect {
        let base = shadowPath?.boundingBox ?? bounds
        let spread = shadowRadius * 2 + 2
        return base.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -spread, dy: -spread)
    }
}

extension ViewRenderer {
    // MARK: Transitions

    /// Makes view transitions capture the old content as a recording of the view's subtree.
    /// How `view` looks now, recorded for a transition's old content (the Cairo services' snapshot).
    static func snapshot(of view: UIView) -> AnyObject? {
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(bounds.width), height: Double(bounds.height))
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let rc = cairo_create(recording)!
        ViewRenderer.snapshotRenderer.render(view, into: rc)
        cairo_destroy(rc)
        return ContentCache(recording: recording, size: bounds.size)
    }

    /// A renderer of its own for snapshots, so taking one never disturbs a frame's statistics.
    static let snapshotRenderer = ViewRenderer()

    func drawSnapshot(
        of transition: TransitionAppearance, bounds: CGRect, transform m: CGAffineTransform, cr: OpaquePointer
    ) {
        guard transition.snapshotAlpha > 0, let cache = transition.snapshot as? ContentCache,
            let recording = cache.recording
        else { return }
        cairo_save(cr)
        setMatrix(aboutCentre(transition.snapshotTransform, of: bounds).concatenating(m), cr)
        cairo_set_source_surface(cr, recording, Double(bounds.minX), Double(bounds.minY))
        cairo_paint_with_alpha(cr, Double(transition.snapshotAlpha))
        cairo_restore(cr)
    }

    /// `t` applied about the centre of `bounds`.
    func aboutCentre(_ t: CGAffineTransform, of bounds: CGRect) -> CGAffineTransform {
        guard !t.isIdentity else { return .identity }
        return CGAffineTransform(translationX: -bounds.midX, y: -bounds.midY)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: bounds.midX, y: bounds.midY))
    }

    // MARK: Standalone layers

    /// One step of the walk over a standalone layer tree.
    private enum LayerStep {
        case enter(CALayer, CGAffineTransform)
        case exit(CALayer, CGAffineTransform, group: Bool, alpha: CGFloat, clips: Bool, blend: cairo_operator_t)
    }

    /// Draws standalone layers (and their sublayers, depth first with an explicit stack) in the space `m`
    /// maps from (their superlayer's).
    func drawSublayers(_ layers: [CALayer], transform m: CGAffineTransform, cr: OpaquePointer) {
        var stack: [LayerStep] = []
        for layer in Self.ordered(layers).reversed() { stack.append(.enter(layer, m)) }
        cairo_save(cr)
        while let step = stack.popLast() {
            switch step {
            case .enter(let layer, let parent):
                guard layer.presentedScalar("hidden", layer.isHidden ? 1 : 0) < 0.5 else { continue }
                let alpha = layer.presentedScalar("opacity", CGFloat(layer.opacity))
                guard alpha > 0 else { continue }
                // In a frame the step laid the layer out already; this matters only for a drawing made outside
                // one (a snapshot, drawHierarchy), which draws the layer as its layout leaves it, as UIKit does.
                layer.layOutOwnIfNeeded()
                let lm = layer.presentedTransformToSuperlayer.concatenating(parent)
                let bounds = layer.presentedGeometry.bounds
                // A compositing filter blends the layer, sublayers and all, with what is behind it.
                let blend = layer.compositingBlendMode.map(CairoBackend.operator) ?? CAIRO_OPERATOR_OVER
                let group = alpha < 1 || layer.mask != nil || blend != CAIRO_OPERATOR_OVER
                cairo_save(cr)
                setMatrix(lm, cr)
                if group { cairo_push_group(cr) }
                drawLayerContent(layer, bounds: bounds, cr: cr)
                let clips = layer.masksToBounds
                if clips {
                    cairo_save(cr)
                    roundedRect(
                        bounds, radius: layer.presentedScalar("cornerRadius", layer.cornerRadius),
                        style: CornerStyle(layer), cr: cr)
                    cairo_clip(cr)
                }
                stack.append(.exit(layer, lm, group: group, alpha: alpha, clips: clips, blend: blend))
                if let replicator = layer as? CAReplicatorLayer {
                    // Each copy of the sublayers, the first drawn first, moved by its instance transform.
                    for instance in replicator.instanceTransforms.reversed() {
                        let im = instance.concatenating(lm)
                        for sublayer in Self.ordered(layer.sublayersInFront).reversed() {
                            stack.append(.enter(sublayer, im))
                        }
                    }
                } else {
                    for sublayer in Self.ordered(layer.sublayersInFront).reversed() {
                        stack.append(.enter(sublayer, lm))
                    }
                }
            case .exit(let layer, let lm, let group, let alpha, let clips, let blend):
                if clips { cairo_restore(cr) }
                setMatrix(lm, cr)
                let bounds = layer.presentedGeometry.bounds
                let width = layer.presentedScalar("borderWidth", layer.borderWidth)
                if width > 0, !(layer is CATransformLayer),
                    let color = layer.presentedColor("borderColor", layer.borderColor)
                {
                    let radius = layer.presentedScalar("cornerRadius", layer.cornerRadius)
                    roundedRect(
                        bounds.insetBy(dx: width / 2, dy: width / 2), radius: max(radius - width / 2, 0),
                        style: CornerStyle(layer), cr: cr)
                    cairo_set_source_rgba(
                        cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
                    cairo_set_line_width(cr, Double(width))
                    cairo_stroke(cr)
                }
                if group {
                    if let mask = layer.mask {
                        // The mask's coverage (drawn in this layer's space) cuts the content.
                        cairo_pop_group_to_source(cr)
                        cairo_push_group(cr)
                        drawSublayers([mask], transform: lm, cr: cr)
                        let pattern = cairo_pop_group(cr)
                        setMatrix(.identity, cr)
                        cairo_save(cr)
                        cairo_push_group(cr)
                        cairo_mask(cr, pattern)
                        cairo_pattern_destroy(pattern)
                        cairo_pop_group_to_source(cr)
                        cairo_set_operator(cr, blend)
                        cairo_paint_with_alpha(cr, Double(alpha))
                        cairo_restore(cr)
                    } else {
                        cairo_pop_group_to_source(cr)
                        cairo_set_operator(cr, blend)
                        cairo_paint_with_alpha(cr, Double(alpha))
                        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
                    }
                }
                cairo_restore(cr)
            }
        }
        cairo_restore(cr)
    }

    /// Siblings drawn back to front by `zPosition` (stable for equal values).
    private static func ordered(_ layers: [CALayer]) -> [CALayer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
    }

    /// A standalone layer's own drawing: shadow, background, contents, `draw(in:)`, shape or gradient.
    private func drawLayerContent(_ layer: CALayer, bounds: CGRect, cr: OpaquePointer) {
        guard !(layer is CATransformLayer) else { return }  // it draws only its sublayers
        let radius = layer.presentedScalar("cornerRadius", layer.cornerRadius)
        let shape = (layer as? CAShapeLayer)?.drawnShape
        let shadowOpacity = layer.presentedScalar("shadowOpacity", CGFloat(layer.shadowOpacity))
        if shadowOpacity > 0, let color = layer.presentedColor("shadowColor", layer.shadowColor) {
            let path =
                layer.shadowPath ?? shape?.fill?.path ?? shape?.stroke?.path
                ?? roundedPath(bounds, radius: radius, style: CornerStyle(layer))
            ShadowBlur.draw(
                path, offset: layer.presentedSize("shadowOffset", layer.shadowOffset),
                radius: layer.presentedScalar("shadowRadius", layer.shadowRadius),
                color: CGColor(
                    red: color.red, green: color.green, blue: color.blue, alpha: color.alpha * shadowOpacity),
                cr: cr)
        }
        if let background = layer.presentedColor("backgroundColor", layer.backgroundColor), background.alpha > 0 {
            cairo_set_source_rgba(
                cr, Double(background.red), Double(background.green), Double(background.blue), Double(background.alpha))
            fillRoundedRect(bounds, radius: radius, style: CornerStyle(layer), cr: cr)
        }
        if layer.needsDisplay { layer._display() }  // which may set `contents`
        drawGradientAndContents(of: layer, bounds: bounds, radius: radius, cr: cr)
        if let recording = recordedDrawing(of: layer, bounds: bounds) {
            cairo_save(cr)
            cairo_set_source_surface(cr, recording, 0, 0)
            cairo_paint(cr)
            cairo_restore(cr)
        }
        if let shape { drawShape(shape, cr: cr) }
    }

    /// A gradient layer's gradient and a layer's `contents` image (a standalone layer's, or a view's layer of
    /// a subclass), in `bounds`.
    func drawGradientAndContents(of layer: CALayer, bounds: CGRect, radius: CGFloat, cr: OpaquePointer) {
        if let gradient = (layer as? CAGradientLayer)?.drawnGradient {
            cairo_save(cr)
            roundedRect(bounds, radius: radius, style: CornerStyle(layer), cr: cr)
            cairo_clip(cr)
            GradientPainter.paint(
                gradient.stops, from: gradient.start, to: gradient.end, type: gradient.type, in: bounds, cr: cr)
            cairo_restore(cr)
        }
        if let emitter = layer as? CAEmitterLayer { drawParticles(of: emitter, cr: cr) }
        if let image = layer.contentsImage {
            let part = layer.contentsRect.standardized
            guard part.width > 0, part.height > 0 else { return }
            let shown = CGSize(width: image.size.width * part.width, height: image.size.height * part.height)
            let rect = layer.contentsGravity.contentMode.rect(for: shown, in: bounds)
            cairo_save(cr)
            if layer.masksToBounds {
                roundedRect(bounds, radius: radius, style: CornerStyle(layer), cr: cr)
                cairo_clip(cr)
            }
            if part == CGRect(x: 0, y: 0, width: 1, height: 1) {
                CairoBackend(cr: cr).draw(image, in: rect, alpha: 1)
            } else {
                // The whole image placed so that `contentsRect`'s part of it fills `rect`, clipped to `rect`.
                let whole = CGRect(
                    x: rect.minX - part.minX * rect.width / part.width,
                    y: rect.minY - part.minY * rect.height / part.height,
                    width: rect.width / part.width, height: rect.height / part.height)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_clip(cr)
                CairoBackend(cr: cr).draw(image, in: whole, alpha: 1)
            }
            cairo_restore(cr)
        }
    }

    /// A shape layer's fill and stroke.
    func drawShape(
        _ shape: (
            fill: (path: CGPath, rule: CGPathFillRule, color: CGColor)?,
            stroke: (path: CGPath, style: StrokeStyle, color: CGColor)?
        ), cr: OpaquePointer
    ) {
        let backend = CairoBackend(cr: cr)
        if let fill = shape.fill {
            backend.fill(fill.path, rule: fill.rule, color: fill.color, alpha: 1, blendMode: .normal)
        }
        if let stroke = shape.stroke {
            backend.stroke(stroke.path, style: stroke.style, color: stroke.color, alpha: 1, blendMode: .normal)
        }
    }

    /// A layer's `draw(in:)` output, recorded once until `setNeedsDisplay`; nil when it draws nothing.
    private func recordedDrawing(of layer: CALayer, bounds: CGRect) -> OpaquePointer? {
        let cache = layer.rendererCache as? ContentCache
        // A layer class whose animated key needs display is drawn from its presentation layer each frame.
        let presentation = layer.redrawsWhilePresenting ? layer.presentation() : nil
        if !layer.displayDraws, presentation == nil {
            // `display()` gave the content (`contents`): nothing to record.
            if layer.needsDisplay {
                layer._markDisplayed()
                layer.rendererCache = nil
            }
            return nil
        }
        if !layer.needsDisplay, presentation == nil, let cache, !cache.presented, cache.size == bounds.size {
            return cache.recording
        }
        let recorded = Self.record(bounds) { context in (presentation ?? layer).draw(in: context) }
        layer._markDisplayed()
        recorded.presented = presentation != nil
        layer.rendererCache = recorded
        return recorded.recording
    }

    /// Records `draw` into a recording surface of `bounds`; the cache holds nil when it drew nothing.
    static func record(_ bounds: CGRect, _ draw: (CGContext) -> Void) -> ContentCache {
        var extents = cairo_rectangle_t(
            x: Double(bounds.minX), y: Double(bounds.minY), width: Double(bounds.width), height: Double(bounds.height))
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        let rc = cairo_create(recording)!
        draw(CGContext(backend: CairoBackend(cr: rc)))
        cairo_destroy(rc)
        var x = 0.0, y = 0.0, w = 0.0, h = 0.0
        cairo_recording_surface_ink_extents(recording, &x, &y, &w, &h)
        if w <= 0 || h <= 0 {
            cairo_surface_destroy(recording)
            return ContentCache(recording: nil, size: bounds.size)
        }
        return ContentCache(recording: recording, size: bounds.size, ink: CGRect(x: x, y: y, width: w, height: h))
    }
}

/// Gradients with Cairo patterns: axial (linear), radial (ellipse from start to end), conic (a mesh of
/// sectors around the start point).
@MainActor
enum GradientPainter {
    static func paint(
        _ stops: [(location: CGFloat, color: CGColor)], from start: CGPoint, to end: CGPoint, type: CAGradientLayerType,
        in bounds: CGRect, cr: OpaquePointer
    ) {
        let pattern: OpaquePointer
        switch type {
        case .radial:
            var rx = abs(end.x - start.x), ry = abs(end.y - start.y)
            // Core Animation's ellipse has the end point's offsets as radii; a zero offset makes a circle.
            if rx == 0 || ry == 0 { (rx, ry) = (max(rx, ry, 0.001), max(rx, ry, 0.001)) }
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var m = cairo_matrix_t()
            // The unit circle scaled to the ellipse around `start`.
            cairo_matrix_init_translate(&m, Double(start.x), Double(start.y))
            cairo_matrix_scale(&m, Double(rx), Double(ry))
            cairo_matrix_invert(&m)
            cairo_pattern_set_matrix(pattern, &m)
            addStops(stops, to: pattern)
        case .conic:
            pattern = conicMesh(stops, centre: start, towards: end, bounds: bounds)
        default:
            pattern = cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y))
            addStops(stops, to: pattern)
        }
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_pattern_destroy(pattern)
    }

    private static func addStops(_ stops: [(location: CGFloat, color: CGColor)], to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(min(max(stop.location, 0), 1)), Double(c.red), Double(c.green), Double(c.blue),
                Double(c.alpha))
        }
    }

    /// The colour at `t` (0…1) along the stops.
    static func color(at t: CGFloat, _ stops: [(location: CGFloat, color: CGColor)]) -> (Double, Double, Double, Double)
    {
        guard let first = stops.first else { return (0, 0, 0, 0) }
        var previous = first
        if t <= first.location { return components(first.color) }
        for stop in stops.dropFirst() {
            if t <= stop.location {
                let span = stop.location - previous.location
                let f = Double(span > 0 ? (t - previous.location) / span : 1)
                let a = components(previous.color), b = components(stop.color)
                return (a.0 + (b.0 - a.0) * f, a.1 + (b.1 - a.1) * f, a.2 + (b.2 - a.2) * f, a.3 + (b.3 - a.3) * f)
            }
            previous = stop
        }
        return components(stops.last!.color)
    }

    private static func components(_ c: CGColor) -> (Double, Double, Double, Double) {
        (Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
    }

    private static func conicMesh(
        _ stops: [(location: CGFloat, color: CGColor)], centre: CGPoint, towards end: CGPoint, bounds: CGRect
    ) -> OpaquePointer {
        let mesh = cairo_pattern_create_mesh()!
        let reach = Double(hypot(bounds.width, bounds.height)) * 2 + 1
        let startAngle = atan2(Double(end.y - centre.y), Double(end.x - centre.x))
        let sectors = 90
        for i in 0..<sectors {
            let t0 = Double(i) / Double(sectors), t1 = Double(i + 1) / Double(sectors)
            let a0 = startAngle + t0 * 2 * .pi, a1 = startAngle + t1 * 2 * .pi
            let c0 = color(at: CGFloat(t0), stops), c1 = color(at: CGFloat(t1), stops)
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, Double(centre.x), Double(centre.y))
            cairo_mesh_pattern_line_to(mesh, Double(centre.x) + reach * cos(a0), Double(centre.y) + reach * sin(a0))
            cairo_mesh_pattern_line_to(mesh, Double(centre.x) + reach * cos(a1), Double(centre.y) + reach * sin(a1))
            cairo_mesh_pattern_line_to(mesh, Double(centre.x), Double(centre.y))
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 0, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 1, c0.0, c0.1, c0.2, c0.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 2, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_set_corner_color_rgba(mesh, 3, c1.0, c1.1, c1.2, c1.3)
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }
}
