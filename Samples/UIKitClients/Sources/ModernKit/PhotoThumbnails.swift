import ImageIO
import UIKit

/// The feed's photo thumbnails, made with ImageIO off the main actor (as Apple's sample code makes them), and the
/// frame timing of the animated stickers it shows.
public enum PhotoThumbnails {
    /// A thumbnail no wider or taller than `maxPixelSize`, turned upright by the photo's orientation.
    public static func thumbnail(of data: Data, maxPixelSize: Int) -> UIImage? {
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, sourceOptions) else { return nil }
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true,
            kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceShouldCacheImmediately: true,
            kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
        ]
        guard let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary) else {
            return nil
        }
        return UIImage(cgImage: thumbnail)
    }

    /// `thumbnail(of:maxPixelSize:)` on a background task.
    public static func loadThumbnail(of data: Data, maxPixelSize: Int) async -> UIImage? {
        await Task.detached(priority: .userInitiated) { thumbnail(of: data, maxPixelSize: maxPixelSize) }.value
    }

    /// Each frame's delay in seconds, as an animated GIF's properties give it.
    public static func frameDelays(of data: Data) -> [TimeInterval] {
        guard let source = CGImageSourceCreateWithData(data as CFData, nil) else { return [] }
        return (0..<CGImageSourceGetCount(source)).map { index in
            let properties = CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [CFString: Any]
            let gif = properties?[kCGImagePropertyGIFDictionary] as? [CFString: Any]
            let delay =
                gif?[kCGImagePropertyGIFUnclampedDelayTime] as? Double ?? gif?[kCGImagePropertyGIFDelayTime]
                as? Double
            return delay ?? 0.1
        }
    }

    /// An animated GIF of `frames`, each shown for `delay` seconds, looping forever.
    public static func animatedGIF(of frames: [UIImage], delay: TimeInterval) -> Data? {
        let data = NSMutableData()
        guard
            let destination = CGImageDestinationCreateWithData(
                data, "com.compuserve.gif" as CFString, frames.count, nil)
        else { return nil }
        let loop = [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFLoopCount: 0]]
        CGImageDestinationSetProperties(destination, loop as CFDictionary)
        let frameProperties = [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: delay]]
        for frame in frames {
            guard let image = frame.cgImage else { return nil }
            CGImageDestinationAddImage(destination, image, frameProperties as CFDictionary)
        }
        return CGImageDestinationFinalize(destination) ? data as Data : nil
    }
}
