import Foundation

/// The identifier of a response to the notification itself (it was clicked).
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of a response to a notification dismissed by the user (for categories with
/// `.customDismissAction`).
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"

/// A notification to schedule: an identifier (a request with the identifier of a pending or delivered one
/// replaces it), its content and its trigger.
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var content: UNNotificationContent
    open private(set) var trigger: UNNotificationTrigger?

    /// A request; the content is copied (later changes to a mutable content do not change it).
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as! UNNotificationContent
        self.trigger = trigger
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A delivered notification: its request and when it was delivered.
open class UNNotification: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var date: Date
    open private(set) var request: UNNotificationRequest

    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// What the user did with a notification: clicked it, chose one of its actions, or dismissed it.
open class UNNotificationResponse: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var notification: UNNotification
    /// The chosen action's identifier, `UNNotificationDefaultActionIdentifier` or
    /// `UNNotificationDismissActionIdentifier`.
    open private(set) var actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// A response with text the user typed (the desktop's notification servers offer no text field: never sent).
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    open private(set) var userText: String = ""
}

/// How an action behaves.
public struct UNNotificationActionOptions: OptionSet, Sendable, Hashable {
    /// The value's raw form.
    public let rawValue: UInt
    /// Makes a value from its raw form.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The action needs the device unlocked (always so on the desktop).
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    /// The action destroys something (drawn as such where the server can).
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// The action brings the app forward.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}

/// An action's icon (a symbol or an image of the app); the desktop's buttons show labels only.
open class UNNotificationActionIcon: NSObject, @unchecked Sendable {
    let name: String
    let isSystem: Bool

    /// Creates one with these values.
    public init(systemImageName: String) {
        name = systemImageName
        isSystem = true
    }

    /// Creates one with these values.
    public init(templateImageName: String) {
        name = templateImageName
        isSystem = false
    }
}

/// A button of a notification: on the desktop, one of the notification's actions.
open class UNNotificationAction: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var title: String
    open private(set) var options: UNNotificationActionOptions
    open private(set) var icon: UNNotificationActionIcon?

    /// Creates one with these values.
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(identifier: identifier, title: title, options: options, icon: nil)
    }

    /// Creates one with these values.
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?
    ) {
        self.identifier = identifier
        self.title = title
        self.options = options
        self.icon = icon
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier && other.title == title
            && other.options == options
    }

    open override var hash: Int { identifier.hashValue }
}

/// An action that asks for text. The desktop's notification servers have no text field, so it is not offered
/// there (the porting table's line).
open class UNTextInputNotificationAction: UNNotificationAction, @unchecked Sendable {
    open private(set) var textInputButtonTitle: String = ""
    open private(set) var textInputPlaceholder: String = ""

    /// Creates one with these values.
    public convenience init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], textInputButtonTitle: String,
        textInputPlaceholder: String
    ) {
        self.init(
            identifier: identifier, title: title, options: options, icon: nil,
            textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }

    /// Creates one with these values.
    public init(
        identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?,
        textInputButtonTitle: String, textInputPlaceholder: String
    ) {
        super.init(identifier: identifier, title: title, options: options, icon: icon)
        self.textInputButtonTitle = textInputButtonTitle
        self.textInputPlaceholder = textInputPlaceholder
    }
}

/// How notifications of a category behave.
public struct UNNotificationCategoryOptions: OptionSet, Sendable, Hashable {
    /// The value's raw form.
    public let rawValue: UInt
    /// Makes a value from its raw form.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Dismissing a notification of the category is reported to the delegate
    /// (`UNNotificationDismissActionIdentifier`).
    public static let customDismissAction = UNNotificationCategoryOptions(rawValue: 1 << 0)
    /// Notifications of the category show in CarPlay (not on the desktop).
    public static let allowInCarPlay = UNNotificationCategoryOptions(rawValue: 1 << 1)
    /// With previews hidden, the title still shows.
    public static let hiddenPreviewsShowTitle = UNNotificationCategoryOptions(rawValue: 1 << 2)
    /// With previews hidden, the subtitle still shows.
    public static let hiddenPreviewsShowSubtitle = UNNotificationCategoryOptions(rawValue: 1 << 3)
    /// Notifications of the category may be read aloud.
    @available(*, deprecated, message: "Announcement is always allowed")
    public static let allowAnnouncement = UNNotificationCategoryOptions(rawValue: 1 << 4)
}

/// A kind of notification an app declares (`setNotificationCategories(_:)`) and names in its content's
/// `categoryIdentifier`: the actions its notifications offer and how they behave.
open class UNNotificationCategory: NSObject, NSCopying, @unchecked Sendable {
    open private(set) var identifier: String
    open private(set) var actions: [UNNotificationAction]
    open private(set) var intentIdentifiers: [String]
    open private(set) var options: UNNotificationCategoryOptions
    open private(set) var hiddenPreviewsBodyPlaceholder: String
    open private(set) var categorySummaryFormat: String

    /// Creates one with these values.
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: "", options: options)
    }

    /// Creates one with these values.
    public convenience init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []
    ) {
        self.init(
            identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
            hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: "", options: options)
    }

    /// Creates one with these values.
    public init(
        identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
        hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
        options: UNNotificationCategoryOptions = []
    ) {
        self.identifier = identifier
        self.actions = actions
        self.intentIdentifiers = intentIdentifiers
        self.hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder ?? ""
        self.categorySummaryFormat = categorySummaryFormat ?? ""
        self.options = options
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        return other.identifier == identifier && other.actions == actions && other.options == options
            && other.intentIdentifiers == intentIdentifiers
    }

    open override var hash: Int { identifier.hashValue }
}
