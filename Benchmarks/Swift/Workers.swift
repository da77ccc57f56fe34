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

/// Case 22: a deep settings-like screen of 10,004 views built, laid out and drawn once, as Benchmarks/C/screen.c
/// builds, lays out and draws the same tree of structs: a scroll view's content of 122 sections, each a header
/// label and a rounded group of 10 rows; a row holds a content view, an icon with a glyph, a title and a value
/// label, a chevron and a separator, placed by the rows' and the content's `layoutSubviews`.
@MainActor
enum SettingsScreen {
    static let icons: [UIColor] = [.systemBlue, .systemGreen, .systemOrange, .systemRed, .systemPurple, .systemGray]

    final class Row: UIView {
        let content = UIView()
        let icon = UIView()
        let glyph = UIView()
        let title = UILabel()
        let value = UILabel()
        let chevron = UIView()
        let separator = UIView()

        init(index: Int, last: Bool) {
            super.init(frame: .zero)
            addSubview(content)
            icon.backgroundColor = SettingsScreen.icons[index % 6]
            icon.layer.cornerRadius = 7
            content.addSubview(icon)
            glyph.backgroundColor = .white
            glyph.layer.cornerRadius = 3
            icon.addSubview(glyph)
            title.text = "Setting \(index + 1)"
            title.font = .systemFont(ofSize: 17)
            content.addSubview(title)
            value.text = "Value \(index + 1)"
            value.font = .systemFont(ofSize: 17)
            value.textColor = .secondaryLabel
            value.textAlignment = .right
            content.addSubview(value)
            chevron.backgroundColor = UIColor(red: 0.769, green: 0.769, blue: 0.78, alpha: 1)
            chevron.layer.cornerRadius = 2
            content.addSubview(chevron)
            separator.backgroundColor = .separator
            separator.isHidden = last
            content.addSubview(separator)
        }

        required init?(coder: NSCoder) { nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            content.frame = bounds
            icon.frame = CGRect(x: 16, y: 7.5, width: 29, height: 29)
            glyph.frame = CGRect(x: 8, y: 8, width: 13, height: 13)
            title.frame = CGRect(x: 61, y: 11, width: 600, height: 22)
            value.frame = CGRect(x: 681, y: 11, width: 520, height: 22)
            chevron.frame = CGRect(x: 1217, y: 16, width: 7, height: 12)
            separator.frame = CGRect(x: 61, y: 43.5, width: 1179, height: 0.5)
        }
    }

    final class Content: UIView {
        var sections: [(header: UILabel, group: UIView, rows: [Row])] = []

        override func layoutSubviews() {
            super.layoutSubviews()
            for (s, section) in sections.enumerated() {
                let y = CGFloat(s) * 498
                section.header.frame = CGRect(x: 36, y: y + 14, width: 1208, height: 18)
                section.group.frame = CGRect(x: 20, y: y + 38, width: 1240, height: 440)
                for (r, row) in section.rows.enumerated() {
                    row.frame = CGRect(x: 0, y: CGFloat(r) * 44, width: 1240, height: 44)
                }
            }
        }
    }

    /// Milliseconds from the first view made to the first frame drawn, and heap bytes per view after building
    /// and laying out.
    static func firstFrame() -> (Double, Double) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800)!
        let cr = cairo_create(surface)!
        defer {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }
        let renderer = ViewRenderer()
        // Untimed: Pango, fontconfig and FreeType opened by one text draw, as the floor does.
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            let warm = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 22))
            warm.text = "Warm-up"
            warm.font = .systemFont(ofSize: 17)
            window.addSubview(warm)
            window.isHidden = false
            UIApplication.shared.frameStep.run()
            renderer.renderFrame(of: window, into: cr)
            window.isHidden = true
        }
        let before = tapestry_heap_in_use()

        let start = now()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .systemGroupedBackground
        let scroll = UIScrollView(frame: window.bounds)
        window.addSubview(scroll)
        let content = Content()
        scroll.addSubview(content)
        var views = 3
        for s in 0..<122 {
            let header = UILabel()
            header.text = "SECTION \(s + 1)"
            header.font = .systemFont(ofSize: 13)
            header.textColor = .secondaryLabel
            content.addSubview(header)
            let group = UIView()
            group.backgroundColor = .white
            group.layer.cornerRadius = 10
            content.addSubview(group)
            var rows: [Row] = []
            for r in 0..<10 {
                let row = Row(index: s * 10 + r, last: r == 9)
                group.addSubview(row)
                rows.append(row)
            }
            content.sections.append((header, group, rows))
            views += 2 + 10 * 8
        }
        let built = now()
        content.frame = CGRect(x: 0, y: 0, width: 1280, height: 122 * 498 + 20)
        scroll.contentSize = content.frame.size
        window.isHidden = false
        UIApplication.shared.frameStep.run()
        let laidOut = now()
        let after = tapestry_heap_in_use()
        renderer.renderFrame(of: window, into: cr)
        cairo_surface_flush(surface)
        let elapsed = now() - start
        precondition(views == 10_007)
        window.isHidden = true
        // TAPESTRY_SCREEN_PHASES=1: where the time went, for looking into it.
        if ProcessInfo.processInfo.environment["TAPESTRY_SCREEN_PHASES"] != nil {
            FileHandle.standardError.write(
                Data(
                    String(
                        format: "build %.2f ms, layout %.2f ms, draw %.2f ms, %d views visited, %d drawn\n",
                        (built - start) * 1000, (laidOut - built) * 1000, (now() - laidOut) * 1000,
                        renderer.lastFrame.viewsVisited, renderer.lastFrame.viewsDrawn
                    ).utf8))
        }
        return (elapsed * 1000, Double(Int(after) - Int(before)) / Double(views))
    }
}
