import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// A text field subclass moving its text and placeholder, or drawing its own, through UIKit's overridable
/// rectangles and drawing methods (as floating-label fields do).
@MainActor
@Suite struct UITextFieldRectsTests {
    /// A field whose text sits in its lower half and whose placeholder is its own business.
    final class FloatingField: UITextField {
        var placeholderDraws = 0
        override func textRect(forBounds bounds: CGRect) -> CGRect {
            CGRect(x: bounds.minX + 4, y: bounds.midY, width: bounds.width - 8, height: bounds.height / 2)
        }
        override func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
        override func drawPlaceholder(in rect: CGRect) { placeholderDraws += 1 }
    }

    /// The rows of the field's area (x 10…150, y 10…70) with dark ink.
    private func inkRows(_ pixels: PixelBuffer) -> [Int] {
        (10..<70).filter { y in (10..<150).contains { pixels.pixel(x: $0, y: y).r < 150 } }
    }

    @Test func theTextIsDrawnAndEditedInTheRectanglesASubclassGives() {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 200, height: 100)
        let field = FloatingField(frame: CGRect(x: 10, y: 10, width: 140, height: 60))
        field.borderStyle = .none
        field.placeholder = "Name"
        stage.root.addSubview(field)
        _ = stage.frame()
        #expect(field.placeholderDraws > 0, "asked to draw the placeholder while empty")
        #expect(inkRows(stage.frame(after: 0.02)).isEmpty, "and it drew nothing")

        field.text = "Hello"
        let rows = inkRows(stage.frame(after: 0.02))
        #expect(!rows.isEmpty && rows.allSatisfy { $0 >= 40 }, "in the lower half: \(rows)")

        stage.synthesizer.tap(at: CGPoint(x: 60, y: 55))
        #expect(field.isFirstResponder)
        let caret = field.caretRect
        #expect(caret.midY > 30 && caret.midY < 60, "the caret in the editing rectangle: \(caret)")
    }

    @Test func thePlaceholderIsDrawnInItsRectangle() {
        final class LowPlaceholder: UITextField {
            override func placeholderRect(forBounds bounds: CGRect) -> CGRect {
                CGRect(x: bounds.minX, y: bounds.maxY - 20, width: bounds.width, height: 20)
            }
        }
        UIApplication.replaceShared()
        let stage = FrameStage(width: 200, height: 100)
        let field = LowPlaceholder(frame: CGRect(x: 10, y: 10, width: 140, height: 60))
        field.borderStyle = .none
        field.placeholder = "Name"
        stage.root.addSubview(field)
        let pixels = stage.frame()
        let rows = (10..<70).filter { y in (10..<150).contains { pixels.pixel(x: $0, y: y).r < 230 } }
        #expect(!rows.isEmpty && rows.allSatisfy { $0 >= 50 }, "in the bottom 20 pt: \(rows)")
    }

    @Test func theDefaultRectanglesAreTheBorderInsetsAndTheClearButtonRectPlacesIt() {
        UIApplication.replaceShared()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.borderStyle = .roundedRect
        #expect(field.borderRect(forBounds: field.bounds) == field.bounds)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 7, y: 2, width: 186, height: 26))
        #expect(field.editingRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        #expect(field.placeholderRect(forBounds: field.bounds) == field.textRect(forBounds: field.bounds))
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 174, y: 5, width: 20, height: 20))
    }
}
