import Foundation

/// Where a bar sits, for the images set per position.
public enum UIBarPosition: Int, Sendable {
    /// Anywhere (the image used when none is set for the bar's own position).
    case any = 0
    /// At the bottom of its screen.
    case bottom = 1
    /// At the top of its screen.
    case top = 2
    /// At the top, its background extending under the status bar.
    case topAttached = 3
}

/// A bar that knows where it sits.
@preconcurrency @MainActor
public protocol UIBarPositioning: AnyObject {
    /// Where the bar sits.
    var barPosition: UIBarPosition { get }
}

/// The delegate of a bar that asks where it sits: a navigation bar's, toolbar's or search bar's delegate.
@preconcurrency @MainActor
public protocol UIBarPositioningDelegate: AnyObject {
    /// Where the bar sits (`.topAttached` lets a bar at the top extend its background under the status bar);
    /// `.any` by default, which leaves the bar at its own default position.
    func position(for bar: UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    /// `.any`: the bar's own default.
    public func position(for bar: UIBarPositioning) -> UIBarPosition { .any }
}
