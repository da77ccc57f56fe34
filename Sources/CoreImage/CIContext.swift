import Foundation
@_spi(UIKitOverlay) import Tapestry
import TapestryCairo

/// Where Core Image images become pixels. Rendering runs on the CPU, in linear light unless the context's
/// `workingColorSpace` option is `NSNull()`; results are sRGB. Safe to share between threads.
public final class CIContext: NSObject, @unchecked Sendable {
    let linear: Bool
    /// The options the context was made with.
    let options: [CIContextOption: Any]

    /// The context `UIImage(ciImage:)` renders with.
    static let shared = CIContext()

    /// A context with the default options.
    public override convenience init() { self.init(options: nil) }

    /// A context with `options`: `.workingColorSpace` set to `NSNull()` renders without converting to linear
    /// light; the other options are accepted (rendering is always on the CPU here).
    public init(options: [CIContextOption: Any]?) {
        self.options = options ?? [:]
        linear = !(options?[.workingColorSpace] is NSNull)
        super.init()
    }

    /// The working colour space: linear sRGB, or nil when the context works on the values as they are.
    public var workingColorSpace: CGColorSpace? {
        linear ? CGColorSpace(name: CGColorSpace.linearSRGB) : nil
    }

    /// The working format: 32-bit float components.
    public var workingFormat: CIFormat { .RGBAf }

    /// The pixels of `image` inside `fromRect` as a Core Graphics image (nil for an empty or infinite
    /// rectangle, or one larger than 16,384 pixels a side).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        bitmap(of: image, in: fromRect, linear: linear).flatMap { UIImage(bitmap: $0).cgImage }
    }

    /// The pixels as a Core Graphics image; `format` and `colorSpace` are accepted (the image is 8-bit sRGB).
    public func createCGImage(_ image: CIImage, from fromRect: CGRect, format: CIFormat, colorSpace: CGColorSpace?)
        -> CGImage?
    {
        createCGImage(image, from: fromRect)
    }

    /// The pixels of `image` inside `bounds` written to `data`, the top row first, `rowBytes` apart, in `format`
    /// (`.RGBA8`, `.BGRA8`, `.ARGB8`, `.RGBAf`, `.A8`, `.L8`); another format writes nothing and says so.
    public func render(
        _ image: CIImage, toBitmap data: UnsafeMutableRawPointer, rowBytes: Int, bounds: CGRect, format: CIFormat,
        colorSpace: CGColorSpace?
    ) {
        guard let layout = PixelLayout(format) else {
            CIFilter.complain("CIContext.render: the format \(format.rawValue) is not one this renderer writes")
            return
        }
        guard let area = PixelRect(covering: bounds), !area.isEmpty else { return }
        let settings = RenderSettings(linear: linear && colorSpace != nil)
        let raster = image.recipe.render(area, settings)
        for row in 0..<area.height {
            for column in 0..<area.width {
                let stored = settings.stored(raster.pixels[(area.height - 1 - row) * area.width + column])
                let premultiplied = SIMD4(stored.x * stored.w, stored.y * stored.w, stored.z * stored.w, stored.w)
                layout.write(premultiplied, data.advanced(by: row * rowBytes + column * layout.bytesPerPixel))
            }
        }
    }

    /// The pixels of `image` inside its extent as PNG bytes (nil for an empty or infinite extent).
    public func pngRepresentation(
        of image: CIImage, format: CIFormat, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        bitmap(of: image, in: image.extent, linear: linear).flatMap { try? UIImage(bitmap: $0).encodedPNGData() }
    }

    /// The pixels of `image` inside its extent as JPEG bytes; `options[.lossyCompressionQuality]` (0…1) sets the
    /// quality, 0.9 otherwise.
    public func jpegRepresentation(
        of image: CIImage, colorSpace: CGColorSpace, options: [CIImageRepresentationOption: Any] = [:]
    ) -> Data? {
        let quality = FilterValue.double(options[.lossyCompressionQuality]) ?? 0.9
        return bitmap(of: image, in: image.extent, linear: linear).flatMap {
            try? UIImage(bitmap: $0).encodedJPEGData(compressionQuality: CGFloat(quality))
        }
    }

    /// Forgets cached results (none are kept between renders here).
    public func clearCaches() {}

    /// Pixels of `image` inside `rect`, premultiplied 8-bit sRGB with the top row first.
    func bitmap(of image: CIImage, in rect: CGRect, linear: Bool) -> ImageBitmap? {
        guard let area = PixelRect(covering: rect), !area.isEmpty, area.width <= 16384, area.height <= 16384 else {
            return nil
        }
        let settings = RenderSettings(linear: linear)
        let raster = image.recipe.render(area, settings)
        let bitmap = ImageBitmap(width: area.width, height: area.height, bytesPerRow: area.width * 4)
        for row in 0..<area.height {
            let source = (area.height - 1 - row) * area.width
            for column in 0..<area.width {
                let c = settings.stored(raster.pixels[source + column])
                func byte(_ v: Float) -> UInt32 { UInt32(min(max(v * c.w * 255 + 0.5, 0), 255)) }
                let alpha = UInt32(min(max(c.w * 255 + 0.5, 0), 255))
                let argb = alpha << 24 | byte(c.x) << 16 | byte(c.y) << 8 | byte(c.z)
                bitmap.baseAddress.storeBytes(
                    of: argb, toByteOffset: row * bitmap.bytesPerRow + column * 4, as: UInt32.self)
            }
        }
        return bitmap
    }
}

/// Options for making a `CIContext`.
public struct CIContextOption: Hashable, RawRepresentable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The working colour space; `NSNull()` works on the values as they are.
    public static let workingColorSpace = CIContextOption("working_color_space")
    /// The colour space results are in (sRGB here).
    public static let outputColorSpace = CIContextOption("output_color_space")
    /// The working format.
    public static let workingFormat = CIContextOption("working_format")
    /// Whether to render on the CPU (always, here).
    public static let useSoftwareRenderer = CIContextOption("software_renderer")
    /// Whether to cache intermediate results.
    public static let cacheIntermediates = CIContextOption("kCIContextCacheIntermediates")
    /// Whether to render at low priority.
    public static let priorityRequestLow = CIContextOption("priority_request_low")
    /// Whether to downsample with higher quality.
    public static let highQualityDownsample = CIContextOption("high_quality_downsample")
    /// Whether outputs are premultiplied.
    public static let outputPremultiplied = CIContextOption("output_premultiplied")
    /// A name for the context.
    public static let name = CIContextOption("name")
}

/// Options for `CIContext`'s PNG and JPEG representations.
public struct CIImageRepresentationOption: Hashable, RawRepresentable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// JPEG quality, 0…1.
    public static let lossyCompressionQuality = CIImageRepresentationOption(
        "kCGImageDestinationLossyCompressionQuality")
}
