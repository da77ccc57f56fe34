import Foundation
import Testing

@testable import Tapestry

/// UIKit 26 badges on bar button items: a count, a string or a dot on the button's corner.
@MainActor
@Suite struct UIBarButtonItemBadgeTests {
    func stage(_ item: UIBarButtonItem) -> (UIWindow, UINavigationBar) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let root = UIViewController()
        root.navigationItem.rightBarButtonItem = item
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (window, navigation.navigationBar)
    }

    func badge(on bar: UINavigationBar) -> UILabel? {
        bar.trailingButtons.first?.subviews.lazy.compactMap { $0 as? BarBadgeLabel }.first
    }

    @Test func aCountSitsOnTheButtonsCornerAndFollowsChanges() throws {
        let item = UIBarButtonItem(title: "Inbox", style: .plain, target: nil, action: nil)
        item.badge = .count(3)
        let (window, bar) = stage(item)
        let label = try #require(badge(on: bar))
        let button = try #require(bar.trailingButtons.first)
        #expect(label.text == "3" && label.backgroundColor == .systemRed && label.textColor == .white)
        #expect(label.bounds.height == 16 && label.effectiveRadius(corner: .allCorners) == 8)
        #expect(label.frame.midY <= 16 && label.frame.maxX > button.bounds.midX, "on the top trailing corner")
        item.badge = .count(12)
        #expect(badge(on: bar)?.text == "12")
        item.badge = .count(0)
        #expect(badge(on: bar) == nil, "a zero count shows nothing")
        var custom = UIBarButtonItem.Badge.string("new")
        custom.backgroundColor = .systemBlue
        item.badge = custom
        #expect(badge(on: bar)?.text == "new" && badge(on: bar)?.backgroundColor == .systemBlue)
        item.badge = .indicator()
        #expect(badge(on: bar)?.text == nil && badge(on: bar)?.bounds.size == CGSize(width: 8, height: 8))
        item.badge = nil
        #expect(badge(on: bar) == nil)
        withExtendedLifetime(window) {}
    }
}
