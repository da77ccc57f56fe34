import Foundation

/// A position in a text-input object's document. Tapestry's text views use positions that hold a UTF-16
/// offset; other adopters may subclass.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// Creates a position.
    public override init() {}
}

/// A range of a text-input object's document, between two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    /// Creates a range.
    public override init() {}
    /// The start of the range. Subclasses answer; the base class stops with a message.
    open var start: UITextPosition { preconditionFailure("UITextRange.start: a subclass must answer") }
    /// The end of the range. Subclasses answer; the base class stops with a message.
    open var end: UITextPosition { preconditionFailure("UITextRange.end: a subclass must answer") }
    /// Whether the range is empty (a caret).
    open var isEmpty: Bool { false }
}

/// A position by UTF-16 offset, as Tapestry's text views hand out.
final class IndexedPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }
    nonisolated override var description: String { "UITextPosition(\(offset))" }
}

/// A range by UTF-16 offsets, as Tapestry's text views hand out.
final class IndexedRange: UITextRange {
    let range: Range<Int>
    init(_ range: Range<Int>) { self.range = range }
    override var start: UITextPosition { IndexedPosition(range.lowerBound) }
    override var end: UITextPosition { IndexedPosition(range.upperBound) }
    override var isEmpty: Bool { range.isEmpty }
    nonisolated override var description: String { "UITextRange(\(range.lowerBound)..<\(range.upperBound))" }
}

/// The position of a search field's token (before its text): token `index` of the `count` the field held.
final class TokenPosition: UITextPosition {
    let index: Int
    let count: Int
    init(_ index: Int, of count: Int) {
        self.index = index
        self.count = count
    }
    nonisolated override var description: String { "UITextPosition(token \(index))" }
}

/// A range between any two positions (one of them a search field's token).
final class PositionRange: UITextRange {
    private let lower: UITextPosition
    private let upper: UITextPosition
    init(_ lower: UITextPosition, _ upper: UITextPosition) {
        self.lower = lower
        self.upper = upper
    }
    override var start: UITextPosition { lower }
    override var end: UITextPosition { upper }
    override var isEmpty: Bool { lower === upper }
}

/// A direction to move or extend in a document, in storage order.
public enum UITextStorageDirection: Int, Sendable {
    /// Towards the end.
    case forward = 0
    /// Towards the start.
    case backward = 1
}

/// A direction on screen.
public enum UITextLayoutDirection: Int, Sendable {
    /// Right.
    case right = 2
    /// Left.
    case left = 3
    /// Up.
    case up = 4
    /// Down.
    case down = 5
}

/// The writing direction of text.
public enum NSWritingDirection: Int, Sendable {
    /// From the paragraph's content.
    case natural = -1
    /// Left to right.
    case leftToRight = 0
    /// Right to left.
    case rightToLeft = 1
}

/// Told by a text-input object before and after its text or selection changes other than by the input system
/// (an input method uses it to reset its state).
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    /// The selection will change.
    func selectionWillChange(_ textInput: UITextInput?)
    /// The selection changed.
    func selectionDidChange(_ textInput: UITextInput?)
    /// The text will change.
    func textWillChange(_ textInput: UITextInput?)
    /// The text changed.
    func textDidChange(_ textInput: UITextInput?)
}

/// The text system's view of an editable text object (SEMANTICS §13.1): the document, the selection, the
/// marked (composing) text an input method shows while the user picks characters, and the geometry an input
/// method needs to place its candidate window (`firstRect(for:)`, `caretRect(for:)`).
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    /// The text in a range.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection (empty for a caret), or nil when nothing is selected.
    var selectedTextRange: UITextRange? { get set }
    /// The marked text's range, or nil when there is no marked text.
    var markedTextRange: UITextRange? { get }
    /// Attributes of marked text (the text views draw it underlined whatever this says).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or the selection when none is marked) with `markedText`, marked, and selects
    /// `selectedRange` within it; nil or empty removes the marked text.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Ends composing: the marked text stays as ordinary text.
    func unmarkText()
    /// The start of the document.
    var beginningOfDocument: UITextPosition { get }
    /// The end of the document.
    var endOfDocument: UITextPosition { get }
    /// A range between two positions.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` characters (UTF-16 units) from `position`, or nil when outside the document.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` steps from `position` in a layout direction (lines for up and down).
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    /// How two positions compare.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The distance between two positions (UTF-16 units).
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// Told of changes that do not come from the input system.
    var inputDelegate: UITextInputDelegate? { get set }
    /// The rectangle of the first line of a range, in the object's coordinates (where an input method places
    /// its candidate window).
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at a position.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The position nearest to a point.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The range of the character at a point.
    func characterRange(at point: CGPoint) -> UITextRange?
    /// The rectangles a selection of `range` covers, one per line (a selection highlight draws them).
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// Inserts an input suggestion the keyboard offered (UIKit 18.4). Text fields and text views hand it to
    /// their delegate; by default nothing is inserted.
    func insert(_ inputSuggestion: UIInputSuggestion)
    /// What finds words, sentences and paragraphs in the document (a `UITextInputStringTokenizer` by default).
    var tokenizer: UITextInputTokenizer { get }
    /// The view the text is drawn in, whose coordinates the geometry methods use (the object, when it is a view).
    var textInputView: UIView { get }
    /// Which way the selection's caret leans at a line break (kept: forward by default).
    var selectionAffinity: UITextStorageDirection { get set }
    /// Whether the text may be changed in `range` to `text` (true by default).
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// The position farthest in `direction` within `range` (its start going left or up, else its end).
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// The range from `position` to the farthest point in `direction` (to the document's start or end).
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// The writing direction of the text at `position` (natural by default).
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Sets the writing direction of the paragraphs of `range` (ignored by default).
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// The character offset of `position` within `range`.
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// The position `offset` characters into `range`.
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
}

extension UITextInput {
    /// Does nothing.
    public func insert(_ inputSuggestion: UIInputSuggestion) {}
    /// A string tokenizer over the document.
    public var tokenizer: UITextInputTokenizer {
        if let responder = self as? any UIResponder & UITextInput {
            return UITextInputStringTokenizer(textInput: responder)
        }
        return UITextInputStringTokenizer(anyTextInput: self)
    }
    /// The object itself when it is a view (a detached view otherwise).
    public var textInputView: UIView { (self as? UIView) ?? UIView() }
    /// Forward; setting it is ignored.
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
    /// True.
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// The range's start going left or up, its end going right or down.
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    /// To the document's start going left or up, to its end going right or down.
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection)
        -> UITextRange?
    {
        direction == .left || direction == .up
            ? textRange(from: beginningOfDocument, to: position) : textRange(from: position, to: endOfDocument)
    }
    /// Natural.
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection)
        -> NSWritingDirection
    { .natural }
    /// Ignored.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    /// The offset from the range's start (clamped to the range).
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        min(max(offset(from: range.start, to: position), 0), offset(from: range.start, to: range.end))
    }
    /// The position `offset` characters after the range's start, when it is inside the range.
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        guard offset >= 0, offset <= self.offset(from: range.start, to: range.end) else { return nil }
        return position(from: range.start, offset: offset)
    }

    /// The position `offset` steps from `position` in a layout direction: left and right by character.
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        switch direction {
        case .left: self.position(from: position, offset: -offset)
        case .right: self.position(from: position, offset: offset)
        case .up, .down: nil
        }
    }

    /// The rectangles of `range` line by line, from the caret rectangles at its ends: the first line from the
    /// start onwards, whole lines between, the last line up to the end.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        textSelectionRects(for: range)
    }

    /// The rectangles of `range` line by line (the default `selectionRects(for:)`, which the text views use too).
    func textSelectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let start = caretRect(for: range.start)
        let end = caretRect(for: range.end)
        if abs(start.midY - end.midY) < start.height / 2 {
            return [
                UITextSelectionRect(
                    rect: CGRect(
                        x: start.minX, y: start.minY, width: max(end.minX - start.minX, 0), height: start.height),
                    containsStart: true, containsEnd: true)
            ]
        }
        // The text's edges: where the first line starts, and as far from the view's trailing edge.
        let left = caretRect(for: beginningOfDocument).minX
        let width = (self as? UIView).map { $0.bounds.width - left } ?? max(start.maxX, end.maxX)
        var rects = [
            UITextSelectionRect(
                rect: CGRect(x: start.minX, y: start.minY, width: max(width - start.minX, 0), height: start.height),
                containsStart: true, containsEnd: false)
        ]
        if end.minY > start.maxY {
            rects.append(
                UITextSelectionRect(
                    rect: CGRect(x: left, y: start.maxY, width: width - left, height: end.minY - start.maxY),
                    containsStart: false, containsEnd: false))
        }
        rects.append(
            UITextSelectionRect(
                rect: CGRect(x: left, y: end.minY, width: max(end.minX - left, 0), height: end.height),
                containsStart: false, containsEnd: true))
        return rects
    }

    /// The range of the character at a point.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard let position = closestPosition(to: point), let next = self.position(from: position, offset: 1) else {
            return nil
        }
        return textRange(from: position, to: next)
    }
}

/// One rectangle of a selection: a line's part of it.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { storedRect }
    /// The direction the text runs in (left to right here).
    open var writingDirection: NSWritingDirection { .leftToRight }
    /// Whether the rectangle holds the selection's start.
    open var containsStart: Bool { storedContainsStart }
    /// Whether the rectangle holds the selection's end.
    open var containsEnd: Bool { storedContainsEnd }
    /// Whether the text runs vertically (never here).
    open var isVertical: Bool { false }

    /// An empty rectangle (a subclass answers its own).
    public override init() {
        storedRect = .zero
        storedContainsStart = false
        storedContainsEnd = false
        super.init()
    }

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }
}
