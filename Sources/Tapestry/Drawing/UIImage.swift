import Foundation

/// Pixels an image owns: premultiplied 32-bit ARGB in native byte order (Cairo's `ARGB32`), row by row.
/// An image rendered offscreen keeps them, so drawing it or reading its pixels needs no PNG round trip.
public final class ImageBitmap: @unchecked Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (a multiple of 4, at least `width * 4`).
    public let bytesPerRow: Int
    /// The first byte of the first row; `height * bytesPerRow` bytes, freed with the bitmap.
    public let baseAddress: UnsafeMutableRawPointer

    /// Transparent pixels (all zero) for an image of `width` × `height`, rows `bytesPerRow` apart.
    ///
    /// - Precondition: The sizes are positive and `bytesPerRow` holds a row of 4-byte pixels.
    public init(width: Int, height: Int, bytesPerRow: Int) {
        precondition(
            width > 0 && height > 0 && bytesPerRow >= width * 4 && bytesPerRow % 4 == 0,
            "ImageBitmap: \(width)×\(height) with \(bytesPerRow) bytes per row is not a valid bitmap")
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        // calloc: a large bitmap comes as fresh zero pages, touched only where drawn.
        guard let memory = calloc(height, bytesPerRow) else {
            fatalError("ImageBitmap: out of memory for \(width)×\(height) pixels")
        }
        baseAddress = memory
    }

    deinit { free(baseAddress) }

    /// The pixel at column `x`, row `y`: premultiplied, alpha in the top byte.
    public func argb(x: Int, y: Int) -> UInt32 {
        baseAddress.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
    }
}

/// An image: PNG or JPEG data, or pixels an offscreen renderer drew, with its size in points. The renderer
/// decodes and draws it; the engine only reads the headers, so it stays free of C imports.
open class UIImage: NSObject, @unchecked Sendable {
    /// The encoded bytes: the PNG or JPEG the image was made from; for an image made of pixels, PNG encoded on
    /// first use (and kept).
    public var encodedData: Data {
        lock.lock()
        if let data = encoded {
            lock.unlock()
            return data
        }
        lock.unlock()
        let data = bitmap.flatMap { _ in EngineServices.current.pngData(of: self) } ?? Data()
        lock.withLock { encoded = data }
        return data
    }
    private var encoded: Data?
    /// The pixels, when the image was made from them (an offscreen render) rather than from encoded data.
    /// (Set only while the image is made, like `scale` and `pixelSize`.)
    public private(set) var bitmap: ImageBitmap?
    /// Pixels per point: 2 for an `@2x` image.
    public private(set) var scale: CGFloat
    /// The size in pixels, from the PNG header.
    public private(set) var pixelSize: CGSize
    /// Storage the renderer attaches (a decoded surface), so an image is decoded once.
    public var rendererCache: AnyObject? {
        get { lock.withLock { cache } }
        set { lock.withLock { cache = newValue } }
    }
    private var cache: AnyObject?
    /// A string that identifies the image for assistive technology and tests.
    public var accessibilityIdentifier: String? {
        get { lock.withLock { identifier } }
        set { lock.withLock { identifier = newValue } }
    }
    private var identifier: String?
    /// What assistive technology says for the image: an image view showing it without a label of its own
    /// is announced with it.
    public var accessibilityLabel: String? {
        get { lock.withLock { label } }
        set { lock.withLock { label = newValue } }
    }
    private var label: String?
    private let lock = NSLock()

    /// The size in points: pixel size divided by `scale`.
    public var size: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }

    /// An image from PNG, JPEG or GIF data (a GIF's first frame, as UIKit shows it) at one pixel per point, or
    /// nil (with a message on standard error) when the data is none of them.
    public init?(data: Data) {
        guard let decoded = UIImage.decode(data) else { return nil }
        (bitmap, encoded, pixelSize, scale) = (decoded.bitmap, decoded.encoded, decoded.pixelSize, 1)
        super.init()
    }

    /// An image from PNG, JPEG or GIF data at `scale` pixels per point, or nil (with a message on standard
    /// error) when the data is none of them or the scale is not finite and positive. (A JPEG's EXIF orientation
    /// is not applied: the pixels are drawn as stored.)
    public init?(data: Data, scale: CGFloat) {
        guard scale.isFinite, scale > 0, let decoded = UIImage.decode(data) else { return nil }
        (bitmap, encoded, pixelSize, self.scale) = (decoded.bitmap, decoded.encoded, decoded.pixelSize, scale)
        super.init()
    }

    /// An image from a PNG, JPEG or GIF file; an `@2x` or `@3x` suffix sets the scale. Nil (with a message)
    /// when the file cannot be read or is none of them.
    public init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("Tapestry: UIImage: cannot read \"\(path)\"\n".utf8))
            return nil
        }
        guard let decoded = UIImage.decode(data) else { return nil }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        (bitmap, encoded, pixelSize, self.scale) = (decoded.bitmap, decoded.encoded, decoded.pixelSize, scale)
        super.init()
    }

    /// An image of a Core Graphics image's pixels, one pixel per point.
    public init(cgImage: CGImage) {
        let image = cgImage.image
        (bitmap, encoded, pixelSize, scale) = (image.bitmap, image.encodedData, image.pixelSize, 1)
        super.init()
        adoptAttributes(of: image)
    }

    /// An image of a Core Graphics image's pixels at `scale` pixels per point (a scale that is not finite and
    /// positive keeps the Core Graphics image's; the orientation is kept for UIKit's API: images are drawn as
    /// their pixels lie).
    public init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        let image = cgImage.image
        (bitmap, encoded, pixelSize) = (image.bitmap, image.encodedData, image.pixelSize)
        self.scale = scale.isFinite && scale > 0 ? scale : image.scale
        super.init()
        adoptAttributes(of: image)
    }

    /// An archived image: nil, as Tapestry does not archive images (present because UIKit's `UIImage` adopts
    /// `NSCoding`, so a subclass written for UIKit keeps its `init?(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The image of an `#imageLiteral`, found as `UIImage(named:)` finds it.
    ///
    /// - Precondition: The image exists (UIKit stops too when a literal's image is missing).
    public required convenience init(imageLiteralResourceName path: String) {
        self.init(named: path)!
    }

    /// The frames of an animated image (`animatedImage(with:duration:)`), in order; nil for a still image.
    public internal(set) var images: [UIImage]?
    /// How long one cycle through `images` takes, in seconds; 0 for a still image.
    public internal(set) var duration: TimeInterval = 0

    /// How the image is drawn: in its own colours, or as a template filled with the tint colour.
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The colour a template image is drawn in when it carries one (`withTintColor(_:)`).
    public internal(set) var tintColor: UIColor?
    /// Whether the image is a system symbol (drawn as a template unless asked otherwise, as SF Symbols are).
    public internal(set) var isSymbolImage = false
    /// The symbol configuration the image was made with.
    public internal(set) var symbolConfiguration: SymbolConfiguration?
    /// The insets that stay unstretched when the image is drawn resized (`resizableImage(withCapInsets:)`).
    public private(set) var capInsets: UIEdgeInsets = .zero
    /// How the part between the cap insets fills a larger rectangle: tiled (the default) or stretched.
    public private(set) var resizingMode = ResizingMode.tile
    /// How far the part Auto Layout aligns lies inside the image (`withAlignmentRectInsets(_:)`); an image
    /// view's alignment insets.
    public private(set) var alignmentRectInsets: UIEdgeInsets = .zero
    /// Whether an image view mirrors the image in a right-to-left layout
    /// (`imageFlippedForRightToLeftLayoutDirection()`).
    public private(set) var flipsForRightToLeftLayoutDirection = false
    /// Whether the image is drawn mirrored left to right (`withHorizontallyFlippedOrientation()`).
    public private(set) var isHorizontallyFlipped = false

    /// Whether the image draws as a template: its shape filled with a tint.
    public var drawsAsTemplate: Bool {
        renderingMode == .alwaysTemplate || (renderingMode == .automatic && isSymbolImage)
    }

    /// A copy of `image` sharing its pixels (and decoded surface), for the variants below; at another scale
    /// when given (its pixels then stand for more or fewer points), holding `decoded` pixels when given.
    /// (A convenience initializer: a designated one hidden from other modules would keep a subclass there
    /// from inheriting UIImage's initializers, as it does on iOS.)
    convenience init(variantOf image: UIImage, scale: CGFloat? = nil, decoded: ImageBitmap? = nil) {
        self.init()
        encoded = image.encodedData
        bitmap = decoded ?? image.bitmap
        pixelSize = image.pixelSize
        self.scale = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? image.scale
        adoptAttributes(of: image)
    }

    /// Takes `image`'s decoded surface, drawing attributes, frames and baseline (its pixels are set already).
    private func adoptAttributes(of image: UIImage) {
        cache = image.rendererCache
        renderingMode = image.renderingMode
        tintColor = image.tintColor
        isSymbolImage = image.isSymbolImage
        symbolConfiguration = image.symbolConfiguration
        capInsets = image.capInsets
        resizingMode = image.resizingMode
        alignmentRectInsets = image.alignmentRectInsets
        flipsForRightToLeftLayoutDirection = image.flipsForRightToLeftLayoutDirection
        isHorizontallyFlipped = image.isHorizontallyFlipped
        images = image.images
        duration = image.duration
        baselineOffsetFromBottom = image.baselineOffsetFromBottom
    }

    /// How far above the bottom edge the image's baseline sits (a text attachment aligns it with the text's),
    /// or nil when it has none.
    public private(set) var baselineOffsetFromBottom: CGFloat?
    /// Whether the image has a baseline.
    public var hasBaseline: Bool { baselineOffsetFromBottom != nil }
    /// The same image with its baseline `baselineOffset` points above the bottom.
    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        let image = UIImage(variantOf: self)
        image.baselineOffsetFromBottom = baselineOffset
        return image
    }
    /// The same image without a baseline.
    public func imageWithoutBaseline() -> UIImage {
        let image = UIImage(variantOf: self)
        image.baselineOffsetFromBottom = nil
        return image
    }
    /// The asset the image was registered in, whose other variants image views show for other traits.
    public internal(set) weak var imageAsset: UIImageAsset?

    /// The same image, mirrored by image views laid out right to left (arrows and chevrons that point
    /// "forward").
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        let image = UIImage(variantOf: self)
        image.flipsForRightToLeftLayoutDirection = true
        return image
    }

    /// The same image mirrored left to right (again: unmirrored) where it is drawn through a context: image
    /// views, buttons, `draw(in:)`.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        let image = UIImage(variantOf: self)
        image.isHorizontallyFlipped.toggle()
        return image
    }

    /// The same image with alignment insets: an image view showing it aligns the inset part.
    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        let image = UIImage(variantOf: self)
        image.alignmentRectInsets = alignmentInsets
        return image
    }

    /// The same image drawn in `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        let image = UIImage(variantOf: self)
        image.renderingMode = renderingMode
        return image
    }

    /// The same image as a template drawn in `color`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode = .alwaysTemplate) -> UIImage {
        let image = UIImage(variantOf: self)
        image.tintColor = color
        image.renderingMode = renderingMode
        return image
    }

    /// The same image keeping `capInsets` unstretched when drawn resized: the corners as they are, the edges
    /// and middle tiled to fill (a chat bubble, a button background).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image keeping `capInsets` unstretched when drawn resized, the rest tiled or stretched.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        let image = UIImage(variantOf: self)
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        return image
    }

    /// How a resizable image's middle fills a larger rectangle.
    public enum ResizingMode: Int, Sendable {
        /// Repeated at its own size.
        case tile = 0
        /// Scaled to fill.
        case stretch = 1
    }

    /// The same image with `configuration` (a symbol at its point size).
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        let image = UIImage(variantOf: self)
        image.symbolConfiguration = configuration
        if let color = configuration.colors?.first { image.tintColor = color }
        return image
    }

    /// How an image is drawn.
    public enum RenderingMode: Int, Sendable {
        /// A symbol as a template, any other image in its colours.
        case automatic = 0
        /// In its own colours.
        case alwaysOriginal = 1
        /// As a template: its shape filled with the tint colour.
        case alwaysTemplate = 2
    }

    /// An image of the given pixels at `scale` pixels per point.
    ///
    /// - Precondition: `scale` is finite and positive.
    public init(bitmap: ImageBitmap, scale: CGFloat = 1) {
        precondition(scale.isFinite && scale > 0, "UIImage: scale must be finite and > 0, got \(scale)")
        self.bitmap = bitmap
        pixelSize = CGSize(width: bitmap.width, height: bitmap.height)
        self.scale = scale
    }

    /// An empty image: no pixels, a size of zero (what `NSObject`'s initializer makes in UIKit).
    public override init() {
        bitmap = nil
        pixelSize = .zero
        scale = 1
        super.init()
    }

    /// An image named `name` (a PNG without an extension, or `photo.jpg`) in the main bundle: a file at the
    /// display scale (`name@2x.png` on a HiDPI screen) in its resources or the current directory, or an asset
    /// catalog's image set.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The PNG bytes of the image (encoded once for an image made of pixels, or from a JPEG's pixels), or nil
    /// when it cannot be encoded.
    public func pngData() -> Data? {
        let data = encodedData
        if UIImage.jpegSize(data) != nil { return EngineServices.current.pngData(of: self) }
        return data.isEmpty ? nil : data
    }

    /// The image as JPEG bytes at `compressionQuality` (0 the smallest, 1 the best), or nil when it cannot be
    /// encoded. JPEG has no transparency: transparent pixels come out black, as in UIKit.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard pixelSize != .zero else { return nil }
        let quality = compressionQuality.isNaN ? 0 : min(max(compressionQuality, 0), 1)
        return EngineServices.current.jpegData(of: self, compressionQuality: quality)
    }

    /// Draws the image at its size with its top-left corner at `point` in the current context (nothing when
    /// there is none).
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image scaled into `rect` in the current context (nothing when there is none).
    public func draw(in rect: CGRect) { UIGraphicsGetCurrentContext()?.draw(self, in: rect) }

    /// Draws the image scaled into `rect` with a blend mode and an opacity, leaving the context's own as they were.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.draw(self, in: rect)
        context.restoreGState()
    }

    /// Draws the image at its size at `point` with a blend mode and an opacity.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// A textual form with size and scale.
    public override var description: String {
        "<UIImage: size = \(EventTrace.number(size.width))×\(EventTrace.number(size.height)); scale = \(EventTrace.number(scale))>"
    }
}
