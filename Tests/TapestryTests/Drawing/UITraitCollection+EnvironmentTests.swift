import Foundation
import Testing

@testable import Tapestry

/// The traits a desktop answers for every window (UITraitCollection+Environment): left to right, the iPad idiom
/// (a desktop window is sized like one), sRGB, regular legibility, base level, normal contrast; UIKit's raw values.
@MainActor
@Suite struct UITraitCollectionEnvironmentTests {
    @Test func everyTraitCollectionAnswersTheDesktopsEnvironment() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        for traits in [UITraitCollection(), window.traitCollection, root.traitCollection] {
            #expect(traits.layoutDirection == .leftToRight)
            #expect(traits.userInterfaceIdiom == .pad)
            #expect(traits.displayGamut == .SRGB)
            #expect(traits.legibilityWeight == .regular)
            #expect(traits.userInterfaceLevel == .base)
            #expect(traits.accessibilityContrast == .normal)
        }
    }

    @Test func theEnumsHaveUIKitsRawValuesWithUnspecifiedAtMinusOne() {
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.rightToLeft.rawValue == 1)
        #expect(UIDisplayGamut.unspecified.rawValue == -1 && UIDisplayGamut.P3.rawValue == 1)
        #expect(UILegibilityWeight.unspecified.rawValue == -1 && UILegibilityWeight.bold.rawValue == 1)
        #expect(UIUserInterfaceLevel.unspecified.rawValue == -1 && UIUserInterfaceLevel.elevated.rawValue == 1)
        #expect(UIAccessibilityContrast.unspecified.rawValue == -1 && UIAccessibilityContrast.high.rawValue == 1)
        #expect(UIDisplayGamut(rawValue: 0) == .SRGB)
    }
}
