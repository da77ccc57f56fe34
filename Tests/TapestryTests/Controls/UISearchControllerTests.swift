import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The search controller: its updater hears every change, and Cancel ends the search.
@MainActor
@Suite struct UISearchControllerTests {
    @Test func aSearchControllerReportsEveryChangeAndCancelEnds() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Filter: UISearchResultsUpdating {
            var seen: [String] = []
            func updateSearchResults(for searchController: UISearchController) {
                seen.append("\(searchController.isActive) \(searchController.searchBar.text ?? "")")
            }
        }
        let (window, root, synthesizer) = makeWindow()
        let search = UISearchController()
        let filter = Filter()
        search.searchResultsUpdater = filter
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        root.addSubview(search.searchBar)
        window.layoutIfNeeded()
        synthesizer.tap(at: CGPoint(x: 100, y: 28))
        synthesizer.type("ab")
        #expect(filter.seen == ["true ", "true a", "true ab"])
        #expect(search.searchBar.showsCancelButton)
        window.layoutIfNeeded()
        let cancel = search.searchBar.cancelButtonView
        synthesizer.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
        #expect(!search.isActive && filter.seen.last == "false ")
    }

    @Test func theDelegateHearsTheSearchBeginAndEndAndResultsShowWhileThereIsText() {
        UIApplication.replaceShared()
        final class Listener: UISearchControllerDelegate, UISearchResultsUpdating {
            var calls: [String] = []
            func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
            func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
            func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
            func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
            func updateSearchResults(for searchController: UISearchController) {
                calls.append("update \(searchController.searchBar.selectedScopeButtonIndex)")
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let content = UIViewController()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let listener = Listener()
        search.delegate = listener
        search.searchResultsUpdater = listener
        search.searchBar.scopeButtonTitles = ["All", "Recent"]
        content.navigationItem.searchController = search
        window.rootViewController = UINavigationController(rootViewController: content)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let synthesizer = EventSynthesizer(window: window)
        let bar = search.searchBar
        #expect(bar.frame.height == 56 && !bar.showsScopeBar)
        synthesizer.tap(at: bar.convert(CGPoint(x: 100, y: 28), to: window))
        window.layoutIfNeeded()
        #expect(listener.calls == ["willPresent", "update 0", "didPresent"])
        #expect(bar.showsCancelButton && bar.showsScopeBar && bar.frame.height == 100, "the scope bar shows")
        #expect(!search.showsSearchResultsController && results.viewIfLoaded?.superview == nil)
        synthesizer.type("a")
        window.layoutIfNeeded()
        #expect(search.showsSearchResultsController)
        #expect(results.view.superview != nil && results.view.frame.minY == bar.frame.maxY, "below the bar")
        search.isActive = false
        window.layoutIfNeeded()
        #expect(listener.calls.suffix(3) == ["willDismiss", "update 0", "didDismiss"])
        #expect(results.view.superview == nil && bar.frame.height == 56)
    }

}
