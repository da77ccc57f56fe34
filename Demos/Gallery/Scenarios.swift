import Tapestry
import TapestryDebugging
import TapestryExamples

// The scenarios of the gallery (animation ones in AnimationScenarios.swift), one window each. Seeds 000–004 are the articles in ../shared/seeds.

/// 1. Three overlapping views with tap recognizers (seed 000).
final class OverlappingScenario: ScenarioController {
    override func build(in view: UIView) {
        let parent = Kit.box("parent", CGRect(x: 16, y: 40, width: 420, height: 200), .systemGray)
        parent.addGestureRecognizer(
            UITapGestureRecognizer { [unowned self] _ in self.say("the parent's recognizer fired") })
        view.addSubview(parent)
        var views: [UIView] = []
        for (index, (name, color)) in [
            ("first", UIColor.systemRed), ("second", .systemOrange), ("third (top)", .systemBlue),
        ].enumerated() {
            let box = Kit.box(name, CGRect(x: 60 + index * 50, y: 30 + index * 30, width: 180, height: 110), color)
            box.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.say("\(name) got the tap") })
            parent.addSubview(box)
            views.append(box)
        }
        let top = views[2]
        let recognizer = top.gestureRecognizers!.first!
        _ = Kit.toggle("top view isUserInteractionEnabled", at: CGPoint(x: 16, y: 260), isOn: true, in: view) { on in
            top.isUserInteractionEnabled = on
        }
        _ = Kit.toggle("top view keeps its tap recognizer", at: CGPoint(x: 16, y: 300), isOn: true, in: view) { on in
            if on { top.addGestureRecognizer(recognizer) } else { top.removeGestureRecognizer(recognizer) }
        }
        say("Tap where the three views overlap (around 230, 150).")
    }
}

/// 2. Apple's A–E hit-test example (seed 003), outlining the views the last hit-test visited.
final class AtoEScenario: ScenarioController {
    var boxes: [String: UIView] = [:]
    var token: Int?

    override func build(in view: UIView) {
        let a = Kit.box("A", CGRect(x: 16, y: 40, width: 420, height: 320), .systemIndigo)
        let b = Kit.box("B", CGRect(x: 20, y: 30, width: 180, height: 270), .systemTeal)
        let c = Kit.box("C", CGRect(x: 220, y: 30, width: 180, height: 270), .systemPurple)
        let d = Kit.box("D", CGRect(x: 10, y: 30, width: 160, height: 100), .systemOrange)
        let e = Kit.box("E", CGRect(x: 10, y: 150, width: 160, height: 100), .systemPink)
        view.addSubview(a)
        a.addSubview(b)
        a.addSubview(c)
        c.addSubview(d)
        c.addSubview(e)
        boxes = ["A": a, "B": b, "C": c, "D": d, "E": e]
        token = EventTrace.addObserver { [weak self] entry in self?.trace(entry) }
        say("Tap E: the walk visits A, then C (B is skipped), then E.")
    }

    private var visited: [String] = []

    private func trace(_ entry: EventTrace.Entry) {
        switch entry {
        case .hitTestBegan:
            visited.removeAll()
            for box in boxes.values { box.layer.borderWidth = 0 }
        case .hitTestVisited(let name, _, _, let inside):
            guard let key = boxes.keys.first(where: { name.hasSuffix("(\($0))") }), let box = boxes[key] else { return }
            visited.append("\(key)\(inside ? "✓" : "✗")")
            box.layer.borderColor = (inside ? UIColor.systemGreen : .systemRed).cgColor
            box.layer.borderWidth = 3
        case .hitTestResult(let name):
            if !visited.isEmpty { say("visited \(visited.joined(separator: " ")) → \(name ?? "nil")") }
        default: break
        }
    }
}

/// 3. A button half under a translucent cover (seed 001), with the cover's hitTest override on or off.
final class CoveredButtonScenario: ScenarioController {
    final class Cover: UIView {
        weak var button: UIView?
        var overrides = true
        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
            if overrides, let button {
                let inButton = convert(point, to: button)
                if button.point(inside: inButton, with: event) { return button }
            }
            return super.hitTest(point, with: event)
        }
    }

    override func build(in view: UIView) {
        let button = Kit.button("Press me", CGRect(x: 60, y: 120, width: 200, height: 60)) { [unowned self] in
            self.say("the button fired")
        }
        view.addSubview(button)
        let cover = Cover(frame: CGRect(x: 160, y: 60, width: 260, height: 200))
        cover.backgroundColor = UIColor.white.withAlphaComponent(0.6)
        cover.accessibilityIdentifier = "cover"
        cover.button = button
        cover.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.say("the cover took the tap") })
        view.addSubview(cover)
        _ = Kit.toggle("the cover's hitTest returns the button", at: CGPoint(x: 16, y: 290), isOn: true, in: view) {
            on in
            cover.overrides = on
        }
        say("Tap the part of the button under the cover (around 220, 150).")
    }
}

/// 4. A child sticking out of its parent (seeds 001 and 004), with the parent's override on or off.
final class OverflowScenario: ScenarioController {
    final class Parent: UIView {
        weak var child: UIView?
        var overrides = false
        override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
            if overrides, let child, child.point(inside: convert(point, to: child), with: event) { return true }
            return super.point(inside: point, with: event)
        }
    }

    override func build(in view: UIView) {
        let parent = Parent(frame: CGRect(x: 40, y: 60, width: 180, height: 180))
        parent.backgroundColor = .systemRed
        parent.accessibilityIdentifier = "red parent"
        let child = Kit.box(
            "blue child", CGRect(x: 90, y: 90, width: 200, height: 150), UIColor.systemBlue.withAlphaComponent(0.85))
        child.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.say("the child got the tap") })
        parent.child = child
        parent.addSubview(child)
        view.addSubview(parent)
        view.addGestureRecognizer(
            UITapGestureRecognizer { [unowned self] _ in self.say("the controller's view got it (outside the parent)") }
        )
        _ = Kit.toggle(
            "the parent's point(inside:) includes the child", at: CGPoint(x: 16, y: 300), isOn: false, in: view
        ) { on in
            parent.overrides = on
        }
        say("Tap the blue child outside the red parent (around 300, 270).")
    }
}

/// 5. The responder chain of seed 002, printed for whatever you click.
final class ResponderChainScenario: ScenarioController {
    final class ChainView: UIView {
        var report: ((String) -> Void)?
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            var names: [String] = []
            var responder: UIResponder? = touches.first?.view
            while let current = responder {
                names.append((current as? UIView)?.accessibilityIdentifier ?? "\(type(of: current))")
                responder = current.next
            }
            report?(names.joined(separator: " → "))
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    }

    override func build(in view: UIView) {
        let outer = ChainView(frame: CGRect(x: 16, y: 40, width: 420, height: 240))
        outer.backgroundColor = .systemTeal
        outer.accessibilityIdentifier = "outer view"
        outer.report = { [unowned self] chain in self.say(chain) }
        let child = UIViewController()
        addChild(child)
        child.view.frame = CGRect(x: 40, y: 40, width: 200, height: 150)
        child.view.backgroundColor = .systemYellow
        child.view.accessibilityIdentifier = "child controller's view"
        let leaf = Kit.box("leaf", CGRect(x: 30, y: 40, width: 120, height: 60), .systemPink)
        leaf.subviews.first?.isUserInteractionEnabled = false
        child.view.addSubview(leaf)
        outer.addSubview(child.view)
        child.didMove(toParent: self)
        view.addSubview(outer)
        say("Click anything: view → controller → window → application → delegate.")
    }
}

/// 6. The guide overlay with holes over real buttons (seed 000).
final class GuideScenario: ScenarioController {
    var overlay: GuideOverlayView?
    var buttons: [UIButton] = []

    override func build(in view: UIView) {
        buttons = [
            Kit.button("立即体验", CGRect(x: 40, y: 70, width: 140, height: 44)) { [unowned self] in
                self.say("“立即体验” pressed through its hole")
            },
            Kit.button("设置", CGRect(x: 260, y: 200, width: 120, height: 44), color: .systemGreen) { [unowned self] in
                self.say("“设置” pressed through its hole")
            },
        ]
        buttons.forEach(view.addSubview)
        view.addSubview(
            Kit.button("Show the guide again", CGRect(x: 16, y: 320, width: 200, height: 36), color: .systemGray) {
                [unowned self] in self.showGuide()
            })
        showGuide()
    }

    func showGuide() {
        overlay?.removeFromSuperview()
        let overlay = GuideOverlayView(frame: CGRect(x: 0, y: 0, width: 460, height: 420))
        overlay.holeViews = buttons
        overlay.canRespond = true
        overlay.tapHandler = { [unowned self, unowned overlay] in
            self.say("the dimmed area ran its handler and dismissed the overlay")
            overlay.removeFromSuperview()
        }
        view.addSubview(overlay)
        self.overlay = overlay
        say("Holes pass taps to the buttons; the dimmed part dismisses.")
    }
}

/// 7. The custom keyboard text view of seed 004 ("我是键盘", "收起键盘").
final class KeyboardScenario: ScenarioController {
    final class SeedTextView: UIView, UIKeyInput {
        var text = "" { didSet { setNeedsDisplay() } }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        lazy var keyboard: UIView = {
            let keyboard = UIView(frame: CGRect(x: 0, y: 0, width: 460, height: 150))
            keyboard.backgroundColor = .systemRed
            keyboard.addSubview(Kit.label("我是键盘", CGRect(x: 0, y: 10, width: 460, height: 60), size: 22, color: .white))
            for (index, key) in ["你", "好", "世", "界"].enumerated() {
                keyboard.addSubview(
                    Kit.button(key, CGRect(x: 16 + index * 70, y: 80, width: 60, height: 44), color: .systemOrange) {
                        [unowned self] in
                        self.insertText(key)
                    })
            }
            return keyboard
        }()
        lazy var bar: UIView = {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 460, height: 50))
            bar.backgroundColor = .black
            bar.addSubview(
                Kit.button("收起键盘", CGRect(x: 8, y: 6, width: 100, height: 38), color: .systemRed) { [unowned self] in
                    self.resignFirstResponder()
                })
            return bar
        }()
        override var canBecomeFirstResponder: Bool { true }
        override var inputView: UIView? { keyboard }
        override var inputAccessoryView: UIView? { bar }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { becomeFirstResponder() }
        @discardableResult override func becomeFirstResponder() -> Bool {
            let became = super.becomeFirstResponder()
            setNeedsDisplay()
            return became
        }
        @discardableResult override func resignFirstResponder() -> Bool {
            let resigned = super.resignFirstResponder()
            setNeedsDisplay()
            return resigned
        }
        override func draw(_ rect: CGRect) {
            (isFirstResponder ? UIColor.black : .white).setFill()
            UIRectFill(bounds)
            (text.isEmpty ? "Tap to type (or use the keyboard)" : text).draw(
                at: CGPoint(x: 10, y: 12),
                withAttributes: [
                    .font: UIFont.systemFont(ofSize: 16), .foregroundColor: isFirstResponder ? UIColor.white : .gray,
                ])
        }
    }

    override func build(in view: UIView) {
        view.addSubview(SeedTextView(frame: CGRect(x: 16, y: 50, width: 420, height: 44)))
        say("Tap the field: it highlights and shows its own keyboard with an accessory bar.")
    }
}

/// 8. A modal presentation dismissed by tapping its dimmed background (seed 003's pitfall, working).
final class ModalScenario: ScenarioController {
    final class DimmingPresentation: UIPresentationController {
        let dimming = UIView()
        var dismissed: (() -> Void)?
        override var frameOfPresentedViewInContainerView: CGRect {
            let b = containerView!.bounds
            return CGRect(x: 40, y: b.height - 220, width: 380, height: 200)
        }
        override func presentationTransitionWillBegin() {
            dimming.frame = containerView!.bounds
            dimming.backgroundColor = UIColor.black.withAlphaComponent(0.45)
            dimming.accessibilityIdentifier = "dimming view"
            dimming.addGestureRecognizer(
                UITapGestureRecognizer { [unowned self] _ in
                    self.presentedViewController.dismiss(animated: true, completion: self.dismissed)
                })
            containerView!.addSubview(dimming)
        }
    }

    final class Transitioning: NSObject, UIViewControllerTransitioningDelegate {
        var dismissed: (() -> Void)?
        func presentationController(
            forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
        ) -> UIPresentationController? {
            let presentation = DimmingPresentation(presentedViewController: presented, presenting: presenting)
            presentation.dismissed = dismissed
            return presentation
        }
    }

    let transitioning = Transitioning()

    override func build(in view: UIView) {
        view.addSubview(
            Kit.button("Present a sheet", CGRect(x: 16, y: 60, width: 180, height: 44)) { [unowned self] in
                self.present()
            })
        say("The dimming view sits in the container behind the sheet, so a tap on it reaches its recognizer.")
    }

    func present() {
        let sheet = UIViewController()
        sheet.view.backgroundColor = .white
        sheet.view.layer.cornerRadius = 12
        sheet.view.addSubview(
            Kit.label(
                "A presented sheet. Tap the dimmed area to dismiss.", CGRect(x: 16, y: 16, width: 350, height: 40),
                lines: 2))
        sheet.modalPresentationStyle = .custom
        transitioning.dismissed = { [unowned self] in self.say("dismissed by a tap on the dimmed background") }
        sheet.transitioningDelegate = transitioning
        present(sheet, animated: true)
        say("presented: tap the dimmed area to dismiss it")
    }
}

/// 9. Hidden / alpha 0.01 / non-interactive / UIImageView toggles (seeds 001, 003, 004).
final class SkippedViewsScenario: ScenarioController {
    override func build(in view: UIView) {
        let back = Kit.box("back view", CGRect(x: 16, y: 40, width: 420, height: 150), .systemGray)
        back.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.say("the back view got the tap") })
        view.addSubview(back)
        let target = Kit.box("target", CGRect(x: 100, y: 30, width: 220, height: 90), .systemBlue)
        target.addGestureRecognizer(UITapGestureRecognizer { [unowned self] _ in self.say("the target got the tap") })
        back.addSubview(target)
        let imageView = UIImageView(frame: CGRect(x: 10, y: 10, width: 60, height: 60))
        imageView.backgroundColor = .systemYellow
        let inImage = Kit.box("in image view", CGRect(x: 5, y: 5, width: 50, height: 50), .systemPink)
        inImage.addGestureRecognizer(
            UITapGestureRecognizer { [unowned self] _ in self.say("the view inside the image view got it") })
        imageView.addSubview(inImage)
        target.addSubview(imageView)
        _ = Kit.toggle("target.isHidden", at: CGPoint(x: 16, y: 200), isOn: false, in: view) { target.isHidden = $0 }
        _ = Kit.toggle("target.alpha = 0.01", at: CGPoint(x: 16, y: 240), isOn: false, in: view) {
            target.alpha = $0 ? 0.01 : 1
        }
        _ = Kit.toggle("target.isUserInteractionEnabled", at: CGPoint(x: 16, y: 280), isOn: true, in: view) {
            target.isUserInteractionEnabled = $0
        }
        _ = Kit.toggle("imageView.isUserInteractionEnabled", at: CGPoint(x: 16, y: 320), isOn: false, in: view) {
            imageView.isUserInteractionEnabled = $0
        }
        say("Skipped views pass the tap to what is behind them.")
    }
}

/// 10. Gesture playground with a live state timeline per recognizer.
final class GestureScenario: ScenarioController {
    override func build(in view: UIView) {
        let timeline = Kit.label(
            "", CGRect(x: 16, y: 262, width: 420, height: 110), size: 11, color: .darkGray, lines: 7)
        var lines: [String] = []
        func log(_ line: String) {
            lines.append(line)
            timeline.text = lines.suffix(7).joined(separator: "\n")
        }
        let pads: [(String, UIColor, UIGestureRecognizer)] = [
            ("tap (single waits for double)", .systemBlue, UITapGestureRecognizer { log("single tap \($0.state)") }),
            ("long press", .systemOrange, UILongPressGestureRecognizer { log("long press \($0.state)") }),
            (
                "pan", .systemGreen,
                UIPanGestureRecognizer { pan in log("pan \(pan.state) \(pan.translation(in: nil))") }
            ),
            (
                "swipe ←→", .systemPurple,
                {
                    let s = UISwipeGestureRecognizer { log("swipe \($0.state)") }; s.direction = [.left, .right];
                    return s
                }()
            ),
            (
                "pinch (Alt+drag)", .systemPink,
                UIPinchGestureRecognizer { log("pinch \($0.state) scale \(($0.scale * 100).rounded() / 100)") }
            ),
            (
                "rotate (Alt+drag)", .systemTeal,
                UIRotationGestureRecognizer { log("rotation \($0.state) \(($0.rotation * 100).rounded() / 100)") }
            ),
            ("hover", .systemIndigo, UIHoverGestureRecognizer { log("hover \($0.state)") }),
        ]
        for (index, (name, color, recognizer)) in pads.enumerated() {
            let pad = Kit.box(
                name, CGRect(x: 16 + (index % 4) * 106, y: 40 + (index / 4) * 110, width: 100, height: 100), color)
            pad.isMultipleTouchEnabled = true
            recognizer.name = name
            pad.addGestureRecognizer(recognizer)
            if index == 0 {
                let double = UITapGestureRecognizer { log("double tap \($0.state)") }
                double.numberOfTapsRequired = 2
                double.name = "double tap"
                recognizer.require(toFail: double)
                pad.addGestureRecognizer(double)
            }
            view.addSubview(pad)
        }
        let edge = UIScreenEdgePanGestureRecognizer { log("edge pan \($0.state)") }
        edge.edges = .left
        edge.name = "left edge pan"
        view.addGestureRecognizer(edge)
        view.addSubview(timeline)
        say("Each pad has one recognizer (drag in from the left edge for the edge pan); the timeline shows states.")
    }
}

/// 11. Controls and a scroll view full of buttons, laid out as a UIKit developer would: two rows of controls
/// in stack views, and a scroll view that fills the rest of the window as it is resized.
final class ControlsScenario: ScenarioController {
    override func build(in view: UIView) {
        let toggle = UISwitch()
        toggle.accessibilityLabel = "Switch"
        toggle.addAction(
            UIAction { [unowned self, unowned toggle] _ in self.say("switch \(toggle.isOn ? "on" : "off")") },
            for: .valueChanged)
        let slider = UISlider()
        slider.accessibilityLabel = "Slider"
        slider.addAction(
            UIAction { [unowned self, unowned slider] _ in self.say("slider \(Int(slider.value * 100)) %") },
            for: .valueChanged)
        let stepper = UIStepper()
        stepper.addAction(
            UIAction { [unowned self, unowned stepper] _ in self.say("stepper \(Int(stepper.value))") },
            for: .valueChanged)
        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.selectedSegmentIndex = 0
        segments.addAction(
            UIAction { [unowned self, unowned segments] _ in self.say("segment \(segments.selectedSegmentIndex)") },
            for: .valueChanged)
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Type here"
        let firstRow = UIStackView(arrangedSubviews: [toggle, slider, stepper])
        firstRow.spacing = 14
        firstRow.alignment = .center
        let secondRow = UIStackView(arrangedSubviews: [segments, field])
        secondRow.spacing = 14
        secondRow.distribution = .fillProportionally
        // Its first frame is its size at the window's first size: the buttons' flexible widths follow changes
        // from there.
        let scroll = UIScrollView(frame: CGRect(x: 16, y: 136, width: 420, height: 230))
        scroll.backgroundColor = .white
        scroll.contentSize = CGSize(width: 420, height: 30 * 50 + 10)
        for row in 0..<30 {
            let button = Kit.button(
                "Button \(row + 1)", CGRect(x: 10, y: 10 + row * 50, width: 400, height: 40),
                color: row % 2 == 0 ? .systemBlue : .systemIndigo
            ) { [unowned self] in
                self.say("button \(row + 1) tapped")
            }
            button.autoresizingMask = .flexibleWidth  // follows the scroll view's width
            scroll.addSubview(button)
        }
        for subview in [firstRow, secondRow, scroll] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        NSLayoutConstraint.activate([
            firstRow.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            firstRow.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
            firstRow.heightAnchor.constraint(equalToConstant: 40),
            slider.widthAnchor.constraint(equalToConstant: 200),
            secondRow.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            secondRow.topAnchor.constraint(equalTo: firstRow.bottomAnchor, constant: 12),
            secondRow.widthAnchor.constraint(equalToConstant: 420),
            secondRow.heightAnchor.constraint(equalToConstant: 32),
            segments.widthAnchor.constraint(equalToConstant: 240),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            scroll.topAnchor.constraint(equalTo: secondRow.bottomAnchor, constant: 12),
            // Beside the inspector panel (300 pt) and above the status line.
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -324),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -54),
            scroll.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
            scroll.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
        ])
        say("A quick drag scrolls; hold a button first and it keeps the touch. The wheel scrolls too.")
    }
}

/// 12. Presses, shake and remote control: a view that lists what it receives.
final class PressesScenario: ScenarioController {
    final class Receiver: UIView {
        var lines: [String] = [] { didSet { setNeedsDisplay() } }
        override var canBecomeFirstResponder: Bool { true }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            let press = presses.first!
            lines.append(
                "pressesBegan \(press.type) \(press.key.map { "\($0.characters.debugDescription) \($0.modifierFlags)" } ?? "")"
            )
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            lines.append("pressesEnded \(presses.first!.type)")
        }
        override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            lines.append("pressesChanged (repeat)")
        }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            lines.append("motionBegan \(motion)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            lines.append("motionEnded \(motion)")
        }
        override func remoteControlReceived(with event: UIEvent?) {
            lines.append("remoteControlReceived \(event!.subtype)")
        }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { becomeFirstResponder() }
        override func draw(_ rect: CGRect) {
            for (index, line) in lines.suffix(16).enumerated() {
                line.draw(
                    at: CGPoint(x: 8, y: 6 + CGFloat(index) * 17),
                    withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
            }
        }
    }

    var receiver: Receiver?

    override func viewDidAppear(_ animated: Bool) {
        receiver?.becomeFirstResponder()
    }

    override func build(in view: UIView) {
        let receiver = Receiver(frame: CGRect(x: 16, y: 40, width: 420, height: 320))
        receiver.backgroundColor = .white
        receiver.lines = [
            "First responder. Press keys, arrows, Return, Escape,", "Ctrl+Super+Z (shake) or a media key.",
        ]
        view.addSubview(receiver)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        self.receiver = receiver
        say("Remote control is on: the app called beginReceivingRemoteControlEvents().")
    }
}

/// The scenarios, in gallery order.
@MainActor
let scenarios: [(title: String, make: () -> ScenarioController)] = [
    (
        "1. Overlapping views (seed 000)",
        { OverlappingScenario(heading: "1 · Three overlapping views with tap recognizers") }
    ),
    ("2. A–E hit-test (seed 003)", { AtoEScenario(heading: "2 · Apple's A–E hit-test example") }),
    ("3. Covered button (seed 001)", { CoveredButtonScenario(heading: "3 · A button half under a translucent cover") }),
    ("4. Overflowing child (001, 004)", { OverflowScenario(heading: "4 · A child sticking out of its parent") }),
    ("5. Responder chain (seed 002)", { ResponderChainScenario(heading: "5 · The responder chain of what you click") }),
    ("6. Guide overlay (seed 000)", { GuideScenario(heading: "6 · The guide overlay with holes over real buttons") }),
    ("7. Custom keyboard (seed 004)", { KeyboardScenario(heading: "7 · A text view with its own keyboard") }),
    ("8. Modal dismissal (seed 003)", { ModalScenario(heading: "8 · A sheet dismissed by its dimmed background") }),
    (
        "9. Skipped views (001, 003, 004)",
        { SkippedViewsScenario(heading: "9 · Hidden, alpha 0.01, non-interactive, image views") }
    ),
    ("10. Gesture playground", { GestureScenario(heading: "10 · Gesture playground") }),
    ("11. Controls and scroll view", { ControlsScenario(heading: "11 · Controls and a scroll view full of buttons") }),
    ("12. Presses, shake, remote", { PressesScenario(heading: "12 · Presses, shake and remote control") }),
    ("13. Spring playground", { SpringScenario(heading: "13 · A spring playground") }),
    ("14. Fling a card", { FlingScenario(heading: "14 · A card you fling that springs back") }),
    ("15. Scrubbed animator", { ScrubScenario(heading: "15 · A property animator scrubbed by a pan") }),
    ("16. Bounce and paging", { ScrollPhysicsScenario(heading: "16 · Scroll physics: bounce and paging") }),
    ("17. Layers and transitions", { LayersScenario(heading: "17 · CAShapeLayer, CAGradientLayer, a transition") }),
    (
        "18. Live constraints",
        { LiveConstraintsScenario(heading: "18 · Auto Layout live: constants, wrapping, stacks") }
    ),
    ("19. Text editor", { TextEditorScenario(heading: "19 · A text view: selection, undo, input methods") }),
    ("20. Drag and drop", { DragDropScenario(heading: "20 · Drag and drop: views, windows, apps") }),
]
