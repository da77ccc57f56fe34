import CCairo
import Foundation
@_spi(Rendering) import Tapestry

/// Draws view hierarchies with Cairo, back to front, as iOS composites layers (SEMANTICS §9).
///
/// Each view's `draw(_:)` output is recorded once into a Cairo recording surface and replayed on later
/// frames, so `draw(_:)` runs only on first display, after `setNeedsDisplay`, or on a size change with
/// `.redraw`. A frame can be limited to damaged rectangles: views whose area misses them are not drawn, and
/// subtrees clipped away are not visited.
@preconcurrency @MainActor
public final class ViewRenderer {
    /// Counts from the last frame, for tests and benchmarks.
    public struct FrameStatistics: Equatable, Sendable {
        /// Views whose own background, content or border was drawn (they intersected the damage).
        public var viewsDrawn = 0
        /// Views looked at, drawn or culled.
        public var viewsVisited = 0
        /// Calls of `draw(_:)` (content recordings) made for the frame.
        public var contentRedraws = 0
    }

    /// Counts from the last `render` call.
    public private(set) var lastFrame = FrameStatistics()
    /// When set, `drawnViews` lists the views drawn in the last frame (tests use it).
    public var recordsDrawnViews = false
    /// The views drawn in the last frame when `recordsDrawnViews` is set.
    public private(set) var drawnViews: [UIView] = []

    final class ContentCache {
        var recording: OpaquePointer?
        var size: CGSize
        /// Where the recording leaves ink (in the view's bounds coordinates); null when not known.
        var ink: CGRect
        /// Whether it was drawn from a presentation layer mid-animation (and is drawn again next time).
        var presented = false
        init(recording: OpaquePointer?, size: CGSize, ink: CGRect = .null) {
            self.recording = recording
            self.size = size
            self.ink = ink
        }
        deinit { if let recording { cairo_surface_destroy(recording) } }
    }

    /// Creates a renderer and installs Pango as the engine's text measurer and itself as the snapshotter of
    /// view transitions.
    public init() {
        CairoPlatformServices.registerIfNeeded()
    }

    /// Draws `root` and its subviews into `cr`, in the root's bounds coordinates mapped through `cr`'s current
    /// matrix (set it to scale by the HiDPI factor), limited to `rects` (root coordinates) when given.
    ///
    /// - Parameters:
    ///   - background: Filled under the root inside the drawn area first; nil leaves what is there.
    public func render(_ root: UIView, into cr: OpaquePointer, rects: [CGRect]? = nil, background: UIColor? = nil) {
        lastFrame = FrameStatistics()
        drawnViews.removeAll()
        // Dynamic colours take the root's appearance (a window's: the desktop's, or its override).
        let traits = UITraitCollection.current
        UITraitCollection.current = root.traitCollection
        defer { UITraitCollection.current = traits }
        let application = UIApplication.shared
        animating = application.hasRunningAnimations
        animatedParents = animating ? application.viewsWithAnimatedSubviews() : []
        var base = cairo_matrix_t()
        cairo_get_matrix(cr, &base)
        let baseTransform = CGAffineTransform(a: base.xx, b: base.yx, c: base.xy, d: base.yy, tx: base.x0, ty: base.y0)
        let rootTransform = CGAffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY)
            .concatenating(baseTransform)
        let areas = rects ?? [root.bounds]
        for area in areas where area.width > 0 && area.height > 0 {
            let device = area.applying(CGAffineTransform(translationX: -root.bounds.minX, y: -root.bounds.minY))
                .applying(baseTransform).integral
            cairo_save(cr)
            cairo_identity_matrix(cr)
            cairo_rectangle(cr, Double(device.minX), Double(device.minY), Double(device.width), Double(device.height))
            cairo_clip(cr)
            // A subview of the root that fills the area with an opaque background hides the background, the
            // root's own content and the subviews behind it: drawing starts at that subview.
            // While anything animates, model frames do not say what covers what.
            let cover =
                root.isHidden || animating
                ? nil : opaqueCover(in: root, area: area, transform: rootTransform, device: device)
            // The root's own opaque fill over the whole area (a window's background colour) makes a background
            // painted first invisible: it is not painted twice.
            if let background, cover == nil, !rootPaints(root, transform: rootTransform, device: device) {
                let c = background.cgColor
                cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
                cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            }
            if !root.isHidden, root.alpha > 0 {
                drawTree(root, transform: rootTransform, clip: device, cr: cr, coveredFrom: cover)
            }
            cairo_restore(cr)
        }
        cairo_set_matrix(cr, &base)
    }

    /// Draws `window`'s damaged rectangles into `cr` (whose matrix maps points to device pixels) over
    /// `background`, and returns those rectangles in window coordinates (empty when nothing changed). Layout
    /// must be current (the frame step, `UIApplication.shared.frameStep`, or `layoutIfNeeded()` ran): the
    /// renderer draws, it does not lay out.
    @discardableResult
    public func renderDamage(of window: UIWindow, into cr: OpaquePointer, background: UIColor = .white) -> [CGRect] {
        assertLayoutIsCurrent(window)
        let rects = window.takeDamage()
        guard !rects.isEmpty else {
            lastFrame = FrameStatistics()
            drawnViews.removeAll()
            return []
        }
        render(window, into: cr, rects: rects, background: window.backgroundColor ?? background)
        drawTouchIndicators(of: window, into: cr)
        return rects
    }

    /// The simulated touches' dots, over everything (translucent grey with a white ring, as the Simulator's).
    private func drawTouchIndicators(of window: UIWindow, into cr: OpaquePointer) {
        guard !window.simulatedTouchLocations.isEmpty else { return }
        cairo_save(cr)
        for point in window.simulatedTouchLocations where point.isFinite {
            cairo_new_path(cr)
            cairo_arc(cr, Double(point.x), Double(point.y), 14, 0, 2 * Double.pi)
            cairo_set_source_rgba(cr, 0.35, 0.35, 0.35, 0.45)
            cairo_fill_preserve(cr)
            cairo_set_line_width(cr, 2)
            cairo_set_source_rgba(cr, 1, 1, 1, 0.8)
            cairo_stroke(cr)
        }
        cairo_restore(cr)
    }

    // MARK: The tree

    private var stepStorage: [Step] = []
    /// Storage kept across frames for `subviewsHide`.
    var coverSpans: [(CGFloat, CGFloat)] = []

    /// What is left to do for a view once its subviews are drawn.
    private struct Exit {
        let view: UIView
        let transform: CGAffineTransform
        /// The transform before a transition's own (where the old content is drawn).
        let outerTransform: CGAffineTransform
        let ownVisible: Bool
        let group: Bool
        let groupAlpha: CGFloat
        /// How the group is composited: its layer's compositing filter's blend, or plain "over".
        let blend: cairo_operator_t
        /// Whether the group's coverage casts the view's shadow when it is composited.
        let contentShadow: Bool
        let savesState: Bool
        let clips: Bool
        let look: Look
        /// The traits current before the view's own style override, restored after its subtree.
        let previousTraits: UITraitCollection?
    }

    /// One entry of the explicit stack that walks the tree: draw a view (and push its subviews), or finish one.
    private enum Step {
        case enter(UIView, transform: CGAffineTransform, clip: CGRect, covered: ArraySlice<UIView>?)
        case exit(Exit)
    }

    /// Draws `view` and its subviews, depth first with an explicit stack so that any depth is safe (SEMANTICS
    /// §14.5). With `coveredFrom` (the subviews to draw, from one that covers the clip), the view's own
    /// content and the subviews behind that one are left out.
    private func drawTree(
        _ view: UIView, transform m: CGAffineTransform, clip: CGRect, cr: OpaquePointer,
        coveredFrom covered: ArraySlice<UIView>? = nil
    ) {
        // The stack's storage is kept from frame to frame, so a frame allocates nothing for it.
        var stack = stepStorage
        stepStorage = []
        defer {
            stack.removeAll(keepingCapacity: true)
            stepStorage = stack
        }
        stack.append(.enter(view, transform: m, clip: clip, covered: covered))
        while let step = stack.popLast() {
            switch step {
            case .enter(let view, let m, let clip, let covered):
                enter(view, transform: m, clip: clip, cr: cr, covered: covered, stack: &stack)
            case .exit(let exit):
                finish(exit, cr: cr)
            }
        }
    }

    /// Whether a layer animation runs in this frame, and the views whose subviews draw at animated places.
    var animating = false
    var animatedParents: Set<ObjectIdentifier> = []

    /// Draws a view's own content, sets up its clip and group, and pushes its finish and then its subviews.
    private func enter(
        _ view: UIView, transform m: CGAffineTransform, clip: CGRect, cr: OpaquePointer,
        covered: ArraySlice<UIView>?, stack: inout [Step]
    ) {
        lastFrame.viewsVisited += 1
        // A view (or its controller) that overrides the style draws its subtree in that style.
        let style = view.appliedStyleOverride
        let previousTraits: UITraitCollection? = style == .unspecified ? nil : UITraitCollection.current
        if style != .unspecified { UITraitCollection.current = view.traitCollection }
        let look = Look(view)
        let outer = m
        var m = m
        var contentAlpha: CGFloat = 1
        if let transition = look.transition {
            // A transition: the old content (a snapshot) gives way to the new. A cross-fade sums the two in a
            // group of their own, so that the view stays opaque throughout.
            if transition.crossFades {
                cairo_save(cr)
                cairo_push_group(cr)
            }
            if !transition.oldContentOnTop { drawSnapshot(of: transition, bounds: look.bounds, transform: m, cr: cr) }
            contentAlpha = transition.contentAlpha
            guard contentAlpha > 0 else {
                finishTransition(transition, bounds: look.bounds, transform: outer, cr: cr)
                return
            }
            m = aboutCentre(transition.contentTransform, of: look.bounds).concatenating(m)
        }
        let bounds = look.bounds
        var reach = bounds
        if look.hasShadow { reach = reach.union(look.shadowReach) }
        let deviceRect = reach.applying(m)
        let ownVisible = deviceRect.nonTrappingIntersects(clip)
        // A subtree that draws nothing into the clip is skipped: a clipping view by its own reach, any other
        // whose own reach misses by the extent of its whole subtree (kept by the view from frame to frame),
        // unless something animates away from its model geometry or a transition draws it.
        let missesClip =
            !ownVisible
            && (look.clips
                || (!animating && look.transition == nil && subtreeMisses(view, transform: m, clip: clip)))
        if missesClip {
            if let previousTraits { UITraitCollection.current = previousTraits }
            return
        }
        // A view that needs display is given its content first: its `display(_:)` (or its layer class's
        // `display()`) may set the layer's contents instead of leaving the content to `draw(_:)`.
        if view.needsDisplay, let layer = view.storedLayerIfAny { layer._display() }
        let groupAlpha = look.alpha * contentAlpha
        // A compositing filter on the view's layer blends the view, subviews and all, with what is behind it.
        let blend = view.storedLayerIfAny?.compositingBlendMode.map(CairoBackend.operator) ?? CAIRO_OPERATOR_OVER
        // A translucent view that draws one fill and nothing else (no subviews, content, border, shadow or
        // sublayers) needs no group: its fill takes the alpha (the same pixels, without an offscreen surface).
        let foldsAlpha =
            groupAlpha < 1 && blend == CAIRO_OPERATOR_OVER && look.transition == nil && view.subviews.isEmpty
            && !look.hasShadow
            && look.borderWidth == 0 && !(view.storedLayerIfAny?.hasStandaloneSublayers ?? false)
            && content(of: view) == nil
        // A shadow without a path and without an opaque background takes the shape of the drawn subtree: the
        // subtree is drawn into a group, and its coverage, blurred, is the shadow.
        let contentShadow = look.shadowFollowsContent && look.transition == nil && view.mask == nil
        let group =
            (groupAlpha < 1 && !foldsAlpha) || look.transition?.crossFades == true || view.mask != nil
            || contentShadow || blend != CAIRO_OPERATOR_OVER
        // The matrix is set absolutely for every view; only a group or a clip needs the state saved.
        let savesState = group || look.clips
        if savesState { cairo_save(cr) }
        setMatrix(m, cr)
        if group { cairo_push_group(cr) }
        var childClip = clip
        if look.clips { childClip = clip.nonTrappingIntersection(bounds.applying(m)) }
        // Many children: only those that can draw into the clip (found through a grid of their frames), unless
        // some of them are animating away from their model frames.
        let candidates: ArraySlice<UIView>
        let childrenAnimate = animating && animatedParents.contains(ObjectIdentifier(view))
        if let covered {
            candidates = covered
        } else if childrenAnimate {
            candidates = view.subviews[...]
        } else {
            candidates = view.subviews(drawingInto: childClip.applying(m.inverted()))[...]
        }
        // A background under opaque subviews that fill the clip (a table under its cells) is not drawn.
        if ownVisible && covered == nil
            && !(look.backgroundAlpha > 0 && !look.hasShadow && !childrenAnimate
                && subviewsHide(bounds: bounds, transform: m, clip: clip, subviews: candidates))
        {
            lastFrame.viewsDrawn += 1
            if recordsDrawnViews { drawnViews.append(view) }
            drawOwnContent(
                view, look: look, alpha: foldsAlpha ? groupAlpha : 1, drawsShadow: !contentShadow, cr: cr)
        }
        if look.clips {
            cairo_save(cr)
            roundedRect(bounds, radius: look.cornerRadius, style: look.cornerStyle, cr: cr)
            cairo_clip(cr)
        }
        if let layer = view.storedLayerIfAny, !layer.sublayersBehind.isEmpty {
            drawSublayers(layer.sublayersBehind, transform: m, cr: cr)
        }
        stack.append(
            .exit(
                Exit(
                    view: view, transform: m, outerTransform: outer, ownVisible: ownVisible, group: group,
                    groupAlpha: groupAlpha, blend: blend, contentShadow: contentShadow, savesState: savesState,
                    clips: look.clips,
                    look: look,
                    previousTraits: previousTraits)))
        for subview in candidates.reversed() where !subview.isHidden && subview.alpha > 0 {
            stack.append(
                .enter(
                    subview, transform: transformToSuperview(of: subview).concatenating(m), clip: childClip,
                    covered: nil)
            )
        }
    }

    /// Whether nothing of `view`'s subtree can reach `clip` (device space) by its kept extent; a subtree
    /// whose extent is not finite (a view in it has a non-finite frame) is never skipped.
    private func subtreeMisses(_ view: UIView, transform m: CGAffineTransform, clip: CGRect) -> Bool {
        let extent = view.visualExtent()
        guard extent.isFiniteRect else { return false }
        let device = extent.applying(m)
        return device.isFiniteRect && !device.nonTrappingIntersects(clip)
    }

    /// The matrix from a view's space to its superview's, at its presented geometry.
    private func transformToSuperview(of view: UIView) -> CGAffineTransform {
        guard animating, let layer = view.storedLayerIfAny, layer.isPresentingAnimation else {
            return view.transformToSuperview
        }
        return layer.presentedTransformToSuperlayer
    }

    /// Ends a view's clip, draws its front sublayers and its border over its subviews, and composites its group.
    private func finish(_ exit: Exit, cr: OpaquePointer) {
        let view = exit.view
        let look = exit.look
        let m = exit.transform
        if let layer = view.storedLayerIfAny, !layer.sublayersInFront.isEmpty {
            drawSublayers(layer.sublayersInFront, transform: m, cr: cr)
        }
        if exit.clips { cairo_restore(cr) }
        if exit.ownVisible, look.borderWidth > 0, let color = look.borderColor {
            // The border is drawn over the subviews, inside the bounds.
            setMatrix(m, cr)
            let w = look.borderWidth
            cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
            withDeviceSpace(
                look.bounds.insetBy(dx: w / 2, dy: w / 2), radius: max(look.cornerRadius - w / 2, 0), lineWidth: w,
                cr: cr
            ) { path, radius, width in
                roundedRect(path, radius: radius, style: look.cornerStyle, cr: cr)
                cairo_set_line_width(cr, Double(width))
                cairo_stroke(cr)
            }
        }
        let crossFades = look.transition?.crossFades == true
        if exit.group, let mask = view.mask {
            // The mask view's coverage, drawn in this view's space, cuts the content (as a layer's mask does).
            setMatrix(m, cr)
            cairo_pop_group_to_source(cr)
            cairo_push_group(cr)
            drawTree(mask, transform: mask.transformToSuperview.concatenating(m), clip: .infinite, cr: cr)
            // A popped group's pattern is tied to the matrix in force when it is popped (the mask's last drawing
            // may have left an image's scale there), so it is popped, and then applied, in device space.
            setMatrix(.identity, cr)
            let coverage = cairo_pop_group(cr)
            cairo_save(cr)
            cairo_push_group(cr)
            cairo_mask(cr, coverage)
            cairo_pattern_destroy(coverage)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, exit.blend)
            cairo_paint_with_alpha(cr, Double(exit.groupAlpha))
            cairo_restore(cr)
        } else if exit.group, exit.contentShadow {
            // Popped in device space, so the shadow's mask and the content line up pixel for pixel.
            setMatrix(.identity, cr)
            let content = cairo_pop_group(cr)!
            ShadowBlur.drawCoverage(
                of: content, within: view.visualExtent().applying(m), transform: m, look: look,
                alpha: exit.groupAlpha, cr: cr)
            cairo_set_source(cr, content)
            cairo_set_operator(cr, exit.blend)
            cairo_paint_with_alpha(cr, Double(exit.groupAlpha))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            cairo_pattern_destroy(content)
        } else if exit.group {
            setMatrix(m, cr)
            cairo_pop_group_to_source(cr)
            cairo_set_operator(cr, crossFades ? CAIRO_OPERATOR_ADD : exit.blend)
            cairo_paint_with_alpha(cr, Double(exit.groupAlpha))
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        if exit.savesState { cairo_restore(cr) }
        if let transition = look.transition {
            finishTransition(transition, bounds: look.bounds, transform: exit.outerTransform, cr: cr)
        }
        if let previous = exit.previousTraits { UITraitCollection.current = previous }
    }

    /// Draws the old content over the new (a curl up), or composites a cross-fade's group.
    private func finishTransition(
        _ transition: TransitionAppearance, bounds: CGRect, transform m: CGAffineTransform, cr: OpaquePointer
    ) {
        if transition.oldContentOnTop { drawSnapshot(of: transition, bounds: bounds, transform: m, cr: cr) }
        if transition.crossFades {
            cairo_pop_group_to_source(cr)
            cairo_identity_matrix(cr)
            cairo_paint(cr)
            cairo_restore(cr)
        }
    }

    private func drawOwnContent(_ view: UIView, look: Look, alpha: CGFloat, drawsShadow: Bool, cr: OpaquePointer) {
        let bounds = look.bounds
        if drawsShadow, look.hasShadow, let shadowColor = look.shadowColor {
            let path = look.shadowPath ?? roundedPath(bounds, radius: look.cornerRadius, style: look.cornerStyle)
            let color = CGColor(
                red: shadowColor.red, green: shadowColor.green, blue: shadowColor.blue,
                alpha: shadowColor.alpha * CGFloat(look.shadowOpacity))
            ShadowBlur.draw(path, offset: look.shadowOffset, radius: look.shadowRadius, color: color, cr: cr)
        }
        if look.backgroundAlpha > 0 {
            // `alpha` is the view's own opacity when it is folded into this one fill (no group), else 1.
            cairo_set_source_rgba(
                cr, look.backgroundRed, look.backgroundGreen, look.backgroundBlue, look.backgroundAlpha * Double(alpha))
            fillRoundedRect(bounds, radius: look.cornerRadius, style: look.cornerStyle, cr: cr)
        }
        if let pattern = look.backgroundPattern {
            drawPattern(pattern, in: bounds, radius: look.cornerRadius, style: look.cornerStyle, alpha: alpha, cr: cr)
        }
        // A view whose layer is a subclass (`layerClass`) or holds `contents` shows that too: a gradient or an
        // image under its drawing, a shape over it.
        let backing = view.storedLayerIfAny.flatMap { type(of: $0) != CALayer.self || $0.contents != nil ? $0 : nil }
        if let backing {
            drawGradientAndContents(of: backing, bounds: bounds, radius: look.cornerRadius, cr: cr)
        }
        defer {
            if let shape = (backing as? CAShapeLayer)?.drawnShape { drawShape(shape, cr: cr) }
        }
        guard let recording = content(of: view) else { return }
        cairo_save(cr)
        if look.clips, look.cornerRadius > 0 {
            roundedRect(bounds, radius: look.cornerRadius, style: look.cornerStyle, cr: cr)
            cairo_clip(cr)
        }
        if let cache = view.rendererCache as? ContentCache, cache.size != bounds.size, cache.size.width > 0,
            cache.size.height > 0
        {
            // The content was drawn at another size: place it by the content mode instead of redrawing (nothing
            // at all while the view has no area: a zero scale would break the context).
            let target = view.contentMode.rect(for: cache.size, in: bounds)
            guard target.width > 0, target.height > 0, target.width.isFinite, target.height.isFinite else {
                cairo_restore(cr)
                return
            }
            cairo_translate(cr, Double(target.minX), Double(target.minY))
            cairo_scale(cr, Double(target.width / cache.size.width), Double(target.height / cache.size.height))
            cairo_translate(cr, -Double(bounds.minX), -Double(bounds.minY))
        }
        if let ink = (view.rendererCache as? ContentCache)?.ink, !ink.isNull { clipToPixels(around: ink, cr: cr) }
        cairo_set_source_surface(cr, recording, 0, 0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// Clips to the whole device pixels around `rect` (user space) and a pixel more. Painting a recording
    /// rasterises it into a temporary image of the area it may reach first: a label as wide as its cell with a
    /// short text would clear and composite its whole width every frame; clipped to its ink, only the text's.
    private func clipToPixels(around rect: CGRect, cr: OpaquePointer) {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        let device = rect.applying(
            CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0))
        guard device.isFiniteRect else { return }
        let pixels = device.integral.insetBy(dx: -1, dy: -1)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(pixels.minX), Double(pixels.minY), Double(pixels.width), Double(pixels.height))
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    /// The view's recorded `draw(_:)` output, recording it when needed; nil when it draws nothing.
    private func content(of view: UIView) -> OpaquePointer? {
        let bounds = view.bounds
        let cache = view.rendererCache as? ContentCache
        let layer = view.storedLayerIfAny
        // A layer class whose animated key needs display is drawn from its presentation layer each frame.
        let presentation = layer?.redrawsWhilePresenting == true ? layer?.presentation() : nil
        if let layer, !layer.displayDraws, presentation == nil {
            // `display()` gave the content (the layer's contents): nothing to record.
            if view.needsDisplay {
                view._markDisplayed()
                view.rendererCache = nil
            }
            return nil
        }
        let stale =
            view.needsDisplay || cache == nil || cache!.presented || presentation != nil
            || (view.contentMode == .redraw && cache!.size != bounds.size)
        if !stale { return cache?.recording }
        lastFrame.contentRedraws += 1
        let recorded = Self.record(bounds) { context in
            if let presentation {
                presentation.draw(in: context)
            } else if let layer, layer is CATextLayer {
                // A text layer backing a view draws the view's content and then its text.
                view.draw(layer, in: context)
                layer.draw(in: context)
            } else if let layer {
                // The layer's drawing: its class's `draw(in:)`, by default the view's `draw(_:in:)` (which a
                // view subclass may override too).
                layer.draw(in: context)
            } else {
                UIGraphicsPushContext(context)
                view.draw(bounds)
                UIGraphicsPopContext()
            }
        }
        view._markDisplayed()
        recorded.presented = presentation != nil
        view.rendererCache = recorded
        return recorded.recording
    }

    // MARK: Helpers

    /// Drawing reads what the frame step left: layout runs there (or in the caller's `layoutIfNeeded()`),
    /// never here, so what is drawn is what hit-testing saw.
    private func assertLayoutIsCurrent(_ root: UIView) {
        assert(
            !root.hasPendingLayout,
            "ViewRenderer: layout is pending in \(root); run the frame step (UIApplication.shared.frameStep.run()) "
                + "or layoutIfNeeded() before drawing")
    }

    func setMatrix(_ t: CGAffineTransform, _ cr: OpaquePointer) {
        var m = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
        // A view squashed to nothing (an animation from a zero size) has a matrix with no inverse, which would put
        // the context in an error state that stops all later drawing: it draws at a vanishing scale instead.
        let determinant = m.xx * m.yy - m.xy * m.yx
        if !(abs(determinant) > 1e-12) || !m.x0.isFinite || !m.y0.isFinite {
            m = cairo_matrix_t(
                xx: 1e-6, yx: 0, xy: 0, yy: 1e-6, x0: m.x0.isFinite ? m.x0 : 0, y0: m.y0.isFinite ? m.y0 : 0)
        }
        cairo_set_matrix(cr, &m)
    }

    /// Adds a rectangle with rounded corners (a plain rectangle for radius 0) to the current path.
    /// Runs `draw` with `rect`, `radius` and `lineWidth` in device pixels and Cairo's identity matrix when the
    /// current matrix only moves and scales evenly (a view's, nearly always), else as given under that matrix.
    /// Cairo then neither transforms each point nor measures each arc through the matrix (the C floor draws that
    /// way); the device coordinates are what Cairo would have computed.
    func withDeviceSpace(
        _ rect: CGRect, radius: CGFloat, lineWidth: CGFloat, cr: OpaquePointer,
        _ draw: (CGRect, CGFloat, CGFloat) -> Void
    ) {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0, m.xx == m.yy, m.xx > 0, !(m.xx == 1 && m.x0 == 0 && m.y0 == 0) else {
            draw(rect, radius, lineWidth)
            return
        }
        let s = m.xx
        let x0 = Double(rect.minX) * s + m.x0, y0 = Double(rect.minY) * s + m.y0
        let x1 = Double(rect.maxX) * s + m.x0, y1 = Double(rect.maxY) * s + m.y0
        cairo_identity_matrix(cr)
        draw(
            CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), radius * CGFloat(s), lineWidth * CGFloat(s))
        cairo_set_matrix(cr, &m)
    }

    func roundedRect(_ rect: CGRect, radius: CGFloat, style: CornerStyle = .allCircular, cr: OpaquePointer) {
        cairo_new_path(cr)
        let r = min(max(radius, 0), min(rect.width, rect.height) / 2)
        if r > 0, style != .allCircular {
            var sink = CornerOutline.CairoSink(cr: cr)
            CornerOutline.trace(rect, radius: r, style: style, into: &sink)
            return
        }
        if r <= 0 {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
            return
        }
        let x0 = Double(rect.minX), y0 = Double(rect.minY), x1 = Double(rect.maxX), y1 = Double(rect.maxY),
            rr = Double(r)
        cairo_new_sub_path(cr)
        cairo_arc(cr, x1 - rr, y0 + rr, rr, -Double.pi / 2, 0)
        cairo_arc(cr, x1 - rr, y1 - rr, rr, 0, Double.pi / 2)
        cairo_arc(cr, x0 + rr, y1 - rr, rr, Double.pi / 2, Double.pi)
        cairo_arc(cr, x0 + rr, y0 + rr, rr, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }

    /// Fills a rectangle with rounded corners with the current source. When it lands on whole device pixels under
    /// a translation or a uniform scale (a view's background, nearly always), the anti-aliasing rasteriser, which
    /// is what costs, runs once per radius: each corner square is composited through its coverage, kept from the
    /// first time that radius was drawn, and the rest is three pixel-aligned boxes, which Cairo fills without
    /// computing coverage. The pieces meet on pixel edges, so nothing is covered twice and the pixels are those of
    /// one fill of the whole path (to within the rasteriser's rounding).
    func fillRoundedRect(_ rect: CGRect, radius: CGFloat, style: CornerStyle = .allCircular, cr: OpaquePointer) {
        let r = Double(min(max(radius, 0), min(rect.width, rect.height) / 2))
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let scale = m.xx
        let x0 = Double(rect.minX) * scale + m.x0, y0 = Double(rect.minY) * scale + m.y0
        let x1 = Double(rect.maxX) * scale + m.x0, y1 = Double(rect.maxY) * scale + m.y0
        let side = (r * scale).rounded(.up)
        guard r > 0, style == .allCircular, m.xy == 0, m.yx == 0, scale > 0, m.yy == scale, x0 == x0.rounded(),
            y0 == y0.rounded(),
            x1 == x1.rounded(), y1 == y1.rounded(), abs(x0) < 1e7, abs(y0) < 1e7, abs(x1) < 1e7, abs(y1) < 1e7,
            2 * side <= min(x1 - x0, y1 - y0), side <= 256, let masks = cornerMasks(radius: r * scale)
        else {
            withDeviceSpace(rect, radius: radius, lineWidth: 0, cr: cr) { device, radius, _ in
                roundedRect(device, radius: radius, style: style, cr: cr)
                cairo_fill(cr)
            }
            return
        }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        // The cross between the corners: a band across the top and bottom edges and the full-width middle.
        cairo_rectangle(cr, x0 + side, y0, x1 - x0 - 2 * side, side)
        cairo_rectangle(cr, x0, y0 + side, x1 - x0, y1 - y0 - 2 * side)
        cairo_rectangle(cr, x0 + side, y1 - side, x1 - x0 - 2 * side, side)
        cairo_fill(cr)
        // The corners, clockwise from the top left, each square through its coverage.
        let origins = [(x0, y0), (x1 - side, y0), (x1 - side, y1 - side), (x0, y1 - side)]
        for (mask, origin) in zip(masks.surfaces, origins) { cairo_mask_surface(cr, mask, origin.0, origin.1) }
        cairo_restore(cr)
    }

    /// The coverage of the four corner squares of a rounded rectangle of this radius in device pixels (clockwise
    /// from the top left), drawn once by Cairo's rasteriser; the most recent few radii are kept.
    private func cornerMasks(radius: Double) -> CornerMasks? {
        if let index = cornerMaskCache.firstIndex(where: { $0.radius == radius }) {
            if index != 0 { cornerMaskCache.insert(cornerMaskCache.remove(at: index), at: 0) }
            return cornerMaskCache[0]
        }
        guard let masks = CornerMasks(radius: radius, renderer: self) else { return nil }
        cornerMaskCache.insert(masks, at: 0)
        if cornerMaskCache.count > 16 { cornerMaskCache.removeLast() }
        return masks
    }

    private var cornerMaskCache: [CornerMasks] = []

    private final class CornerMasks {
        let radius: Double
        /// The four corner squares' coverage, clockwise from the top left, each its own small A8 surface.
        let surfaces: [OpaquePointer]

        /// The corners are cut from a whole rounded rectangle two squares wide and high: its rows hold the same
        /// edges at the same heights as a bigger one's near its top and bottom, so Cairo's scan converter computes
        /// the same coverage for them (it samples a row differently when an edge starts or ends in it, which a
        /// lone corner would change).
        @MainActor init?(radius: Double, renderer: ViewRenderer) {
            let side = radius.rounded(.up)
            let whole = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(2 * side), Int32(2 * side))!
            defer { cairo_surface_destroy(whole) }
            guard cairo_surface_status(whole) == CAIRO_STATUS_SUCCESS else { return nil }
            let cr = cairo_create(whole)!
            renderer.roundedRect(
                CGRect(x: 0, y: 0, width: 2 * side, height: 2 * side), radius: CGFloat(radius), cr: cr)
            cairo_fill(cr)
            cairo_destroy(cr)
            var surfaces: [OpaquePointer] = []
            for (x, y) in [(0, 0), (side, 0), (side, side), (0, side)] {
                let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(side), Int32(side))!
                surfaces.append(surface)
                guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
                    for surface in surfaces { cairo_surface_destroy(surface) }
                    return nil
                }
                let copy = cairo_create(surface)!
                cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
                cairo_set_source_surface(copy, whole, -x, -y)
                cairo_paint(copy)
                cairo_destroy(copy)
                cairo_surface_flush(surface)
            }
            self.radius = radius
            self.surfaces = surfaces
        }

        deinit { for surface in surfaces { cairo_surface_destroy(surface) } }
    }

    func roundedPath(_ rect: CGRect, radius: CGFloat, style: CornerStyle = .allCircular) -> CGPath {
        if radius > 0, style != .allCircular {
            var sink = CornerOutline.PathSink()
            CornerOutline.trace(rect, radius: radius, style: style, into: &sink)
            return sink.path
        }
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: radius, cornerHeight: radius)
        return path
    }
}
