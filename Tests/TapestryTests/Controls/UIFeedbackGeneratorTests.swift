import Foundation
import Testing

@testable import Tapestry

/// Haptic feedback generators (UIFeedbackGenerator): a desktop has no haptic engine, so every call is accepted and
/// changes nothing, as on a device without one; styles keep UIKit's raw values.
@MainActor
@Suite struct UIFeedbackGeneratorTests {
    @Test func generatorsAcceptEveryCall() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.4)
        #expect(impact.style == .heavy)
        #expect(UIImpactFeedbackGenerator().style == .medium, "the default style")
        let selection = UISelectionFeedbackGenerator()
        selection.prepare()
        selection.selectionChanged()
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.error)
        let base: UIFeedbackGenerator = notification
        base.prepare()
    }

    @Test func stylesHaveUIKitsRawValues() {
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.light.rawValue == 0)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.soft.rawValue == 3)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.warning.rawValue == 1)
    }

    /// An app's generator subclass overrides the calls (to log or count them).
    @Test func aSubclassOverridesTheCalls() {
        final class Counting: UIImpactFeedbackGenerator {
            var count = 0
            override func impactOccurred() { count += 1 }
        }
        let counting = Counting(style: .light)
        let generator: UIImpactFeedbackGenerator = counting
        generator.impactOccurred()
        generator.impactOccurred()
        #expect(counting.count == 2)
    }
}
