import Foundation
import Testing

@_spi(Accessibility) @testable import Tapestry

/// UIKit's accessibility properties and notifications, as kept by every view.
@MainActor
@Suite struct UIAccessibilityTests {
    /// Container types and identifiers, on views, elements, plain objects and the identifiable kinds.
    @Test func containerTypesAndIdentificationAsUIKitHasThem() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView()
        #expect(view.accessibilityContainerType == .none)
        view.accessibilityContainerType = .dataTable
        #expect(view.accessibilityContainerType == .dataTable && UIAccessibilityContainerType.landmark.rawValue == 3)
        let plain = NSObject()
        plain.accessibilityContainerType = .list
        #expect(plain.accessibilityContainerType == .list)
        let asObject: NSObject = view
        #expect(asObject.accessibilityContainerType == .dataTable, "a view answers through the informal protocol")
        let element = UIAccessibilityElement(accessibilityContainer: view)
        element.accessibilityContainerType = .semanticGroup
        #expect((element as NSObject).accessibilityContainerType == .semanticGroup)
        let action = UIAlertAction(title: "Delete", style: .destructive, handler: nil)
        let identifiable: [any UIAccessibilityIdentification] = [view, element, UIBarButtonItem(), action, UIImage()]
        for (index, item) in identifiable.enumerated() { item.accessibilityIdentifier = "id\(index)" }
        #expect(identifiable.map(\.accessibilityIdentifier) == ["id0", "id1", "id2", "id3", "id4"])
    }

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
        // UIKit 14's forms with an image, and the attributed name.
        let trash = UIImage(systemName: "trash")
        let pictured = UIAccessibilityCustomAction(name: "Trash", image: trash) { _ in true }
        let sent = UIAccessibilityCustomAction(
            attributedName: NSAttributedString(string: "Remove"), image: trash, target: target,
            selector: Selector(Target.delete))
        #expect(pictured.image === trash && pictured.perform() && pictured.category == nil)
        #expect(sent.name == "Remove" && sent.attributedName.string == "Remove" && sent.perform())
        #expect(target.deleted == 2)
        sent.category = "Editing"
        #expect(sent.category == "Editing")
    }

    @Test func notificationsReachTheObserverWhileOneListens() {
        var heard: [UInt32] = []
        #expect(!UIAccessibility.isVoiceOverRunning)
        UIAccessibility.post(notification: .announcement, argument: "nobody listens")
        UIAccessibility.observer = { notification, _ in heard.append(notification.rawValue) }
        defer { UIAccessibility.observer = nil }
        // A bridge listening is not a screen reader running: that is the desktop's to say.
        #expect(!UIAccessibility.isVoiceOverRunning)
        final class Counter: @unchecked Sendable { var count = 0 }
        let told = Counter()
        let token = NotificationCenter.default.addObserver(
            forName: UIAccessibility.voiceOverStatusDidChangeNotification, object: nil, queue: nil
        ) { _ in told.count += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        UIAccessibility.setScreenReaderRunning(true)
        UIAccessibility.setScreenReaderRunning(true)
        #expect(UIAccessibility.isVoiceOverRunning && told.count == 1)
        UIAccessibility.setScreenReaderRunning(false)
        #expect(!UIAccessibility.isVoiceOverRunning && told.count == 2)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        #expect(heard == [UIAccessibility.Notification.screenChanged.rawValue])
    }
}

/// UIKit's defaults, so that an app that does nothing is readable.
@MainActor
@Suite struct UIAccessibilityDefaultsTests {
    @Test func controlsReportTheirValues() {
        UIApplication.replaceShared()  // a fresh application for each test
        let toggle = UISwitch()
        #expect(
            toggle.isAccessibilityElement && toggle.accessibilityValue == "0" && toggle.accessibilityTraits == .button)
        #expect(toggle.accessibilityActivate() && toggle.isOn && toggle.accessibilityValue == "1")
        let slider = UISlider()
        slider.value = 0.3
        #expect(slider.accessibilityTraits == .adjustable && slider.accessibilityValue == "30%")
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.2) < 0.0001)
        let stepper = UIStepper()
        stepper.accessibilityIncrement()
        #expect(stepper.value == 1 && stepper.accessibilityValue == "1")
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.accessibilityIncrement()
        #expect(pages.accessibilityValue == "page 2 of 3")
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.42
        #expect(progress.accessibilityValue == "42%" && progress.accessibilityTraits == .updatesFrequently)
        let field = UITextField()
        field.placeholder = "Email"
        #expect(field.accessibilityLabel == "Email" && field.accessibilityValue == "")
        field.text = "a@b.c"
        #expect(field.accessibilityLabel == nil && field.accessibilityValue == "a@b.c")
        field.isSecureTextEntry = true
        #expect(field.accessibilityValue == "•••••")
        let image = UIImageView()
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.accessibilityLabel == "In progress")
    }

    @Test func newPropertiesKeepWhatIsSetAndDefaultSensibly() {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 60))
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))  // frames are in its root's space
        screen.addSubview(view)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 30, y: 50))
        view.accessibilityActivationPoint = CGPoint(x: 1, y: 2)
        #expect(view.accessibilityActivationPoint == CGPoint(x: 1, y: 2))
        view.accessibilityLabel = "Play"
        #expect(view.accessibilityUserInputLabels == ["Play"] && !view.accessibilityRespondsToUserInteraction)
        view.accessibilityTraits = .button
        #expect(view.accessibilityRespondsToUserInteraction)
        view.accessibilityLanguage = "fr"
        #expect(view.accessibilityLanguage == "fr")
        #expect(UISwitch().accessibilityRespondsToUserInteraction)
    }

    @Test func elementsFollowTheirContainer() {
        let container = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        screen.addSubview(container)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(element.accessibilityFrame == CGRect(x: 105, y: 105, width: 10, height: 10))
        container.frame.origin = CGPoint(x: 0, y: 0)
        #expect(element.accessibilityFrame == CGRect(x: 5, y: 5, width: 10, height: 10))
        #expect(element.accessibilityActivationPoint == CGPoint(x: 10, y: 10))
        element.accessibilityFrame = CGRect(x: 1, y: 1, width: 2, height: 2)
        #expect(element.accessibilityFrameInContainerSpace == nil && element.accessibilityFrame.minX == 1)
        #expect(element.isAccessibilityElement && element.accessibilityContainer === container)
        #expect(
            UIAccessibility.convertToScreenCoordinates(CGRect(x: 1, y: 1, width: 1, height: 1), in: container)
                == CGRect(x: 1, y: 1, width: 1, height: 1))
        withExtendedLifetime(screen) {}
    }

    @Test func scrollDirectionsAndFocusNamesAreUIKits() {
        #expect(UIAccessibilityScrollDirection.right.rawValue == 1)
        #expect(UIAccessibilityScrollDirection.previous.rawValue == 6)
        #expect(UIAccessibility.elementFocusedNotification.rawValue == "UIAccessibilityElementFocusedNotification")
        #expect(UIAccessibility.focusedElementUserInfoKey == "UIAccessibilityFocusedElementKey")
        final class Pager: UIView {
            var scrolled: [UIAccessibilityScrollDirection] = []
            override func accessibilityScroll(_ direction: UIAccessibilityScrollDirection) -> Bool {
                scrolled.append(direction)
                return true
            }
        }
        #expect(!UIView().accessibilityScroll(.down), "a plain view does not scroll")
        let pager = Pager()
        #expect(pager.accessibilityScroll(.next) && pager.scrolled == [.next])
    }
}
