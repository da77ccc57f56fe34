import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Collisions: with the reference bounds and added boundaries, between items, as the collision mode allows,
/// and the delegate told when each contact begins and ends.
@MainActor
@Suite struct UICollisionBehaviorTests {
    typealias Listener = UIDynamicAnimatorTests.Listener

    @Test func aCollisionWithTheBoundsStopsTheFallAndTheAnimatorComesToRest() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let reference = view.superview!
        let animator = UIDynamicAnimator(referenceView: reference)
        let listener = Listener()
        animator.delegate = listener
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = listener
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        synthesizer.advance(by: 3)
        #expect(abs(view.frame.maxY - reference.bounds.maxY) < 0.5, "resting on the bottom")
        #expect(listener.boundaryContacts >= 1)
        #expect(!animator.isRunning && listener.paused == 1 && listener.resumed == 1)
    }

    @Test func itemsCollideAndBounceApart() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let other = UIView(frame: CGRect(x: 130, y: 30, width: 40, height: 40))
        view.superview!.addSubview(other)
        let animator = UIDynamicAnimator(referenceView: view.superview!)
        let properties = UIDynamicItemBehavior(items: [view, other])
        properties.elasticity = 1
        properties.addLinearVelocity(CGPoint(x: 200, y: 0), for: view)
        animator.addBehavior(properties)
        animator.addBehavior(UICollisionBehavior(items: [view, other]))
        synthesizer.advance(by: 0.6)
        #expect(other.center.x > 150, "pushed on by the collision")
        #expect(properties.linearVelocity(for: view).x < 20, "an elastic collision of equal masses passes the speed on")
        #expect(other.frame.minX >= view.frame.maxX - 1)
    }

    /// A contact's end is heard once the item has left: a ball thrown at a wall bounces off it.
    @Test func theDelegateHearsAContactBeginAndEnd() {
        final class Contacts: UICollisionBehaviorDelegate {
            var log: [String] = []
            func collisionBehavior(
                _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
            ) { log.append("began \(identifier as? String ?? "bounds")") }
            func collisionBehavior(
                _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                withBoundaryIdentifier identifier: NSCopying?
            ) { log.append("ended \(identifier as? String ?? "bounds")") }
        }
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let animator = UIDynamicAnimator(referenceView: view.superview!)
        let properties = UIDynamicItemBehavior(items: [view])
        properties.elasticity = 1
        properties.addLinearVelocity(CGPoint(x: 300, y: 0), for: view)
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(
            withIdentifier: "wall" as NSString, from: CGPoint(x: 200, y: 0), to: CGPoint(x: 200, y: 400))
        let contacts = Contacts()
        collision.collisionDelegate = contacts
        animator.addBehavior(properties)
        animator.addBehavior(collision)
        synthesizer.advance(by: 1)
        #expect(contacts.log == ["began wall", "ended wall"])
        #expect(view.center.x < 180, "it bounced back")
        #expect(collision.boundaryIdentifiers?.count == 1)
    }

    /// With `.items` only, the reference bounds do not stop an item.
    @Test func theCollisionModeChoosesWhatCollides() {
        UIApplication.replaceShared()
        let (_, view, synthesizer) = makeAnimationStage()
        let reference = view.superview!
        let animator = UIDynamicAnimator(referenceView: reference)
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionMode = .items
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)
        synthesizer.advance(by: 2)
        #expect(view.frame.minY > reference.bounds.maxY, "it fell through the bottom")
    }
}
