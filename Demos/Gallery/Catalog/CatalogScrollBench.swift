import CCairo
import Foundation
import Tapestry
import TapestryCairo

/// `tapestry-demo --scroll-bench SCALE FRAMES` (make bench's case 21): the catalog's longest table, in the
/// catalog's window inside its navigation controller, scrolled down and back 6 points a frame, each frame a whole
/// frame of the loop (the frame step, then the damage drawn at SCALE device pixels per point into the window's
/// surface), headless on the virtual clock. Prints which table, then the p50, p99 and max frame times in
/// milliseconds.
@MainActor
enum CatalogScrollBench {
    static func run(scale: Double, frames: Int) -> Never {
        let application = UIApplication.shared
        application.clock.useVirtualTime()
        // The longest table: every table screen of the catalog (and its root) laid out, the tallest content kept.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 720))
        window.backgroundColor = .white
        let candidates: [(String, () -> UIViewController)] =
            [("catalog root", { CatalogRootController() })]
            + catalogSections.flatMap { $0.entries }.map { entry in (entry.title, entry.make) }
        var best: (name: String, make: () -> UIViewController, height: CGFloat)?
        for (name, make) in candidates {
            let navigation = UINavigationController(rootViewController: make())
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            guard let table = navigation.topViewController?.view as? UITableView else { continue }
            table.layoutIfNeeded()
            if table.contentSize.height > best?.height ?? 0 { best = (name, make, table.contentSize.height) }
        }
        guard let best else {
            print("no table")
            exit(1)
        }
        let navigation = UINavigationController(rootViewController: best.make())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        application.frameStep.run()
        guard let table = navigation.topViewController?.view as? UITableView else { exit(1) }
        let surface = cairo_image_surface_create(
            CAIRO_FORMAT_RGB24, Int32(480 * scale), Int32(720 * scale))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, scale, scale)
        let renderer = ViewRenderer()
        renderer.renderDamage(of: window, into: cr)
        let top = -table.adjustedContentInset.top
        let bottom = max(top, table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height)
        var offset = top, step: CGFloat = 6
        var times: [Double] = []
        for _ in 0..<frames {
            offset += step
            if offset >= bottom || offset <= top {
                offset = min(max(offset, top), bottom)
                step = -step
            }
            let start = ProcessInfo.processInfo.systemUptime
            table.contentOffset.y = offset
            application.clock.advance(by: 1.0 / 60)
            application.frameStep.run()
            renderer.renderDamage(of: window, into: cr)
            cairo_surface_flush(surface)
            times.append((ProcessInfo.processInfo.systemUptime - start) * 1000)
        }
        let sorted = times.sorted()
        let p50 = sorted[sorted.count / 2], p99 = sorted[min(sorted.count - 1, sorted.count * 99 / 100)]
        print("\(best.name.replacingOccurrences(of: " ", with: "_")) \(Int(best.height)) \(p50) \(p99) \(sorted.last!)")
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        exit(0)
    }
}
