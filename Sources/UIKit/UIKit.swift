// `import UIKit`, as on iOS: the engine (views, controllers, controls, gestures, layout, lists, navigation),
// Core Animation (QuartzCore), Core Graphics, Foundation and the C library, the Cairo renderer's
// `UIGraphicsImageRenderer`, and the desktop backend's `UIApplicationMain`, so sources written for iOS compile
// with their imports unchanged. `canImport(UIKit)` is true for a target that depends on this product.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveC
@_exported import QuartzCore
@_exported import Tapestry
@_exported import TapestryCairo
@_exported import TapestryX11
@_exported import UIKit  // the empty C module of the same name (Sources/CUIKit): `import UIKit.UIColor` resolves
@_exported import UniformTypeIdentifiers
