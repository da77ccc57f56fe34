// `import CoreImage`: images as recipes (`CIImage`), built-in filters by name (`CIFilter`), and contexts that
// render them on the CPU (`CIContext`), with `UIImage(ciImage:)` and `CIImage(image:)` between them and UIKit.
// `import CoreImage.CIFilterBuiltins` resolves too (the C module of the same name, Sources/CCoreImage).
@_exported import CoreGraphics
@_exported import CoreImage
@_exported import Foundation
@_exported import ImageIO  // as Apple's Core Image headers bring it
