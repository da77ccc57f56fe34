import Foundation
import Testing

@_spi(Backend) @testable import Tapestry
@testable import UserNotifications

/// A delegate written with the completion-handler forms or the `async` ones.
@MainActor
@Suite(.serialized) struct UNUserNotificationCenterDelegateTests {
    @Test func anAppWritingTheAsyncDelegateFormsIsHeard() async throws {
        let (center, server) = makeNotificationCenter(active: true)
        center.requestAuthorization(options: [.alert]) { _, _ in }
        let delegate = AsyncDelegate()
        center.delegate = delegate
        try await center.add(makeRequest("async"))
        // The app's async methods run off the main actor: wait (bounded) for their answers to come back.
        await waitUntil { done in
            server.onShow = done
            center.advance(by: 0)
        }
        #expect(server.shown.count == 1, "the async willPresent answered .banner")
        await waitUntil { done in
            delegate.onResponse = { DispatchQueue.main.async(execute: done) }
            server.choose("default", on: server.shown[0].id)
        }
        #expect(delegate.responses == [UNNotificationDefaultActionIdentifier])
        withExtendedLifetime(center) {}
    }
}

/// Runs `start`, which calls `done` when what it waits for has happened; gives up after ten seconds.
@MainActor func waitUntil(_ start: (@escaping @MainActor @Sendable () -> Void) -> Void) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let once = OnceFlag(continuation)
        DispatchQueue.main.asyncAfter(deadline: .now() + 10) { once.fire() }
        start { once.fire() }
    }
}

/// Resumes a continuation once.
@MainActor final class OnceFlag {
    private var continuation: CheckedContinuation<Void, Never>?
    init(_ continuation: CheckedContinuation<Void, Never>) { self.continuation = continuation }
    func fire() {
        continuation?.resume()
        continuation = nil
    }
}

/// A delegate written with the `async` forms only.
final class AsyncDelegate: NSObject, UNUserNotificationCenterDelegate, @unchecked Sendable {
    var responses: [String] = []
    var onResponse: (@Sendable () -> Void)?

    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification) async
        -> UNNotificationPresentationOptions
    { [.banner] }

    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {
        responses.append(response.actionIdentifier)
        onResponse?()
    }
}
