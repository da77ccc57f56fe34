// `import CoreGraphics` as on Apple's platforms: Foundation's CGFloat, CGPoint, CGSize, CGRect and
// CGAffineTransform, and Tapestry's CGContext, CGPath, CGColor, CGImage and the rest of the drawing types.
@_exported import Foundation
@_exported import Tapestry

/// The largest finite `Float`, as Darwin's C library names it (`MAXFLOAT`); iOS code repeats animations
/// forever with `repeatCount = HUGE`.
public let HUGE: Float = .greatestFiniteMagnitude
/// The largest finite `Float`, as Darwin's C library names it.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
