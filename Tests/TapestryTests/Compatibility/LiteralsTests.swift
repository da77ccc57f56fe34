import Foundation
import Testing

@testable import Tapestry

/// Xcode's colour and image literals (Literals): `#colorLiteral` makes a `UIColor` and `#imageLiteral` a `UIImage`
/// found by name, typed or not, as UIKit's `_ColorLiteralType` and `_ImageLiteralType` make them.
@MainActor
@Suite struct LiteralsTests {
    @Test func literalsMakeColoursAndImages() throws {
        let literal: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0.25, alpha: 1)
        #expect(literal == UIColor(red: 1, green: 0.5, blue: 0.25, alpha: 1))
        // With no type written, a literal is a UIColor, as UIKit's `_ColorLiteralType` makes it.
        let untyped = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        #expect(untyped == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        // A 1×1 PNG written where `UIImage(named:)` finds it (a path).
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tapestry-literal.png").path
        try png.write(to: URL(fileURLWithPath: path))
        let image: UIImage = #imageLiteral(resourceName: path)
        #expect(image.size == CGSize(width: 1, height: 1))
        let untypedImage = #imageLiteral(resourceName: path)
        #expect(untypedImage.size == CGSize(width: 1, height: 1))
    }
}
