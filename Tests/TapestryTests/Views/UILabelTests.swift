import Foundation
import Tapestry
import Testing

/// Labels: not interactive by default, sized by their text, wrapping only when allowed.
@MainActor
@Suite struct UILabelTests {
    @Test func aLabelIsSizedByItsTextAndWrapsOnlyWhenAllowed() {
        UIApplication.replaceShared()  // a fresh application for each test
        let label = UILabel(frame: .zero)
        #expect(!label.isUserInteractionEnabled)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero, "no text, no size")
        label.text = "A few words that need more than one line at this width"
        let oneLine = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(oneLine.width > 80, "one line ignores the width offered")
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 80, height: 1000))
        #expect(wrapped.width <= 80 && wrapped.height > oneLine.height)
        label.sizeToFit()
        #expect(label.frame.size == label.sizeThatFits(CGSize(width: label.bounds.width, height: .infinity)))
    }
}
