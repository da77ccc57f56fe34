import Foundation
@_spi(Rendering) import Tapestry
import TapestryTesting
import Testing

/// Particle emitters on the virtual clock: births, lifetimes, motion, shapes, seeds, and the frames they ask for.
@MainActor
@Suite struct CAEmitterLayerTests {
    func makeEmitter(
        after start: TimeInterval = 0, _ configure: (CAEmitterCell) -> Void = { _ in }
    ) -> (CAEmitterLayer, EventSynthesizer) {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        synthesizer.advance(by: start)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 100, y: 100)
        let cell = CAEmitterCell()
        cell.birthRate = 10
        cell.lifetime = 1
        configure(cell)
        emitter.emitterCells = [cell]
        root.layer.addSublayer(emitter)
        synthesizer.advance(by: 0)
        return (emitter, synthesizer)
    }

    /// The same at any clock: a particle one lifetime old has ended, however the times of the frames between
    /// fall (the virtual clock starts at the machine's uptime: any phase of the frames, any magnitude).
    @Test(arguments: [0, 0.004, 0.008_3, 0.012_5, 1_234.567_8, 87_654.321, 3_456_789.012_3])
    func particlesAreBornAtTheRateAndLiveTheirLifetime(after start: TimeInterval) {
        let (emitter, synthesizer) = makeEmitter(after: start)
        #expect(UIApplication.shared.frameClock.needsFrames, "an emitting layer asks for frames")
        synthesizer.advance(by: 0.5)
        #expect(emitter.particles(at: CACurrentMediaTime()).count == 5)
        synthesizer.advance(by: 1.5)
        #expect(emitter.particles(at: CACurrentMediaTime()).count == 10, "those of the last second")
        emitter.birthRate = 0
        synthesizer.advance(by: 1.1)
        #expect(emitter.particles(at: CACurrentMediaTime()).isEmpty, "no more births; the last ones ended")
        synthesizer.advance(by: 0.1)
        #expect(!UIApplication.shared.frameClock.needsFrames, "a stopped emitter needs no frames")
    }

    @Test func aCellEmitsFromItsBeginTimeForItsDuration() {
        let (emitter, synthesizer) = makeEmitter { cell in
            cell.beginTime = CACurrentMediaTime() + 1
            cell.duration = 1
        }
        synthesizer.advance(by: 0.9)
        #expect(emitter.particles(at: CACurrentMediaTime()).isEmpty, "not yet begun")
        synthesizer.advance(by: 0.6)
        #expect(!emitter.particles(at: CACurrentMediaTime()).isEmpty, "begun")
        synthesizer.advance(by: 2)
        #expect(emitter.particles(at: CACurrentMediaTime()).isEmpty, "its second ended and its particles with it")
    }

    @Test func particlesMoveFromThePositionWithTheirVelocityAndAcceleration() throws {
        let (emitter, synthesizer) = makeEmitter { cell in
            cell.velocity = 100
            cell.emissionLongitude = .pi / 2  // down
            cell.yAcceleration = 20
            cell.alphaSpeed = -0.5
            cell.scaleSpeed = 1
            cell.spin = 2
        }
        synthesizer.advance(by: 0.5)
        let now = CACurrentMediaTime()
        let particles = emitter.particles(at: now)
        let oldest = try #require(particles.first)
        // Born 0.4 s ago (five births spread over the half second, the last now).
        let age: CGFloat = 0.4
        #expect(abs(oldest.position.x - 100) < 1e-6)
        #expect(abs(oldest.position.y - (100 + 100 * age + 10 * age * age)) < 1e-6, "\(oldest.position)")
        #expect(abs(oldest.alpha - (1 - 0.5 * age)) < 1e-6 && abs(oldest.scale - (1 + age)) < 1e-6)
        #expect(abs(oldest.angle - 2 * age) < 1e-6)
        let newest = try #require(particles.last)
        #expect(abs(newest.position.y - 100) < 1e-6 && newest.position.x == 100, "just born, at the position")
    }

    @Test func theShapeSpreadsWhereParticlesStart() {
        let (emitter, synthesizer) = makeEmitter()
        emitter.emitterShape = .line
        emitter.emitterSize = CGSize(width: 200, height: 0)
        synthesizer.advance(by: 1)
        let xs = emitter.particles(at: CACurrentMediaTime()).map(\.position.x)
        #expect(xs.allSatisfy { $0 >= 0 && $0 <= 200 } && Set(xs).count > 5, "\(xs)")
        #expect(emitter.particles(at: CACurrentMediaTime()).allSatisfy { $0.position.y == 100 })

        emitter.emitterShape = .circle
        emitter.emitterMode = .outline
        emitter.emitterSize = CGSize(width: 30, height: 0)
        synthesizer.advance(by: 1)
        let distances = emitter.particles(at: CACurrentMediaTime()).map {
            (($0.position.x - 100) * ($0.position.x - 100) + ($0.position.y - 100) * ($0.position.y - 100)).squareRoot()
        }
        #expect(distances.allSatisfy { abs($0 - 30) < 1e-6 }, "on a circle of radius emitterSize.width")
    }

    @Test func theSameSeedMakesTheSameParticles() {
        func run(seed: UInt32) -> [CGPoint] {
            let (emitter, synthesizer) = makeEmitter { cell in
                cell.velocity = 50
                cell.velocityRange = 40
                cell.emissionRange = .pi * 2
            }
            emitter.seed = seed
            synthesizer.advance(by: 0.5)
            synthesizer.advance(by: 0.25)
            return emitter.particles(at: CACurrentMediaTime()).map(\.position)
        }
        #expect(run(seed: 7) == run(seed: 7))
        #expect(run(seed: 7) != run(seed: 8))
    }

    @Test func aDisabledCellOrNoCellsEmitNothing() {
        let (emitter, synthesizer) = makeEmitter { $0.isEnabled = false }
        synthesizer.advance(by: 1)
        #expect(emitter.particles(at: CACurrentMediaTime()).isEmpty)
        let copy = CAEmitterLayer(layer: emitter)
        #expect(copy.emitterPosition == emitter.emitterPosition && copy.emitterCells?.count == 1)
        let cell = CAEmitterCell()
        #expect(cell.birthRate == 0 && cell.lifetime == 0 && cell.scale == 1 && cell.color == nil)
    }

    @Test func anEmitterOutOfEveryWindowStopsAskingForFrames() {
        let (emitter, synthesizer) = makeEmitter()
        synthesizer.advance(by: 0.5)
        #expect(UIApplication.shared.frameClock.needsFrames)
        emitter.removeFromSuperlayer()
        synthesizer.advance(by: 0.1)
        #expect(!UIApplication.shared.frameClock.needsFrames, "no frames for an emitter nobody sees")
    }
}
