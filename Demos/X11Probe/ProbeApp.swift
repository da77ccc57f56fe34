import Foundation
@_spi(Backend) import Tapestry
import TapestryCairo
import TapestryX11

// A small app the X11 tests launch under Xvfb and drive with XTest. It prints one line per thing it sees.
// Layout (300×200 points): view A (red, left half) has a tap recognizer; view B (blue, right half) logs its
// touches; a text view (first responder) logs presses, typed text, shake and remote control.

@MainActor
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

final class TouchLoggingView: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { say("B began") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: self)
        say("B moved \(Int(p.x)) \(Int(p.y))")
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { say("B ended") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let p = touches.first!.location(in: self)
        say("B cancelled \(Int(p.x)) \(Int(p.y))")
    }
}

final class ProbeTextView: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        addAction(
            UIAction { [unowned self] _ in
                if let marked = self.markedTextRange {
                    say("marked \(self.text(in: marked) ?? "") in \(self.text ?? "")")
                } else if let text = self.text, text.count > 200 {
                    say("text length \(text.count) ending \(text.suffix(5))")
                } else {
                    say("text \(self.text ?? "")")
                }
            }, for: .editingChanged)
    }
    required init?(coder: NSCoder) { return nil }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        say("press \(presses.first!.type)")
        super.pressesBegan(presses, with: event)
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { say("shake") }
    override func remoteControlReceived(with event: UIEvent?) { say("remote \(event!.subtype)") }
}

final class RootView: UIView {
    override func layoutSubviews() {
        say("layout \(Int(bounds.width))x\(Int(bounds.height))")
        for (index, view) in subviews.enumerated() where index < 2 {
            view.frame = CGRect(
                x: CGFloat(index) * bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height - 40)
        }
        subviews.last?.frame = CGRect(x: 0, y: bounds.height - 40, width: bounds.width, height: 40)
    }
}

final class ProbeController: UIViewController {
    override func loadView() { view = RootView(frame: CGRect(x: 0, y: 0, width: 300, height: 200)) }
    override func viewDidLoad() {
        let a = UIView()
        a.backgroundColor = .red
        a.addGestureRecognizer(
            UITapGestureRecognizer { [unowned self] _ in
                say("tap A")
                // TAPESTRY_PROBE_FOCUS_ON_TAP=1: the text field takes the keyboard only now, so the input method
                // opens here rather than at launch.
                if ProcessInfo.processInfo.environment["TAPESTRY_PROBE_FOCUS_ON_TAP"] != nil {
                    self.text.becomeFirstResponder()
                }
                // Work handed back to the main queue from another thread, while the loop sleeps with no X event.
                DispatchQueue.global().asyncAfter(deadline: .now() + 0.2) {
                    DispatchQueue.main.async { say("main queue from another thread") }
                }
                // The one clock (SEMANTICS §10.1): a Foundation timer, asyncAfter, an animation and a display link
                // all run in the X11 loop with nothing else waking it.
                _ = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
                    MainActor.assumeIsolated { say("foundation timer") }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.15) { say("asyncAfter") }
                let started = CACurrentMediaTime()
                UIView.animate(
                    withDuration: 0.3, animations: { a.alpha = 0.5 },
                    completion: { finished in
                        let elapsed = Int(((CACurrentMediaTime() - started) * 10).rounded())
                        say("animation done \(finished) after \(elapsed)/10 s")
                    })
                var frames = 0
                let link = CADisplayLink { link in
                    frames += 1
                    if frames == 30 {
                        link.invalidate()
                        let rate = Int((30 / (link.timestamp - started)).rounded())
                        say("display link 30 frames at about \(rate) Hz of \(UIScreen.main.maximumFramesPerSecond)")
                    }
                }
                link.add(to: .main, forMode: .common)
            })
        let b = TouchLoggingView()
        b.backgroundColor = .blue
        // A context menu on B (SEMANTICS §12.5): a right click opens it in a popup window.
        b.addInteraction(UIContextMenuInteraction(delegate: menuDelegate))
        // A pinch on the whole window (an Alt+drag with the mouse is two fingers around the window's centre).
        view.addGestureRecognizer(
            UIPinchGestureRecognizer { pinch in
                if pinch.state == .ended { say("pinch \(String(format: "%.2f", pinch.scale))") }
            })
        // TAPESTRY_PROBE_DND=1: A can be dragged (its text "from tapestry") and B takes dropped text.
        if ProcessInfo.processInfo.environment["TAPESTRY_PROBE_DND"] != nil {
            a.addInteraction(UIDragInteraction(delegate: dragSource))
            b.addInteraction(UIDropInteraction(delegate: dropTarget))
        }
        // TAPESTRY_PROBE_SCROLL=1: wheel and touchpad scrolling over B pan it (a pan that takes every scroll type).
        if ProcessInfo.processInfo.environment["TAPESTRY_PROBE_SCROLL"] != nil {
            let pan = UIPanGestureRecognizer { pan in
                let t = pan.translation(in: pan.view)
                say("scroll pan \(pan.state == .ended ? "ended" : "changed") \(Int(t.x)) \(Int(t.y))")
            }
            pan.allowedScrollTypesMask = .all
            b.addGestureRecognizer(pan)
        }
        let text = ProbeTextView()
        text.backgroundColor = .white
        view.addSubview(a)
        view.addSubview(b)
        view.addSubview(text)
        self.text = text
        // TAPESTRY_PROBE_CONSTRAINED=1: a 120×90 box kept 20 pt inside the top-left corner by required
        // constraints, so the window cannot be smaller than 160×130 (its minimum size, SEMANTICS §11.6).
        if ProcessInfo.processInfo.environment["TAPESTRY_PROBE_CONSTRAINED"] != nil {
            let box = UIView()
            box.backgroundColor = .green
            box.translatesAutoresizingMaskIntoConstraints = false
            view.insertSubview(box, at: 2)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                box.widthAnchor.constraint(equalToConstant: 120),
                box.heightAnchor.constraint(equalToConstant: 90),
                box.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -20),
                box.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -20),
            ])
        }
    }
    var text: ProbeTextView!
    private var saidScale = false
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard !saidScale else { return }
        saidScale = true
        say("display scale \(traitCollection.displayScale)")
    }
    let menuDelegate = ProbeMenuDelegate()
    let dragSource = ProbeDragSource()
    let dropTarget = ProbeDropTarget()

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        say("style \(traitCollection.userInterfaceStyle == .dark ? "dark" : "light")")
    }
}

final class ProbeDragSource: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        say("drag began")
        return [UIDragItem(itemProvider: NSItemProvider(object: "from tapestry"))]
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {
        say("drag ended \(operation == .copy ? "copy" : operation == .cancel ? "cancel" : "\(operation.rawValue)")")
    }
}

final class ProbeDropTarget: UIDropInteractionDelegate {
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: session.canLoadObjects(ofClass: String.self) ? .copy : .forbidden)
    }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        session.loadObjects(ofClass: String.self) { texts in say("drop \(texts.joined(separator: ","))") }
    }
}

final class ProbeMenuDelegate: UIContextMenuInteractionDelegate {
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        say("menu at \(Int(location.x)) \(Int(location.y))")
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(
                title: "Probe menu",
                children: ["First", "Second"].map { name in UIAction(title: name) { _ in say("menu \(name)") } })
        })
    }
}

@main
final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.title = ProcessInfo.processInfo.environment["TAPESTRY_PROBE_TITLE"] ?? "Tapestry Probe"
        let controller = ProbeController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        self.window = window
        // TAPESTRY_PROBE_IDLE=1: no text field focus, so no blinking caret and no timer at all while idle.
        if ProcessInfo.processInfo.environment["TAPESTRY_PROBE_IDLE"] == nil { controller.text.becomeFirstResponder() }
        application.beginReceivingRemoteControlEvents()
        // TAPESTRY_PROBE_COPY=N: N characters on the clipboard at launch (another client reads them by INCR).
        if let count = ProcessInfo.processInfo.environment["TAPESTRY_PROBE_COPY"].flatMap(Int.init) {
            UIPasteboard.general.string = String(repeating: "0123456789", count: count / 10)
        }
        if let path = ProcessInfo.processInfo.environment["TAPESTRY_PROBE_RENDER"] {
            window.layoutIfNeeded()
            if let data = try? UIImageRendering.pngData(of: window, background: .white) {
                try? data.write(to: URL(fileURLWithPath: path))
            }
        }
        _ = NotificationCenter.default.addObserver(
            forName: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil, queue: .main
        ) { _ in MainActor.assumeIsolated { say("reduce motion \(UIAccessibility.isReduceMotionEnabled)") } }
        say("ready")
        return true
    }

    func applicationWillTerminate(_ application: UIApplication) { say("terminating") }

    func applicationDidBecomeActive(_ application: UIApplication) {
        say("active")
        // TAPESTRY_PROBE_GEOMETRY=1: the window asks to be moved and resized, as a scene's
        // `requestGeometryUpdate(.Mac(systemFrame:))` asks its backend.
        if ProcessInfo.processInfo.environment["TAPESTRY_PROBE_GEOMETRY"] != nil, let window {
            say("frame request \(window.frameRequestHandler?(CGRect(x: 40, y: 30, width: 360, height: 240)) ?? false)")
        }
    }
}
