import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Touches: locations in any view, the previous location, identity.
@MainActor
@Suite struct UITouchTests {
    @Test func locationsConvertToAnyViewAndRememberThePreviousOne() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let inner = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        root.addSubview(inner)
        let touch = synthesizer.touchDown(at: CGPoint(x: 110, y: 60))
        #expect(touch.view === inner && touch.phase == .began && touch.tapCount == 1)
        #expect(touch.location(in: inner) == CGPoint(x: 10, y: 10))
        #expect(touch.location(in: nil) == CGPoint(x: 110, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 130, y: 70))
        #expect(touch.phase == .moved)
        #expect(touch.previousLocation(in: inner) == CGPoint(x: 10, y: 10))
        #expect(touch.location(in: inner) == CGPoint(x: 30, y: 20))
        synthesizer.touchUp(touch)
        #expect(touch.phase == .ended && touch.view === inner, "the view stays fixed for the touch's life")
    }

    @Test func touchesAreEqualOnlyToThemselves() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, _, synthesizer) = makeWindow()
        let a = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let b = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        #expect(a != b && a == a)
        #expect(Set([a, b, a]).count == 2)
    }

    @Test func aFingerHasNoStylusAngles() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let touch = synthesizer.touchDown(at: CGPoint(x: 20, y: 20))
        // Drawing code divides by the altitude: a finger is perpendicular, as UIKit reports it.
        #expect(touch.altitudeAngle == .pi / 2)
        #expect(touch.azimuthAngle(in: root) == 0 && touch.azimuthUnitVector(in: root) == CGVector(dx: 1, dy: 0))
        #expect(touch.rollAngle == 0)
        #expect(touch.type == .direct && UITouch.TouchType.stylus == .pencil)
        synthesizer.touchUp(touch)
    }
}
