import Foundation
import Testing

@testable import Tapestry

/// The system font's widths (iOS 16).
@MainActor
@Suite struct UIFontWidthTests {
    /// iOS 16's widths of the system font: a condensed font is another font, and keeps its width at other sizes.
    @Test func theSystemFontComesInWidths() {
        let condensed = UIFont.systemFont(ofSize: 15, weight: .bold, width: .condensed)
        #expect(condensed.fontWidth == .condensed && condensed.weight == .bold)
        #expect(condensed != .systemFont(ofSize: 15, weight: .bold))
        #expect(condensed == .systemFont(ofSize: 15, weight: .bold, width: .condensed))
        #expect(condensed.withSize(20).fontWidth == .condensed)
        #expect(UIFont.systemFont(ofSize: 15).fontWidth == .standard)
        #expect(UIFont.Width.compressed.stretch < UIFont.Width.condensed.stretch)
        #expect(UIFont.Width.expanded.stretch > UIFont.Width.standard.stretch)
    }
}
