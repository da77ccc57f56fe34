import Foundation

/// A quick action an app offers from its icon (UIKit's home-screen shortcut). A Linux desktop's launchers read
/// an app's actions from its `.desktop` file, not from the running app, so the items are kept in
/// `UIApplication.shortcutItems` and handed to the delegate only by the app's own code.
@preconcurrency @MainActor
open class UIApplicationShortcutItem: NSObject {
    /// The app's name for the action.
    open internal(set) var type: String
    /// The title shown.
    open internal(set) var localizedTitle: String
    /// A second line under the title.
    open internal(set) var localizedSubtitle: String?
    /// The icon shown.
    open internal(set) var icon: UIApplicationShortcutIcon?
    /// Information the app keeps with the item.
    open internal(set) var userInfo: [String: any NSSecureCoding]?
    /// An object the app keeps with the item.
    open internal(set) var targetContentIdentifier: Any?

    /// An item with every field.
    public init(
        type: String, localizedTitle: String, localizedSubtitle: String?, icon: UIApplicationShortcutIcon?,
        userInfo: [String: any NSSecureCoding]? = nil
    ) {
        self.type = type
        self.localizedTitle = localizedTitle
        self.localizedSubtitle = localizedSubtitle
        self.icon = icon
        self.userInfo = userInfo
        super.init()
    }

    /// An item with a type and a title.
    public convenience init(type: String, localizedTitle: String) {
        self.init(type: type, localizedTitle: localizedTitle, localizedSubtitle: nil, icon: nil)
    }
}

/// A shortcut item whose fields can be changed.
@preconcurrency @MainActor
open class UIMutableApplicationShortcutItem: UIApplicationShortcutItem {
    /// The app's name for the action.
    open override var type: String {
        get { super.type }
        set { super.type = newValue }
    }
    /// The title shown.
    open override var localizedTitle: String {
        get { super.localizedTitle }
        set { super.localizedTitle = newValue }
    }
    /// A second line under the title.
    open override var localizedSubtitle: String? {
        get { super.localizedSubtitle }
        set { super.localizedSubtitle = newValue }
    }
    /// The icon shown.
    open override var icon: UIApplicationShortcutIcon? {
        get { super.icon }
        set { super.icon = newValue }
    }
}

/// A shortcut item's icon: a system style, a symbol, or an image from the app.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
    /// The system's icon styles.
    public enum IconType: Int, Sendable {
        /// The styles, in UIKit's order.
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite,
            love, cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task,
            taskCompleted, alarm, bookmark, shuffle, audio, update
    }

    /// The system style, when made from one.
    public let iconType: IconType?
    /// The symbol's or image's name, when made from one.
    public let name: String?

    /// An icon of a system style.
    public init(type: IconType) {
        iconType = type
        name = nil
        super.init()
    }

    /// An icon of a system symbol.
    public init(systemImageName: String) {
        iconType = nil
        name = systemImageName
        super.init()
    }

    /// An icon of an image from the app's assets, drawn as a template.
    public init(templateImageName: String) {
        iconType = nil
        name = templateImageName
        super.init()
    }
}
