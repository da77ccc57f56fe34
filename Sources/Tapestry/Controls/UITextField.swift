import Foundation

/// A single-line editable text control. A tap makes it first responder (and places the caret); typing,
/// Backspace, ←/→ (with Shift to select), Home/End, Ctrl/Super+A/C/X/V edit it; the caret blinks on a
/// run-loop timer while it is first responder.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextEditingHost {
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
        get { model.text }
        set {
            model.setText(newValue ?? "")
            undoManager?.removeAllActions(withTarget: self)
            fieldLayout = nil
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
            updateClearButton()
        }
    }
    let model = TextEditingModel()
    var editingModel: TextEditingModel { model }
    lazy var textEditMenu = TextEditMenu(host: self)
    var storage: String { model.text }
    /// The layout of the displayed text (nil: to be made again).
    var fieldLayout: TextParagraphLayout?
    override var textBaselineOffsets: (first: CGFloat, last: CGFloat)? {
        let font = self.font ?? .systemFont(ofSize: UIFont.systemFontSize)
        return UIView.centredTextBaselines(height: font.ascender - font.descender, font: font)
    }

    // Accessibility, as UIKit's: an element whose value is its text (bullets while secure), labelled by its
    // placeholder while empty.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { isEnabled ? [] : .notEnabled }
    override var defaultAccessibilityLabel: String? { (text ?? "").isEmpty ? placeholder : nil }
    override var defaultAccessibilityValue: String? {
        let shown = text ?? ""
        return isSecureTextEntry ? String(repeating: "•", count: shown.count) : shown
    }

    /// Text shown in the placeholder colour while the field is empty.
    open var placeholder: String? {
        didSet {
            if !settingAttributedPlaceholder { placeholderAttributes = [:] }
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// The font; the 17-point system font by default.
    open var font: UIFont? = .systemFont(ofSize: UIFont.systemFontSize) {
        didSet {
            fieldLayout = nil
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
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
        didSet {
            fieldLayout = nil
            setNeedsDisplay()
        }
    }
    /// Whether the text is cleared when editing begins.
    open var clearsOnBeginEditing = false
    /// Whether the next text inserted replaces the whole contents; the insertion sets it back to false.
    open var clearsOnInsertion = false
    /// The rules a new password typed here must follow (kept: see `UITextInputPasswordRules`).
    open var passwordRules: UITextInputPasswordRules?
    /// Whether the user may change the text's attributes (bold, italic) while editing (kept: a field edits
    /// plain text).
    open var allowsEditingTextAttributes = false
    /// An image stretched over the border rectangle in place of the border (ignored by `.roundedRect`, as in
    /// UIKit); nil by default.
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// The background image while the field is disabled; nil uses `background`.
    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }
    /// Whether the font follows the user's text size; text sizes do not change on a desktop, so it is kept.
    open var adjustsFontForContentSizeCategory = false
    /// The border style; `.none` by default.
    open var borderStyle: BorderStyle = .none {
        didSet {
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }

    /// The size the text (or, while empty, the placeholder) needs on one line, with the border's padding: a
    /// rounded-rect field in the 17-point system font is 34 points tall, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        let font = self.font ?? .systemFont(ofSize: UIFont.systemFontSize)
        let shown = storage.isEmpty ? (placeholder ?? "") : storage
        let shownFont = storage.isEmpty ? placeholderAttributes[.font] as? UIFont ?? font : font
        let measured = shown.isEmpty ? .zero : TextMeasurement.measure(shown, shownFont, .greatestFiniteMagnitude, 1)
        let line = max(measured.height, font.lineHeight).rounded(.up)
        let (horizontal, vertical): (CGFloat, CGFloat) =
            switch borderStyle {
            case .roundedRect: (14, 13)
            case .bezel, .line: (12, 10)
            case .none: (0, 0)
            }
        return CGSize(width: (measured.width + horizontal).rounded(.up), height: line + vertical)
    }
    /// The delegate.
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is editing (first responder).
    public private(set) var isEditing = false {
        didSet {
            updateClearButton()
            if storedLeftView != nil || storedRightView != nil { updateSideViews() }
        }
    }
    /// The side views follow a size change.
    override func sizeDidChange() {
        super.sizeDidChange()
        if storedLeftView != nil || storedRightView != nil { updateSideViews() }
    }
    var storedLeftView: UIView?
    var storedRightView: UIView?
    var storedLeftViewMode = ViewMode.never
    var storedRightViewMode = ViewMode.never
    /// The placeholder's attributes from an attributed placeholder (its first run's; the field's font and the
    /// system's placeholder colour where it gives none). Setting `placeholder` alone clears them, as in UIKit.
    var placeholderAttributes: [NSAttributedString.Key: Any] = [:]
    var placeholderColor: UIColor? { placeholderAttributes[.foregroundColor] as? UIColor }
    var settingAttributedPlaceholder = false

    // MARK: Text input traits (hints: the desktop's keyboard is physical)

    /// The kind of keyboard a touch screen would show (a hint here).
    open var keyboardType: UIKeyboardType = .default
    /// The title of the Return key on a touch keyboard (a hint here).
    open var returnKeyType: UIReturnKeyType = .default
    /// What the text is (a name, an email address, a password…), for autofill (a hint here).
    open var textContentType: UITextContentType?
    /// Whether words are capitalised as typed on a touch keyboard (a hint here).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on (a hint here).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on (a hint here).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether Return is disabled while the text is empty (a hint here).
    open var enablesReturnKeyAutomatically = false
    /// Whether straight quotes become curly ones as typed (a hint: Tapestry types what the keys make).
    open var smartQuotesType: UITextSmartQuotesType = .default
    /// Whether two hyphens become a dash as typed (a hint, as above).
    open var smartDashesType: UITextSmartDashesType = .default
    /// Whether spaces are added and removed around pasted words (a hint, as above).
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// How much of Writing Tools the view offers (a hint: Linux has no Writing Tools).
    open var writingToolsBehavior: UIWritingToolsBehavior = .default
    /// The kinds of result Writing Tools may give (a hint, as above).
    open var allowedWritingToolsResultOptions: UIWritingToolsResultOptions = []
    /// The look of a touch keyboard (a hint here).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Whether text too wide for the field is drawn in a smaller font (down to `minimumFontSize`) while the
    /// field is not being edited; false by default.
    open var adjustsFontSizeToFitWidth = false {
        didSet { setNeedsDisplay() }
    }
    /// The smallest font size `adjustsFontSizeToFitWidth` shrinks to (0: no limit but a legible 4 pt).
    open var minimumFontSize: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }

    /// When the clear button (an ⓧ at the trailing edge that empties the field) shows.
    open var clearButtonMode: ViewMode = .never {
        didSet { updateClearButton() }
    }

    /// Extra room before the text (a search field's magnifier).
    var leftPadding: CGFloat = 0 {
        didSet { setNeedsDisplay() }
    }
    /// The room a search field's tokens take before the text.
    var tokenRunWidth: CGFloat { 0 }

    lazy var clearButton: ClearButton = {
        let button = ClearButton(frame: .zero)
        button.addAction(
            UIAction { [weak self] _ in
                guard let self, self.delegate?.textFieldShouldClear(self) ?? true else { return }
                self.performEdit(0..<self.model.length, with: "", isTyping: false)
            }, for: .touchUpInside)
        return button
    }()

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

    var caretVisible = true
    var blinkTimer: RunLoopClock.Timer?
    var scrollOffset: CGFloat = 0
    /// Where a drag began and how it selects (1 caret, 2 word, 3 everything).
    var dragOrigin: Range<Int>?
    var dragGranularity = 1

    /// The selection in UTF-16 offsets (`length` 0 for a caret).
    open var selectedRange: NSRange {
        get { NSRange(location: model.selection.lowerBound, length: model.selection.count) }
        set {
            let lower = model.boundary(newValue.location)
            let upper = model.boundary(newValue.location + max(newValue.length, 0))
            model.breakTyping()
            model.anchor = lower
            model.caret = max(lower, upper)
            selectionDidMove()
        }
    }

    /// The selected text, or nil for a caret.
    public var selectedText: String? { model.hasSelection ? model.substring(model.selection) : nil }

    /// The undo manager of the field's window (one of its own while it is in none).
    open override var undoManager: UndoManager? { super.undoManager ?? ownUndoManager }
    private lazy var ownUndoManager = UndoManager()

    // MARK: UIKeyInput

    /// Whether there is text.
    open var hasText: Bool { !storage.isEmpty }
    /// Cuts the selection to the pasteboard (Ctrl+X).
    open override func cut(_ sender: Any?) { editCut() }
    /// Copies the selection to the pasteboard (Ctrl+C).
    open override func copy(_ sender: Any?) { editCopy() }
    /// Pastes the pasteboard's text over the selection (Ctrl+V).
    open override func paste(_ sender: Any?) { editPaste() }
    /// Selects all the text (Ctrl+A).
    open override func selectAll(_ sender: Any?) { editSelectAll() }
    /// Deletes the selection.
    open override func delete(_ sender: Any?) { editDelete() }
    /// Whether the view takes `action` now: the standard edit actions as the text's state allows (Copy with a
    /// selection, Paste when editable and the pasteboard holds text…), every other action as `UIResponder` does.
    /// Its edit menu and the Ctrl+X/C/V/A keys ask it first.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        canPerformStandardEditAction(action.name) ?? super.canPerformAction(action, withSender: sender)
    }
    /// The caret's rectangle at a position (open, as UIKit's: a subclass may draw its own caret).
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: clampedOffset(position)) }
    /// The rectangle of a range on the field's line (where an input method places its candidate window).
    open func firstRect(for range: UITextRange) -> CGRect { firstLineRect(for: range) }
    /// The position nearest to a point.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedPosition(characterIndex(at: point)) }
    /// The rectangles of a selection of `range` (one line).
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { textSelectionRects(for: range) }

    /// Inserts text at the caret (replacing the marked text or the selection); "\n" is Return.
    open func insertText(_ text: String) {
        if text == "\n" || text == "\r" {
            if model.markedRange != nil { commitMarkedText() }
            if delegate?.textFieldShouldReturn(self) ?? true {
                sendActions(for: .editingDidEndOnExit)
            }
            return
        }
        var range = model.markedRange ?? model.selection
        if clearsOnInsertion {
            clearsOnInsertion = false
            range = 0..<model.length
        }
        performEdit(range, with: text.replacingOccurrences(of: "\n", with: " "), isTyping: model.markedRange == nil)
    }

    /// Deletes the selection, or the character (grapheme cluster) before the caret.
    open func deleteBackward() {
        let range =
            model.markedRange
            ?? (model.hasSelection ? model.selection : model.offset(before: model.caret)..<model.caret)
        guard !range.isEmpty else { return }
        performEdit(range, with: "", isTyping: false)
    }

    // MARK: First responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard delegate?.textFieldShouldBeginEditing(self) ?? true, super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        model.anchor = model.caret
        startBlinking()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
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
        if model.markedRange != nil { commitMarkedText() }
        isEditing = false
        blinkTimer?.invalidate()
        blinkTimer = nil
        model.breakTyping()
        model.anchor = model.caret
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
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
    public var isCaretVisible: Bool {
        isEditing && caretVisible && drawsCaret && !model.hasSelection && model.markedRange == nil
    }
    /// Whether a subclass lets the caret show (a search field hides it while a token is selected).
    var drawsCaret: Bool { true }

    // MARK: Touches: a tap focuses and places the caret; a drag selects

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if isFirstResponder { beginSelecting(touch, with: event) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if isFirstResponder, dragOrigin != nil { extendSelecting(to: characterIndex(at: touch.location(in: self))) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer { dragOrigin = nil }
        guard let touch, isInsideForTracking(touch.location(in: self)) else { return }
        if !isFirstResponder {
            let index = characterIndex(at: touch.location(in: self))
            if becomeFirstResponder() {
                model.caret = index
                model.anchor = index
                setNeedsDisplay()
            }
        }
    }

    // MARK: Keys: caret movement, selection, clipboard

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, model.markedRange == nil, let key = presses.first?.key, handleEditingKey(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isEditing, model.markedRange == nil, let key = presses.first?.key, handleEditingKey(key) else {
            super.pressesChanged(presses, with: event)
            return
        }
    }

    /// A tap on a text field focuses it even under a tap recognizer on a superview.
    override var protectsTapsFromAncestorRecognizers: Bool { true }

    // MARK: Geometry and drawing

    /// Draws the border, then the placeholder (`drawPlaceholder(in:)`) while the field is empty or the text
    /// (`drawText(in:)`), with the selection and the caret while editing.
    open override func draw(_ rect: CGRect) {
        drawBorder()
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let inner = textArea
        keepCaretInView()
        if storage.isEmpty, let placeholder, !placeholder.isEmpty {
            context.saveGState()
            let placeholderArea = placeholderRect(forBounds: bounds)
            context.clip(to: placeholderArea)
            drawPlaceholder(in: placeholderArea)
            context.restoreGState()
        }
        context.saveGState()
        context.clip(to: inner)
        drawSelection(in: inner)
        if !storage.isEmpty { drawText(in: inner) }
        drawMarkedTextAndCaret(in: inner)
        context.restoreGState()
    }

    // MARK: Rectangles a subclass overrides

    /// The border's rectangle; the bounds by default.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text is drawn while not editing: the bounds inset by the border's padding, the side views and
    /// the clear button.
    open func textRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: textInsets) }

    /// Where the text is edited; `textRect(forBounds:)` by default.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the placeholder is drawn; `textRect(forBounds:)` by default.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// Where the clear button goes: 20 pt square, 6 pt from the trailing edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 26, y: bounds.midY - 10, width: 20, height: 20)
    }

    /// Where the left view goes: at the leading edge, centred vertically, at its own size.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = storedLeftView else { return .zero }
        let size = view.frame.size
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the right view goes: at the trailing edge, centred vertically, at its own size.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        guard let view = storedRightView else { return .zero }
        let size = view.frame.size
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Draws the text (bullets for secure entry) in `rect`, scrolled to keep the caret in view while editing, in
    /// the text colour; shrunk to fit when `adjustsFontSizeToFitWidth` asks. A subclass draws it its own way.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), !storage.isEmpty else { return }
        let font = drawnFont
        let lineHeight = font.lineHeight
        let color = textColor ?? .label
        context.draw(
            displayed,
            in: CGRect(
                x: textOrigin - scrollOffset, y: rect.midY - lineHeight / 2,
                width: max(rect.width + scrollOffset, caretOffsetX(model.length) + 4), height: lineHeight + 4),
            style: TextStyle(
                font: font, color: (isEnabled ? color : color.withAlphaComponent(0.4)).cgColor, alignment: .left,
                lineBreakMode: .byClipping, numberOfLines: 1))
    }

    /// Draws the placeholder in `rect` in the placeholder colour, aligned as the text, centred vertically. A
    /// subclass that shows its own placeholder overrides it to draw nothing.
    open func drawPlaceholder(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let placeholder, !placeholder.isEmpty else { return }
        let font = placeholderAttributes[.font] as? UIFont ?? self.font ?? .systemFont(ofSize: 17)
        let color = placeholderColor ?? UIColor.placeholderText
        let lineHeight = font.lineHeight
        context.draw(
            placeholder,
            in: CGRect(x: rect.minX, y: rect.midY - lineHeight / 2, width: rect.width, height: lineHeight + 4),
            style: TextStyle(
                font: font, color: (isEnabled ? color : color.withAlphaComponent(0.4)).cgColor,
                alignment: textAlignment == .natural ? .left : textAlignment, lineBreakMode: .byTruncatingTail,
                numberOfLines: 1))
    }
}
