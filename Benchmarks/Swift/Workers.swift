import CCairo
import CHeap
import Foundation
import Tapestry
import TapestryCairo

/// `tapestry-bench --worker …`: our side of the drawing cases, each in a fresh process as its C floor runs, with
/// the same warm-up (one untimed frame: Pango, fontconfig and FreeType opened, the labels laid out once and kept,
/// as the floor keeps its PangoLayouts) and the timer started after it on both sides. Prints milliseconds per
/// frame, as the floor does.
@MainActor
enum Worker {
    static func run(_ arguments: [String]) -> Never {
        UIApplication.shared.clock.useVirtualTime()
        let number = { (index: Int, fallback: Double) in
            arguments.count > index ? Double(arguments[index]) ?? fallback : fallback
        }
        let value: Double
        switch arguments.first {
        case "frame":
            // frame COUNT FRAMES SCALE [image]
            value = frame(
                count: Int(number(1, 200)), frames: Int(number(2, 30)), scale: number(3, 1),
                image: arguments.count > 4 && arguments[4] == "image")
        case "animate":
            value = animationFrames(count: Int(number(1, 1000)), frames: Int(number(2, 30)))
        case "screen":
            // TAPESTRY_SCREEN_REPEAT=N builds the screen N more times first (for a profiler).
            let repeats = Int(ProcessInfo.processInfo.environment["TAPESTRY_SCREEN_REPEAT"] ?? "") ?? 0
            for _ in 0..<repeats { _ = SettingsScreen.firstFrame() }
            let (ms, bytes) = SettingsScreen.firstFrame()
            print(String(format: "%.3f %.1f", ms, bytes))
            exit(0)
        default:
            FileHandle.standardError.write(Data("unknown worker \(arguments)\n".utf8))
            exit(2)
        }
        print(String(format: "%.4f", value))
        exit(0)
    }

    /// Case 3 (a window's frame into an RGB24 surface) and case 18 (a new image each frame through the public
    /// offscreen API), at `scale` device pixels per point.
    static func frame(count: Int, frames: Int, scale: Double, image: Bool) -> Double {
        let window = frameScene(count: count)
        if image {
            let renderer = UIGraphicsImageRenderer(bounds: window.bounds, format: .init(scale: CGFloat(scale)))
            var last: UIImage?
            func draw() {
                last = renderer.image { _ in window.drawHierarchy(in: window.bounds, afterScreenUpdates: false) }
            }
            draw()
            let start = now()
            for _ in 0..<frames { draw() }
            let elapsed = now() - start
            precondition(last?.bitmap != nil, "the image keeps its pixels")
            return elapsed / Double(frames) * 1000
        }
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_RGB24, Int32(1280 * scale), Int32(800 * scale))!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        cairo_scale(cr, scale, scale)
        let renderer = ViewRenderer()
        renderer.render(window, into: cr, background: .white)
        cairo_surface_flush(surface)
        let start = now()
        for _ in 0..<frames {
            renderer.render(window, into: cr, background: .white)
            cairo_surface_flush(surface)
        }
        return (now() - start) / Double(frames) * 1000
    }

    /// Case 9: `count` views moving and fading over one animation whose measured frames cover the same progress
    /// as the floor's (frame f of `frames` at f / (frames + 1) of an ease-in-out, alpha 1 → 0.5).
    static func animationFrames(count: Int, frames: Int) -> Double {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        var random = BenchRandom()
        var views: [(UIView, CGPoint)] = []
        for _ in 0..<count {
            // The same random sequence as Benchmarks/C/animframe.c: from, to, size.
            let from = CGPoint(x: random.unit() * 1200, y: random.unit() * 740)
            let to = CGPoint(x: random.unit() * 1200, y: random.unit() * 740)
            let size = CGSize(width: 40 + random.unit() * 60, height: 30 + random.unit() * 40)
            let view = UIView(frame: CGRect(origin: from, size: size))
            view.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
            view.layer.cornerRadius = 8
            window.addSubview(view)
            views.append((view, CGPoint(x: to.x + size.width / 2, y: to.y + size.height / 2)))
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let renderer = ViewRenderer()
        renderer.renderFrame(of: window, into: cr)
        cairo_surface_flush(surface)
        let interval = 1.0 / 60
        UIView.animate(withDuration: Double(frames + 1) * interval, delay: 0, options: [.curveEaseInOut]) {
            for (view, target) in views {
                view.center = target
                view.alpha = 0.5
            }
        }
        let clock = UIApplication.shared.clock
        let start = now()
        for _ in 0..<frames {
            // One frame of the loop: the frame clock's tick (presented values, damage), layout, drawing.
            clock.advance(by: interval)
            UIApplication.shared.frameStep.run()
            renderer.renderFrame(of: window, into: cr)
            cairo_surface_flush(surface)
        }
        let elapsed = now() - start
        precondition(views.first?.0.layer.animationKeys()?.isEmpty == false, "every measured frame is mid-animation")
        return elapsed / Double(frames) * 1000
    }
}
