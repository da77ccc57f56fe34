import Foundation

extension UIApplication {
    /// The number on the app's icon (deprecated in iOS 17 for the notification centre's badge count, and still
    /// widely used); 0, the default, shows none. On the desktop the backend shows it on the app's launcher where
    /// the dock follows Unity's launcher API (KDE Plasma's task manager, Ubuntu's dock, Dash to Dock).
    public var applicationIconBadgeNumber: Int {
        get { (objc_getAssociatedObject(self, &BadgeKey.count) as? Int) ?? 0 }
        set {
            guard newValue != applicationIconBadgeNumber else { return }
            objc_setAssociatedObject(self, &BadgeKey.count, newValue, .OBJC_ASSOCIATION_RETAIN)
            Self.badgePresenter?(newValue)
        }
    }

    /// Shows a new badge number on the desktop (the backend's launcher badge); nil headless.
    @_spi(Backend) public static var badgePresenter: (@MainActor (Int) -> Void)?
}

private enum BadgeKey {
    nonisolated(unsafe) static var count: UInt8 = 0
}
