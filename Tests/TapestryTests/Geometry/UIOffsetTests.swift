import Foundation
import Testing

@testable import Tapestry

/// A two-way distance in points (UIOffset), as bar items and shadows take it.
@Suite struct UIOffsetTests {
    @Test func offsetsAreMadeComparedAndHashedByTheirDistances() {
        let offset = UIOffsetMake(3, -2)
        #expect(offset == UIOffset(horizontal: 3, vertical: -2))
        #expect(offset.horizontal == 3 && offset.vertical == -2)
        #expect(UIOffset() == .zero && UIOffset.zero.horizontal == 0 && UIOffset.zero.vertical == 0)
        #expect(offset != UIOffset(horizontal: -2, vertical: 3))
        #expect(Set([offset, UIOffsetMake(3, -2), .zero]).count == 2)
        var moved = offset
        moved.vertical += 2
        #expect(moved == UIOffset(horizontal: 3, vertical: 0))
    }

    /// A bar button item's title offset is kept per bar metrics, as UIKit's appearance setters take it.
    @Test @MainActor func aBarItemKeepsItsTitlePositionAdjustment() {
        let item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        #expect(item.titlePositionAdjustment(for: .default) == .zero)
        item.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 2), for: .default)
        #expect(item.titlePositionAdjustment(for: .default) == UIOffset(horizontal: 0, vertical: 2))
    }
}
