import Foundation
import ImageIO
@_spi(UIKitOverlay) import Tapestry
import TapestryCairo

/// An image as Core Image sees it: a recipe for pixels over an extent, made from a bitmap, a colour or a filter's
/// work, and rendered only when a `CIContext` is asked for pixels. Core Image's space has its origin at the
/// bottom left and y growing upwards; an image made from a `CGImage` covers `(0, 0, width, height)`.
public final class CIImage: NSObject, NSCopying, @unchecked Sendable {
    let recipe: ImageRecipe
    /// The rectangle the image covers (`CGRect.infinite` for a colour, or an image clamped to its extent).
    public let extent: CGRect
    /// The metadata the image was read with (an image file's properties), empty otherwise.
    public let properties: [String: Any]
    /// The Core Graphics image this image was made from, if it was made from one.
    public let cgImage: CGImage?

    init(recipe: ImageRecipe, extent: CGRect, properties: [String: Any] = [:], cgImage: CGImage? = nil) {
        self.recipe = recipe
        self.extent = extent.isInfinite ? .infinite : extent
        self.properties = properties
        self.cgImage = cgImage
        super.init()
    }

    /// An image of a Core Graphics image's pixels, covering `(0, 0, width, height)`.
    public convenience init(cgImage image: CGImage) {
        self.init(cgImage: image, options: nil)
    }

    /// An image of a Core Graphics image's pixels; `options[.colorSpace]` set to `NSNull()` keeps the values
    /// as they are (no conversion into the working space).
    public convenience init(cgImage image: CGImage, options: [CIImageOption: Any]?) {
        if let bitmap = try? UIImage(cgImage: image).decodedBitmap() {
            self.init(bitmap: bitmap, of: image, options: options)
        } else {
            self.init(recipe: ImageRecipe(), extent: .zero, cgImage: image)
        }
    }

    /// An image of pixels already decoded from `image`.
    private convenience init(bitmap: ImageBitmap, of image: CGImage, options: [CIImageOption: Any]?) {
        self.init(
            recipe: PixelsRecipe(Self.raster(of: bitmap), managed: !(options?[.colorSpace] is NSNull)),
            extent: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), cgImage: image)
    }

    /// An image of a `UIImage`'s pixels (nil when it has none to give).
    public convenience init?(image: UIImage) {
        self.init(image: image, options: nil)
    }

    /// An image of a `UIImage`'s pixels, with options as `init(cgImage:options:)` takes them.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        if let attached = image.attachedCIImage {
            self.init(recipe: attached.recipe, extent: attached.extent, properties: attached.properties)
            return
        }
        guard let cgImage = image.cgImage, let bitmap = try? image.decodedBitmap() else { return nil }
        self.init(bitmap: bitmap, of: cgImage, options: options)
    }

    /// An image decoded from PNG, JPEG, GIF or another format GdkPixbuf reads (nil for bytes that are none).
    public convenience init?(data: Data) {
        self.init(data: data, options: nil)
    }

    /// An image decoded from `data`, with options as `init(cgImage:options:)` takes them.
    public convenience init?(data: Data, options: [CIImageOption: Any]?) {
        guard let image = UIImage(data: data), let cgImage = image.cgImage, let bitmap = try? image.decodedBitmap()
        else { return nil }
        self.init(bitmap: bitmap, of: cgImage, options: options)
    }

    /// An image read from a file (nil when it cannot be read or decoded).
    public convenience init?(contentsOf url: URL) {
        self.init(contentsOf: url, options: nil)
    }

    /// An image read from a file, with options as `init(cgImage:options:)` takes them.
    public convenience init?(contentsOf url: URL, options: [CIImageOption: Any]?) {
        guard let data = try? Data(contentsOf: url) else { return nil }
        self.init(data: data, options: options)
    }

    /// An image of `color` everywhere: its extent is infinite (crop it before rendering).
    public convenience init(color: CIColor) {
        self.init(recipe: ColourRecipe(color.components), extent: .infinite)
    }

    /// An image of raw pixels, `bytesPerRow` apart, the first row at the top, in `format` (`.RGBA8`, `.BGRA8`,
    /// `.ARGB8` — premultiplied — or `.RGBAf`); nil for another format or too few bytes.
    public convenience init?(
        bitmapData data: Data, bytesPerRow: Int, size: CGSize, format: CIFormat, colorSpace: CGColorSpace?
    ) {
        let width = Int(size.width), height = Int(size.height)
        guard width > 0, height > 0, let layout = PixelLayout(format), bytesPerRow >= width * layout.bytesPerPixel,
            data.count >= (height - 1) * bytesPerRow + width * layout.bytesPerPixel
        else { return nil }
        var raster = Raster(PixelRect(x: 0, y: 0, width: width, height: height))
        data.withUnsafeBytes { bytes in
            for row in 0..<height {
                for column in 0..<width {
                    raster.pixels[(height - 1 - row) * width + column] = layout.read(
                        bytes.baseAddress!.advanced(by: row * bytesPerRow + column * layout.bytesPerPixel))
                }
            }
        }
        self.init(
            recipe: PixelsRecipe(raster, managed: colorSpace != nil),
            extent: CGRect(x: 0, y: 0, width: width, height: height))
    }

    /// An image with nothing in it (an empty extent).
    public static func empty() -> CIImage { CIImage(recipe: ImageRecipe(), extent: .null) }

    /// Black everywhere.
    public static var black: CIImage { CIImage(color: .black) }
    /// White everywhere.
    public static var white: CIImage { CIImage(color: .white) }
    /// Grey everywhere.
    public static var gray: CIImage { CIImage(color: .gray) }
    /// Red everywhere.
    public static var red: CIImage { CIImage(color: .red) }
    /// Green everywhere.
    public static var green: CIImage { CIImage(color: .green) }
    /// Blue everywhere.
    public static var blue: CIImage { CIImage(color: .blue) }
    /// Cyan everywhere.
    public static var cyan: CIImage { CIImage(color: .cyan) }
    /// Magenta everywhere.
    public static var magenta: CIImage { CIImage(color: .magenta) }
    /// Yellow everywhere.
    public static var yellow: CIImage { CIImage(color: .yellow) }
    /// Transparent everywhere.
    public static var clear: CIImage { CIImage(color: .clear) }

    /// The same object (it never changes).
    public func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: Making new images

    /// The part of the image inside `rect` (a fractional edge leaves its pixels partly covered).
    public func cropped(to rect: CGRect) -> CIImage {
        let area = extent.intersection(rect)
        guard !area.isNull, !area.isEmpty else { return .empty() }
        return CIImage(recipe: CropRecipe(recipe, area), extent: area, properties: properties)
    }

    /// The image moved, scaled, rotated or skewed by `matrix` (in Core Image's y-up space).
    public func transformed(by matrix: CGAffineTransform) -> CIImage {
        if matrix.isIdentity { return self }
        let newExtent = extent.isInfinite ? CGRect.infinite : extent.applying(matrix)
        return CIImage(
            recipe: TransformRecipe(recipe, extent: extent, matrix), extent: newExtent, properties: properties)
    }

    /// The image transformed; `highQualityDownsample` is accepted (shrinking always averages the footprint).
    public func transformed(by matrix: CGAffineTransform, highQualityDownsample: Bool) -> CIImage {
        transformed(by: matrix)
    }

    /// The image with its edge pixels repeated for ever outwards (an infinite extent).
    public func clampedToExtent() -> CIImage { clamped(to: extent) }

    /// The image inside `rect` with that rectangle's edge pixels repeated for ever outwards.
    public func clamped(to rect: CGRect) -> CIImage {
        let area = extent.intersection(rect)
        guard let pixels = PixelRect(covering: area) else { return self }
        return CIImage(recipe: ClampRecipe(recipe, pixels), extent: .infinite, properties: properties)
    }

    /// This image over `dest` (source-over).
    public func composited(over dest: CIImage) -> CIImage {
        applyingFilter("CISourceOverCompositing", parameters: [kCIInputBackgroundImageKey: dest])
    }

    /// The image through the built-in filter `filterName` with `params` (this image as `inputImage`); an unknown
    /// filter name gives the empty image, as Core Image's does.
    public func applyingFilter(_ filterName: String, parameters params: [String: Any]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else {
            CIFilter.complain("applyingFilter: no filter named \(filterName)")
            return .empty()
        }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? .empty()
    }

    /// The image through the built-in filter `filterName` with its default parameters.
    public func applyingFilter(_ filterName: String) -> CIImage { applyingFilter(filterName, parameters: [:]) }

    /// The image blurred by a Gaussian of standard deviation `sigma` (its extent grows by three deviations).
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        guard sigma > 0 else { return self }
        let kernel = BlurRecipe.gaussian(sigma: sigma)
        let grow = CGFloat(kernel.count / 2)
        return CIImage(
            recipe: BlurRecipe(recipe, kernel: kernel), extent: extent.insetBy(dx: -grow, dy: -grow),
            properties: properties)
    }

    /// The image turned as an EXIF orientation (1–8) says, its extent back at the origin.
    public func oriented(forExifOrientation orientation: Int32) -> CIImage {
        let w = extent.width, h = extent.height
        let turn: CGAffineTransform
        switch orientation {
        case 2: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
        case 3: turn = CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
        case 4: turn = CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
        case 5: turn = CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
        case 6: turn = CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
        case 7: turn = CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
        case 8: turn = CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
        default: return self
        }
        guard !extent.isInfinite else { return self }
        return translatedToOrigin().transformed(by: turn)
    }

    /// The image turned as a Core Graphics orientation says.
    public func oriented(_ orientation: CGImagePropertyOrientation) -> CIImage {
        oriented(forExifOrientation: Int32(orientation.rawValue))
    }

    /// The same image (Core Image chooses its sampling per filter; here sampling is always bilinear).
    public func samplingLinear() -> CIImage { self }
    /// The same image (sampling is bilinear here).
    public func samplingNearest() -> CIImage { self }
    /// The same image (intermediate results are not cached separately).
    public func insertingIntermediate() -> CIImage { self }
    /// The same image (intermediate results are not cached separately).
    public func insertingIntermediate(cache: Bool) -> CIImage { self }

    /// The image with every pixel inside `rect` made opaque.
    public func settingAlphaOne(in extent: CGRect) -> CIImage {
        let inner = CIImage(
            recipe: PointwiseRecipe(recipe, keepsClear: false) { c in SIMD4(c.x, c.y, c.z, 1) }, extent: self.extent)
        return inner.cropped(to: extent).composited(over: self)
    }

    private func translatedToOrigin() -> CIImage {
        extent.origin == .zero
            ? self : transformed(by: CGAffineTransform(translationX: -extent.minX, y: -extent.minY))
    }

    /// A bitmap's pixels (premultiplied, the top row first) as a raster at the origin, the bottom row first.
    static func raster(of bitmap: ImageBitmap) -> Raster {
        var raster = Raster(PixelRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
        for row in 0..<bitmap.height {
            let target = (bitmap.height - 1 - row) * bitmap.width
            for column in 0..<bitmap.width {
                let argb = bitmap.argb(x: column, y: row)
                raster.pixels[target + column] =
                    SIMD4(
                        Float((argb >> 16) & 0xFF), Float((argb >> 8) & 0xFF), Float(argb & 0xFF), Float(argb >> 24))
                    / 255
            }
        }
        return raster
    }

    public override var description: String { "<CIImage extent \(extent)>" }
}

/// Options for making a `CIImage`.
public struct CIImageOption: Hashable, RawRepresentable, Sendable {
    /// The option's name.
    public let rawValue: String
    /// The option named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The option named `rawValue`.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The colour space the pixels are in; `NSNull()` keeps them as they are.
    public static let colorSpace = CIImageOption("kCIImageColorSpace")
    /// Metadata to keep with the image.
    public static let properties = CIImageOption("kCIImageProperties")
    /// Whether to turn the image as its EXIF orientation says.
    public static let applyOrientationProperty = CIImageOption("kCIImageApplyOrientationProperty")
    /// Nearest-neighbour sampling.
    public static let nearestSampling = CIImageOption("kCIImageNearestSampling")
}

extension UIImage {
    nonisolated(unsafe) private static var ciImageKey: UInt8 = 0

    /// The Core Image image this image was made from (nil for an image of pixels or encoded bytes, as in UIKit).
    public var ciImage: CIImage? { attachedCIImage }

    var attachedCIImage: CIImage? {
        withUnsafePointer(to: &Self.ciImageKey) { objc_getAssociatedObject(self, $0) as? CIImage }
    }

    /// An image showing a Core Image image's extent, rendered once now (UIKit renders it when drawn). An
    /// infinite or empty image gives an empty picture.
    public convenience init(ciImage: CIImage) {
        self.init(ciImage: ciImage, scale: 1, orientation: .up)
    }

    /// An image showing a Core Image image at `scale` pixels per point.
    public convenience init(ciImage: CIImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let bitmap = CIContext.shared.bitmap(of: ciImage, in: ciImage.extent, linear: true)
        self.init(bitmap: bitmap ?? ImageBitmap(width: 1, height: 1, bytesPerRow: 4), scale: scale)
        withUnsafePointer(to: &Self.ciImageKey) {
            objc_setAssociatedObject(self, $0, ciImage, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
