import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The colour well: a tap presents the colour picker from it; a colour chosen there becomes the well's and
/// sends `.valueChanged`; setting the colour in code sends nothing.
@MainActor
@Suite struct UIColorWellTests {
    @Test func aTapPresentsThePickerAndAChoiceComesBack() throws {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 480, height: 480)
        let well = UIColorWell(frame: CGRect(x: 20, y: 20, width: 28, height: 28))
        well.supportsAlpha = false
        well.title = "Tint"
        root.addSubview(well)
        var events = 0
        well.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
        well.selectedColor = .systemGreen
        #expect(events == 0, "set in code: no event")
        #expect(well.intrinsicContentSize == CGSize(width: 28, height: 28))
        synthesizer.tap(at: CGPoint(x: 34, y: 34))
        synthesizer.advance(by: 1)
        let picker = try #require(well.presentedPicker)
        #expect(window.rootViewController?.presentedViewController === picker)
        #expect(picker.title == "Tint" && !picker.supportsAlpha)
        #expect(picker.selectedColor == .systemGreen, "the picker starts at the well's colour")
        picker.choose(.systemPurple)
        #expect(well.selectedColor?.cgColor == UIColor.systemPurple.cgColor && events == 1)
        picker.finish()
        #expect(well.presentedPicker == nil)
    }
}
