import Foundation

/// Hears when items touch each other or a boundary.
@preconcurrency @MainActor
public protocol UICollisionBehaviorDelegate: AnyObject {
    /// An item met a boundary (its identifier: one given to `addBoundary`, or nil for the reference bounds).
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint)
    /// Two items met.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint)
    /// An item left a boundary it touched.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?)
    /// Two items that touched parted.
    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem)
}

extension UICollisionBehaviorDelegate {
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem, with item2: UIDynamicItem,
        at p: CGPoint
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
        withBoundaryIdentifier identifier: NSCopying?
    ) {}
    /// Does nothing.
    public func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem
    ) {}
}

/// Keeps its items from passing through each other and through boundaries: the reference view's bounds (when
/// `translatesReferenceBoundsIntoBoundary`) and segments added with `addBoundary`. Items collide as circles of
/// half their shorter side; a collision keeps the items' `elasticity` of their speed.
@preconcurrency @MainActor
open class UICollisionBehavior: UIDynamicItemListBehavior {
    /// What collides.
    public struct Mode: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// Creates a mode.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items with each other.
        public static let items = Mode(rawValue: 1)
        /// Items with boundaries.
        public static let boundaries = Mode(rawValue: 2)
        /// Both.
        public static let everything: Mode = [.items, .boundaries]
    }

    /// What collides; everything by default.
    open var collisionMode: Mode = .everything
    /// Whether the reference view's bounds are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false
    /// The hearer of contacts.
    open weak var collisionDelegate: UICollisionBehaviorDelegate?
    private var referenceInsets = UIEdgeInsets.zero
    private var segments: [(identifier: NSCopying & NSObjectProtocol, from: CGPoint, to: CGPoint)] = []
    /// The contacts under way, each with what tells the delegate it ended.
    private var touching: [String: () -> Void] = [:]

    /// Collisions among `items`.
    public override init(items: [UIDynamicItem]) { super.init(items: items) }

    /// Makes the reference bounds, inset, a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        translatesReferenceBoundsIntoBoundary = true
        referenceInsets = insets
    }

    /// Adds a straight boundary between two points.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        guard let identifier = identifier as? (NSCopying & NSObjectProtocol) else { return }
        segments.append((identifier, p1, p2))
    }

    /// Adds a boundary along a path's straight sides (curves are followed by their end points).
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        var start: CGPoint?, last: CGPoint?
        for element in bezierPath.cgPath.elements {
            switch element {
            case .moveTo(let p):
                start = p
                last = p
            case .lineTo(let p), .quadCurveTo(_, let p), .curveTo(_, _, let p):
                if let last { addBoundary(withIdentifier: identifier, from: last, to: p) }
                last = p
            case .closeSubpath:
                if let last, let start { addBoundary(withIdentifier: identifier, from: last, to: start) }
                last = start
            }
        }
    }

    /// Removes the boundaries of an identifier.
    open func removeBoundary(withIdentifier identifier: NSCopying) {
        segments.removeAll { $0.identifier.isEqual(identifier) }
    }

    /// Removes every added boundary.
    open func removeAllBoundaries() { segments.removeAll() }

    /// The identifiers of the added boundaries.
    open var boundaryIdentifiers: [NSCopying]? { segments.isEmpty ? nil : segments.map(\.identifier) }

    override func applyConstraints(in animator: UIDynamicAnimator, dt: CGFloat) {
        var nowTouching: [String: () -> Void] = [:]
        if collisionMode.contains(.boundaries) {
            for item in items { collideWithBoundaries(animator.body(of: item), animator, &nowTouching) }
        }
        if collisionMode.contains(.items) {
            for i in items.indices {
                for j in items.indices where j > i {
                    collide(animator.body(of: items[i]), animator.body(of: items[j]), animator, &nowTouching)
                }
            }
        }
        let ended = touching.filter { nowTouching[$0.key] == nil }
        touching = nowTouching
        for (_, tell) in ended.sorted(by: { $0.key < $1.key }) { tell() }
    }

    private func elasticity(_ body: UIDynamicAnimator.Body, _ animator: UIDynamicAnimator) -> CGFloat {
        animator.properties(of: body.item)?.elasticity ?? 0
    }

    private func collideWithBoundaries(
        _ body: UIDynamicAnimator.Body, _ animator: UIDynamicAnimator, _ nowTouching: inout [String: () -> Void]
    ) {
        guard animator.properties(of: body.item)?.isAnchored != true else { return }
        let r = body.radius
        let bounce = elasticity(body, animator)
        if translatesReferenceBoundsIntoBoundary, let reference = animator.referenceView {
            let area = reference.bounds.inset(by: referenceInsets)
            var hit = false
            var c = body.item.center
            if c.x - r < area.minX {
                c.x = area.minX + r
                if body.velocity.dx < 0 { body.velocity.dx = -body.velocity.dx * bounce }
                hit = true
            } else if c.x + r > area.maxX {
                c.x = area.maxX - r
                if body.velocity.dx > 0 { body.velocity.dx = -body.velocity.dx * bounce }
                hit = true
            }
            if c.y - r < area.minY {
                c.y = area.minY + r
                if body.velocity.dy < 0 { body.velocity.dy = -body.velocity.dy * bounce }
                hit = true
            } else if c.y + r > area.maxY {
                c.y = area.maxY - r
                if body.velocity.dy > 0 { body.velocity.dy = -body.velocity.dy * bounce }
                hit = true
            }
            if hit {
                body.item.center = c
                let item = body.item
                contact(
                    "bounds-\(ObjectIdentifier(item).hashValue)", &nowTouching,
                    began: {
                        collisionDelegate?.collisionBehavior(
                            self, beganContactFor: item, withBoundaryIdentifier: nil, at: c)
                    },
                    ended: { [weak self] in
                        guard let self else { return }
                        collisionDelegate?.collisionBehavior(self, endedContactFor: item, withBoundaryIdentifier: nil)
                    })
            }
        }
        for segment in segments {
            let c = body.item.center
            let ab = CGVector(dx: segment.to.x - segment.from.x, dy: segment.to.y - segment.from.y)
            let lengthSquared = max(ab.dx * ab.dx + ab.dy * ab.dy, 0.0001)
            let t = max(0, min(1, ((c.x - segment.from.x) * ab.dx + (c.y - segment.from.y) * ab.dy) / lengthSquared))
            let nearest = CGPoint(x: segment.from.x + ab.dx * t, y: segment.from.y + ab.dy * t)
            let dx = c.x - nearest.x, dy = c.y - nearest.y
            let distance = hypot(dx, dy)
            guard distance < r, distance > 0.0001 else { continue }
            let normal = CGVector(dx: dx / distance, dy: dy / distance)
            body.item.center = CGPoint(x: nearest.x + normal.dx * r, y: nearest.y + normal.dy * r)
            let into = body.velocity.dx * normal.dx + body.velocity.dy * normal.dy
            if into < 0 {
                body.velocity.dx -= (1 + bounce) * into * normal.dx
                body.velocity.dy -= (1 + bounce) * into * normal.dy
            }
            let item = body.item, identifier = segment.identifier
            contact(
                "segment-\(ObjectIdentifier(item).hashValue)-\(identifier.hash)", &nowTouching,
                began: {
                    collisionDelegate?.collisionBehavior(
                        self, beganContactFor: item, withBoundaryIdentifier: identifier, at: nearest)
                },
                ended: { [weak self] in
                    guard let self else { return }
                    collisionDelegate?.collisionBehavior(
                        self, endedContactFor: item, withBoundaryIdentifier: identifier)
                })
        }
    }

    private func collide(
        _ a: UIDynamicAnimator.Body, _ b: UIDynamicAnimator.Body, _ animator: UIDynamicAnimator,
        _ nowTouching: inout [String: () -> Void]
    ) {
        let dx = b.item.center.x - a.item.center.x, dy = b.item.center.y - a.item.center.y
        let distance = hypot(dx, dy)
        let reach = a.radius + b.radius
        guard distance < reach, distance > 0.0001 else { return }
        let normal = CGVector(dx: dx / distance, dy: dy / distance)
        let anchoredA = animator.properties(of: a.item)?.isAnchored == true
        let anchoredB = animator.properties(of: b.item)?.isAnchored == true
        let massA = anchoredA ? CGFloat.infinity : animator.mass(of: a)
        let massB = anchoredB ? CGFloat.infinity : animator.mass(of: b)
        let inverseA = anchoredA ? 0 : 1 / massA, inverseB = anchoredB ? 0 : 1 / massB
        guard inverseA + inverseB > 0 else { return }
        // Separate them along the normal, by their inverse masses.
        let overlap = reach - distance
        let moveA = overlap * inverseA / (inverseA + inverseB), moveB = overlap * inverseB / (inverseA + inverseB)
        a.item.center.x -= normal.dx * moveA
        a.item.center.y -= normal.dy * moveA
        b.item.center.x += normal.dx * moveB
        b.item.center.y += normal.dy * moveB
        let closing = (b.velocity.dx - a.velocity.dx) * normal.dx + (b.velocity.dy - a.velocity.dy) * normal.dy
        if closing < 0 {
            let bounce = min(elasticity(a, animator), elasticity(b, animator))
            let impulse = -(1 + bounce) * closing / (inverseA + inverseB)
            a.velocity.dx -= impulse * inverseA * normal.dx
            a.velocity.dy -= impulse * inverseA * normal.dy
            b.velocity.dx += impulse * inverseB * normal.dx
            b.velocity.dy += impulse * inverseB * normal.dy
        }
        let point = CGPoint(x: a.item.center.x + normal.dx * a.radius, y: a.item.center.y + normal.dy * a.radius)
        let first = a.item, second = b.item
        contact(
            "items-\(ObjectIdentifier(first).hashValue)-\(ObjectIdentifier(second).hashValue)", &nowTouching,
            began: { collisionDelegate?.collisionBehavior(self, beganContactFor: first, with: second, at: point) },
            ended: { [weak self] in
                guard let self else { return }
                collisionDelegate?.collisionBehavior(self, endedContactFor: first, with: second)
            })
    }

    /// Tells the delegate of a contact once when it begins; `ended` tells it, after the step that no longer
    /// finds the contact, that it ended.
    private func contact(
        _ key: String, _ nowTouching: inout [String: () -> Void], began: () -> Void, ended: @escaping () -> Void
    ) {
        nowTouching[key] = ended
        if touching[key] == nil { began() }
    }
}
