import Foundation
import Testing

@_spi(Accessibility) @testable import Tapestry

/// What the tree holds for each accessible object (AccessibilityNode): its role, states with AT-SPI's names, the
/// numbers of an adjustable value; nodes compared by every field.
@Suite struct AccessibilityNodeTests {
    @Test func everyStateHasOneBitAndAtSpisName() {
        let bits = AccessibilityStates.all.map(\.0.rawValue)
        #expect(Set(bits).count == bits.count && bits.allSatisfy { $0.nonzeroBitCount == 1 }, "one bit each")
        let names = Dictionary(uniqueKeysWithValues: AccessibilityStates.all.map { ($0.0.rawValue, $0.1) })
        #expect(names[AccessibilityStates.singleLine.rawValue] == "single-line")
        #expect(names[AccessibilityStates.readOnly.rawValue] == "read-only")
        #expect(names[AccessibilityStates.busy.rawValue] == "busy")
        let union = AccessibilityStates.all.reduce(AccessibilityStates()) { $0.union($1.0) }
        #expect(union.rawValue == (1 << 16) - 1, "all sixteen, none left out of the names")
    }

    @Test func rolesAreNamedAndNodesCompareByEveryField() {
        #expect(AccessibilityRole.allCases.count == 23 && AccessibilityRole.pushButton.rawValue == "pushButton")
        var node = AccessibilityNode(id: 4, parent: 1, role: .slider)
        #expect(node.children.isEmpty && node.name == "" && node.states.isEmpty && node.frame == .zero)
        let copy = node
        node.numericValue = AccessibilityNumericValue(current: 1, minimum: 0, maximum: 2, step: 0.5)
        #expect(node != copy && Set([node, copy]).count == 2)
        var same = copy
        same.actions = []
        #expect(same == copy)
        #expect(AccessibilityChange.stateChanged(4, .checked, true) != .stateChanged(4, .checked, false))
    }
}
