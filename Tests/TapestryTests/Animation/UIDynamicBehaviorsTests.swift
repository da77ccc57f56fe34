import Foundation
import Tapestry
import Testing

/// The item-list behaviours: made empty, then given items.
@MainActor
@Suite struct UIDynamicBehaviorsTests {
    @Test func behavioursMadeWithoutItemsTakeThemLater() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let collision = UICollisionBehavior()
        let gravity = UIGravityBehavior()
        let itemBehavior = UIDynamicItemBehavior()
        #expect(collision.items.isEmpty && gravity.items.isEmpty && itemBehavior.items.isEmpty)
        collision.addItem(view)
        gravity.addItem(view)
        gravity.addItem(view)
        #expect(collision.items.count == 1 && gravity.items.count == 1, "an item is added once")
        gravity.removeItem(view)
        #expect(gravity.items.isEmpty)
    }
}
