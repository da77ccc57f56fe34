import Foundation
import Tapestry
import TapestryTesting

/// The rest of the world for the chaos fuzzer: tables and collection views among the random views (rows that
/// are tapped, selected, inserted, deleted, reloaded and scrolled), a navigation stack presented over the stage
/// with pushes and pops, animated and interactive (a drag from the left edge), alerts with actions, context
/// menus opened by a secondary click, hover styles on random views, and a run-loop observer that mutates the
/// world from inside a frame step, before its layout. Their callbacks mutate the world too.
@MainActor
final class WorldChaos {
    unowned let fuzzer: ChaosFuzzer
    /// How many kinds of mutation it adds to the fuzzer's.
    static let kinds = 9
    private let source: ChaosListSource
    private let menus: ChaosMenus

    init(fuzzer: ChaosFuzzer) {
        self.fuzzer = fuzzer
        source = ChaosListSource(fuzzer: fuzzer)
        menus = ChaosMenus(fuzzer: fuzzer)
    }

    private func chance(_ p: Double) -> Bool { fuzzer.chance(p) }
    private func int(_ range: Range<Int>) -> Int { fuzzer.int(range) }

    /// A table or a collection view for the fuzzer to add among its views.
    func makeList(frame: CGRect) -> UIView {
        if chance(0.6) {
            let table = UITableView(frame: frame, style: chance(0.5) ? .plain : .insetGrouped)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = source
            table.allowsMultipleSelection = chance(0.3)
            return table
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 30)
        let collection = UICollectionView(frame: frame, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        return collection
    }

    func mutate(_ kind: Int) {
        switch kind {
        case 0: tableChaos()
        case 1: navigationChaos()
        case 2: collectionChaos()
        case 3: alertChaos()
        case 4: menuChaos()
        case 5: interactivePop()
        case 7: hoverStyleChaos()
        case 8: observerChaos()
        default: collectionChaos()
        }
    }

    /// Gives a random view a hover style (highlight or lift, in its own shape, a capsule or a rectangle), turns
    /// one off, or takes one away; the pointer's walks and the tear-down must cope.
    private func hoverStyleChaos() {
        guard let view = fuzzer.anyView() else { return }
        fuzzer.log("hover style")
        switch int(0..<4) {
        case 0: view.hoverStyle = nil
        case 1: view.hoverStyle?.isEnabled.toggle()
        default:
            let shapes: [UIShape?] = [nil, .capsule, .rect(cornerRadius: 6), .circle]
            let shape = shapes[int(0..<shapes.count)]
            view.hoverStyle =
                chance(0.5) ? UIHoverStyle(effect: .highlight, shape: shape) : UIHoverStyle(effect: .lift, shape: shape)
        }
    }

    /// The main run loop's observer: added (it may mutate before a step's layout, once or every step) or
    /// invalidated.
    private var observer: CFRunLoopObserver?

    private func observerChaos() {
        if let observer {
            fuzzer.log("run-loop observer: invalidate")
            CFRunLoopObserverInvalidate(observer)
            self.observer = nil
            return
        }
        fuzzer.log("run-loop observer: add")
        let activities: CFRunLoopActivity = chance(0.5) ? .beforeWaiting : [.beforeTimers, .afterWaiting]
        observer = CFRunLoopObserverCreateWithHandler(nil, activities.rawValue, chance(0.7), 0) {
            [unowned fuzzer] _, _ in fuzzer.maybeMutate(from: "run-loop observer")
        }
        CFRunLoopAddObserver(CFRunLoopGetMain(), observer, .commonModes)
    }

    /// Takes the observer off the main run loop (it outlives the fuzzer's world otherwise).
    func tearDown() {
        if let observer { CFRunLoopObserverInvalidate(observer) }
        observer = nil
    }

    private var tables: [UITableView] {
        fuzzer.liveViewsInWindow.compactMap { $0 as? UITableView }
    }

    private func tableChaos() {
        guard let table = tables.randomElement(using: &fuzzer.random) else { return }
        let rows = table.numberOfRows(inSection: 0)
        fuzzer.log("table chaos (\(rows) rows)")
        switch int(0..<6) {
        case 0:
            source.setRows(rows + int(-5..<6), of: table)
            table.reloadData()
        case 1:
            guard rows > 0 else { return }
            source.setRows(rows - 1, of: table)
            table.deleteRows(at: [IndexPath(row: int(0..<rows), section: 0)], with: .automatic)
        case 2:
            source.setRows(rows + 1, of: table)
            table.insertRows(at: [IndexPath(row: int(0..<rows + 1), section: 0)], with: .automatic)
        case 3:
            guard rows > 0 else { return }
            table.scrollToRow(at: IndexPath(row: int(0..<rows), section: 0), at: .middle, animated: chance(0.5))
        case 4:
            guard rows > 0 else { return }
            table.selectRow(at: IndexPath(row: int(0..<rows), section: 0), animated: chance(0.5), scrollPosition: .none)
        default:
            table.setEditing(!table.isEditing, animated: chance(0.5))
        }
    }

    private func collectionChaos() {
        guard
            let collection = fuzzer.liveViewsInWindow.compactMap({ $0 as? UICollectionView }).randomElement(
                using: &fuzzer.random)
        else { return }
        fuzzer.log("collection chaos")
        if chance(0.5) {
            source.setRows(source.rows(of: collection) + int(-5..<6), of: collection)
            collection.reloadData()
        } else {
            collection.setContentOffset(CGPoint(x: 0, y: CGFloat(int(0..<300))), animated: chance(0.5))
        }
    }

    /// The navigation controller presented over the stage, if any.
    private var navigation: UINavigationController? {
        fuzzer.rootController?.presentedViewController as? UINavigationController
    }

    private func listController() -> UIViewController {
        let controller = UIViewController()
        controller.title = "List \(int(0..<100))"
        let list = makeList(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        list.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        controller.view.addSubview(list)
        fuzzer.track(list)
        return controller
    }

    private func navigationChaos() {
        guard let root = fuzzer.rootController else { return }
        if let navigation {
            fuzzer.log("navigation: \(navigation.viewControllers.count) deep")
            // Dismissed as often as it grows, so the stage under it stays in play.
            switch int(0..<5) {
            case 0, 1: navigation.pushViewController(listController(), animated: chance(0.7))
            case 2: navigation.popViewController(animated: chance(0.7))
            default: navigation.dismiss(animated: chance(0.7), completion: nil)
            }
        } else if root.presentedViewController == nil {
            fuzzer.log("navigation: present")
            let navigation = UINavigationController(rootViewController: listController())
            navigation.modalPresentationStyle = chance(0.5) ? .fullScreen : .pageSheet
            root.present(navigation, animated: chance(0.7), completion: nil)
        }
    }

    /// A drag from the left edge of a pushed controller: the interactive pop, finished or abandoned.
    private func interactivePop() {
        guard let navigation, navigation.viewControllers.count > 1, fuzzer.noTouchesDown else { return }
        fuzzer.log("interactive pop")
        let y = CGFloat(int(100..<300))
        fuzzer.drag(from: CGPoint(x: 2, y: y), to: CGPoint(x: CGFloat(int(20..<380)), y: y + 10))
    }

    private func alertChaos() {
        guard let root = fuzzer.rootController else { return }
        if let alert = root.presentedViewController as? UIAlertController {
            fuzzer.log("alert: dismiss")
            alert.dismiss(animated: chance(0.5), completion: nil)
            return
        }
        guard root.presentedViewController == nil else { return }
        fuzzer.log("alert: present")
        let alert = UIAlertController(
            title: "Chaos", message: "Step \(fuzzer.step)", preferredStyle: chance(0.7) ? .alert : .actionSheet)
        for title in ["OK", "Again", "Cancel"].prefix(int(1..<4)) {
            alert.addAction(
                UIAlertAction(title: title, style: title == "Cancel" ? .cancel : .default) { [unowned fuzzer] _ in
                    fuzzer.maybeMutate(from: "alert action")
                })
        }
        root.present(alert, animated: chance(0.7), completion: nil)
    }

    private func menuChaos() {
        guard let view = fuzzer.anyView(), view.window != nil else { return }
        fuzzer.log("context menu")
        if !view.interactions.contains(where: { $0 is UIContextMenuInteraction }) {
            view.addInteraction(UIContextMenuInteraction(delegate: menus))
        }
        let point = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
        if let window = view.window { UIApplication.shared.input.secondaryClick(at: point, in: window) }
    }
}

/// Rows and items for every list in the world; selecting one mutates it.
@MainActor
final class ChaosListSource: NSObject, UITableViewDataSource, UITableViewDelegate, UICollectionViewDataSource,
    UICollectionViewDelegate
{
    unowned let fuzzer: ChaosFuzzer
    /// Each list's own count (a list's updates must match its data, or UIKit stops the program).
    private var counts: [ObjectIdentifier: Int] = [:]
    init(fuzzer: ChaosFuzzer) { self.fuzzer = fuzzer }

    func rows(of list: UIView) -> Int { counts[ObjectIdentifier(list)] ?? 40 }
    func setRows(_ rows: Int, of list: UIView) { counts[ObjectIdentifier(list)] = max(0, rows) }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows(of: tableView) }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        fuzzer.maybeMutate(from: "row selected")
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        rows(of: collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        cell.backgroundColor = indexPath.item % 2 == 0 ? .systemTeal : .systemOrange
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        fuzzer.maybeMutate(from: "item selected")
    }
}

/// Context menus whose actions mutate the world.
@MainActor
final class ChaosMenus: NSObject, UIContextMenuInteractionDelegate {
    unowned let fuzzer: ChaosFuzzer
    init(fuzzer: ChaosFuzzer) { self.fuzzer = fuzzer }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { [unowned fuzzer] _ in
            UIMenu(children: [
                UIAction(title: "Mutate") { _ in fuzzer.maybeMutate(from: "menu action") },
                UIAction(title: "Nothing") { _ in },
            ])
        }
    }
}
