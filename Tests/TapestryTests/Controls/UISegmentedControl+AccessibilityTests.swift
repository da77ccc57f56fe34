import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A segmented control as assistive technology sees it: one button element per segment, labelled by its
/// title, marked selected or not enabled, framed on screen, and activated as a click would.
@MainActor
@Suite struct UISegmentedControlAccessibilityTests {
    @Test func eachSegmentIsAnElementThatActivatesLikeAClick() throws {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 320, height: 200)
        let control = UISegmentedControl(items: ["Day", "Week", "Month"])
        control.frame = CGRect(x: 10, y: 20, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 2)
        var changes = 0
        control.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        root.addSubview(control)
        synthesizer.advance(by: 0)
        #expect(control.accessibilityElementCount() == 3)
        let week = try #require(control.accessibilityElement(at: 1) as? UIAccessibilityElement)
        #expect(week.accessibilityLabel == "Week")
        #expect(week.accessibilityTraits.contains(.button) && !week.accessibilityTraits.contains(.selected))
        #expect(week.accessibilityFrame.minX > 100 && week.accessibilityFrame.maxX < 220)
        #expect(week.accessibilityActivate())
        #expect(control.selectedSegmentIndex == 1 && changes == 1)
        #expect(week.accessibilityTraits.contains(.selected))
        let month = try #require(control.accessibilityElement(at: 2) as? UIAccessibilityElement)
        #expect(month.accessibilityTraits.contains(.notEnabled))
        #expect(!month.accessibilityActivate())
        #expect(control.selectedSegmentIndex == 1)
    }
}
