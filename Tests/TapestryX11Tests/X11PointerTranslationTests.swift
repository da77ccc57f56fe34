import CX11
import Foundation
import Tapestry
import TapestryX11
import Testing

/// Buttons, motion and XInput2 touches as touches, pure translation.
@Suite struct X11PointerTranslationTests {
    @Test func theLeftButtonIsOneFingerAndAltDragIsTwoMirrored() {
        var pointer = X11PointerTranslation()
        #expect(pointer.moved(to: CGPoint(x: 5, y: 5)) == [.hover(CGPoint(x: 5, y: 5))])
        #expect(
            pointer.buttonPressed(1, at: CGPoint(x: 10, y: 10), state: 0) == [
                .touches([.init(identifier: 1, phase: .began, location: CGPoint(x: 10, y: 10))])
            ])
        #expect(
            pointer.moved(to: CGPoint(x: -20, y: 10)) == [
                .touches([.init(identifier: 1, phase: .moved, location: CGPoint(x: -20, y: 10))])
            ])
        #expect(
            pointer.buttonReleased(1, at: CGPoint(x: -20, y: 10)) == [
                .touches([.init(identifier: 1, phase: .ended, location: CGPoint(x: -20, y: 10))])
            ])
        // Alt: two fingers mirrored around the window's centre, apart from the start (a pinch can begin).
        pointer.pivot = CGPoint(x: 100, y: 100)
        #expect(
            pointer.mirroredPoints(for: CGPoint(x: 120, y: 100)) == [CGPoint(x: 120, y: 100), CGPoint(x: 80, y: 100)])
        #expect(
            pointer.buttonPressed(1, at: CGPoint(x: 120, y: 100), state: UInt32(Mod1Mask)) == [
                .touches([
                    .init(identifier: 2, phase: .began, location: CGPoint(x: 120, y: 100)),
                    .init(identifier: 3, phase: .began, location: CGPoint(x: 80, y: 100)),
                ])
            ])
        #expect(
            pointer.moved(to: CGPoint(x: 130, y: 90)) == [
                .touches([
                    .init(identifier: 2, phase: .moved, location: CGPoint(x: 130, y: 90)),
                    .init(identifier: 3, phase: .moved, location: CGPoint(x: 70, y: 110)),
                ])
            ])
        // Alt+Shift: both move the same way.
        #expect(
            pointer.moved(to: CGPoint(x: 140, y: 90), state: UInt32(ShiftMask | Mod1Mask)) == [
                .touches([
                    .init(identifier: 2, phase: .moved, location: CGPoint(x: 140, y: 90)),
                    .init(identifier: 3, phase: .moved, location: CGPoint(x: 80, y: 110)),
                ])
            ])
        let cancel = pointer.cancel()
        #expect(cancel.count == 1)
        // A cancelled touch stays where it was last seen, never (0, 0).
        if case .touches(let changes)? = cancel.first { #expect(changes.allSatisfy { $0.location != .zero }) }
        #expect(!pointer.isTouching)
        #expect(pointer.buttonPressed(5, at: .zero, state: 0) == [.scroll(delta: CGPoint(x: 0, y: 40), at: .zero)])
    }

    @Test func theRightButtonIsASecondaryClickUnlessAFingerIsDown() {
        var pointer = X11PointerTranslation()
        #expect(pointer.buttonPressed(3, at: CGPoint(x: 4, y: 6), state: 0) == [.secondaryClick(CGPoint(x: 4, y: 6))])
        #expect(pointer.buttonReleased(3, at: CGPoint(x: 4, y: 6)) == [])
        _ = pointer.buttonPressed(1, at: CGPoint(x: 1, y: 1), state: 0)
        #expect(pointer.buttonPressed(3, at: CGPoint(x: 4, y: 6), state: 0) == [], "not while dragging")
    }

    @Test func xinput2TouchesBecomeConcurrentTouches() {
        let begin = X11PointerTranslation.touchChange(xiType: XI_TouchBegin, detail: 7, x: 200, y: 100, scale: 2)
        #expect(begin == .init(identifier: 1007, phase: .began, location: CGPoint(x: 100, y: 50)))
        #expect(
            X11PointerTranslation.touchChange(xiType: XI_TouchUpdate, detail: 8, x: 0, y: 0, scale: 1)?.phase == .moved)
        #expect(
            X11PointerTranslation.touchChange(xiType: XI_TouchEnd, detail: 8, x: 0, y: 0, scale: 1)?.phase == .ended)
        #expect(X11PointerTranslation.touchChange(xiType: XI_Motion, detail: 8, x: 0, y: 0, scale: 1) == nil)
    }

    @Test func smoothScrollValuatorsBecomeContinuousDeltasInWheelClicks() {
        var smooth = X11SmoothScroll(axes: [
            .init(device: 9, valuator: 2, vertical: false, increment: 120),
            .init(device: 9, valuator: 3, vertical: true, increment: 120),
        ])
        #expect(smooth.delta(device: 9, values: [0: 10, 1: 10, 3: 1000]) == nil, "the first value is a start")
        #expect(smooth.delta(device: 9, values: [3: 1030]) == CGPoint(x: 0, y: 10), "a quarter click is 10 points")
        #expect(smooth.delta(device: 9, values: [2: 500, 3: 1030]) == nil, "the horizontal axis starts")
        #expect(smooth.delta(device: 9, values: [2: 380]) == CGPoint(x: -40, y: 0))
        #expect(smooth.delta(device: 4, values: [3: 99]) == nil, "another device has no scroll axes")
        #expect(smooth.delta(device: 9, values: [0: 11, 1: 12]) == nil, "plain motion is not scrolling")
        smooth.reset()
        #expect(smooth.delta(device: 9, values: [3: 5000]) == nil, "after leaving, the axis starts anew")
    }
}
