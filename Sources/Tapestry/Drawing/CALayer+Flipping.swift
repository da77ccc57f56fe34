import Foundation

extension CALayer {
    /// Whether the layer's content is flipped when drawn: true when an odd number of the layer and its
    /// superlayers have `isGeometryFlipped`. The context `draw(in:)` is handed is the same either way (y down, as
    /// UIKit's); code that draws Core Text, which lays out y up, flips it when this is true, as on iOS.
    public func contentsAreFlipped() -> Bool {
        var flipped = false
        var layer: CALayer? = self
        while let current = layer {
            if current.isGeometryFlipped { flipped.toggle() }
            layer = current.superlayer
        }
        return flipped
    }
}
