import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A bubble that copies its text and has a custom "Reply" action, as a chat cell offers them.
@MainActor
private final class BubbleView: UIView {
    var replies = 0
    override var canBecomeFirstResponder: Bool { true }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector(UIResponderStandardEditActions.copy(_:)) || action == Selector(Self.reply(_:))
    }
    override func copy(_ sender: Any?) { UIPasteboard.general.string = "hello" }
    func reply(_ sender: Any?) { replies += 1 }
}

/// The shared menu controller: its commands, custom items, notifications and hiding.
@MainActor
@Suite struct UIMenuControllerTests {
    @Test func theMenuShowsTheChainsCommandsAndCustomItemsWithItsNotifications() throws {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let bubble = BubbleView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
        root.addSubview(bubble)
        #expect(bubble.becomeFirstResponder())
        let controller = UIMenuController.shared
        #expect(controller === UIMenuController.shared)
        var posted: [String] = []
        let names = [
            UIMenuController.willShowMenuNotification, UIMenuController.didShowMenuNotification,
            UIMenuController.willHideMenuNotification, UIMenuController.didHideMenuNotification,
        ]
        let observers = names.map { name in
            NotificationCenter.default.addObserver(forName: name, object: controller, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { posted.append(raw) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        controller.menuItems = [
            UIMenuItem(title: "Reply", action: Selector(BubbleView.reply(_:))),
            UIMenuItem(title: "Forward", action: Selector(UITableView.reloadData)),
        ]
        defer { controller.menuItems = nil }
        controller.showMenu(from: bubble, rect: bubble.bounds)
        #expect(controller.isMenuVisible)
        let menu = try #require(UIMenuPresentation.openMenus.first)
        #expect(controller.menuFrame == menu.frame && menu.frame.minY == window.frame.minY + 90, "below the rect")
        #expect(
            posted == ["UIMenuControllerWillShowMenuNotification", "UIMenuControllerDidShowMenuNotification"])
        let keys = EventSynthesizer(window: menu)
        keys.press(.upArrow)  // the last row: Reply (Forward is not offered: nothing performs it)
        keys.press(.select)
        #expect(bubble.replies == 1)
        #expect(!controller.isMenuVisible && UIMenuPresentation.openMenus.isEmpty)
        #expect(
            posted.suffix(2) == ["UIMenuControllerWillHideMenuNotification", "UIMenuControllerDidHideMenuNotification"])
        controller.showMenu(from: bubble, rect: bubble.bounds)
        controller.hideMenu(from: root)
        #expect(controller.isMenuVisible, "shown from another view")
        controller.hideMenu()
        #expect(!controller.isMenuVisible && controller.menuFrame == .zero)
    }
}
