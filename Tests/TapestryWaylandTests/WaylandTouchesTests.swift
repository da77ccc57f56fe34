import Foundation
import Tapestry
import TapestryTesting
import Testing

@testable import TapestryWayland

/// Touch-screen points and touchpad pinches as the engine's touches, without a compositor.
@MainActor
@Suite struct WaylandTouchesTests {
    @Test func pointsGatherUntilTheFrameAndGoToTheirOwnWindows() {
        var touches = WaylandTouches()
        touches.down(id: 0, in: 1, at: CGPoint(x: 10, y: 10))
        touches.down(id: 1, in: 2, at: CGPoint(x: 50, y: 50))
        touches.motion(id: 0, to: CGPoint(x: 12, y: 10))
        touches.motion(id: 0, to: CGPoint(x: 14, y: 10))
        let frame = touches.frame()
        #expect(frame.map(\.window) == [1, 2])
        #expect(frame[0].changes.map(\.phase) == [.began, .moved], "two moves in one frame: the last place only")
        #expect(frame[0].changes.last?.location == CGPoint(x: 14, y: 10))
        #expect(frame[1].changes.map(\.identifier) == [WaylandTouches.firstIdentifier + 1])
        touches.up(id: 0)
        let lifted = touches.frame()
        #expect(lifted.count == 1 && lifted[0].changes.map(\.phase) == [.ended])
        #expect(touches.isTouching)
        let cancelled = touches.cancel()
        #expect(cancelled.map(\.window) == [2] && cancelled[0].changes.map(\.phase) == [.cancelled])
        #expect(!touches.isTouching)
        #expect(touches.frame().isEmpty)
    }

    @Test func aPinchSpreadsAndTurnsTwoFingersAroundThePointer() {
        var pinch = TouchpadPinch()
        let began = pinch.begin(at: CGPoint(x: 100, y: 100))
        #expect(began.map(\.location) == [CGPoint(x: 150, y: 100), CGPoint(x: 50, y: 100)])
        let spread = pinch.update(dx: 10, dy: 0, scale: 2, rotation: 0)
        #expect(spread.map(\.location) == [CGPoint(x: 210, y: 100), CGPoint(x: 10, y: 100)])
        let turned = pinch.update(dx: 0, dy: 0, scale: 1, rotation: 90)
        #expect(abs(turned[0].location.x - 110) < 0.001 && abs(turned[0].location.y - 150) < 0.001)
        let ended = pinch.end(cancelled: false)
        #expect(ended.map(\.phase) == [.ended, .ended])
        #expect(pinch.end(cancelled: true).isEmpty, "nothing to end twice")
        #expect(pinch.update(dx: 1, dy: 1, scale: 1, rotation: 0).isEmpty)
    }

    @Test func aTouchpadPinchDrivesThePinchAndRotationRecognizers() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let root: UIView = controller.view
        let synthesizer = EventSynthesizer(window: window)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        root.addSubview(view)
        var scale: CGFloat = 0, rotation: CGFloat = 0
        let pinchRecognizer = UIPinchGestureRecognizer { scale = $0.scale }
        let rotationRecognizer = UIRotationGestureRecognizer { rotation = $0.rotation }
        pinchRecognizer.delegate = simultaneous
        rotationRecognizer.delegate = simultaneous
        view.addGestureRecognizer(pinchRecognizer)
        view.addGestureRecognizer(rotationRecognizer)
        var pinch = TouchpadPinch()
        let input = UIApplication.shared.input
        input.touchesChanged(pinch.begin(at: CGPoint(x: 150, y: 150)), in: window)
        for step in 1...5 {
            synthesizer.advance(by: 0.016)
            let t = CGFloat(step) / 5
            input.touchesChanged(pinch.update(dx: 0, dy: 0, scale: 1 + t, rotation: 45 * t), in: window)
        }
        input.touchesChanged(pinch.end(cancelled: false), in: window)
        #expect(abs(scale - 2) < 0.01, "the pinch's scale is the touchpad's: \(scale)")
        #expect(abs(rotation - .pi / 4) < 0.01, "the rotation is the touchpad's, in radians: \(rotation)")
    }

    private let simultaneous = Simultaneous()
}

@MainActor
private final class Simultaneous: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { true }
}
