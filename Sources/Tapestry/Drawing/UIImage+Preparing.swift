import Foundation

// iOS 15's way to decode an image before it reaches the screen, off the main thread, so that a list does not
// stall while a cell's image is decoded in the frame that shows it.
extension UIImage {
    /// The image with its pixels decoded (a PNG's or JPEG's bytes read into memory), the same size, scale and
    /// rendering; nil when it has no pixels or its data cannot be read, as on iOS. Call it off the main thread.
    public func preparingForDisplay() -> UIImage? {
        guard pixelSize != .zero, let pixels = bitmap ?? EngineServices.current.bitmap(of: self) else { return nil }
        return UIImage(variantOf: self, decoded: pixels)
    }

    /// Decodes the image on a background queue and hands the result (or nil) to `completionHandler` there.
    public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async { completionHandler(self.preparingForDisplay()) }
    }

    /// The decoded image, made off the caller's actor.
    public func byPreparingForDisplay() async -> UIImage? {
        await withCheckedContinuation { continuation in
            prepareForDisplay { continuation.resume(returning: $0) }
        }
    }
}
