import Foundation
@_spi(Rendering) import Tapestry

/// An offscreen drawing made once and drawn many times (Core Graphics' `CGLayer`): a context of its own, at the
/// resolution of the context it was made for, drawn into others with `draw(_:at:)` and `draw(_:in:)`. Its user
/// space is Core Graphics' (origin at the lower left, y up, one unit per point), and it maps onto the target's user
/// space as an image drawn with `draw(_:in:)` does.
public final class CGLayer {
    /// The layer's size in points.
    public let size: CGSize
    /// The context to draw the layer's content into.
    public let context: CGContext?
    /// Device pixels per point.
    let scale: CGFloat

    /// A layer of `size` points for drawing into `context` (at its resolution); nil for an empty or non-finite
    /// size. `auxiliaryInfo` is reserved, as in Core Graphics.
    public init?(_ context: CGContext, size: CGSize, auxiliaryInfo: CFDictionary?) {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else { return nil }
        let transform = context.ctm
        let scale = max(1, (transform.a * transform.a + transform.b * transform.b).squareRoot().rounded())
        let width = Int((size.width * scale).rounded(.up)), height = Int((size.height * scale).rounded(.up))
        guard
            let own = CGContext(
                data: nil, width: width, height: height, bitsPerComponent: 8, bytesPerRow: 0,
                space: CGColorSpaceCreateDeviceRGB(),
                bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        else { return nil }
        own.scaleBy(x: scale, y: scale)
        self.size = size
        self.scale = scale
        self.context = own
    }
}

extension CGContext {
    /// Draws `layer` with its origin at `point`, at its size.
    public func draw(_ layer: CGLayer, at point: CGPoint) {
        draw(layer, in: CGRect(origin: point, size: layer.size))
    }

    /// Draws `layer` scaled into `rect`.
    public func draw(_ layer: CGLayer, in rect: CGRect) {
        guard let image = layer.context?.makeImage() else { return }
        draw(image, in: rect)
    }
}
