import Foundation

/// A behaviour with a list of items that can change.
@preconcurrency @MainActor
open class UIDynamicItemListBehavior: UIDynamicBehavior {
    /// The items.
    public private(set) var items: [UIDynamicItem]

    init(items: [UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// A behaviour with no items yet (add them with `addItem(_:)`), as Objective-C's `init` makes one.
    public convenience override init() { self.init(items: []) }

    override var dynamicItems: [UIDynamicItem] { items }

    /// Adds an item.
    open func addItem(_ item: UIDynamicItem) {
        guard !contains(item) else { return }
        items.append(item)
        dynamicAnimator?.resume()
    }

    /// Removes an item.
    open func removeItem(_ item: UIDynamicItem) { items.removeAll { $0 === item } }
}

/// Pulls its items in a direction: magnitude 1 is 1,000 points/s² (UIKit's), straight down by default.
@preconcurrency @MainActor
open class UIGravityBehavior: UIDynamicItemListBehavior {
    /// The direction and strength (its length is the magnitude).
    open var gravityDirection = CGVector(dx: 0, dy: 1)
    /// The strength.
    open var magnitude: CGFloat {
        get { hypot(gravityDirection.dx, gravityDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }
    /// The direction in radians (0: right, π/2: down).
    open var angle: CGFloat {
        get { atan2(gravityDirection.dy, gravityDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// Gravity on `items`.
    public override init(items: [UIDynamicItem]) { super.init(items: items) }

    /// Sets the direction and strength.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        gravityDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
    }

    override func applyForces(in animator: UIDynamicAnimator, dt: CGFloat) {
        for item in items {
            let body = animator.body(of: item)
            // 1,000 points/s² per unit whatever the mass: F = m × a / 100 in UIKit newtons.
            let mass = animator.mass(of: body)
            body.force.dx += gravityDirection.dx * 1000 * mass / 100
            body.force.dy += gravityDirection.dy * 1000 * mass / 100
        }
    }
}

/// Pushes its items: continuously (a force while active) or once (an impulse when made active).
@preconcurrency @MainActor
open class UIPushBehavior: UIDynamicItemListBehavior {
    /// How a push acts.
    public enum Mode: Int, Sendable {
        /// A force applied every step while active.
        case continuous = 0
        /// A change of velocity applied once, then the push turns itself off.
        case instantaneous = 1
    }

    /// How the push acts.
    public let mode: Mode
    /// Whether the push acts (an instantaneous push acts once each time it is turned on).
    open var active = true {
        didSet { if active { dynamicAnimator?.resume() } }
    }
    /// The direction and strength in UIKit newtons.
    open var pushDirection = CGVector.zero
    /// Where on each item the push acts, from its centre (off-centre pushes turn the item).
    private var offsets: [ObjectIdentifier: UIOffset] = [:]
    /// The strength.
    open var magnitude: CGFloat {
        get { hypot(pushDirection.dx, pushDirection.dy) }
        set { setAngle(angle, magnitude: newValue) }
    }
    /// The direction in radians.
    open var angle: CGFloat {
        get { atan2(pushDirection.dy, pushDirection.dx) }
        set { setAngle(newValue, magnitude: magnitude) }
    }

    /// A push of a mode on `items`.
    public init(items: [UIDynamicItem], mode: Mode) {
        self.mode = mode
        super.init(items: items)
    }

    /// Sets the direction and strength.
    open func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
        pushDirection = CGVector(dx: cos(angle) * magnitude, dy: sin(angle) * magnitude)
        if active { dynamicAnimator?.resume() }
    }

    /// Makes the push act at an offset from an item's centre.
    open func setTargetOffsetFromCenter(_ offset: UIOffset, for item: UIDynamicItem) {
        offsets[ObjectIdentifier(item)] = offset
    }

    /// The offset the push acts at for an item.
    open func targetOffsetFromCenter(for item: UIDynamicItem) -> UIOffset {
        offsets[ObjectIdentifier(item)] ?? .zero
    }

    /// Whether the push keeps the simulation running.
    var keepsRunning: Bool { active && mode == .continuous && magnitude > 0 }

    override func applyForces(in animator: UIDynamicAnimator, dt: CGFloat) {
        guard active else { return }
        for item in items {
            let body = animator.body(of: item)
            let offset = targetOffsetFromCenter(for: item)
            let torque = offset.horizontal * pushDirection.dy - offset.vertical * pushDirection.dx
            if mode == .continuous {
                body.force.dx += pushDirection.dx
                body.force.dy += pushDirection.dy
                body.torque += torque / 100
            } else {
                let mass = animator.mass(of: body)
                body.velocity.dx += pushDirection.dx * 100 / mass
                body.velocity.dy += pushDirection.dy * 100 / mass
                body.angularVelocity += torque / max(mass * body.radius * body.radius / 2, 0.01)
            }
        }
        if mode == .instantaneous { active = false }
    }
}

/// Ties an item to an anchor point or to another item: rigidly (a rod of `length`) when `frequency` is 0, or
/// as a spring of that frequency and `damping`.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    /// What the item is tied to.
    public enum AttachmentType: Int, Sendable {
        /// Another item.
        case items = 0
        /// A point.
        case anchor = 1
    }

    /// The items (one for an anchor, two for items).
    public let items: [UIDynamicItem]
    /// What the item is tied to.
    public let attachedBehaviorType: AttachmentType
    /// The point the item is tied to (reference view coordinates).
    open var anchorPoint: CGPoint {
        didSet { dynamicAnimator?.resume() }
    }
    /// The distance kept.
    open var length: CGFloat
    /// A spring's damping ratio (0: none, 1: critical).
    open var damping: CGFloat = 0
    /// A spring's frequency in hertz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0
    /// Resistance to turning around the attachment point.
    open var frictionTorque: CGFloat = 0
    /// The range of lengths allowed (kept).
    open var attachmentRange = UIFloatRange(minimum: -.infinity, maximum: .infinity)
    private let offset: UIOffset
    private let otherOffset: UIOffset

    /// Ties the item's centre to a point, at the distance between them now.
    public convenience init(item: UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    /// Ties a point of the item (offset from its centre) to an anchor, at the distance between them now.
    public init(item: UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        items = [item]
        attachedBehaviorType = .anchor
        anchorPoint = point
        self.offset = offset
        otherOffset = .zero
        let at = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = hypot(at.x - point.x, at.y - point.y)
        super.init()
    }

    /// Ties two items' centres at the distance between them now.
    public convenience init(item item1: UIDynamicItem, attachedTo item2: UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    /// Ties points of two items at the distance between them now.
    public init(
        item item1: UIDynamicItem, offsetFromCenter offset1: UIOffset, attachedTo item2: UIDynamicItem,
        offsetFromCenter offset2: UIOffset
    ) {
        items = [item1, item2]
        attachedBehaviorType = .items
        offset = offset1
        otherOffset = offset2
        anchorPoint = item2.center
        let a = CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical)
        let b = CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical)
        length = hypot(a.x - b.x, a.y - b.y)
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { items }

    /// The other end: the anchor, or the second item's point.
    private var otherEnd: CGPoint {
        guard items.count == 2 else { return anchorPoint }
        return CGPoint(x: items[1].center.x + otherOffset.horizontal, y: items[1].center.y + otherOffset.vertical)
    }

    override func applyForces(in animator: UIDynamicAnimator, dt: CGFloat) {
        guard frequency > 0 else { return }
        let body = animator.body(of: items[0])
        let at = CGPoint(x: body.item.center.x + offset.horizontal, y: body.item.center.y + offset.vertical)
        let end = otherEnd
        let dx = at.x - end.x, dy = at.y - end.y
        let distance = max(hypot(dx, dy), 0.0001)
        let direction = CGVector(dx: dx / distance, dy: dy / distance)
        let mass = animator.mass(of: body)
        // A spring of the frequency for this mass: k = (2πf)² m, damping c = 2ζ√(km); in UIKit newtons (/100).
        let k = pow(2 * .pi * frequency, 2) * mass
        let c = 2 * damping * (k * mass).squareRoot()
        let stretch = distance - length
        let along = body.velocity.dx * direction.dx + body.velocity.dy * direction.dy
        let magnitude = (-k * stretch - c * along) / 100
        body.force.dx += direction.dx * magnitude
        body.force.dy += direction.dy * magnitude
        if items.count == 2 {
            let other = animator.body(of: items[1])
            other.force.dx -= direction.dx * magnitude
            other.force.dy -= direction.dy * magnitude
        }
    }

    override func applyConstraints(in animator: UIDynamicAnimator, dt: CGFloat) {
        guard frequency == 0 else { return }
        let body = animator.body(of: items[0])
        let at = CGPoint(x: body.item.center.x + offset.horizontal, y: body.item.center.y + offset.vertical)
        let end = otherEnd
        let dx = at.x - end.x, dy = at.y - end.y
        let distance = hypot(dx, dy)
        guard distance > 0.0001 else { return }
        let direction = CGVector(dx: dx / distance, dy: dy / distance)
        let error = distance - length
        // A rod: the point is put back at the length, and the velocity along the rod removed.
        let share: CGFloat = items.count == 2 ? 0.5 : 1
        body.item.center.x -= direction.dx * error * share
        body.item.center.y -= direction.dy * error * share
        let along = body.velocity.dx * direction.dx + body.velocity.dy * direction.dy
        body.velocity.dx -= direction.dx * along
        body.velocity.dy -= direction.dy * along
        if items.count == 2 {
            let other = animator.body(of: items[1])
            other.item.center.x += direction.dx * error * share
            other.item.center.y += direction.dy * error * share
            let back = other.velocity.dx * direction.dx + other.velocity.dy * direction.dy
            other.velocity.dx -= direction.dx * back
            other.velocity.dy -= direction.dy * back
        }
    }
}

/// A range of values.
public struct UIFloatRange: Hashable, Sendable {
    /// The lower end.
    public var minimum: CGFloat
    /// The upper end.
    public var maximum: CGFloat
    /// A range.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }
    /// Zero to zero.
    public static let zero = UIFloatRange(minimum: 0, maximum: 0)
    /// Everything.
    public static let infinite = UIFloatRange(minimum: -.infinity, maximum: .infinity)
}

/// Moves an item to a point with a damped spring, turning it back upright.
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    private let item: UIDynamicItem
    /// Where the item goes.
    open var snapPoint: CGPoint {
        didSet { dynamicAnimator?.resume() }
    }
    /// How much the spring's oscillation is damped (0…1); 0.5 by default.
    open var damping: CGFloat = 0.5

    /// Snaps `item` to `point`.
    public init(item: UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    override var dynamicItems: [UIDynamicItem] { [item] }

    override func applyForces(in animator: UIDynamicAnimator, dt: CGFloat) {
        let body = animator.body(of: item)
        let mass = animator.mass(of: body)
        // A spring of 2 Hz whose damping ratio rises with `damping` (0.3 at 0, 1 at 1).
        let k = pow(2 * .pi * 2, 2) * mass
        let ratio = 0.3 + 0.7 * max(0, min(1, damping))
        let c = 2 * ratio * (k * mass).squareRoot()
        body.force.dx += (-k * (item.center.x - snapPoint.x) - c * body.velocity.dx) / 100
        body.force.dy += (-k * (item.center.y - snapPoint.y) - c * body.velocity.dy) / 100
        let inertia = mass * body.radius * body.radius / 2
        body.torque += (-k * body.angle * inertia / mass - c * body.angularVelocity * inertia / mass) / 100
    }
}

/// An item's own physics: how bouncy, slippery, dense and resistant it is, whether it turns, and its velocity.
@preconcurrency @MainActor
open class UIDynamicItemBehavior: UIDynamicItemListBehavior {
    /// How much speed a collision keeps (0…1).
    open var elasticity: CGFloat = 0
    /// How much sliding along a surface slows it.
    open var friction: CGFloat = 0
    /// Mass per area (1 by default).
    open var density: CGFloat = 1
    /// How fast its speed decays (0: never, as in a vacuum).
    open var resistance: CGFloat = 0
    /// How fast its turning decays.
    open var angularResistance: CGFloat = 0
    /// Whether it turns.
    open var allowsRotation = true
    /// Whether it stays where it is (other items collide with it).
    open var isAnchored = false

    /// The properties of `items`.
    public override init(items: [UIDynamicItem]) { super.init(items: items) }

    /// Adds to an item's velocity.
    open func addLinearVelocity(_ velocity: CGPoint, for item: UIDynamicItem) {
        guard let animator = dynamicAnimator else {
            pendingVelocities[ObjectIdentifier(item), default: .zero].x += velocity.x
            pendingVelocities[ObjectIdentifier(item), default: .zero].y += velocity.y
            return
        }
        let body = animator.body(of: item)
        body.velocity.dx += velocity.x
        body.velocity.dy += velocity.y
        animator.resume()
    }

    /// An item's velocity in points per second.
    open func linearVelocity(for item: UIDynamicItem) -> CGPoint {
        guard let body = dynamicAnimator?.body(of: item) else {
            return pendingVelocities[ObjectIdentifier(item)] ?? .zero
        }
        return CGPoint(x: body.velocity.dx, y: body.velocity.dy)
    }

    /// Adds to an item's turning speed (radians per second).
    open func addAngularVelocity(_ velocity: CGFloat, for item: UIDynamicItem) {
        guard let animator = dynamicAnimator else { return }
        animator.body(of: item).angularVelocity += velocity
        animator.resume()
    }

    /// An item's turning speed.
    open func angularVelocity(for item: UIDynamicItem) -> CGFloat {
        dynamicAnimator?.body(of: item).angularVelocity ?? 0
    }

    private var pendingVelocities: [ObjectIdentifier: CGPoint] = [:]

    open override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        super.willMove(to: dynamicAnimator)
        guard let dynamicAnimator else { return }
        for item in items {
            if let velocity = pendingVelocities.removeValue(forKey: ObjectIdentifier(item)) {
                let body = dynamicAnimator.body(of: item)
                body.velocity.dx += velocity.x
                body.velocity.dy += velocity.y
            }
        }
    }
}
