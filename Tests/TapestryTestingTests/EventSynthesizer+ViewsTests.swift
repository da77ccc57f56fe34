import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct EventSynthesizerViewsTests {
    private func scene() -> (UIWindow, UIView, EventSynthesizer) {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (window, controller.view, EventSynthesizer(window: window))
    }

    @Test func viewsAreFoundByIdentifierAndLabelAndTappedLikeAUserWould() {
        let (_, root, synthesizer) = scene()
        var taps: [String] = []
        let save = UIButton(type: .system, primaryAction: UIAction(title: "Save") { _ in taps.append("save") })
        save.frame = CGRect(x: 20, y: 40, width: 100, height: 44)
        save.accessibilityIdentifier = "save"
        let cancel = UIButton(type: .system, primaryAction: UIAction(title: "Cancel") { _ in taps.append("cancel") })
        cancel.frame = CGRect(x: 20, y: 100, width: 100, height: 44)
        cancel.accessibilityLabel = "Cancel editing"
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.accessibilityIdentifier = "hidden"
        hidden.isHidden = true
        for view in [save, cancel, hidden] { root.addSubview(view) }
        #expect(synthesizer.view(withIdentifier: "save") === save)
        #expect(synthesizer.view(withLabel: "Cancel editing") === cancel)
        #expect(synthesizer.view(withIdentifier: "hidden") == nil, "hidden views are not found")
        synthesizer.tap(on: save)
        synthesizer.advance(by: 1)
        synthesizer.tap("Cancel editing")
        #expect(taps == ["save", "cancel"])
    }

    @Test func dragLongPressPinchAndTypeDriveRecognizersAndFields() {
        let (_, root, synthesizer) = scene()
        let pad = UIView(frame: CGRect(x: 20, y: 20, width: 280, height: 280))
        pad.isMultipleTouchEnabled = true
        var log: [String] = []
        pad.addGestureRecognizer(
            UIPanGestureRecognizer { pan in
                if pan.state == .ended { log.append("pan \(Int(pan.translation(in: nil).x))") }
            })
        pad.addGestureRecognizer(
            UILongPressGestureRecognizer { press in if press.state == .began { log.append("long press") } })
        let pinch = UIPinchGestureRecognizer { pinch in
            if pinch.state == .ended { log.append("pinch \(pinch.scale > 1.5 ? "out" : "in")") }
        }
        pad.addGestureRecognizer(pinch)
        let field = UITextField(frame: CGRect(x: 20, y: 320, width: 200, height: 34))
        root.addSubview(pad)
        root.addSubview(field)
        synthesizer.drag(pad, by: CGPoint(x: 80, y: 0))
        synthesizer.advance(by: 1)
        synthesizer.longPress(on: pad)
        synthesizer.advance(by: 1)
        synthesizer.pinch(on: pad, scale: 2)
        synthesizer.type("hello", into: field)
        #expect(log == ["pan 80", "long press", "pinch out"], "\(log)")
        #expect(field.text == "hello" && field.isFirstResponder)
        field.accessibilityIdentifier = "name"
        synthesizer.type(" there", into: "name")
        #expect(field.text == "hello there")
    }

    @Test func viewsAreFoundWhereLayoutPutsThemBeforeTheFirstFrame() {
        let (_, root, synthesizer) = scene()
        var taps = 0
        let button = UIButton(type: .system)
        button.setTitle("Add", for: .normal)
        button.accessibilityIdentifier = "add"
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [UIView(), button])
        stack.axis = .vertical
        stack.frame = CGRect(x: 0, y: 200, width: 200, height: 100)
        stack.distribution = .fillEqually
        root.addSubview(stack)
        #expect(button.frame == .zero, "not laid out yet")
        synthesizer.tap("add")
        synthesizer.tap("add")
        #expect(taps == 2, "the first tap lands where layout puts the button")
    }

    @Test func waitingForAnimationsRunsThemToTheirEndOnTheVirtualClock() {
        let (_, root, synthesizer) = scene()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(box)
        var finished = false
        UIView.animate(withDuration: 0.8, animations: { box.center.x = 200 }, completion: { finished = $0 })
        #expect(synthesizer.waitForAnimations())
        #expect(finished && box.center.x == 200)
        #expect(synthesizer.waitForAnimations(), "nothing to wait for")
    }
}
