import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The segmented control: segments by title, selection by touch, momentary mode.
@MainActor
@Suite struct UISegmentedControlTests {
    @Test func aTouchLiftedInASegmentSelectsIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        root.addSubview(control)
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        var selected: [Int] = []
        control.addAction(UIAction { _ in selected.append(control.selectedSegmentIndex) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 150, y: 16))
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 280, y: 16))
        #expect(selected == [1, 2])
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.titleForSegment(at: 0) == "Zero" && control.numberOfSegments == 4)
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0)
    }
}
