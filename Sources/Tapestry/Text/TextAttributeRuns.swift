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

    /// The text with these runs as an attributed string. Neighbouring runs are set with different numbers of
    /// attributes (every other one carries `runMarker`), so Foundation never compares their values.
    func attributedString(_ string: String) -> NSAttributedString {
        let result = NSMutableAttributedString(string: string)
        var start = 0
        for (index, run) in runs.enumerated() {
            var attributes = run.attributes
            if index % 2 == 1 { attributes[Self.runMarker] = index }
            result.setAttributes(attributes, range: NSRange(location: start, length: run.length))
            start += run.length
        }
        return result
    }

    /// The attribute that keeps neighbouring runs apart in `attributedString` (its value is the run's index).
    static let runMarker = NSAttributedString.Key("TapestryTextRun")

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
