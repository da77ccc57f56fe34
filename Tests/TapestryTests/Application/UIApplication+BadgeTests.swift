import Foundation
import Testing

@_spi(Backend) @testable import Tapestry

/// The icon's badge number: kept by the application and handed to the desktop's launcher once per change.
@MainActor
@Suite(.serialized) struct UIApplicationBadgeTests {
    @Test func aNewNumberReachesTheLauncherOnce() {
        UIApplication.replaceShared()
        var shown: [Int] = []
        UIApplication.badgePresenter = { shown.append($0) }
        defer { UIApplication.badgePresenter = nil }
        let application = UIApplication.shared
        #expect(application.applicationIconBadgeNumber == 0)
        application.applicationIconBadgeNumber = 4
        application.applicationIconBadgeNumber = 4
        application.applicationIconBadgeNumber = 0
        #expect(application.applicationIconBadgeNumber == 0)
        #expect(shown == [4, 0], "once per change")
    }
}
