import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Search suggestions: a list under the field while it is edited, picked by a click or ↓ and Return.
@MainActor
@Suite struct UISearchTextFieldSuggestionsTests {
    @Test func suggestionsShowUnderTheFieldAndAPickReachesTheDelegateAndTheUpdater() {
        UIApplication.replaceShared()
        final class Listener: UISearchResultsUpdating, UISearchBarDelegate, UISearchTextFieldDelegate {
            var heard: [String] = []
            func updateSearchResults(for searchController: UISearchController) {}
            func updateSearchResults(
                for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
            ) {
                heard.append("updater \(searchSuggestion.localizedSuggestion ?? "")")
            }
            func searchTextField(_ searchTextField: UISearchTextField, didSelect suggestion: any UISearchSuggestion) {
                heard.append("delegate \(suggestion.localizedSuggestion ?? "")")
            }
        }
        let (window, root, synthesizer) = makeWindow()
        let search = UISearchController()
        let listener = Listener()
        search.searchResultsUpdater = listener
        search.searchBar.delegate = listener
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        root.addSubview(search.searchBar)
        search.searchSuggestions = [
            UISearchSuggestionItem(localizedSuggestion: "Apples"),
            UISearchSuggestionItem(
                localizedSuggestion: "Pears", localizedDescription: "Fruit", iconImage: UIImage(systemName: "leaf")),
        ]
        window.layoutIfNeeded()
        let panel = { window.subviews.first { String(describing: type(of: $0)) == "SearchSuggestionPanel" } }
        #expect(panel() == nil, "not while the field is not edited")
        synthesizer.tap(at: CGPoint(x: 100, y: 28))
        window.layoutIfNeeded()
        let shown = try! #require(panel())
        let field = search.searchBar.searchTextField
        #expect(shown.frame.minY >= field.convert(field.bounds, to: window).maxY && shown.subviews.count == 2)
        let row = shown.subviews[1]
        synthesizer.tap(at: shown.convert(CGPoint(x: row.frame.midX, y: row.frame.midY), to: window))
        #expect(listener.heard == ["delegate Pears", "updater Pears"])
        #expect(panel() == nil, "a pick hides the list")
        synthesizer.type("a")
        search.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Avocados")]
        #expect(panel() != nil, "new suggestions show again")
        synthesizer.press(UIKeyCommand.inputDownArrow)
        synthesizer.type("\n")
        #expect(listener.heard.suffix(2) == ["delegate Avocados", "updater Avocados"] && field.text == "a")
        search.searchSuggestions = [UISearchSuggestionItem(localizedSuggestion: "Bananas")]
        synthesizer.press(UIKeyCommand.inputEscape)
        #expect(panel() == nil, "Escape hides the list")
        #expect(search.isActive, "and leaves the search going")
    }
}
