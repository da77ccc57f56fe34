import Foundation

/// A scrollable, multi-line, editable text view (SEMANTICS §13.2): wrapping at its width, the caret moved by
/// character, word, line, page or document with the usual Linux keys (Shift extends), selection by drag,
/// double-click (word) and triple-click (paragraph), the clipboard (Ctrl+C/X/V) and, under X11, the PRIMARY
/// selection (middle-click pastes), undo and redo through the window's `UndoManager` (Ctrl+Z, Ctrl+Shift+Z),
/// and marked text from input methods through `UITextInput`.
///
/// Only the paragraphs on screen are laid out for drawing, each in its own tile, so a keystroke redraws one
/// paragraph however long the text is. A mouse drag selects (as a pointer does on iPadOS); the wheel scrolls.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditingHost {
    /// The kinds of data (links, phone numbers…) the view would turn into links; kept (no detection runs).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    let model = TextEditingModel()
    var editingModel: TextEditingModel { model }
    lazy var textEditMenu = TextEditMenu(host: self)

    /// Creates an empty text view laying its text out in `textContainer` (a new one when nil), as UIKit's
    /// designated initializer does.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
        backgroundColor = .systemBackground
        self.textContainer.owner = self
        alwaysBounceVertical = true
        panGestureRecognizer.isEnabled = false  // the mouse selects; the wheel and keys scroll
        delaysContentTouches = false
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
        rebuildParagraphs()
    }
    /// Creates an empty text view.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }
    /// Creates an empty text view; UIKit chooses between TextKit 1 and 2 with the flag. Tapestry has one text
    /// layout, so either gives the same view, but one made without TextKit 2 answers nil for
    /// `textLayoutManager`, as UIKit's does.
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
        offersTextLayoutManager = usingTextLayoutManager
    }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The text with its attributes (ranges without a font or colour are in the view's); a subclass may override
    /// it (a placeholder view redraws when it changes).
    open var attributedText: NSAttributedString! {
        get { attributedTextValue }
        set { setAttributedTextValue(newValue) }
    }

    /// An editable text view takes keyboard focus.
    open override var canBecomeFocused: Bool { isEditable }

    // Accessibility, as UIKit's: an element whose value is its text.
    override var defaultAccessibilityTraits: UIAccessibilityTraits? { [] }
    override var defaultAccessibilityValue: String? { text }

    // MARK: Content

    /// The text (never nil when read; setting nil empties it). Setting it moves the caret to the end and clears
    /// the undo steps that referred to the old text.
    open var text: String! {
        get { model.text }
        set {
            let oldLength = model.length
            model.setText(newValue ?? "")
            richText = nil
            storedTypingAttributes = nil
            undoManager?.removeAllActions(withTarget: self)
            rebuildParagraphs()
            textChangedLayout()
            storageObject?.viewChanged(0..<oldLength, newLength: model.length, attributes: true)
        }
    }

    /// The text and its attributes as TextKit's storage: edits through it change what the view shows, and
    /// typing in the view is processed as an edit of it (its delegate hears both).
    open var textStorage: NSTextStorage {
        if let storageObject { return storageObject }
        let storage = TextViewStorage(view: self)
        storageObject = storage
        storage.mirror()
        return storage
    }
    var storageObject: TextViewStorage?

    /// TextKit 1's layout manager of the view's text, in the view's text container (made on first use): where
    /// each character is, and which is under a point, in the container's coordinates (the view's less
    /// `textContainerInset`).
    open var layoutManager: NSLayoutManager {
        if let textKit1Manager { return textKit1Manager }
        let manager = NSLayoutManager()
        textStorage.addLayoutManager(manager)
        manager.addTextContainer(textContainer)
        textKit1Manager = manager
        return manager
    }
    private var textKit1Manager: NSLayoutManager?

    /// TextKit 2's view of the view's text (made on first use): a paragraph's layout fragment and its lines, in
    /// the container's coordinates, the same lines `layoutManager` answers for. Nil for a view made with
    /// `init(usingTextLayoutManager: false)`.
    open var textLayoutManager: NSTextLayoutManager? {
        guard offersTextLayoutManager else { return nil }
        if let textKit2Manager { return textKit2Manager }
        let content = NSTextContentStorage()
        content.textStorage = textStorage
        let manager = NSTextLayoutManager(textView: layoutManager, content: content)
        textKit2Manager = manager
        return manager
    }
    private var textKit2Manager: NSTextLayoutManager?
    private var offersTextLayoutManager = true

    /// Whether the view scrolls; without scrolling its intrinsic height is its text's (self-sizing).
    open override var isScrollEnabled: Bool {
        didSet {
            panGestureRecognizer.isEnabled = false
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether the user may change the text's attributes (bold, italic) while editing (kept: the view edits
    /// with its typing attributes).
    open var allowsEditingTextAttributes = false
    /// Whether the font follows the user's text size; text sizes do not change on a desktop, so it is kept.
    open var adjustsFontForContentSizeCategory = false
    /// Whether text is scaled as on iOS when running on a Mac (kept: text is drawn at its size).
    open var usesStandardTextScaling = false

    /// The font; nil draws in the 12-point system font, as UIKit does.
    open var font: UIFont? {
        didSet {
            if let font { applyToRichText(.font, font) }
            layoutParametersChanged()
        }
    }
    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }
    /// The text colour; nil is `.label`.
    open var textColor: UIColor? {
        didSet {
            if let textColor { applyToRichText(.foregroundColor, textColor) }
            tiles.values.forEach { $0.setNeedsDisplay() }
        }
    }
    /// The attributes links (`.link` runs) are drawn with, over their own; the link colour by default.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! = [.foregroundColor: UIColor.link] {
        didSet { layoutParametersChanged() }
    }
    /// How lines are aligned (natural is left).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { if oldValue != textAlignment { layoutParametersChanged() } }
    }
    /// The text's attributes, once they are not all the view's font and colour (attributed text was set, or
    /// typing attributes differed); nil while the whole text is in `font` and `textColor`.
    var richText: TextAttributeRuns?
    /// The text item a click began on, acted on if the click ends on it (UITextView+TextItems.swift).
    var pressedTextItem: UITextItem? {
        didSet { if pressedTextItem == nil { textItemHold?.invalidate() } }
    }
    /// Opens the pressed item's menu when the press is held (a long press, as on a touch screen).
    var textItemHold: RunLoopClock.Timer?
    /// Typing attributes set by the app, used by the next insertion (cleared when the selection moves).
    var storedTypingAttributes: [NSAttributedString.Key: Any]?
    /// The attributes the next text change brings back (an undo).
    var restoredRuns: TextAttributeRuns?
    /// Whether the user may change the text. Default true.
    open var isEditable = true {
        didSet { if !isEditable, isFirstResponder, !isSelectable { resignFirstResponder() } }
    }
    /// Whether the user may select the text (and copy it). Default true.
    open var isSelectable = true
    /// The space around the text inside the view; 8 points above and below by default.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { layoutParametersChanged() }
    }
    /// The container the text is laid out in.
    public let textContainer: NSTextContainer
    /// Whether editing clears the text first.
    open var clearsOnInsertion = false
    /// The delegate as a text view delegate (set it through `delegate`).
    public var textViewDelegate: UITextViewDelegate? { delegate as? UITextViewDelegate }
    /// The colour of the caret and the selection.
    /// The caret and the selection follow the tint colour.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caretView.backgroundColor = tintColor
        setNeedsLayout()
    }

    /// Posted when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text.
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    // MARK: Text input traits (hints: the desktop's keyboard is physical)

    /// The kind of keyboard a touch screen would show (a hint here).
    open var keyboardType: UIKeyboardType = .default
    /// The title of the Return key on a touch keyboard (a hint here).
    open var returnKeyType: UIReturnKeyType = .default
    /// What the text is, for autofill (a hint here).
    open var textContentType: UITextContentType?
    /// Whether words are capitalised as typed on a touch keyboard (a hint here).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether autocorrection is on (a hint here).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether spell checking is on (a hint here).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Whether the text shows as dots (a hint: a text view shows its text).
    open var isSecureTextEntry = false
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
    /// Whether Return is disabled while the text is empty (a hint here).
    open var enablesReturnKeyAutomatically = false

    /// Whether Ctrl+F shows a find navigator over the text (and Ctrl+G moves through the results); off by
    /// default, as in UIKit.
    open var isFindInteractionEnabled = false {
        didSet { updateFindInteraction() }
    }
    /// The find interaction, while `isFindInteractionEnabled`.
    public internal(set) var findInteraction: UIFindInteraction?
    /// What makes the find interaction's sessions (the interaction holds it weakly).
    var findSessionMaker: TextViewFindSessionMaker?

    private var customInputView: UIView?
    private var customAccessoryView: UIView?
    /// A custom keyboard shown docked at the bottom while editing.
    open override var inputView: UIView? {
        get { customInputView }
        set { customInputView = newValue }
    }
    /// A bar shown above the input view while editing (a toolbar with Done, say).
    open override var inputAccessoryView: UIView? {
        get { customAccessoryView }
        set { customAccessoryView = newValue }
    }

    // MARK: Selection

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

    /// Scrolls so that `range` shows.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        let rect = caretRect(atOffset: model.boundary(range.location))
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -2), animated: false)
    }

    /// The undo manager of the text view's window (one of its own while it is in none).
    open override var undoManager: UndoManager? { super.undoManager ?? ownUndoManager }
    private lazy var ownUndoManager = UndoManager()

    // MARK: First responder

    /// Whether the view edits now (first responder and editable).
    var isEditing = false

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        if isEditable, !(textViewDelegate?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        if isEditable {
            isEditing = true
            if clearsOnInsertion { text = "" }
            textViewDelegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        startBlinking()
        setNeedsLayout()
        return true
    }

    open override var canResignFirstResponder: Bool {
        !isEditing || (textViewDelegate?.textViewShouldEndEditing(self) ?? true)
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard super.resignFirstResponder() else { return false }
        if model.markedRange != nil { unmarkText() }
        blinkTimer?.invalidate()
        blinkTimer = nil
        if isEditing {
            isEditing = false
            textViewDelegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        }
        setNeedsLayout()
        return true
    }

    // MARK: Layout of paragraphs

    /// The paragraphs whose layouts were kept, oldest first.
    var liveLayouts: [Int] = []
    /// The first paragraph that may not be measured yet; whether the next layout pass measures paragraphs off
    /// screen (the text or the width changed, or the measuring timer fired) and how many more it may; the timer
    /// of the next pass while some are not measured. A keystroke's pass measures only what it changed.
    var unmeasuredFrom = 0
    var measuresOffScreen = true
    var measureBudget = 0
    var passStarted: TimeInterval = 0
    var measuring: RunLoopClock.Timer?

    var paragraphs = TextParagraphs("")
    var layoutWidth: CGFloat = -1
    var tiles: [Int: TextTileView] = [:]
    var spareTiles: [TextTileView] = []
    let caretView = UIView()
    var caretVisible = true
    var blinkTimer: RunLoopClock.Timer?
    /// The x that Up and Down keep across short lines.
    var goalX: CGFloat?
    /// How a click selects (1 caret, 2 word, 3 paragraph) and the unit the drag began on.
    var selectionGranularity = 1
    var selectionOrigin: Range<Int>?

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateTops()
        layoutTiles()
        if paragraphs.validTops < paragraphs.count {
            // Paragraphs on screen measured to other heights than estimated: place them again.
            updateTops()
            layoutTiles()
        }
        let contentHeight = textContainerInset.top + paragraphs.tops[paragraphs.count] + textContainerInset.bottom
        let size = CGSize(width: bounds.width, height: contentHeight)
        if contentSize != size { contentSize = size }
        layoutCaret()
    }

    /// Whether the caret is drawn now (it blinks while editing).
    public var isCaretVisible: Bool { isEditing && !caretView.isHidden }

    // MARK: Geometry of the text input (open, as UIKit's: a subclass may draw its own caret)

    /// Whether there is text.
    open var hasText: Bool { model.length > 0 }
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
    /// Shows the find navigator (with `isFindInteractionEnabled`; Ctrl+F does the same).
    open override func find(_ sender: Any?) { findInteraction?.presentFindNavigator(showingReplace: false) }
    /// Shows the find navigator with its replace field (an editable view's).
    open override func findAndReplace(_ sender: Any?) {
        findInteraction?.presentFindNavigator(showingReplace: isEditable)
    }
    /// Goes to the next match of the find navigator's text.
    open override func findNext(_ sender: Any?) { findInteraction?.findNext() }
    /// Goes to the previous match.
    open override func findPrevious(_ sender: Any?) { findInteraction?.findPrevious() }
    /// Makes the selected text the text to find.
    open override func useSelectionForFind(_ sender: Any?) {
        guard model.hasSelection else { return }
        findInteraction?.searchText = model.substring(model.selection)
    }
    /// Whether the view takes `action` now: the standard edit actions as the text's state allows (Copy with a
    /// selection, Paste when editable and the pasteboard holds text, the find actions with
    /// `isFindInteractionEnabled`…), every other action as `UIResponder` does. Its edit menu and the
    /// Ctrl+X/C/V/A keys ask it first.
    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action.name {
        case "find:", "findNext:", "findPrevious:": return findInteraction != nil
        case "findAndReplace:": return findInteraction != nil && isEditable
        case "useSelectionForFind:": return findInteraction != nil && model.hasSelection
        default: break
        }
        return canPerformStandardEditAction(action.name) ?? super.canPerformAction(action, withSender: sender)
    }
    /// The caret's rectangle at a position.
    open func caretRect(for position: UITextPosition) -> CGRect { caretRect(atOffset: clampedOffset(position)) }
    /// The rectangle of the first line of a range (where an input method places its candidate window).
    open func firstRect(for range: UITextRange) -> CGRect { firstLineRect(for: range) }
    /// The position nearest to a point.
    open func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedPosition(offset(at: point)) }
    /// The rectangles of a selection of `range`, one per line.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { textSelectionRects(for: range) }

    // MARK: Typing

    /// Inserts typed or committed text (replacing the marked text or the selection); "\r" is a line break.
    open func insertText(_ text: String) {
        guard isEditable else { return }
        let typed = text == "\r" ? "\n" : text
        performEdit(model.markedRange ?? model.selection, with: typed, isTyping: model.markedRange == nil)
    }

    /// Deletes the selection, or the character (grapheme cluster) before the caret.
    open func deleteBackward() {
        guard isEditable else { return }
        if let marked = model.markedRange {
            performEdit(marked, with: "", isTyping: false)
            return
        }
        let range = model.hasSelection ? model.selection : model.offset(before: model.caret)..<model.caret
        guard !range.isEmpty else { return }
        performEdit(range, with: "", isTyping: false)
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFirstResponder, model.markedRange == nil, let key = presses.first?.key, handleEditingKey(key) else {
            super.pressesBegan(presses, with: event)
            return
        }
    }

    open override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard isFirstResponder, model.markedRange == nil, let key = presses.first?.key, handleEditingKey(key) else {
            super.pressesChanged(presses, with: event)
            return
        }
    }

    // MARK: Mouse selection

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isSelectable || isEditable, let touch = touches.first else {
            return super.touchesBegan(touches, with: event)
        }
        if touch.tapCount == 1, let item = textItem(at: touch.location(in: self)) {
            pressedTextItem = item  // a click on a link acts when it ends on it, and selects nothing
            holdOnTextItem(item, touch: touch)
            return
        }
        if !isFirstResponder { becomeFirstResponder() }
        if model.markedRange != nil { unmarkText() }
        let offset = offset(at: touch.location(in: self))
        model.breakTyping()
        goalX = nil
        selectionGranularity = min(touch.tapCount, 3)
        let extend = event?.modifierFlags.contains(.shift) ?? false
        let unit = unitRange(at: offset)
        if extend {
            selectionOrigin = model.anchor..<model.anchor
        } else {
            selectionOrigin = unit
            model.anchor = unit.lowerBound
        }
        model.caret = selectionGranularity == 1 ? offset : unit.upperBound
        if extend { extendSelection(to: offset) }
        selectionDidMove()
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let item = pressedTextItem, let touch = touches.first {
            if textItem(at: touch.location(in: self))?.range != item.range { pressedTextItem = nil }
            return
        }
        guard let touch = touches.first, let _ = selectionOrigin else {
            return super.touchesMoved(touches, with: event)
        }
        extendSelection(to: offset(at: touch.location(in: self)))
        selectionDidMove()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if let item = pressedTextItem {
            pressedTextItem = nil
            if let touch = touches.first, textItem(at: touch.location(in: self))?.range == item.range {
                performPrimaryAction(for: item)
            }
            return
        }
        guard selectionOrigin != nil else { return super.touchesEnded(touches, with: event) }
        selectionOrigin = nil
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if pressedTextItem != nil {
            pressedTextItem = nil
            return
        }
        guard selectionOrigin != nil else { return super.touchesCancelled(touches, with: event) }
        selectionOrigin = nil
    }

    // MARK: Sizing

    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return CGSize(width: UIView.noIntrinsicMetric, height: fittingHeight(width: bounds.width))
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: fittingHeight(width: width))
    }

    /// The height the text needs at `width`, insets included.
    func fittingHeight(width: CGFloat) -> CGFloat {
        let wrap = max(
            1, width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding)
        var height: CGFloat = 0
        for index in paragraphs.indices {
            height += paragraphHeight(of: paragraphLayout(paragraphs.range(index), width: wrap))
        }
        return (textContainerInset.top + height + textContainerInset.bottom).rounded(.up)
    }
}
