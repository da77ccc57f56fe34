import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct UIViewStringKeyValueObservingTests {
    /// A pull-to-refresh header as Objective-C-era libraries write it: it watches its scroll view's offset.
    final class RefreshHeader: UIView {
        var heard: [String] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            let new = (change?[.newKey] as? NSValue)?.cgPointValue
            let old = (change?[.oldKey] as? NSValue)?.cgPointValue
            heard.append("\(keyPath ?? "?") \(old.map { "\($0.y)" } ?? "-") → \(new.map { "\($0.y)" } ?? "-")")
        }
    }

    @Test func anObserverHearsTheContentOffsetByItsName() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        let header = RefreshHeader()
        scrollView.addObserver(header, forKeyPath: "contentOffset", options: [.new, .old, .initial], context: nil)
        #expect(header.heard == ["contentOffset - → 0.0"])
        scrollView.contentOffset = CGPoint(x: 0, y: -40)
        scrollView.contentOffset = CGPoint(x: 0, y: -40)
        #expect(header.heard == ["contentOffset - → 0.0", "contentOffset 0.0 → -40.0"], "an unchanged value is quiet")
        scrollView.alpha = 0.5
        #expect(header.heard.count == 2)
        scrollView.removeObserver(header, forKeyPath: "contentOffset")
        scrollView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(header.heard.count == 2, "removed")
    }

    @Test func aReleasedObserverIsNotCalled() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var header: RefreshHeader? = RefreshHeader()
        weak let weakHeader = header
        view.addObserver(header!, forKeyPath: "frame", options: .new, context: nil)
        header = nil
        #expect(weakHeader == nil, "not retained")
        view.frame.origin.x = 5
    }

    /// A cell that lays out again when its label's font changes, as carousel cells do.
    final class Cell: UIView {
        let label = UILabel()
        var fonts: [String] = []
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            fonts.append((change?[.newKey] as? UIFont).map { "\($0.pointSize)" } ?? "?")
        }
    }

    @Test func aLabelsFontAndTextChangesAreHeard() {
        let cell = Cell()
        cell.label.addObserver(cell, forKeyPath: "font", options: .new, context: nil)
        cell.label.font = .systemFont(ofSize: 20)
        cell.label.text = "not the font"
        #expect(cell.fonts == ["20.0"])
    }
}
