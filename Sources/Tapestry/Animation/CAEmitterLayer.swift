import Foundation

/// A layer that emits particles (confetti, snow, sparks): each of its `emitterCells` makes `birthRate`
/// particles a second at `emitterPosition` (spread over `emitterShape`), which then move, turn, grow and fade
/// as the cell says until their lifetime ends. The particles are worked out on the frame clock while any are
/// alive or being born, so an emitter that has stopped costs nothing.
open class CAEmitterLayer: CALayer {
    /// The kinds of particle emitted.
    open var emitterCells: [CAEmitterCell]? { didSet { startIfNeeded() } }
    /// A factor on every cell's birth rate; 1 by default (0 stops emitting; the particles alive finish).
    open var birthRate: Float = 1 { didSet { startIfNeeded() } }
    /// A factor on every cell's lifetime; 1 by default.
    open var lifetime: Float = 1
    /// Where particles start, in the layer's coordinates.
    open var emitterPosition = CGPoint.zero
    /// The depth of the position (kept: the layer is flat).
    open var emitterZPosition: CGFloat = 0
    /// The size of the shape particles start on.
    open var emitterSize = CGSize.zero
    /// The depth of the shape (kept).
    open var emitterDepth: CGFloat = 0
    /// The shape particles start on; a point by default.
    open var emitterShape = CAEmitterLayerEmitterShape.point
    /// Which part of the shape; its inside by default.
    open var emitterMode = CAEmitterLayerEmitterMode.volume
    /// The order particles are drawn in; `.additive` adds their colours.
    open var renderMode = CAEmitterLayerRenderMode.unordered
    /// Whether particles keep their depth (kept).
    open var preservesDepth = false
    /// A factor on every cell's velocity; 1 by default.
    open var velocity: Float = 1
    /// A factor on every cell's scale; 1 by default.
    open var scale: Float = 1
    /// A factor on every cell's spin; 1 by default.
    open var spin: Float = 1
    /// The seed of the particles' randomness (the same seed, the same particles for the same frames).
    open var seed: UInt32 = 0 { didSet { generator = EmitterRandom(seed: UInt64(seed)) } }

    /// A particle as it is at a moment: where, how large, how turned, in what colour, showing what.
    @_spi(Rendering) public struct Particle {
        /// The centre, in the layer's coordinates.
        public var position: CGPoint
        /// The image's scale (its size in points is its pixel size ÷ `contentsScale` × this).
        public var scale: CGFloat
        /// The turn, in radians.
        public var angle: CGFloat
        /// The tint, components 0…1.
        public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
        /// The cell it came from.
        public var cell: CAEmitterCell
    }

    private struct Live {
        let cell: CAEmitterCell
        let born: CFTimeInterval, life: CFTimeInterval
        let origin: CGPoint, velocity: CGVector, acceleration: CGVector
        let scale: CGFloat, scaleSpeed: CGFloat, spin: CGFloat
        let color: (CGFloat, CGFloat, CGFloat, CGFloat), colorSpeed: (CGFloat, CGFloat, CGFloat, CGFloat)
    }

    private var live: [Live] = []
    private var lastStep: CFTimeInterval?
    private var owed: [ObjectIdentifier: Double] = [:]
    private var generator = EmitterRandom(seed: 0)
    private var observing = false

    /// Creates an emitter with no cells.
    public override init() { super.init() }

    /// Fails: Tapestry reads no archives (see `CALayer.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// Creates a standalone copy of `layer`'s settings (its particles are not copied).
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAEmitterLayer else { return }
        emitterCells = other.emitterCells
        birthRate = other.birthRate
        lifetime = other.lifetime
        emitterPosition = other.emitterPosition
        emitterZPosition = other.emitterZPosition
        emitterSize = other.emitterSize
        emitterDepth = other.emitterDepth
        emitterShape = other.emitterShape
        emitterMode = other.emitterMode
        renderMode = other.renderMode
        preservesDepth = other.preservesDepth
        velocity = other.velocity
        scale = other.scale
        spin = other.spin
        seed = other.seed
    }

    /// The particles alive at `time` (the media clock's), after emitting those born since the last step.
    @_spi(Rendering) public func particles(at time: CFTimeInterval) -> [Particle] {
        step(to: time)
        startIfNeeded()
        let order = renderMode == .oldestLast ? live.reversed() : live
        return order.map { particle in
            let age = CGFloat(time - particle.born)
            let position = CGPoint(
                x: particle.origin.x + particle.velocity.dx * age + particle.acceleration.dx * age * age / 2,
                y: particle.origin.y + particle.velocity.dy * age + particle.acceleration.dy * age * age / 2)
            func channel(_ start: CGFloat, _ speed: CGFloat) -> CGFloat { min(max(start + speed * age, 0), 1) }
            return Particle(
                position: position, scale: max(particle.scale + particle.scaleSpeed * age, 0),
                angle: particle.spin * age, red: channel(particle.color.0, particle.colorSpeed.0),
                green: channel(particle.color.1, particle.colorSpeed.1),
                blue: channel(particle.color.2, particle.colorSpeed.2),
                alpha: channel(particle.color.3, particle.colorSpeed.3), cell: particle.cell)
        }
    }

    /// Whether particles are being born or are alive.
    var isEmitting: Bool {
        !live.isEmpty || (birthRate > 0 && (emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 })
    }

    /// Emits the particles born since the last step and lets go of those whose lifetime ended.
    private func step(to now: CFTimeInterval) {
        guard let last = lastStep else {
            lastStep = now
            return
        }
        let elapsed = now - last
        guard elapsed > 0 else { return }
        lastStep = now
        // A particle exactly one lifetime old has ended; the hair keeps that so whatever the clock's magnitude
        // (times a frame apart, summed, differ from their exact values in the last bits).
        live.removeAll { now - $0.born >= $0.life - 1e-9 }
        // Births in a long gap (a window that was away) are those of its last second only.
        let span = min(elapsed, 1)
        for cell in emitterCells ?? [] where cell.isEnabled && cell.isActive(at: now) {
            let rate = Double(cell.birthRate) * Double(birthRate)
            guard rate > 0, rate.isFinite else { continue }
            let key = ObjectIdentifier(cell)
            // A hair added so that six sixtieths of ten a second make one birth despite rounding.
            let before = owed[key, default: 0]
            let due = before + rate * span + 1e-9
            let count = min(Int(due), 10_000)
            owed[key] = due - Double(Int(due)) - 1e-9
            for index in 0..<count {
                // Each birth at the moment the births owed reached a whole one: one every 1/rate seconds whatever
                // the frames' times (so a second holds `rate` births at any phase of the frames); more than the
                // cap are spread over the span.
                let born =
                    count == Int(due)
                    ? min(now - span + (Double(index + 1) - before) / rate, now)
                    : now - span * Double(count - 1 - index) / Double(count)
                emit(cell, bornAt: born, now: now)
            }
        }
    }

    private func emit(_ cell: CAEmitterCell, bornAt born: CFTimeInterval, now: CFTimeInterval) {
        func spread(_ base: CGFloat, _ range: CGFloat) -> CGFloat {
            range == 0 ? base : base + range * CGFloat(generator.next(in: -1...1))
        }
        let life = Double(max(spread(CGFloat(cell.lifetime), CGFloat(cell.lifetimeRange)), 0)) * Double(lifetime)
        guard life > now - born else { return }
        let direction = cell.emissionLongitude + cell.emissionRange * CGFloat(generator.next(in: -0.5...0.5))
        let speed = spread(cell.velocity, cell.velocityRange) * CGFloat(velocity)
        let base = cell.color ?? CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        func channel(_ value: CGFloat, _ range: Float) -> CGFloat { min(max(spread(value, CGFloat(range)), 0), 1) }
        live.append(
            Live(
                cell: cell, born: born, life: life, origin: startingPoint(),
                velocity: CGVector(dx: cos(direction) * speed, dy: sin(direction) * speed),
                acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
                scale: spread(cell.scale, cell.scaleRange) * CGFloat(scale),
                scaleSpeed: cell.scaleSpeed * CGFloat(scale),
                spin: spread(cell.spin, cell.spinRange) * CGFloat(spin),
                color: (
                    channel(base.red, cell.redRange), channel(base.green, cell.greenRange),
                    channel(base.blue, cell.blueRange), channel(base.alpha, cell.alphaRange)
                ),
                colorSpeed: (
                    CGFloat(cell.redSpeed), CGFloat(cell.greenSpeed), CGFloat(cell.blueSpeed), CGFloat(cell.alphaSpeed)
                )))
    }

    /// A point on the emitter's shape, by its mode.
    private func startingPoint() -> CGPoint {
        let centre = emitterPosition
        let width = emitterSize.width, height = emitterSize.height
        let u = CGFloat(generator.next(in: 0...1)), v = CGFloat(generator.next(in: 0...1))
        switch emitterShape {
        case .line:
            return CGPoint(x: centre.x + (u - 0.5) * width, y: centre.y)
        case .rectangle, .cuboid:
            switch emitterMode {
            case .points:
                return CGPoint(
                    x: centre.x + (u < 0.5 ? -width : width) / 2, y: centre.y + (v < 0.5 ? -height : height) / 2)
            case .outline:
                // A point along the perimeter.
                let along = u * 2 * (width + height)
                if along < width { return CGPoint(x: centre.x - width / 2 + along, y: centre.y - height / 2) }
                if along < width + height {
                    return CGPoint(x: centre.x + width / 2, y: centre.y - height / 2 + along - width)
                }
                if along < 2 * width + height {
                    return CGPoint(x: centre.x + width / 2 - (along - width - height), y: centre.y + height / 2)
                }
                return CGPoint(x: centre.x - width / 2, y: centre.y + height / 2 - (along - 2 * width - height))
            default:
                return CGPoint(x: centre.x + (u - 0.5) * width, y: centre.y + (v - 0.5) * height)
            }
        case .circle, .sphere:
            let angle = u * 2 * .pi
            let radius = emitterMode == .outline || emitterMode == .points ? width : width * v.squareRoot()
            return CGPoint(x: centre.x + cos(angle) * radius, y: centre.y + sin(angle) * radius)
        default:
            return centre
        }
    }

    /// Asks the frame clock for frames while particles are born or alive, each frame redrawing the window.
    private func startIfNeeded() {
        guard !observing, isEmitting else { return }
        withMainActorState(self) { emitter in
            guard !emitter.observing else { return }
            emitter.observing = true
            // Births are counted from now (not from when an emitter that stopped last ran).
            if emitter.live.isEmpty { emitter.lastStep = UIApplication.shared.clock.now }
            UIApplication.shared.frameClock.addObserver(emitter) { [weak emitter] now in
                guard let emitter else { return }
                emitter.step(to: now)
                let window = emitter.hostView?.window
                window?.setNeedsDisplayOfWholeWindow()
                // Out of every window (or done), it stops asking for frames; drawn again, it starts over.
                if !emitter.isEmitting || window == nil {
                    emitter.observing = false
                    emitter.lastStep = nil
                    UIApplication.shared.frameClock.removeObserver(emitter)
                }
            }
        }
    }
}

/// SplitMix64: the emitter's randomness, the same for the same seed.
struct EmitterRandom {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    /// A value spread evenly over `range`.
    mutating func next(in range: ClosedRange<Double>) -> Double {
        range.lowerBound + (range.upperBound - range.lowerBound) * Double(next() >> 11) / Double(1 << 53)
    }
}
