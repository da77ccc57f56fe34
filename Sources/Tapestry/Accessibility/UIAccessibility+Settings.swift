import Foundation

/// The user's accessibility settings that a Linux desktop does not have: each answers as an iOS device with the
/// setting at its default does, and its change notification exists for code that observes it (it is never
/// posted, as the setting never changes). The settings a desktop does have are in `UIAccessibility.swift`.
extension UIAccessibility {
    /// Whether Switch Control is running: false on the desktop.
    @preconcurrency @MainActor
    public static var isSwitchControlRunning: Bool { false }
    /// Posted when `isSwitchControlRunning` changes.
    nonisolated public static let switchControlStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySwitchControlStatusDidChangeNotification")

    /// Whether AssistiveTouch is running: false on the desktop.
    @preconcurrency @MainActor
    public static var isAssistiveTouchRunning: Bool { false }
    /// Posted when `isAssistiveTouchRunning` changes.
    nonisolated public static let assistiveTouchStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityAssistiveTouchStatusDidChangeNotification")

    /// Whether Speak Screen is on: false on the desktop.
    @preconcurrency @MainActor
    public static var isSpeakScreenEnabled: Bool { false }
    /// Posted when `isSpeakScreenEnabled` changes.
    nonisolated public static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySpeakScreenStatusDidChangeNotification")

    /// Whether Speak Selection is on: false on the desktop.
    @preconcurrency @MainActor
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Posted when `isSpeakSelectionEnabled` changes.
    nonisolated public static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilitySpeakSelectionStatusDidChangeNotification")

    /// Whether Guided Access is on: false on the desktop.
    @preconcurrency @MainActor
    public static var isGuidedAccessEnabled: Bool { false }
    /// Posted when `isGuidedAccessEnabled` changes.
    nonisolated public static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGuidedAccessStatusDidChangeNotification")

    /// Whether Bold Text is on (as `UITraitCollection.legibilityWeight` says): false on the desktop.
    @preconcurrency @MainActor
    public static var isBoldTextEnabled: Bool { false }
    /// Posted when `isBoldTextEnabled` changes.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityBoldTextStatusDidChangeNotification")

    /// Whether the screen is shown in grey: false on the desktop.
    @preconcurrency @MainActor
    public static var isGrayscaleEnabled: Bool { false }
    /// Posted when `isGrayscaleEnabled` changes.
    nonisolated public static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityGrayscaleStatusDidChangeNotification")

    /// Whether colours are inverted: false on the desktop.
    @preconcurrency @MainActor
    public static var isInvertColorsEnabled: Bool { false }
    /// Posted when `isInvertColorsEnabled` changes.
    nonisolated public static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityInvertColorsStatusDidChangeNotification")

    /// Whether Increase Contrast is on (as `UITraitCollection.accessibilityContrast` says): false on the desktop.
    @preconcurrency @MainActor
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Posted when `isDarkerSystemColorsEnabled` changes.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")

    /// Whether closed captions are asked for: false on the desktop.
    @preconcurrency @MainActor
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Posted when `isClosedCaptioningEnabled` changes.
    nonisolated public static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityClosedCaptioningStatusDidChangeNotification")

    /// Whether audio is mixed to mono: false on the desktop.
    @preconcurrency @MainActor
    public static var isMonoAudioEnabled: Bool { false }
    /// Posted when `isMonoAudioEnabled` changes.
    nonisolated public static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityMonoAudioStatusDidChangeNotification")

    /// Whether switches show on/off labels: false on the desktop.
    @preconcurrency @MainActor
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Posted when `isOnOffSwitchLabelsEnabled` changes.
    nonisolated public static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityOnOffSwitchLabelsDidChangeNotification")

    /// Whether the user asked for differences shown without colour: false on the desktop.
    @preconcurrency @MainActor
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Posted when `shouldDifferentiateWithoutColor` changes.
    nonisolated public static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityDifferentiateWithoutColorDidChangeNotification")

    /// Whether buttons are drawn with shapes: false on the desktop.
    @preconcurrency @MainActor
    public static var buttonShapesEnabled: Bool { false }
    /// Posted when `buttonShapesEnabled` changes.
    nonisolated public static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")

    /// Whether the user prefers cross-fades to slides: false on the desktop.
    @preconcurrency @MainActor
    public static var prefersCrossFadeTransitions: Bool { false }
    /// Posted when `prefersCrossFadeTransitions` changes.
    public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name(
        "UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")

    /// Whether shaking undoes (on by default, as on iOS; a desktop's shake is the shake motion an app is sent): true on the desktop.
    @preconcurrency @MainActor
    public static var isShakeToUndoEnabled: Bool { true }
    /// Posted when `isShakeToUndoEnabled` changes.
    nonisolated public static let shakeToUndoDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityShakeToUndoDidChangeNotification")

    /// Whether videos may play by themselves (on by default, as on iOS): true on the desktop.
    @preconcurrency @MainActor
    public static var isVideoAutoplayEnabled: Bool { true }
    /// Posted when `isVideoAutoplayEnabled` changes.
    nonisolated public static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name(
        "UIAccessibilityVideoAutoplayStatusDidChangeNotification")
}
