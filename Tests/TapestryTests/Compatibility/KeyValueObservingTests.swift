import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// `observe(_:options:changeHandler:)` on views: the keys UIKit code observes.
@MainActor
@Suite struct KeyValueObservingTests {
    @Test func aScrollViewsOffsetAndSizeAreObservedWithOldAndNewValues() {
        UIApplication.replaceShared()  // a fresh application for each test
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        var offsets: [String] = []
        var sizes: [CGSize?] = []
        let offsetToken = scrollView.observe(\.contentOffset, options: [.old, .new]) { view, change in
            offsets.append("\(change.oldValue!.y) -> \(change.newValue!.y) (\(view.contentOffset.y))")
        }
        let sizeToken = scrollView.observe(\.contentSize, options: [.new, .initial]) { _, change in
            sizes.append(change.newValue)
        }
        #expect(sizes == [CGSize(width: 100, height: 1000)], ".initial reports at once")
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)  // the same value: no change
        scrollView.setContentOffset(CGPoint(x: 0, y: 90), animated: false)
        scrollView.contentSize = CGSize(width: 100, height: 500)
        #expect(offsets == ["0.0 -> 40.0 (40.0)", "40.0 -> 90.0 (90.0)"])
        #expect(sizes.last == CGSize(width: 100, height: 500))
        offsetToken.invalidate()
        scrollView.contentOffset = .zero
        #expect(offsets.count == 2, "invalidated")
        _ = sizeToken
    }

    @Test func frameAlphaAndHiddenAreObservedUntilTheTokenGoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView()
        var log: [String] = []
        var tokens: [NSKeyValueObservation] = [
            view.observe(\.frame, options: .new) { _, change in log.append("frame \(change.newValue!.width)") },
            view.observe(\.alpha, options: .new) { _, change in log.append("alpha \(change.newValue!)") },
            view.observe(\.isHidden, options: .new) { _, change in log.append("hidden \(change.newValue!)") },
        ]
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.bounds.size.width = 40  // a bounds change moves the frame too
        view.alpha = 0.5
        view.isHidden = true
        #expect(log == ["frame 30.0", "frame 40.0", "alpha 0.5", "hidden true"])
        tokens.removeAll()
        view.alpha = 1
        #expect(log.count == 4, "releasing the tokens ended the observations")
    }
}
