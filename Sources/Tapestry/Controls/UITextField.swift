import Foundation

/// The methods a text field's delegate implements to shape editing. Every method is optional.
@MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether the field may start editing (become first responder). Default true.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// The field started editing.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether the field may stop editing (resign). Default true.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// The field stopped editing.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Whether a change of the characters in `range` (UTF-16 offsets) to `string` may happen. Default true.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// Whether Return does its default (sending `.editingDidEndOnExit`). Default true.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// Whether the clear button may clear the text. Default true.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Returns true.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Returns true.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
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
}

/// A single-line editable text control. A tap makes it first responder (and places the caret); typing,
/// Backspace, ←/→ (with Shift to select), Home/End, Ctrl/Super+A/C/X/V edit it; the caret blinks on a
/// run-loop timer while it is first responder.
@MainActor
open class UITextField: UIControl, UIKeyInput {
    /// The border drawn around a text field.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin line.
        case line
        /// A bezel.
        case bezel
        /// A rounded rectangle.
        case roundedRect
    }

    /// The text (never nil when read; setting nil empties it).
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            caret = storage.count
            anchor = caret
            setNeedsDisplay()
        }
    }
    private var storage = ""
    /// Text shown in the placeholder colour while the field is empty.
    open var placeholder: String? {
        didSet { setNeedsDisplay() }
    }
    /// The font; the 17-point system font by default.
    open var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize) {
        didSet { setNeedsDisplay() }
    }
    /// The text colour.
    open var textColor: UIColor? = .label {
        didSet { setNeedsDisplay() }
    }
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural {
        didSet { setNeedsDisplay() }
    }
    /// Whether the text shows as dots.
    open var isSecureTextEntry = false {
        didSet { setNeedsDisplay() }
    }
    /// Whether the text is cleared when editing begins.
    open var clearsOnBeginEditing = false
    /// The border style; `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet { setNeedsDisplay() }
    }
    /// The colour of the caret and the selection.
    open var tintColor: UIColor! = .systemBlue
    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is editing (first responder).
    public private(set) var isEditing = false

    private var customInputView: UIView?
    private var customAccessoryView: UIView?
    /// A custom keyboard shown docked at the bottom while editing.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// A bar shown above the input view while editing.
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    /// The caret position and the selection's other end, in characters.
    private var caret = 0
    private var anchor = 0
    private var caretVisible = true
    private var blinkTimer: RunLoopClock.Timer?
    private var scrollOffset: CGFloat = 0
    private var dragAnchor: Int?

    /// The selection in UTF-16 offsets (`length` 0 for a caret).
    open var selectedRange: NSRange {
        get {
            let (start, end) = selectionIndices
            return NSRange(start..<end, in: storage)
        }
        set {
            guard let range = Range(newValue, in: storage) else { return }
            anchor = storage.distance(from: storage.startIndex, to: range.lowerBound)
            caret = storage.distance(from: storage.startIndex, to: range.upperBound)
            setNeedsDisplay()
        }
    }

    /// The selected text, or nil for a caret.
    public var selectedText: String? {
        guard caret != anchor else { return nil }
        let (start, end) = selectionIndices
        return String(storage[start..<end])
    }

    /// The selection as string indices, with caret and anchor clamped to the text (grapheme clusters).
    private var selectionIndices: (String.Index, String.Index) {
        let count = storage.count
        let lower = min(max(min(caret, anchor), 0), count), upper = min(max(caret, anchor), count)
        let start = storage.index(storage.startIndex, offsetBy: lower)
        return (start, storage.index(start, offsetBy: upper - lower))
    }

    /// How many grapheme clusters of the text start before the UTF-16 offset `offset` (a cluster the offset
    /// falls inside counts whole).
    private func characterCount(beforeUTF16Offset offset: Int) -> Int {
        let target = storage.utf16.index(storage.startIndex, offsetBy: min(max(offset, 0), storage.utf16.count))
        var index = storage.startIndex
        var count = 0
        while index < target {
            storage.formIndex(after: &index)
            count += 1
        }
        return count
    }

    // MARK: UIKeyInput

    /// Whether there is text.
    public var hasText: Bool { !storage.isEmpty }

    /// Inserts text at the caret (replacing the selection); "\n" is Return.
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
            }
            return
        }
        replaceSelection(with: text)
    }

    /// Deletes the selection, or the character before the caret.
    open func deleteBackward() {
        if caret == anchor {
            guard caret > 0 else { return }
            anchor = caret - 1
        }
        replaceSelection(with: "")
    }

    private func replaceSelection(with text: String) {
        let range = selectedRange
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true else {
            return
        }
        // Edited as strings, not arrays of characters: a combining mark or an emoji modifier merges with the
        // character before it, so the caret is placed by UTF-16 offset and rounded to a cluster boundary.
        let (start, end) = selectionIndices
        let prefix = String(storage[..<start]) + text
        storage = prefix + String(storage[end...])
        caret = characterCount(beforeUTF16Offset: prefix.utf16.count)
        anchor = caret
        caretVisible = true
        setNeedsDisplay()
        sendActions(for: .editingChanged)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { storage = "" }
        caret = min(caret, storage.count)
        anchor = caret
        startBlinking()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        setNeedsDisplay()
        return true
    }

    open override var canResignFirstResponder: Bool { delegate?.textFieldShouldEndEditing(self) ?? true }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    private func finishEditing() {
        guard isEditing else { return }
        isEditing = false
        blinkTimer?.invalidate()
        blinkTimer = nil
        anchor = caret
        delegate?.textFieldDidEndEditing(self)
        sendActions(for: .editingDidEnd)
        setNeedsDisplay()
    }

    open override func didMoveToWindow() {
        if window == nil { finishEditing() }
    }

    private func startBlinking() {
        caretVisible = true
        blinkTimer?.invalidate()
        blinkTimer = UIApplication.shared.clock.schedule(after: 0.5, repeating: 0.5) { [weak self] in
            guard let self else { return }
            guard self.isFirstResponder else {
                self.blinkTimer?.invalidate()
                return
            }
            self.caretVisible.toggle()
            self.setNeedsDisplay(self.caretRect.insetBy(dx: -1, dy: -1))
        }
    }

    /// Whether the caret is drawn now (it blinks while editing).
    public var isCaretVisible: Bool { isEditing && caretVisible && caret == anchor }

    // MARK: Touches: a tap focuses and places the caret; a drag selects

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let index = characterIndex(at: touch.location(in: self))
        if isFirstResponder {
            caret = index
            anchor = index
            dragAnchor = index
            setNeedsDisplay()
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if isFirstResponder, let dragAnchor {
            anchor = dragAnchor
            caret = characterIndex(at: touch.location(in: self))
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { dragAnchor = nil }
        guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
        if !isFirstResponder {
            let index = characterIndex(at: touch.location(in: self))
            if becomeFirstResponder() {
                caret = index
                anchor = index
                setNeedsDisplay()
            }
        }
    }

    // MARK: Keys: caret movement, selection, clipboard

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key, handle(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, let key = presses.first?.key, handle(key) else {
            super.pressesChanged(presses, with: event)
            return
        }
    }

    /// Handles editing keys; returns false for keys that should type or travel the chain.
    private func handle(_ key: UIKey) -> Bool {
        let extend = key.modifierFlags.contains(.shift)
        let shortcut = !key.modifierFlags.isDisjoint(with: [.control, .command])
        func move(to index: Int) {
            caret = min(max(index, 0), storage.count)
            if !extend { anchor = caret }
            caretVisible = true
            setNeedsDisplay()
        }
        switch key.charactersIgnoringModifiers {
        case UIKeyCommand.inputLeftArrow:
            if !extend && caret != anchor { move(to: min(caret, anchor)) } else { move(to: caret - 1) }
        case UIKeyCommand.inputRightArrow:
            if !extend && caret != anchor { move(to: max(caret, anchor)) } else { move(to: caret + 1) }
        case UIKeyCommand.inputHome, UIKeyCommand.inputUpArrow: move(to: 0)
        case UIKeyCommand.inputEnd, UIKeyCommand.inputDownArrow: move(to: storage.count)
        case UIKeyCommand.inputDelete:
            if caret == anchor {
                guard caret < storage.count else { return true }
                anchor = caret + 1
            }
            replaceSelection(with: "")
        case "a" where shortcut:
            anchor = 0
            caret = storage.count
            setNeedsDisplay()
        case "c" where shortcut:
            if let selected = selectedText, !isSecureTextEntry { UIPasteboard.general.string = selected }
        case "x" where shortcut:
            if let selected = selectedText, !isSecureTextEntry {
                UIPasteboard.general.string = selected
                replaceSelection(with: "")
            }
        case "v" where shortcut:
            if let pasted = UIPasteboard.general.string {
                replaceSelection(with: pasted.replacingOccurrences(of: "\n", with: " "))
            }
        default:
            return false
        }
        return true
    }

    /// A tap on a text field focuses it even under a tap recognizer on a superview.
    override var protectsTapsFromAncestorRecognizers: Bool { true }

    // MARK: Geometry and drawing

    private var textInsets: UIEdgeInsets {
        borderStyle == .none ? .zero : UIEdgeInsets(top: 2, left: 7, bottom: 2, right: 7)
    }

    private var displayed: String { isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage }

    private func width(ofFirst count: Int) -> CGFloat {
        guard count > 0 else { return 0 }
        return TextMeasurement.measure(String(displayed.prefix(count)), font ?? .systemFont(ofSize: 17), .infinity, 1)
            .width
    }

    private var textRect: CGRect { bounds.inset(by: textInsets) }

    private var textOrigin: CGFloat {
        let full = width(ofFirst: storage.count)
        let rect = textRect
        switch textAlignment {
        case .center: return rect.minX + max(0, (rect.width - full) / 2)
        case .right: return rect.maxX - min(full, rect.width)
        default: return rect.minX
        }
    }

    /// The caret's rectangle in the field's coordinates.
    public var caretRect: CGRect {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let x = textOrigin + width(ofFirst: caret) - scrollOffset
        return CGRect(x: x - 1, y: bounds.midY - lineHeight / 2, width: 2, height: lineHeight)
    }

    private func characterIndex(at point: CGPoint) -> Int {
        let x = point.x - textOrigin + scrollOffset
        var best = 0
        var bestDistance = CGFloat.infinity
        for index in 0...storage.count {
            let distance = abs(width(ofFirst: index) - x)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }

    /// Draws the border, the text (or placeholder), the selection and the caret.
    open override func draw(_ rect: CGRect) {
        switch borderStyle {
        case .none: break
        case .line, .bezel:
            UIColor.black.setStroke()
            UIBezierPath(rect: bounds.insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .roundedRect:
            UIColor.white.setFill()
            let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            path.fill()
            UIColor.systemGray4.setStroke()
            path.stroke()
        }
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = self.font ?? .systemFont(ofSize: 17)
        let inner = textRect
        // Keep the caret in view by scrolling the text horizontally.
        let caretX = width(ofFirst: caret)
        if caretX - scrollOffset > inner.width - 2 { scrollOffset = caretX - inner.width + 2 }
        if caretX < scrollOffset { scrollOffset = caretX }
        context.saveGState()
        context.clip(to: inner)
        let lineHeight = font.lineHeight
        if caret != anchor && isEditing {
            let from = width(ofFirst: min(caret, anchor)), to = width(ofFirst: max(caret, anchor))
            tintColor.withAlphaComponent(0.25).setFill()
            UIRectFill(
                CGRect(
                    x: textOrigin + from - scrollOffset, y: bounds.midY - lineHeight / 2, width: to - from,
                    height: lineHeight))
        }
        let shown = storage.isEmpty ? placeholder ?? "" : displayed
        let color = storage.isEmpty ? UIColor.placeholderText : (textColor ?? .label)
        if !shown.isEmpty {
            context.draw(
                shown,
                in: CGRect(
                    x: textOrigin - scrollOffset, y: bounds.midY - lineHeight / 2,
                    width: max(inner.width + scrollOffset, width(ofFirst: storage.count) + 4), height: lineHeight + 4),
                style: TextStyle(
                    font: font, color: (isEnabled ? color : color.withAlphaComponent(0.4)).cgColor, alignment: .left,
                    lineBreakMode: .byClipping, numberOfLines: 1))
        }
        if isCaretVisible {
            tintColor.setFill()
            UIRectFill(caretRect)
        }
        context.restoreGState()
    }
}
