import UIKit

/// Layers tagged through their accessibility hint, as animation libraries written for iOS mark the layers they
/// add (and find them again) from code that is not on the main actor: `NSObject`'s accessibility properties are
/// main-actor-isolated in Apple's SDK but imported from Objective-C as `@preconcurrency`, so Swift 5 code uses
/// them from anywhere without a diagnostic.
public final class LayerTags {
    /// A copy of `layer`'s geometry and stroke, carrying its tag.
    public class func copy(_ layer: CAShapeLayer) -> CAShapeLayer {
        let copy = CAShapeLayer()
        copy.bounds = layer.bounds
        copy.position = layer.position
        copy.path = layer.path
        copy.strokeColor = layer.strokeColor
        copy.lineWidth = layer.lineWidth
        copy.accessibilityHint = layer.accessibilityHint
        return copy
    }

    /// Tags `layer`.
    public class func tag(_ layer: CALayer, _ name: String) { layer.accessibilityHint = name }

    /// The first sublayer of `layer` tagged `name`.
    public class func sublayer(of layer: CALayer, taggedAs name: String) -> CALayer? {
        layer.sublayers?.first { $0.accessibilityHint == name }
    }
}
