import CCairo
import Foundation
import Tapestry
import TapestryCairo

// MARK: 13–15. Lists

/// A data source of `count` rows with a title, a subtitle and a disclosure indicator.
@MainActor
final class BenchRows: UITableViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        // Texts of one length whatever the row, so both tables draw the same glyphs.
        cell.textLabel?.text = "Row " + String(format: "%07d", indexPath.row)
        cell.detailTextLabel?.text = "Subtitle of row " + String(format: "%07d", indexPath.row)
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}

final class SubtitleCell: UITableViewCell {
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { return nil }

}

/// Resident memory in KiB.
func residentKiB() -> Double {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return .nan }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return .nan }
    return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

enum ListCases {
    @MainActor
    static func makeTable(rows: Int) -> (UIWindow, UITableView, BenchRows) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        window.isHidden = false
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(SubtitleCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 60
        let source = BenchRows(count: rows)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table, source)
    }

    /// A table being scrolled frame by frame into its own surface.
    @MainActor
    final class ScrollStage {
        let window: UIWindow
        let table: UITableView
        let source: BenchRows
        let renderer = ViewRenderer()
        nonisolated(unsafe) let surface: OpaquePointer
        nonisolated(unsafe) let cr: OpaquePointer
        let base: CGFloat
        var times: [Double] = []

        init(rows: Int) {
            (window, table, source) = ListCases.makeTable(rows: rows)
            surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1280, 800)!
            cr = cairo_create(surface)!
            // The same offsets in both tables, a long way down the large one.
            base = rows > 1000 ? CGFloat(rows / 2 * 60) : 0
            table.contentOffset.y = base
            renderer.renderFrame(of: window, into: cr)
        }

        deinit {
            cairo_destroy(cr)
            cairo_surface_destroy(surface)
        }

        /// Scrolls to the `index`th offset and draws the frame; returns the time taken.
        func frame(_ index: Int) -> Double {
            let start = now()
            table.contentOffset.y = base + CGFloat(200 + (index * 13) % 4000)
            renderer.renderFrame(of: window, into: cr)
            cairo_surface_flush(surface)
            return now() - start
        }
    }

    /// Per-frame cost of scrolling (layout of the visible rows plus the full repaint the scroll causes) of a small
    /// and a large table, frame about, so both see the same machine; and the large one's memory growth.
    @MainActor
    static func scrollFrames(frames: Int) -> (small: Double, large: Double, created: Int, rssGrowth: Double) {
        let small = ScrollStage(rows: 100)
        let large = ScrollStage(rows: 1_000_000)
        for i in 0..<200 {
            _ = small.frame(i)
            _ = large.frame(i)
        }
        let rssBefore = residentKiB()
        var smallTimes: [Double] = [], largeTimes: [Double] = []
        for i in 0..<frames {
            smallTimes.append(small.frame(i))
            largeTimes.append(large.frame(i))
        }
        let growth = residentKiB() - rssBefore
        return (median(smallTimes) * 1000, median(largeTimes) * 1000, large.table.createdCellCount, growth)
    }

    @MainActor
    static func run() {
        let frames = quick ? 300 : 2000
        if runs(13) {
            let result = scrollFrames(frames: frames)
            let ratio = result.large / result.small
            report(
                Row(
                    name: "13. table scroll frame, 1,000,000 rows", unit: "ms/frame", ours: result.large,
                    baseline: result.small, ratio: ratio, target: "≤ 1.1× 100 rows, ≤ 2 ms",
                    met: ratio <= 1.1 && result.large <= 2, floorName: "our own table of 100 rows",
                    method: "the same offsets scrolled frame by frame in both tables, frames interleaved, each the "
                        + "frame step and the damage drawn into a 1280×800 surface; medians",
                    note: "baseline: the same table with 100 rows; title, subtitle, disclosure; 1280×800"))
            report(
                Row(
                    name: "13. cells made / RSS growth, 1,000,000 rows", unit: "cells / KiB",
                    ours: Double(result.created), baseline: result.rssGrowth, ratio: nil,
                    target: "flat memory", met: result.rssGrowth < 2048,
                    method: "cells the data source made and VmRSS growth (KiB, as the floor column) over the scroll",
                    note: "cells made over the whole run; resident memory growth over \(frames) frames"))
        }
        if runs(14) {
            func reloadTime(rows: Int) -> Double {
                let (window, table, source) = makeTable(rows: rows)
                var times: [Double] = []
                for _ in 0..<(quick ? 20 : 100) {
                    let start = now()
                    table.reloadData()
                    window.layoutIfNeeded()
                    times.append(now() - start)
                }
                withExtendedLifetime(source) {}
                return median(times) * 1000
            }
            let small = reloadTime(rows: 100)
            let large = reloadTime(rows: 1_000_000)
            report(
                Row(
                    name: "14. reloadData + layout, 1,000,000 rows", unit: "ms", ours: large, baseline: small,
                    ratio: large / small, target: "no per-row work (≈ 100 rows)", met: large / small <= 1.5,
                    floorName: "our own table of 100 rows",
                    method: "reloadData then layoutIfNeeded, interleaved with the 100-row table; medians",
                    note: "baseline: the same with 100 rows"))
        }
        if runs(15) {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
            window.isHidden = false
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.rowHeight = 44
            window.addSubview(table)
            let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, path, item in
                let cell = table.dequeueReusableCell(withIdentifier: "cell", for: path)
                cell.textLabel?.text = "Item \(item)"
                return cell
            }
            var items = Array(0..<10_000)
            var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
            window.layoutIfNeeded()
            var random = BenchRandom()
            var next = 10_000
            var times: [Double] = []
            for _ in 0..<(quick ? 10 : 40) {
                // 1 %: 50 deleted, 50 inserted (25 new, 25 moved).
                for _ in 0..<50 { items.remove(at: Int(random.next() % UInt64(items.count))) }
                for k in 0..<50 {
                    let value: Int
                    if k < 25 {
                        value = next
                        next += 1
                    } else {
                        value = items.remove(at: Int(random.next() % UInt64(items.count)))
                    }
                    items.insert(value, at: Int(random.next() % UInt64(items.count)))
                }
                let start = now()
                var changed = NSDiffableDataSourceSnapshot<Int, Int>()
                changed.appendSections([0])
                changed.appendItems(items)
                dataSource.apply(changed, animatingDifferences: false)
                window.layoutIfNeeded()
                times.append(now() - start)
            }
            let ms = median(times) * 1000
            report(
                Row(
                    name: "15. diffable apply, 10,000 items, 1 % changed", unit: "ms", ours: ms, baseline: nil,
                    ratio: nil, target: "≤ 10 ms", met: ms <= 10,
                    method:
                        "UITableViewDiffableDataSource.apply of a snapshot with 1 % of 10,000 items replaced; median",
                    note: "snapshot built, diffed, batch-updated and laid out"))
        }
    }
}
