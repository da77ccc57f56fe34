import Foundation

/// Updates search results as the search bar's text changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The text changed or the search began or ended: filter with `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}

/// A search bar and the filtering it drives: its `searchResultsUpdater` hears every change; a navigation item's
/// `searchController` shows the bar under the navigation bar.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The search bar.
    public let searchBar = UISearchBar()
    /// The controller that shows results, or nil to filter the presenting content in place.
    public let searchResultsController: UIViewController?
    /// Hears every change.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Whether the content is dimmed while searching (kept for UIKit's API; not drawn).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (kept for UIKit's API).
    open var hidesNavigationBarDuringPresentation = true

    /// Whether a search is going on (text typed, Cancel not tapped).
    open var isActive = false {
        didSet {
            guard oldValue != isActive else { return }
            searchBar.showsCancelButton = isActive
            if !isActive {
                searchBar.searchTextField.text = ""
                _ = searchBar.searchTextField.resignFirstResponder()
            }
            searchResultsUpdater?.updateSearchResults(for: self)
        }
    }

    /// Creates a search controller.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.textChanged.append { [weak self] text in
            guard let self else { return }
            if !self.isActive && !text.isEmpty {
                self.isActive = true
            } else {
                self.searchResultsUpdater?.updateSearchResults(for: self)
            }
        }
        searchBar.cancelled.append { [weak self] in self?.isActive = false }
        searchBar.searchTextField.addAction(
            UIAction { [weak self] _ in self?.isActive = true }, for: .editingDidBegin)
    }

    /// Creates a search controller that filters in place.
    public convenience init() { self.init(searchResultsController: nil) }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

}
