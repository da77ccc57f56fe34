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
}
