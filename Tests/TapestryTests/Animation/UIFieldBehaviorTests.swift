import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Field behaviours: items in a field's region are pulled, turned, slowed, moved or charged as the field says,
/// on the virtual clock; items outside it are left alone.
@MainActor
@Suite struct UIFieldBehaviorTests {
    /// A window with square items at the given centres, and an animator over its root view.
    private func stage(_ centres: [CGPoint]) -> (UIDynamicAnimator, [UIView], EventSynthesizer) {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow(width: 800, height: 600)
        let items = centres.map { centre in
            let item = UIView(frame: CGRect(x: centre.x - 10, y: centre.y - 10, width: 20, height: 20))
            root.addSubview(item)
            return item
        }
        return (UIDynamicAnimator(referenceView: root), items, synthesizer)
    }

    @Test func linearGravityPullsAsGravityDoesOnlyInsideTheRegion() {
        let (animator, items, synthesizer) = stage([CGPoint(x: 100, y: 100), CGPoint(x: 600, y: 100)])
        let field = UIFieldBehavior.linearGravityField(direction: CGVector(dx: 0, dy: 1))
        field.position = CGPoint(x: 100, y: 100)
        field.region = UIRegion(radius: 200)
        items.forEach(field.addItem)
        animator.addBehavior(field)
        synthesizer.advance(by: 0.2)
        // ½ × 1000 × 0.2² = 20 points, as UIGravityBehavior's magnitude 1.
        let fallen = items[0].center.y - 100
        #expect(fallen > 17 && fallen < 23, "fell \(fallen)")
        #expect(items[1].center == CGPoint(x: 600, y: 100), "outside the region: untouched")
        withExtendedLifetime(animator) {}
    }

    @Test func radialGravityAndASpringPullTowardsThePosition() {
        let (animator, items, synthesizer) = stage([CGPoint(x: 300, y: 300), CGPoint(x: 500, y: 300)])
        let radial = UIFieldBehavior.radialGravityField(position: CGPoint(x: 400, y: 300))
        radial.addItem(items[0])
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 400, y: 300)
        spring.addItem(items[1])
        animator.addBehavior(radial)
        animator.addBehavior(spring)
        synthesizer.advance(by: 0.1)
        #expect(items[0].center.x > 300 && abs(items[0].center.y - 300) < 0.5)
        #expect(items[1].center.x < 500)
        #expect(radial.strength == 1 && radial.region.contains(CGPoint(x: 1e6, y: 0)), "everywhere by default")
        withExtendedLifetime(animator) {}
    }

    @Test func velocityDragAndVortexFields() {
        let (animator, items, synthesizer) = stage([
            CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 300), CGPoint(x: 500, y: 300),
        ])
        let velocity = UIFieldBehavior.velocityField(direction: CGVector(dx: 100, dy: 0))
        velocity.addItem(items[0])
        let drag = UIFieldBehavior.dragField()
        drag.strength = 5
        drag.addItem(items[1])
        let push = UIDynamicItemBehavior(items: [items[1]])
        push.addLinearVelocity(CGPoint(x: 200, y: 0), for: items[1])
        let vortex = UIFieldBehavior.vortexField()
        vortex.position = CGPoint(x: 400, y: 300)
        vortex.addItem(items[2])
        [velocity, drag, push, vortex].forEach(animator.addBehavior)
        synthesizer.advance(by: 0.5)
        #expect(abs(items[0].center.x - 150) < 3, "100 points a second for half a second: \(items[0].center.x)")
        #expect(push.linearVelocity(for: items[1]).x < 30, "drag slowed it: \(push.linearVelocity(for: items[1]))")
        #expect(items[2].center.y < 300, "the vortex turns it counterclockwise (up, to its right of the centre)")
        withExtendedLifetime(animator) {}
    }

    @Test func electricAndMagneticFieldsActOnlyOnChargedItems() {
        let (animator, items, synthesizer) = stage([CGPoint(x: 300, y: 300), CGPoint(x: 300, y: 200)])
        let electric = UIFieldBehavior.electricField()
        electric.position = CGPoint(x: 400, y: 300)
        electric.strength = 100
        items.forEach(electric.addItem)
        let charged = UIDynamicItemBehavior(items: [items[0]])
        charged.charge = 1
        #expect(charged.charge == 1 && UIDynamicItemBehavior(items: []).charge == 0)
        animator.addBehavior(electric)
        animator.addBehavior(charged)
        synthesizer.advance(by: 0.2)
        #expect(items[0].center.x < 300, "a positive charge is pushed away from a positive field")
        #expect(items[1].center == CGPoint(x: 300, y: 200), "no charge, no force")
        let magnetic = UIFieldBehavior.magneticField()
        #expect(
            magnetic.force(at: .zero, velocity: CGVector(dx: 100, dy: 0), mass: 1, charge: 0, time: 0) == .zero)
        let sideways = magnetic.force(at: .zero, velocity: CGVector(dx: 100, dy: 0), mass: 1, charge: 1, time: 0)
        #expect(sideways.dx == 0 && sideways.dy != 0, "sideways to the motion: \(sideways)")
        withExtendedLifetime(animator) {}
    }

    @Test func noiseMovesItemsAndACustomFieldComputesItsForce() {
        let (animator, items, synthesizer) = stage([CGPoint(x: 200, y: 200), CGPoint(x: 400, y: 200)])
        let noise = UIFieldBehavior.noiseField(smoothness: 0.5, animationSpeed: 1)
        noise.addItem(items[0])
        var asked: [CGFloat] = []
        let custom = UIFieldBehavior.field { _, _, _, mass, _, _ in
            asked.append(mass)
            return CGVector(dx: 0, dy: -mass)
        }
        custom.addItem(items[1])
        animator.addBehavior(noise)
        animator.addBehavior(custom)
        synthesizer.advance(by: 0.3)
        #expect(items[0].center != CGPoint(x: 200, y: 200))
        #expect(!asked.isEmpty && items[1].center.y < 200 && items[1].center.x == 400)
        withExtendedLifetime(animator) {}
    }

    @Test func regionsCombine() {
        let ring = UIRegion(radius: 100).difference(from: UIRegion(radius: 50))
        #expect(ring.contains(CGPoint(x: 75, y: 0)) && !ring.contains(CGPoint(x: 10, y: 0)))
        #expect(!ring.contains(CGPoint(x: 150, y: 0)) && ring.inverse().contains(CGPoint(x: 150, y: 0)))
        let box = UIRegion(size: CGSize(width: 100, height: 20))
        #expect(box.contains(CGPoint(x: 49, y: 9)) && !box.contains(CGPoint(x: 0, y: 11)))
        #expect(box.union(with: UIRegion(radius: 30)).contains(CGPoint(x: 0, y: 25)))
        #expect(!box.intersection(with: UIRegion(radius: 30)).contains(CGPoint(x: 40, y: 0)))
        #expect(UIRegion.infinite.contains(CGPoint(x: -1e9, y: 1e9)))
    }
}
