import Foundation
import Tapestry
import TapestryCairo
import Testing

/// A segmented control drawn with the background and divider images set for its states.
@MainActor
@Suite struct UISegmentedControlImagesTests {
    func filled(_ color: UIColor, width: CGFloat = 4) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: width, height: 4), format: .init(scale: 1)).image { context in
            color.setFill()
            context.fill(CGRect(x: 0, y: 0, width: width, height: 4))
        }
    }

    @Test func backgroundAndDividerImagesTakeThePlaceOfTheSystemLook() {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 320, height: 60)
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        control.frame = CGRect(x: 10, y: 10, width: 300, height: 32)
        control.selectedSegmentIndex = 0
        control.setBackgroundImage(filled(.systemYellow), for: .normal, barMetrics: .default)
        control.setBackgroundImage(filled(.systemGreen), for: .selected, barMetrics: .default)
        control.setDividerImage(
            filled(.systemRed, width: 2), forLeftSegmentState: .normal, rightSegmentState: .normal,
            barMetrics: .default)
        stage.root.addSubview(control)
        let pixels = stage.frame()
        let selected = pixels.pixel(x: 14, y: 14)
        #expect(selected.g > 150 && selected.r < 120, "the selected segment's image: \(selected)")
        let other = pixels.pixel(x: 140, y: 14)
        #expect(other.r > 200 && other.g > 180 && other.b < 80, "the normal image behind the others: \(other)")
        let divider = pixels.pixel(x: 210, y: 26)
        #expect(divider.r > 200 && divider.g < 100, "the divider between the second and third: \(divider)")
    }

    @Test func anEmptyBackgroundImageDrawsNoTrackAndAdjustmentsMoveTheContent() {
        UIApplication.replaceShared()
        let control = UISegmentedControl(items: ["A", "B"])
        control.setBackgroundImage(UIImage(), for: .normal, barMetrics: .default)
        #expect(control.backgroundImage(for: .normal, barMetrics: .default) != nil)
        #expect(control.backgroundImage(for: .selected, barMetrics: .default) == nil)
        control.setContentPositionAdjustment(
            UIOffset(horizontal: 0, vertical: 2), forSegmentType: .any, barMetrics: .default)
        control.setContentOffset(CGSize(width: 3, height: 0), forSegmentAt: 1)
        #expect(control.contentPositionAdjustment(forSegmentType: .any, barMetrics: .default).vertical == 2)
        #expect(control.contentPositionAdjustment(forSegmentType: .left, barMetrics: .default) == .zero)
        #expect(control.contentOffsetForSegment(at: 1) == CGSize(width: 3, height: 0))
        let stage = FrameStage(width: 120, height: 40)
        control.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        stage.root.backgroundColor = .white
        stage.root.addSubview(control)
        let pixels = stage.frame()
        let track = pixels.pixel(x: 30, y: 3)
        #expect(track.r > 240 && track.g > 240 && track.b > 240, "no grey track under an empty image: \(track)")
    }
}
