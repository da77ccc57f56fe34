import Foundation

/// The base of the items bars show: `UIBarButtonItem` and `UITabBarItem`.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// A number the app can use to identify the item.
    open var tag = 0
}
