import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A delegate that logs what the split view controller tells it and may pick the display mode for actions.
@MainActor
private final class SplitLog: UISplitViewControllerDelegate {
    var log: [String] = []
    var target: UISplitViewController.DisplayMode = .automatic
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)
    {
        log.append("mode \(displayMode.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {
        log.append("show \(column.rawValue)")
    }
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {
        log.append("hide \(column.rawValue)")
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) { log.append("collapse") }
    func splitViewControllerDidExpand(_ svc: UISplitViewController) { log.append("expand") }
    func targetDisplayModeForAction(in svc: UISplitViewController) -> UISplitViewController.DisplayMode { target }
}

/// The split view controller's delegate (UISplitViewController+Delegate): what it hears, in order; the display
/// mode it may choose; the defaults of a delegate that implements nothing; and `splitViewController` found
/// through the parents.
@MainActor
@Suite struct UISplitViewControllerDelegateTests {
    private func split(_ delegate: SplitLog?, width: CGFloat = 1000) -> (UISplitViewController, UIWindow) {
        UIApplication.replaceShared()
        let split = UISplitViewController(style: .doubleColumn)
        split.delegate = delegate
        split.setViewController(UIViewController(), for: .primary)
        split.setViewController(UIViewController(), for: .secondary)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return (split, window)
    }

    @Test func hidingAndShowingColumnsIsToldModeFirst() {
        let log = SplitLog()
        let (split, _) = split(log)
        log.log.removeAll()
        split.hide(.primary)
        split.show(.primary)
        split.show(.primary)
        let secondaryOnly = UISplitViewController.DisplayMode.secondaryOnly.rawValue
        let beside = UISplitViewController.DisplayMode.oneBesideSecondary.rawValue
        let primary = UISplitViewController.Column.primary.rawValue
        #expect(
            log.log == [
                "mode \(secondaryOnly)", "hide \(primary)", "mode \(beside)", "show \(primary)", "show \(primary)",
            ], "a show that changes nothing tells no mode change")
    }

    /// The mode the delegate picks for the automatic mode wins; `.automatic` leaves UIKit's choice (the columns
    /// side by side on a desktop).
    @Test func theDelegateChoosesWhatTheAutomaticModeIs() {
        let log = SplitLog()
        let (split, window) = split(log)
        log.target = .oneOverSecondary
        split.preferredDisplayMode = .automatic
        window.layoutIfNeeded()
        #expect(split.displayMode == .oneOverSecondary)
        log.target = .automatic
        split.preferredDisplayMode = .automatic
        #expect(split.displayMode == .oneBesideSecondary)
    }

    @Test func collapsingAndExpandingAreTold() {
        let log = SplitLog()
        let (split, window) = split(log)
        log.log.removeAll()
        split.traitOverrides.horizontalSizeClass = .compact
        window.layoutIfNeeded()
        split.traitOverrides.horizontalSizeClass = .regular
        window.layoutIfNeeded()
        #expect(log.log == ["collapse", "expand"])
    }

    @Test func aDelegateThatImplementsNothingGetsUIKitsDefaults() {
        final class Silent: UISplitViewControllerDelegate {}
        let (split, _) = split(nil)
        let silent = Silent()
        split.delegate = silent
        #expect(silent.targetDisplayModeForAction(in: split) == .automatic)
        #expect(!silent.splitViewController(split, collapseSecondary: UIViewController(), onto: UIViewController()))
        split.hide(.primary)
        #expect(split.displayMode == .secondaryOnly)
    }

    /// A controller finds its split view controller through its parents (a navigation controller in a column).
    @Test func aControllerFindsItsSplitThroughItsParents() {
        let (split, _) = split(nil)
        let primary = split.viewController(for: .primary)
        #expect(primary?.splitViewController === split)
        #expect(primary?.navigationController?.splitViewController === split)
        #expect(UIViewController().splitViewController == nil)
    }
}
