import Foundation

/// A text view's `textStorage`: the view's own text and attributes read and changed through the storage's
/// primitives. An edit through it changes what the view shows (without undo or the delegate's
/// `textViewDidChange`, as a programmatic change in UIKit); typing in the view is processed as an edit of the
/// storage, so its delegate and a subclass's `processEditing()` see it.
final class TextViewStorage: NSTextStorage {
    weak var view: UITextView?
    /// Whether an edit made through the storage is being applied to the view (the view's report of it is the
    /// storage's own).
    private var applying = false

    init(view: UITextView) {
        self.view = view
        super.init()
    }
    required init?(coder: NSCoder) { return nil }

    /// Reads or changes the view, which (as in UIKit) is used on the main thread only.
    private func withView<T>(_ fallback: T, _ body: @MainActor (UITextView) -> T) -> T {
        let view = self.view
        guard let view else { return fallback }
        return MainActor.assumeIsolated { UncheckedResult(value: body(view)) }.value ?? fallback
    }

    override var string: String { withView("") { $0.model.text } }

    override var length: Int { withView(0) { $0.model.length } }

    override func attributes(
        at location: Int, effectiveRange range: NSRangePointer?
    ) -> [NSAttributedString.Key: Any] {
        let found: (attributes: [NSAttributedString.Key: Any], range: NSRange) = withView(
            ([:], NSRange(location: 0, length: 0))
        ) { view in
            if let runs = view.richText { return runs.run(at: location) }
            return (view.viewAttributes, NSRange(location: 0, length: view.model.length))
        }
        range?.pointee = found.range
        return found.attributes
    }

    override func replaceCharacters(in range: NSRange, with str: String) {
        let range = clamped(range)
        applying = true
        withView(()) { $0.replaceFromStorage(range, with: str) }
        applying = false
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    }

    override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        let range = clamped(range)
        guard range.length > 0 else { return }
        let attributes = (attrs ?? [:]).filter { $0.key != TextAttributeRuns.runMarker }
        applying = true
        let box = UncheckedResult(value: attributes)
        withView(()) { $0.setAttributesFromStorage(box.value ?? [:], range: range) }
        applying = false
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// The view's text changed from `oldRange` to `newLength` units (typing, a paste, undo, or new text).
    func viewChanged(_ oldRange: Range<Int>, newLength: Int, attributes: Bool = false) {
        guard !applying else { return }
        edited(
            attributes ? [.editedCharacters, .editedAttributes] : .editedCharacters,
            range: NSRange(location: oldRange.lowerBound, length: oldRange.count),
            changeInLength: newLength - oldRange.count)
    }
}

/// A value handed back from the main actor to the storage's caller, which is on the main thread too.
private struct UncheckedResult<T>: @unchecked Sendable { var value: T? }

extension UITextView {
    /// Replaces characters for the text storage: the new ones take the attributes of the first replaced
    /// character (or of the one before), the caret after them.
    func replaceFromStorage(_ range: NSRange, with string: String) {
        let old = range.location..<NSMaxRange(range)
        if richText != nil, !old.isEmpty {
            storedTypingAttributes = richText?.attributes(at: old.lowerBound)
        }
        model.breakTyping()
        model.replace(old, with: string)
        textChanged(replacing: old, newLength: string.utf16.count)
        storedTypingAttributes = nil
    }

    /// Sets attributes for the text storage: the paragraphs they touch are laid out again.
    func setAttributesFromStorage(_ attributes: [NSAttributedString.Key: Any], range: NSRange) {
        restoreAttributeRuns(TextAttributeRuns(length: range.length, attributes: attributes))
        textChanged(replacing: range.location..<NSMaxRange(range), newLength: range.length)
    }
}
