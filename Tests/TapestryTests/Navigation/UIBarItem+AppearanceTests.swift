import Foundation
import Testing

@testable import Tapestry

/// Bar items' title attributes and their appearance proxies, as apps style their bars.
@MainActor
@Suite struct UIBarItemAppearanceTests {
    func showItem(_ item: UIBarButtonItem) throws -> UIButton {
        let (window, _, _) = makeWindow()
        let content = UIViewController()
        content.navigationItem.rightBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: content)
        window.layoutIfNeeded()
        return try #require(item.value(forKey: "view") as? UIButton)
    }

    @Test func anItemsTitleAttributesSetItsButtonsFontAndColours() throws {
        UIApplication.replaceShared()
        let item = UIBarButtonItem(title: "Save")
        item.setTitleTextAttributes(
            [.foregroundColor: UIColor.systemRed, .font: UIFont.boldSystemFont(ofSize: 20)], for: .normal)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemGray2], for: .disabled)
        #expect(item.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        #expect(item.titleTextAttributes(for: .highlighted) == nil)
        let button = try showItem(item)
        #expect(button.titleColor(for: .normal) == .systemRed)
        #expect(button.titleColor(for: .disabled) == .systemGray2)
        #expect(button.titleLabel?.font.pointSize == 20)
        item.setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        #expect(button.titleColor(for: .normal) == .systemGreen, "a change reaches the bar")
    }

    @Test func theAppearanceProxyStylesEveryItemOfTheClassUnlessTheItemSaysOtherwise() throws {
        UIApplication.replaceShared()
        UIBarButtonItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemOrange], for: .normal)
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal)?.count == 1)
        let plain = try showItem(UIBarButtonItem(title: "Edit"))
        #expect(plain.titleColor(for: .normal) == .systemOrange)
        let own = UIBarButtonItem(title: "Done")
        own.setTitleTextAttributes([.foregroundColor: UIColor.systemPurple], for: .normal)
        #expect(try showItem(own).titleColor(for: .normal) == .systemPurple, "the item's own wins")

        UIApplication.replaceShared()
        #expect(UIBarButtonItem.appearance().titleTextAttributes(for: .normal) == nil, "a new application forgets")
        UIBarButtonItem.appearance().tintColor = .systemPink
        #expect(try showItem(UIBarButtonItem(title: "Add")).titleColor(for: .normal) == .systemPink)
    }

    @Test func aTabItemsAttributesForTheSelectedStateColourTheSelectedTab() throws {
        UIApplication.replaceShared()
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemBrown], for: .normal)
        UITabBarItem.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemTeal], for: .selected)
        let tabs = UITabBarController()
        let first = UIViewController(), second = UIViewController()
        first.title = "One"
        second.title = "Two"
        tabs.viewControllers = [first, second]
        let (window, _, _) = makeWindow()
        window.rootViewController = tabs
        window.layoutIfNeeded()
        let buttons = tabs.tabBar.tabButtons
        #expect(buttons[0].titleColor(for: .normal) == .systemTeal, "the selected tab")
        #expect(buttons[1].titleColor(for: .normal) == .systemBrown)
    }
}
