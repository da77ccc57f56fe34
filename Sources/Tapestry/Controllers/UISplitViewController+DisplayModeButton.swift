import Foundation

extension UISplitViewController {
    /// When the columns' bars show the button that hides and shows the sidebar (UIKit 14).
    public enum DisplayModeButtonVisibility: Int, Sendable {
        /// When the split view decides.
        case automatic = 0
        /// Never.
        case never = 1
        /// Always.
        case always = 2
    }

    private enum VisibilityKey {
        nonisolated(unsafe) static var displayModeButtonVisibility: UInt8 = 0
    }

    /// When the columns' bars show the sidebar button (kept: Tapestry puts no button in the columns' bars by
    /// itself; place `displayModeButtonItem` in a navigation item to show one).
    public var displayModeButtonVisibility: DisplayModeButtonVisibility {
        get {
            objc_getAssociatedObject(self, &VisibilityKey.displayModeButtonVisibility) as? DisplayModeButtonVisibility
                ?? .automatic
        }
        set {
            objc_setAssociatedObject(
                self, &VisibilityKey.displayModeButtonVisibility, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
