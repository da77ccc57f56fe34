import Foundation

// How a controller shows its `contentUnavailableConfiguration`: a content view over its view, filling it, made
// from the configuration and kept up to date with the controller's state.

extension UIViewController {
    /// Before the controller's view lays out: asks for an update if one is pending, and keeps the content view
    /// in the view, filling it.
    func layOutContentUnavailable() {
        if needsContentUnavailableUpdate {
            needsContentUnavailableUpdate = false
            updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
        }
        guard let shown = contentUnavailableView, let view = viewIfLoaded else { return }
        if shown.superview !== view {
            view.addSubview(shown)
        } else if view.subviews.last !== shown {
            view.bringSubviewToFront(shown)
        }
        shown.frame = view.bounds
    }

    /// Shows the configuration (updated for the state) in a content view, or removes the view when it is nil.
    func applyContentUnavailableConfiguration() {
        guard let configuration = contentUnavailableConfiguration else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = nil
            return
        }
        let updated = configuration.updated(for: contentUnavailableConfigurationState)
        if let shown = contentUnavailableView, type(of: shown.configuration) == type(of: updated) {
            shown.configuration = updated
        } else {
            contentUnavailableView?.removeFromSuperview()
            contentUnavailableView = updated.makeContentView()
        }
        viewIfLoaded?.setNeedsLayout()
    }
}
