import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Target–action with `Selector(Type.method)` in place of `#selector(method)`.
@MainActor
@Suite struct TargetActionTests {
    final class Target: UIResponder {
        var log: [String] = []
        func tapped() { log.append("tapped") }
        func tapped(_ sender: UIButton) { log.append("tapped button \(sender.currentTitle ?? "")") }
        func changed(_ sender: UIControl, event: UIEvent?) { log.append("changed") }
        func pan(_ recognizer: UIPanGestureRecognizer) { log.append("pan \(recognizer.state.rawValue)") }
        func tick(_ link: CADisplayLink) { log.append("tick") }
        func fired(_ timer: Timer) { log.append("fired \(timer.userInfo as? String ?? "nil")") }
        func heard(_ notification: Notification) { log.append("heard \(notification.name.rawValue)") }
        func item(_ item: UIBarButtonItem) { log.append("item \(item.title ?? "")") }
    }

    @Test func aControlSendsItsTargetsActionsAndRemovesThem() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let button = UIButton(type: .system)
        button.setTitle("OK", for: .normal)
        button.frame = CGRect(x: 10, y: 10, width: 80, height: 40)
        root.addSubview(button)
        let target = Target()
        button.addTarget(target, action: Selector(Target.tapped as (Target) -> () -> Void), for: .touchUpInside)
        button.addTarget(target, action: Selector(Target.tapped(_:)), for: .touchUpInside)
        button.addTarget(target, action: Selector(Target.tapped(_:)), for: .touchUpInside)  // once, as in UIKit
        #expect(button.allTargets.count == 1)
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        #expect(target.log == ["tapped", "tapped button OK"])

        target.log.removeAll()
        button.removeTarget(target, action: Selector(Target.tapped(_:)), for: .touchUpInside)
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        #expect(target.log == ["tapped"], "only the action with that signature went")

        target.log.removeAll()
        button.removeTarget(target, action: nil, for: .allEvents)
        synthesizer.tap(at: CGPoint(x: 50, y: 30))
        #expect(target.log.isEmpty)
        #expect(button.allTargets.isEmpty)
    }

    @Test func theTargetIsNotRetained() {
        UIApplication.replaceShared()  // a fresh application for each test
        let button = UIButton()
        weak var weakTarget: Target?
        do {
            let target = Target()
            weakTarget = target
            button.addTarget(target, action: Selector(Target.tapped(_:)), for: .touchUpInside)
        }
        #expect(weakTarget == nil)
        button.sendActions(for: .touchUpInside)  // a gone target is skipped
    }

    @Test func aNilTargetSendsAlongTheResponderChain() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Screen: UIViewController {
            var saved = 0
            func save(_ sender: Any) { saved += 1 }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let screen = Screen()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        let button = UIButton()
        screen.view.addSubview(button)
        button.addTarget(nil, action: Selector(Screen.save(_:)), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(screen.saved == 1, "the button's chain reaches the controller, whose class has the method")
        #expect(button.allTargets.contains { $0.base is NSNull })
    }

    @Test func aRecognizerMadeWithATargetSendsItsAction() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let target = Target()
        let pan = UIPanGestureRecognizer(target: target, action: Selector(Target.pan(_:)))
        root.addGestureRecognizer(pan)
        synthesizer.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(target.log.first == "pan 1", "began")
        #expect(target.log.last == "pan 3", "ended")
        pan.removeTarget(target, action: nil)
        target.log.removeAll()
        synthesizer.drag(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50))
        #expect(target.log.isEmpty)
    }

    @Test func barItemsDisplayLinksTimersAndNotificationsTakeSelectors() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeWindow()
        let target = Target()

        let item = UIBarButtonItem(title: "Save", style: .done, target: target, action: Selector(Target.item(_:)))
        item.trigger(from: UIView())
        #expect(target.log == ["item Save"])

        target.log.removeAll()
        let link = CADisplayLink(target: target, selector: Selector(Target.tick(_:)))
        link.add(to: .main, forMode: .common)
        synthesizer.advance(by: 0.05)
        link.invalidate()
        #expect(target.log.count >= 2 && Set(target.log) == ["tick"])

        target.log.removeAll()
        let screenLink = UIScreen.main.displayLink(withTarget: target, selector: Selector(Target.tick(_:)))
        screenLink?.add(to: .main, forMode: .common)
        synthesizer.advance(by: 0.05)
        screenLink?.invalidate()
        #expect(target.log.count >= 2, "the screen's display link")
        #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")

        target.log.removeAll()
        let timer = Timer(
            timeInterval: 10, target: target, selector: Selector(Target.fired(_:)), userInfo: "info", repeats: false)
        timer.fire()
        #expect(target.log == ["fired info"], "the method reads the timer's userInfo")

        target.log.removeAll()
        let name = Notification.Name("TargetActionTests.ping")
        NotificationCenter.default.addObserver(target, selector: Selector(Target.heard(_:)), name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        NotificationCenter.default.removeObserver(target)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(target.log == ["heard TargetActionTests.ping"])
    }

    @Test func selectorsCompareByClassAndSignature() {
        #expect(Selector(Target.tapped(_:)) == Selector(Target.tapped(_:)))
        #expect(Selector(Target.tapped(_:)) != Selector(Target.pan(_:)))
        #expect(Selector(Target.tapped(_:)).description.contains("UIButton"))
    }

    /// Every target–action a control fires goes through its `sendAction(_:to:for:)`, and that through the
    /// application's `sendAction(_:to:from:for:)`: overrides of either see each one and may hold it back.
    @Test func actionsGoThroughTheOverridableSendMethods() {
        final class Logging: UIApplication {
            var sent: [String] = []
            override func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?)
                -> Bool
            {
                sent.append(target == nil ? "chain" : "target")
                return super.sendAction(action, to: target, from: sender, for: event)
            }
        }
        final class Gate: UIButton {
            var isOpen = false
            var seen = 0
            override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                seen += 1
                if isOpen { super.sendAction(action, to: target, for: event) }
            }
        }
        guard let application = UIApplication.replaceShared(with: Logging.self) as? Logging else {
            Issue.record("the shared application is not the subclass")
            return
        }
        let button = Gate()
        let target = Target()
        button.addTarget(target, action: Selector(Target.tapped as (Target) -> () -> Void), for: .touchUpInside)
        button.addTarget(nil, action: Selector(Target.tapped as (Target) -> () -> Void), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        #expect(button.seen == 2 && target.log.isEmpty && application.sent.isEmpty, "held back")
        button.isOpen = true
        button.sendActions(for: .touchUpInside)
        #expect(button.seen == 4 && target.log == ["tapped"])
        #expect(application.sent.sorted() == ["chain", "target"])
    }
}
