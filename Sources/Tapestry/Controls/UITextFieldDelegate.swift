import Foundation

/// The methods a text field's delegate implements to shape editing. Every method is optional.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may start editing (become first responder). Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field started editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing (resign). Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended (`.committed`, as always on iOS). By default it calls `textFieldDidEndEditing(_:)`; a
    /// delegate implements one or the other, as in UIKit.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// The selection or the caret moved.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether a change of the characters in `range` (UTF-16 offsets) to `string` may happen. Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether Return does its default (sending `.editingDidEndOnExit`). Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button may clear the text. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// The edit menu for the characters in `range` (a secondary click opens it): by default nil, the suggested
    /// actions (the standard edit actions the field can perform now). An empty menu shows none.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// Whether the characters in `ranges` may be replaced with `string` (UIKit 26; the field asks this one).
    /// By default it asks `textField(_:shouldChangeCharactersIn:replacementString:)` with the ranges' union.
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool
    /// The edit menu for the characters in `ranges` (UIKit 26; the field asks this one). By default it asks
    /// `textField(_:editMenuForCharactersIn:suggestedActions:)` with the ranges' union.
    func textField(
        _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]
    ) -> UIMenu?
    /// The edit menu is about to appear.
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// The edit menu is about to disappear.
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// Inserts an input suggestion the keyboard offered (UIKit 18.4; `insert(_:)` hands it here; no keyboard
    /// offers one on Linux).
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
}

extension UITextFieldDelegate {
    /// Asks the single-range method with the ranges' union.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
        self.textField(textField, shouldChangeCharactersIn: NSValue.union(of: ranges), replacementString: string)
    }
    /// Asks the single-range method with the ranges' union.
    public func textField(
        _ textField: UITextField, editMenuForCharactersInRanges ranges: [NSValue], suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        self.textField(
            textField, editMenuForCharactersIn: NSValue.union(of: ranges), suggestedActions: suggestedActions)
    }
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Does nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Returns true.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        true
    }
    /// Returns true.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    /// Returns true.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Returns nil: the suggested actions.
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
    /// Does nothing.
    public func textField(
        _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
    /// Does nothing.
    public func textField(
        _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {}
    /// Does nothing (the suggestion is not inserted).
    public func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
}

extension UITextField {
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable {
        /// Editing ended (Return, another view took the keyboard, or the field left its window).
        case committed = 0
        /// The user cancelled with a remote's Menu button (tvOS's; never sent here).
        case cancelled = 1
    }
}
