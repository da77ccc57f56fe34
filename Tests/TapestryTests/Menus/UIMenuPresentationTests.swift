import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Menus: a context menu on a secondary click or a long press, keyboard navigation, submenus, dismissal
/// (SEMANTICS §12.5).
@MainActor
@Suite struct UIMenuPresentationTests {
    final class MenuDelegate: UIContextMenuInteractionDelegate {
        var chosen: [String] = []
        func contextMenuInteraction(
            _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
        ) -> UIContextMenuConfiguration? {
            UIContextMenuConfiguration(actionProvider: { _ in
                UIMenu(children: [
                    UIAction(title: "Copy") { [unowned self] _ in self.chosen.append("Copy") },
                    UIAction(title: "Paste", attributes: .disabled) { [unowned self] _ in self.chosen.append("Paste") },
                    UIMenu(
                        options: .displayInline,
                        children: [
                            UIAction(title: "Delete", attributes: .destructive) { [unowned self] _ in
                                self.chosen.append("Delete")
                            }
                        ]),
                    UIMenu(
                        title: "Share",
                        children: [
                            UIAction(title: "Mail") { [unowned self] _ in self.chosen.append("Mail") }
                        ]),
                ])
            })
        }
    }

    func stage() -> (UIWindow, UIView, MenuDelegate, EventSynthesizer) {
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let target = UIView(frame: CGRect(x: 20, y: 20, width: 200, height: 100))
        window.rootViewController!.view.addSubview(target)
        let delegate = MenuDelegate()
        target.addInteraction(UIContextMenuInteraction(delegate: delegate))
        return (window, target, delegate, EventSynthesizer(window: window))
    }

    @Test func aSecondaryClickOpensTheMenuThereAndTheKeysChoose() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, delegate, _) = stage()
        #expect(UIApplication.shared.input.secondaryClick(at: CGPoint(x: 60, y: 70), in: window))
        guard let menu = UIMenuPresentation.openMenus.first else {
            Issue.record("no menu opened")
            return
        }
        #expect(menu.frame.origin == CGPoint(x: 160, y: 120), "at the click, in screen coordinates")
        #expect(menu.presentsAsPopup && menu.isKeyWindow)
        let keys = EventSynthesizer(window: menu)
        keys.press(.downArrow)  // Copy
        keys.press(.downArrow)  // Delete (Paste is disabled)
        keys.press(.select)
        #expect(delegate.chosen == ["Delete"])
        #expect(UIMenuPresentation.openMenus.isEmpty)
        #expect(window.isKeyWindow, "the key window is back")
    }

    @Test func submenusOpenBesideAndAClickOutsideDismisses() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, target, delegate, synthesizer) = stage()
        // A long press opens it too.
        let touch = synthesizer.touchDown(at: CGPoint(x: 60, y: 70))
        synthesizer.advance(by: 0.6)
        synthesizer.touchUp(touch)
        #expect(UIMenuPresentation.openMenus.count == 1)
        let keys = EventSynthesizer(window: UIMenuPresentation.openMenus[0])
        keys.press(.upArrow)  // the last row: Share
        keys.press(.rightArrow)
        #expect(UIMenuPresentation.openMenus.count == 2)
        let submenu = EventSynthesizer(window: UIMenuPresentation.openMenus[1])
        submenu.press(.downArrow)
        submenu.press(.select)
        #expect(delegate.chosen == ["Mail"])
        // Open again and click elsewhere in the app: it closes and the click goes no further.
        var tapped = 0
        target.addGestureRecognizer(UITapGestureRecognizer { _ in tapped += 1 })
        UIApplication.shared.input.secondaryClick(at: CGPoint(x: 60, y: 70), in: window)
        #expect(UIMenuPresentation.openMenus.count == 1)
        synthesizer.tap(at: CGPoint(x: 100, y: 100))
        #expect(UIMenuPresentation.openMenus.isEmpty)
        #expect(tapped == 0)
    }

    @Test func aButtonShowsItsMenuAsItsPrimaryAction() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, _, synthesizer) = stage()
        var sorted: String?
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 200, width: 100, height: 40)
        button.setTitle("Sort", for: .normal)
        button.menu = UIMenu(
            options: .singleSelection,
            children: [
                UIAction(title: "Name", state: .on) { _ in sorted = "name" },
                UIAction(title: "Date") { _ in sorted = "date" },
            ])
        button.showsMenuAsPrimaryAction = true
        window.rootViewController!.view.addSubview(button)
        synthesizer.tap(at: CGPoint(x: 70, y: 220))
        let menu = UIMenuPresentation.openMenus.first
        #expect(menu?.frame.origin == CGPoint(x: 120, y: 294), "below the button")
        // Click "Date" (the second row: 6 + 30 + 15 down).
        EventSynthesizer(window: menu!).tap(at: CGPoint(x: 60, y: 51))
        #expect(sorted == "date")
        #expect(button.menu?.children.map(\.state) == [.off, .on], "single selection moved the checkmark")
    }
}
