import CCairo
import CHeap
import Foundation
import Tapestry
import TapestryCairo

// MARK: 21. Scrolling the catalog at scale 2

/// The catalog's longest table scrolled at scale 2 by `tapestry-demo --scroll-bench` (CatalogScrollBench.swift).
@MainActor
func catalogScrollCase() {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("tapestry-demo")
    process.arguments = ["--scroll-bench", "2", quick ? "200" : "1200"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch {
        print("21. catalog scroll: could not start tapestry-demo")
        return
    }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let fields = String(decoding: data, as: UTF8.self).split(separator: "\n").last?.split(separator: " ") ?? []
    guard fields.count == 5, let p50 = Double(fields[2]), let p99 = Double(fields[3]), let worst = Double(fields[4])
    else {
        print("21. catalog scroll: no measurement")
        return
    }
    let table = fields[0].replacingOccurrences(of: "_", with: " ")
    let method =
        "the catalog's longest table (\(table), \(fields[1]) pt of content) in its 480×720 window and navigation "
        + "controller, scrolled 6 pt a frame down and back, \(quick ? 200 : 1200) frames; each a whole frame of the "
        + "loop (frame step, damage drawn into a 960×1440 surface), headless on the virtual clock"
    report(
        Row(
            name: "21. HiDPI scroll of the catalog's longest table, scale 2: p50", unit: "ms/frame", ours: p50,
            ratio: nil, target: "", met: nil, method: method))
    report(
        Row(
            name: "21. HiDPI scroll of the catalog's longest table, scale 2: p99", unit: "ms/frame", ours: p99,
            ratio: nil, target: "≤ 4 ms", met: p99 <= 4, method: method,
            note: String(format: "slowest frame %.2f ms", worst)))
}

// MARK: 22. A deep screen of 10,000 views

/// Case 22: SettingsScreen (Workers.swift) against Benchmarks/C/screen.c, each a fresh process per round.
@MainActor
func settingsScreenCase() {
    var ours: [[Double]] = [], theirs: [[Double]] = []
    for _ in 0..<(quick ? 3 : 7) {
        let a = numbers(of: CommandLine.arguments[0], ["--worker", "screen"])
        if a.count == 2 { ours.append(a) }
        let b = numbers(of: "\(binDirectory)/screen", [])
        if b.count == 2 { theirs.append(b) }
    }
    guard !ours.isEmpty else {
        print("22. settings screen: no measurement")
        return
    }
    let ms = ours.map { $0[0] }.min()!, floor = theirs.map { $0[0] }.min()
    let bytes = median(ours.map { $0[1] }), floorBytes = theirs.isEmpty ? nil : median(theirs.map { $0[1] })
    let method =
        "10,004 views (122 sections of a header and a rounded group of 10 rows of 8 views) built, laid out and "
        + "drawn once at 1280×800 (only what is on screen), from the first allocation to the flushed frame, "
        + "after one untimed text draw on both sides; each a fresh process per round, best of 7 interleaved"
    report(
        Row(
            name: "22. 10,000-view screen: build, lay out, first frame", unit: "ms", ours: ms, baseline: floor,
            ratio: floor.map { ms / $0 }, target: "≤ 1.5× C", met: floor.map { ms / $0 <= 1.5 },
            floorName: "Benchmarks/C/screen.c (malloc'd structs, Cairo + Pango)", method: method))
    report(
        Row(
            name: "22. heap per idle view of that screen", unit: "bytes", ours: bytes, baseline: floorBytes,
            ratio: floorBytes.map { bytes / $0 }, target: "", met: nil,
            floorName: "a C struct with the same fields (frame, bounds origin, colour, radius, alpha, flags, parent, "
                + "children, text and its attributes)",
            method: "heap bytes in use (glibc mallinfo2) after building and laying out, minus before, per view; "
                + "median of the rounds"))
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
