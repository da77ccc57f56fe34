import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Docked input views and accessory bars while their responder is first responder (seed 004).
@MainActor
@Suite struct InputViewHostTests {
    @Test func seed004CustomKeyboardAndAccessoryBar() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let textView = SeedTextView(frame: CGRect(x: 10, y: 20, width: 300, height: 60))
        root.addSubview(textView)
        #expect(textView.keyboard.superview == nil)
        synthesizer.tap(at: CGPoint(x: 50, y: 40))
        #expect(textView.isFirstResponder)
        #expect(textView.backgroundColor == .black, "it highlights itself")
        window.layoutIfNeeded()
        #expect(
            textView.keyboard.convert(textView.keyboard.bounds, to: window)
                == CGRect(x: 0, y: 180, width: 320, height: 300))
        #expect(textView.bar.convert(textView.bar.bounds, to: window) == CGRect(x: 0, y: 120, width: 320, height: 60))
        synthesizer.type("键")
        #expect(textView.text == "键")
        // The rest of the window is not covered by the input views' hit area.
        #expect(window.hitTest(CGPoint(x: 50, y: 40), with: nil) === textView)
        synthesizer.tap(at: CGPoint(x: 40, y: 160))  // the "收起键盘" button in the bar
        #expect(!textView.isFirstResponder)
        #expect(textView.keyboard.superview == nil && textView.bar.superview == nil)
        #expect(window.hitTest(CGPoint(x: 40, y: 400), with: nil) === root, "nothing left at the bottom")
    }

    @Test func reloadInputViewsReplacesThemWhileFirstResponder() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Switching: UIView {
            var current = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
            override var canBecomeFirstResponder: Bool { true }
            override var inputView: UIView? { current }
        }
        let (window, root, _) = makeWindow(width: 320, height: 480)
        let view = Switching(frame: .zero)
        root.addSubview(view)
        view.becomeFirstResponder()
        let first = view.current
        #expect(first.window === window)
        view.current = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 200))
        view.reloadInputViews()
        window.layoutIfNeeded()
        #expect(first.superview == nil)
        #expect(view.current.convert(view.current.bounds, to: window) == CGRect(x: 0, y: 280, width: 320, height: 200))
    }
}
