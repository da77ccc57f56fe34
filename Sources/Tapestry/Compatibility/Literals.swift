import Foundation

// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, as Xcode writes them into UIKit
// sources: the compiler builds them through these initializers.

// UIColor's initializer is `required`, in its class body (UIColor.swift), as a subclassable class needs.
extension UIColor: _ExpressibleByColorLiteral {}

extension UIImage: _ExpressibleByImageLiteral {
    /// The image of an `#imageLiteral`, found as `UIImage(named:)` finds it.
    ///
    /// - Precondition: The image exists (UIKit stops too when a literal's image is missing).
    public convenience init(imageLiteralResourceName path: String) {
        self.init(named: path)!
    }
}

/// The type a `#colorLiteral` has when nothing else says (`let tint = #colorLiteral(…)`), as UIKit declares it.
public typealias _ColorLiteralType = UIColor
/// The type an `#imageLiteral` has when nothing else says, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
