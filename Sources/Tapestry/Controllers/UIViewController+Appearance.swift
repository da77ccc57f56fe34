import Foundation

/// The appearance callbacks' state machine: `viewWillAppear` … `viewDidDisappear` sent once each way, by the
/// window's visibility or by a container driving them (`beginAppearanceTransition`).
extension UIViewController {
    /// Whether the root view is in a visible window, as the appearance callbacks last said.
    var isAppeared: Bool { appearanceState == .appeared }

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear: a container calls this
    /// before a transition and `endAppearanceTransition()` after it, and the controller calls
    /// `viewWillAppear`/`viewWillDisappear` now and `viewDidAppear`/`viewDidDisappear` then. A transition that
    /// is reversed (an interactive pop that cancels) calls it again the other way before ending, so every
    /// `will` is followed by a `did`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        managedTransitionAnimated = animated
        if isAppearing {
            guard appearanceState != .appeared && appearanceState != .appearing else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
            isAppearingDue = true
            callViewIsAppearingIfInWindow(animated)
        } else {
            guard appearanceState == .appeared || appearanceState == .appearing else { return }
            appearanceState = .disappearing
            isAppearingDue = false  // an appearance reversed before it completed
            viewWillDisappear(animated)
        }
    }

    /// Ends the transition `beginAppearanceTransition` began: `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        let animated = managedTransitionAnimated ?? false
        managedTransitionAnimated = nil
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            if isAppearingDue {
                isAppearingDue = false
                viewIsAppearing(animated)
            }
            viewDidAppear(animated)
            movingToParent = false
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(animated)
            movingFromParent = false
        case .appeared, .disappeared: break
        }
    }

    /// Sends the appearance callbacks when the root view's visibility (in a shown window) changed, unless a
    /// container is driving them.
    func updateAppearance() {
        guard managedTransitionAnimated == nil, parent?.shouldAutomaticallyForwardAppearanceMethods != false else {
            return
        }
        let visible = viewIfLoaded?.window.map { !$0.isHidden } ?? false
        if visible && appearanceState == .disappeared {
            appearanceState = .appearing
            viewWillAppear(false)
            isAppearingDue = false
            viewIsAppearing(false)
            appearanceState = .appeared
            viewDidAppear(false)
        } else if !visible && appearanceState == .appeared {
            appearanceState = .disappearing
            viewWillDisappear(false)
            appearanceState = .disappeared
            viewDidDisappear(false)
            movingFromParent = false
        }
    }

    /// Calls `viewIsAppearing(_:)` now if it is due and the view is in a window (a container adds the view
    /// after `beginAppearanceTransition`; `endAppearanceTransition` calls it at the latest).
    func callViewIsAppearingIfInWindow(_ animated: Bool) {
        guard isAppearingDue, appearanceState == .appearing, viewIfLoaded?.window != nil else { return }
        isAppearingDue = false
        viewIsAppearing(animated)
    }
}
