import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A tab bar's appearance: background, hairline and the items' colours by state, on the bar or one item.
@MainActor
@Suite struct UITabBarAppearanceTests {
    @Test func theBarShowsACopyOfItsAppearanceAndItemsTheirStatesColours() {
        UIApplication.replaceShared()
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
        let first = UITabBarItem(title: "One", image: nil, tag: 0)
        let second = UITabBarItem(title: "Two", image: nil, tag: 1)
        bar.items = [first, second]
        bar.selectedItem = first
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .clear
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemBrown]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.standardAppearance !== appearance, "a copy")
        #expect(bar.backgroundColor == .systemIndigo)
        #expect(bar.tabButtons[0].titleColor(for: .normal) == .systemOrange, "the selected item's icon colour")
        #expect(bar.tabButtons[1].titleColor(for: .normal) == .systemBrown)
        appearance.backgroundColor = .systemPink
        #expect(bar.backgroundColor == .systemIndigo, "changing the original changes nothing")
        // An item's own appearance wins for that item.
        let own = UITabBarAppearance()
        own.stackedLayoutAppearance.normal.iconColor = .systemMint
        second.standardAppearance = own
        #expect(bar.tabButtons[1].titleColor(for: .normal) == .systemMint)
        #expect(bar.tabButtons[0].titleColor(for: .normal) == .systemOrange)
    }

    @Test func theProxySetsEveryTabBarsAppearance() {
        UIApplication.replaceShared()
        defer { UIApplication.replaceShared() }
        let appearance = UITabBarAppearance(barAppearance: UIBarAppearance())
        appearance.backgroundColor = .systemTeal
        UITabBar.appearance().standardAppearance = appearance
        let (window, _, synthesizer) = makeWindow()
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        window.rootViewController = tabs
        synthesizer.advance(by: 0.1)
        #expect(tabs.tabBar.standardAppearance.backgroundColor == .systemTeal)
        #expect(tabs.tabBar.backgroundColor == .systemTeal)
    }
}
