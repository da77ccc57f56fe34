import Foundation

/// A text view's attributes as runs of UTF-16 lengths. Kept here rather than in an `NSMutableAttributedString`:
/// on Linux, Foundation merges neighbouring runs by comparing their attribute values through Core Foundation,
/// which traps on values that are Swift objects (fonts and colours), so an edit beside a run of another font
/// or colour would stop the app. Runs are never merged by comparing values; text typed at the end of a run
/// lengthens that run.
struct TextAttributeRuns {
    typealias Attributes = [NSAttributedString.Key: Any]

    /// The runs in order; their lengths add up to the text's.
    private(set) var runs: [(length: Int, attributes: Attributes)]

    /// The runs of an attributed string (one empty-attributed run for an empty string).
    init(_ text: NSAttributedString) {
        var runs: [(length: Int, attributes: Attributes)] = []
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            runs.append((range.length, attributes.filter { $0.key != Self.runMarker }))
        }
        self.runs = runs
    }

    /// One run of `length` units with `attributes`.
    init(length: Int, attributes: Attributes) {
        runs = length > 0 ? [(length, attributes)] : []
    }

    /// The text's length.
    var length: Int { runs.reduce(0) { $0 + $1.length } }

    /// The run holding `offset` and the run's start (the last run for the end; nil when empty).
    private func run(at offset: Int) -> (index: Int, start: Int)? {
        var start = 0
        for (index, run) in runs.enumerated() {
            if offset < start + run.length || index == runs.count - 1 { return (index, start) }
            start += run.length
        }
        return nil
    }

    /// The attributes of the character at `offset` (the last character's past the end; empty when empty).
    func attributes(at offset: Int) -> Attributes {
        run(at: offset).map { runs[$0.index].attributes } ?? [:]
    }

    /// Replaces `range` with `newLength` units: in `attributes` when given, else lengthening the run of the
    /// character before (the first character's at the start).
    mutating func replace(_ range: Range<Int>, newLength: Int, attributes: Attributes?) {
        remove(range)
        guard newLength > 0 else { return }
        if let attributes {
            insert(at: range.lowerBound, length: newLength, attributes: attributes)
        } else if let (index, _) = run(at: max(range.lowerBound - 1, 0)) {
            runs[index].length += newLength
        } else {
            runs = [(newLength, [:])]
        }
    }

    /// The runs inside `range`, as runs of their own (what an edit replacing `range` takes away).
    func runs(in range: Range<Int>) -> TextAttributeRuns {
        var part = TextAttributeRuns(length: 0, attributes: [:])
        part.runs = parts(in: range).map { ($0.range.length, $0.attributes) }
        return part
    }

    /// Replaces `range` with `other`'s runs (undo bringing back what an edit took away).
    mutating func replace(_ range: Range<Int>, with other: TextAttributeRuns) {
        remove(range)
        var offset = range.lowerBound
        for run in other.runs where run.length > 0 {
            insert(at: offset, length: run.length, attributes: run.attributes)
            offset += run.length
        }
    }

    /// Sets `key` to `value` over the whole text.
    mutating func set(_ key: NSAttributedString.Key, _ value: Any) {
        for index in runs.indices { runs[index].attributes[key] = value }
    }

    /// The runs inside `range`, with ranges counted from its start.
    func parts(in range: Range<Int>) -> [(range: NSRange, attributes: Attributes)] {
        var result: [(range: NSRange, attributes: Attributes)] = []
        var start = 0
        for run in runs {
            let lower = max(start, range.lowerBound), upper = min(start + run.length, range.upperBound)
            if lower < upper {
                result.append((NSRange(location: lower - range.lowerBound, length: upper - lower), run.attributes))
            }
            start += run.length
            if start >= range.upperBound { break }
        }
        return result
    }

    /// The text with these runs as an attributed string, kept apart as `write(_:into:)` keeps them.
    func attributedString(_ string: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: string)
        Self.write(runs, into: result)
        return result
    }

    /// Sets `runs` over `target` (whose string they cover) so that Foundation never compares two runs' values:
    /// the whole string is first emptied of attributes, then each run set with a number of attributes unlike
    /// its left neighbour's (a `runMarker` added where the numbers would be equal). Linux Foundation compares
    /// dictionaries of the same size value by value, and traps on values that are Swift objects.
    static func write(_ runs: [(length: Int, attributes: Attributes)], into target: NSMutableAttributedString) {
        write(runs) { target.setAttributes($0, range: $1) }
    }

    /// Sets `runs` one by one through `set`, as `write(_:into:)` does.
    static func write(_ runs: [(length: Int, attributes: Attributes)], _ set: (Attributes, NSRange) -> Void) {
        let total = runs.reduce(0) { $0 + $1.length }
        guard total > 0 else { return }
        set([:], NSRange(location: 0, length: total))
        var start = 0
        var previousCount = 0
        for (index, run) in runs.enumerated() where run.length > 0 {
            var attributes = run.attributes.filter { $0.key != runMarker }
            // The run's right neighbour is still the emptied rest, which has no attributes to compare.
            if start > 0, attributes.count == previousCount { attributes[runMarker] = index }
            set(attributes, NSRange(location: start, length: run.length))
            previousCount = attributes.count
            start += run.length
        }
    }

    /// The attribute that keeps neighbouring runs apart (its value is the run's index); readers leave it out.
    static let runMarker = NSAttributedString.Key("TapestryTextRun")

    /// The attributes of the character at `offset` and the range of its run (the whole empty text when empty).
    func run(at offset: Int) -> (attributes: Attributes, range: NSRange) {
        var start = 0
        for run in runs {
            if offset < start + run.length { return (run.attributes, NSRange(location: start, length: run.length)) }
            start += run.length
        }
        return ([:], NSRange(location: start, length: 0))
    }

    /// Sets `attributes` over `range` (replacing what its characters had).
    mutating func set(_ attributes: Attributes, in range: Range<Int>) {
        replace(range, with: TextAttributeRuns(length: range.count, attributes: attributes))
    }

    // MARK: Editing

    private mutating func remove(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        var start = 0
        var kept: [(length: Int, attributes: Attributes)] = []
        for run in runs {
            let end = start + run.length
            let cut = max(0, min(end, range.upperBound) - max(start, range.lowerBound))
            if run.length - cut > 0 { kept.append((run.length - cut, run.attributes)) }
            start = end
        }
        runs = kept
    }

    private mutating func insert(at offset: Int, length: Int, attributes: Attributes) {
        var start = 0
        for index in runs.indices {
            let end = start + runs[index].length
            if offset == start {
                runs.insert((length, attributes), at: index)
                return
            }
            if offset < end {
                let before = offset - start
                let tail = (runs[index].length - before, runs[index].attributes)
                runs[index].length = before
                runs.insert(contentsOf: [(length, attributes), tail], at: index + 1)
                return
            }
            start = end
        }
        runs.append((length, attributes))
    }
}
