import Foundation
import Testing

@testable import Tapestry

/// Logs the search controller's presentation calls.
@MainActor
private final class SearchPresentationLog: UISearchControllerDelegate {
    var log: [String] = []
    func presentSearchController(_ searchController: UISearchController) { log.append("present") }
    func willPresentSearchController(_ searchController: UISearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
}

/// A search controller's delegate (UISearchControllerDelegate): activation and deactivation told will-then-did,
/// `presentSearchController` first when activated by code; every method optional.
@MainActor
@Suite struct UISearchControllerDelegateTests {
    @Test func activationAndDeactivationAreToldInOrder() {
        let controller = UISearchController(searchResultsController: nil)
        let log = SearchPresentationLog()
        controller.delegate = log
        controller.isActive = true
        controller.isActive = true
        controller.isActive = false
        #expect(log.log == ["present", "willPresent", "didPresent", "willDismiss", "didDismiss"])
    }

    @Test func aDelegateThatImplementsNothingIsAccepted() {
        final class Silent: UISearchControllerDelegate {}
        let controller = UISearchController(searchResultsController: nil)
        let silent = Silent()
        controller.delegate = silent
        controller.isActive = true
        #expect(controller.isActive)
        controller.isActive = false
        #expect(!controller.isActive && controller.searchBar.text == "")
    }
}
