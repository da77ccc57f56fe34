import Foundation
import Tapestry
import Testing

/// Paragraph styles' tab stops, as Apple documents them.
@MainActor
@Suite struct NSParagraphStyleTests {
    @Test func theDefaultTabStopsAreTwelveLeftStops28PointsApart() {
        // Apple's NSParagraphStyle.tabStops: "an array of 12 left-aligned tabs at 28-point intervals".
        let stops = NSParagraphStyle.default.tabStops ?? []
        #expect(stops.count == 12)
        #expect(stops.map(\.location) == (1...12).map { CGFloat($0) * 28 })
        #expect(stops.allSatisfy { $0.alignment == .left })
        #expect(NSParagraphStyle.default.defaultTabInterval == 0)
    }

    @Test func tabStopsStayInOrderAndCompareByAlignmentAndLocation() throws {
        let style = NSMutableParagraphStyle()
        style.tabStops = [
            NSTextTab(textAlignment: .right, location: 200), NSTextTab(textAlignment: .left, location: 50),
        ]
        style.addTabStop(NSTextTab(textAlignment: .center, location: 120))
        #expect(style.tabStops.map(\.location) == [50, 120, 200])
        style.removeTabStop(NSTextTab(textAlignment: .center, location: 120))
        #expect(style.tabStops.map(\.location) == [50, 200])
        style.defaultTabInterval = 36
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy == style && copy.defaultTabInterval == 36)
        #expect(NSTextTab(textAlignment: .left, location: 50) != NSTextTab(textAlignment: .right, location: 50))
        #expect(NSTextTab.columnTerminators(for: Locale(identifier: "en_US")).contains("."))
    }

    /// Settings UIKit has that are kept with the style (copied and compared), though Pango does not apply them.
    @Test func keptSettingsTravelWithCopies() throws {
        let style = NSMutableParagraphStyle()
        #expect(style.baseWritingDirection == .natural && !style.allowsDefaultTighteningForTruncation)
        style.baseWritingDirection = .rightToLeft
        style.allowsDefaultTighteningForTruncation = true
        style.usesDefaultHyphenation = true
        let copy = try #require(style.copy() as? NSParagraphStyle)
        #expect(copy.baseWritingDirection == .rightToLeft && copy.allowsDefaultTighteningForTruncation)
        #expect(copy.usesDefaultHyphenation && copy == style)
        #expect(copy != NSParagraphStyle.default)
    }
}
