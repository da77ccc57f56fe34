import Foundation

/// An area of a field, relative to the field's position: a circle, a rectangle centred on the position,
/// everywhere, or what combining them makes.
@preconcurrency @MainActor
open class UIRegion: NSObject {
    private enum Shape {
        case infinite
        case circle(CGFloat)
        case rectangle(CGSize)
        indirect case inverse(Shape)
        indirect case union(Shape, Shape)
        indirect case difference(Shape, Shape)
        indirect case intersection(Shape, Shape)

        func contains(_ point: CGPoint) -> Bool {
            switch self {
            case .infinite: true
            case .circle(let radius): hypot(point.x, point.y) <= radius
            case .rectangle(let size): abs(point.x) <= size.width / 2 && abs(point.y) <= size.height / 2
            case .inverse(let shape): !shape.contains(point)
            case .union(let a, let b): a.contains(point) || b.contains(point)
            case .difference(let a, let b): a.contains(point) && !b.contains(point)
            case .intersection(let a, let b): a.contains(point) && b.contains(point)
            }
        }
    }

    private let shape: Shape

    private init(shape: Shape) {
        self.shape = shape
        super.init()
    }

    /// Everywhere: the region a field has by default.
    open class var infinite: UIRegion { UIRegion(shape: .infinite) }

    /// A circle of `radius` points around the field's position.
    public init(radius: CGFloat) {
        shape = .circle(max(radius, 0))
        super.init()
    }

    /// A rectangle of `size` centred on the field's position.
    public init(size: CGSize) {
        shape = .rectangle(CGSize(width: max(size.width, 0), height: max(size.height, 0)))
        super.init()
    }

    /// Everywhere this region is not.
    open func inverse() -> UIRegion { UIRegion(shape: .inverse(shape)) }
    /// Where this region or `region` is.
    open func union(with region: UIRegion) -> UIRegion { UIRegion(shape: .union(shape, region.shape)) }
    /// Where this region is and `region` is not.
    open func difference(from region: UIRegion) -> UIRegion { UIRegion(shape: .difference(shape, region.shape)) }
    /// Where both this region and `region` are.
    open func intersection(with region: UIRegion) -> UIRegion {
        UIRegion(shape: .intersection(shape, region.shape))
    }
    /// Whether `point` (relative to the field's position) is in the region.
    open func contains(_ point: CGPoint) -> Bool { shape.contains(point) }
}

/// A field that acts on the items in its region (iOS 9): gravity in a direction or towards a point, a spring,
/// drag, a vortex, a velocity, noise and turbulence, electric and magnetic forces on charged items (the charge
/// is the item behaviour's `charge`), or forces a block computes. Strengths are in UIKit's units: a linear
/// gravity field of strength 1 pulls as `UIGravityBehavior`'s magnitude 1 does (1,000 points/s²).
@preconcurrency @MainActor
open class UIFieldBehavior: UIDynamicItemListBehavior {
    /// The block a custom field computes its force with: the field, the item's position relative to the field's,
    /// its velocity, mass and charge, and the simulated time; it returns a force in UIKit newtons.
    public typealias EvaluationBlock = (UIFieldBehavior, CGPoint, CGVector, CGFloat, CGFloat, TimeInterval) -> CGVector

    enum Kind {
        case linearGravity, radialGravity, velocity, drag, vortex, spring, noise, turbulence, electric, magnetic
        case custom(EvaluationBlock)
    }

    var kind = Kind.linearGravity

    /// Where the field is, in the reference view's coordinates (its region and distances are measured from it).
    open var position = CGPoint.zero
    /// The area the field acts in, around `position`; everywhere by default.
    open var region = UIRegion.infinite
    /// How strong the field is (negative reverses it).
    open var strength: CGFloat = 1
    /// How the field weakens with distance: its strength is divided by (distance in 100-point units) to this
    /// power (0: not at all).
    open var falloff: CGFloat = 0
    /// The distance below which the field does not grow stronger.
    open var minimumRadius: CGFloat = 0
    /// The direction of a linear gravity or velocity field.
    open var direction = CGVector.zero
    /// How smooth a noise or turbulence field is (0…1).
    open var smoothness: CGFloat = 0
    /// How fast a noise or turbulence field changes.
    open var animationSpeed: CGFloat = 0

    /// A field with no items (made by the class methods below).
    public required init() { super.init(items: []) }

    private static func make(_ kind: Kind) -> Self {
        let field = Self()
        field.kind = kind
        return field
    }

    /// A field that slows items in proportion to their speed.
    open class func dragField() -> Self { make(.drag) }
    /// A field that turns items around its position.
    open class func vortexField() -> Self { make(.vortex) }
    /// A field that pulls items towards `position`.
    open class func radialGravityField(position: CGPoint) -> Self {
        let field = make(.radialGravity)
        field.position = position
        return field
    }
    /// A field that pulls items in `direction`, as gravity does.
    open class func linearGravityField(direction: CGVector) -> Self {
        let field = make(.linearGravity)
        field.direction = direction
        return field
    }
    /// A field that moves items at `direction` (points per second, times the strength).
    open class func velocityField(direction: CGVector) -> Self {
        let field = make(.velocity)
        field.direction = direction
        return field
    }
    /// A field of smoothly varying random forces.
    open class func noiseField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.noise)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// A noise field whose forces grow with the items' speed.
    open class func turbulenceField(smoothness: CGFloat, animationSpeed speed: CGFloat) -> Self {
        let field = make(.turbulence)
        field.smoothness = smoothness
        field.animationSpeed = speed
        return field
    }
    /// A field that pulls items towards its position in proportion to their distance, as a spring.
    open class func springField() -> Self { make(.spring) }
    /// A field that pushes charged items away from its position (pulls ones of opposite charge).
    open class func electricField() -> Self { make(.electric) }
    /// A field that turns moving charged items sideways to their motion.
    open class func magneticField() -> Self { make(.magnetic) }
    /// A field whose force `block` computes for each item.
    open class func field(evaluationBlock block: @escaping EvaluationBlock) -> Self { make(.custom(block)) }

    override func applyForces(in animator: UIDynamicAnimator, dt: CGFloat) {
        let time = animator.elapsedTime
        for item in items {
            let body = animator.body(of: item)
            let offset = CGPoint(x: item.center.x - position.x, y: item.center.y - position.y)
            guard region.contains(offset) else { continue }
            let mass = animator.mass(of: body)
            let charge = animator.properties(of: item)?.charge ?? 0
            if case .velocity = kind {
                body.velocity = CGVector(dx: direction.dx * strength, dy: direction.dy * strength)
                continue
            }
            let force = self.force(at: offset, velocity: body.velocity, mass: mass, charge: charge, time: time)
            body.force.dx += force.dx
            body.force.dy += force.dy
        }
    }

    /// The force on an item at `offset` from the field, in UIKit newtons (an acceleration of a points/s² is a
    /// force of a × mass / 100, as the animator integrates it).
    func force(at offset: CGPoint, velocity: CGVector, mass: CGFloat, charge: CGFloat, time: TimeInterval)
        -> CGVector
    {
        let distance = max(hypot(offset.x, offset.y), minimumRadius, 0.001)
        let away = CGVector(dx: offset.x / distance, dy: offset.y / distance)
        let weakening = falloff == 0 ? 1 : pow(max(distance, 1) / 100, -falloff)
        func accelerating(_ a: CGVector) -> CGVector { CGVector(dx: a.dx * mass / 100, dy: a.dy * mass / 100) }
        switch kind {
        case .linearGravity:
            return accelerating(CGVector(dx: direction.dx * strength * 1000, dy: direction.dy * strength * 1000))
        case .radialGravity:
            let a = strength * 1000 * weakening
            return accelerating(CGVector(dx: -away.dx * a, dy: -away.dy * a))
        case .velocity:
            return .zero
        case .drag:
            return accelerating(CGVector(dx: -velocity.dx * strength, dy: -velocity.dy * strength))
        case .vortex:
            // Counterclockwise on screen for a positive strength.
            let a = strength * 1000 * weakening
            return accelerating(CGVector(dx: away.dy * a, dy: -away.dx * a))
        case .spring:
            // Strength 1 swings an item about the position once a second.
            let k = 4 * CGFloat.pi * CGFloat.pi * strength
            return accelerating(CGVector(dx: -offset.x * k, dy: -offset.y * k))
        case .noise, .turbulence:
            let n = noise(at: offset, time: time)
            let speed = hypot(velocity.dx, velocity.dy)
            let scale = strength * 1000 * (isTurbulence ? speed / 100 : 1)
            return accelerating(CGVector(dx: n.dx * scale, dy: n.dy * scale))
        case .electric:
            let f = charge * strength * 10 * weakening
            return CGVector(dx: away.dx * f, dy: away.dy * f)
        case .magnetic:
            let f = charge * strength / 10
            return CGVector(dx: -velocity.dy * f, dy: velocity.dx * f)
        case .custom(let block):
            return block(self, offset, velocity, mass, charge, time)
        }
    }

    private var isTurbulence: Bool {
        if case .turbulence = kind { return true }
        return false
    }

    /// A smooth pseudo-random direction field of magnitude up to 1: sines of the position at a scale the
    /// smoothness sets, drifting with time at the animation speed.
    private func noise(at point: CGPoint, time: TimeInterval) -> CGVector {
        let scale = 0.002 + 0.05 * (1 - min(max(smoothness, 0), 1))
        let t = CGFloat(time) * animationSpeed
        let x = point.x * scale, y = point.y * scale
        let dx = (sin(x * 1.7 + y * 0.9 + t) + sin(y * 2.3 - x * 0.4 + t * 1.3)) / 2
        let dy = (sin(y * 1.9 - x * 1.1 + t * 0.7) + sin(x * 2.1 + y * 0.5 - t * 1.1)) / 2
        return CGVector(dx: dx, dy: dy)
    }
}

extension UIDynamicItemBehavior {
    /// The items' electric charge, which electric and magnetic fields act on (0 by default: no charge).
    public var charge: CGFloat {
        get { (objc_getAssociatedObject(self, &FieldKeys.charge) as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0 }
        set {
            objc_setAssociatedObject(
                self, &FieldKeys.charge, NSNumber(value: Double(newValue)), .OBJC_ASSOCIATION_RETAIN)
        }
    }
}

private enum FieldKeys {
    nonisolated(unsafe) static var charge: UInt8 = 0
}
