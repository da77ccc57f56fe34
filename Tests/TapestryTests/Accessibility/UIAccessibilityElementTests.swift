import Foundation
import Testing

@testable import Tapestry

/// An accessibility element that is not a view (UIAccessibilityElement): its properties, its frame in screen or
/// container coordinates, its activation point, and the view it belongs to through nested containers.
@MainActor
@Suite struct UIAccessibilityElementTests {
    @Test func anElementStartsAsAnElementWithNothingSaid() {
        let container = UIView()
        let element = UIAccessibilityElement(accessibilityContainer: container)
        #expect(element.isAccessibilityElement && element.accessibilityContainer === container)
        #expect(element.accessibilityLabel == nil && element.accessibilityTraits == .none)
        #expect(element.accessibilityFrame == .zero && element.accessibilityRespondsToUserInteraction)
        #expect(!element.accessibilityActivate(), "nothing to activate by default")
        #expect(element.accessibilityUserInputLabels == [])
        element.accessibilityLabel = "Play"
        #expect(element.accessibilityUserInputLabels == ["Play"], "the label, until labels are set")
        element.accessibilityUserInputLabels = ["Play", "Start"]
        #expect(element.accessibilityUserInputLabels == ["Play", "Start"])
    }

    /// A frame in container space follows the container view wherever it moves; a frame set in screen
    /// coordinates replaces it.
    @Test func aFrameInContainerSpaceFollowsTheContainer() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let container = UIView(frame: CGRect(x: 40, y: 30, width: 200, height: 100))
        root.addSubview(container)
        let element = UIAccessibilityElement(accessibilityContainer: container)
        element.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 50, height: 20)
        let rootOrigin = root.convert(CGPoint.zero, to: window)
        #expect(element.accessibilityFrame == CGRect(x: rootOrigin.x + 50, y: rootOrigin.y + 40, width: 50, height: 20))
        container.frame.origin.x = 100
        #expect(element.accessibilityFrame.minX == rootOrigin.x + 110, "it moved with the container")
        #expect(element.accessibilityActivationPoint == CGPoint(x: rootOrigin.x + 135, y: rootOrigin.y + 50))
        element.accessibilityFrame = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(
            element.accessibilityFrameInContainerSpace == nil
                && element.accessibilityFrame.origin == CGPoint(x: 1, y: 2))
        element.accessibilityActivationPoint = CGPoint(x: 9, y: 9)
        #expect(element.accessibilityActivationPoint == CGPoint(x: 9, y: 9))
    }

    /// An element inside another element finds the view at the top of its containers.
    @Test func nestedElementsFindTheirView() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let group = UIAccessibilityElement(accessibilityContainer: view)
        let inner = UIAccessibilityElement(accessibilityContainer: group)
        #expect(inner.containerView === view)
        #expect(UIAccessibilityElement(accessibilityContainer: NSObject()).containerView == nil)
    }

    /// A subclass answers activation, increment and decrement (an adjustable element).
    @Test func aSubclassActivatesAndAdjusts() {
        final class Stepper: UIAccessibilityElement {
            var value = 5
            override func accessibilityIncrement() { value += 1 }
            override func accessibilityDecrement() { value -= 1 }
            override func accessibilityActivate() -> Bool { value = 0; return true }
        }
        let element: UIAccessibilityElement = Stepper(accessibilityContainer: UIView())
        element.accessibilityIncrement()
        element.accessibilityIncrement()
        element.accessibilityDecrement()
        #expect((element as? Stepper)?.value == 6)
        #expect(element.accessibilityActivate() && (element as? Stepper)?.value == 0)
    }

    @Test func screenCoordinatesAreTheWindows() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let view = UIView(frame: CGRect(x: 20, y: 20, width: 50, height: 50))
        root.addSubview(view)
        let rect = CGRect(x: 5, y: 5, width: 10, height: 10)
        #expect(UIAccessibility.convertToScreenCoordinates(rect, in: view) == view.convert(rect, to: window))
        let path = UIBezierPath(rect: rect)
        #expect(UIAccessibility.convertToScreenCoordinates(path, in: view).bounds == view.convert(rect, to: window))
    }
}
