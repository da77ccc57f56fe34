import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIContentUnavailableConfigurationTests {
    /// A list screen that shows an empty state while it has no items, as iOS 17 code writes it.
    func labels(in view: UIView) -> [String] {
        view.subviews.compactMap { ($0 as? UILabel).flatMap { $0.isHidden ? nil : $0.text } }
    }

    @Test func theSearchConfigurationNamesTheSearchText() {
        var state = UIContentUnavailableConfigurationState(traitCollection: .current)
        state.searchText = "kiwi"
        let updated = UIContentUnavailableConfiguration.search().updated(for: state)
        #expect(updated.text == "No Results for “kiwi”")
        #expect(updated.secondaryText == "Check the spelling or try a new search.")
        #expect(UIContentUnavailableConfiguration.search().text == "No Results")
    }

    @Test func theLoadingConfigurationSpins() {
        let view = UIContentUnavailableView(configuration: .loading())
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        view.layoutIfNeeded()
        let spinner = view.subviews.compactMap { $0 as? UIActivityIndicatorView }.first
        #expect(spinner?.isAnimating == true && spinner?.isHidden == false)
        #expect(labels(in: view) == ["Loading…"])
    }

    @Test func customStateKeysAndCellStatesCarryTraits() {
        var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        let key = UIConfigurationStateCustomKey("com.example.unread")
        state[key] = 3
        #expect(state[key] == AnyHashable(3) && state.traitCollection.userInterfaceStyle == .dark)
    }
}
