import CCairo
import Foundation
import Tapestry
import TapestryCairo

// make bench: our figures against the C floor (Benchmarks/C), interleaved, one table and one JSON file per run;
// Benchmarks/report.py puts three runs together (out/bench.json, out/bench.md, out/bench.svg).
// Run inside an X server for the X cases (the Makefile starts a private Xvfb).

struct BenchRandom {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 2_685_821_657_736_338_717
    }
    mutating func unit() -> Double { Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0) }
}

/// One figure: ours next to its floor (the C program doing the same work with no toolkit) and a peer toolkit
/// measured in the same run, the ratio the target is about, and whether it is met. A row without a target is
/// informational: its `met` is nil.
struct Row: Codable {
    var name: String
    var unit: String
    var ours: Double
    var floor: Double?
    var floorName: String?
    var peer: Double?
    var peerName: String?
    var ratio: Double?
    var target: String
    var met: Bool?
    var informational: Bool
    var method: String?
    var note: String?

    init(
        name: String, unit: String, ours: Double, baseline: Double? = nil, peer: Double? = nil, peerName: String? = nil,
        ratio: Double?, target: String, met: Bool?, floorName: String? = nil, method: String? = nil,
        note: String? = nil
    ) {
        precondition(!target.isEmpty || met == nil, "\(name): a row without a target is informational, never met")
        self.floorName = floorName
        self.method = method
        self.informational = target.isEmpty
        self.name = name
        self.unit = unit
        self.ours = ours
        self.floor = baseline
        self.peer = peer
        self.peerName = peerName
        self.ratio = ratio
        self.target = target
        self.met = met
        self.note = note
    }
}

let binDirectory = ProcessInfo.processInfo.environment["TAPESTRY_BENCH_BIN"] ?? "Benchmarks/bin"
let quick = ProcessInfo.processInfo.environment["TAPESTRY_BENCH_QUICK"] != nil
var rows: [Row] = []
/// `TAPESTRY_BENCH_ONLY=1,4` runs only those cases.
let onlyCases = ProcessInfo.processInfo.environment["TAPESTRY_BENCH_ONLY"].map {
    Set($0.split(separator: ",").map(String.init))
}
func runs(_ number: Int) -> Bool { onlyCases?.contains(String(number)) ?? true }

func now() -> Double { ProcessInfo.processInfo.systemUptime }
func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[sorted.count / 2]
}
func percentile(_ values: [Double], _ p: Double) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int(Double(sorted.count) * p))]
}

/// The numbers a program prints (separated by white space), or none when it cannot be run.
func numbers(of path: String, _ arguments: [String], environment: [String: String] = [:]) -> [Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return [] }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
}

/// Runs a C baseline and returns the number it prints.
func runBaseline(_ name: String, _ arguments: [String], environment: [String: String] = [:]) -> Double? {
    let printed = numbers(of: "\(binDirectory)/\(name)", arguments, environment: environment)
    return printed.count == 1 ? printed[0] : nil
}

/// Alternates ours and the baseline `rounds` times and returns each side's best round. Both do fixed CPU work, and
/// on a shared machine what varies between rounds is only time taken from them (the same C floor has moved by a
/// third between runs): the best round is the figure that repeats, and both sides are taken the same way.
func interleave(rounds: Int, ours: () -> Double, baseline: () -> Double?) -> (Double, Double?) {
    var a: [Double] = [], b: [Double] = []
    for _ in 0..<rounds {
        a.append(ours())
        if let value = baseline() { b.append(value) }
    }
    return (a.min() ?? .nan, b.min())
}

@MainActor
func report(_ row: Row) {
    rows.append(row)
    let ours = String(format: "%.3f", row.ours)
    let base = row.floor.map { String(format: "%.3f", $0) } ?? "—"
    let peer = row.peer.map { String(format: "%.3f", $0) } ?? "—"
    let ratio = row.ratio.map { String(format: "%.2f×", $0) } ?? "—"
    let met = row.informational ? "info" : row.met.map { $0 ? "yes" : "NO" } ?? "n/a"
    print(
        row.name.padding(toLength: 46, withPad: " ", startingAt: 0) + ours.leftPad(12) + base.leftPad(12)
            + peer.leftPad(12) + ratio.leftPad(9) + "  " + row.unit.padding(toLength: 12, withPad: " ", startingAt: 0)
            + met.leftPad(4)
            + "  "
            + (row.informational ? "(informational)" : row.target))
}

extension String {
    func leftPad(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}

// MARK: 1. Hit-testing

@MainActor
func buildTree(_ view: UIView, depth: Int) -> Int {
    guard depth > 0 else { return 1 }
    var count = 1
    let w = view.bounds.width / 2, h = view.bounds.height / 2
    // Siblings first, then their subtrees: the C baseline allocates the same way (four children together).
    for i in 0..<4 {
        view.addSubview(
            UIView(frame: CGRect(x: CGFloat(i % 2) * w + 1, y: CGFloat(i / 2) * h + 1, width: w - 2, height: h - 2)))
    }
    for child in view.subviews { count += buildTree(child, depth: depth - 1) }
    return count
}

let hitTestMethod =
    "UIView.hitTest(_:with:) at the same random points as the C walk, the tree built siblings first on both "
    + "sides; best of 7 interleaved rounds (C a fresh process per round)"

@MainActor
func hitTestCase(depth: Int, points: Int) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    let views: Int
    if depth < 0 {
        for i in 0..<90_000 {
            let w = 1280.0 / 300, h = 800.0 / 300
            root.addSubview(UIView(frame: CGRect(x: Double(i % 300) * w, y: Double(i / 300) * h, width: w, height: h)))
        }
        views = 90_001
    } else {
        views = buildTree(root, depth: depth)
    }
    var random = BenchRandom()
    let samples = (0..<points).map { _ in CGPoint(x: random.unit() * 1280, y: random.unit() * 800) }
    _ = root.hitTest(samples[0], with: nil)  // builds any index
    let (ours, base) = interleave(
        rounds: quick ? 3 : 7,
        ours: {
            var sink = 0
            let start = now()
            for p in samples { if root.hitTest(p, with: nil) != nil { sink += 1 } }
            let elapsed = now() - start
            precondition(sink > 0)
            return elapsed / Double(points) * 1e9
        }, baseline: { runBaseline("hittest", ["\(depth)", "\(points)"]) })
    let ratio = base.map { ours / $0 }
    if depth < 0 {
        report(
            Row(
                name: "1. hit-test, flat container (90,000 children)", unit: "ns/hit-test", ours: ours, baseline: base,
                ratio: ratio, target: "≤ 1 µs, not linear", met: ours <= 1000, floorName: "Benchmarks/C/hittest.c",
                method: hitTestMethod, note: "the C floor walks the children linearly"))
    } else {
        report(
            Row(
                name: "1. hit-test, balanced tree (\(views) views)", unit: "ns/hit-test", ours: ours, baseline: base,
                ratio: ratio, target: "≤ 1.5× C", met: ratio.map { $0 <= 1.5 },
                floorName: "Benchmarks/C/hittest.c (the same tree of structs, the same walk)", method: hitTestMethod))
    }
}

// MARK: 2. Dispatch

typealias CountFunction = @convention(c) () -> UInt
/// The allocation counter of Benchmarks/C/malloccount.c when it is preloaded, else nil.
let mallocCalls: CountFunction? = dlsym(dlopen(nil, RTLD_NOW), "tapestry_malloc_calls").map {
    unsafeBitCast($0, to: CountFunction.self)
}

@MainActor
func dispatchCase() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    window.makeKeyAndVisible()
    var parent: UIView = window
    var ancestors: [UIView] = []
    for _ in 0..<20 {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        parent.addSubview(view)
        ancestors.append(view)
        parent = view
    }
    for view in ancestors.prefix(3) {
        let pan = UIPanGestureRecognizer()
        pan.hysteresis = 1e9  // stays possible, as the C baseline's recognizers do
        view.addGestureRecognizer(pan)
    }
    let input = UIApplication.shared.input
    var time = 1000.0
    func cycle(moves: Int) {
        time += 0.001
        input.touchBegan(1, at: CGPoint(x: 10, y: 10), in: window, timestamp: time)
        for m in 0..<moves {
            time += 0.001
            input.touchMoved(1, to: CGPoint(x: 10 + Double(m % 50), y: 10), timestamp: time)
        }
        time += 0.001
        input.touchEnded(1, timestamp: time)
    }
    cycle(moves: 200)
    let events = quick ? 50_000 : 300_000
    let (ours, base) = interleave(
        rounds: quick ? 3 : 7,
        ours: {
            let start = now()
            for _ in 0..<(events / 100) { cycle(moves: 98) }
            return Double(events) / (now() - start)
        }, baseline: { runBaseline("dispatch", ["\(events * 10)"]) })
    report(
        Row(
            name: "2. dispatch, 20-deep chain, 3 recognizers", unit: "events/s", ours: ours, baseline: base,
            ratio: base.map { $0 / ours }, target: "", met: nil, floorName: "Benchmarks/C/dispatch.c",
            method: "touch sequences through the input router with 3 recognizers on a 20-deep chain; C walks the "
                + "same chain and calls 3 state machines per event; best of 7 interleaved rounds",
            note: "ratio is C ÷ ours"))
    if let mallocCalls {
        time += 0.001
        input.touchBegan(1, at: CGPoint(x: 10, y: 10), in: window, timestamp: time)
        for m in 0..<100 {
            time += 0.001
            input.touchMoved(1, to: CGPoint(x: 10 + Double(m % 50), y: 10), timestamp: time)
        }
        let before = mallocCalls()
        let moves = 1000
        for m in 0..<moves {
            time += 0.001
            input.touchMoved(1, to: CGPoint(x: 10 + Double(m % 50), y: 10), timestamp: time)
        }
        let perMove = Double(mallocCalls() - before) / Double(moves)
        input.touchEnded(1, timestamp: time + 0.001)
        report(
            Row(
                name: "2. allocations per move (steady state)", unit: "allocs/event", ours: perMove, baseline: 0,
                ratio: nil,
                target: "0", met: perMove == 0, floorName: "Benchmarks/C/dispatch.c (allocates nothing)",
                method: "malloc calls counted by an LD_PRELOADed counter over 1,000 moves of a touch already down"))
    }
}

// MARK: 3–4. Full frame and partial redraw

@MainActor
func frameScene(count: Int) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.backgroundColor = .white
    window.isHidden = false  // windows start hidden, and a hidden window draws nothing
    var random = BenchRandom()
    for _ in 0..<count {
        let view = UIView(
            frame: CGRect(
                x: random.unit() * 1200, y: random.unit() * 740, width: 40 + random.unit() * 60,
                height: 30 + random.unit() * 40))
        view.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
        view.layer.cornerRadius = 8
        view.layer.borderWidth = 2
        window.addSubview(view)
    }
    for i in 0..<50 {
        let label = UILabel(frame: CGRect(x: CGFloat(i % 8) * 160, y: 20 + CGFloat(i / 8) * 30, width: 150, height: 20))
        label.text = "Label number \(i)"
        label.font = .systemFont(ofSize: 14)
        window.addSubview(label)
    }
    return window
}

/// Runs our side of a drawing case in a fresh process (`tapestry-bench --worker …`, Workers.swift) and returns
/// the number it prints, as `runBaseline` does for the C floor.
func runOurs(_ arguments: [String]) -> Double? {
    let printed = numbers(of: CommandLine.arguments[0], ["--worker"] + arguments)
    return printed.count == 1 ? printed[0] : nil
}

/// How the drawing cases are measured, the same on both sides.
let drawingMethod =
    "each side a fresh process per round, one untimed warm-up frame, labels laid out once and kept (ours: their "
    + "recordings; C: its PangoLayouts), timer after the warm-up; best of 7 interleaved rounds each"

/// Cases 3 and 20: a window's full frame into an image surface, at `scale` device pixels per point.
@MainActor
func fullFrameCase(count: Int, scale: Double = 1) -> Double {
    let frames = quick ? 10 : 30
    let arguments = ["\(count)", "\(frames)", "\(scale)"]
    let (ours, base) = interleave(
        rounds: quick ? 3 : 7, ours: { runOurs(["frame"] + arguments) ?? .nan },
        baseline: { runBaseline("frame", arguments) })
    let ratio = base.map { ours / $0 }
    let name =
        scale == 1
        ? "3. full frame, \(count) rounded rects + 50 labels"
        : "20. HiDPI full frame at scale \(Int(scale)), \(count) rounded rects + 50 labels"
    report(
        Row(
            name: name, unit: "ms/frame", ours: ours, baseline: base, ratio: ratio, target: "≤ 1.15× C",
            met: ratio.map { $0 <= 1.15 }, floorName: "Benchmarks/C/frame.c (Cairo + Pango)",
            method: drawingMethod
                + (scale == 1
                    ? "" : "; \(Int(1280 * scale))×\(Int(800 * scale)) device pixels, both scaling Cairo's matrix")))
    return ours
}

/// Case 18: the same frame through the public offscreen API, a new image each frame
/// (`UIGraphicsImageRenderer.image` + `drawHierarchy`), against bare Cairo making a new image surface.
@MainActor
func offscreenImageCase(count: Int) {
    let frames = quick ? 10 : 30
    let arguments = ["\(count)", "\(frames)", "1", "image"]
    let (ours, base) = interleave(
        rounds: quick ? 3 : 7, ours: { runOurs(["frame"] + arguments) ?? .nan },
        baseline: { runBaseline("frame", arguments) })
    let ratio = base.map { ours / $0 }
    report(
        Row(
            name: "18. offscreen image, \(count) rounded views + 50 labels", unit: "ms/frame", ours: ours,
            baseline: base, ratio: ratio, target: "≤ 1.15× C", met: ratio.map { $0 <= 1.15 },
            floorName: "Benchmarks/C/frame.c image (a new ARGB32 surface each frame)",
            method: "UIGraphicsImageRenderer.image + drawHierarchy; " + drawingMethod))
}

/// Case 19: a scroll view of 200 shadowed, rounded cards scrolled 9 points a frame, drawn through the
/// damage path (what a real window does), against Benchmarks/C/scroll.c; then the scrolled pixels are compared
/// with a full render from scratch (the damage must leave nothing behind).
@MainActor
func scrollShadowsCase() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
    window.backgroundColor = .white
    window.isHidden = false
    let scroll = UIScrollView(frame: window.bounds)
    scroll.backgroundColor = .white
    let contentHeight: CGFloat = 24 + 50 * 150
    scroll.contentSize = CGSize(width: 1280, height: contentHeight)
    for i in 0..<200 {
        let card = UIView(
            frame: CGRect(x: 24 + CGFloat(i % 4) * 312, y: 24 + CGFloat(i / 4) * 150, width: 288, height: 126))
        card.backgroundColor = UIColor(red: 0.3, green: 0.5, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 3)
        scroll.addSubview(card)
    }
    window.addSubview(scroll)
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800)!
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
    let renderer = ViewRenderer()
    renderer.renderFrame(of: window, into: cr)
    let frames = quick ? 100 : 300
    var frame = 0
    let (ours, base) = interleave(
        rounds: quick ? 3 : 9,
        ours: {
            let start = now()
            for _ in 0..<frames {
                frame += 1
                scroll.contentOffset.y = (CGFloat(frame) * 9).truncatingRemainder(dividingBy: contentHeight - 800)
                renderer.renderFrame(of: window, into: cr)
                cairo_surface_flush(surface)
            }
            return (now() - start) / Double(frames) * 1000
        }, baseline: { runBaseline("scroll", ["\(frames)"]) })
    // Exact damage: the frame left by the scrolled frames is what a full render of the same state draws.
    let scrolled = PixelBuffer(surface: surface)
    let full = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800)!
    let fullContext = cairo_create(full)!
    ViewRenderer().render(window, into: fullContext, background: .white)
    cairo_destroy(fullContext)
    let differing = scrolled.differingPixels(from: PixelBuffer(surface: full), tolerance: 0)
    cairo_surface_destroy(full)
    let ratio = base.map { ours / $0 }
    report(
        Row(
            name: "19. scroll 200 shadowed rounded views, per frame", unit: "ms/frame", ours: ours, baseline: base,
            ratio: ratio, target: "≤ 1.3× C, damage exact", met: ratio.map { $0 <= 1.3 && differing == 0 },
            floorName: "Benchmarks/C/scroll.c (the same cards and shadows, Cairo, the whole viewport each frame)",
            method: "offset moved 9 pt a frame; ours: the frame step and the damage drawn (the whole scrolling "
                + "viewport), in the bench process after a first full frame that makes its shadow masks; C: a fresh "
                + "process per round that makes its shadow mask before its timer; best of 9 interleaved rounds",
            note: "\(differing) pixels differ from a full render after \(frame) scrolled frames"))
}

@MainActor
func partialRedrawCase(fullFrame: Double) {
    let window = frameScene(count: 950)
    let tile = UIView(frame: CGRect(x: 600, y: 400, width: 64, height: 64))
    tile.backgroundColor = .systemRed
    window.addSubview(tile)
    window.makeKeyAndVisible()
    let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800)!
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
    let renderer = ViewRenderer()
    renderer.renderFrame(of: window, into: cr)
    var times: [Double] = []
    var drawn = 0
    for i in 0..<(quick ? 200 : 1000) {
        tile.backgroundColor = i % 2 == 0 ? .systemGreen : .systemRed
        let start = now()
        renderer.renderFrame(of: window, into: cr)
        cairo_surface_flush(surface)
        times.append(now() - start)
        drawn = renderer.lastFrame.viewsDrawn
    }
    let ms = median(times) * 1000
    report(
        Row(
            name: "4. partial redraw, one 64×64 view of 1000", unit: "ms/frame", ours: ms, baseline: nil,
            ratio: fullFrame / ms, target: "≤ 0.2 ms, ≥ 20× cheaper", met: ms <= 0.2 && fullFrame / ms >= 20,
            method: "one 64×64 view's colour changed per frame, the damage drawn; median of 1,000 frames",
            note: "\(drawn) views drawn; ratio is full frame ÷ partial"))
}

// MARK: 9. Animation frame

/// Both sides animate 1,000 views over the same range: the measured frames run from 3 % to 97 % of one
/// ease-in-out animation, positions moving across the window and alpha falling from 1 to 0.5.
@MainActor
func animationFrameCase(count: Int) {
    let frames = quick ? 10 : 30
    let arguments = ["\(count)", "\(frames)"]
    let (ours, base) = interleave(
        rounds: quick ? 3 : 7, ours: { runOurs(["animate"] + arguments) ?? .nan },
        baseline: { runBaseline("animframe", arguments) })
    let ratio = base.map { ours / $0 }
    report(
        Row(
            name: "9. animation frame, \(count) views moving and fading", unit: "ms/frame", ours: ours, baseline: base,
            ratio: ratio, target: "≤ 1.3× C", met: ratio.map { $0 <= 1.3 },
            floorName: "Benchmarks/C/animframe.c (eased positions and alphas, the same Cairo fills)",
            method: "frame f of \(frames) at f / \(frames + 1) of one ease-in-out animation on both sides (3–97 %, "
                + "alpha 1 → 0.5); ours is a whole frame of the loop (clock tick, frame step, damage drawn); "
                + "each side a fresh process per round after one untimed frame; best of 7 interleaved rounds"))
}

// MARK: Main

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--worker" {
    MainActor.assumeIsolated { Worker.run(Array(CommandLine.arguments.dropFirst(2))) }
}

if CommandLine.arguments.count > 2, CommandLine.arguments[1] == "--app" {
    switch CommandLine.arguments[2] {
    case "follow": MainActor.assumeIsolated { FollowApp.run() }
    case "animate-once": MainActor.assumeIsolated { AnimationApp.run(forever: false) }
    case "pacing": MainActor.assumeIsolated { AnimationApp.run(forever: true) }
    case "textview": MainActor.assumeIsolated { TextViewApp.run(filled: true) }
    case "paste": MainActor.assumeIsolated { TextViewApp.run(filled: false) }
    default: break
    }
}

MainActor.assumeIsolated {
    UIApplication.shared.clock.useVirtualTime()
    print(
        "case".padding(toLength: 46, withPad: " ", startingAt: 0) + "ours".leftPad(12) + "C floor".leftPad(12)
            + "peer".leftPad(12) + "ratio".leftPad(9)
            + "  unit        met  target")
    if runs(1) {
        for depth in [6, 8, 10] { hitTestCase(depth: depth, points: depth == 10 ? 50_000 : 200_000) }
        hitTestCase(depth: -1, points: 200_000)
    }
    if runs(2) { dispatchCase() }
    var full = Double.nan
    if runs(3) || runs(4) {
        _ = fullFrameCase(count: 200)
        full = fullFrameCase(count: 1000)
    }
    if runs(4) { partialRedrawCase(fullFrame: full) }
    if runs(21) { catalogScrollCase() }
    if runs(22) { settingsScreenCase() }
    if runs(20) {
        _ = fullFrameCase(count: 200, scale: 2)
        _ = fullFrameCase(count: 1000, scale: 2)
    }
    if runs(19) { scrollShadowsCase() }
    if runs(18) {
        offscreenImageCase(count: 200)
        offscreenImageCase(count: 1000)
    }
    if runs(9) { animationFrameCase(count: 1000) }
    if runs(12) { autoLayoutCases() }
    ListCases.run()
    XCases.run()
    TextCases.run()
    if runs(23) { WaylandCases.run() }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let machine =
        (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8))?.split(separator: "\n")
        .first { $0.hasPrefix("model name") }.map {
            String($0.split(separator: ":", maxSplits: 1).last ?? "").trimmingCharacters(in: .whitespaces)
        } ?? "unknown"
    struct Output: Codable { let machine: String; let cores: Int; let rows: [Row] }
    let output = Output(machine: machine, cores: ProcessInfo.processInfo.activeProcessorCount, rows: rows)
    // One run's rows; Benchmarks/report.py puts several runs together (make bench runs three).
    let path = ProcessInfo.processInfo.environment["TAPESTRY_BENCH_OUT"] ?? "out/bench-run.json"
    try? FileManager.default.createDirectory(
        atPath: URL(fileURLWithPath: path).deletingLastPathComponent().path, withIntermediateDirectories: true)
    if let data = try? encoder.encode(output) { try? data.write(to: URL(fileURLWithPath: path)) }
    print("\nmachine: \(machine), \(output.cores) cores; written to \(path)")
}

@MainActor
extension ViewRenderer {
    /// One frame as the X11 loop makes it: pending layout (the frame step's), then the damage drawn.
    @discardableResult
    func renderFrame(of window: UIWindow, into cr: OpaquePointer) -> [CGRect] {
        window.layoutIfNeeded()
        return renderDamage(of: window, into: cr)
    }
}
