import Foundation

/// Updates search results as the search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The text changed or the search began or ended: filter with `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
    /// The user picked one of the search suggestions (iOS 16); by default the results are updated as for any
    /// change.
    func updateSearchResults(
        for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion)
}

extension UISearchResultsUpdating {
    /// Calls `updateSearchResults(for:)`.
    public func updateSearchResults(
        for searchController: UISearchController, selecting searchSuggestion: any UISearchSuggestion
    ) {
        updateSearchResults(for: searchController)
    }
}

/// A search bar and the filtering it drives: its `searchResultsUpdater` hears every change of the text or the
/// scope; a navigation item's `searchController` shows the bar under the navigation bar, and while text is typed
/// the `searchResultsController`'s view covers the content below the bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar.
    public let searchBar = UISearchBar()
    /// The controller that shows results, or nil to filter the presenting content in place.
    public let searchResultsController: UIViewController?
    /// Hears every change.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// The suggestions shown under the search field while it is edited: the field's `searchSuggestions`.
    open var searchSuggestions: [any UISearchSuggestion]? {
        get { searchBar.searchTextField.searchSuggestions }
        set { searchBar.searchTextField.searchSuggestions = newValue }
    }
    /// Whether the search field's suggestions are ignored when the bar is stacked under a navigation bar;
    /// false by default (kept: Tapestry's bar has the one placement).
    open var ignoresSearchSuggestionsForSearchBarPlacementStacked = false
    /// Whether the content is dimmed while searching (kept for UIKit's API; not drawn).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (kept for UIKit's API).
    open var hidesNavigationBarDuringPresentation = true
    /// Hears the search begin and end.
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the Cancel button shows while the search is active; true by default.
    open var automaticallyShowsCancelButton = true
    /// Whether the scope bar (the search bar's `scopeButtonTitles`) shows while the search is active; true by
    /// default.
    open var automaticallyShowsScopeBar = true
    /// Whether `showsSearchResultsController` follows the text (shown while there is any); true by default.
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller's view shows below the search bar.
    open var showsSearchResultsController = false {
        didSet {
            guard oldValue != showsSearchResultsController else { return }
            placeResults()
        }
    }
    /// Whether the content is dimmed while searching.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether a search is going on (text typed, Cancel not tapped).
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue && !searchBar.searchTextField.isFirstResponder { delegate?.presentSearchController(self) }
            newValue ? delegate?.willPresentSearchController(self) : delegate?.willDismissSearchController(self)
            active = newValue
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = newValue }
            if automaticallyShowsScopeBar { searchBar.showsScopeBar = newValue }
            if !newValue {
                searchBar.searchTextField.text = ""
                _ = searchBar.searchTextField.resignFirstResponder()
            }
            followText()
            searchResultsUpdater?.updateSearchResults(for: self)
            newValue ? delegate?.didPresentSearchController(self) : delegate?.didDismissSearchController(self)
        }
    }
    private var active = false

    /// Creates a search controller.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.textChanged.append { [weak self] text in
            guard let self else { return }
            if !self.isActive && !text.isEmpty {
                self.isActive = true
            } else {
                self.followText()
                self.searchResultsUpdater?.updateSearchResults(for: self)
            }
        }
        searchBar.scopeChanged.append { [weak self] _ in
            guard let self else { return }
            self.searchResultsUpdater?.updateSearchResults(for: self)
        }
        searchBar.cancelled.append { [weak self] in self?.isActive = false }
        searchBar.searchTextField.addAction(
            UIAction { [weak self] _ in self?.isActive = true }, for: .editingDidBegin)
        searchBar.searchTextField.suggestionPicked.append { [weak self] suggestion in
            guard let self else { return }
            self.searchResultsUpdater?.updateSearchResults(for: self, selecting: suggestion)
        }
    }

    /// Creates a search controller that filters in place.
    public convenience init() { self.init(searchResultsController: nil) }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Shows the results while there is text, when `automaticallyShowsSearchResultsController`.
    private func followText() {
        guard automaticallyShowsSearchResultsController else { return }
        showsSearchResultsController = active && !(searchBar.text ?? "").isEmpty
    }

    /// The results controller's view below the search bar, over the content, while it shows.
    func placeResults() {
        guard let results = searchResultsController else { return }
        guard showsSearchResultsController, let container = searchBar.superview else {
            if results.viewIfLoaded?.superview != nil { results.view.removeFromSuperview() }
            return
        }
        let view = results.view!
        if view.superview !== container { container.insertSubview(view, belowSubview: searchBar) }
        let top = searchBar.frame.maxY
        view.frame = CGRect(x: 0, y: top, width: container.bounds.width, height: max(container.bounds.height - top, 0))
    }
}
