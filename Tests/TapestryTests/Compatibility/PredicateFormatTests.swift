import Foundation
import Testing

@testable import Tapestry

/// Evaluating a parsed predicate: how values are read, compared and matched.
@Suite struct PredicateFormatTests {
    private class Shape {
        let sides = 3
    }
    private final class Square: Shape {
        let name = "square"
    }

    @Test func valuesAreUnwrappedAtEveryLevel() {
        let nested: Int?? = .some(.some(4))
        let empty: Int?? = .some(.none)
        #expect(PredicateValues.unwrapped(nested) as? Int == 4)
        #expect(PredicateValues.unwrapped(empty) == nil)
        #expect(PredicateValues.equal(empty, nil, []))
        #expect(PredicateValues.equal(NSNull(), nil, []))
        #expect(!PredicateValues.equal(0, nil, []))
    }

    @Test func keysAreFoundOnSuperclassesAndThroughCollections() {
        #expect(PredicateValues.value(of: Square(), forKey: "sides") as? Int == 3)
        #expect(PredicateValues.value(of: Square(), forKey: "name") as? String == "square")
        #expect(PredicateValues.value(of: Square(), forKey: "corners") == nil)
        let names = PredicateValues.value(of: [Square(), Square()], forKey: "name") as? [Any]
        #expect(names?.compactMap { $0 as? String } == ["square", "square"])
        #expect(PredicateValues.elements(of: Set([1, 2]))?.count == 2)
        #expect(PredicateValues.elements(of: "ab") == nil)
    }

    @Test func valuesOfDifferentKindsDoNotOrder() {
        #expect(PredicateValues.order("a", 1, []) == nil)
        #expect(PredicateValues.order(2, UInt16(3), []) == .orderedAscending)
        #expect(PredicateValues.order("b", "A", [.caseInsensitive]) == .orderedDescending)
        let comparison = PredicateFormat.comparison(
            .init(quantifier: .direct, left: .evaluatedObject, comparator: .less, options: [], right: .constant(1)))
        #expect(!comparison.evaluate("zero"))
        #expect(comparison.evaluate(0))
    }

    @Test func matchingFoldsDiacriticsButLeavesTheRegularExpressionAlone() {
        #expect(PredicateValues.match("Crème", .matches, "creme", [.caseInsensitive, .diacriticInsensitive]))
        #expect(!PredicateValues.match("Crème", .matches, "creme", [.caseInsensitive]))
        #expect(PredicateValues.match("a.b", .like, "a.b", []))
        #expect(!PredicateValues.match("axb", .like, "a.b", []))  // LIKE's dot is a dot
        #expect(PredicateValues.match("anything", .contains, "", []))
    }
}
