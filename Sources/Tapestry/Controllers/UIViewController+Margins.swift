import Foundation

// The margins a view controller keeps around its root view's content, as UIKit manages them: none above and
// below, the system minimum (16 or 20 points, by the horizontal size class) at the leading and trailing edges,
// and margins set on the root view held at least at that minimum while the controller respects it.

extension UIViewController {
    /// The root view's layout margins, given the margins set on it (nil when none were).
    func rootViewLayoutMargins(_ set: UIEdgeInsets?) -> UIEdgeInsets {
        let minimum = systemMinimumLayoutMargins
        let rightToLeft = viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let least = UIEdgeInsets(
            top: minimum.top, left: rightToLeft ? minimum.trailing : minimum.leading, bottom: minimum.bottom,
            right: rightToLeft ? minimum.leading : minimum.trailing)
        guard let set else { return least }
        guard viewRespectsSystemMinimumLayoutMargins else { return set }
        return UIEdgeInsets(
            top: max(set.top, least.top), left: max(set.left, least.left), bottom: max(set.bottom, least.bottom),
            right: max(set.right, least.right))
    }
}
