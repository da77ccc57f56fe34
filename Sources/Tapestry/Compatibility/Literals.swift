import Foundation

// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, as Xcode writes them into UIKit
// sources: the compiler builds them through these initializers.

extension UIColor: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral`, its components from 0 to 1.
    public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral`, found as `UIImage(named:)` finds it.
    ///
    /// - Precondition: The image exists (UIKit stops too when a literal's image is missing).
    public convenience init(imageLiteralResourceName path: String) {
        self.init(named: path)!
    }
}
