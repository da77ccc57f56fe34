import CCairo
import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// `snapshotView(afterScreenUpdates:)`, `resizableSnapshotView` and `CALayer.render(in:)`.
@MainActor
@Suite struct UIViewSnapshotTests {
    @Test func aSnapshotKeepsHowTheViewLookedWhenItWasTaken() throws {
        UIApplication.replaceShared()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        view.backgroundColor = .red
        let inner = UIView(frame: CGRect(x: 20, y: 0, width: 20, height: 20))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        let snapshot = try #require(view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.bounds.size == view.bounds.size && snapshot.subviews.isEmpty)
        view.backgroundColor = .green
        inner.isHidden = true
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: snapshot))
        #expect(pixels.pixel(x: 5, y: 10) == .init(r: 255, g: 0, b: 0, a: 255), "the red it had")
        #expect(pixels.pixel(x: 30, y: 10) == .init(r: 0, g: 0, b: 255, a: 255), "the subview it had")
        let part = try #require(
            view.resizableSnapshotView(
                from: CGRect(x: 20, y: 0, width: 20, height: 20), afterScreenUpdates: false, withCapInsets: .zero))
        #expect(part.bounds.size == CGSize(width: 20, height: 20))
        let partPixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: part))
        #expect(partPixels.pixel(x: 5, y: 5) == .init(r: 0, g: 255, b: 0, a: 255), "taken now: green, no subview")
    }

    @Test func theScreensSnapshotShowsTheAppsWindowsWhereTheyAre() throws {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 30, y: 40, width: 50, height: 20))
        window.rootViewController = UIViewController()
        window.rootViewController?.view.backgroundColor = .blue
        window.makeKeyAndVisible()
        let screen = UIScreen.main.snapshotView(afterScreenUpdates: true)
        #expect(screen.bounds == UIScreen.main.bounds)
        let shown = try #require(screen.subviews.first)
        #expect(screen.subviews.count == 1 && shown.frame == window.frame)
        window.rootViewController?.view.backgroundColor = .red
        let pixels = try PixelBuffer(pngData: UIImageRendering.pngData(of: shown))
        #expect(pixels.pixel(x: 10, y: 10) == .init(r: 0, g: 0, b: 255, a: 255), "frozen as it was")
    }

    @Test func aLayerRendersInItsOwnCoordinates() throws {
        UIApplication.replaceShared()
        let layer = CALayer()
        layer.frame = CGRect(x: 100, y: 100, width: 10, height: 10)
        layer.backgroundColor = UIColor.red.cgColor
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        view.backgroundColor = .blue
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: .init(scale: 1))
        let standalone = try PixelBuffer(pngData: renderer.pngData { layer.render(in: $0.cgContext) })
        let backing = try PixelBuffer(pngData: renderer.pngData { view.layer.render(in: $0.cgContext) })
        #expect(standalone.pixel(x: 5, y: 5) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(backing.pixel(x: 5, y: 5) == .init(r: 0, g: 0, b: 255, a: 255))
    }
}
