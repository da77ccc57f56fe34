import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The search bar: its delegate's questions and buttons, the prompt and the scope bar, images and adjustments.
@MainActor
@Suite struct UISearchBarTests {
    final class Recorder: UISearchBarDelegate {
        var calls: [String] = []
        var allowsBegin = true
        var refuses: Character?
        func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
            calls.append("shouldBegin")
            return allowsBegin
        }
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
            -> Bool
        { text.first != refuses }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            calls.append("text \(searchText)")
        }
        func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) { calls.append("bookmark") }
        func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) { calls.append("results") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            calls.append("scope \(selectedScope)")
        }
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test func theDelegateMayRefuseEditingAndChanges() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let delegate = Recorder()
        bar.delegate = delegate
        root.addSubview(bar)
        window.layoutIfNeeded()
        delegate.allowsBegin = false
        synthesizer.tap(at: CGPoint(x: 100, y: 28))
        #expect(window.firstResponder !== bar.searchTextField && delegate.calls == ["shouldBegin"])
        delegate.allowsBegin = true
        delegate.refuses = "x"
        synthesizer.tap(at: CGPoint(x: 100, y: 28))
        synthesizer.type("axb")
        #expect(bar.text == "ab")
        #expect(delegate.calls == ["shouldBegin", "shouldBegin", "didBegin", "text a", "text ab"])
        #expect(bar.barPosition == .topAttached, "asked of the delegate")
    }

    @Test func aPromptAndAScopeBarMakeTheBarTaller() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let bar = UISearchBar()
        let delegate = Recorder()
        bar.delegate = delegate
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56)
        bar.scopeButtonTitles = ["All", "Mail", "Files"]
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 56, "no scope bar until it shows")
        bar.showsScopeBar = true
        bar.prompt = "Find a message"
        let height = bar.sizeThatFits(CGSize(width: 320, height: 0)).height
        #expect(height == 56 + 44 + 22 && bar.intrinsicContentSize.height == height)
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: height)
        root.addSubview(bar)
        window.layoutIfNeeded()
        #expect(bar.searchTextField.frame.minY == 32, "under the 22-point prompt")
        let scope = bar.subviews.compactMap { $0 as? UISegmentedControl }.first!
        #expect(scope.numberOfSegments == 3 && scope.selectedSegmentIndex == 0 && scope.frame.minY >= 22 + 56)
        // The third button, tapped: the delegate hears it; setting the index in code tells no one.
        let third = scope.convert(CGPoint(x: scope.bounds.width * 5 / 6, y: scope.bounds.midY), to: window)
        synthesizer.tap(at: third)
        #expect(bar.selectedScopeButtonIndex == 2 && delegate.calls == ["scope 2"])
        bar.selectedScopeButtonIndex = 0
        #expect(scope.selectedSegmentIndex == 0 && delegate.calls == ["scope 2"])
        let image = UIImage(bitmap: ImageBitmap(width: 4, height: 4, bytesPerRow: 16))
        bar.scopeBarBackgroundImage = image
        #expect(bar.subviews.contains { ($0 as? UIImageView)?.image === image && !$0.isHidden }, "set while shown")
        bar.setShowsScope(false, animated: true)
        #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)).height == 78, "the prompt stays")
    }

    @Test func theBookmarkButtonShowsWhileTheFieldIsEmptyAndTheResultsButtonAlways() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let delegate = Recorder()
        bar.delegate = delegate
        root.addSubview(bar)
        bar.showsBookmarkButton = true
        window.layoutIfNeeded()
        let button = bar.searchTextField.rightView as? UIButton
        #expect(button != nil && bar.searchTextField.rightViewMode == .always)
        let centre = button!.convert(CGPoint(x: button!.bounds.midX, y: button!.bounds.midY), to: window)
        synthesizer.tap(at: centre)
        #expect(delegate.calls.last == "bookmark")
        bar.text = "cat"
        #expect(bar.searchTextField.rightView == nil, "gone once there is text")
        bar.showsSearchResultsButton = true
        bar.isSearchResultsButtonSelected = true
        window.layoutIfNeeded()
        let results = bar.searchTextField.rightView as? UIButton
        #expect(results?.isSelected == true)
        synthesizer.tap(at: results!.convert(CGPoint(x: results!.bounds.midX, y: results!.bounds.midY), to: window))
        #expect(delegate.calls.last == "results")
    }

    @Test func imagesAndAdjustmentsAreKeptPerStateAndIcon() {
        let bar = UISearchBar()
        let image = UIImage(bitmap: ImageBitmap(width: 4, height: 4, bytesPerRow: 16))
        bar.backgroundImage = image
        #expect(bar.backgroundImage(for: .any, barMetrics: .default) === image && bar.backgroundColor == .clear)
        bar.setSearchFieldBackgroundImage(image, for: .normal)
        #expect(bar.searchFieldBackgroundImage(for: .normal) === image && bar.searchTextField.borderStyle == .none)
        bar.setImage(image, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) === image && bar.image(for: .clear, state: .normal) == nil)
        bar.setPositionAdjustment(UIOffset(horizontal: 3, vertical: 0), for: .search)
        #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 3, vertical: 0))
        bar.searchFieldBackgroundPositionAdjustment = UIOffset(horizontal: 0, vertical: 2)
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        bar.layoutIfNeeded()
        #expect(bar.searchTextField.frame.minY == 12)
        bar.setScopeBarButtonTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        #expect(bar.scopeBarButtonTitleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemRed)
        bar.barTintColor = .systemYellow
        bar.backgroundImage = nil
        #expect(bar.backgroundColor == .systemYellow)
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundColor == .clear)
    }
}
