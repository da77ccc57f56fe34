import Foundation

/// One kind of particle a `CAEmitterLayer` emits: how many a second, how long each lives, how it moves, turns,
/// grows and fades, and the image it shows (`contents`), tinted by `color`.
open class CAEmitterCell: NSObject {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// A name to find the cell by.
    open var name: String?
    /// Whether the cell emits; true by default.
    open var isEnabled = true
    /// Particles a second (multiplied by the layer's `birthRate`); 0 by default.
    open var birthRate: Float = 0
    /// Seconds each particle lives (times the layer's `lifetime`); 0 by default.
    open var lifetime: Float = 0
    /// How much a particle's lifetime varies either way.
    open var lifetimeRange: Float = 0
    /// The direction particles leave in, in radians in the layer's plane (0 to the right, π/2 down).
    open var emissionLongitude: CGFloat = 0
    /// The direction out of the plane (kept: Tapestry's layers are flat).
    open var emissionLatitude: CGFloat = 0
    /// The angle of the cone around `emissionLongitude` particles spread over (half of it either way).
    open var emissionRange: CGFloat = 0
    /// The starting speed, in points a second.
    open var velocity: CGFloat = 0
    /// How much the speed varies either way.
    open var velocityRange: CGFloat = 0
    /// Acceleration along x, in points a second squared.
    open var xAcceleration: CGFloat = 0
    /// Acceleration along y (positive is down).
    open var yAcceleration: CGFloat = 0
    /// Acceleration along z (kept).
    open var zAcceleration: CGFloat = 0
    /// The image's scale; 1 by default.
    open var scale: CGFloat = 1
    /// How much the scale varies either way.
    open var scaleRange: CGFloat = 0
    /// The change of scale a second.
    open var scaleSpeed: CGFloat = 0
    /// Turns a second, in radians.
    open var spin: CGFloat = 0
    /// How much the spin varies either way.
    open var spinRange: CGFloat = 0
    /// The colour the image is multiplied by; opaque white (none) by default.
    open var color: CGColor?
    /// How much red varies either way.
    open var redRange: Float = 0
    /// How much green varies either way.
    open var greenRange: Float = 0
    /// How much blue varies either way.
    open var blueRange: Float = 0
    /// How much the opacity varies either way.
    open var alphaRange: Float = 0
    /// The change of red a second.
    open var redSpeed: Float = 0
    /// The change of green a second.
    open var greenSpeed: Float = 0
    /// The change of blue a second.
    open var blueSpeed: Float = 0
    /// The change of opacity a second (negative fades a particle out).
    open var alphaSpeed: Float = 0
    /// The image each particle shows (a `CGImage` or `UIImage`).
    open var contents: Any?
    /// The part of the image shown, in unit coordinates; all of it by default.
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// Pixels per point of the image; 1 by default.
    open var contentsScale: CGFloat = 1
    /// The filter used to shrink the image (kept).
    open var minificationFilter = "linear"
    /// The filter used to enlarge the image (kept).
    open var magnificationFilter = "linear"
    /// Cells each particle emits in turn (kept: particles do not emit).
    open var emitterCells: [CAEmitterCell]?
    /// When the cell starts emitting, in the media clock's time (`CACurrentMediaTime()`); 0, from the start.
    open var beginTime: CFTimeInterval = 0
    /// How long the cell emits from `beginTime` (when that is set); 0, without end.
    open var duration: CFTimeInterval = 0
    /// Kept (`CAMediaTiming`): a cell's emission is not sped up, offset or repeated here.
    open var speed: Float = 1
    /// Kept (`CAMediaTiming`).
    open var timeOffset: CFTimeInterval = 0
    /// Kept (`CAMediaTiming`).
    open var repeatCount: Float = 0
    /// Kept (`CAMediaTiming`).
    open var repeatDuration: CFTimeInterval = 0
    /// Kept (`CAMediaTiming`).
    open var autoreverses = false
    /// Kept (`CAMediaTiming`).
    open var fillMode: CAMediaTimingFillMode = .removed

    /// Whether the cell emits at `time`: from its `beginTime`, for its `duration` when it has both.
    func isActive(at time: CFTimeInterval) -> Bool {
        guard time >= beginTime else { return false }
        return beginTime <= 0 || duration <= 0 || time < beginTime + duration
    }
    /// Extra values (kept).
    open var style: [AnyHashable: Any]?

    /// Creates a cell that emits nothing until given a birth rate and a lifetime.
    public override init() {}

    /// The image the particles show.
    @_spi(Rendering) public var image: UIImage? { contents as? UIImage ?? (contents as? CGImage)?.image }
}

/// Where an emitter layer's particles start.
public struct CAEmitterLayerEmitterShape: Hashable, Sendable, RawRepresentable {
    /// The raw name.
    public let rawValue: String
    /// Creates a shape from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At `emitterPosition`.
    public static let point = CAEmitterLayerEmitterShape(rawValue: "point")
    /// Along a horizontal line `emitterSize.width` long centred on the position.
    public static let line = CAEmitterLayerEmitterShape(rawValue: "line")
    /// In a rectangle of `emitterSize` centred on the position.
    public static let rectangle = CAEmitterLayerEmitterShape(rawValue: "rectangle")
    /// A box (as a rectangle in the plane).
    public static let cuboid = CAEmitterLayerEmitterShape(rawValue: "cuboid")
    /// In a circle of radius `emitterSize.width` around the position.
    public static let circle = CAEmitterLayerEmitterShape(rawValue: "circle")
    /// A sphere (as a circle in the plane).
    public static let sphere = CAEmitterLayerEmitterShape(rawValue: "sphere")
}

/// Which part of the shape particles start from.
public struct CAEmitterLayerEmitterMode: Hashable, Sendable, RawRepresentable {
    /// The raw name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The shape's corners or centre.
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// The shape's edge.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// The shape's surface.
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// The shape's inside (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}

/// The order particles are drawn in.
public struct CAEmitterLayerRenderMode: Hashable, Sendable, RawRepresentable {
    /// The raw name.
    public let rawValue: String
    /// Creates a mode from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Any order (Tapestry draws the oldest first).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// The oldest first.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// The oldest last.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth (the oldest first: the layer is flat).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Colours added where particles overlap.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
