import Foundation
import Tapestry
import TapestryCairo
import TapestryTesting
import Testing

/// `UITextField.adjustsFontSizeToFitWidth`, drawn: text too wide shrinks to fit while the field is not edited.
@MainActor
@Suite struct UITextFieldFontShrinkingTests {
    /// The columns and rows of the field's area (10…130 × 10…40) that have text ink.
    private func ink(_ pixels: PixelBuffer) -> (columns: Set<Int>, rows: Set<Int>) {
        var columns: Set<Int> = [], rows: Set<Int> = []
        for x in 10..<130 {
            for y in 10..<40 where pixels.pixel(x: x, y: y).r < 200 {
                columns.insert(x)
                rows.insert(y)
            }
        }
        return (columns, rows)
    }

    @Test func aLongTextShrinksToShowAllOfItOnlyWhenAsked() {
        UIApplication.replaceShared()  // a fresh application for each test
        let stage = FrameStage()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 120, height: 30))
        field.text = "A text much too long for this field"
        field.font = .systemFont(ofSize: 17)
        stage.root.addSubview(field)
        let clipped = ink(stage.frame(after: 0))
        field.adjustsFontSizeToFitWidth = true
        let shrunk = ink(stage.frame(after: 0.02))
        // 17 pt shrinks to about 8 pt: half as tall, and it still spans the field.
        #expect(
            !clipped.rows.isEmpty && shrunk.rows.count * 3 < clipped.rows.count * 2,
            "\(shrunk.rows.count) rows vs \(clipped.rows.count)")
        #expect(shrunk.columns.max()! > 110 && shrunk.columns.min()! < 20)
        // A floor: never smaller than minimumFontSize.
        field.minimumFontSize = 17
        let floored = ink(stage.frame(after: 0.02))
        #expect(floored.rows.count > shrunk.rows.count + 1, "\(floored.rows.count) rows vs \(shrunk.rows.count)")
    }
}
