import Foundation
import Testing

@testable import Tapestry

/// Dynamic range as iOS 17 names it: Apple's raw values, images that are all standard range here, and an image
/// view that keeps its preference.
@MainActor @Suite struct UIImageDynamicRangeTests {
    @Test func rangesHaveApplesRawValuesAndImagesAreStandard() {
        #expect(UIImage.DynamicRange.unspecified.rawValue == -1 && UIImage.DynamicRange.high.rawValue == 2)
        #expect(UIImage.DynamicRange(rawValue: 1) == .constrainedHigh)
        let image = UIImage(bitmap: ImageBitmap(width: 2, height: 2, bytesPerRow: 8), scale: 2)
        #expect(!image.isHighDynamicRange)
        let standard = image.imageRestrictedToStandardDynamicRange()
        #expect(standard !== image && standard.size == image.size && standard.scale == 2)
    }

    @Test func anImageViewKeepsItsPreferredRange() {
        let view = UIImageView(frame: .zero)
        #expect(view.preferredImageDynamicRange == .unspecified)
        view.preferredImageDynamicRange = .high
        #expect(view.preferredImageDynamicRange == .high)
    }
}
