import Foundation
import Testing

@testable import Tapestry

/// The row-height store: offsets and lookups stay exact as rows get heights of their own.
@Suite struct RowHeightsTests {
    @Test func uniformHeightsNeedNoStorageAndOverridesKeepOffsetsExact() {
        var heights = RowHeights(count: 1_000_000, uniform: 44)
        #expect(heights.total == 44_000_000)
        #expect(heights.row(at: 44 * 500_000 + 1) == 500_000)
        heights.setHeight(100, of: 10)
        heights.setHeight(10, of: 999_999)
        #expect(heights.offset(of: 11) == CGFloat(44 * 10 + 100))
        #expect(heights.total == CGFloat(44_000_000 + 56 - 34))
        #expect(heights.row(at: 44 * 10 + 99) == 10)
        #expect(heights.row(at: 44 * 10 + 100) == 11)
        #expect(heights.height(of: 10) == 100)
        #expect(heights.isKnown(10) && !heights.isKnown(11))
    }

    @Test func randomHeightsAgreeWithAPlainSum() {
        var generator = SeededGenerator(seed: 7)
        var heights = RowHeights(count: 300, uniform: 30)
        var plain = Array(repeating: CGFloat(30), count: 300)
        for _ in 0..<500 {
            let row = Int.random(in: 0..<300, using: &generator)
            let height = CGFloat(Int.random(in: 0...90, using: &generator))
            heights.setHeight(height, of: row)
            plain[row] = height
        }
        var sum: CGFloat = 0
        for row in 0..<300 {
            #expect(heights.offset(of: row) == sum)
            if plain[row] > 0 { #expect(heights.row(at: sum) == row) }
            sum += plain[row]
        }
        var bulk = RowHeights(count: 300, uniform: 30)
        bulk.setHeights(plain)
        #expect((0...300).allSatisfy { bulk.offset(of: $0) == heights.offset(of: $0) })
    }
}
