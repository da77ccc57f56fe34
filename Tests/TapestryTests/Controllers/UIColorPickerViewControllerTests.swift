import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The colour picker: swatches set the colour and tell the delegate, the opacity slider keeps the hue and tells
/// it continuously while dragged, and Done or a dismissal tells it the picker finished, once.
@MainActor
@Suite struct UIColorPickerViewControllerTests {
    final class Listener: NSObject, UIColorPickerViewControllerDelegate {
        var log: [String] = []
        func colorPickerViewController(
            _ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool
        ) { log.append("select alpha \(color.alpha) \(continuously ? "continuously" : "final")") }
        func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) { log.append("finish") }
    }

    @Test func aTappedSwatchIsChosenAndDoneFinishes() throws {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow(width: 480, height: 480)
        let picker = UIColorPickerViewController()
        let listener = Listener()
        picker.delegate = listener
        let navigation = UINavigationController(rootViewController: picker)
        window.rootViewController = navigation
        synthesizer.advance(by: 0)
        #expect(picker.swatches.count == 12 * 5)
        let swatch = picker.swatches[7]  // system blue
        synthesizer.tap(at: swatch.convert(CGPoint(x: 13, y: 13), to: nil))
        #expect(picker.selectedColor.cgColor == UIColor.systemBlue.cgColor)
        #expect(listener.log == ["select alpha 1.0 final"])
        picker.setOpacity(0.5, continuously: true)
        #expect(abs(picker.selectedColor.alpha - 0.5) < 0.001 && listener.log.last == "select alpha 0.5 continuously")
        picker.supportsAlpha = false
        picker.choose(.systemRed)
        #expect(picker.selectedColor.alpha == 1, "no opacity without alpha support")
        picker.finish()
        picker.finish()
        #expect(listener.log.filter { $0 == "finish" }.count == 1)
    }
}
