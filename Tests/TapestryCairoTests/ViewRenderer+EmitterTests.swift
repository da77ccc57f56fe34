import Foundation
@_spi(Rendering) import Tapestry
import TapestryCairo
import Testing

/// Emitter particles drawn: each its cell's image at the particle, tinted, frames coming while they live.
@MainActor
@Suite struct ViewRendererEmitterTests {
    /// A white 6 × 6 square, as emitters' confetti images are.
    func square() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 6, height: 6), format: .init(scale: 1)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 6))
        }
    }

    @Test func particlesAreDrawnTintedWhereTheyAre() throws {
        UIApplication.replaceShared()
        let stage = FrameStage(width: 200, height: 100)
        let emitter = CAEmitterLayer()
        emitter.frame = stage.root.bounds
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        let cell = CAEmitterCell()
        cell.birthRate = 5
        cell.lifetime = 10
        cell.velocity = 100  // to the right
        cell.color = UIColor.red.cgColor
        cell.contents = square().cgImage
        emitter.emitterCells = [cell]
        stage.root.layer.addSublayer(emitter)
        _ = stage.frame()
        let pixels = stage.frame(after: 1)
        func isRed(_ x: Int, _ y: Int) -> Bool {
            let p = pixels.pixel(x: x, y: y)
            return p.r > 200 && p.g < 60 && p.b < 60
        }
        // Born at 0.2, 0.4, … 1.0 s: 80, 60, 40, 20 and 0 points along.
        let particles = emitter.particles(at: CACurrentMediaTime())
        #expect(particles.count == 5)
        for particle in particles {
            let x = Int(particle.position.x.rounded()), y = Int(particle.position.y.rounded())
            #expect(isRed(x, y), "a red square at \(particle.position)")
        }
        #expect(isRed(100, 50) && !isRed(110, 50), "the oldest, 80 points along, is 6 points wide")
        #expect(!isRed(20, 40), "nothing above the line they travel")

        emitter.renderMode = .additive
        cell.color = nil
        stage.root.backgroundColor = .black
        let later = stage.frame(after: 0.2)
        let white = later.pixel(x: 20, y: 50), behind = later.pixel(x: 20, y: 80)
        #expect(white.r > 240 && white.g > 240, "an untinted particle shows its white image: \(white)")
        #expect(behind.r < 20, "on black around it")
    }
}
