import Foundation
import Tapestry
import Testing

/// Custom rotors: kept on any element, their search run from an item in either direction.
@MainActor
@Suite struct UIAccessibilityCustomRotorTests {
    @Test func aRotorFindsTheNextAndPreviousItems() {
        let headings = [UILabel(), UILabel(), UILabel()]
        let rotor = UIAccessibilityCustomRotor(name: "Headings") { predicate in
            let current = predicate.currentItem.targetElement as? UILabel
            let index = current.flatMap { item in headings.firstIndex { $0 === item } }
            let next: Int
            switch (predicate.searchDirection, index) {
            case (.next, nil): next = 0
            case (.next, let i?): next = i + 1
            case (.previous, nil): next = headings.count - 1
            case (.previous, let i?): next = i - 1
            }
            guard headings.indices.contains(next) else { return nil }
            return UIAccessibilityCustomRotorItemResult(targetElement: headings[next], targetRange: nil)
        }
        let container = UIView()
        container.accessibilityCustomRotors = [rotor]
        #expect(container.accessibilityCustomRotors?.first?.name == "Headings")
        let first = rotor.item(after: nil, in: .next)
        #expect(first?.targetElement === headings[0])
        let second = rotor.item(after: first, in: .next)
        #expect(second?.targetElement === headings[1])
        #expect(rotor.item(after: second, in: .previous)?.targetElement === headings[0])
        #expect(rotor.item(after: rotor.item(after: nil, in: .previous), in: .next) == nil, "past the last")
        let links = UIAccessibilityCustomRotor(systemType: .link) { _ in nil }
        #expect(links.systemRotorType == .link && rotor.systemRotorType == .none)
        let element = NSObject()
        element.accessibilityCustomRotors = [links]
        #expect(element.accessibilityCustomRotors?.count == 1)
    }
}
