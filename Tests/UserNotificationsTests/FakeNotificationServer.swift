import Foundation

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// A notification server that records what it is shown and closed, and plays the user's part.
@MainActor final class FakeNotificationServer: DesktopNotificationService {
    var actionHandler: (@MainActor (UInt32, String) -> Void)?
    var closeHandler: (@MainActor (UInt32, UInt32) -> Void)?
    private(set) var shown: [(id: UInt32, notification: DesktopNotification)] = []
    private(set) var closed: [UInt32] = []
    private var nextID: UInt32 = 1
    /// Called after each notification is shown.
    var onShow: (@MainActor () -> Void)?

    func show(_ notification: DesktopNotification, shown reply: @escaping @MainActor (UInt32?) -> Void) {
        let id = notification.replacesID != 0 ? notification.replacesID : nextID
        if notification.replacesID == 0 { nextID += 1 }
        shown.append((id, notification))
        reply(id)
        onShow?()
    }

    func close(_ id: UInt32) {
        closed.append(id)
        closeHandler?(id, 3)
    }

    /// The user clicks the notification `id` (`default`) or one of its buttons; the server then closes it.
    func choose(_ action: String, on id: UInt32) {
        actionHandler?(id, action)
        closeHandler?(id, 2)
    }

    /// The user dismisses the notification `id`.
    func dismiss(_ id: UInt32) { closeHandler?(id, 2) }
}

/// A notification centre of a fresh application's own, on virtual time, showing through a fake server (bound to
/// them, so tests of other suites replacing the shared application meanwhile change nothing here).
@MainActor func makeNotificationCenter(active: Bool = false) -> (UNUserNotificationCenter, FakeNotificationServer) {
    let application = UIApplication()
    application.clock.useVirtualTime()
    let server = FakeNotificationServer()
    if active { application.becomeActive() }
    return (UNUserNotificationCenter(application: application, service: server), server)
}

extension UNUserNotificationCenter {
    /// Moves the centre's application's virtual clock forward.
    @MainActor func advance(by seconds: TimeInterval) { state.clock.advance(by: seconds) }
    @MainActor var application: UIApplication { state.application }
}

/// A request whose content has a title and a body.
func makeRequest(
    _ identifier: String, title: String = "Tea", body: String = "The tea is ready",
    trigger: UNNotificationTrigger? = nil, configure: (UNMutableNotificationContent) -> Void = { _ in }
) -> UNNotificationRequest {
    let content = UNMutableNotificationContent()
    content.title = title
    content.body = body
    configure(content)
    return UNNotificationRequest(identifier: identifier, content: content, trigger: trigger)
}

/// A delegate that records what it hears and answers `willPresent` with `options`.
final class RecordingDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    var options: UNNotificationPresentationOptions = []
    var presented: [String] = []
    var responses: [(identifier: String, action: String)] = []

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        presented.append(notification.request.identifier)
        completionHandler(options)
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        responses.append((response.notification.request.identifier, response.actionIdentifier))
        completionHandler()
    }
}
