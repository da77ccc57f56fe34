import Foundation
import Testing

@testable import Tapestry

/// UIKit's accessibility properties and notifications, as kept by every view.
@MainActor
@Suite struct UIAccessibilityTests {
    @Test func controlsAndLabelsAreElementsWithTheirTraits() {
        UIApplication.replaceShared()  // a fresh application for each test
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.isAccessibilityElement)
        #expect(button.accessibilityLabel == "Save")
        #expect(button.accessibilityTraits == .button)
        button.isEnabled = false
        #expect(button.accessibilityTraits == [.button, .notEnabled])
        let label = UILabel()
        label.text = "Title"
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText)
        let plain = UIView()
        #expect(!plain.isAccessibilityElement && plain.accessibilityTraits == .none)
        plain.isAccessibilityElement = true
        plain.accessibilityTraits = .header
        plain.accessibilityHint = "Opens"
        #expect(plain.isAccessibilityElement && plain.accessibilityTraits == .header)
        #expect(plain.accessibilityHint == "Opens")
    }

    @Test func containersListTheirElementsAndCustomActionsPerform() {
        final class Target: NSObject {
            var deleted = 0
            func delete(_ action: UIAccessibilityCustomAction) -> Bool {
                deleted += 1
                return true
            }
        }
        let container = UIView()
        let first = UIView()
        let second = UIView()
        container.accessibilityElements = [first, second]
        #expect(container.accessibilityElementCount() == 2)
        #expect(container.accessibilityElement(at: 1) as? UIView === second)
        #expect(container.index(ofAccessibilityElement: second) == 1)
        #expect(container.index(ofAccessibilityElement: UIView()) == NSNotFound)

        let target = Target()
        let action = UIAccessibilityCustomAction(name: "Delete", target: target, selector: Selector(Target.delete))
        let closure = UIAccessibilityCustomAction(name: "Share") { _ in false }
        first.accessibilityCustomActions = [action, closure]
        #expect(action.perform())
        #expect(!closure.perform())
        #expect(target.deleted == 1)
    }

    @Test func notificationsReachTheObserverWhileOneListens() {
        var heard: [UInt32] = []
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "nobody listens")
        UIAccessibility.observer = { notification, _ in heard.append(notification.rawValue) }
        defer { UIAccessibility.observer = nil }
        #expect(UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(heard == [UIAccessibility.Notification.screenChanged.rawValue])
    }
}
