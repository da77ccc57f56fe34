import Foundation

/// The methods a text view's delegate implements to shape editing; every method is optional. A text view's
/// delegate is its scroll view delegate too: set it through `delegate`.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether the view may start editing (become first responder). Default true.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// The view started editing.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether the view may stop editing. Default true.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// The view stopped editing.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced with `text`. Default true.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Returns true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Returns true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Returns true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Does nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// The region text is laid out in: the text view's width less `lineFragmentPadding` on each side.
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space left empty at each end of every line; 5 points by default, as in UIKit.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { owner?.layoutParametersChanged() }
    }
    /// The most lines shown (0: no limit). Kept for API compatibility; a text view shows all its lines.
    open var maximumNumberOfLines = 0
    weak var owner: UITextView?

    /// Creates a container.
    public override init() {}
}

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

    /// Creates an empty text view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        textContainer.owner = self
        alwaysBounceVertical = true
        panGestureRecognizer.isEnabled = false  // the mouse selects; the wheel and keys scroll
        delaysContentTouches = false
        caretView.isUserInteractionEnabled = false
        caretView.isHidden = true
        addSubview(caretView)
        rebuildParagraphs()
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    // MARK: Content

    /// The text (never nil when read; setting nil empties it). Setting it moves the caret to the end and clears
    /// the undo steps that referred to the old text.
    open var text: String! {
        get { model.text }
        set {
            model.setText(newValue ?? "")
            undoManager?.removeAllActions(withTarget: self)
            rebuildParagraphs()
            textChangedLayout()
        }
    }

    /// Whether the view scrolls; without scrolling its intrinsic height is its text's (self-sizing).
    open override var isScrollEnabled: Bool {
        didSet {
            panGestureRecognizer.isEnabled = false
            invalidateIntrinsicContentSize()
        }
    }

    /// The font; nil draws in the 12-point system font, as UIKit does.
    open var font: UIFont? {
        didSet { layoutParametersChanged() }
    }
    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }
    /// The text colour; nil is `.label`.
    open var textColor: UIColor? {
        didSet { tiles.values.forEach { $0.setNeedsDisplay() } }
    }
    /// The alignment (the text views lay out left-aligned; kept for API compatibility).
    open var textAlignment: NSTextAlignment = .natural
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
    public let textContainer = NSTextContainer()
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
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when editing ends.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

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

    /// Records the height of a paragraph that has its layout.
    private func layoutHeight(_ index: Int) {
        guard let layout = paragraphs[index].layout else { return }
        paragraphs[index].height = max(layout.size.height, resolvedFont.lineHeight)
    }
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

    func layoutParametersChanged() {
        layoutWidth = -1
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// Splits the whole text into paragraphs again (the text was replaced).
    func rebuildParagraphs() {
        paragraphs = TextParagraphs(model.text)
        liveLayouts.removeAll()
        unmeasuredFrom = 0
        measuresOffScreen = true
        for tile in tiles.values { recycle(tile) }
        tiles.removeAll()
    }

    /// The index of the paragraph holding `offset`.
    func paragraphIndex(forOffset offset: Int) -> Int { paragraphs.index(forOffset: offset) }

    /// The most paragraphs an edit measures at once; a larger edit (a paste) is measured as the text is when set.
    static let measuredPerEdit = 16

    /// The text changed from `oldRange` (in the old text) to `newLength` units: the paragraphs it touched are
    /// split again and measured, and the ones after it shift; only those are laid out again.
    func textChanged(replacing oldRange: Range<Int>, newLength: Int) {
        let first = paragraphIndex(forOffset: oldRange.lowerBound)
        let last = paragraphIndex(forOffset: oldRange.upperBound)
        let delta = newLength - oldRange.count
        let start = paragraphs.start(first)
        let end = paragraphs.start(last) + paragraphs[last].length + delta
        let utf16 = model.text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: start), upper = utf16.index(lower, offsetBy: end - start)
        let replacement = TextParagraphs.split(model.text[lower..<upper], from: start)
        for index in first...last { if let tile = tiles.removeValue(forKey: index) { recycle(tile) } }
        // Tiles below move to their paragraphs' new indices.
        let shift = replacement.count - (last - first + 1)
        if shift != 0 {
            var moved: [Int: TextTileView] = [:]
            for (index, tile) in tiles { moved[index > last ? index + shift : index] = tile }
            tiles = moved
            liveLayouts = liveLayouts.filter { $0 < first || $0 > last }.map { $0 > last ? $0 + shift : $0 }
        }
        paragraphs.replace(first, through: last, with: replacement, delta: delta)
        if unmeasuredFrom > last {
            unmeasuredFrom += shift
        } else {
            unmeasuredFrom = min(unmeasuredFrom, first)
        }
        if replacement.count <= Self.measuredPerEdit, layoutWidth == wrapWidth {
            // Measured now (their layouts kept for their tiles); a height that changed moves the tops below.
            for index in first..<first + replacement.count { layoutParagraph(index) }
        } else {
            unmeasuredFrom = min(unmeasuredFrom, first)
            measuresOffScreen = true
        }
        textChangedLayout()
    }

    func textChangedLayout() {
        setNeedsLayout()
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
    }

    /// The width lines wrap at.
    var wrapWidth: CGFloat {
        max(
            1, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        )
    }

    /// Lays out the paragraph (when needed) and returns its layout, which is kept while it is among the most
    /// recently used (a long text keeps a bounded number of layouts: those on screen and near the caret).
    @discardableResult
    func layoutParagraph(_ index: Int) -> TextParagraphLayout {
        if let layout = paragraphs[index].layout { return layout }
        let layout = makeLayout(index)
        paragraphs[index].layout = layout
        liveLayouts.append(index)
        if liveLayouts.count > 2 * Self.keptLayouts {
            let visible = Set(tiles.keys)
            for old in liveLayouts.prefix(liveLayouts.count - Self.keptLayouts)
            where old < paragraphs.count && !visible.contains(old) && old != index {
                paragraphs[old].layout = nil
            }
            liveLayouts.removeFirst(liveLayouts.count - Self.keptLayouts)
        }
        return layout
    }

    /// How many paragraph layouts a text view keeps besides those on screen.
    static let keptLayouts = 256

    /// Lays the paragraph out and records its height (the tops below it move when the height changed).
    private func makeLayout(_ index: Int) -> TextParagraphLayout {
        let text = model.substring(paragraphs.range(index))
        let layout = TextLayout.paragraph(text, resolvedFont, wrapWidth)
        let height = max(layout.size.height, resolvedFont.lineHeight)
        paragraphs[index].measured = true
        if paragraphs[index].height != height {
            paragraphs[index].height = height
            paragraphs.validTops = min(paragraphs.validTops, index)
        }
        return layout
    }

    /// Lays out every paragraph at the current width (once per width or text change) and fills the tops.
    func updateTops() {
        let width = wrapWidth
        if width != layoutWidth {
            layoutWidth = width
            paragraphs.forgetLayouts()
            liveLayouts.removeAll()
            for tile in tiles.values { tile.setNeedsDisplay() }
            unmeasuredFrom = 0
            measuresOffScreen = true
        }
        if measuresOffScreen {
            measuresOffScreen = false
            measureBudget = Self.measuredPerPass
            passStarted = ProcessInfo.processInfo.systemUptime
        }
        // Paragraphs are measured (their layouts not kept) up to this pass's budget; the rest keep an estimate
        // and are measured over the next frames, so a long paste does not hold the window for seconds.
        var index = paragraphs.firstUnmeasured(from: unmeasuredFrom)
        while index < paragraphs.count, measureBudget > 0 {
            measureBudget -= 1
            // Past the pass's first paragraphs, measuring stops once it has taken a quarter of a frame.
            if measureBudget % 16 == 0, Self.measuredPerPass - measureBudget > 32,
                ProcessInfo.processInfo.systemUptime - passStarted > 0.004
            {
                measureBudget = 0
            }
            if paragraphs[index].layout == nil { _ = makeLayout(index) } else { layoutHeight(index) }
            paragraphs[index].measured = true
            paragraphs.validTops = min(paragraphs.validTops, index)
            index = paragraphs.firstUnmeasured(from: index + 1)
        }
        unmeasuredFrom = index
        let lineHeight = resolvedFont.lineHeight
        let perLine = max(1, wrapWidth / max(resolvedFont.pointSize * 0.5, 1))
        paragraphs.updateTops { lineHeight * max(1, (CGFloat($0) / perLine).rounded(.up)) }
        if unmeasuredFrom < paragraphs.count, measuring == nil {
            measuring = UIApplication.shared.clock.schedule(after: 1.0 / 60) { [weak self] in
                guard let self else { return }
                self.measuring = nil
                self.measuresOffScreen = true
                self.setNeedsLayout()
            }
        }
    }

    /// The most paragraphs one layout pass measures besides those on screen (fewer when they take more than
    /// a quarter of a frame).
    static let measuredPerPass = 400

    /// The text's height at the current width.
    var textHeight: CGFloat {
        updateTops()
        return paragraphs.tops[paragraphs.count]
    }

    /// The origin of paragraph `index`'s text in the view's (content) coordinates.
    func paragraphOrigin(_ index: Int) -> CGPoint {
        CGPoint(
            x: textContainerInset.left + textContainer.lineFragmentPadding,
            y: textContainerInset.top + paragraphs.tops[index])
    }

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

    /// Shows a tile for every paragraph on screen (reusing tiles), each configured with its part of the
    /// selection and the marked text.
    func layoutTiles() {
        let visibleTop = bounds.minY - textContainerInset.top, visibleBottom = bounds.maxY - textContainerInset.top
        let low = paragraphs.index(forY: visibleTop)
        var visible: [Int] = []
        var index = low
        while index < paragraphs.count, paragraphs.tops[index] < visibleBottom || index == low {
            visible.append(index)
            index += 1
        }
        let wanted = Set(visible)
        for (index, tile) in tiles where !wanted.contains(index) {
            tiles[index] = nil
            recycle(tile)
        }
        let selection = isFirstResponder || model.hasSelection ? model.selection : nil
        for index in visible {
            let tile: TextTileView
            if let existing = tiles[index] {
                tile = existing
            } else {
                tile = spareTiles.popLast() ?? TextTileView()
                tile.isHidden = false
                if tile.superview !== self { insertSubview(tile, belowSubview: caretView) }
                tiles[index] = tile
            }
            let paragraph = paragraphs[index]
            let origin = paragraphOrigin(index)
            let frame = CGRect(x: origin.x, y: origin.y, width: layoutWidth, height: paragraph.height)
            if tile.frame != frame { tile.frame = frame }
            let range = paragraph.start..<paragraph.start + paragraph.length
            func local(_ part: Range<Int>?) -> Range<Int>? {
                guard let part, part.lowerBound <= range.upperBound, part.upperBound >= range.lowerBound else {
                    return nil
                }
                let lower = max(part.lowerBound, range.lowerBound) - range.lowerBound
                let upper = min(part.upperBound, range.upperBound) - range.lowerBound
                // A selection that runs past the paragraph's end covers its line break too.
                let pastEnd = part.upperBound > range.upperBound
                return lower..<(upper + (pastEnd ? 1 : 0))
            }
            let selected = selection.flatMap { $0.isEmpty ? nil : local($0) }
            let marked = local(model.markedRange)
            tile.configure(
                layout: layoutParagraph(index),
                text: model.substring(range), font: resolvedFont, color: textColor ?? .label,
                selection: selected, selectionColor: (tintColor ?? .systemBlue).withAlphaComponent(0.25), marked: marked
            )
        }
    }

    func recycle(_ tile: TextTileView) {
        tile.isHidden = true
        spareTiles.append(tile)
    }

    /// The caret's rectangle at `offset` in the view's coordinates.
    func caretRect(atOffset offset: Int) -> CGRect {
        updateTops()
        let index = paragraphIndex(forOffset: offset)
        let layout = layoutParagraph(index)
        let local = offset - paragraphs.start(index)
        let lineIndex = layout.lineIndex(forOffset: local)
        let line = layout.lines[lineIndex]
        let origin = paragraphOrigin(index)
        let x = layout.x(forOffset: local, inLine: lineIndex)
        return CGRect(x: origin.x + x - 1, y: origin.y + line.y, width: 2, height: line.height)
    }

    func layoutCaret() {
        let showsCaret = isEditing && !model.hasSelection && model.markedRange == nil
        caretView.isHidden = !(showsCaret && caretVisible)
        guard showsCaret else { return }
        let rect = caretRect(atOffset: model.caret)
        if caretView.frame != rect { caretView.frame = rect }
        if caretView.backgroundColor == nil { caretView.backgroundColor = tintColor ?? .systemBlue }
    }

    func startBlinking() {
        caretVisible = true
        blinkTimer?.invalidate()
        guard isEditing else { return }
        blinkTimer = UIApplication.shared.clock.schedule(after: 0.5, repeating: 0.5) { [weak self] in
            guard let self, self.isEditing else {
                self?.blinkTimer?.invalidate()
                return
            }
            self.caretVisible.toggle()
            self.caretView.isHidden = !self.caretVisible || self.model.hasSelection || self.model.markedRange != nil
        }
    }

    /// Whether the caret is drawn now (it blinks while editing).
    public var isCaretVisible: Bool { isEditing && !caretView.isHidden }

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
        guard let touch = touches.first, let _ = selectionOrigin else {
            return super.touchesMoved(touches, with: event)
        }
        extendSelection(to: offset(at: touch.location(in: self)))
        selectionDidMove()
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard selectionOrigin != nil else { return super.touchesEnded(touches, with: event) }
        selectionOrigin = nil
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
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
            let text = model.substring(paragraphs.range(index))
            height += max(TextLayout.paragraph(text, resolvedFont, wrap).size.height, resolvedFont.lineHeight)
        }
        return (textContainerInset.top + height + textContainerInset.bottom).rounded(.up)
    }
}

/// One paragraph of a text view on screen: its text, its part of the selection and the marked text underlined.
@MainActor
final class TextTileView: UIView {
    private var layout: TextParagraphLayout?
    private var text = ""
    private var font = UIFont.systemFont(ofSize: 12)
    private var color = UIColor.label
    private var selection: Range<Int>?
    private var selectionColor = UIColor.clear
    private var marked: Range<Int>?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    required init?(coder: NSCoder) { return nil }

    func configure(
        layout: TextParagraphLayout, text: String, font: UIFont, color: UIColor, selection: Range<Int>?,
        selectionColor: UIColor, marked: Range<Int>?
    ) {
        let changed =
            layout !== self.layout || text != self.text || font != self.font || color != self.color
            || selection != self.selection || marked != self.marked
        self.layout = layout
        self.text = text
        self.font = font
        self.color = color
        self.selection = selection
        self.selectionColor = selectionColor
        self.marked = marked
        if changed { setNeedsDisplay() }
    }

    /// The rectangles a range covers, a line at a time.
    private func rects(for range: Range<Int>, in layout: TextParagraphLayout) -> [CGRect] {
        var result: [CGRect] = []
        for (index, line) in layout.lines.enumerated() {
            let isLast = index == layout.lines.count - 1
            let lower = max(range.lowerBound, line.range.lowerBound)
            let upper = min(range.upperBound, line.range.upperBound)
            guard lower < upper || (lower == upper && range.upperBound > line.range.upperBound && isLast) else {
                continue
            }
            let x0 = layout.x(forOffset: lower, inLine: index)
            var x1 = layout.x(forOffset: upper, inLine: index)
            if range.upperBound > line.range.upperBound && (isLast || upper == line.range.upperBound) {
                x1 = max(x1, line.width) + (isLast ? font.pointSize * 0.3 : 0)
            }
            result.append(CGRect(x: x0, y: line.y, width: max(x1 - x0, 1), height: line.height))
        }
        return result
    }

    override func draw(_ rect: CGRect) {
        guard let layout, let context = UIGraphicsGetCurrentContext() else { return }
        if let selection {
            selectionColor.setFill()
            for box in rects(for: selection, in: layout) { UIRectFill(box) }
        }
        if !text.isEmpty {
            context.draw(
                text, in: CGRect(x: 0, y: 0, width: bounds.width, height: .greatestFiniteMagnitude),
                style: TextStyle(
                    font: font, color: color.cgColor, alignment: .left, lineBreakMode: .byWordWrapping,
                    numberOfLines: 0))
        }
        if let marked {
            color.setFill()
            for box in rects(for: marked, in: layout) {
                UIRectFill(CGRect(x: box.minX, y: box.maxY - 2, width: box.width, height: 1))
            }
        }
    }
}

/// Kinds of data a text view can detect.
public struct UIDataDetectorTypes: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates kinds from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Phone numbers.
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    /// URLs.
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    /// Addresses.
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    /// Calendar events.
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    /// Every kind.
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}
