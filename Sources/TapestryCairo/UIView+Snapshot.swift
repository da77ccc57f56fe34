import CCairo
import Foundation
@_spi(Rendering) import Tapestry

extension UIView {
    /// A view that shows how this view and its subviews look now, frozen: later changes to this view do not
    /// show in it. It is the size of this view's bounds, drawn by its content mode when resized.
    ///
    /// - Parameter afterScreenUpdates: When true, pending layout runs first.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        if afterUpdates { layoutIfNeeded() }
        CairoPlatformServices.registerIfNeeded(invalidating: [self])
        guard let snapshot = ViewRenderer.snapshot(of: self) as? ViewRenderer.ContentCache else { return nil }
        return FrozenContentView(snapshot: snapshot, size: bounds.size)
    }

    /// A frozen view of the part `rect` (in this view's coordinates) of how this view looks now; `capInsets`
    /// are kept for code that passes them (the snapshot is drawn scaled, not stretched by its caps).
    public func resizableSnapshotView(
        from rect: CGRect, afterScreenUpdates afterUpdates: Bool, withCapInsets capInsets: UIEdgeInsets
    ) -> UIView? {
        guard let whole = snapshotView(afterScreenUpdates: afterUpdates) as? FrozenContentView else { return nil }
        whole.visibleRect = rect
        whole.frame = CGRect(origin: .zero, size: rect.size)
        return whole
    }
}

extension UIScreen {
    /// A view of the screen's bounds showing the app's visible windows as they look now, each frozen at its place
    /// and in its level's order (the desktop's other windows are not the app's to show).
    ///
    /// - Parameter afterScreenUpdates: When true, pending layout runs first.
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let screen = UIView(frame: bounds)
        screen.isUserInteractionEnabled = false
        for window in UIApplication.shared.visibleWindowList where window.screen === self {
            guard let snapshot = window.snapshotView(afterScreenUpdates: afterUpdates) else { continue }
            snapshot.frame = window.frame
            screen.addSubview(snapshot)
        }
        return screen
    }
}

extension CairoBackend {
    /// Draws `layer` and its sublayers as they look now, the layer's bounds at the current origin
    /// (`CALayer.render(in:)`); a view's layer draws the view's hierarchy.
    @MainActor public func render(_ layer: CALayer, in ctx: CGContext) {
        bitmapTarget?.begin()
        defer { bitmapTarget?.end() }
        if let view = layer.delegate as? UIView {
            // Into this context, whichever context is current.
            UIGraphicsPushContext(ctx)
            ctx.saveGState()
            ctx.translateBy(x: layer.bounds.minX, y: layer.bounds.minY)
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: false)
            ctx.restoreGState()
            UIGraphicsPopContext()
            return
        }
        // A standalone layer: the space its superlayer's would be, so that its own bounds land at the origin.
        let toParent = layer.presentedTransformToSuperlayer
        let m = toParent.inverted().concatenating(currentTransform)
        ViewRenderer.snapshotRenderer.drawSublayers([layer], transform: m, cr: cr)
    }
}

/// A snapshot's view: it draws the recording it was made with.
@MainActor
final class FrozenContentView: UIView {
    private let snapshot: ViewRenderer.ContentCache
    /// The part of the snapshot shown (all of it unless a resizable snapshot chose a part).
    var visibleRect: CGRect

    init(snapshot: ViewRenderer.ContentCache, size: CGSize) {
        self.snapshot = snapshot
        visibleRect = CGRect(origin: .zero, size: size)
        super.init(frame: CGRect(origin: .zero, size: size))
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        guard let backend = UIGraphicsGetCurrentContext()?.backend as? CairoBackend, let recording = snapshot.recording,
            visibleRect.width > 0, visibleRect.height > 0
        else { return }
        let cr = backend.cr
        cairo_save(cr)
        cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
        cairo_clip(cr)
        cairo_translate(cr, Double(bounds.minX), Double(bounds.minY))
        cairo_scale(cr, Double(bounds.width / visibleRect.width), Double(bounds.height / visibleRect.height))
        cairo_set_source_surface(cr, recording, -Double(visibleRect.minX), -Double(visibleRect.minY))
        cairo_paint(cr)
        cairo_restore(cr)
    }
}
