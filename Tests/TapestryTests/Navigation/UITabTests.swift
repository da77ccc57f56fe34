import Foundation
import Testing

@testable import Tapestry

/// Tabs as objects (UITab): the provider's controller made once when first needed, its bar item following
/// the tab, groups finding their children and showing the chosen child in their navigation controller, and
/// the search tab.
@MainActor
@Suite struct UITabTests {
    @Test func theProviderRunsOnceAndTheItemFollowsTheTab() throws {
        var made = 0
        let tab = UITab(title: "Inbox", image: UIImage(systemName: "magnifyingglass"), identifier: "inbox") { tab in
            made += 1
            let controller = UIViewController()
            controller.title = tab.identifier
            return controller
        }
        #expect(made == 0, "nothing is made until asked for")
        let controller = try #require(tab.viewController)
        #expect(tab.viewController === controller && made == 1 && controller.title == "inbox")
        let item = try #require(controller.tabBarItem)
        #expect(item.title == "Inbox" && item.image != nil)
        tab.badgeValue = "3"
        tab.title = "Mail"
        tab.isEnabled = false
        #expect(item.badgeValue == "3" && item.title == "Mail" && !item.isEnabled)
        #expect(!tab.hasVisiblePlacement, "not in a tab bar controller")
        #expect(UITab(title: "Plain", image: nil, identifier: "plain").viewController != nil)
    }

    @Test func aGroupFindsItsChildrenAndShowsTheChosenOneInItsNavigationController() throws {
        let drafts = UITab(title: "Drafts", image: nil, identifier: "drafts")
        let nested = UITabGroup(
            title: "Archive", image: nil, identifier: "archive",
            children: [
                UITab(title: "2025", image: nil, identifier: "2025")
            ])
        let sent = UITab(title: "Sent", image: nil, identifier: "sent")
        let group = UITabGroup(title: "Mail", image: nil, identifier: "mail", children: [drafts, nested, sent])
        #expect(group.tab(forIdentifier: "2025")?.parent === nested && drafts.parent === group)
        #expect(group.tab(forIdentifier: "nothing") == nil)
        #expect(group.displayOrderIdentifiers == ["drafts", "archive", "sent"])
        group.managingNavigationController = UINavigationController()
        group.defaultChildIdentifier = "sent"
        let navigation = try #require(group.viewController as? UINavigationController)
        #expect(navigation.viewControllers.first === sent.viewController)
    }

    @Test func theSearchTabIsTitledSearch() {
        let search = UISearchTab { _ in UIViewController() }
        #expect(search.title == "Search" && search.image != nil && search.identifier == "UISearchTab")
    }
}
