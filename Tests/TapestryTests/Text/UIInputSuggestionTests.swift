import Foundation
import Tapestry
import Testing

/// Input suggestions (UIKit 18.4) reach the delegates of text fields and text views.
@MainActor
@Suite struct UIInputSuggestionTests {
    @Test func textFieldsAndTextViewsHandInputSuggestionsToTheirDelegates() {
        final class FieldDelegate: UITextFieldDelegate {
            var got: [UIInputSuggestion] = []
            func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {
                got.append(inputSuggestion)
            }
        }
        final class ViewDelegate: UITextViewDelegate {
            var got: [UIInputSuggestion] = []
            func textView(_ textView: UITextView, insertInputSuggestion inputSuggestion: UIInputSuggestion) {
                got.append(inputSuggestion)
            }
        }
        let field = UITextField(), view = UITextView()
        let fieldDelegate = FieldDelegate(), viewDelegate = ViewDelegate()
        field.delegate = fieldDelegate
        view.delegate = viewDelegate
        let suggestion = UIInputSuggestion()
        (field as UITextInput).insert(suggestion)
        (view as UITextInput).insert(suggestion)
        #expect(fieldDelegate.got.first === suggestion && viewDelegate.got.first === suggestion)
        #expect(field.text == "" && view.text == "", "the delegate inserts what it stands for; nothing else does")
    }
}
