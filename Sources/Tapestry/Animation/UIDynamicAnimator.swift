import Foundation

/// Something UIKit Dynamics moves: a view, or any object with a centre, bounds and a transform.
@preconcurrency @MainActor
public protocol UIDynamicItem: AnyObject {
    /// The item's centre, which the animator moves.
    var center: CGPoint { get set }
    /// The item's size (its origin is ignored).
    var bounds: CGRect { get }
    /// The item's transform, which the animator rotates.
    var transform: CGAffineTransform { get set }
}

extension UIView: UIDynamicItem {}

/// A collection view layout's attributes are dynamic items (`UIDynamicAnimator(collectionViewLayout:)`).
extension UICollectionViewLayoutAttributes: UIDynamicItem {}

/// Hears when an animator starts and comes to rest.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: AnyObject {
    /// The animator starts moving its items.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Every item has come to rest.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    /// Does nothing.
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    /// Does nothing.
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}

/// UIKit Dynamics: moves items by the behaviours added to it (gravity, pushes, attachments, snapping,
/// collisions, an item's own resistance and elasticity), stepping a physics simulation once per frame on the
/// frame clock (so headless tests step it on the virtual clock) and stopping when every item is at rest.
///
/// Units are UIKit's: a force of 1 accelerates a 100 × 100-point item of density 1 at 100 points/s², and
/// gravity's magnitude 1 is 1,000 points/s². Items are moved as bodies of their bounds' area; collisions treat
/// them as circles of half their shorter side against boundaries and each other. Rotation follows pushes at an
/// offset and collisions with friction only where `allowsRotation`.
@preconcurrency @MainActor
open class UIDynamicAnimator: NSObject {
    /// The view whose coordinates the behaviours use (their items are its descendants); for an animator of a
    /// collection view layout, the layout's collection view.
    public var referenceView: UIView? { layout?.collectionView ?? ownReferenceView }
    private weak var ownReferenceView: UIView?
    /// The collection view layout whose attributes the behaviours move (nil for an animator of views).
    private weak var layout: UICollectionViewLayout?
    /// The hearer of starts and stops.
    open weak var delegate: UIDynamicAnimatorDelegate?
    /// The behaviours added, in order.
    public private(set) var behaviors: [UIDynamicBehavior] = []
    /// Whether the simulation is moving items.
    public private(set) var isRunning = false
    /// The simulated seconds since the animator last started.
    public private(set) var elapsedTime: TimeInterval = 0

    /// Each item's simulated motion.
    @MainActor final class Body {
        unowned let item: UIDynamicItem
        var velocity = CGVector.zero
        var angularVelocity: CGFloat = 0
        var angle: CGFloat = 0
        var force = CGVector.zero
        var torque: CGFloat = 0
        init(_ item: UIDynamicItem) {
            self.item = item
            let t = item.transform
            angle = atan2(t.b, t.a)
        }
        var area: CGFloat { max(item.bounds.width * item.bounds.height, 1) }
        var radius: CGFloat { max(min(item.bounds.width, item.bounds.height) / 2, 0.5) }
    }
    private var bodies: [ObjectIdentifier: Body] = [:]
    private var link: CADisplayLink?
    private var restTime: TimeInterval = 0

    /// An animator without a reference view: its items move in their own coordinates (as with Objective-C's
    /// `[[UIDynamicAnimator alloc] init]`).
    public override init() {
        super.init()
    }

    /// An animator for items inside `view`.
    public init(referenceView view: UIView) {
        ownReferenceView = view
        super.init()
    }

    /// An animator for a collection view layout's attributes (`UICollectionViewLayoutAttributes` are dynamic
    /// items), in the collection view's content coordinates: the layout is invalidated after every step that
    /// moved them, so it answers `layoutAttributesForElements(in:)` from `items(in:)` and the cells follow.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init()
    }

    /// The attributes in a behaviour for the cell at `indexPath` (an animator of a collection view layout).
    open func layoutAttributesForCell(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// The attributes in a behaviour for the supplementary view of `kind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    /// The attributes in a behaviour for the decoration view of `kind` at `indexPath`.
    open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == kind
                && $0.indexPath == indexPath
        }
    }

    private func attributes(where matches: (UICollectionViewLayoutAttributes) -> Bool)
        -> UICollectionViewLayoutAttributes?
    {
        for behavior in allBehaviors {
            for case let attributes as UICollectionViewLayoutAttributes in behavior.dynamicItems
            where matches(attributes) {
                return attributes
            }
        }
        return nil
    }

    /// Adds a behaviour (and its children); the simulation starts.
    open func addBehavior(_ behavior: UIDynamicBehavior) {
        guard !behaviors.contains(where: { $0 === behavior }) else { return }
        behavior.willMove(to: self)
        behaviors.append(behavior)
        behavior.dynamicAnimator = self
        // Its items are the animator's from now on (`items(in:)` finds them before the first step).
        var stack = [behavior]
        while let next = stack.popLast() {
            for item in next.dynamicItems { _ = body(of: item) }
            stack.append(contentsOf: next.childBehaviors)
        }
        resume()
    }

    /// Removes a behaviour.
    open func removeBehavior(_ behavior: UIDynamicBehavior) {
        guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.willMove(to: nil)
        behaviors.remove(at: index)
        behavior.dynamicAnimator = nil
        pruneBodies()
    }

    /// Removes every behaviour; the items stop.
    open func removeAllBehaviors() {
        for behavior in behaviors { removeBehavior(behavior) }
    }

    /// The items whose frames meet `rect` (reference view coordinates).
    open func items(in rect: CGRect) -> [UIDynamicItem] {
        bodies.values.map(\.item).filter { item in
            let size = item.bounds.size
            return CGRect(
                x: item.center.x - size.width / 2, y: item.center.y - size.height / 2, width: size.width,
                height: size.height
            ).intersects(rect)
        }
    }

    /// Takes an item's centre and transform as they are now (after code moved it).
    open func updateItem(usingCurrentState item: UIDynamicItem) {
        guard let body = bodies[ObjectIdentifier(item)] else { return }
        body.angle = atan2(item.transform.b, item.transform.a)
        resume()
    }

    // MARK: Bodies

    /// The body of an item in a behaviour (made on first use).
    func body(of item: UIDynamicItem) -> Body {
        if let body = bodies[ObjectIdentifier(item)] { return body }
        let body = Body(item)
        bodies[ObjectIdentifier(item)] = body
        return body
    }

    /// The resistance and other properties that apply to an item (the last item behaviour naming it).
    func properties(of item: UIDynamicItem) -> UIDynamicItemBehavior? {
        allBehaviors.compactMap { $0 as? UIDynamicItemBehavior }.last { $0.contains(item) }
    }

    private var allBehaviors: [UIDynamicBehavior] {
        var all: [UIDynamicBehavior] = []
        var stack = behaviors.reversed() as [UIDynamicBehavior]
        while let next = stack.popLast() {
            all.append(next)
            stack.append(contentsOf: next.childBehaviors.reversed())
        }
        return all
    }

    private func pruneBodies() {
        var used = Set<ObjectIdentifier>()
        for behavior in allBehaviors { for item in behavior.dynamicItems { used.insert(ObjectIdentifier(item)) } }
        bodies = bodies.filter { used.contains($0.key) }
    }

    // MARK: Stepping

    /// Starts stepping on the frame clock.
    func resume() {
        guard !isRunning, !behaviors.isEmpty else { return }
        isRunning = true
        restTime = 0
        elapsedTime = 0
        delegate?.dynamicAnimatorWillResume(self)
        if link == nil {
            let link = CADisplayLink { [weak self] link in self?.frame(link.duration) }
            link.add(to: .main, forMode: .common)
            self.link = link
        }
        link?.isPaused = false
    }

    private func pause() {
        isRunning = false
        link?.isPaused = true
        delegate?.dynamicAnimatorDidPause(self)
    }

    /// One frame: fixed sub-steps of at most 1/240 s, then a check for rest.
    private func frame(_ duration: CFTimeInterval) {
        let total = min(max(duration, 1.0 / 240), 1.0 / 15)
        let steps = max(1, Int((total * 240).rounded(.up)))
        for _ in 0..<steps { step(CGFloat(total) / CGFloat(steps)) }
        elapsedTime += total
        for behavior in allBehaviors { behavior.action?() }
        // The layout's attributes moved: it lays its cells out again from them.
        layout?.invalidateLayout()
        let moving = bodies.values.contains { body in
            hypot(body.velocity.dx, body.velocity.dy) > 1 || abs(body.angularVelocity) > 0.01
        }
        let pushing = allBehaviors.contains { ($0 as? UIPushBehavior)?.keepsRunning == true }
        restTime = moving || pushing ? 0 : restTime + total
        if restTime > 0.25 || bodies.isEmpty { pause() }
    }

    /// One step of the simulation: forces from the behaviours, semi-implicit Euler, then constraints and
    /// collisions.
    func step(_ dt: CGFloat) {
        for body in bodies.values {
            body.force = .zero
            body.torque = 0
        }
        let all = allBehaviors
        for behavior in all { behavior.applyForces(in: self, dt: dt) }
        for body in bodies.values {
            let properties = properties(of: body.item)
            if properties?.isAnchored == true {
                body.velocity = .zero
                body.angularVelocity = 0
                continue
            }
            let mass = self.mass(of: body)
            // a = F × 100 / mass, in points/s².
            body.velocity.dx += body.force.dx * 100 / mass * dt
            body.velocity.dy += body.force.dy * 100 / mass * dt
            let resistance = properties?.resistance ?? 0
            if resistance > 0 {
                let keep = max(0, 1 - resistance * dt)
                body.velocity.dx *= keep
                body.velocity.dy *= keep
            }
            if properties?.allowsRotation ?? true {
                let inertia = mass * body.radius * body.radius / 2
                body.angularVelocity += body.torque * 100 / max(inertia, 0.01) * dt
                let angular = properties?.angularResistance ?? 0
                if angular > 0 { body.angularVelocity *= max(0, 1 - angular * dt) }
            } else {
                body.angularVelocity = 0
            }
            body.item.center.x += body.velocity.dx * dt
            body.item.center.y += body.velocity.dy * dt
            if body.angularVelocity != 0 {
                body.angle += body.angularVelocity * dt
                body.item.transform = CGAffineTransform(rotationAngle: body.angle)
            }
        }
        for behavior in all { behavior.applyConstraints(in: self, dt: dt) }
    }

    /// An item's mass: its area in 100 × 100-point units times its density.
    func mass(of body: Body) -> CGFloat {
        let density = properties(of: body.item)?.density ?? 1
        return max(body.area / 10_000 * max(density, 0.001), 0.0001)
    }
}

/// A behaviour of a dynamic animator: what it does to its items each step. Subclass it to group behaviours
/// (`addChildBehavior`) and run an `action` each frame.
@preconcurrency @MainActor
open class UIDynamicBehavior: NSObject {
    /// The behaviours grouped under this one.
    public private(set) var childBehaviors: [UIDynamicBehavior] = []
    /// Runs after every frame of the simulation.
    open var action: (() -> Void)?
    /// The animator the behaviour is in.
    public internal(set) weak var dynamicAnimator: UIDynamicAnimator?

    /// Creates an empty behaviour.
    public override init() { super.init() }

    /// Groups a behaviour under this one.
    open func addChildBehavior(_ behavior: UIDynamicBehavior) {
        guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
        childBehaviors.append(behavior)
        behavior.dynamicAnimator = dynamicAnimator
        dynamicAnimator?.resume()
    }

    /// Removes a grouped behaviour.
    open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
        childBehaviors.removeAll { $0 === behavior }
    }

    /// Called before the behaviour joins an animator (or leaves one, with nil).
    open func willMove(to dynamicAnimator: UIDynamicAnimator?) {
        for child in childBehaviors { child.dynamicAnimator = dynamicAnimator }
    }

    /// The items the behaviour acts on.
    var dynamicItems: [UIDynamicItem] { [] }

    func contains(_ item: UIDynamicItem) -> Bool { dynamicItems.contains { $0 === item } }

    /// Adds forces to the bodies (before integration).
    func applyForces(in animator: UIDynamicAnimator, dt: CGFloat) {}
    /// Corrects positions and velocities (after integration).
    func applyConstraints(in animator: UIDynamicAnimator, dt: CGFloat) {}
}
