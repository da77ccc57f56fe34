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

    @Test func itIs63By28WhateverFrameItIsGiven() {
        // UIKit 26 (measured): the switch forces its size; a frame given moves it only.
        let zero = UISwitch(frame: .zero)
        #expect(zero.frame == CGRect(x: 0, y: 0, width: 63, height: 28))
        let toggle = UISwitch(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        #expect(toggle.frame == CGRect(x: 10, y: 20, width: 63, height: 28))
        toggle.frame = CGRect(x: 5, y: 6, width: 1, height: 1)
        #expect(toggle.frame == CGRect(x: 5, y: 6, width: 63, height: 28))
        toggle.bounds = CGRect(x: 0, y: 0, width: 300, height: 300)
        #expect(toggle.bounds.size == CGSize(width: 63, height: 28))
        #expect(toggle.intrinsicContentSize == CGSize(width: 63, height: 28))
        #expect(toggle.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 63, height: 28))
        // Auto Layout stretching it moves it, keeping the size.
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let constrained = UISwitch()
        constrained.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            constrained.topAnchor.constraint(equalTo: container.topAnchor, constant: 30),
            constrained.widthAnchor.constraint(equalToConstant: 120),
        ])
        container.layoutIfNeeded()
        #expect(constrained.frame == CGRect(x: 20, y: 30, width: 63, height: 28))
    }

    @Test func theStyleIsSlidingWhateverIsPreferred() {
        let toggle = UISwitch()
        #expect(toggle.preferredStyle == .automatic && toggle.style == .sliding)
        toggle.preferredStyle = .checkbox
        toggle.title = "Remember me"
        #expect(toggle.preferredStyle == .checkbox && toggle.style == .sliding, "a checkbox is the Mac idiom's")
        #expect(toggle.title == "Remember me" && toggle.onImage == nil && toggle.offImage == nil)
    }
}
