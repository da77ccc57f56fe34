import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The frame step runs UIKit's phases in order, and is the only place layout starts from.
@MainActor
@Suite struct FrameStepTests {
    final class LoggingView: UIView {
        var log: Log?
        override func layoutSubviews() {
            super.layoutSubviews()
            log?("layout \(bounds.width)")
        }
    }

    @Test func displayLinksAndAnimationsComeBeforeLayoutInOneStep() {
        UIApplication.replaceShared()  // a fresh application for each test
        let log = Log()
        let (_, root, _) = makeWindow()
        let view = LoggingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(view)
        let step = UIApplication.shared.frameStep
        step.run()
        view.log = log
        let link = CADisplayLink { _ in
            log("display link")
            view.frame.size.width += 10
        }
        link.add(to: .main, forMode: .common)
        UIApplication.shared.clock.advance(by: 0.02)
        step.run()
        link.invalidate()
        #expect(log.lines == ["display link", "layout 20.0"])
    }

    @Test func layoutIsCurrentOnlyAfterTheStepOrAnInputEntryMadeIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let step = UIApplication.shared.frameStep
        step.run()
        #expect(step.isLayoutCurrent(in: window))
        root.setNeedsLayout()
        #expect(!step.isLayoutCurrent(in: window))
        UIApplication.shared.input.pointerMoved(to: CGPoint(x: 5, y: 5), in: window)
        #expect(step.isLayoutCurrent(in: window), "input makes layout current before it hit-tests")
        root.setNeedsLayout()
        step.makeLayoutCurrent()
        #expect(step.isLayoutCurrent(in: window))
    }

    @Test func theConstraintsGenerationMovesOnlyWhenConstraintsChange() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow()
        let step = UIApplication.shared.frameStep
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        child.widthAnchor.constraint(equalToConstant: 40).isActive = true
        step.run()
        let before = step.constraintsGeneration(of: window)
        #expect(before != nil)
        step.run()
        #expect(step.constraintsGeneration(of: window) == before)
        child.heightAnchor.constraint(equalToConstant: 30).isActive = true
        #expect(step.constraintsGeneration(of: window) != before)
    }

    @Test func standaloneLayersAreLaidOutInTheStepNotWhenDrawn() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Layout: NSObject, CALayerDelegate {
            var count = 0
            func layoutSublayers(of layer: CALayer) { count += 1 }
        }
        let (_, root, _) = makeWindow()
        let layer = CALayer()
        let layout = Layout()
        layer.delegate = layout
        root.layer.addSublayer(layer)
        layer.setNeedsLayout()
        layer.setNeedsLayout()
        #expect(layout.count == 0)
        UIApplication.shared.frameStep.run()
        #expect(layout.count == 1, "once, in the step")
        UIApplication.shared.frameStep.run()
        #expect(layout.count == 1)
    }

    /// A view whose `display(_:)` shows frames by setting its image, as animated-image views do.
    final class FrameView: UIImageView {
        var displayed = 0
        var frames: [UIImage] = []
        override func display(_ layer: CALayer) {
            displayed += 1
            image = frames[displayed % frames.count]
        }
    }

    @Test func viewsMarkedForDisplayGetDisplayInTheStepDrawnOrNot() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow()
        let view = FrameView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.frames = [UIColor.red, UIColor.blue].map { colour in
            UIGraphicsImageRendererless.image(colour)
        }
        root.addSubview(view)
        let step = UIApplication.shared.frameStep
        step.run()
        #expect(view.displayed == 0, "not asked to")
        view.layer.setNeedsDisplay()
        view.layer.setNeedsDisplay()
        #expect(view.displayed == 0)
        step.run()
        #expect(view.displayed == 1, "once, in the step, with no renderer drawing the window")
        #expect(view.image === view.frames[1])
        #expect(!view.needsDisplay, "its display(_:) gave the content: nothing left to draw")
        step.run()
        #expect(view.displayed == 1)
        view.setNeedsDisplay()
        step.run()
        #expect(view.displayed == 2)
        #expect(view.image === view.frames[0])
        // A view out of any window waits until it is shown.
        view.removeFromSuperview()
        view.setNeedsDisplay()
        step.run()
        #expect(view.displayed == 2)
    }
}

/// Solid images made of pixels, without a renderer.
enum UIGraphicsImageRendererless {
    static func image(_ colour: UIColor) -> UIImage {
        let bitmap = ImageBitmap(width: 1, height: 1, bytesPerRow: 4)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        colour.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        let word = UInt32(alpha * 255) << 24 | UInt32(red * 255) << 16 | UInt32(green * 255) << 8 | UInt32(blue * 255)
        bitmap.baseAddress.storeBytes(of: word, as: UInt32.self)
        return UIImage(bitmap: bitmap)
    }
}
