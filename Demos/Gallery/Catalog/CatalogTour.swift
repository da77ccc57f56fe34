import CX11
import Foundation
import Tapestry
import TapestryX11

extension Tour {
    /// The catalog's tour: every screen opened by a real click on its row, used a little, screenshotted, and
    /// left by the back button; then the edge swipe, a menu and an alert.
    func runCatalog() -> Never {
        let catalog = CatalogDelegate()
        launch(catalog)
        settle(0.4)
        let window = catalog.window!
        let navigation = catalog.navigation!
        shoot(window, "catalog-root")
        // What to do on some screens before the screenshot.
        let extras: [String: [Action]] = [
            "Buttons": [.tap("Sort by…")],
            // The edit menu of a field's selected text, opened by a right click.
            "Text fields": [
                .tap("name field"), .type("ada lovelace"), .chord([UInt(XK_Control_L)], UInt(XK_a)),
                .rightClick("name field"), .wait(0.2),
            ],
            // Keyboard focus: Tab past the back button to the first switch, whose halo the screenshot shows.
            "Switches": [.key(UInt(XK_Tab)), .wait(0.1), .key(UInt(XK_Tab)), .wait(0.2)],
            "Alerts": [.tap("show alert"), .wait(0.4)],
            "Sheets": [.tap("show sheet"), .wait(0.8)],
            "Menus": [.rightClick("context target"), .wait(0.2)],
            "Search": [.tap("search field"), .type("an"), .wait(0.2)],
            "Editing a table": [.tap("Edit"), .wait(0.4)],
            // The compact picker's date button opens the calendar in a popover.
            "Date pickers": [.click(74, 102), .wait(0.6)],
        ]
        for (section, group) in catalogSections.enumerated() {
            for (row, entry) in group.entries.enumerated() {
                guard let table = (navigation.topViewController as? UITableViewController)?.tableView else { break }
                let indexPath = IndexPath(row: row, section: section)
                table.scrollToRow(at: indexPath, at: .none, animated: false)
                settle(0.1)
                let rect = table.convert(table.rectForRow(at: indexPath), to: window)
                perform(.click(Int32(rect.midX), Int32(rect.midY)), in: window)
                settle(0.6)
                for action in extras[entry.title] ?? [] { perform(action, in: window) }
                settle(0.3)
                let name = entry.title.lowercased().replacingOccurrences(of: " ", with: "-")
                    .replacingOccurrences(of: "'", with: "")
                shoot(window, "catalog-\(name)")
                if !UIMenuPresentation.openMenus.isEmpty {
                    desktop.chord([], UInt(XK_Escape))
                    settle(0.2)
                }
                if navigation.presentedViewController != nil
                    || navigation.topViewController?.presentedViewController != nil
                {
                    desktop.chord([], UInt(XK_Escape))
                    settle(0.5)
                }
                // Back: the bar's back button.
                perform(.tap("back"), in: window)
                settle(0.6)
            }
        }
        // The interactive pop: push a screen, then drag from the left edge past half the width.
        navigation.pushViewController(SwitchesScreen(), animated: false)
        settle(0.3)
        perform(.drag(from: (3, 300), to: (400, 300)), in: window)
        settle(0.6)
        shoot(window, "catalog-after-edge-swipe")
        print("catalog tour: \(navigation.viewControllers.count) controller(s) on the stack after the edge swipe")
        print("tour: wrote \(steps.count) screenshots to \(directory.path)")
        exit(0)
    }
}
