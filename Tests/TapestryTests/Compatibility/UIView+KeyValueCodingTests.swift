import Foundation
import Testing

@testable import Tapestry

/// Views read and set by their Objective-C property names, as code that copies a label's properties by name
/// does (MarqueeLabel forwards these to its inner label).
@MainActor
@Suite struct UIViewKeyValueCodingTests {
    @Test func aLabelsPropertiesCopyByName() {
        let source = UILabel()
        source.textAlignment = .center
        source.numberOfLines = 3
        source.lineBreakMode = .byTruncatingMiddle
        source.isEnabled = false
        source.isHighlighted = true
        source.highlightedTextColor = .systemRed
        source.shadowOffset = CGSize(width: 2, height: 3)
        source.adjustsFontSizeToFitWidth = true
        source.minimumScaleFactor = 0.5
        source.baselineAdjustment = .alignCenters
        source.isUserInteractionEnabled = true
        source.contentMode = .scaleAspectFit
        let copy = UILabel()
        let keys = [
            "baselineAdjustment", "enabled", "highlighted", "highlightedTextColor", "minimumFontSize", "shadowOffset",
            "textAlignment", "userInteractionEnabled", "adjustsFontSizeToFitWidth", "minimumScaleFactor",
            "lineBreakMode", "numberOfLines", "contentMode",
        ]
        for key in keys { copy.setValue(source.value(forKey: key), forKeyPath: key) }
        #expect(copy.textAlignment == .center && copy.numberOfLines == 3 && copy.lineBreakMode == .byTruncatingMiddle)
        #expect(!copy.isEnabled && copy.isHighlighted && copy.highlightedTextColor == .systemRed)
        #expect(copy.shadowOffset == CGSize(width: 2, height: 3) && copy.adjustsFontSizeToFitWidth)
        #expect(copy.minimumScaleFactor == 0.5 && copy.baselineAdjustment == .alignCenters)
        #expect(copy.isUserInteractionEnabled && copy.contentMode == .scaleAspectFit)
        #expect(source.value(forKey: "textAlignment") as? NSNumber == NSNumber(value: NSTextAlignment.center.rawValue))
    }

    @Test func viewsAndKeyPathsThroughTheirLayers() {
        let view = UIView(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        view.setValue(0.5, forKey: "alpha")
        view.setValue(NSNumber(value: 7), forKey: "tag")
        view.setValue(true, forKey: "hidden")
        #expect(view.alpha == 0.5 && view.tag == 7 && view.isHidden)
        #expect((view.value(forKey: "frame") as? NSValue)?.cgRectValue == view.frame)
        view.setValue(NSValue(cgPoint: CGPoint(x: 50, y: 60)), forKey: "center")
        #expect(view.center == CGPoint(x: 50, y: 60))
        view.setValue(8.0, forKeyPath: "layer.cornerRadius")
        #expect(view.layer.cornerRadius == 8 && (view.value(forKeyPath: "layer.cornerRadius") as? CGFloat) == 8)
        let button = UIButton()
        button.setValue(false, forKey: "enabled")
        #expect(!button.isEnabled)
    }

    @Test func anUnknownKeyStopsWithUIKitsMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UILabel().value(forKey: "noSuchProperty") }
        }
    }
}
