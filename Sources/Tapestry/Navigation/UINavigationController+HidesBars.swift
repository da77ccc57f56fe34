import Foundation

/// `hidesBarsOnSwipe`: a pan on the navigation controller's view, recognizing together with every other
/// recognizer (the content's scrolling goes on), hides the bar once the content has been swiped up by
/// `UINavigationController.barHidingDistance` and shows it once swiped down as far.
extension UINavigationController {
    /// How far a swipe goes before the bar hides or shows, in points.
    static let barHidingDistance: CGFloat = 24

    func makeBarHidingRecognizer() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer { [weak self] pan in self?.barHidingPanChanged(pan) }
        pan.name = "hide bars on swipe"
        pan.cancelsTouchesInView = false
        pan.delegate = barHidingDelegate
        return pan
    }

    func updateBarHidingOnSwipe() {
        let pan = barHideOnSwipeGestureRecognizer
        if hidesBarsOnSwipe {
            viewIfLoaded?.addGestureRecognizer(pan)  // else `loadView` adds it
        } else {
            pan.view?.removeGestureRecognizer(pan)
        }
    }

    private func barHidingPanChanged(_ pan: UIPanGestureRecognizer) {
        guard pan.state == .changed, let container = viewIfLoaded else { return }
        let dy = pan.translation(in: container).y
        if dy <= -Self.barHidingDistance, !isNavigationBarHidden {
            setNavigationBarHidden(true, animated: true)
            pan.setTranslation(.zero, in: container)
        } else if dy >= Self.barHidingDistance, isNavigationBarHidden {
            setNavigationBarHidden(false, animated: true)
            pan.setTranslation(.zero, in: container)
        } else if (dy < 0) == isNavigationBarHidden {
            pan.setTranslation(.zero, in: container)  // a swipe the way the bar already is counts from here
        }
    }
}

/// `hidesBarsOnTap`, `hidesBarsWhenKeyboardAppears` and `hidesBarsWhenVerticallyCompact`.
extension UINavigationController {
    /// Whether a tap on the content toggles the navigation bar (and a shown toolbar) hidden and shown, through
    /// `barHideOnTapGestureRecognizer`; false by default. Taps on controls and on the bars themselves do not.
    public var hidesBarsOnTap: Bool {
        get { tapHiding.isOn }
        set {
            tapHiding.isOn = newValue
            let tap = barHideOnTapGestureRecognizer
            if newValue {
                viewIfLoaded?.addGestureRecognizer(tap)  // else `loadView` adds it
            } else {
                tap.view?.removeGestureRecognizer(tap)
            }
        }
    }

    /// The tap that hides and shows the bars when `hidesBarsOnTap` is on.
    public var barHideOnTapGestureRecognizer: UITapGestureRecognizer {
        if let tap = tapHiding.recognizer { return tap }
        let tap = UITapGestureRecognizer { [weak self] tap in self?.barHidingTapped(tap) }
        tap.name = "hide bars on tap"
        tap.cancelsTouchesInView = false
        tap.delegate = tapHiding
        tapHiding.controller = self
        tapHiding.recognizer = tap
        return tap
    }

    /// Whether the bars hide while the keyboard shows; kept (a desktop has no on-screen keyboard to make
    /// room for, so the bars stay).
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { tapHiding.whenKeyboardAppears }
        set { tapHiding.whenKeyboardAppears = newValue }
    }

    /// Whether the bars hide in a vertically compact environment; kept (a desktop window's size classes are
    /// regular, so the bars stay).
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { tapHiding.whenVerticallyCompact }
        set { tapHiding.whenVerticallyCompact = newValue }
    }

    private var tapHiding: TapBarHiding {
        withUnsafePointer(to: &TapBarHiding.key) { key in
            if let state = objc_getAssociatedObject(self, key) as? TapBarHiding { return state }
            let state = TapBarHiding()
            objc_setAssociatedObject(self, key, state, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            return state
        }
    }

    private func barHidingTapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended else { return }
        let hide = !isNavigationBarHidden
        setNavigationBarHidden(hide, animated: true)
        // A shown toolbar hides with the bar, and comes back with it when the tap hid it.
        if hide, !isToolbarHidden {
            tapHiding.hidToolbar = true
            setToolbarHidden(true, animated: true)
        } else if !hide, tapHiding.hidToolbar {
            tapHiding.hidToolbar = false
            setToolbarHidden(false, animated: true)
        }
    }
}

/// What the tap hiding keeps with a navigation controller; it is the tap's delegate too: taps on the bars
/// and on controls are theirs.
@MainActor
final class TapBarHiding: NSObject, UIGestureRecognizerDelegate {
    nonisolated(unsafe) static var key: UInt8 = 0
    var isOn = false
    var whenKeyboardAppears = false
    var whenVerticallyCompact = false
    var hidToolbar = false
    weak var recognizer: UITapGestureRecognizer?
    weak var controller: UINavigationController?

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let controller, let view = touch.view else { return true }
        if view is UIControl || view.isDescendant(of: controller.navigationBar) { return false }
        if let toolbar = controller.toolbar, view.isDescendant(of: toolbar) { return false }
        return true
    }

    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}

/// Lets the bar-hiding pan recognize together with the content's recognizers.
@MainActor
final class BarHidingDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
