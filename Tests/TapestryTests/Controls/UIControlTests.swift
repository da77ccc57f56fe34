import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
func record(_ control: UIControl, into log: Log, _ name: String = "c") {
    let events: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
    for (event, label) in events { control.addAction(UIAction { _ in log("\(name) \(label)") }, for: event) }
}

@MainActor
@Suite struct UIControlTests {
    @Test func aTapSendsDownThenUpInside() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
        root.addSubview(control)
        record(control, into: log)
        let touch = synthesizer.touchDown(at: CGPoint(x: 120, y: 120))
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        #expect(control.state == .highlighted)
        synthesizer.touchUp(touch)
        #expect(log.lines == ["c touchDown", "c upInside"])
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test func dragEventsUseTheSeventyPointMargin() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow(width: 400, height: 400)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 60, height: 40))
        root.addSubview(control)
        record(control, into: log)
        let touch = synthesizer.touchDown(at: CGPoint(x: 120, y: 120))
        synthesizer.touchMove(touch, to: CGPoint(x: 200, y: 120))  // 40 pt outside: still inside the margin
        #expect(control.isHighlighted)
        synthesizer.touchMove(touch, to: CGPoint(x: 250, y: 120))  // 90 pt outside
        #expect(!control.isHighlighted && !control.isTouchInside)
        synthesizer.touchMove(touch, to: CGPoint(x: 150, y: 120))
        synthesizer.touchMove(touch, to: CGPoint(x: 300, y: 120))
        synthesizer.touchUp(touch)
        #expect(
            log.lines == [
                "c touchDown", "c dragInside", "c dragExit", "c dragOutside", "c dragEnter", "c dragInside",
                "c dragExit", "c dragOutside", "c upOutside",
            ])
    }

    @Test func cancellationAndRepeatAndDisabled() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.addSubview(control)
        record(control, into: log)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        synthesizer.touchCancel(touch)
        #expect(log.lines == ["c touchDown", "c cancel"])
        log.clear()
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        synthesizer.advance(by: 0.1)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines == ["c touchDown", "c upInside", "c touchDownRepeat", "c upInside"])
        log.clear()
        synthesizer.advance(by: 1)
        control.isEnabled = false
        #expect(control.state == .disabled)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines.isEmpty, "a disabled control sends nothing")
    }

    @Test func beginTrackingFalseStopsTracking() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Picky: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let control = Picky(frame: CGRect(x: 0, y: 0, width: 60, height: 40))
        root.addSubview(control)
        record(control, into: log)
        synthesizer.tap(at: CGPoint(x: 10, y: 10))
        #expect(log.lines.isEmpty)
    }

    @Test func addAndRemoveActions() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let control = UIControl()
        let action = UIAction(identifier: .init("a")) { action in log("ran from \(action.sender === control)") }
        control.addAction(action, for: [.touchUpInside, .valueChanged])
        control.sendActions(for: .valueChanged)
        control.removeAction(action, for: .valueChanged)
        control.sendActions(for: .valueChanged)
        control.sendActions(for: .touchUpInside)
        control.removeAction(identifiedBy: .init("a"), for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(log.lines == ["ran from true", "ran from true"])
        #expect(control.allControlEvents.isEmpty)
    }

    /// SEMANTICS §4.12: a tap on a button fires the button, not a tap recognizer on its superview; a
    /// recognizer on the control itself wins over the control; a plain UIControl gets no protection.
    @Test func controlsVersusTapRecognizers() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        container.addGestureRecognizer(tap("parent", log: log))
        root.addSubview(container)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        button.addAction(UIAction { _ in log("button") }, for: .touchUpInside)
        let plain = UIControl(frame: CGRect(x: 10, y: 100, width: 100, height: 40))
        plain.addAction(UIAction { _ in log("plain") }, for: .touchUpInside)
        container.addSubview(button)
        container.addSubview(plain)

        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.lines == ["button"])
        log.clear()
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 20, y: 110))
        #expect(log.lines == ["parent ended"], "a plain control is cancelled by the parent's tap")
        log.clear()
        synthesizer.advance(by: 1)
        button.addGestureRecognizer(tap("own", log: log))
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(log.lines == ["own ended"], "the control's own recognizer wins over the control")
    }

    @Test func buttonsSendPrimaryActionAndKeepTitlesPerState() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let button = UIButton(primaryAction: UIAction(title: "Go") { _ in log("go") })
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        root.addSubview(button)
        #expect(button.currentTitle == "Go")
        button.setTitle("Going", for: .highlighted)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 20))
        #expect(button.currentTitle == "Going")
        #expect(button.titleLabel?.text == "Going")
        synthesizer.touchUp(touch)
        #expect(button.currentTitle == "Go")
        #expect(log.lines == ["go"])
        #expect(button.title(for: .selected) == "Go", "falls back to normal")
    }

    @Test func switchToggles() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, synthesizer) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        #expect(toggle.frame.size == CGSize(width: 63, height: 28))
        root.addSubview(toggle)
        toggle.addAction(UIAction { action in log("on \((action.sender as! UISwitch).isOn)") }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 30, y: 20))
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 30, y: 20))
        #expect(log.lines == ["on true", "on false"])
    }

    @Test func sliderTracksItsThumb() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow(width: 400, height: 200)
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 237, height: 40))
        slider.minimumValue = 0
        slider.maximumValue = 100
        root.addSubview(slider)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        synthesizer.drag(from: CGPoint(x: 150, y: 20), to: CGPoint(x: 200, y: 20), steps: 2)
        #expect(values.isEmpty, "the track outside the thumb does not begin tracking")
        // The thumb (37 pt wide) starts at x 0…37, so it travels 200 pt; dragging its centre by 100 pt moves the
        // value by half the range.
        synthesizer.drag(from: CGPoint(x: 18.5, y: 20), to: CGPoint(x: 118.5, y: 20), steps: 4)
        #expect(values.count == 4)
        #expect(abs(slider.value - 50) < 0.01)
        slider.isContinuous = false
        values.removeAll()
        synthesizer.drag(from: CGPoint(x: 118.5, y: 20), to: CGPoint(x: 400, y: 20), steps: 4)
        #expect(values == [100], "not continuous: one change at the end, clamped")
    }

    @Test func stepperStepsAndRepeats() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let stepper = UIStepper(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
        stepper.maximumValue = 10
        root.addSubview(stepper)
        var changes = 0
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 80, y: 16))
        #expect(stepper.value == 1)
        let touch = synthesizer.touchDown(at: CGPoint(x: 80, y: 16))
        synthesizer.advance(by: 0.75)  // 0.5 s, then every 0.1 s
        synthesizer.touchUp(touch)
        #expect(stepper.value == 5)
        synthesizer.tap(at: CGPoint(x: 10, y: 16))
        #expect(stepper.value == 4)
        #expect(changes == 6)
    }

    @Test func segmentedControlSelects() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 210, height: 32)
        root.addSubview(control)
        var selections: [Int] = []
        control.addAction(UIAction { _ in selections.append(control.selectedSegmentIndex) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 150, y: 16))
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 10, y: 16))
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 10, y: 16))
        #expect(selections == [2, 0])
        #expect(control.numberOfSegments == 3)
        #expect(control.titleForSegment(at: 1) == "Two")
    }
}

@MainActor
@Suite struct ControlDamageTests {
    @Test func aHighlightChangeDamagesOnlyTheButton() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow(width: 400, height: 400)
        for i in 0..<50 {
            let tile = UIView(frame: CGRect(x: (i % 10) * 40, y: 200 + (i / 10) * 40, width: 30, height: 30))
            tile.backgroundColor = .systemGray4
            root.addSubview(tile)
        }
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 50, y: 50, width: 120, height: 44)
        button.setTitle("Press", for: .normal)
        button.backgroundColor = .systemBlue
        root.addSubview(button)
        window.layoutIfNeeded()
        _ = window.takeDamage()
        let touch = synthesizer.touchDown(at: CGPoint(x: 100, y: 70))
        window.layoutIfNeeded()
        let damage = window.takeDamage()
        #expect(!damage.isEmpty)
        #expect(damage.allSatisfy { button.frame.contains($0) }, "only the button's rectangle: \(damage)")
        synthesizer.touchUp(touch)
        window.layoutIfNeeded()
        #expect(window.takeDamage().allSatisfy { button.frame.contains($0) })
    }

    @Test func aControlStopsTrackingWhenItsForwardingSubviewIsReparented() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        control.addSubview(inner)
        root.addSubview(control)
        let elsewhere = UIView(frame: CGRect(x: 200, y: 200, width: 50, height: 50))
        root.addSubview(elsewhere)
        var events: [String] = []
        control.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        control.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        let touch = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(control.isTracking)
        elsewhere.addSubview(inner)
        synthesizer.touchUp(touch)
        #expect(!control.isTracking)
        #expect(events == ["cancel"])
        synthesizer.tap(at: CGPoint(x: 80, y: 80))  // and tracks the next touch as usual
        #expect(events == ["cancel", "up"])
    }

    @Test func aButtonWhoseEndIsHeldByADoubleTapStillFiresWhenItIsReleased() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let doubleTap = UITapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        root.addGestureRecognizer(doubleTap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        root.addSubview(button)
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("up") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("cancel") }, for: .touchCancel)
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(events.isEmpty, "the end waits while the double tap may still recognize")
        synthesizer.advance(by: 0.5)
        #expect(events == ["up"])
    }
}

/// The state bits UIKit sets aside: an app's own states live in `.application`.
@Suite struct UIControlStateBitsTests {
    @Test func applicationAndReservedBitsAreUIKits() {
        #expect(UIControl.State.application.rawValue == 0x00FF_0000)
        #expect(UIControl.State.reserved.rawValue == 0xFF00_0000)
        // A custom state fits in the application bits and leaves the standard ones alone.
        let loading = UIControl.State(rawValue: 1 << 16)
        #expect(UIControl.State.application.contains(loading))
        #expect(loading.intersection([.highlighted, .disabled, .selected, .focused]).isEmpty)
    }
}

/// What every control has since iOS 14: its handlers enumerated, its primary action performed in code, menus.
@MainActor
@Suite struct UIControlHandlersTests {
    final class Target: NSObject {
        var taps = 0
        func tapped() { taps += 1 }
    }

    @Test func handlersAreEnumeratedPerEventAndThePrimaryActionPerformedInCode() {
        UIApplication.replaceShared()
        let button = UIButton(type: .system)
        let target = Target()
        var primary = 0
        let action = UIAction(title: "Go") { _ in primary += 1 }
        button.addAction(action, for: [.primaryActionTriggered, .valueChanged])
        button.addTarget(target, action: Selector(Target.tapped), for: .touchUpInside)
        var seen: [String] = []
        button.enumerateEventHandlers { handler, targetAction, event, _ in
            if let handler { seen.append("action \(handler.title) \(event.rawValue)") }
            if let (object, _) = targetAction {
                seen.append("target \(object as AnyObject === target) \(event.rawValue)")
            }
        }
        #expect(
            seen == [
                "action Go \(UIControl.Event.valueChanged.rawValue)",
                "action Go \(UIControl.Event.primaryActionTriggered.rawValue)",
                "target true \(UIControl.Event.touchUpInside.rawValue)",
            ])
        var count = 0
        button.enumerateEventHandlers { _, _, _, stop in
            count += 1
            stop = true
        }
        #expect(count == 1, "stop ends the enumeration")
        button.performPrimaryAction()
        #expect(primary == 1 && target.taps == 0, "the primary action only, not touch-up targets")
        #expect(UIControl.Event.applicationReserved.rawValue == 0x0F00_0000)
    }

    @Test func aButtonsMenuTurnsOnItsContextMenuAndOpensBelowItsLeadingCorner() {
        UIApplication.replaceShared()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
        #expect(!button.isContextMenuInteractionEnabled && !button.showsMenuAsPrimaryAction)
        button.menu = UIMenu(children: [UIAction(title: "One") { _ in }])
        #expect(button.isContextMenuInteractionEnabled)
        #expect(button.menuAttachmentPoint(for: nil) == CGPoint(x: 0, y: 34))
        button.semanticContentAttribute = .forceRightToLeft
        #expect(button.menuAttachmentPoint(for: nil).x == 80)
        button.contentHorizontalAlignment = .leading
        #expect(button.effectiveContentHorizontalAlignment == .right)
    }
}
