import Foundation
import Testing

@_spi(Rendering) @testable import Tapestry

/// The extent a view keeps of its subtree's drawing (UIView+VisualExtent.swift): made once, and made again
/// after any change it depends on, however deep the change.
@MainActor
@Suite struct VisualExtentTests {
    /// window ⊃ container (not clipping) ⊃ row ⊃ leaf, the leaf sticking out of everything.
    private func tree() -> (UIWindow, UIView, UIView, UIView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let container = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let row = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let leaf = UIView(frame: CGRect(x: 90, y: 5, width: 40, height: 10))
        window.addSubview(container)
        container.addSubview(row)
        row.addSubview(leaf)
        return (window, container, row, leaf)
    }

    @Test func anExtentTakesInSubviewsThatStickOut() {
        let (_, container, row, _) = tree()
        #expect(row.visualExtent() == CGRect(x: 0, y: 0, width: 130, height: 20))
        #expect(container.visualExtent() == CGRect(x: 0, y: 0, width: 130, height: 100))
    }

    @Test func aMoveDeepDownReachesEveryAncestorsKeptExtent() {
        let (window, container, _, leaf) = tree()
        _ = window.visualExtent()
        leaf.frame.origin = CGPoint(x: 90, y: 300)
        #expect(container.visualExtent() == CGRect(x: 0, y: 0, width: 130, height: 310))
        leaf.center.x = -100
        #expect(container.visualExtent().minX == -120)
        #expect(window.checkKeptVisualExtents() == nil)
    }

    @Test func hidingAndShowingASubviewChangesTheExtent() {
        let (_, container, row, leaf) = tree()
        _ = container.visualExtent()
        leaf.isHidden = true
        #expect(container.visualExtent() == CGRect(x: 0, y: 0, width: 100, height: 100))
        leaf.isHidden = false
        #expect(row.visualExtent().width == 130)
        #expect(container.visualExtent().width == 130)
    }

    @Test func clippingShadowsAndSubviewsChangeTheExtent() {
        let (window, container, row, leaf) = tree()
        _ = window.visualExtent()
        row.clipsToBounds = true
        #expect(container.visualExtent().width == 100)
        row.clipsToBounds = false
        leaf.layer.shadowColor = UIColor.black.cgColor
        leaf.layer.shadowOpacity = 1
        leaf.layer.shadowRadius = 10
        #expect(container.visualExtent().maxX > 130)
        leaf.removeFromSuperview()
        #expect(container.visualExtent() == CGRect(x: 0, y: 0, width: 100, height: 100))
        let added = UIView(frame: CGRect(x: -50, y: 0, width: 10, height: 10))
        row.addSubview(added)
        #expect(container.visualExtent().minX == -50)
        #expect(window.checkKeptVisualExtents() == nil)
    }

    @Test func scrollingMovesTheContentWithinItsSuperviewsExtent() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let outer = UIView(frame: window.bounds)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 500))
        window.addSubview(outer)
        outer.addSubview(inner)
        inner.addSubview(content)
        #expect(outer.visualExtent().maxY == 500)
        inner.bounds.origin.y = 200
        #expect(outer.visualExtent() == CGRect(x: 0, y: -200, width: 400, height: 500 + 200 - 100))
        #expect(window.checkKeptVisualExtents() == nil)
    }

    @Test func aStaleExtentIsReported() {
        let (window, _, row, _) = tree()
        _ = window.visualExtent()
        // What a missed invalidation would leave behind: the check must see it.
        row.visualExtentCache = CGRect(x: 0, y: 0, width: 1, height: 1)
        #expect(window.checkKeptVisualExtents() != nil)
        #expect(window.checkKeptVisualExtents() == nil, "the check leaves fresh extents behind")
    }
}
