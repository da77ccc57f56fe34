import Foundation

// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, as Xcode writes them into UIKit
// sources: the compiler builds them through these initializers.

// UIColor's initializer is `required`, in its class body (UIColor.swift), as a subclassable class needs.
extension UIColor: _ExpressibleByColorLiteral {}

// UIImage's initializer is `required` too, in its class body (UIImage.swift).
extension UIImage: _ExpressibleByImageLiteral {}

/// The type a `#colorLiteral` has when nothing else says (`let tint = #colorLiteral(…)`), as UIKit declares it.
public typealias _ColorLiteralType = UIColor
/// The type an `#imageLiteral` has when nothing else says, as UIKit declares it.
public typealias _ImageLiteralType = UIImage
