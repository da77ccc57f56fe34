// `import QuartzCore` as on Apple's platforms: CALayer and its subclasses, CAAnimation and its subclasses,
// CATransaction, CAMediaTimingFunction, CADisplayLink and CACurrentMediaTime(), with CoreGraphics' names.
@_exported import CoreGraphics
