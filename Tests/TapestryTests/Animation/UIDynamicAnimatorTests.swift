import Foundation
import Tapestry
import TapestryTesting
import Testing

/// UIKit Dynamics on the virtual clock: the simulation steps with the frames and stops at rest.
@MainActor
@Suite struct UIDynamicAnimatorTests {
    @Test func anAnimatorWithoutAReferenceViewStillMovesItsItems() {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let item = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        root.addSubview(item)
        let animator = UIDynamicAnimator()
        #expect(animator.referenceView == nil)
        animator.addBehavior(UIGravityBehavior(items: [item]))
        synthesizer.advance(by: 0.5)
        #expect(item.center.y > 10, "gravity pulled it down")
        withExtendedLifetime(animator) {}
    }

    final class Listener: UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var paused = 0
        var resumed = 0
        var boundaryContacts = 0
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumed += 1 }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { paused += 1 }
        func collisionBehavior(
            _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
            withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
        ) { boundaryContacts += 1 }
    }

    @Test func gravityFallsAtAThousandPointsPerSecondSquared() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let reference = view.superview!
        let animator = UIDynamicAnimator(referenceView: reference)
        let start = view.center.y
        animator.addBehavior(UIGravityBehavior(items: [view]))
        #expect(animator.isRunning)
        synthesizer.advance(by: 0.2)
        // ½ g t² = ½ × 1000 × 0.2² = 20 points (to within a frame of stepping).
        let fallen = view.center.y - start
        #expect(fallen > 17 && fallen < 23, "fell \(fallen)")
    }

    @Test func aSnapBringsTheItemToThePointAndUpright() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIDynamicAnimator(referenceView: view.superview!)
        view.transform = CGAffineTransform(rotationAngle: 0.5)
        animator.addBehavior(UISnapBehavior(item: view, snapTo: CGPoint(x: 150, y: 120)))
        synthesizer.advance(by: 3)
        #expect(hypot(view.center.x - 150, view.center.y - 120) < 1)
        #expect(abs(atan2(view.transform.b, view.transform.a)) < 0.05)
        #expect(!animator.isRunning)
    }

    @Test func aRigidAttachmentKeepsItsLengthAsTheAnchorMoves() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIDynamicAnimator(referenceView: view.superview!)
        let attachment = UIAttachmentBehavior(item: view, attachedToAnchor: CGPoint(x: 50, y: 0))
        let length = attachment.length
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        attachment.anchorPoint = CGPoint(x: 120, y: 10)
        synthesizer.advance(by: 0.5)
        let distance = hypot(view.center.x - 120, view.center.y - 10)
        #expect(abs(distance - length) < 0.5)
    }

    @Test func anInstantaneousPushAndResistanceThenRest() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIDynamicAnimator(referenceView: view.superview!)
        let properties = UIDynamicItemBehavior(items: [view])
        properties.resistance = 5
        properties.allowsRotation = false
        let push = UIPushBehavior(items: [view], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        animator.addBehavior(properties)
        animator.addBehavior(push)
        synthesizer.advance(by: 0.05)
        // A 40 × 40 view of density 1 has mass 0.16: an impulse of 1 gives it 100/0.16 = 625 points/s.
        let speed = properties.linearVelocity(for: view).x
        #expect(speed > 450 && speed < 625)
        #expect(!push.active)
        let start = view.center.x
        synthesizer.advance(by: 4)
        #expect(view.center.x > start && !animator.isRunning)
        #expect(view.transform == .identity)
    }

    /// A flow layout whose first cell falls under gravity, as spring-loaded layouts drive theirs: the animator
    /// holds copies of the layout's attributes and the layout answers from them.
    final class FallingLayout: UICollectionViewFlowLayout {
        lazy var animator = UIDynamicAnimator(collectionViewLayout: self)

        override func prepare() {
            super.prepare()
            guard animator.behaviors.isEmpty else { return }
            let all = (super.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1000, height: 1000)) ?? [])
                .compactMap { $0.copy() as? UICollectionViewLayoutAttributes }
            guard let first = all.first(where: { $0.indexPath == IndexPath(item: 0, section: 0) }) else { return }
            for attributes in all where attributes !== first {
                let anchor = UIAttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
                animator.addBehavior(anchor)
            }
            animator.addBehavior(UIGravityBehavior(items: [first]))
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            animator.items(in: rect).compactMap { $0 as? UICollectionViewLayoutAttributes }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            animator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
        }
    }

    final class ThreeCells: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    @Test func anAnimatorOfALayoutMovesItsAttributesAndTheCellsFollow() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let layout = FallingLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = ThreeCells()
        collection.dataSource = source
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        #expect(layout.animator.referenceView === collection, "the layout's collection view")
        guard let cell = collection.cellForItem(at: IndexPath(item: 0, section: 0)),
            let still = collection.cellForItem(at: IndexPath(item: 1, section: 0)),
            let falling = layout.animator.layoutAttributesForCell(at: IndexPath(item: 0, section: 0))
        else {
            Issue.record("no cells")
            return
        }
        #expect(layout.animator.layoutAttributesForCell(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(
            layout.animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
                == nil)
        let start = cell.frame.minY, stillStart = still.frame.minY
        EventSynthesizer(window: window).advance(by: 0.2)
        window.layoutIfNeeded()
        #expect(falling.frame.minY - start > 15, "the attributes fell: \(falling.frame)")
        #expect(abs(cell.frame.minY - falling.frame.minY) < 0.5, "the cell follows its attributes: \(cell.frame)")
        #expect(abs(still.frame.minY - stillStart) < 0.5, "an anchored cell stays")
    }
}
