import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// What the search bar does with its parts: the field's editing told to the bar's delegate, the Cancel button,
/// the bar's and the field's backgrounds by style, tint and image, and the scope bar's choice.
@MainActor
@Suite struct UISearchBarPartsTests {
    final class Recorder: UISearchBarDelegate {
        var calls: [String] = []
        var mayEnd = true
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool {
            calls.append("shouldEnd")
            return mayEnd
        }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEnd") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            calls.append("scope \(selectedScope)")
        }
    }

    private func stage() -> (UIWindow, UISearchBar, Recorder, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        let recorder = Recorder()
        bar.delegate = recorder
        root.addSubview(bar)
        window.layoutIfNeeded()
        return (window, bar, recorder, synthesizer)
    }

    @Test func theDelegateHearsEditingEndAndMayRefuseIt() {
        let (window, bar, recorder, _) = stage()
        #expect(bar.searchTextField.becomeFirstResponder())
        recorder.mayEnd = false
        #expect(!bar.searchTextField.resignFirstResponder())
        #expect(window.firstResponder === bar.searchTextField)
        recorder.mayEnd = true
        #expect(bar.searchTextField.resignFirstResponder())
        #expect(recorder.calls == ["didBegin", "shouldEnd", "shouldEnd", "didEnd"])
    }

    @Test func theCancelButtonShowsWhenAskedAndTellsTheDelegate() {
        let (window, bar, recorder, synthesizer) = stage()
        bar.showsCancelButton = true
        window.layoutIfNeeded()
        let cancel = bar.cancelButton
        #expect(!cancel.isHidden && cancel.title(for: .normal) == "Cancel")
        #expect(bar.searchTextField.frame.maxX <= cancel.frame.minX, "the field makes room for it")
        synthesizer.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil))
        #expect(recorder.calls == ["cancel"])
        bar.showsCancelButton = false
        window.layoutIfNeeded()
        #expect(cancel.isHidden)
    }

    @Test func theBackgroundFollowsTheStyleTheTintAndAnImage() {
        let (_, bar, _, _) = stage()
        #expect(bar.backgroundColor == .systemBackground)
        bar.barTintColor = .orange
        #expect(bar.backgroundColor == .orange)
        bar.searchBarStyle = .minimal
        #expect(bar.backgroundColor == .clear, "a minimal bar has no background")
        bar.searchBarStyle = .default
        let image = UIImage(bitmap: ImageBitmap(width: 4, height: 4, bytesPerRow: 16))
        bar.setBackgroundImage(image, for: .any, barMetrics: .default)
        #expect(bar.backgroundColor == .clear && !bar.backgroundView.isHidden && bar.backgroundView.image === image)
        bar.setBackgroundImage(nil, for: .any, barMetrics: .default)
        #expect(bar.backgroundView.isHidden && bar.backgroundColor == .orange)
    }

    @Test func aFieldBackgroundImageTakesThePlaceOfTheRoundedField() {
        let (_, bar, _, _) = stage()
        #expect(bar.searchTextField.borderStyle == .roundedRect)
        let image = UIImage(bitmap: ImageBitmap(width: 4, height: 4, bytesPerRow: 16))
        bar.setSearchFieldBackgroundImage(image, for: .normal)
        #expect(bar.searchTextField.borderStyle == .none && bar.searchTextField.backgroundColor == .clear)
        bar.setSearchFieldBackgroundImage(nil, for: .normal)
        #expect(bar.searchTextField.borderStyle == .roundedRect)
    }

    @Test func choosingAScopeTellsTheDelegateOnceAChangeIsMade() {
        let (window, bar, recorder, _) = stage()
        bar.scopeButtonTitles = ["All", "Mail"]
        bar.showsScopeBar = true
        window.layoutIfNeeded()
        bar.scopeBar.selectedSegmentIndex = 1
        bar.scopeChosen()
        #expect(bar.selectedScopeButtonIndex == 1 && recorder.calls == ["scope 1"])
        bar.scopeChosen()
        #expect(recorder.calls == ["scope 1"], "the same scope again is no change")
    }

    /// UIKit's search bar is not a text field delegate: a subclass adopts the protocol itself and may take the
    /// field over (this file would not compile if the conformance or the methods were already there).
    @Test func aSubclassMayBeItsFieldsDelegate() {
        final class FilteringBar: UISearchBar, UITextFieldDelegate {
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool { !string.contains(where: \.isNumber) }
        }
        #expect(!((UISearchBar() as AnyObject) is UITextFieldDelegate))
        let bar = FilteringBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
        bar.searchTextField.delegate = bar
        #expect(bar.searchTextField.delegate === bar)
        let range = NSRange(location: 0, length: 0)
        #expect(!bar.textField(bar.searchTextField, shouldChangeCharactersIn: range, replacementString: "4"))
        #expect(bar.textField(bar.searchTextField, shouldChangeCharactersIn: range, replacementString: "a"))
    }
}
