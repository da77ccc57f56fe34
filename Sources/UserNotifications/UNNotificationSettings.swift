import Foundation

/// What an app asks to be allowed to do with its notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    /// The value's raw form.
    public let rawValue: UInt
    /// Makes a value from its raw form.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Showing a number on the app's icon.
    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    /// Playing a sound.
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    /// Showing the notification.
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    /// Showing notifications in CarPlay (not on the desktop).
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    /// Critical alerts, which play through silent mode (not on the desktop).
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    /// The app has its own notification settings screen.
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    /// Quiet notifications without asking first.
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
    /// Reading notifications aloud (always allowed).
    @available(*, deprecated, message: "Announcement authorization is always included")
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
    /// Time-sensitive notifications (an entitlement now).
    @available(*, deprecated, message: "Use the time-sensitive entitlement instead")
    public static let timeSensitive = UNAuthorizationOptions(rawValue: 1 << 8)
}

/// Whether the app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
}

/// The state of one notification setting.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
}

/// How alerts are shown.
public enum UNAlertStyle: Int, Sendable {
    case none = 0
    case banner = 1
    case alert = 2
}

/// When notification previews show their content.
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0
    case whenAuthenticated = 1
    case never = 2
}

/// How a notification of the app may be shown while the app is in front (the delegate's answer to
/// `userNotificationCenter(_:willPresent:withCompletionHandler:)`).
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    /// The value's raw form.
    public let rawValue: UInt
    /// Makes a value from its raw form.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Showing a number on the app's icon.
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    /// Playing a sound.
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    /// Showing the notification (both a banner and in the list).
    @available(*, deprecated, message: "Use .list or .banner instead")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    /// Keeping the notification in the notification list.
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    /// Showing the notification as a banner.
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The app's notification settings. On the Linux desktop the notification server has no per-app permission:
/// after `requestAuthorization(options:)` what was asked for is enabled; lock screen, CarPlay, critical alerts
/// and announcements are not supported.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    open private(set) var authorizationStatus: UNAuthorizationStatus
    open private(set) var soundSetting: UNNotificationSetting
    open private(set) var badgeSetting: UNNotificationSetting
    open private(set) var alertSetting: UNNotificationSetting
    open private(set) var notificationCenterSetting: UNNotificationSetting
    open private(set) var lockScreenSetting: UNNotificationSetting = .notSupported
    open private(set) var carPlaySetting: UNNotificationSetting = .notSupported
    open private(set) var criticalAlertSetting: UNNotificationSetting = .notSupported
    open private(set) var announcementSetting: UNNotificationSetting = .notSupported
    open private(set) var timeSensitiveSetting: UNNotificationSetting
    open private(set) var scheduledDeliverySetting: UNNotificationSetting = .disabled
    open private(set) var directMessagesSetting: UNNotificationSetting = .notSupported
    open private(set) var alertStyle: UNAlertStyle
    open private(set) var showPreviewsSetting: UNShowPreviewsSetting = .always
    open private(set) var providesAppNotificationSettings: Bool

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let allowed = status == .authorized || status == .provisional || status == .ephemeral
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            allowed && (options.contains(option) || status == .provisional) ? .enabled : .disabled
        }
        soundSetting = status == .provisional ? .disabled : setting(.sound)
        badgeSetting = status == .provisional ? .disabled : setting(.badge)
        alertSetting = setting(.alert)
        notificationCenterSetting = allowed ? .enabled : .disabled
        timeSensitiveSetting = allowed ? .enabled : .disabled
        alertStyle = alertSetting == .enabled ? .banner : .none
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
    }
}

/// The domain of `UNError`.
public let UNErrorDomain = "UNErrorDomain"

/// An error of the notification centre.
public struct UNError: CustomNSError, Hashable, Error {
    /// What went wrong.
    public enum Code: Int, Sendable, Equatable {
        case notificationsNotAllowed = 1
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }

    /// What went wrong.
    public let code: Code
    private let message: String

    /// Creates one with these values.
    public init(_ code: Code, userInfo: [String: Any] = [:]) {
        self.code = code
        message = (userInfo[NSLocalizedDescriptionKey] as? String) ?? Self.describe(code)
    }

    /// `UNErrorDomain`.
    public static var errorDomain: String { UNErrorDomain }
    /// The code's number.
    public var errorCode: Int { code.rawValue }
    /// The description.
    public var errorUserInfo: [String: Any] { [NSLocalizedDescriptionKey: message] }
    /// A description of what went wrong.
    public var localizedDescription: String { message }

    /// Whether the two are the same code.
    public static func == (a: UNError, b: UNError) -> Bool { a.code == b.code }
    /// Hashes the code.
    public func hash(into hasher: inout Hasher) { hasher.combine(code) }

    /// The code `.notificationsNotAllowed`.
    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    /// The code `.attachmentInvalidURL`.
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    /// The code `.attachmentUnrecognizedType`.
    public static var attachmentUnrecognizedType: Code { .attachmentUnrecognizedType }
    /// The code `.attachmentInvalidFileSize`.
    public static var attachmentInvalidFileSize: Code { .attachmentInvalidFileSize }
    /// The code `.attachmentNotInDataStore`.
    public static var attachmentNotInDataStore: Code { .attachmentNotInDataStore }
    /// The code `.attachmentMoveIntoDataStoreFailed`.
    public static var attachmentMoveIntoDataStoreFailed: Code { .attachmentMoveIntoDataStoreFailed }
    /// The code `.attachmentCorrupt`.
    public static var attachmentCorrupt: Code { .attachmentCorrupt }
    /// The code `.notificationInvalidNoDate`.
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
    /// The code `.notificationInvalidNoContent`.
    public static var notificationInvalidNoContent: Code { .notificationInvalidNoContent }
    /// The code `.contentProvidingObjectNotAllowed`.
    public static var contentProvidingObjectNotAllowed: Code { .contentProvidingObjectNotAllowed }
    /// The code `.contentProvidingInvalid`.
    public static var contentProvidingInvalid: Code { .contentProvidingInvalid }
    /// The code `.badgeInputInvalid`.
    public static var badgeInputInvalid: Code { .badgeInputInvalid }

    private static func describe(_ code: Code) -> String {
        switch code {
        case .notificationsNotAllowed: "Notifications are not allowed"
        case .attachmentInvalidURL: "Invalid attachment file URL"
        case .attachmentUnrecognizedType: "Unrecognized attachment file type"
        case .attachmentInvalidFileSize: "Invalid attachment file size"
        case .attachmentNotInDataStore: "Unknown attachment"
        case .attachmentMoveIntoDataStoreFailed: "Could not store the attachment"
        case .attachmentCorrupt: "Corrupt attachment"
        case .notificationInvalidNoDate: "The notification has no date"
        case .notificationInvalidNoContent: "The notification has no content"
        case .contentProvidingObjectNotAllowed, .contentProvidingInvalid: "Invalid content-providing object"
        case .badgeInputInvalid: "The badge count is not valid"
        }
    }
}
