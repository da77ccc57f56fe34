import Foundation
import Tapestry
import Testing

/// Alignment rectangles: constraints place the part of a view its `alignmentRectInsets` leave, not its frame.
@MainActor
@Suite struct AlignmentRectTests {
    /// A badge whose drop shadow reaches 4 pt right and 6 pt below what it aligns.
    final class ShadowedBadge: UIView {
        override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 0, bottom: 6, right: 4) }
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    }

    @Test func theConversionsInsetAndOutsetTheFrame() {
        let badge = ShadowedBadge()
        #expect(
            badge.alignmentRect(forFrame: CGRect(x: 10, y: 10, width: 44, height: 26))
                == CGRect(x: 10, y: 10, width: 40, height: 20))
        #expect(
            badge.frame(forAlignmentRect: CGRect(x: 10, y: 10, width: 40, height: 20))
                == CGRect(x: 10, y: 10, width: 44, height: 26))
        #expect(UIView().alignmentRectInsets == .zero)
    }

    @Test func constraintsPlaceTheAlignmentRectangleAndTheFrameTakesTheInsets() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = ShadowedBadge()
        badge.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(badge)
        let label = UIView()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            badge.bottomAnchor.constraint(equalTo: root.bottomAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: badge.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            label.widthAnchor.constraint(equalToConstant: 5), label.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        // The aligned part is 40 × 20 (the intrinsic size) ending 10 pt from the corner; the shadow hangs over.
        #expect(badge.frame == CGRect(x: 150, y: 170, width: 44, height: 26))
        #expect(label.frame.origin == CGPoint(x: 190, y: 190), "aligned to the badge's alignment edges")
    }

    @Test func aSuperviewsInsetsMoveWhatIsConstrainedToItsEdges() {
        final class Framed: UIView {
            override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 5, left: 8, bottom: 0, right: 0) }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let container = Framed()
        container.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(container)
        let child = UIView()
        child.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(child)
        NSLayoutConstraint.activate([
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            container.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            container.widthAnchor.constraint(equalToConstant: 100),
            container.heightAnchor.constraint(equalToConstant: 100),
            child.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            child.topAnchor.constraint(equalTo: container.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(container.frame == CGRect(x: 12, y: 15, width: 108, height: 105))
        #expect(child.frame.origin == CGPoint(x: 8, y: 5), "at the container's alignment corner, in its bounds")
        #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 20, y: 20))
    }

    @Test func anImageViewAlignsWhatItsImageInsetsLeave() {
        let padded = UIImage(bitmap: ImageBitmap(width: 30, height: 30, bytesPerRow: 120))
            .withAlignmentRectInsets(UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(padded.alignmentRectInsets == UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5))
        #expect(
            padded.withRenderingMode(.alwaysTemplate).alignmentRectInsets == padded.alignmentRectInsets,
            "kept by variants")
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let imageView = UIImageView(image: padded)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            imageView.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(imageView.intrinsicContentSize == CGSize(width: 20, height: 20))
        #expect(imageView.frame == CGRect(x: -5, y: -5, width: 30, height: 30))
    }

    @Test func aViewThatTranslatesItsMaskKeepsItsFrame() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let badge = ShadowedBadge(frame: CGRect(x: 30, y: 40, width: 44, height: 26))
        root.addSubview(badge)
        let follower = UIView()
        follower.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(follower)
        NSLayoutConstraint.activate([
            follower.leadingAnchor.constraint(equalTo: badge.trailingAnchor),
            follower.topAnchor.constraint(equalTo: badge.bottomAnchor),
            follower.widthAnchor.constraint(equalToConstant: 5), follower.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 30, y: 40, width: 44, height: 26))
        #expect(follower.frame.origin == CGPoint(x: 70, y: 60), "after the aligned part, not the shadow")
    }
}
