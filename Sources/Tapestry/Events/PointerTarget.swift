import Foundation

/// Where the pointer is, hit-tested once (SEMANTICS §1): its window, its location there and the view under
/// it. Every consumer of a pointer event reads the views from `hitView` up (its target path): a touch's view
/// and recognizers, hover recognizers, the cursor, the wheel, a drop, a context menu, a middle-click paste.
/// `PointerTarget(at:in:event:)` is the one place the engine hit-tests for a pointer.
@MainActor
struct PointerTarget {
    let window: UIWindow
    /// In the window's coordinates.
    let location: CGPoint
    /// The frontmost view that takes the point, or nil.
    let hitView: UIView?

    /// Hit-tests `location` (in `window`'s coordinates) through the window's overridable `hitTest(_:with:)`.
    init(at location: CGPoint, in window: UIWindow, event: UIEvent? = nil) {
        self.window = window
        self.location = location
        if EventTrace.isEnabled {
            EventTrace.resetHitTestDepth()
            EventTrace.recordHitTestBegan(in: window, at: location)
        }
        hitView = location.isFinite ? window.hitTest(location, with: event) : nil
        if EventTrace.isEnabled { EventTrace.recordHitTestResult(hitView) }
    }

    /// The location in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint { window.convert(location, to: view) }

    /// The first non-nil answer of `body` for the views of the path, from the hit view up to the window.
    func first<Result>(_ body: (UIView) -> Result?) -> Result? {
        var current = hitView
        while let view = current {
            if let result = body(view) { return result }
            current = view.storedSuperview
        }
        return nil
    }

    /// Calls `body` for the views of the path, from the hit view up to the window.
    func forEachView(_ body: (UIView) -> Void) {
        var current = hitView
        while let view = current {
            body(view)
            current = view.storedSuperview
        }
    }
}
