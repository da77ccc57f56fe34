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

/// Lets the bar-hiding pan recognize together with the content's recognizers.
@MainActor
final class BarHidingDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
