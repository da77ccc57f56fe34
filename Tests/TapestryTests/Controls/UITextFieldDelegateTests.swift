import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Implements only the single-range change question and the one-argument end of editing, logging them.
@MainActor
private final class OldStyleDelegate: UITextFieldDelegate {
    var log: [String] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        log.append("change \(range.location),\(range.length) \(string)")
        return string != "x"
    }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("end") }
}

/// A text field's delegate (UITextFieldDelegate): every method optional with UIKit's defaults, and the newer
/// methods falling back to the older ones an app implements (ranges to one range, end with a reason to end).
@MainActor
@Suite struct UITextFieldDelegateTests {
    @Test func aDelegateThatImplementsNothingAllowsEverything() {
        final class Silent: UITextFieldDelegate {}
        let field = UITextField()
        let silent = Silent()
        #expect(silent.textFieldShouldBeginEditing(field) && silent.textFieldShouldEndEditing(field))
        #expect(silent.textFieldShouldReturn(field) && silent.textFieldShouldClear(field))
        #expect(
            silent.textField(field, shouldChangeCharactersIn: NSRange(location: 0, length: 0), replacementString: "a"))
        #expect(
            silent.textField(field, editMenuForCharactersIn: NSRange(location: 0, length: 1), suggestedActions: [])
                == nil)
        #expect(UITextField.DidEndEditingReason.committed.rawValue == 0)
    }

    /// The multi-range question goes to the one-range method with the ranges' union; the end with a reason goes
    /// to the end without one.
    @Test func newerMethodsFallBackToTheOlderOnes() {
        let field = UITextField()
        let delegate = OldStyleDelegate()
        let ranges = [NSValue(range: NSRange(location: 2, length: 1)), NSValue(range: NSRange(location: 5, length: 2))]
        #expect(delegate.textField(field, shouldChangeCharactersInRanges: ranges, replacementString: "y"))
        #expect(!delegate.textField(field, shouldChangeCharactersInRanges: ranges, replacementString: "x"))
        delegate.textFieldDidEndEditing(field, reason: .committed)
        #expect(delegate.log == ["change 2,5 y", "change 2,5 x", "end"])
    }

    /// Typing asks the delegate, which may refuse a character; losing the keyboard ends editing through the
    /// one-argument method.
    @Test func typingAsksTheDelegateAndARefusedCharacterIsNotInserted() {
        let (field, synthesizer) = makeEditingField("ab")
        let delegate = OldStyleDelegate()
        field.delegate = delegate
        synthesizer.type("cxd")
        #expect(field.text == "abcd")
        #expect(delegate.log == ["change 2,0 c", "change 3,0 x", "change 3,0 d"])
        field.resignFirstResponder()
        #expect(delegate.log.last == "end")
    }
}
