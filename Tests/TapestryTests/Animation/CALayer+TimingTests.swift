import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A layer's own time: speed, time offset, begin time, and converting times between layers.
@MainActor
@Suite struct CALayerTimingTests {
    private func fade(_ layer: CALayer) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        layer.add(fade, forKey: "fade")
    }

    @Test func aPausedSuperlayerHoldsItsSublayersAnimationsAndATimeOffsetScrubsThem() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        root.layer.addSublayer(parent)
        parent.speed = 0
        fade(child)
        synthesizer.advance(by: 0.5)
        #expect(child.presentation()!.opacity == 1, "paused: still at the start")
        #expect(!UIApplication.shared.animationEngine.isAnimating, "a paused layer asks for no frames")
        parent.timeOffset = 0.25
        #expect(abs(child.presentation()!.opacity - 0.75) < 0.01)
        // Resuming as Apple's technical note does: the time since the pause becomes the begin time.
        let pausedTime = parent.timeOffset
        parent.speed = 1
        parent.timeOffset = 0
        parent.beginTime = 0
        parent.beginTime = parent.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
        #expect(abs(child.presentation()!.opacity - 0.75) < 0.01, "resumed where it was paused")
        synthesizer.advance(by: 0.25)
        #expect(abs(child.presentation()!.opacity - 0.5) < 0.01)
        parent.speed = 2
        parent.beginTime = CACurrentMediaTime()
        parent.timeOffset = 0.5
        synthesizer.advance(by: 0.125)
        #expect(abs(child.presentation()!.opacity - 0.25) < 0.01, "double speed")
        synthesizer.advance(by: 0.25)
        #expect(child.animation(forKey: "fade") == nil, "it ended on the layer's time")
    }

    @Test func timesConvertBetweenLayers() {
        let parent = CALayer()
        let child = CALayer()
        parent.addSublayer(child)
        child.speed = 2
        child.timeOffset = 1
        #expect(child.convertTime(10, from: parent) == 21)
        #expect(child.convertTime(21, to: parent) == 10)
        parent.speed = 0
        #expect(child.convertTime(5, to: nil) == .infinity)
    }

    @Test func aSublayerTransformMovesTheSublayersAboutTheAnchor() {
        let parent = CALayer()
        parent.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        parent.position = CGPoint(x: 50, y: 50)
        let child = CALayer()
        child.frame = CGRect(x: 60, y: 50, width: 10, height: 10)
        parent.addSublayer(child)
        parent.sublayerTransform = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        // The child's origin (60, 50) turns a quarter about the parent's centre (50, 50): to (50, 60).
        let p = child.convert(CGPoint.zero, to: parent)
        #expect(abs(p.x - 50) < 0.001 && abs(p.y - 60) < 0.001)
    }

    @Test func layersAndAnimationsShareCAMediaTiming() {
        func pause(_ timing: inout some CAMediaTiming) {
            timing.speed = 0
            timing.timeOffset = 2
        }
        var layer = CALayer()
        var animation = CABasicAnimation(keyPath: "opacity")
        pause(&layer)
        pause(&animation)
        #expect(layer.speed == 0 && layer.timeOffset == 2)
        #expect(animation.speed == 0 && animation.timeOffset == 2)
        // The rest of the protocol is kept on a layer.
        layer.fillMode = .forwards
        layer.duration = 3
        layer.autoreverses = true
        #expect(layer.fillMode == .forwards && layer.duration == 3 && layer.autoreverses)
        let timings: [any CAMediaTiming] = [layer, animation]
        #expect(timings.allSatisfy { $0.speed == 0 })
    }
}
