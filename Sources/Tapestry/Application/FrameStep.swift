import Foundation

/// One step of the application's frame, in UIKit's phase order (SEMANTICS §10.1, §11.1):
///
/// 1. the main run loop's observers (`CFRunLoopObserver`): entry once, after waiting, before timers;
/// 2. timers that are due, in time order, and the input they carry (a long press's timer, a multi-tap gap,
///    the caret's blink, scroll physics), the frame clock's tick among them when a frame is due: display
///    links first, then animations;
/// 3. the observers again, before sources and before waiting (what they change is laid out and committed in
///    this step, as Core Animation's commit comes after them on iOS);
/// 4. constraints (`updateConstraints`, the solve) and layout (`layoutSubviews`), parents before children;
/// 5. keyboard focus kept on views still shown (its halo following them);
/// 6. display: views whose layer was marked with `setNeedsDisplay()` get `display(_:)` (which sets their
///    layer's `contents`), as Core Animation's commit gives it on iOS, drawn or not;
/// 7. the implicit `CATransaction`'s commit.
///
/// Drawing and presenting follow in whoever owns the screen (the X11 backend presents each window's damage;
/// the test harness draws when asked; `draw(_:)` runs there), and they only read: the renderer checks that layout is current instead of
/// running it. Input entry points make layout current before hit-testing through `makeLayoutCurrent()`; no
/// other code starts the layout pass.
@preconcurrency @MainActor
public final class FrameStep {
    unowned let application: UIApplication

    init(application: UIApplication) { self.application = application }

    /// Runs one step: due timers (with the frame clock's tick), then layout, then the implicit transaction.
    public func run() {
        UndoManager.endEventGroups()
        CFRunLoop.main.stepWillFireTimers()
        let timersFired = application.clock.fireDueTimers()
        CFRunLoop.main.stepWillCommit()  // observers before waiting: before layout and the commit, as on iOS
        let windows = application.visibleWindowsInShowingOrder
        let layoutPending = windows.contains { $0.hasPendingLayout } || !CALayer.layersNeedingLayout.isEmpty
        makeLayoutCurrent()
        for window in windows { window.storedFocusSystem?.keepFocusCurrent() }
        makeLayoutCurrent()  // what focus leaving a view changed (its halo, a resigned field); nothing when none
        CALayer.displayPendingLayers()
        CATransaction.commitImplicit()
        stepChangedTheScreen =
            timersFired || layoutPending || application.visibleWindowsInShowingOrder.count != windows.count
            || windows.contains { !$0.damage.isEmpty }
        for observer in stepObservers { observer() }
    }

    /// What runs after every step, when layout is current (an accessibility bridge's refresh).
    @_spi(Accessibility) public var stepObservers: [@MainActor () -> Void] = []

    /// Whether the last step fired timers, ran layout, or left something to draw (or a window came or went):
    /// what tells an observer that a step only served the loop (a message answered, nothing changed) and that
    /// its walk of the screen can wait.
    @_spi(Accessibility) public private(set) var stepChangedTheScreen = true

    /// Runs pending layout in every visible window, constraints first (SEMANTICS §9.1, §11.1): before input
    /// is handled (hit-testing must see laid-out frames), in each step, and after a resize.
    public func makeLayoutCurrent() {
        for window in application.visibleWindowsInShowingOrder where window.hasPendingLayout {
            window.layoutIfNeeded()
        }
        // Standalone layers marked with setNeedsLayout() (a view's layer is its view's layout).
        if !CALayer.layersNeedingLayout.isEmpty { CALayer.layOutPendingLayers() }
    }

    /// Tells the main run loop's observers (`CFRunLoopAddObserver`) that the loop woke from its sleep: a backend
    /// calls it when its wait for events ends. A step after a sleep no backend reported tells them itself.
    public func loopDidWake() { CFRunLoop.main.loopDidWake() }

    /// Whether `window` has no layout pending: what may be drawn.
    public func isLayoutCurrent(in window: UIWindow) -> Bool { !window.hasPendingLayout }

    /// A number that changes whenever a constraint, pin or intrinsic size in `window` changes: a backend asks
    /// for the window's `minimumLayoutSize` again only when it moved.
    public func constraintsGeneration(of window: UIWindow) -> Int? { window.layoutState?.engine?.generation }
}
