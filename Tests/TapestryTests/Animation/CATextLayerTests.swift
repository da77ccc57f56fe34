import Foundation
import Testing

@testable import Tapestry

/// A text layer's defaults (Core Animation's) and the font it draws in.
@MainActor
@Suite struct CATextLayerTests {
    @Test func defaultsAreCoreAnimations() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor == CGColor(gray: 1, alpha: 1), "36-pt white")
        #expect(!layer.isWrapped && layer.truncationMode == .none && layer.alignmentMode == .natural)
        #expect(layer.string == nil && layer.font == nil)
    }

    @Test func theFontIsTheGivenFamilyAtTheLayersSize() {
        let layer = CATextLayer()
        layer.fontSize = 20
        #expect(layer.resolvedFont.pointSize == 20)
        layer.font = UIFont.boldSystemFont(ofSize: 9)
        #expect(layer.resolvedFont == UIFont.boldSystemFont(ofSize: 20), "a UIFont's face at fontSize")
        layer.font = CGFont("Courier" as CFString)
        #expect(layer.resolvedFont.familyName == "Courier" && layer.resolvedFont.pointSize == 20)
        layer.font = "Georgia" as NSString
        #expect(layer.resolvedFont.familyName == "Georgia")
        #expect(CGFont("" as CFString) == nil)
    }

    @Test func aChangeAsksForARedrawAndACopyKeepsTheText() {
        let layer = CATextLayer()
        layer._markDisplayed()
        layer.string = "Hi"
        #expect(layer.needsDisplay)
        layer.fontSize = 12
        layer.alignmentMode = .center
        let copy = CATextLayer(layer: layer)
        #expect(copy.string as? String == "Hi" && copy.fontSize == 12 && copy.alignmentMode == .center)
    }

    @Test func thePreferredSizeIsTheTexts() {
        let plain = CALayer()
        plain.bounds = CGRect(x: 0, y: 0, width: 30, height: 20)
        #expect(plain.preferredFrameSize() == CGSize(width: 30, height: 20), "a plain layer: its bounds' size")
        let layer = CATextLayer()
        #expect(layer.preferredFrameSize() == .zero, "no text")
        layer.string = "Hello"
        layer.fontSize = 20
        let short = layer.preferredFrameSize()
        #expect(short.width > 20 && short.height >= 20 && short.height < 40)
        #expect(short.width == short.width.rounded(.up) && short.height == short.height.rounded(.up))
        layer.string = "Hello, world"
        #expect(layer.preferredFrameSize().width > short.width, "longer text, wider")
        layer.fontSize = 40
        #expect(layer.preferredFrameSize().height > short.height, "a larger font, taller")
        // Wrapped text is measured at the bounds' width: more lines, not more width.
        layer.isWrapped = true
        layer.bounds = CGRect(x: 0, y: 0, width: 80, height: 10)
        let wrapped = layer.preferredFrameSize()
        #expect(wrapped.width <= 80 && wrapped.height > short.height * 2)
        layer.string = NSAttributedString(string: "Hi", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        layer.isWrapped = false
        #expect(layer.preferredFrameSize().height < short.height, "the attributed string's own font")
    }
}
