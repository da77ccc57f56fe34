import Foundation

/// A layer that draws its sublayers `instanceCount` times, each copy transformed by `instanceTransform` once
/// more than the one before (about the layer's centre), as Core Animation's does: the spokes of a spinner,
/// a row of dots. Copies of sublayers are drawn; copies of a view's subviews (a replicator backing a view) are
/// not. `instanceDelay` and the colour offsets are kept for Core Animation's API: every copy shows the same
/// moment of its sublayers' animations in their own colours.
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn (the sublayers themselves are the first); 1 by default.
    open var instanceCount = 1 { didSet { changed() } }
    /// The transform from one copy to the next, about the layer's centre.
    open var instanceTransform = CATransform3DIdentity { didSet { changed() } }
    /// The delay between copies' animations, in seconds (not applied).
    open var instanceDelay: CFTimeInterval = 0
    /// The colour each copy is multiplied by (not applied).
    open var instanceColor: CGColor?
    /// The red added to each copy's colour (not applied).
    open var instanceRedOffset: Float = 0
    /// The green added to each copy's colour (not applied).
    open var instanceGreenOffset: Float = 0
    /// The blue added to each copy's colour (not applied).
    open var instanceBlueOffset: Float = 0
    /// The opacity added to each copy (not applied).
    open var instanceAlphaOffset: Float = 0
    /// Whether copies keep their depth; kept for Core Animation's API.
    open var preservesDepth = false

    /// A replicator drawing one copy.
    public override init() { super.init() }

    /// Fails: Tapestry reads no archives (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a standalone copy of `layer` (Core Animation makes presentation layers with it).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        instanceTransform = other.instanceTransform
        instanceDelay = other.instanceDelay
        instanceColor = other.instanceColor
        instanceRedOffset = other.instanceRedOffset
        instanceGreenOffset = other.instanceGreenOffset
        instanceBlueOffset = other.instanceBlueOffset
        instanceAlphaOffset = other.instanceAlphaOffset
        preservesDepth = other.preservesDepth
    }

    /// The transforms of the copies, first to last, in the layer's own space (the first is the identity).
    @_spi(Rendering) public var instanceTransforms: [CGAffineTransform] {
        let count = min(max(instanceCount, 0), 10_000)
        guard count > 0 else { return [] }
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let step = instanceTransform.affineTransform
        var result: [CGAffineTransform] = []
        var accumulated = CGAffineTransform.identity
        for _ in 0..<count {
            result.append(
                CGAffineTransform(translationX: -centre.x, y: -centre.y).concatenating(accumulated)
                    .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y)))
            accumulated = accumulated.concatenating(step)
        }
        return result
    }
}
