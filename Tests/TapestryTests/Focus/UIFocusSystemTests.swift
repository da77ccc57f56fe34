import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Keyboard access as on iPadOS and Mac Catalyst with a hardware keyboard (SEMANTICS §16.3).
@MainActor
@Suite struct UIFocusSystemTests {
    @MainActor final class Screen {
        let window: UIWindow
        let root: UIView
        let events: EventSynthesizer
        let save = UIButton(type: .system)
        let field = UITextField(frame: CGRect(x: 16, y: 60, width: 200, height: 30))
        let slider = UISlider(frame: CGRect(x: 16, y: 100, width: 200, height: 30))
        let units = UISegmentedControl(items: ["A", "B", "C"])
        let plain = UIView(frame: CGRect(x: 16, y: 180, width: 40, height: 40))
        let disabled = UIButton(type: .system)
        var saves = 0

        init() {
            UIApplication.replaceShared()  // a fresh application for each test
            (window, root, events) = makeWindow()
            save.frame = CGRect(x: 16, y: 16, width: 100, height: 34)
            save.setTitle("Save", for: .normal)
            units.frame = CGRect(x: 16, y: 140, width: 200, height: 32)
            units.selectedSegmentIndex = 0
            disabled.frame = CGRect(x: 130, y: 16, width: 80, height: 34)
            disabled.isEnabled = false
            // Added out of reading order: Tab follows the screen, not the subview list.
            for view in [slider, units, field, save, plain, disabled] { root.addSubview(view) }
            save.addAction(UIAction { [unowned self] _ in self.saves += 1 }, for: .touchUpInside)
            UIApplication.shared.frameStep.run()
        }

        var focused: UIView? { window.focusSystem.focusedItem as? UIView }
        func tab(shift: Bool = false) { events.press("\t", modifiers: shift ? .shift : []) }
    }

    @Test func tabMovesThroughFocusableViewsInReadingOrder() {
        let screen = Screen()
        #expect(screen.focused == nil)
        var visited: [UIView?] = []
        for _ in 0..<5 {
            screen.tab()
            visited.append(screen.focused)
        }
        // Save, the field, the slider, the segmented control, then round to Save; the disabled button and the
        // plain view are skipped.
        #expect(
            visited.map { $0.map(ObjectIdentifier.init) }
                == [screen.save, screen.field, screen.slider, screen.units, screen.save].map { ObjectIdentifier($0) })
        screen.tab(shift: true)
        #expect(screen.focused === screen.units && screen.units.isFocused && !screen.save.isFocused)
    }

    @Test func aFieldTakesTypingWhenFocusedAndTabLeavesIt() {
        let screen = Screen()
        screen.tab()
        screen.tab()
        #expect(screen.field.isFirstResponder)
        screen.events.type("hi")
        #expect(screen.field.text == "hi")
        screen.tab()
        #expect(screen.focused === screen.slider && !screen.field.isFirstResponder && screen.field.text == "hi")
    }

    @Test func spaceAndReturnActivateArrowsAdjust() {
        let screen = Screen()
        screen.tab()
        screen.events.type(" ")
        screen.events.press(.select)
        #expect(screen.saves == 2)
        screen.tab()
        screen.tab()  // the slider
        screen.events.press(.rightArrow)
        #expect(abs(screen.slider.value - 0.1) < 0.0001)
        screen.events.press(.leftArrow)
        #expect(screen.slider.value == 0)
        screen.tab()  // the segmented control
        screen.events.press(.rightArrow)
        screen.events.press(.rightArrow)
        screen.events.press(.rightArrow)
        #expect(screen.units.selectedSegmentIndex == 2)
    }

    @Test func focusGroupsStayTogetherAndArrowsMoveWithin() {
        let screen = Screen()
        let first = UIButton(type: .system), second = UIButton(type: .system)
        first.frame = CGRect(x: 16, y: 300, width: 60, height: 30)
        second.frame = CGRect(x: 16, y: 400, width: 60, height: 30)
        first.focusGroupIdentifier = "toolbar"
        second.focusGroupIdentifier = "toolbar"
        screen.save.focusGroupIdentifier = "toolbar"
        screen.root.addSubview(first)
        screen.root.addSubview(second)
        let order = screen.window.focusSystem.focusOrder()
        #expect(
            order.prefix(3).map(ObjectIdentifier.init) == [screen.save, first, second].map { ObjectIdentifier($0) })
        screen.window.focusSystem.focus(screen.save, heading: [])
        screen.events.press(.downArrow)
        #expect(screen.focused === first)
    }

    /// A focus guide between Save and the field sends Tab arriving at it to its preferred environment (the
    /// segmented control), which then keeps that place in the order; a disabled guide does nothing.
    @Test func aFocusGuideRedirectsFocusArrivingAtIt() {
        let screen = Screen()
        let guide = UIFocusGuide()
        screen.root.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: screen.root.leadingAnchor, constant: 16),
            guide.topAnchor.constraint(equalTo: screen.root.topAnchor, constant: 52),
            guide.widthAnchor.constraint(equalToConstant: 200),
            guide.heightAnchor.constraint(equalToConstant: 4),
        ])
        guide.preferredFocusEnvironments = [screen.units]
        UIApplication.shared.frameStep.run()
        let ids = { (views: [UIView]) in views.map(ObjectIdentifier.init) }
        #expect(
            ids(screen.window.focusSystem.focusOrder())
                == ids([screen.save, screen.units, screen.field, screen.slider]))
        screen.tab()
        screen.tab()
        #expect(screen.focused === screen.units, "Tab after Save arrives at the guide and goes to its preference")
        guide.isEnabled = false
        #expect(
            ids(screen.window.focusSystem.focusOrder())
                == ids([screen.save, screen.field, screen.slider, screen.units]))
    }

    @Test func focusUpdatesAreAskedAndToldAndTheRingFollows() throws {
        final class Picky: UIControl {
            var told: [String] = []
            override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
                context.nextFocusedView !== self || told.count < 99
            }
            override func didUpdateFocus(
                in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator
            ) {
                told.append(context.nextFocusedView === self ? "in \(context.focusHeading.rawValue)" : "out")
            }
        }
        let screen = Screen()
        let picky = Picky(frame: CGRect(x: 16, y: 0, width: 30, height: 10))
        screen.root.addSubview(picky)
        screen.tab()
        screen.tab()
        #expect(picky.told == ["in \(UIFocusHeading.next.rawValue)", "out"])
        let ring = try #require(screen.window.subviews.last { $0 is FocusRingView })
        #expect(ring.frame == screen.save.frame.insetBy(dx: -3, dy: -3) && !ring.isUserInteractionEnabled)
        UIFocusSystem.focusSystem(for: screen.field)?.requestFocusUpdate(to: screen.field)
        #expect(screen.field.isFocused && ring.frame == screen.field.frame.insetBy(dx: -3, dy: -3))
        screen.field.isHidden = true
        screen.field.updateFocusIfNeeded()
        #expect(screen.focused == nil && ring.superview == nil)
        #expect(UIFocusSystem.environment(screen.root, contains: screen.save))
    }

    /// A focused view that leaves the window (its screen popped) loses focus and its halo at the next frame
    /// step; a focused view that moves takes its halo along.
    @Test func focusLeavesAViewThatLeftTheWindowAndTheHaloFollowsMoves() throws {
        let screen = Screen()
        screen.tab()
        #expect(screen.focused === screen.save)
        let ring = try #require(screen.window.subviews.last { $0 is FocusRingView })
        screen.save.frame.origin.y += 40
        UIApplication.shared.frameStep.run()
        #expect(ring.frame == screen.save.frame.insetBy(dx: -3, dy: -3), "the halo followed the button")
        screen.save.removeFromSuperview()
        UIApplication.shared.frameStep.run()
        #expect(screen.focused == nil && !screen.save.isFocused)
        #expect(ring.superview == nil, "no halo is left behind")
    }

    @Test func escapeCancelsAnAlert() {
        let screen = Screen()
        var cancelled = false
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in cancelled = true })
        screen.window.rootViewController?.present(alert, animated: false)
        UIApplication.shared.frameStep.run()
        screen.events.press(.menu)
        UIApplication.shared.clock.advance(by: 1)
        UIApplication.shared.frameStep.run()
        #expect(cancelled)
    }

    @Test func escapeDismissesASheetUnlessItIsModal() {
        let screen = Screen()
        let sheet = UIViewController()
        sheet.isModalInPresentation = true
        screen.window.rootViewController?.present(sheet, animated: false)
        UIApplication.shared.frameStep.run()
        screen.events.press(.menu)
        UIApplication.shared.clock.advance(by: 1)
        UIApplication.shared.frameStep.run()
        #expect(screen.window.rootViewController?.presentedViewController === sheet)
        sheet.isModalInPresentation = false
        screen.events.press(.menu)
        UIApplication.shared.clock.advance(by: 1)
        UIApplication.shared.frameStep.run()
        #expect(screen.window.rootViewController?.presentedViewController == nil)
    }
}
