import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The switch: a tap flips it and sends `.valueChanged`; setting `isOn` in code sends nothing.
@MainActor
@Suite struct UISwitchTests {
    @Test func aTapFlipsItAndSendsValueChangedOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 51, height: 31))
        root.addSubview(toggle)
        var changes: [Bool] = []
        toggle.addAction(UIAction { _ in changes.append(toggle.isOn) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 30, y: 25))
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 30, y: 25))
        #expect(changes == [true, false])
        toggle.setOn(true, animated: false)
        #expect(toggle.isOn && changes.count == 2, "a change made in code sends no action")
    }
}
