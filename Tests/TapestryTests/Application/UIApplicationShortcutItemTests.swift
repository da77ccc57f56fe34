import Foundation
import Testing

@testable import Tapestry

/// Shortcut items: kept by the application, mutable in their mutable kind, and handed to the delegates by the
/// app's code (a desktop's launcher reads actions from the app's `.desktop` file instead).
@MainActor
@Suite struct UIApplicationShortcutItemTests {
    @Test func itemsAreKeptAndTheMutableKindChanges() {
        UIApplication.replaceShared()
        let compose = UIApplicationShortcutItem(
            type: "org.example.compose", localizedTitle: "New Message", localizedSubtitle: "To anyone",
            icon: UIApplicationShortcutIcon(type: .compose))
        let search = UIMutableApplicationShortcutItem(type: "org.example.search", localizedTitle: "Search")
        search.localizedTitle = "Find"
        search.icon = UIApplicationShortcutIcon(systemImageName: "magnifyingglass")
        UIApplication.shared.shortcutItems = [compose, search]
        #expect(UIApplication.shared.shortcutItems?.map(\.localizedTitle) == ["New Message", "Find"])
        #expect(compose.icon?.iconType == .compose && search.icon?.name == "magnifyingglass")
        #expect(compose.localizedSubtitle == "To anyone" && search.type == "org.example.search")
    }

    @Test func aDelegateThatDoesNotPerformAnswersFalse() {
        final class Quiet: NSObject, UIApplicationDelegate {}
        let item = UIApplicationShortcutItem(type: "t", localizedTitle: "T")
        var answer: Bool?
        Quiet().application(UIApplication.shared, performActionFor: item) { answer = $0 }
        #expect(answer == false)
    }
}
