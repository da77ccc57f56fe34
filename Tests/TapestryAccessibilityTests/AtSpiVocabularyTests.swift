@_spi(Accessibility) import Tapestry
import Testing

@testable import TapestryAccessibility

/// The tree's roles and states in AT-SPI's numbers.
@Suite struct AtSpiVocabularyTests {
    @Test func rolesHaveAtSpisNumbersAndNames() {
        #expect(AtSpiVocabulary.role(.pushButton) == (43, "push button"))
        #expect(AtSpiVocabulary.role(.entry) == (79, "entry"))
        #expect(AtSpiVocabulary.role(.heading) == (83, "heading"))
        #expect(
            Set(AccessibilityRole.allCases.map { AtSpiVocabulary.role($0).number }).count
                == AccessibilityRole.allCases.count)
    }

    @Test func statesAreBitsInTwoWords() {
        #expect(AtSpiVocabulary.stateWords([.enabled]) == [1 << 8 | 1 << 24, 0])
        #expect(AtSpiVocabulary.stateWords([.checkable, .readOnly]) == [0, 1 << 9 | 1 << 11])
        #expect(AtSpiVocabulary.stateNumbers([.showing]) == [25, 30])
    }
}
