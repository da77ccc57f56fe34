import CCairo
import Foundation
@_spi(Rendering) import Tapestry

extension ViewRenderer {
    /// An emitter layer's particles as they are now, each its cell's image (the part `contentsRect` names)
    /// centred on the particle, scaled and turned; tinted by the particle's colour (a tinted image is drawn as
    /// a shape in that colour, as the white images emitters use look), added together in `.additive` mode.
    func drawParticles(of emitter: CAEmitterLayer, cr: OpaquePointer) {
        let particles = emitter.particles(at: CACurrentMediaTime())
        guard !particles.isEmpty else { return }
        cairo_save(cr)
        if emitter.renderMode == .additive { cairo_set_operator(cr, CAIRO_OPERATOR_ADD) }
        for particle in particles where particle.alpha > 0 && particle.scale > 0 {
            let cell = particle.cell
            guard let image = cell.image, let surface = ImageDecoding.surface(for: image) else { continue }
            let part = cell.contentsRect.standardized.intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
            guard !part.isEmpty else { continue }
            let pixels = image.pixelSize
            let source = CGRect(
                x: part.minX * pixels.width, y: part.minY * pixels.height, width: part.width * pixels.width,
                height: part.height * pixels.height)
            let factor = particle.scale / max(cell.contentsScale, 0.01)
            cairo_save(cr)
            cairo_translate(cr, Double(particle.position.x), Double(particle.position.y))
            cairo_rotate(cr, Double(particle.angle))
            cairo_scale(cr, Double(factor), Double(factor))
            cairo_translate(cr, -Double(source.width / 2), -Double(source.height / 2))
            cairo_rectangle(cr, 0, 0, Double(source.width), Double(source.height))
            cairo_clip(cr)
            let tinted = particle.red < 0.999 || particle.green < 0.999 || particle.blue < 0.999
            if tinted {
                cairo_set_source_rgba(
                    cr, Double(particle.red), Double(particle.green), Double(particle.blue), Double(particle.alpha))
                cairo_mask_surface(cr, surface, -Double(source.minX), -Double(source.minY))
            } else {
                cairo_set_source_surface(cr, surface, -Double(source.minX), -Double(source.minY))
                cairo_paint_with_alpha(cr, Double(particle.alpha))
            }
            cairo_restore(cr)
        }
        cairo_restore(cr)
    }
}
