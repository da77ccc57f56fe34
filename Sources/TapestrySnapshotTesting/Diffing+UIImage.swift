import Foundation
import SnapshotTesting
import Tapestry
import TapestryCairo

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images which requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images that allows customizing how precise the matching must be.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match
    ///     (1 − ΔE/100, CIE ΔE 1994). 98–99% mimics the precision of the human eye.
    ///   - scale: Scale to use when loading the reference image from disk; 1 when nil or 0.
    /// - Returns: A new diffing strategy.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 > 0 ? $0 : nil } ?? 1
        return .diff(
            toData: { snapshotPNGData($0) },
            fromData: { data in
                UIImage(data: data, scale: imageScale)
                    ?? UIImage(bitmap: ImageBitmap(width: 1, height: 1, bytesPerRow: 4))
            }
        ) { old, new in
            guard let message = compareImages(old, new, precision: precision, perceptualPrecision: perceptualPrecision)
            else { return nil }
            var attachments: [DiffAttachment] = [
                .data(snapshotPNGData(old), name: "reference.png"), .data(snapshotPNGData(new), name: "failure.png"),
            ]
            if let difference = differenceImage(old, new) {
                attachments.append(.data(snapshotPNGData(difference), name: "difference.png"))
            }
            return (message, attachments)
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images based on pixel equality.
    ///
    /// - Parameters:
    ///   - precision: The percentage of pixels that must match.
    ///   - perceptualPrecision: The percentage a pixel must match the source pixel to be considered a match.
    ///   - scale: The scale of the reference image stored on disk.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil)
        -> Snapshotting
    {
        .init(
            pathExtension: "png",
            diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}

/// The PNG bytes of an image (empty when its pixels cannot be encoded).
func snapshotPNGData(_ image: UIImage) -> Data { (try? image.encodedPNGData()) ?? Data() }

/// Each pixel's largest channel difference, as an opaque image (black where the two agree), or nil when the
/// sizes differ or an image cannot be read.
func differenceImage(_ old: UIImage, _ new: UIImage) -> UIImage? {
    guard let a = ComparablePixels(old), let b = ComparablePixels(new), a.width == b.width, a.height == b.height
    else { return nil }
    let bitmap = ImageBitmap(width: a.width, height: a.height, bytesPerRow: a.width * 4)
    for i in 0..<(a.width * a.height) {
        func d(_ c: Int) -> UInt32 { UInt32(abs(Int(a.bytes[i * 4 + c]) - Int(b.bytes[i * 4 + c]))) }
        let pixel: UInt32 = 0xff00_0000 | max(d(0), d(3)) << 16 | max(d(1), d(3)) << 8 | max(d(2), d(3))
        bitmap.baseAddress.storeBytes(of: pixel, toByteOffset: i * 4, as: UInt32.self)
    }
    return UIImage(bitmap: bitmap, scale: new.scale)
}
