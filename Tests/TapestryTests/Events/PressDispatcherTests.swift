import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A responder that logs presses, motion and remote control, and passes them on unless told to keep them.
@MainActor
final class EventLoggingView: UIView {
    let log: Log
    let name: String
    var keeps = false
    var becomes = true
    init(_ name: String, log: Log, frame: CGRect = CGRect(x: 0, y: 0, width: 50, height: 50)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { return nil }

    override var canBecomeFirstResponder: Bool { becomes }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("\(name) pressesBegan \(presses.first!.type)")
        if !keeps { super.pressesBegan(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("\(name) pressesEnded \(presses.first!.type)")
        if !keeps { super.pressesEnded(presses, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log("\(name) motionBegan \(motion)")
        if !keeps { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log("\(name) motionEnded \(motion)")
        if !keeps { super.motionEnded(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log("\(name) remote \(event!.subtype)")
        if !keeps { super.remoteControlReceived(with: event) }
    }
}

@MainActor
final class EventLoggingController: UIViewController {
    let log: Log
    init(log: Log) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log("controller pressesBegan \(presses.first!.type)")
        super.pressesBegan(presses, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log("controller motionEnded")
        super.motionEnded(motion, with: event)
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log("controller remote")
        super.remoteControlReceived(with: event)
    }
}

@MainActor
final class EventLoggingDelegate: UIResponder, UIApplicationDelegate {
    let log: Log
    init(log: Log) { self.log = log }
    convenience override init() { self.init(log: Log()) }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log("delegate pressesBegan") }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log("delegate motionEnded") }
    override func remoteControlReceived(with event: UIEvent?) { log("delegate remote \(event!.subtype)") }
}

@MainActor
@Suite struct PressesMotionRemoteTests {
    private func scene(_ log: Log) -> (UIWindow, EventLoggingView, EventSynthesizer, EventLoggingDelegate) {
        let delegate = EventLoggingDelegate(log: log)
        UIApplication.shared.delegate = delegate
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let controller = EventLoggingController(log: log)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let field = EventLoggingView("field", log: log)
        controller.view.addSubview(field)
        return (window, field, EventSynthesizer(window: window), delegate)
    }

    @Test func pressesGoToTheFirstResponderAndAlongTheChain() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, field, synthesizer, _) = scene(log)
        defer { UIApplication.shared.delegate = nil }
        #expect(field.becomeFirstResponder())
        #expect(window.firstResponder === field)
        #expect(field.isFirstResponder)
        synthesizer.press(.upArrow)
        #expect(
            log.lines == [
                "field pressesBegan upArrow", "controller pressesBegan upArrow", "delegate pressesBegan",
                "field pressesEnded upArrow",
            ])
        log.clear()
        field.keeps = true
        synthesizer.press(.select)
        #expect(log.lines == ["field pressesBegan select", "field pressesEnded select"])
    }

    @Test func withoutAFirstResponderPressesGoToTheWindow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, _, synthesizer, _) = scene(log)
        defer { UIApplication.shared.delegate = nil }
        synthesizer.press(.menu)
        #expect(log.lines == ["delegate pressesBegan"])
    }

    @Test func shakeIsMotionBeganThenEndedAlongTheChain() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, field, synthesizer, _) = scene(log)
        defer { UIApplication.shared.delegate = nil }
        field.becomeFirstResponder()
        synthesizer.shake()
        #expect(
            log.lines == [
                "field motionBegan motionShake", "field motionEnded motionShake", "controller motionEnded",
                "delegate motionEnded",
            ])
    }

    @Test func remoteControlNeedsBeginReceiving() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, field, synthesizer, _) = scene(log)
        defer {
            UIApplication.shared.delegate = nil
            UIApplication.shared.endReceivingRemoteControlEvents()
        }
        field.becomeFirstResponder()
        synthesizer.remoteControl(.remoteControlTogglePlayPause)
        #expect(log.lines.isEmpty)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        synthesizer.remoteControl(.remoteControlTogglePlayPause)
        #expect(
            log.lines == [
                "field remote remoteControlTogglePlayPause", "controller remote",
                "delegate remote remoteControlTogglePlayPause",
            ])
        log.clear()
        UIApplication.shared.endReceivingRemoteControlEvents()
        synthesizer.remoteControl(.remoteControlNextTrack)
        #expect(log.lines.isEmpty)
    }

    @Test func becomingFirstResponderNeedsPermissionAndAWindow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (window, field, _, _) = scene(log)
        defer { UIApplication.shared.delegate = nil }
        let loose = EventLoggingView("loose", log: log)
        #expect(!loose.becomeFirstResponder(), "not in a window")
        field.becomes = false
        #expect(!field.becomeFirstResponder())
        field.becomes = true
        #expect(field.becomeFirstResponder())
        #expect(field.resignFirstResponder())
        #expect(window.firstResponder == nil)
    }

    @Test func aFirstResponderThatRefusesToResignKeepsIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Stubborn: UIView {
            override var canBecomeFirstResponder: Bool { true }
            override var canResignFirstResponder: Bool { false }
        }
        let (window, root, _) = makeWindow()
        let stubborn = Stubborn(frame: .zero)
        let other = EventLoggingView("other", log: Log())
        root.addSubview(stubborn)
        root.addSubview(other)
        #expect(stubborn.becomeFirstResponder())
        #expect(!other.becomeFirstResponder())
        #expect(window.firstResponder === stubborn)
        #expect(!stubborn.resignFirstResponder())
        #expect(!root.endEditing(false))
        #expect(root.endEditing(true))
        #expect(window.firstResponder == nil)
    }

    @Test func aFirstResponderThatLeavesTheWindowResigns() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let field = EventLoggingView("field", log: Log())
        root.addSubview(field)
        field.becomeFirstResponder()
        field.removeFromSuperview()
        #expect(window.firstResponder == nil)
        #expect(!field.isFirstResponder)
    }

    @Test func pressTypesFromKeys() {
        UIApplication.replaceShared()  // a fresh application for each test
        #expect(UIPress.PressType(keyCode: .keyboardUpArrow) == .upArrow)
        #expect(UIPress.PressType(keyCode: .keyboardDownArrow) == .downArrow)
        #expect(UIPress.PressType(keyCode: .keyboardLeftArrow) == .leftArrow)
        #expect(UIPress.PressType(keyCode: .keyboardRightArrow) == .rightArrow)
        #expect(UIPress.PressType(keyCode: .keyboardReturnOrEnter) == .select)
        #expect(UIPress.PressType(keyCode: .keypadEnter) == .select)
        #expect(UIPress.PressType(keyCode: .keyboardEscape) == .menu)
        #expect(UIPress.PressType(keyCode: .keyboardA) == .key(.keyboardA))
    }
}
