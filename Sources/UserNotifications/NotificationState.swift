import Foundation
@_spi(Backend) import Tapestry

/// A notification centre's state on the main thread: authorization, categories, pending requests with their
/// timers on the application's clock, and delivered notifications with the ids the desktop gave them.
@MainActor final class NotificationState {
    /// The centre (which owns the state; weak, as a response may arrive while it is going away).
    private weak var center: UNUserNotificationCenter?
    /// The application whose clock runs the triggers, whose state decides how a notification shows and whose
    /// icon carries the badge.
    private(set) var application: UIApplication
    /// The server given instead of the backend's (tests).
    private let givenService: (any DesktopNotificationService)?
    private(set) var status = UNAuthorizationStatus.notDetermined
    private(set) var options: UNAuthorizationOptions = []
    var categories: Set<UNNotificationCategory> = []
    private(set) var pending: [Pending] = []
    private(set) var delivered: [Delivered] = []
    /// The service whose handlers lead here (set up on first use).
    private weak var service: (any DesktopNotificationService)?

    struct Pending {
        let request: UNNotificationRequest
        var timer: RunLoopClock.Timer?
    }

    final class Delivered {
        let notification: UNNotification
        /// The desktop's id for it, once the server answered.
        var serverID: UInt32?
        /// Whether the user acted on it (its closing is then no dismissal).
        var responded = false
        /// Whether it was taken off by the app (its closing is then no dismissal either).
        var withdrawn = false

        init(notification: UNNotification) { self.notification = notification }
    }

    init(center: UNUserNotificationCenter, application: UIApplication, service: (any DesktopNotificationService)?) {
        self.center = center
        self.application = application
        givenService = service
    }

    var clock: RunLoopClock { application.clock }

    /// Follows a new application: the pending triggers move to its clock with the time they had left.
    func move(to newApplication: UIApplication) {
        let old = clock
        application = newApplication
        for index in pending.indices {
            // Replacing the application cancelled the old clock's timers: each keeps its deadline.
            guard let timer = pending[index].timer else { continue }
            timer.invalidate()
            pending[index].timer = self.timer(for: pending[index].request, after: max(0, timer.deadline - old.now))
        }
    }

    var settings: UNNotificationSettings { UNNotificationSettings(status: status, options: options) }

    private var isAllowed: Bool { status == .authorized || status == .provisional || status == .ephemeral }

    func authorize(_ asked: UNAuthorizationOptions) -> Bool {
        if status == .notDetermined {
            status = asked.contains(.provisional) ? .provisional : .authorized
        } else if status == .provisional && !asked.contains(.provisional) {
            status = .authorized
        }
        options.formUnion(asked)
        return isAllowed
    }

    // MARK: Scheduling

    func schedule(_ request: UNNotificationRequest) -> UNError? {
        guard isAllowed else { return UNError(.notificationsNotAllowed) }
        let delay: TimeInterval?
        switch request.trigger {
        case nil: delay = 0
        case let trigger as UNTimeIntervalNotificationTrigger: delay = trigger.timeInterval
        case let trigger as UNCalendarNotificationTrigger:
            guard let next = trigger.nextDate(after: Date()) else { return UNError(.notificationInvalidNoDate) }
            delay = max(0, next.timeIntervalSinceNow)
        default: delay = nil  // a push trigger: never fires here
        }
        unschedule([request.identifier])
        var entry = Pending(request: request)
        if let delay { entry.timer = timer(for: request, after: delay) }
        pending.append(entry)
        return nil
    }

    private func timer(for request: UNNotificationRequest, after delay: TimeInterval) -> RunLoopClock.Timer {
        clock.schedule(after: delay) { [weak self] in self?.fire(request) }
    }

    private func fire(_ request: UNNotificationRequest) {
        guard let index = pending.firstIndex(where: { $0.request === request }) else { return }
        if let trigger = request.trigger, trigger.repeats, let next = trigger.nextDate(after: Date()) {
            pending[index].timer = timer(for: request, after: max(next.timeIntervalSinceNow, 1))
        } else {
            pending.remove(at: index)
        }
        deliver(request)
    }

    func unschedule(_ identifiers: Set<String>?) {
        pending.removeAll { entry in
            guard identifiers?.contains(entry.request.identifier) ?? true else { return false }
            entry.timer?.invalidate()
            return true
        }
    }

    // MARK: Delivery

    private func deliver(_ request: UNNotificationRequest) {
        let notification = UNNotification(request: request, date: Date())
        guard application.applicationState == .active else {
            return present(notification, options: [.banner, .list, .sound, .badge])
        }
        guard let center, let delegate = center.delegate else { return }  // shown nowhere, as UIKit does in front
        let state = Weak(self)
        delegate.userNotificationCenter(center, willPresent: notification) { @Sendable options in
            // The app may answer from any thread.
            if MainActorContext.isCurrent {
                MainActor.assumeIsolated { state.value?.present(notification, options: options) }
            } else {
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { state.value?.present(notification, options: options) }
                }
            }
        }
    }

    /// Shows `notification` as `options` and the authorization allow.
    func present(_ notification: UNNotification, options wanted: UNNotificationPresentationOptions) {
        let content = notification.request.content
        let provisional = status == .provisional
        if wanted.contains(.badge), options.contains(.badge), !provisional, let badge = content.badge {
            application.applicationIconBadgeNumber = max(0, badge.intValue)
        }
        let shows = wanted.contains(.banner) || wanted.contains(.list) || wanted.rawValue & (1 << 2) != 0
        guard shows, content.hasText, options.contains(.alert) || provisional else { return }
        let sounds = wanted.contains(.sound) && options.contains(.sound) && !provisional
        let replaced = delivered.firstIndex { $0.notification.request.identifier == notification.request.identifier }
        var replacesID: UInt32 = 0
        if let replaced {
            replacesID = delivered[replaced].serverID ?? 0
            delivered.remove(at: replaced)
        }
        let entry = Delivered(notification: notification)
        delivered.append(entry)
        guard let service = connectedService() else { return }
        let desktop = desktopNotification(
            for: content, sounds: sounds, provisional: provisional, replacing: replacesID)
        service.show(desktop) { [weak entry] id in entry?.serverID = id }
    }

    /// The notification as the desktop shows it: the title as its summary (the app's name without one), the
    /// subtitle over the body, a default action and the category's buttons, urgency from the interruption level,
    /// the sound, and the first image attachment.
    func desktopNotification(
        for content: UNNotificationContent, sounds: Bool, provisional: Bool, replacing replacesID: UInt32
    ) -> DesktopNotification {
        let summary = content.title.isEmpty ? DesktopNotification.appName : content.title
        let body = [content.subtitle, content.body].filter { !$0.isEmpty }.joined(separator: "\n")
        var actions = [DesktopNotification.Action(key: "default", label: "Open")]
        if let category = categories.first(where: { $0.identifier == content.categoryIdentifier }) {
            for action in category.actions where !(action is UNTextInputNotificationAction) {
                actions.append(.init(key: action.identifier, label: action.title))
            }
        }
        let urgency: DesktopNotification.Urgency =
            switch content.interruptionLevel {
            case .passive: .low
            case .timeSensitive, .critical: .critical
            case .active: provisional ? .low : .normal
            }
        let file = sounds ? content.sound?.filePath : nil
        return DesktopNotification(
            summary: summary, body: body, actions: actions, urgency: urgency,
            soundName: sounds && content.sound != nil && file == nil ? "message-new-instant" : nil, soundFile: file,
            imagePath: content.attachments.first(where: \.isImage)?.url.path, replacesID: replacesID)
    }

    func withdraw(_ identifiers: Set<String>?) {
        let leaving = delivered.filter { identifiers?.contains($0.notification.request.identifier) ?? true }
        delivered.removeAll { entry in leaving.contains { $0 === entry } }
        // Closed after the list is settled: the server may report the closing at once.
        for entry in leaving {
            entry.withdrawn = true
            if let id = entry.serverID { service?.close(id) }
        }
    }

    // MARK: The user's responses

    private func connectedService() -> (any DesktopNotificationService)? {
        guard let current = givenService ?? UIApplication.desktopNotifications else { return nil }
        if current !== service {
            service = current
            current.actionHandler = { [weak self] id, action in self?.userChose(action, on: id) }
            current.closeHandler = { [weak self] id, reason in self?.closed(id, reason: reason) }
        }
        return current
    }

    private func userChose(_ action: String, on id: UInt32) {
        guard let entry = delivered.first(where: { $0.serverID == id }) else { return }
        entry.responded = true
        respond(to: entry.notification, with: action == "default" ? UNNotificationDefaultActionIdentifier : action)
    }

    private func closed(_ id: UInt32, reason: UInt32) {
        guard let index = delivered.firstIndex(where: { $0.serverID == id }) else { return }
        let entry = delivered.remove(at: index)
        let category = categories.first { $0.identifier == entry.notification.request.content.categoryIdentifier }
        guard reason == 2, !entry.responded, !entry.withdrawn,
            category?.options.contains(.customDismissAction) == true
        else { return }
        respond(to: entry.notification, with: UNNotificationDismissActionIdentifier)
    }

    private func respond(to notification: UNNotification, with action: String) {
        guard let center, let delegate = center.delegate else { return }
        let response = UNNotificationResponse(notification: notification, actionIdentifier: action)
        delegate.userNotificationCenter(center, didReceive: response) { @Sendable in }
    }
}
