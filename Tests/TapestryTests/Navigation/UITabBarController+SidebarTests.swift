import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The sidebar's settings are kept, and the tabs still show as a bar in `.tabSidebar` mode.
@MainActor
@Suite struct UITabBarControllerSidebarTests {
    @Test func sidebarSettingsAreKeptAndTheBarStillShows() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        let tabs = UITabBarController(tabs: [
            UITab(title: "One", image: nil, identifier: "one") { _ in UIViewController() },
            UITab(title: "Two", image: nil, identifier: "two") { _ in UIViewController() },
        ])
        tabs.mode = .tabSidebar
        tabs.sidebar.isHidden = true
        var header = UIListContentConfiguration.header()
        header.text = "Library"
        tabs.sidebar.headerContentConfiguration = header
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(
            tabs.sidebar.isHidden
                && (tabs.sidebar.headerContentConfiguration as? UIListContentConfiguration)?.text == "Library")
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.window === window && tabs.tabBar.items?.count == 2)
    }
}
