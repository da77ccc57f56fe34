import Foundation

/// A view made to be a responder's `inputView` or `inputAccessoryView`, shown docked at the bottom of the
/// window (SEMANTICS §5.3). With `allowsSelfSizing` its height comes from its constraints.
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// How an input view looks.
    public enum Style: Int, Sendable {
        /// A plain background.
        case `default` = 0
        /// The system keyboard's background.
        case keyboard = 1
    }

    /// How the view looks.
    open private(set) var inputViewStyle: Style

    /// Whether the view's height comes from its Auto Layout constraints (its fitting height at the window's
    /// width) rather than its frame; false by default, as in UIKit.
    open var allowsSelfSizing = false

    /// An input view of `frame` with a style.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
        applyStyle()
    }

    /// An input view of `frame` in the default style.
    /// An input view of `frame` in the default style.
    public override convenience init(frame: CGRect) { self.init(frame: frame, inputViewStyle: .default) }

    /// An input view from an archive, in the default style.
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
        applyStyle()
    }

    private func applyStyle() {
        // The keyboard style's grey panel, in light and dark.
        if inputViewStyle == .keyboard { backgroundColor = .secondarySystemBackground }
    }

    /// The height the docked view takes at `width`.
    func dockedHeight(width: CGFloat) -> CGFloat {
        guard allowsSelfSizing else { return frame.height }
        return systemLayoutSizeFitting(
            CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel
        ).height
    }
}

/// The keyboard-extension API of an in-app custom keyboard: a controller whose view is shown docked as a
/// responder's input view (the responder's `inputViewController`), which types into that responder through
/// `textDocumentProxy`.
@preconcurrency @MainActor
open class UIInputViewController: UIViewController, UITextInputDelegate {
    /// The responder the controller types into while it is shown.
    weak var documentResponder: UIResponder?
    private lazy var proxy = TextDocumentProxy(controller: self)

    /// The controller's view as an input view (the controller's `view`, made a `UIInputView` when loaded).
    open override var inputView: UIInputView? {
        get { view as? UIInputView }
        set { view = newValue }
    }

    /// Makes the controller's view: a keyboard-style `UIInputView` that sizes itself from its constraints.
    open override func loadView() {
        let inputView = UIInputView(frame: .zero, inputViewStyle: .keyboard)
        inputView.allowsSelfSizing = true
        view = inputView
    }

    /// The document being typed into: inserts, deletes and reads the text around the insertion point of the
    /// responder the controller is shown for.
    open var textDocumentProxy: UITextDocumentProxy { proxy }

    /// The language of the keyboard as a BCP 47 tag (nil: the app's).
    open var primaryLanguage: String?

    /// Whether the keyboard shows a dictation key; kept.
    open var hasDictationKey = false

    /// Whether the keyboard has full access (network, shared files): true, since an in-app keyboard on the
    /// desktop is not sandboxed.
    open var hasFullAccess: Bool { true }

    /// Whether the keyboard needs a key to switch input modes: false (the desktop switches input methods).
    open var needsInputModeSwitchKey: Bool { false }

    /// Hides the keyboard: the responder it types into resigns.
    open func dismissKeyboard() { documentResponder?.resignFirstResponder() }

    /// Moves to the next input mode: the desktop's input method switcher does that, so nothing happens.
    open func advanceToNextInputMode() {}

    /// Shows the list of input modes from a key: the desktop's input method switcher does that.
    open func handleInputModeList(from view: UIView, with event: UIEvent) {}

    /// Gives the words the keyboard may offer (the user's text replacements): none on the desktop. The
    /// completion runs at once.
    open func requestSupplementaryLexicon(completion completionHandler: @escaping (UILexicon) -> Void) {
        completionHandler(UILexicon(entries: []))
    }

    /// The document's selection will change.
    open func selectionWillChange(_ textInput: UITextInput?) {}
    /// The document's selection changed.
    open func selectionDidChange(_ textInput: UITextInput?) {}
    /// The document's text will change.
    open func textWillChange(_ textInput: UITextInput?) {}
    /// The document's text changed.
    open func textDidChange(_ textInput: UITextInput?) {}
}

/// The document a custom keyboard types into (`UIInputViewController.textDocumentProxy`).
@preconcurrency @MainActor
public protocol UITextDocumentProxy: UIKeyInput {
    /// The text before the insertion point, in the same paragraph; nil when there is no document.
    var documentContextBeforeInput: String? { get }
    /// The text after the insertion point, in the same paragraph; nil when there is no document.
    var documentContextAfterInput: String? { get }
    /// The selected text, if the selection is not empty.
    var selectedText: String? { get }
    /// The input mode of the document.
    var documentInputMode: UITextInputMode? { get }
    /// An identifier of the document, the same while the same responder is typed into.
    var documentIdentifier: UUID { get }
    /// Moves the insertion point by a number of characters.
    func adjustTextPosition(byCharacterOffset offset: Int)
    /// Sets the marked (provisional) text and the selection within it.
    func setMarkedText(_ markedText: String, selectedRange: NSRange)
    /// Commits the marked text.
    func unmarkText()
}

/// A word list a custom keyboard may offer.
public final class UILexicon: NSObject, NSCopying, @unchecked Sendable {
    /// The entries.
    public let entries: [UILexiconEntry]

    init(entries: [UILexiconEntry]) { self.entries = entries }

    /// The same (it cannot change).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// One entry of a lexicon: what the user types and what goes into the document.
public final class UILexiconEntry: NSObject, NSCopying, @unchecked Sendable {
    /// The text that goes into the document.
    public let documentText: String
    /// The text the user types.
    public let userInput: String

    init(documentText: String, userInput: String) {
        self.documentText = documentText
        self.userInput = userInput
    }

    /// The same (it cannot change).
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

/// `textDocumentProxy`: forwards to the responder the controller is shown for.
@MainActor
private final class TextDocumentProxy: NSObject, UITextDocumentProxy {
    unowned let controller: UIInputViewController
    private var identifiers: [ObjectIdentifier: UUID] = [:]

    init(controller: UIInputViewController) { self.controller = controller }

    private var keyInput: UIKeyInput? { controller.documentResponder as? UIKeyInput }
    private var textInput: UITextInput? { controller.documentResponder as? UITextInput }

    var hasText: Bool { keyInput?.hasText ?? false }
    func insertText(_ text: String) { keyInput?.insertText(text) }
    func deleteBackward() { keyInput?.deleteBackward() }

    var documentContextBeforeInput: String? {
        guard let input = textInput, let selection = input.selectedTextRange,
            let range = input.textRange(from: input.beginningOfDocument, to: selection.start),
            let text = input.text(in: range)
        else { return nil }
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
    }

    var documentContextAfterInput: String? {
        guard let input = textInput, let selection = input.selectedTextRange,
            let range = input.textRange(from: selection.end, to: input.endOfDocument),
            let text = input.text(in: range)
        else { return nil }
        return String(text.split(separator: "\n", omittingEmptySubsequences: false).first ?? "")
    }

    var selectedText: String? {
        guard let input = textInput, let selection = input.selectedTextRange, !selection.isEmpty else { return nil }
        return input.text(in: selection)
    }

    var documentInputMode: UITextInputMode? { controller.documentResponder?.textInputMode }

    var documentIdentifier: UUID {
        guard let responder = controller.documentResponder else { return UUID() }
        let key = ObjectIdentifier(responder)
        if let known = identifiers[key] { return known }
        let made = UUID()
        identifiers[key] = made
        return made
    }

    func adjustTextPosition(byCharacterOffset offset: Int) {
        guard let input = textInput, let selection = input.selectedTextRange else { return }
        let anchor = offset < 0 ? selection.start : selection.end
        let limit = offset < 0 ? input.beginningOfDocument : input.endOfDocument
        let available = abs(input.offset(from: anchor, to: limit))
        let step = offset < 0 ? -min(-offset, available) : min(offset, available)
        guard let moved = input.position(from: anchor, offset: step) else { return }
        input.selectedTextRange = input.textRange(from: moved, to: moved)
    }

    func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        textInput?.setMarkedText(markedText, selectedRange: selectedRange)
    }

    func unmarkText() { textInput?.unmarkText() }
}
