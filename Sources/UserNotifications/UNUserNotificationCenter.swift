import Foundation
@_spi(Backend) import Tapestry

/// The app's notification centre: asks for authorization, schedules local notifications, and shows them through
/// the desktop's notification server (freedesktop.org's, on the session bus) when their triggers fire, with the
/// category's actions as buttons; the user's clicks come back to the delegate.
///
/// Its methods may be called from any thread; the centre's work and every completion handler run on the main
/// thread (at once when called there). Triggers run on the application's clock (virtual time in tests). While the
/// app is in front (`applicationState == .active`) the delegate decides how a notification shows, as on iOS;
/// otherwise it shows with everything authorized.
open class UNUserNotificationCenter: NSObject, @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    /// The app's notification centre.
    open class func current() -> UNUserNotificationCenter { shared }

    /// Hears notifications about to be shown while the app is in front and the user's responses.
    open weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Whether notification content extensions are supported (never on the desktop).
    open var supportsContentExtensions: Bool { false }

    /// The main-thread state.
    nonisolated(unsafe) private var storedState: NotificationState?
    /// The application a centre made for tests keeps; nil for `current()`, which follows `UIApplication.shared`:
    /// a replaced application (tests) keeps the authorization, categories, pending and delivered notifications,
    /// the triggers moved to its clock, as scheduled notifications outlive an app's launch on iOS.
    nonisolated(unsafe) private var boundApplication: UIApplication?
    nonisolated(unsafe) private var boundService: (any DesktopNotificationService)?

    override init() {}

    /// A centre of `application`'s own, showing through `service` (tests).
    @MainActor init(application: UIApplication, service: (any DesktopNotificationService)?) {
        boundApplication = application
        boundService = service
    }

    @MainActor var state: NotificationState {
        let application = boundApplication ?? UIApplication.shared
        if let storedState {
            if storedState.application !== application { storedState.move(to: application) }
            return storedState
        }
        let made = NotificationState(center: self, application: application, service: boundService)
        storedState = made
        return made
    }

    /// Runs `work` on the main thread: now when called there, else as soon as the main queue is served.
    private func onMain(_ work: @escaping @MainActor () -> Void) {
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated(work)
        } else {
            let box = Unchecked(work)
            DispatchQueue.main.async { MainActor.assumeIsolated { box.value() } }
        }
    }

    // MARK: Authorization and settings

    /// Asks to post notifications; granted on the desktop, whose notification server has no per-app permission
    /// (the status is `.provisional` when `.provisional` is asked for, `.authorized` otherwise).
    open func requestAuthorization(
        options: UNAuthorizationOptions = [], completionHandler: @escaping (Bool, (any Error)?) -> Void
    ) {
        let call = Unchecked(completionHandler)
        onMain { [self] in
            let granted = state.authorize(options)
            call.value(granted, nil)
        }
    }

    /// The `async` form of `requestAuthorization(options:completionHandler:)`.
    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await MainActor.run { state.authorize(options) }
    }

    /// Declares the app's kinds of notification and their actions (replacing those declared before).
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        let call = Unchecked(categories)
        onMain { [self] in state.categories = call.value }
    }

    /// The declared categories.
    open func getNotificationCategories(completionHandler: @escaping (Set<UNNotificationCategory>) -> Void) {
        let call = Unchecked(completionHandler)
        onMain { [self] in call.value(state.categories) }
    }

    /// The `async` form of `getNotificationCategories(completionHandler:)`.
    open func notificationCategories() async -> Set<UNNotificationCategory> {
        await MainActor.run { state.categories }
    }

    /// The app's notification settings.
    open func getNotificationSettings(completionHandler: @escaping (UNNotificationSettings) -> Void) {
        let call = Unchecked(completionHandler)
        onMain { [self] in call.value(state.settings) }
    }

    /// The `async` form of `getNotificationSettings(completionHandler:)`.
    open func notificationSettings() async -> UNNotificationSettings {
        await MainActor.run { state.settings }
    }

    // MARK: Scheduling

    /// Schedules `request` (replacing a pending one with its identifier); it is delivered when its trigger
    /// fires, or at once without one.
    ///
    /// The completion handler hears `UNError` `.notificationsNotAllowed` before authorization was asked for
    /// (or when it was denied), and `.notificationInvalidNoDate` for a calendar trigger no date matches.
    open func add(
        _ request: UNNotificationRequest, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
    ) {
        let completion = Unchecked(completionHandler)
        onMain { [self] in
            let error = state.schedule(request)
            completion.value?(error)
        }
    }

    /// The `async` form of `add(_:withCompletionHandler:)`.
    open func add(_ request: UNNotificationRequest) async throws {
        if let error = await MainActor.run(body: { state.schedule(request) }) { throw error }
    }

    /// The requests whose triggers have not fired yet (and repeating ones), in the order they were added.
    open func getPendingNotificationRequests(completionHandler: @escaping ([UNNotificationRequest]) -> Void) {
        let call = Unchecked(completionHandler)
        onMain { [self] in call.value(state.pending.map(\.request)) }
    }

    /// The `async` form of `getPendingNotificationRequests(completionHandler:)`.
    open func pendingNotificationRequests() async -> [UNNotificationRequest] {
        await MainActor.run { state.pending.map(\.request) }
    }

    /// Unschedules the pending requests with these identifiers.
    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        onMain { [self] in state.unschedule(Set(identifiers)) }
    }

    /// Unschedules every pending request.
    open func removeAllPendingNotificationRequests() {
        onMain { [self] in state.unschedule(nil) }
    }

    // MARK: Delivered notifications

    /// The notifications shown and not yet closed, oldest first.
    open func getDeliveredNotifications(completionHandler: @escaping ([UNNotification]) -> Void) {
        let call = Unchecked(completionHandler)
        onMain { [self] in call.value(state.delivered.map(\.notification)) }
    }

    /// The `async` form of `getDeliveredNotifications(completionHandler:)`.
    open func deliveredNotifications() async -> [UNNotification] {
        await MainActor.run { state.delivered.map(\.notification) }
    }

    /// Takes the delivered notifications with these identifiers off the desktop.
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        onMain { [self] in state.withdraw(Set(identifiers)) }
    }

    /// Takes every delivered notification off the desktop.
    open func removeAllDeliveredNotifications() {
        onMain { [self] in state.withdraw(nil) }
    }

    /// Sets the number on the app's icon (the launcher's badge on the desktop; 0 hides it).
    ///
    /// The completion handler hears `UNError` `.badgeInputInvalid` for a negative number.
    open func setBadgeCount(
        _ newBadgeCount: Int, withCompletionHandler completionHandler: (((any Error)?) -> Void)? = nil
    ) {
        let call = Unchecked(completionHandler)
        onMain { [self] in
            guard newBadgeCount >= 0 else {
                call.value?(UNError(.badgeInputInvalid))
                return
            }
            state.application.applicationIconBadgeNumber = newBadgeCount
            call.value?(nil)
        }
    }

    /// The `async` form of `setBadgeCount(_:withCompletionHandler:)`.
    open func setBadgeCount(_ newBadgeCount: Int) async throws {
        guard newBadgeCount >= 0 else { throw UNError(.badgeInputInvalid) }
        await MainActor.run { state.application.applicationIconBadgeNumber = newBadgeCount }
    }
}
