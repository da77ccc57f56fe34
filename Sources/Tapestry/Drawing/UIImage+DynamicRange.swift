import Foundation

extension UIImage {
    /// The range of brightness an image holds or is shown in (iOS 17).
    public enum DynamicRange: Int, Sendable {
        /// No preference: the image's own range.
        case unspecified = -1
        /// Standard dynamic range.
        case standard = 0
        /// High dynamic range, held back to stay near standard content.
        case constrainedHigh = 1
        /// Full high dynamic range.
        case high = 2
    }

    /// Whether the image holds high-dynamic-range content: never here, where images are 8-bit sRGB.
    public var isHighDynamicRange: Bool { false }

    /// The image restricted to standard range: the same image here, already standard.
    public func imageRestrictedToStandardDynamicRange() -> UIImage { UIImage(variantOf: self) }
}
