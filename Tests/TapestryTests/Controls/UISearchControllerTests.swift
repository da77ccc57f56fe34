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
}
