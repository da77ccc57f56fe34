import Foundation
import Testing

@testable import Tapestry

/// The paragraph index of a text view: edits anywhere, in any order, leave every paragraph where a fresh split of
/// the new text puts it, however the pending shift of the starts was carried between them.
@MainActor
struct TextParagraphsTests {
    /// A deterministic generator, so a failure repeats.
    private struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 11
        }
    }

    /// Replaces `range` of `text` with `replacement` in both the text and the index, as the text view does.
    private func edit(
        _ text: inout [UInt16], _ paragraphs: inout TextParagraphs, _ range: Range<Int>, _ replacement: String
    ) {
        let first = paragraphs.index(forOffset: range.lowerBound), last = paragraphs.index(forOffset: range.upperBound)
        let new = Array(replacement.utf16)
        let delta = new.count - range.count
        let start = paragraphs.start(first)
        let end = paragraphs.start(last) + paragraphs[last].length + delta
        text.replaceSubrange(range, with: new)
        let touched = String(decoding: text[start..<end], as: UTF16.self)
        paragraphs.replace(first, through: last, with: TextParagraphs.split(touched, from: start), delta: delta)
    }

    private func expectMatches(_ paragraphs: TextParagraphs, _ text: [UInt16], _ step: Int) {
        let fresh = TextParagraphs.split(String(decoding: text, as: UTF16.self), from: 0)
        #expect(paragraphs.count == fresh.count, "step \(step)")
        guard paragraphs.count == fresh.count else { return }
        for index in fresh.indices
        where paragraphs.range(index) != fresh[index].start..<fresh[index].start
            + fresh[index].length
        {
            Issue.record("step \(step): paragraph \(index) at \(paragraphs.range(index)), not \(fresh[index])")
            return
        }
    }

    @Test func editsAnywhereKeepEveryParagraphWhereTheTextPutsIt() {
        var text = Array((0..<300).map { "line \($0)" }.joined(separator: "\n").utf16)
        var paragraphs = TextParagraphs(String(decoding: text, as: UTF16.self))
        var random = Generator(state: 7)
        let insertions = ["x", "", "\n", "ab\ncd", "\n\n", "long line of text"]
        for step in 0..<400 {
            // Runs of typing at one place, then a jump (before, inside or after the pending shift).
            let at = Int.random(in: 0...text.count, using: &random)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let lower = min(at, text.count)
                let upper = min(text.count, lower + Int.random(in: 0...3, using: &random))
                edit(&text, &paragraphs, lower..<upper, insertions.randomElement(using: &random)!)
            }
            expectMatches(paragraphs, text, step)
        }
    }

    @Test func theTopsFollowTheHeightsThroughEdits() {
        var text = Array((0..<50).map { "p\($0)" }.joined(separator: "\n").utf16)
        var paragraphs = TextParagraphs(String(decoding: text, as: UTF16.self))
        paragraphs.updateTops { _ in 10 }
        #expect(paragraphs.tops.last == 500)
        // Same count: the heights stay with their paragraphs and the tops stay valid.
        edit(&text, &paragraphs, 3..<3, "x")
        #expect(paragraphs.validTops == paragraphs.count && paragraphs[1].height == 10)
        // One more paragraph in the middle: the tops below it are computed again.
        edit(&text, &paragraphs, 20..<20, "\n")
        #expect(paragraphs.validTops <= paragraphs.index(forOffset: 20))
        paragraphs.updateTops { _ in 10 }
        #expect(paragraphs.count == 51 && paragraphs.tops.last == 510)
        for index in paragraphs.indices {
            #expect(paragraphs.tops[index + 1] - paragraphs.tops[index] == paragraphs[index].height)
        }
        // A changed height moves every top below it.
        paragraphs[40].height = 30
        paragraphs.validTops = 40
        paragraphs.updateTops { _ in 10 }
        #expect(paragraphs.tops[41] == 430 && paragraphs.tops.last == 530)
        #expect(paragraphs.index(forY: 425) == 40 && paragraphs.index(forY: 435) == 41)
    }
}
