import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A constraint's attributes as expressions in the common ancestor's coordinates: positions climb the chain
/// adding each superview's origin, sizes do not, and alignment rectangles are what is placed.
@MainActor
@Suite struct AutoLayoutEngineExpressionsTests {
    /// Two views in different branches line up in window terms, whatever their containers' offsets.
    @Test func cousinsLineUpAcrossContainers() {
        UIApplication.replaceShared()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let left = UIView(frame: CGRect(x: 10, y: 30, width: 150, height: 300))
        let right = UIView(frame: CGRect(x: 200, y: 70, width: 150, height: 300))
        root.addSubview(left)
        root.addSubview(right)
        let a = UIView(), b = UIView()
        for (view, parent) in [(a, left), (b, right)] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        NSLayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: left.topAnchor, constant: 50),
            a.leftAnchor.constraint(equalTo: left.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 20), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.topAnchor),
            b.leftAnchor.constraint(equalTo: right.leftAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 3),
            b.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(a.frame.origin == CGPoint(x: 0, y: 50))
        // 30 + 50 = 80 in the root; right's top is 70, so 10 in right's coordinates.
        #expect(b.frame == CGRect(x: 0, y: 10, width: 60, height: 20))
        right.frame.origin.y = 0
        root.layoutIfNeeded()
        #expect(b.frame.minY == 80)
    }

    /// Edges relate to the superview's content from (0, 0): a scroll view's edges are its content's, so the
    /// scrolled offset does not move a view pinned to them.
    @Test func aSuperviewsEdgesAreItsContentFromTheOrigin() {
        UIApplication.replaceShared()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: scroll.topAnchor, constant: 300),
            pinned.leadingAnchor.constraint(equalTo: scroll.leadingAnchor, constant: 5),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        scroll.contentOffset = CGPoint(x: 0, y: 250)
        scroll.layoutIfNeeded()
        #expect(pinned.frame.origin == CGPoint(x: 5, y: 300))
    }

    /// Constraints place the alignment rectangle: a view with alignment insets is framed around it.
    @Test func alignmentInsetsWidenTheFrameAroundThePlacedRectangle() {
        final class Inset: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 6, right: 8) }
        }
        UIApplication.replaceShared()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let view = Inset()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        NSLayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            view.widthAnchor.constraint(equalToConstant: 100), view.heightAnchor.constraint(equalToConstant: 50),
        ])
        parent.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 18, width: 112, height: 58))
    }

    /// Margin attributes read the item's own margins.
    @Test func marginAttributesUseTheViewsMargins() {
        UIApplication.replaceShared()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        parent.layoutMargins = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 0)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(child)
        NSLayoutConstraint.activate([
            NSLayoutConstraint(
                item: child, attribute: .left, relatedBy: .equal, toItem: parent, attribute: .leftMargin,
                multiplier: 1, constant: 0),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 1), child.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 12)
        parent.layoutMargins.left = 40  // the constraint is built again with the new margin
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 40)
    }
}
