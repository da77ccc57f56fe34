import Foundation
import Testing

@testable import Tapestry

/// Code written for Objective-C's optional protocol requirements, `delegate?.method?(…)`, calls the delegate's
/// method or its default; a conformer's own members of those names are untouched.
@MainActor
@Suite struct OptionalRequirementCallsTests {
    /// A forwarding text field delegate, as keyboard managers write them.
    private final class Forwarder: NSObject, UITextFieldDelegate {
        weak var next: (any UITextFieldDelegate)?
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            next?.textField?(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            next?.textFieldShouldReturn?(textField) ?? false
        }
    }

    private final class Digits: NSObject, UITextFieldDelegate {
        var began = 0
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            string.allSatisfy(\.isNumber)
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { began += 1 }
    }

    @Test func anOptionalCallReachesTheDelegatesMethodOrItsDefault() {
        let field = UITextField()
        let forwarder = Forwarder(), digits = Digits()
        forwarder.next = digits
        let range = NSRange(location: 0, length: 0)
        #expect(forwarder.textField(field, shouldChangeCharactersIn: range, replacementString: "12"))
        #expect(!forwarder.textField(field, shouldChangeCharactersIn: range, replacementString: "ab"))
        #expect(forwarder.textFieldShouldReturn(field), "not implemented: UIKit's default, true")
        let delegate: (any UITextFieldDelegate)? = digits
        delegate?.textFieldDidBeginEditing?(field)
        delegate?.textFieldDidBeginEditing(field)
        #expect(digits.began == 2, "with and without the question mark")
        forwarder.next = nil
        #expect(!forwarder.textFieldShouldReturn(field), "no delegate: nil, then the caller's fallback")
    }

    /// A table controller has a `tableView` of its own; calls through the protocols still reach the methods.
    private final class Rows: UIViewController, UITableViewDelegate, UITableViewDataSource {
        let tableView = UITableView()
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
        }
        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 60 }
    }

    @Test func aConformersOwnMembersOfTheSameNamesAreItsOwn() {
        UIApplication.replaceShared()
        let rows = Rows()
        #expect(rows.tableView.numberOfSections >= 0, "its own table view")
        let delegate: (any UITableViewDelegate)? = rows
        let index = IndexPath(row: 0, section: 0)
        #expect(delegate?.tableView?(rows.tableView, heightForRowAt: index) == 60)
        #expect(
            delegate?.tableView?(rows.tableView, heightForHeaderInSection: 0) == nil,
            "a default that leaves the height to the table: nil, as an unimplemented method")
        let flow: (any UICollectionViewDelegateFlowLayout)? = FlowSizes()
        let collection = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        #expect(flow?.collectionView?(collection, layout: collection.collectionViewLayout, sizeForItemAt: index) == nil)
        #expect(
            flow?.collectionView?(
                collection, layout: collection.collectionViewLayout, minimumLineSpacingForSectionAt: 0)
                == 3)
        let dataSource: (any UITableViewDataSource)? = rows
        #expect(dataSource?.tableView?(rows.tableView, numberOfRowsInSection: 0) == 3)
        #expect(dataSource?.tableView?(rows.tableView, titleForHeaderInSection: 0) == nil)
        // A view controller's navigationController stays its own when it is a navigation delegate.
        final class Shown: UIViewController, UINavigationControllerDelegate {
            var shown: [UIViewController] = []
            func navigationController(
                _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
            ) { shown.append(viewController) }
        }
        let shown = Shown()
        let navigation = UINavigationController(rootViewController: shown)
        #expect(shown.navigationController === navigation)
        let navigationDelegate: (any UINavigationControllerDelegate)? = shown
        navigationDelegate?.navigationController?(navigation, didShow: shown, animated: false)
        #expect(shown.shown.count == 1)
    }

    private final class FlowSizes: NSObject, UICollectionViewDelegateFlowLayout {
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            minimumLineSpacingForSectionAt section: Int
        ) -> CGFloat { 3 }
    }

    @Test func aValueReturningCallFallsBackOnlyWithoutADelegate() {
        UIApplication.replaceShared()
        final class Chooser: UITabBarControllerDelegate {
            func tabBarController(
                _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
            ) -> Bool { false }
        }
        let tabs = UITabBarController()
        let chooser = Chooser()
        var delegate: (any UITabBarControllerDelegate)? = chooser
        #expect(delegate?.tabBarController?(tabs, shouldSelect: UIViewController()) ?? true == false)
        delegate = nil
        #expect(delegate?.tabBarController?(tabs, shouldSelect: UIViewController()) ?? true == true)
    }

    /// A table's, collection view's or text view's `delegate` (a scroll view delegate here) takes the calls of
    /// its own protocol, as UIKit's narrower property type does.
    @Test func aListOrTextViewsDelegateTakesItsProtocolsCalls() {
        UIApplication.replaceShared()
        final class Notes: NSObject, UITextViewDelegate, UITableViewDelegate {
            var changed = 0
            var selected: [IndexPath] = []
            func textViewDidChange(_ textView: UITextView) { changed += 1 }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 52 }
        }
        let notes = Notes()
        let textView = UITextView(), table = UITableView()
        textView.delegate = notes
        table.delegate = notes
        textView.delegate?.textViewDidChange?(textView)
        #expect(textView.delegate?.textViewShouldBeginEditing?(textView) == true, "UIKit's default")
        table.delegate?.tableView?(table, didSelectRowAt: IndexPath(row: 2, section: 0))
        #expect(table.delegate?.tableView?(table, heightForRowAt: IndexPath(row: 0, section: 0)) == 52)
        #expect(notes.changed == 1 && notes.selected == [IndexPath(row: 2, section: 0)])
        // A delegate of the narrower type itself still answers through its own protocol's call.
        let typed: any UITableViewDelegate = notes
        typed.tableView?(table, didSelectRowAt: IndexPath(row: 3, section: 0))
        #expect(notes.selected.count == 2)
        // A plain scroll view delegate is not a table view delegate: the call is nil and does nothing.
        final class Scrolls: NSObject, UIScrollViewDelegate {}
        let scrolls = Scrolls()
        table.delegate = scrolls
        #expect(table.delegate?.tableView?(table, heightForRowAt: IndexPath(row: 0, section: 0)) == nil)
        #expect(table.delegate?.textViewDidChange == nil)
    }

    /// The generated files are what the script writes from the protocols as they are now.
    @Test func theGeneratedCallsAreUpToDate() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let script = root.appendingPathComponent("Scripts/generate-optional-calls.py")
        guard FileManager.default.fileExists(atPath: script.path) else {
            Issue.record("no \(script.path)")
            return
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--check"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(said)")
    }
}
