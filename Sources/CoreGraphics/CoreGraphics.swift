// `import CoreGraphics` as on Apple's platforms: Foundation's CGFloat, CGPoint, CGSize, CGRect and
// CGAffineTransform, and Tapestry's CGContext, CGPath, CGColor, CGImage and the rest of the drawing types.
@_exported import Foundation
@_exported import Tapestry

/// The largest finite `Float`, as Darwin's C library names it (`MAXFLOAT`); iOS code repeats animations
/// forever with `repeatCount = HUGE`.
public let HUGE: Float = .greatestFiniteMagnitude
/// The largest finite `Float`, as Darwin's C library names it.
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// The zero rectangle, as Core Graphics' C interface names it (`CGRect.zero`).
public let CGRectZero = CGRect.zero
/// The origin, as Core Graphics' C interface names it (`CGPoint.zero`).
public let CGPointZero = CGPoint.zero
/// The zero size, as Core Graphics' C interface names it (`CGSize.zero`).
public let CGSizeZero = CGSize.zero
/// The null rectangle (`CGRect.null`).
public let CGRectNull = CGRect.null
/// The infinite rectangle (`CGRect.infinite`).
public let CGRectInfinite = CGRect.infinite
/// The identity transform (`CGAffineTransform.identity`).
public let CGAffineTransformIdentity = CGAffineTransform.identity
