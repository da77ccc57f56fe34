import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Events: which touches belong to a view, a window or a recognizer.
@MainActor
@Suite struct UIEventTests {
    @Test func touchesAreFoundByViewWindowAndRecognizer() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let right = UIView(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
        let pan = UIPanGestureRecognizer()
        right.addGestureRecognizer(pan)
        root.addSubview(left)
        root.addSubview(right)
        var seen: UIEvent?
        final class Catcher: UIView {
            var onBegan: (UIEvent?) -> Void = { _ in }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onBegan(event) }
        }
        let catcher = Catcher(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
        catcher.onBegan = { seen = $0 }
        root.addSubview(catcher)
        let a = synthesizer.touchDown(at: CGPoint(x: 10, y: 10))
        let b = synthesizer.touchDown(at: CGPoint(x: 160, y: 10))
        _ = synthesizer.touchDown(at: CGPoint(x: 10, y: 210))
        let event = try! #require(seen)
        #expect(event.type == .touches && event.allTouches?.count == 3)
        #expect(event.touches(for: left) == [a])
        #expect(event.touches(for: right) == [b])
        #expect(event.touches(for: window)?.count == 3)
        #expect(event.touches(for: pan) == [b])
    }

    @Test func anEventKeepsTheModifiersAndButtonsOfItsMoment() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        final class Field: UIView {
            var letterEvents: [UIPressesEvent] = []
            var touchButtons: [UIEvent.ButtonMask] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                if let event, presses.first?.key?.keyCode != .keyboardLeftShift { letterEvents.append(event) }
            }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                touchButtons.append(event?.buttonMask ?? [])
            }
        }
        let field = Field(frame: root.bounds)
        root.addSubview(field)
        _ = field.becomeFirstResponder()
        let shift = synthesizer.holdKey(.keyboardLeftShift)
        synthesizer.press("a")
        synthesizer.releaseKey(shift)
        synthesizer.press("b")
        let letters = field.letterEvents
        #expect(letters.count == 2)
        #expect(letters.first?.modifierFlags == .shift, "read after Shift was released, the event still has it")
        #expect(letters.last?.modifierFlags == [])
        let input = UIApplication.shared.input
        input.buttonMask = .primary
        input.touchBegan(1, at: CGPoint(x: 5, y: 5), in: window)
        input.buttonMask = []
        input.touchEnded(1)
        #expect(field.touchButtons == [.primary])
    }
}
