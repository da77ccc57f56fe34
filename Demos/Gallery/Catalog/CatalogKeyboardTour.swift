import CX11
import Foundation
import Tapestry
import TapestryX11

extension Tour {
    /// The catalog with the keyboard alone, through the display's real key events: from the root list, Tab to
    /// the list, Down to each row and Return to open its screen; Tab around the screen until focus comes back,
    /// noting every stop; then Tab to the back button and Space to return. Prints a line a screen, naming any
    /// control on screen that focus never reached, and exits 1 if a screen could not be opened, left, or had
    /// such a control.
    func runCatalogKeyboard() -> Never {
        let catalog = CatalogDelegate()
        launch(catalog)
        settle(0.4)
        let window = catalog.window!
        let navigation = catalog.navigation!
        var failures = 0
        func focused() -> UIFocusItem? { UIFocusSystem.focusSystem(for: window)?.focusedItem }
        for (section, group) in catalogSections.enumerated() {
            for (row, entry) in group.entries.enumerated() {
                guard let table = (navigation.topViewController as? UITableViewController)?.tableView else { break }
                // To the list, then down to the row.
                var tabs = 0
                while focused() !== table, tabs < 10 {
                    press(XK_Tab)
                    tabs += 1
                }
                let target = IndexPath(row: row, section: section)
                var moves = 0
                while table.focusedIndexPath != target, moves < 40 {
                    press(table.focusedIndexPath.map { $0 < target } ?? true ? XK_Down : XK_Up)
                    moves += 1
                }
                press(XK_Return)
                settle(0.6)
                guard navigation.viewControllers.count == 2, let screen = navigation.topViewController else {
                    print("keyboard: \(entry.title): did not open")
                    failures += 1
                    continue
                }
                if !tabAround(window, root: screen.view, title: entry.title) { failures += 1 }
                // Back: Escape first if a menu or sheet is up, then Tab to the back button and Space.
                if navigation.presentedViewController != nil || screen.presentedViewController != nil {
                    press(XK_Escape)
                    settle(0.5)
                }
                var back = 0
                while !(focused().map { describe($0) == "Back" || describe($0) == "Catalog" } ?? false), back < 60 {
                    press(XK_Tab)
                    back += 1
                }
                press(XK_space)
                settle(0.6)
                if navigation.viewControllers.count != 1 {
                    print("keyboard: \(entry.title): Back not reached by the keyboard")
                    failures += 1
                    navigation.popToRootViewController(animated: false)
                    settle(0.3)
                }
            }
        }
        print("keyboard tour: \(failures) failure(s)")
        exit(failures == 0 ? 0 : 1)
    }

    /// The gallery with the keyboard alone: in the gallery's window, Tab to each scenario's button and Space to
    /// open it; in the scenario's window, Tab around until focus comes back, noting every stop. (Going back to
    /// the gallery's window is the desktop's window switching, done here by making it key again.) Prints a line
    /// a scenario and exits 1 if one did not open or had a control focus never reached.
    func runGalleryKeyboard() -> Never {
        let gallery = GalleryDelegate()
        launch(gallery)
        settle(0.4)
        let main = gallery.window!
        var failures = 0
        for (index, scenario) in scenarios.enumerated() {
            main.makeKeyAndVisible()
            settle(0.2)
            let identifier = "scenario \(index + 1)"
            var tabs = 0
            while (UIFocusSystem.focusSystem(for: main)?.focusedItem as? UIView)?.accessibilityIdentifier != identifier,
                tabs < 40
            {
                press(XK_Tab)
                tabs += 1
            }
            press(XK_space)
            settle(0.6)
            guard let window = gallery.scenarioWindows[index], window.isKeyWindow,
                let root = window.rootViewController?.view
            else {
                print("keyboard: \(scenario.title): did not open")
                failures += 1
                continue
            }
            if !tabAround(window, root: root, title: scenario.title) { failures += 1 }
            if let presented = window.rootViewController?.presentedViewController {
                presented.dismiss(animated: false)
            }
        }
        print("keyboard tour: \(failures) failure(s)")
        exit(failures == 0 ? 0 : 1)
    }

    /// Presses a key through the display and lets the app handle it.
    private func press(_ keysym: Int32) {
        desktop.chord([], UInt(keysym))
        settle(0.05)
    }

    /// How a focus stop is named in the tours' lines.
    private func describe(_ item: UIFocusItem?) -> String {
        guard let view = item as? UIView else { return "nothing" }
        return view.accessibilityLabel ?? (view as? UIButton)?.currentTitle ?? String(describing: type(of: view))
    }

    /// Presses Tab in `window` until focus comes back to its first stop, prints the stops, and names the controls
    /// under `root` that focus never reached; returns whether it reached them all.
    private func tabAround(_ window: UIWindow, root: UIView, title: String) -> Bool {
        var stops: [UIFocusItem] = []
        for _ in 0..<60 {
            press(XK_Tab)
            guard let item = UIFocusSystem.focusSystem(for: window)?.focusedItem else { continue }
            if let first = stops.first, first === item { break }
            if !stops.contains(where: { $0 === item }) { stops.append(item) }
        }
        let missed = Self.keyboardControls(in: root, window: window).filter { control in
            !stops.contains { $0 === control }
        }
        print(
            "keyboard: \(title): \(stops.count) stops (\(stops.map(describe).joined(separator: ", ")))"
                + (missed.isEmpty ? "" : "; missed: \(missed.map(describe).joined(separator: ", "))"))
        return missed.isEmpty
    }

    /// The controls a keyboard user must be able to reach on a screen: enabled, on screen controls and
    /// editable text, outside lists (a list is one stop; its rows are reached with the arrows).
    static func keyboardControls(in root: UIView, window: UIWindow) -> [UIView] {
        var result: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01 else { return }
            if view is UITableView || view is UICollectionView {
                result.append(view)
                return
            }
            let frame = view.convert(view.bounds, to: window)
            let onScreen = window.bounds.intersects(frame) && frame.width > 0 && frame.height > 0
            if onScreen, (view as? UIControl)?.isEnabled == true || (view as? UITextView)?.isEditable == true {
                result.append(view)
                if view is UIControl { return }
            }
            view.subviews.forEach(visit)
        }
        visit(root)
        return result
    }
}
