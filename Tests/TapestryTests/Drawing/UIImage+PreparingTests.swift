import Foundation
import Tapestry
import Testing

/// Preparing an image for display gives a decoded image of the same size and rendering, in all three forms;
/// an image without pixels gives nil, as on iOS.
@Suite struct UIImagePreparingTests {
    func redImage() -> UIImage {
        let pixels = ImageBitmap(width: 4, height: 2, bytesPerRow: 16)
        for index in 0..<8 {
            pixels.baseAddress.storeBytes(of: 0xFFFF_0000 as UInt32, toByteOffset: index * 4, as: UInt32.self)
        }
        return UIImage(bitmap: pixels, scale: 2).withRenderingMode(.alwaysTemplate)
    }

    @Test func aPreparedImageKeepsItsSizeScaleRenderingAndPixels() throws {
        let image = redImage()
        let prepared = try #require(image.preparingForDisplay())
        #expect(prepared !== image)
        #expect(prepared.size == CGSize(width: 2, height: 1) && prepared.scale == 2)
        #expect(prepared.renderingMode == .alwaysTemplate)
        #expect(prepared.bitmap?.argb(x: 3, y: 1) == 0xFFFF_0000)
        #expect(UIImage().preparingForDisplay() == nil)
    }

    @Test func theCompletionAndAsyncFormsGiveTheSameImage() async throws {
        let image = redImage()
        let viaHandler: UIImage? = await withCheckedContinuation { continuation in
            image.prepareForDisplay { continuation.resume(returning: $0) }
        }
        #expect(viaHandler?.size == image.size)
        let viaAsync = await image.byPreparingForDisplay()
        #expect(viaAsync?.bitmap?.argb(x: 0, y: 0) == 0xFFFF_0000)
        #expect(await UIImage().byPreparingForDisplay() == nil)
    }
}
