import Foundation

/// Hears a search controller's search begin and end. Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// Asked when `isActive` is set to true in code: present the search yourself here, or leave it to the
    /// controller (the default).
    func presentSearchController(_ searchController: UISearchController)
    /// The search is about to begin.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search began: the Cancel button (and the scope bar) show.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to end.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search ended.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing: the controller shows the search itself.
    public func presentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
