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
}
