import Foundation

extension UIView {
    /// The recognizers attached to this view, in the order they were added, or nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { storedGestureRecognizers.isEmpty ? nil : storedGestureRecognizers }
        set {
            for recognizer in storedGestureRecognizers { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer, moving it from any view it was attached to before.
    func baseAddGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if gestureRecognizer.storedView === self { return }
        gestureRecognizer.storedView?.removeGestureRecognizer(gestureRecognizer)
        storedGestureRecognizers.append(gestureRecognizer)
        gestureRecognizer.storedView = self
        if gestureRecognizer is UIHoverGestureRecognizer { UIHoverGestureRecognizer.attachedCount += 1 }
    }

    /// Detaches a recognizer; one in the middle of recognizing is cancelled.
    func baseRemoveGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.storedView === self else { return }
        UIApplication.shared.gestureArena.recognizerWillBeRemoved(gestureRecognizer)
        // The handlers of a cancellation may have removed it already.
        guard gestureRecognizer.storedView === self else { return }
        storedGestureRecognizers.removeAll { $0 === gestureRecognizer }
        gestureRecognizer.storedView = nil
        if gestureRecognizer is UIHoverGestureRecognizer { UIHoverGestureRecognizer.attachedCount -= 1 }
    }
}
