import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Context menus of table rows and collection view items: asked of the list's delegate for the row under a
/// secondary click or a long press, told as they show and end; a long press where there is no menu stays a
/// touch (the row is selected).
@MainActor
@Suite struct ListContextMenuTests {
    /// A table controller whose rows 1 and 2 have a menu, written as a UIKit subclass writes it (`override`).
    final class Notes: UITableViewController {
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 4 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        }
        override func tableView(
            _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("asked \(indexPath.row)")
            guard indexPath.row == 1 || indexPath.row == 2 else { return nil }
            return UIContextMenuConfiguration(identifier: indexPath as NSIndexPath, previewProvider: nil) { _ in
                UIMenu(children: [
                    UIAction(title: "Flag \(indexPath.row)") { [weak self] _ in self?.log.append("flag") }
                ])
            }
        }
        override func tableView(
            _ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { log.append("display \((configuration.identifier as? NSIndexPath)?.row ?? -1)") }
        override func tableView(
            _ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
            animator: (any UIContextMenuInteractionAnimating)?
        ) { log.append("end") }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, performPrimaryActionForRowAt indexPath: IndexPath) {
            log.append("primary \(indexPath.row)")
        }
        override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { log.append("decelerated") }
    }

    func show(_ controller: UIViewController) -> UIWindow {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    func middle(of view: UIView, in window: UIWindow) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    }

    @Test func aSecondaryClickOnARowOpensItsMenuAndItsActionRuns() throws {
        let notes = Notes()
        let window = show(notes)
        let row = try #require(notes.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(UIApplication.shared.input.secondaryClick(at: middle(of: row, in: window), in: window))
        #expect(notes.log == ["asked 1", "display 1"])
        let menu = try #require(UIMenuPresentation.openMenus.first)
        let keys = EventSynthesizer(window: menu)
        keys.press(.downArrow)
        keys.press(.select)
        #expect(notes.log == ["asked 1", "display 1", "end", "flag"])
    }

    @Test func aRowWithoutAMenuOpensNoneAndALongPressOnItSelectsIt() throws {
        let notes = Notes()
        let window = show(notes)
        let row = try #require(notes.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(!UIApplication.shared.input.secondaryClick(at: middle(of: row, in: window), in: window))
        #expect(UIMenuPresentation.openMenus.isEmpty)
        notes.log.removeAll()
        EventSynthesizer(window: window).longPress(on: row)
        #expect(notes.log.contains("select 3"), "the long press stayed the row's touch")
        #expect(notes.log.suffix(2) == ["select 3", "primary 3"], "a tap's choice is the row's primary action")
    }

    @Test func aLongPressOnARowWithAMenuOpensIt() throws {
        let notes = Notes()
        let window = show(notes)
        let row = try #require(notes.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
        EventSynthesizer(window: window).longPress(on: row)
        #expect(notes.log.contains("display 2"))
        #expect(notes.log.filter { $0 == "asked 2" }.count == 1, "the delegate is asked once per press")
        #expect(!notes.log.contains("select 2"))
        UIMenuPresentation.dismissAll()
    }

    /// A grid whose items report their highlight, display and menus (the iOS 16 form with index paths).
    final class Grid: UICollectionViewController {
        var log: [String] = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            60
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        override func collectionView(
            _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
            point: CGPoint
        ) -> UIContextMenuConfiguration? {
            log.append("menu \(indexPaths.map(\.item))")
            let go = UIAction(title: "Go") { _ in }
            return UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [go]) })
        }
        override func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
            log.append("highlight \(indexPath.item)")
        }
        override func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
            log.append("unhighlight \(indexPath.item)")
        }
        override func collectionView(
            _ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath
        ) {
            log.append("primary \(indexPath.item)")
        }
        override func collectionView(
            _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
            forItemAt indexPath: IndexPath
        ) { log.append("gone \(indexPath.item)") }
    }

    @Test func aCollectionViewsItemsHighlightOpenMenusAndLeaveTheScreenAsTheDelegateHears() throws {
        let grid = Grid()
        let window = show(grid)
        let collection = grid.collectionView!
        let fourth = try #require(collection.cellForItem(at: IndexPath(item: 4, section: 0)))
        EventSynthesizer(window: window).tap(at: middle(of: fourth, in: window))
        #expect(grid.log == ["highlight 4", "unhighlight 4", "primary 4"])
        grid.log.removeAll()
        #expect(UIApplication.shared.input.secondaryClick(at: middle(of: fourth, in: window), in: window))
        #expect(grid.log == ["menu [4]"])
        UIMenuPresentation.dismissAll()
        grid.log.removeAll()
        collection.allowsMultipleSelection = true
        collection.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        let first = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(UIApplication.shared.input.secondaryClick(at: middle(of: first, in: window), in: window))
        #expect(
            grid.log == ["menu [0, 1, 4]"],
            "a click on one of several selected items is for all of them (4 stayed selected from the tap)")
        UIMenuPresentation.dismissAll()
        grid.log.removeAll()
        collection.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        window.layoutIfNeeded()
        #expect(grid.log.contains("gone 0") && grid.log.contains("gone 4"))
    }
}
