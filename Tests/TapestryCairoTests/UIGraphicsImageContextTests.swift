import Foundation
import Tapestry
import TapestryCairo
import Testing

/// UIKit's older image contexts: begin, draw, take the image, end; nested pairs each their own.
@MainActor
@Suite struct UIGraphicsImageContextTests {
    @Test func drawingGoesIntoTheImageTakenFromTheCurrentContext() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil, "none outside a context")
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 10), false, 2)
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        // A nested context is its own.
        UIGraphicsBeginImageContext(CGSize(width: 4, height: 4))
        UIColor.blue.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let inner = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 10, y: 0, width: 10, height: 10))  // after the image was taken
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil, "every context ended")
        #expect(
            image.size == CGSize(width: 20, height: 10) && image.scale == 2 && inner.size == CGSize(width: 4, height: 4)
        )
        let pixels = try PixelBuffer(pngData: image.encodedData)
        #expect(pixels.pixel(x: 5, y: 5).r > 200 && pixels.pixel(x: 5, y: 5).a > 200, "red on the left")
        #expect(pixels.pixel(x: 30, y: 5).a < 10, "the right still clear: drawn after the image was taken")
        let innerPixels = try PixelBuffer(pngData: inner.encodedData)
        #expect(innerPixels.pixel(x: 2, y: 2).b > 200)
        UIGraphicsEndImageContext()  // one too many: nothing happens
    }
}
