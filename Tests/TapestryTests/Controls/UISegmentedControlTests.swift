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

    @Test func segmentsMadeFromActionsRunThemWhenChosen() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        var ran: [String] = []
        let list = UIAction(title: "List", identifier: UIAction.Identifier("list")) { _ in ran.append("list") }
        let grid = UIAction(title: "Grid", identifier: UIAction.Identifier("grid")) { _ in ran.append("grid") }
        let control = UISegmentedControl(frame: CGRect(x: 0, y: 0, width: 200, height: 32), actions: [list, grid])
        root.addSubview(control)
        #expect(control.titleForSegment(at: 1) == "Grid")
        #expect(control.segmentIndex(identifiedBy: UIAction.Identifier("grid")) == 1)
        synthesizer.tap(at: CGPoint(x: 150, y: 16))
        #expect(ran == ["grid"] && control.selectedSegmentIndex == 1)
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 150, y: 16))
        #expect(ran == ["grid"], "choosing the chosen segment again runs nothing")
        #expect(control.actionForSegment(at: 0) === list)
    }

    @Test func imageSegmentsAndFixedWidthsPlaceTheSegments() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let dot = UIImage(bitmap: ImageBitmap(width: 8, height: 8, bytesPerRow: 32))
        let control = UISegmentedControl(items: ["Text", dot])
        control.frame = CGRect(x: 0, y: 0, width: 300, height: 32)
        root.addSubview(control)
        #expect(control.imageForSegment(at: 1) === dot && control.titleForSegment(at: 1) == nil)
        control.insertSegment(with: dot, at: 0, animated: false)
        #expect(control.numberOfSegments == 3)
        control.setWidth(200, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 200)
        var selected: [Int] = []
        control.addAction(UIAction { _ in selected.append(control.selectedSegmentIndex) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: 190, y: 16))
        synthesizer.advance(by: 1)
        synthesizer.tap(at: CGPoint(x: 260, y: 16))
        #expect(selected == [0, 2], "200 pt for the first, 50 pt each for the others")
        let element = control.accessibilityElements?[2] as? UIAccessibilityElement
        #expect(element?.accessibilityFrame.minX == 250)
    }
}
