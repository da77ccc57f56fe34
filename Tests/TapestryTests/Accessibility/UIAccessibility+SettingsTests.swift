import Foundation
import Tapestry
import Testing

/// The accessibility settings a Linux desktop does not have.
@MainActor
@Suite struct UIAccessibilitySettingsTests {
    /// The settings a desktop does not have answer as an iOS device with them at their defaults, under UIKit's
    /// notification names.
    @Test func settingsTheDesktopLacksAnswerAsTheirDefaults() {
        #expect(!UIAccessibility.isSwitchControlRunning && !UIAccessibility.isSpeakScreenEnabled)
        #expect(!UIAccessibility.isBoldTextEnabled && !UIAccessibility.isDarkerSystemColorsEnabled)
        #expect(!UIAccessibility.shouldDifferentiateWithoutColor && !UIAccessibility.buttonShapesEnabled)
        #expect(UIAccessibility.isShakeToUndoEnabled && UIAccessibility.isVideoAutoplayEnabled)
        #expect(
            UIAccessibility.switchControlStatusDidChangeNotification.rawValue
                == "UIAccessibilitySwitchControlStatusDidChangeNotification")
        #expect(UITraitCollection.current.legibilityWeight == .regular, "as isBoldTextEnabled says")
    }
}
