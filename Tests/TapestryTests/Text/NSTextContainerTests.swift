import Foundation
import Testing

@testable import Tapestry

/// A text container's size: its own, or its text view's bounds less the inset while it tracks them.
@MainActor
@Suite struct NSTextContainerTests {
    @Test func aFreeContainerKeepsItsSizeAndTheDefaultsAreTextKits() {
        let container = NSTextContainer(size: CGSize(width: 200, height: 100))
        #expect(container.size == CGSize(width: 200, height: 100))
        #expect(container.lineFragmentPadding == 5 && container.maximumNumberOfLines == 0)
        #expect(container.lineBreakMode == .byWordWrapping && container.exclusionPaths.isEmpty)
        #expect(container.widthTracksTextView && !container.heightTracksTextView)
        #expect(NSTextContainer().size.width == .greatestFiniteMagnitude, "unbounded without a size")
    }

    @Test func aTextViewsContainerTracksItsWidthLessTheInset() {
        UIApplication.replaceShared()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.textContainerInset = UIEdgeInsets(top: 8, left: 10, bottom: 8, right: 20)
        let container = textView.textContainer
        #expect(container.size.width == 270, "the bounds' width less the left and right inset")
        textView.frame.size.width = 400
        #expect(container.size.width == 370, "it follows the view")
        // Not tracking, the size set stands; tracking the height, it follows the bounds too.
        container.widthTracksTextView = false
        container.size = CGSize(width: 120, height: 50)
        #expect(container.size.width == 120)
        container.heightTracksTextView = true
        #expect(container.size.height == 184)
    }

    @Test func thePaddingLaysTheTextOutAgain() {
        UIApplication.replaceShared()
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        textView.text = "A line of text long enough to wrap at least once in this width"
        textView.layoutIfNeeded()
        let before = textView.caretRect(for: textView.beginningOfDocument).minX
        textView.textContainer.lineFragmentPadding = 25
        textView.layoutIfNeeded()
        #expect(textView.caretRect(for: textView.beginningOfDocument).minX == before + 20)
    }
}
