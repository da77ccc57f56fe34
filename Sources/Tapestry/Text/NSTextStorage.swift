import Foundation

/// UIKit's text storage: an attributed string that tells its delegate (and `processEditing()`) what each batch
/// of edits changed. As in UIKit, every method funnels into four primitives — `string`,
/// `attributes(at:effectiveRange:)`, `replaceCharacters(in:with:)` and `setAttributes(_:range:)` — so a subclass
/// that overrides those (keeping its own backing store and calling `edited(_:range:changeInLength:)`) gets the
/// rest. A text view's `textStorage` is the view's text: edits through it change what the view shows, and
/// typing in the view is processed as an edit of it.
///
/// On Linux, Foundation's own copying initialisers (`NSAttributedString(attributedString:)`) read a string's
/// Core Foundation contents directly; a storage keeps those in step after every batch of edits, its neighbouring
/// runs kept apart by a `TapestryTextRun` attribute where Foundation would compare them (see the README).
open class NSTextStorage: NSMutableAttributedString {
    /// The kinds of change a batch of edits made.
    public struct EditActions: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates actions from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Attributes changed.
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        /// Characters changed.
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    /// Posted by `processEditing()` before the delegate's `willProcessEditing`.
    nonisolated public static let willProcessEditingNotification = Notification.Name(
        "NSTextStorageWillProcessEditingNotification")
    /// Posted by `processEditing()` after the delegate's `didProcessEditing`.
    nonisolated public static let didProcessEditingNotification = Notification.Name(
        "NSTextStorageDidProcessEditingNotification")

    /// Told before and after each batch of edits is processed.
    open weak var delegate: (any NSTextStorageDelegate)?
    /// What the batch being processed changed (empty outside one).
    open private(set) var editedMask: EditActions = []
    /// The range the batch changed, in the text as it is now (`NSNotFound` outside one).
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the batch lengthened (or, negative, shortened) the text.
    open private(set) var changeInLength = 0
    /// Whether attributes are fixed only when read; false, as for UIKit's own storage.
    open var fixesAttributesLazily: Bool { false }

    /// The layout managers laying this text out (TextKit 1); each is told of every processed edit.
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// Adds a layout manager: it lays this text out from now on (on the main thread, as text views do).
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === aLayoutManager }) else { return }
        withMainActorState(aLayoutManager) { $0.textStorage?.removeLayoutManager($0) }
        layoutManagers.append(aLayoutManager)
        withMainActorState((aLayoutManager, self)) { $0.0.textStorage = $0.1 }
    }

    /// Removes a layout manager.
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
        withMainActorState((aLayoutManager, self)) { if $0.0.textStorage === $0.1 { $0.0.textStorage = nil } }
    }

    private var backing = NSMutableString(string: "")
    private var runs = TextAttributeRuns(length: 0, attributes: [:])
    private var editingDepth = 0
    private var isProcessing = false

    /// An empty storage.
    public init() {
        super.init(string: "")
    }

    /// A storage holding `string` without attributes.
    public override init(string: String) {
        super.init(string: "")
        replaceCharacters(in: NSRange(location: 0, length: 0), with: string)
    }

    /// A storage holding `string` in `attributes`.
    public override init(string: String, attributes: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: "")
        beginEditing()
        replaceCharacters(in: NSRange(location: 0, length: 0), with: string)
        if let attributes, !string.isEmpty {
            setAttributes(attributes, range: NSRange(location: 0, length: string.utf16.count))
        }
        endEditing()
    }

    /// A storage holding a copy of `attributedString`.
    public override init(attributedString: NSAttributedString) {
        super.init(string: "")
        replaceCharacters(in: NSRange(location: 0, length: 0), with: attributedString)
    }

    /// Fails: Tapestry reads no archives.
    public required init?(coder: NSCoder) { return nil }

    // MARK: The primitives

    /// The characters.
    open override var string: String { backing as String }

    /// The attributes of the character at `location`, and the range of its run.
    open override func attributes(
        at location: Int, effectiveRange range: NSRangePointer?
    ) -> [NSAttributedString.Key: Any] {
        let run = runs.run(at: location)
        range?.pointee = run.range
        return run.attributes
    }

    /// Replaces the characters in `range` with `str`, which takes the attributes of the first character replaced
    /// (of the character before when none is).
    open override func replaceCharacters(in range: NSRange, with str: String) {
        let range = clamped(range)
        let inherited = range.length > 0 ? runs.attributes(at: range.location) : nil
        backing.replaceCharacters(in: range, with: str)
        let newLength = (str as NSString).length
        runs.replace(range.location..<range.location + range.length, newLength: newLength, attributes: inherited)
        edited(.editedCharacters, range: range, changeInLength: newLength - range.length)
    }

    /// Sets the attributes of the characters in `range` (nil: none).
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        let range = clamped(range)
        guard range.length > 0 else { return }
        runs.set(
            (attrs ?? [:]).filter { $0.key != TextAttributeRuns.runMarker }, in: range.location..<NSMaxRange(range))
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    // MARK: Reading, through the primitives

    /// The number of UTF-16 units.
    open override var length: Int { (string as NSString).length }

    /// The value of one attribute at `location`, and (at most) the range of its run.
    open override func attribute(
        _ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?
    ) -> Any? {
        attributes(at: location, effectiveRange: range)[attrName]
    }

    /// The attributes at `location` and the longest range within `rangeLimit` that has them all.
    open override func attributes(
        at location: Int, longestEffectiveRange range: NSRangePointer?, in rangeLimit: NSRange
    ) -> [NSAttributedString.Key: Any] {
        var found = NSRange()
        let attributes = attributes(at: location, effectiveRange: &found)
        range?.pointee = longest(from: found, in: rangeLimit) {
            Self.same(self.attributes(at: $0, effectiveRange: nil), attributes)
        }
        return attributes
    }

    /// One attribute's value at `location` and the longest range within `rangeLimit` that has the same value.
    open override func attribute(
        _ attrName: NSAttributedString.Key, at location: Int, longestEffectiveRange range: NSRangePointer?,
        in rangeLimit: NSRange
    ) -> Any? {
        var found = NSRange()
        let value = attribute(attrName, at: location, effectiveRange: &found)
        range?.pointee = longest(from: found, in: rangeLimit) {
            Self.same(self.attribute(attrName, at: $0, effectiveRange: nil), value)
        }
        return value
    }

    /// The characters and attributes in `range`, as a string of their own.
    open override func attributedSubstring(from range: NSRange) -> NSAttributedString {
        let range = clamped(range)
        let result = NSMutableAttributedString(string: (string as NSString).substring(with: range))
        TextAttributeRuns.write(runs(in: range), into: result)
        return result
    }

    /// Whether `other` has the same characters and attributes.
    open override func isEqual(to other: NSAttributedString) -> Bool {
        guard other.string == string else { return false }
        let all = NSRange(location: 0, length: length)
        let mine = runs(in: all)
        var offset = 0
        for run in mine {
            var location = offset
            while location < offset + run.length {
                var found = NSRange()
                let theirs = other.attributes(at: location, effectiveRange: &found).filter {
                    $0.key != TextAttributeRuns.runMarker
                }
                guard Self.same(theirs, run.attributes) else { return false }
                location = max(NSMaxRange(found), location + 1)
            }
            offset += run.length
        }
        return true
    }

    /// An immutable copy.
    open override func copy(with zone: NSZone? = nil) -> Any {
        attributedSubstring(from: NSRange(location: 0, length: length))
    }

    /// A mutable copy (a plain `NSMutableAttributedString`).
    open override func mutableCopy(with zone: NSZone? = nil) -> Any {
        let result = NSMutableAttributedString(string: string)
        TextAttributeRuns.write(runs(in: NSRange(location: 0, length: length)), into: result)
        return result
    }

    /// The characters, as a copy (changing it does not change the storage).
    open override var mutableString: NSMutableString { NSMutableString(string: string) }

    // MARK: Editing, through the primitives

    /// Adds one attribute over `range`, keeping the others.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        addAttributes([name: value], range: range)
    }

    /// Adds attributes over `range`, keeping the others.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        change(range) { $0.merge(attrs) { $1 } }
    }

    /// Removes one attribute over `range`.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        change(range) { $0[name] = nil }
    }

    /// Replaces the characters in `range` with `attrString`'s, in its attributes.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        let source = attrString.string
        let pieces = Self.runs(of: attrString)
        beginEditing()
        let range = clamped(range)
        replaceCharacters(in: range, with: source)
        var offset = range.location
        for piece in pieces {
            setAttributes(piece.attributes, range: NSRange(location: offset, length: piece.length))
            offset += piece.length
        }
        endEditing()
    }

    /// Removes the characters in `range`.
    open override func deleteCharacters(in range: NSRange) {
        replaceCharacters(in: range, with: "")
    }

    /// Inserts `attrString` at `loc`.
    open override func insert(_ attrString: NSAttributedString, at loc: Int) {
        replaceCharacters(in: NSRange(location: loc, length: 0), with: attrString)
    }

    /// Adds `attrString` at the end.
    open override func append(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: length, length: 0), with: attrString)
    }

    /// Replaces the whole contents with `attrString`'s.
    open override func setAttributedString(_ attrString: NSAttributedString) {
        replaceCharacters(in: NSRange(location: 0, length: length), with: attrString)
    }

    /// Starts a batch: edits until the matching `endEditing()` are processed once, together.
    open override func beginEditing() {
        editingDepth += 1
    }

    /// Ends a batch; the outermost one processes the edits.
    open override func endEditing() {
        editingDepth = max(editingDepth - 1, 0)
        if editingDepth == 0, !editedMask.isEmpty, !isProcessing { finishEditing() }
    }

    // MARK: Processing edits

    /// Records an edit: `range` (in the text before it) changed as `editedMask` says, lengthening the text by
    /// `delta`. Outside a batch the edit is processed at once.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let changed = NSRange(location: editedRange.location, length: max(editedRange.length + delta, 0))
        if self.editedMask.isEmpty {
            self.editedRange = changed
        } else {
            // The earlier range, moved by this edit where it lies after it, joined with this one.
            var earlier = self.editedRange
            if earlier.location >= NSMaxRange(editedRange) {
                earlier.location += delta
            } else if NSMaxRange(earlier) > editedRange.location {
                earlier.length = max(earlier.length + delta, changed.location + changed.length - earlier.location)
            }
            let lower = min(earlier.location, changed.location)
            let upper = max(NSMaxRange(earlier), NSMaxRange(changed))
            self.editedRange = NSRange(location: lower, length: upper - lower)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0, !isProcessing { finishEditing() }
    }

    /// Processes a batch of edits: posts `willProcessEditingNotification`, asks the delegate, then says
    /// `didProcessEditing` to it and posts `didProcessEditingNotification`. A subclass that changes attributes
    /// here (highlighting what was typed) does so before calling `super`.
    open func processEditing() {
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        for manager in layoutManagers { withMainActorState(manager) { $0.invalidateLayout() } }
    }

    /// Marks attributes in `range` as needing fixing; UIKit's storage fixes them at once, as this one does.
    open func invalidateAttributes(in range: NSRange) {}

    /// Fixes the attributes in `range` (nothing is left to fix: `fixesAttributesLazily` is false).
    open func ensureAttributesAreFixed(in range: NSRange) {}

    /// The batch is processed, its changes shown, and Foundation's copy of the contents brought up to date.
    private func finishEditing() {
        isProcessing = true
        processEditing()
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        isProcessing = false
        mirror()
    }

    /// Writes the contents into Foundation's own storage, which its copying initialisers read directly.
    func mirror() {
        let text = string
        super.replaceCharacters(in: NSRange(location: 0, length: super.length), with: text)
        TextAttributeRuns.write(runs(in: NSRange(location: 0, length: (text as NSString).length))) {
            super.setAttributes($0, range: $1)
        }
    }

    // MARK: Helpers

    /// `range` cut to the text (read through `length`, a subclass's own).
    func clamped(_ range: NSRange) -> NSRange {
        let total = length
        let location = min(max(range.location, 0), total)
        return NSRange(location: location, length: min(max(range.length, 0), total - location))
    }

    /// The runs in `range`, read through `attributes(at:effectiveRange:)` (a subclass's own).
    private func runs(in range: NSRange) -> [(length: Int, attributes: TextAttributeRuns.Attributes)] {
        var result: [(length: Int, attributes: TextAttributeRuns.Attributes)] = []
        var location = range.location
        while location < NSMaxRange(range) {
            var found = NSRange()
            let attributes = attributes(at: location, effectiveRange: &found)
            let end = min(max(NSMaxRange(found), location + 1), NSMaxRange(range))
            result.append((end - location, attributes))
            location = end
        }
        return result
    }

    /// An attributed string's runs, read without asking Foundation to compare them.
    private static func runs(of text: NSAttributedString) -> [(length: Int, attributes: TextAttributeRuns.Attributes)] {
        var result: [(length: Int, attributes: TextAttributeRuns.Attributes)] = []
        text.enumerateAttributes(
            in: NSRange(location: 0, length: text.length), options: .longestEffectiveRangeNotRequired
        ) { attributes, range, _ in
            result.append((range.length, attributes.filter { $0.key != TextAttributeRuns.runMarker }))
        }
        return result
    }

    /// Changes the attributes over `range`, run by run.
    private func change(_ range: NSRange, _ body: (inout [NSAttributedString.Key: Any]) -> Void) {
        let range = clamped(range)
        guard range.length > 0 else { return }
        beginEditing()
        var offset = range.location
        for run in runs(in: range) {
            var attributes = run.attributes
            body(&attributes)
            setAttributes(attributes, range: NSRange(location: offset, length: run.length))
            offset += run.length
        }
        endEditing()
    }

    /// Grows `found` within `limit` while neighbouring characters pass `matches`.
    private func longest(from found: NSRange, in limit: NSRange, matches: (Int) -> Bool) -> NSRange {
        var lower = max(found.location, limit.location)
        var upper = min(NSMaxRange(found), NSMaxRange(limit))
        while lower > limit.location, matches(lower - 1) {
            var previous = NSRange()
            _ = attributes(at: lower - 1, effectiveRange: &previous)
            lower = max(previous.location, limit.location)
        }
        while upper < NSMaxRange(limit), matches(upper) {
            var next = NSRange()
            _ = attributes(at: upper, effectiveRange: &next)
            upper = min(max(NSMaxRange(next), upper + 1), NSMaxRange(limit))
        }
        return NSRange(location: lower, length: max(upper - lower, 0))
    }

    /// Whether two sets of attributes are equal, their values compared by `isEqual` (never by Core Foundation).
    static func same(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key], same(value, other) else { return false }
        }
        return true
    }

    static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case (let a?, let b?):
            if let a = a as? NSObject {
                a.isEqual(b)
            } else if let a = a as? AnyHashable, let b = b as? AnyHashable {
                a == b
            } else {
                false
            }
        default: false
        }
    }
}

/// Told before and after a text storage processes a batch of edits. Both methods have empty defaults (UIKit's
/// are optional).
public protocol NSTextStorageDelegate: NSObjectProtocol {
    /// The storage is about to process edits; characters and attributes may still change.
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)
    /// The storage has processed edits; attributes may still change (characters may not).
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing.
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {}
    /// Does nothing.
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {}
}
