import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// A text field's own drawing: the border around `borderRect(forBounds:)`, the selection and the caret.
@MainActor
@Suite struct UITextFieldDrawingTests {
    @Test func theBorderFollowsTheBorderRectangle() {
        final class InsetBorder: UITextField {
            override func borderRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 10, dy: 5) }
        }
        UIApplication.replaceShared()
        let stage = FrameStage(width: 200, height: 100)
        let field = InsetBorder(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        field.borderStyle = .line
        stage.root.addSubview(field)
        let pixels = stage.frame()
        #expect(pixels.pixel(x: 20, y: 30).r < 100, "the left edge of the inset border")
        #expect(pixels.pixel(x: 10, y: 30).r > 200, "nothing at the bounds' edge")
    }

    @Test func aBackgroundImageTakesThePlaceOfTheBorderAndTheDisabledOneWhileDisabled() {
        UIApplication.replaceShared()
        func filled(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: .init(scale: 1)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        let stage = FrameStage(width: 200, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 140, height: 40))
        field.borderStyle = .line
        field.background = filled(.systemYellow)
        field.disabledBackground = filled(.systemGreen)
        stage.root.addSubview(field)
        let enabled = stage.frame().pixel(x: 12, y: 30)
        #expect(enabled.r > 200 && enabled.g > 180 && enabled.b < 80, "the background image: \(enabled)")
        field.isEnabled = false
        field.setNeedsDisplay()
        let disabled = stage.frame().pixel(x: 12, y: 30)
        #expect(disabled.g > 150 && disabled.r < 120, "the disabled one: \(disabled)")
        field.borderStyle = .roundedRect
        field.isEnabled = true
        let rounded = stage.frame().pixel(x: 20, y: 30)
        #expect(rounded.r > 240 && rounded.g > 240 && rounded.b > 240, "a rounded field ignores it: \(rounded)")
    }

    @Test func aSelectionIsTintedAndTheCaretDrawnWhileEditing() {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 200, height: 100)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 160, height: 40))
        field.text = "selected"
        field.tintColor = .systemBlue
        stage.root.addSubview(field)
        _ = field.becomeFirstResponder()
        field.selectedRange = NSRange(location: 0, length: 8)
        let pixels = stage.frame(after: 0.02)
        let tinted = (12..<80).contains { x in
            let p = pixels.pixel(x: x, y: 30)
            return p.b > 200 && p.r < 230 && p.r > 120
        }
        #expect(tinted, "the selection's light tint behind the text")
        field.selectedRange = NSRange(location: 8, length: 0)
        #expect(field.isCaretVisible)
        let caret = field.caretRect
        let drawn = stage.frame(after: 0.02)
        let x = Int(caret.midX.rounded(.down)) + 10
        let p = drawn.pixel(x: x, y: 30)
        #expect(p.b > 150 && p.r < 120, "the caret in the tint colour at \(x): \(p)")
    }
}
