import Foundation

/// A suggestion the keyboard offers to insert (UIKit 18.4): a text field or text view that is handed one
/// (`insert(_:)`) passes it to its delegate (`textField(_:insertInputSuggestion:)`,
/// `textView(_:insertInputSuggestion:)`), which inserts what it stands for. No keyboard offers suggestions on
/// Linux, so the class exists for code written for them.
@preconcurrency @MainActor
open class UIInputSuggestion: NSObject {
    /// Creates a suggestion.
    public override init() { super.init() }
}

extension UITextField {
    /// Hands `inputSuggestion` to the delegate's `textField(_:insertInputSuggestion:)`.
    public func insert(_ inputSuggestion: UIInputSuggestion) {
        delegate?.textField(self, insertInputSuggestion: inputSuggestion)
    }
}

extension UITextView {
    /// Hands `inputSuggestion` to the delegate's `textView(_:insertInputSuggestion:)`.
    public func insert(_ inputSuggestion: UIInputSuggestion) {
        textViewDelegate?.textView(self, insertInputSuggestion: inputSuggestion)
    }
}

/// UIKit 18's formatting panel (fonts, styles, lists for rich text), which a text view's Format menu opens. Linux
/// has no such panel and text views never open it: the class exists so that delegates implementing
/// `textView(_:willBeginFormattingWith:)` and its siblings compile; those methods are never called.
@preconcurrency @MainActor
open class UITextFormattingViewController: UIViewController {}
