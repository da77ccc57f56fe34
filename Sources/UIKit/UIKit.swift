// `import UIKit`, as on iOS: the engine (views, controllers, controls, gestures, layout, lists, navigation),
// Core Animation (QuartzCore), Core Graphics, Foundation and the C library, the Cairo renderer's
// `UIGraphicsImageRenderer`, and the desktop backend's `UIApplicationMain`, so sources written for iOS compile
// with their imports unchanged. `canImport(UIKit)` is true for a target that depends on this product.
@_exported import CoreGraphics
@_exported import CoreImage  // UIKit's headers bring Core Image (`UIImage(ciImage:)`, `CIImage(image:)`)
@_exported import Foundation
@_exported import ImageIO  // UIKit brings Image I/O on iOS too (through Core Image's headers)
@_exported import ObjectiveC
@_exported import QuartzCore
@_exported import Tapestry
@_exported import TapestryCairo
@_exported import TapestryX11
@_exported import UIKit  // the empty C module of the same name (Sources/CUIKit): `import UIKit.UIColor` resolves
@_exported import UniformTypeIdentifiers

// Darwin's unfair lock, which Apple's Foundation brings with it (the rest of `os`, logging, needs `import os`).
@_exported import typealias os.os_unfair_lock
@_exported import func os.os_unfair_lock_assert_not_owner
@_exported import func os.os_unfair_lock_assert_owner
@_exported import func os.os_unfair_lock_lock
@_exported import struct os.os_unfair_lock_s
@_exported import typealias os.os_unfair_lock_t
@_exported import func os.os_unfair_lock_trylock
@_exported import func os.os_unfair_lock_unlock

// URLSession, URLRequest and the rest of Foundation's networking, and XMLParser: Apple's Foundation has them, and
// `import UIKit` brings them there; Linux's Foundation keeps them in modules of their own.
#if canImport(FoundationNetworking)
    @_exported import FoundationNetworking
#endif
#if canImport(FoundationXML)
    @_exported import FoundationXML
#endif
