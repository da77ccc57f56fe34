import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A table view controller: its view is a table it serves as data source and delegate, it follows the
/// controller's editing mode, keeps a refresh control set before the table exists, and clears the selection
/// when it comes back.
@MainActor
@Suite struct UITableViewControllerTests {
    final class Fruits: UITableViewController {
        let names = ["Apple", "Pear", "Plum"]
        var selected: [Int] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = names[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            selected.append(indexPath.row)
        }
    }

    @Test func itsViewIsATableItServes() {
        UIApplication.replaceShared()
        let controller = Fruits(style: .insetGrouped)
        let table = controller.tableView!
        #expect(controller.view === table)
        #expect(table.style == .insetGrouped)
        #expect(table.dataSource === controller && table.delegate === controller)
        #expect(UITableViewController(nibName: nil, bundle: nil).style == .plain)
    }

    /// The subclass's overrides fill the table, and a tap reaches its delegate method.
    @Test func theSubclassFillsTheTableAndHearsTaps() {
        UIApplication.replaceShared()
        let controller = Fruits(style: .plain)
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        window.rootViewController = controller
        synthesizer.advance(by: 0)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 3)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.textLabel?.text == "Pear")
        synthesizer.tap(on: cell!)
        #expect(controller.selected == [1])
    }

    @Test func editingAndTheRefreshControlReachTheTable() {
        UIApplication.replaceShared()
        let controller = Fruits(style: .plain)
        let refresh = UIRefreshControl()
        controller.refreshControl = refresh
        #expect(controller.tableView.refreshControl === refresh, "set before the table existed")
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
        controller.setEditing(false, animated: false)
        #expect(!controller.tableView.isEditing)
    }

    /// Coming back, the selection is cleared unless the controller keeps it.
    @Test func theSelectionClearsWhenTheControllerReappears() {
        UIApplication.replaceShared()
        let controller = Fruits(style: .plain)
        let navigation = UINavigationController(rootViewController: controller)
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        window.rootViewController = navigation
        synthesizer.advance(by: 0)
        let first = IndexPath(row: 0, section: 0)
        controller.tableView.selectRow(at: first, animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        synthesizer.advance(by: 1)
        #expect(controller.tableView.indexPathsForSelectedRows == nil)
        controller.clearsSelectionOnViewWillAppear = false
        controller.tableView.selectRow(at: first, animated: false, scrollPosition: .none)
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        synthesizer.advance(by: 1)
        #expect(controller.tableView.indexPathsForSelectedRows == [first])
    }
}
