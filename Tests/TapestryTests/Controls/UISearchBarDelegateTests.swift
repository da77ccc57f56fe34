import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Logs what a search bar tells it and may refuse a change of text.
@MainActor
private final class SearchLog: UISearchBarDelegate {
    var log: [String] = []
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("begin") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != "!"
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope \(selectedScope)")
    }
}

/// A search bar's delegate (UISearchBarDelegate): every method optional with UIKit's defaults; typing, Return,
/// Cancel and scopes told in order; a refused change not made.
@MainActor
@Suite struct UISearchBarDelegateTests {
    @Test func aDelegateThatImplementsNothingAllowsEverything() {
        final class Silent: UISearchBarDelegate {}
        let bar = UISearchBar()
        let silent = Silent()
        #expect(silent.searchBarShouldBeginEditing(bar) && silent.searchBarShouldEndEditing(bar))
        #expect(silent.searchBar(bar, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "a"))
        #expect(silent.position(for: bar) == .any)
    }

    @Test func typingReturnCancelAndScopesAreTold() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.showsCancelButton = true
        bar.scopeButtonTitles = ["All", "Mine"]
        bar.showsScopeBar = true
        bar.frame.size.height = bar.sizeThatFits(CGSize(width: 320, height: 0)).height
        root.addSubview(bar)
        let log = SearchLog()
        bar.delegate = log
        window.layoutIfNeeded()
        _ = bar.searchTextField.becomeFirstResponder()
        synthesizer.type("a!b")
        #expect(bar.text == "ab")
        synthesizer.type("\r")
        bar.selectedScopeButtonIndex = 1
        #expect(!log.log.contains("scope 1"), "a scope set by code is not told")
        window.layoutIfNeeded()
        let all = bar.scopeBar.convert(
            CGPoint(x: bar.scopeBar.bounds.width * 0.25, y: bar.scopeBar.bounds.midY), to: window)
        synthesizer.tap(at: all)
        synthesizer.tap(on: bar.cancelButton)
        #expect(log.log == ["begin", "text a", "text ab", "search", "scope 0", "cancel"])
        #expect(bar.selectedScopeButtonIndex == 0)
    }
}
