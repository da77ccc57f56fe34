import CX11
import Foundation
import Tapestry
import TapestryCairo
import TapestryDebugging
import TapestryExamples
import TapestryWayland
import TapestryX11

/// The headless tour: opens the gallery on the current display (make demo starts a private Xvfb when there
/// is none; under a Wayland compositor it runs there), plays a scripted sequence of real input (XTest, or a
/// virtual pointer and keyboards) through every scenario, and writes a PNG per step plus the inspector's log to
/// a directory.
@MainActor
final class Tour {
    let directory: URL
    var desktop: TourDesktop!
    private var delegate: GalleryDelegate!
    var step = 0
    var steps: [String] = []

    init(directory: String) {
        self.directory = URL(fileURLWithPath: directory)
    }

    /// Connects to the display (or exits with the reason), makes the application with `appDelegate`, and
    /// launches it.
    func launch(_ appDelegate: UIApplicationDelegate) {
        let environment = ProcessInfo.processInfo.environment
        let wayland =
            environment["TAPESTRY_BACKEND"].map { $0 == "wayland" }
            ?? !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        do {
            if wayland {
                let connection = try WaylandConnection()
                let application = UIApplication.makeShared(UIApplication.self)
                application.delegate = appDelegate
                desktop = WaylandTourDesktop(backend: WaylandBackend(connection: connection, application: application))
            } else {
                let connection = try X11Connection()
                let application = UIApplication.makeShared(UIApplication.self)
                application.delegate = appDelegate
                desktop = X11TourDesktop(backend: X11Backend(connection: connection, application: application))
            }
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(1)
        }
        _ = appDelegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    }

    func run() -> Never {
        delegate = GalleryDelegate()
        launch(delegate)
        settle()
        shoot(delegate.window!, "00-gallery")

        let script: [(Int, String, [Action])] = [
            (0, "overlapping-tap", [.click(230, 150)]),
            (0, "overlapping-noninteractive", [.click(40, 275), .click(230, 150)]),
            (1, "a-to-e", [.click(330, 280)]),
            (2, "covered-button", [.click(220, 150)]),
            (3, "overflowing-child", [.click(300, 270)]),
            (4, "responder-chain", [.click(120, 130)]),
            (5, "guide-overlay-hole", [.click(100, 92)]),
            (5, "guide-overlay-dismiss", [.click(400, 40)]),
            (6, "custom-keyboard", [.click(100, 70), .click(60, 390)]),
            (7, "modal", [.click(100, 80)]),
            (7, "modal-dismissed", [.click(200, 60)]),
            (8, "skipped-views", [.click(40, 215), .click(200, 90)]),
            (
                9, "gestures",
                [
                    .click(60, 90), .drag(from: (230, 90), to: (330, 110)),
                    .altDrag(around: (66, 200), from: (86, 200), to: (106, 200)),
                ]
            ),
            (10, "controls", [.click(40, 60), .drag(from: (100, 300), to: (100, 180)), .key(UInt(XK_h))]),
            (
                11, "presses",
                [.key(UInt(XK_Up)), .key(UInt(XK_Return)), .chord([UInt(XK_Control_L), UInt(XK_Super_L)], UInt(XK_z))]
            ),
            (12, "spring-playground", [.click(76, 318), .wait(0.3)]),
            (13, "fling-card", [.drag(from: (228, 185), to: (360, 300)), .wait(0.15)]),
            (14, "scrubbed-animator", [.drag(from: (60, 300), to: (200, 300))]),
            (
                15, "bounce-and-paging",
                [.drag(from: (120, 150), to: (120, 330)), .drag(from: (400, 200), to: (260, 200))]
            ),
            (16, "layers", [.click(320, 318), .wait(0.2)]),
            (
                17, "live-constraints",
                [.dragIn("card width", from: (0.9, 0.5), to: (0.1, 0.5)), .tap("show B"), .wait(0.4), .tap("A")]
            ),
            (17, "live-constraints-resized", [.resize(960, 560), .tap("exercise"), .tap("card")]),
            (10, "controls-resized", [.resize(900, 600)]),
            (
                18, "text-editor",
                [
                    .click(400, 200), .chord([UInt(XK_Control_L)], UInt(XK_End)), .type(" hello, world"),
                    .chord([UInt(XK_Control_L), UInt(XK_Shift_L)], UInt(XK_Left)), .wait(0.2),
                ]
            ),
            (
                19, "drag-and-drop",
                [
                    .drag(from: (110, 80), to: (330, 150)), .wait(0.3), .drag(from: (110, 150), to: (880, 120)),
                    .wait(0.3),
                ]
            ),
        ]
        for (index, name, actions) in script {
            let window = delegate.openScenario(index)
            settle()
            if !window.showsInspector { pressF12() }
            for action in actions { perform(action, in: window) }
            settle()
            shoot(window, name)
        }
        let log = EventInspector.shared.fullLog.joined(separator: "\n") + "\n"
        try? log.write(to: directory.appendingPathComponent("inspector.log"), atomically: true, encoding: .utf8)
        print("tour: wrote \(steps.count) screenshots and inspector.log to \(directory.path)")
        exit(0)
    }

    enum Action {
        case click(Int32, Int32)
        case drag(from: (Int32, Int32), to: (Int32, Int32))
        /// Alt goes down with the pointer at `around` (the point the two fingers mirror around), then a drag.
        case altDrag(around: (Int32, Int32), from: (Int32, Int32), to: (Int32, Int32))
        case key(UInt)
        case chord([UInt], UInt)
        /// Lets time pass (an animation half way).
        case wait(TimeInterval)
        /// A click on the centre of the view with this accessibility identifier.
        case tap(String)
        /// A drag inside the view with this accessibility identifier, between points given as fractions of its size.
        case dragIn(String, from: (CGFloat, CGFloat), to: (CGFloat, CGFloat))
        /// The X window resized, as a user dragging its edge would.
        case resize(Int32, Int32)
        /// A right click on the centre of the view with this accessibility identifier.
        case rightClick(String)
        /// Text typed on the keyboard.
        case type(String)
    }

    /// Runs the loop for `seconds`, or less once the desktop and the engine have been quiet for 50 ms (see
    /// `isQuiet(before:)`); `.wait` actions, which let time pass on purpose, wait it all.
    func settle(_ seconds: TimeInterval = 0.25, whole: Bool = false) {
        let end = Date().addingTimeInterval(seconds)
        var quietSince: Date?
        repeat {
            desktop.runOnce()
            if whole || !isQuiet(before: end) {
                quietSince = nil
            } else if let since = quietSince {
                if Date().timeIntervalSince(since) >= 0.05 { return }
            } else {
                quietSince = Date()
            }
        } while Date() < end
    }

    /// Nothing left that would change the screen before `end`: no input waiting, no animation or display link
    /// asking for frames, no timer of the engine's or the main run loop's due before then, no layout pending
    /// and nothing left to draw.
    func isQuiet(before end: Date) -> Bool {
        let application = UIApplication.shared
        guard desktop.noInputWaiting, !application.frameClock.needsFrames else { return false }
        let remaining = end.timeIntervalSinceNow
        if let deadline = application.clock.nextDeadline, deadline - application.clock.now < remaining { return false }
        if let next = RunLoop.main.limitDate(forMode: .default), next < end { return false }
        return !application.windows.contains { $0.hasPendingLayout || !$0.damage.isEmpty }
    }

    func pressF12() {
        desktop.chord([], UInt(XK_F12))
        settle()
    }

    /// The point at fractions `(fx, fy)` of the view named `identifier`, in window coordinates.
    func point(of identifier: String, _ fx: CGFloat, _ fy: CGFloat, in window: UIWindow) -> (Int32, Int32) {
        func find(_ view: UIView) -> UIView? {
            if !view.isHidden, view.accessibilityIdentifier == identifier || view.accessibilityLabel == identifier {
                return view
            }
            for subview in view.subviews { if let found = find(subview) { return found } }
            return nil
        }
        guard let view = find(window) else {
            FileHandle.standardError.write(Data("tour: no view named \(identifier)\n".utf8))
            return (0, 0)
        }
        let p = view.convert(CGPoint(x: view.bounds.width * fx, y: view.bounds.height * fy), to: window)
        return (Int32(p.x.rounded()), Int32(p.y.rounded()))
    }

    func perform(_ action: Action, in window: UIWindow) {
        switch action {
        case .tap(let identifier):
            let (x, y) = point(of: identifier, 0.5, 0.5, in: window)
            perform(.click(x, y), in: window)
            return
        case .dragIn(let identifier, let from, let to):
            let start = point(of: identifier, from.0, from.1, in: window)
            let end = point(of: identifier, to.0, to.1, in: window)
            perform(.drag(from: start, to: end), in: window)
            return
        case .rightClick(let identifier):
            let (x, y) = point(of: identifier, 0.5, 0.5, in: window)
            desktop.movePointer(to: x, y, in: window)
            settle(0.05)
            desktop.button(3, down: true)
            desktop.button(3, down: false)
        case .type(let text):
            desktop.type(text)
        case .resize(let width, let height):
            desktop.resize(window, width, height)
            settle(0.3)
        case .click(let x, let y):
            desktop.movePointer(to: x, y, in: window)
            settle(0.05)
            desktop.button(1, down: true)
            desktop.button(1, down: false)
        case .drag(let from, let to), .altDrag(_, let from, let to):
            if case .altDrag(let around, _, _) = action {
                desktop.movePointer(to: around.0, around.1, in: window)
                settle(0.05)
                desktop.holdAlt(true)
                settle(0.05)
            }
            desktop.movePointer(to: from.0, from.1, in: window)
            settle(0.05)
            desktop.button(1, down: true)
            for i in 1...6 {
                desktop.movePointer(
                    to: from.0 + (to.0 - from.0) * Int32(i) / 6, from.1 + (to.1 - from.1) * Int32(i) / 6, in: window)
                settle(0.02)
            }
            desktop.button(1, down: false)
            if case .altDrag = action { desktop.holdAlt(false) }
        case .wait(let seconds):
            settle(seconds, whole: true)
        case .key(let keysym):
            desktop.chord([], keysym)
        case .chord(let modifiers, let keysym):
            desktop.chord(modifiers, keysym)
        }
        settle(0.15)
    }

    func shoot(_ window: UIWindow, _ name: String) {
        step += 1
        let file = String(format: "%02d-%@.png", step, name)
        if let pixels = withOpenMenus(over: window), let data = try? pixels.pngData() {
            try? data.write(to: directory.appendingPathComponent(file))
            steps.append(file)
        }
    }

    /// The window's pixels with the menus open over it drawn where they are (menus are popup windows of their
    /// own, which a window's pixels do not hold).
    func withOpenMenus(over window: UIWindow) -> PixelBuffer? {
        guard var shot = desktop.pixels(of: window) else { return nil }
        let scale = CGFloat(shot.width) / max(window.bounds.width, 1)
        for menu in UIMenuPresentation.openMenus {
            guard let top = desktop.pixels(of: menu) else { continue }
            let dx = Int(((menu.frame.minX - window.frame.minX) * scale).rounded())
            let dy = Int(((menu.frame.minY - window.frame.minY) * scale).rounded())
            for y in 0..<top.height where (0..<shot.height).contains(y + dy) {
                for x in 0..<top.width where (0..<shot.width).contains(x + dx) {
                    let over = top.pixel(x: x, y: y)
                    guard over.a > 0 else { continue }
                    let under = shot.pixel(x: x + dx, y: y + dy)
                    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                        UInt8((Int(a) * Int(over.a) + Int(b) * (255 - Int(over.a))) / 255)
                    }
                    shot.setPixel(
                        x: x + dx, y: y + dy,
                        PixelBuffer.Pixel(
                            r: mix(over.r, under.r), g: mix(over.g, under.g), b: mix(over.b, under.b), a: 255))
                }
            }
        }
        return shot
    }
}
