import Foundation

/// What the user is doing, in a form another device or a later launch could continue (Foundation's
/// `NSUserActivity`, which Linux's Foundation lacks). A Linux desktop has no Handoff, Spotlight or Siri to hand it
/// to: an activity keeps its values, becomes and resigns current, and is what an app's own code passes to
/// `restoreUserActivityState(_:)` and scene delegates; the system never continues one. Not isolated, as
/// Foundation's is not.
open class NSUserActivity: NSObject {
    /// The most recent activity made current and not resigned or invalidated since.
    nonisolated(unsafe) private static weak var currentActivity: NSUserActivity?

    /// The kind of activity (a reverse-DNS string the app declares).
    public let activityType: String
    /// A title to show for it.
    open var title: String?
    /// The state needed to continue it.
    open var userInfo: [AnyHashable: Any]?
    /// The keys of `userInfo` needed to continue it (nil: all).
    open var requiredUserInfoKeys: Set<String>?
    /// Keywords for search.
    open var keywords: Set<String> = []
    /// A web page that shows the same thing.
    open var webpageURL: URL?
    /// The page the user came from.
    open var referrerURL: URL?
    /// When the activity stops being useful.
    open var expirationDate: Date?
    /// Whether the state should be saved again before it is handed on (`updateUserActivityState(_:)`).
    open var needsSave = false
    /// Whether another device could continue it (none here).
    open var isEligibleForHandoff = true
    /// Whether search could list it (none here).
    open var isEligibleForSearch = false
    /// Whether public search could list it (none here).
    open var isEligibleForPublicIndexing = false
    /// Whether Siri could suggest it (none here).
    open var isEligibleForPrediction = false
    /// The identifier an app gives to delete it later.
    open var persistentIdentifier: String?
    /// The identifier of the content, for choosing the scene that shows it.
    open var targetContentIdentifier: String?
    /// Whether it has been invalidated (it can no longer become current).
    public private(set) var isInvalidated = false

    /// An activity of `activityType`.
    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }

    /// Adds `otherDictionary`'s entries to `userInfo`, replacing those with the same keys.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }

    /// Makes it the current activity (unless it was invalidated).
    open func becomeCurrent() {
        guard !isInvalidated else { return }
        Self.currentActivity = self
    }

    /// Stops it being the current activity.
    open func resignCurrent() {
        if Self.currentActivity === self { Self.currentActivity = nil }
    }

    /// Ends it for good: it resigns current and cannot become current again.
    open func invalidate() {
        resignCurrent()
        isInvalidated = true
    }

    /// Whether it is the current activity.
    public var isCurrent: Bool { Self.currentActivity === self }
}

/// An object that can take up an activity's state (`UIResponder` is one, as in UIKit); the objects an app
/// delegate's `application(_:continue:restorationHandler:)` hands to its restoration handler.
@preconcurrency @MainActor
public protocol UIUserActivityRestoring: NSObjectProtocol {
    /// Takes up `userActivity`'s state.
    func restoreUserActivityState(_ userActivity: NSUserActivity)
}

extension UIResponder: UIUserActivityRestoring {}

/// Where a responder's activity is kept: with the object, since few responders have one.
@MainActor
enum UserActivities {
    nonisolated(unsafe) private static var key: UInt8 = 0

    static func activity(of responder: UIResponder) -> NSUserActivity? {
        withUnsafePointer(to: &key) { objc_getAssociatedObject(responder, $0) as? NSUserActivity }
    }

    static func setActivity(_ activity: NSUserActivity?, of responder: UIResponder) {
        withUnsafePointer(to: &key) {
            objc_setAssociatedObject(responder, $0, activity, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
