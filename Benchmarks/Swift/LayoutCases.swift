import Foundation
import Tapestry

// MARK: 12. Auto Layout

/// The chain-and-grid system of Benchmarks/Python/kiwi_layout.py through the public API: `count` views in rows
/// of 25, each placed after its left neighbour and below the view above, 30 × 20.
@MainActor
func chainAndGrid(_ count: Int) -> (UIView, [NSLayoutConstraint]) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
    var views: [UIView] = []
    var constraints: [NSLayoutConstraint] = []
    var widths: [NSLayoutConstraint] = []
    for i in 0..<count {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views.append(view)
        let column = i % 25, row = i / 25
        constraints.append(
            column == 0
                ? view.leftAnchor.constraint(equalTo: root.leftAnchor)
                : view.leftAnchor.constraint(equalTo: views[i - 1].rightAnchor, constant: 4))
        constraints.append(
            row == 0
                ? view.topAnchor.constraint(equalTo: root.topAnchor)
                : view.topAnchor.constraint(equalTo: views[i - 25].bottomAnchor, constant: 4))
        let width = view.widthAnchor.constraint(equalToConstant: 30)
        widths.append(width)
        constraints.append(width)
        constraints.append(view.heightAnchor.constraint(equalToConstant: 20))
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    return (root, widths)
}

/// The peer's figures (build-and-solve ms, change-one-constant µs), or nil when kiwisolver is missing.
func kiwi(_ count: Int, rounds: Int) -> (build: Double, change: Double)? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "Benchmarks/Python/kiwi_layout.py", "\(count)", "\(rounds)"]
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let numbers = String(decoding: data, as: UTF8.self).split(separator: " ").compactMap {
        Double($0.trimmingCharacters(in: .whitespacesAndNewlines))
    }
    return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
}

@MainActor
func autoLayoutCases() {
    for count in [100, 1000, 10_000] where !(quick && count == 10_000) {
        let rounds = count >= 10_000 ? 1 : 5
        var builds: [Double] = []
        var kept: (UIView, [NSLayoutConstraint])?
        for _ in 0..<rounds {
            let start = now()
            kept = chainAndGrid(count)
            builds.append((now() - start) * 1000)
        }
        let (root, widths) = kept!
        var changes: [Double] = []
        for k in 0..<200 {
            let start = now()
            widths[count / 2].constant = 30 + CGFloat(k % 2)
            root.layoutIfNeeded()
            changes.append((now() - start) * 1e6)
        }
        let peer = kiwi(count, rounds: rounds)
        let build = median(builds), change = median(changes)
        let targeted = count == 1000
        report(
            Row(
                name: "12. Auto Layout build+solve, \(count) views × 4", unit: "ms", ours: build, peer: peer?.build,
                peerName: "kiwisolver", ratio: peer.map { build / $0.build }, target: targeted ? "≤ kiwisolver" : "",
                met: targeted ? peer.map { build <= $0.build } : nil,
                method: "the same chain-and-grid system built and solved; median of \(rounds); kiwisolver (C++) "
                    + "through its Python binding (Benchmarks/Python/kiwi_layout.py)"))
        report(
            Row(
                name: "12. Auto Layout change one constant, \(count) views", unit: "µs", ours: change,
                peer: peer?.change, peerName: "kiwisolver", ratio: peer.map { change / $0.change },
                target: targeted ? "≤ 50 µs" : "", met: targeted ? change <= 50 : nil,
                method: "ours: NSLayoutConstraint.constant set and layoutIfNeeded (frames applied); kiwisolver: the "
                    + "same width as an edit variable, suggestValue + updateVariables; median of 200 each"))
    }
    // A window of 200 constraint-laid views, resized.
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    window.isHidden = false
    let root = window
    var constraints: [NSLayoutConstraint] = []
    var previous: UIView?
    for i in 0..<200 {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        constraints.append(view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.04))
        constraints.append(view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.09))
        constraints.append(
            i % 20 == 0
                ? view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4)
                : view.leadingAnchor.constraint(equalTo: previous!.trailingAnchor, constant: 4))
        constraints.append(
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(i / 20) * 60 + 4))
        previous = view
    }
    NSLayoutConstraint.activate(constraints)
    root.layoutIfNeeded()
    var passes: [Double] = []
    for k in 0..<100 {
        let start = now()
        UIApplication.shared.input.windowResized(window, to: CGSize(width: 800 + CGFloat(k % 2) * 40, height: 600))
        passes.append((now() - start) * 1000)
    }
    let pass = median(passes)
    report(
        Row(
            name: "12. layout pass after a resize, 200 views", unit: "ms", ours: pass, baseline: nil, ratio: nil,
            target: "≤ 2 ms", met: pass <= 2,
            method: "the window resized by 40 pt and back through the input router, which runs the layout pass; median "
                + "of 100"))
}
