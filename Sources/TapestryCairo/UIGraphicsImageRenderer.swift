import CCairo
import Foundation
import Tapestry

/// The settings of an image renderer: its scale (pixels per point) and whether it is opaque. Unisolated, as
/// UIKit's: made and read on any thread.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat, @unchecked Sendable {
    /// Pixels per point; the main screen's scale by default.
    open var scale: CGFloat = onMainThread { UIScreen.main.scale }
    /// Whether the image has no transparency (its background starts black instead of clear).
    open var opaque = false
    /// The colour range images are drawn in (iOS 12); Tapestry draws standard range (8 bits a channel), so
    /// `.extended` is kept and drawn as `.standard`.
    open var preferredRange: Range = .automatic
    /// Whether images use the extended range (`preferredRange == .extended`).
    @available(*, deprecated, renamed: "preferredRange")
    open var prefersExtendedRange: Bool {
        get { preferredRange == .extended }
        set { preferredRange = newValue ? .extended : .standard }
    }

    /// The colour ranges of a renderer's images.
    public enum Range: Int, Sendable {
        /// Not set.
        case unspecified = -1
        /// The device's choice: standard here.
        case automatic = 0
        /// Wide colour, beyond sRGB (kept: drawn as standard).
        case extended = 1
        /// sRGB, 8 bits a channel.
        case standard = 2
    }

    /// Creates a format with the main screen's scale.
    public required init() { super.init() }

    /// A format for the traits' display scale (the main screen's when they have none).
    public convenience init(for traitCollection: UITraitCollection) {
        self.init()
        if traitCollection.displayScale > 0 { scale = traitCollection.displayScale }
    }

    /// A copy with `bounds` (what a renderer keeps).
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat(scale: scale)
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        copy.bounds = bounds
        return copy
    }

    /// The format best for the main screen (iOS 11): its scale, as `default()`.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// A format with the given scale.
    public convenience init(scale: CGFloat) {
        self.init()
        self.scale = scale
    }
}

extension UIImage {
    /// A renderer format of this image's scale (iOS 10), for drawing a changed copy of it at the same
    /// resolution; not opaque, as Tapestry does not record whether an image has transparency.
    @preconcurrency @MainActor public var imageRendererFormat: UIGraphicsImageRendererFormat {
        UIGraphicsImageRendererFormat(scale: scale)
    }
}

/// The context passed to an image renderer's drawing actions.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext, @unchecked Sendable {
    private let imageFormat: UIGraphicsImageRendererFormat
    private let surface: OpaquePointer

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat, surface: OpaquePointer) {
        imageFormat = format
        self.surface = surface
        super.init(cgContext: cgContext, rendererFormat: format)
    }

    /// The renderer's format.
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// What has been drawn so far, as an image (a copy of the pixels; drawing goes on).
    open var currentImage: UIImage {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
            let source = cairo_image_surface_get_data(surface)
        else { return UIImageRendering.blankImage(scale: format.scale) }
        let bitmap = ImageBitmap(width: width, height: height, bytesPerRow: stride)
        bitmap.baseAddress.copyMemory(from: source, byteCount: stride * height)
        return UIImage(bitmap: bitmap, scale: format.scale)
    }

    /// Strokes a one-point frame inside a rectangle with the current stroke colour.
    open override func stroke(_ rect: CGRect) { cgContext.stroke(rect.insetBy(dx: 0.5, dy: 0.5), width: 1) }
}

/// Renders drawing into images offscreen: `image(actions:)` returns a `UIImage` that keeps the drawn pixels
/// (drawing it or reading it back decodes nothing), `pngData(actions:)` PNG bytes (encoded once). Failures (Cairo
/// refusing a size, say) print a message and give a blank image; the `try…` variants throw a `CairoError` instead.
///
/// Unisolated and `Sendable`, as UIKit's: code on any thread makes images with it (an image-processing queue).
/// The drawing itself runs on the main thread, where the renderer's text engine lives: called elsewhere, the
/// renderer waits for the main queue to run the actions, and returns the same image.
open class UIGraphicsImageRenderer: UIGraphicsRenderer, @unchecked Sendable {
    /// The drawing area in points.
    public let bounds: CGRect
    private let imageFormat: UIGraphicsImageRendererFormat

    /// The renderer's format (a copy of the one it was given, with its bounds).
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// True: the renderer makes images.
    open override var allowsImageOutput: Bool { true }

    /// A renderer for an image of `size` points.
    ///
    /// - Precondition: The size is finite and not negative.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer whose drawing coordinates are `bounds` (its origin is the image's top-left corner).
    ///
    /// - Precondition: The bounds are finite and their size is not negative.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        precondition(
            bounds.isFiniteRect && bounds.size.width >= 0 && bounds.size.height >= 0,
            "UIGraphicsImageRenderer: size must be finite and not negative, got \(bounds.size)")
        precondition(
            format.scale.isFinite && format.scale > 0,
            "UIGraphicsImageRenderer: scale must be finite and > 0, got \(format.scale)")
        self.bounds = bounds
        imageFormat = format.copy(bounds: bounds)
        super.init(bounds: bounds, format: imageFormat)
        onMainThread { CairoPlatformServices.registerIfNeeded() }
    }

    /// A renderer of `bounds` with a format of any renderer kind: an image format is used as it is, another
    /// kind gives the default image format.
    public convenience override init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        self.init(bounds: bounds, format: format as? UIGraphicsImageRendererFormat ?? .default())
    }

    /// A renderer for an image of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    /// Runs `actions` with a fresh context and returns what they drew.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        do {
            return try tryImage(actions: actions)
        } catch {
            FileHandle.standardError.write(Data("Tapestry: \(error)\n".utf8))
            return UIImageRendering.blankImage(scale: format.scale)
        }
    }

    /// Runs `actions` and returns what they drew as PNG bytes.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        do {
            return try tryPNGData(actions: actions)
        } catch {
            FileHandle.standardError.write(Data("Tapestry: \(error)\n".utf8))
            return Data()
        }
    }

    /// Runs `actions` and returns what they drew as JPEG bytes of a quality from 0 (smallest) to 1 (best);
    /// JPEG has no transparency, so what was left transparent is black, as in UIKit.
    open func jpegData(
        withCompressionQuality compressionQuality: CGFloat, actions: (UIGraphicsImageRendererContext) -> Void
    ) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// Like `image(actions:)`, throwing when Cairo fails.
    public func tryImage(actions: (UIGraphicsImageRendererContext) -> Void) throws(CairoError) -> UIImage {
        try drawOnMainThread(actions) { actions throws(CairoError) in try makeImage(actions: actions) }
    }

    @MainActor private func makeImage(actions: (UIGraphicsImageRendererContext) -> Void) throws(CairoError)
        -> UIImage
    {
        let (width, height) = UIImageRendering.pixelSize(bounds.size, scale: format.scale)
        let (bitmap, surface) = try ImageDecoding.makeBitmap(width: width, height: height)
        draw(into: surface, actions: actions)
        let image = UIImage(bitmap: bitmap, scale: format.scale)
        image.rendererCache = ImageDecoding.SurfaceBox(surface, bitmap: bitmap)
        return image
    }

    /// Like `pngData(actions:)`, throwing when Cairo fails.
    public func tryPNGData(actions: (UIGraphicsImageRendererContext) -> Void) throws(CairoError) -> Data {
        try drawOnMainThread(actions) { actions throws(CairoError) in try makePNGData(actions: actions) }
    }

    @MainActor private func makePNGData(actions: (UIGraphicsImageRendererContext) -> Void) throws(CairoError) -> Data {
        let surface = try UIImageRendering.makeSurface(size: bounds.size, scale: format.scale)
        defer { cairo_surface_destroy(surface) }
        draw(into: surface, actions: actions)
        return try ImageDecoding.encode(surface)
    }

    @MainActor private func draw(into surface: OpaquePointer, actions: (UIGraphicsImageRendererContext) -> Void) {
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        if format.opaque {
            cairo_set_source_rgb(cr, 0, 0, 0)
            cairo_paint(cr)
        }
        cairo_scale(cr, Double(format.scale), Double(format.scale))
        cairo_translate(cr, -Double(bounds.minX), -Double(bounds.minY))
        let context = CGContext(backend: CairoBackend(cr: cr))
        context.describeBitmap(of: surface)
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format, surface: surface))
        UIGraphicsPopContext()
        cairo_surface_flush(surface)
    }
}

/// A caller's drawing actions, run on the main thread while the caller waits for them (so they are never run
/// concurrently with the caller).
private struct DrawingActions<Context>: @unchecked Sendable {
    let run: (Context) -> Void
}

/// Runs `draw` with the caller's `actions` on the main thread (`onMainThread`), keeping Cairo's typed error: what
/// the renderers do when they are used from any thread.
func drawOnMainThread<Context, Output>(
    _ actions: (Context) -> Void, _ draw: @MainActor ((Context) -> Void) throws(CairoError) -> Output
) throws(CairoError) -> Output {
    try withoutActuallyEscaping(actions) { actions in
        let drawing = DrawingActions(run: actions)
        return onMainThread { () -> Result<Output, CairoError> in
            do throws(CairoError) { return .success(try draw(drawing.run)) } catch { return .failure(error) }
        }
    }.get()
}

/// Helpers shared by the offscreen renderers.
@preconcurrency @MainActor
public enum UIImageRendering {
    /// A new ARGB image surface for `size` points at `scale`, or a typed error.
    static func makeSurface(size: CGSize, scale: CGFloat) throws(CairoError) -> OpaquePointer {
        let (w, h) = pixelSize(size, scale: scale)
        let width = Int32(clamping: w), height = Int32(clamping: h)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw CairoError(status, "creating a \(width)×\(height) image surface")
        }
        return surface
    }

    /// The size in whole pixels (at least 1×1) of `size` points at `scale`.
    nonisolated static func pixelSize(_ size: CGSize, scale: CGFloat) -> (Int, Int) {
        func pixels(_ v: CGFloat) -> Int {
            let p = (v * scale).rounded(.up)
            return p.isFinite ? max(1, Int(min(p, CGFloat(1 << 30)))) : 1
        }
        return (pixels(size.width), pixels(size.height))
    }

    /// A 1×1 transparent image, returned where rendering failed.
    nonisolated static func blankImage(scale: CGFloat) -> UIImage {
        let bitmap = ImageBitmap(width: 1, height: 1, bytesPerRow: 4)
        return UIImage(bitmap: bitmap, scale: scale)
    }

    /// Renders `view` and its subviews (laid out first) as an image that keeps its pixels, at `scale`, on a
    /// transparent background unless `background` is given.
    public static func image(of view: UIView, scale: CGFloat = 1, background: UIColor? = nil) throws(CairoError)
        -> UIImage
    {
        CairoPlatformServices.registerIfNeeded(invalidating: [view])
        view.layoutIfNeeded()
        let (width, height) = pixelSize(view.bounds.size, scale: scale)
        let (bitmap, surface) = try ImageDecoding.makeBitmap(width: width, height: height)
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        ViewRenderer().render(view, into: cr, background: background)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let image = UIImage(bitmap: bitmap, scale: scale)
        image.rendererCache = ImageDecoding.SurfaceBox(surface, bitmap: bitmap)
        return image
    }

    /// Renders `view` and its subviews (laid out first) as PNG bytes at `scale`, on a transparent background
    /// unless `background` is given.
    public static func pngData(of view: UIView, scale: CGFloat = 1, background: UIColor? = nil) throws(CairoError)
        -> Data
    {
        CairoPlatformServices.registerIfNeeded(invalidating: [view])
        view.layoutIfNeeded()
        let surface = try makeSurface(size: view.bounds.size, scale: scale)
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        ViewRenderer().render(view, into: cr, background: background)
        cairo_surface_flush(surface)
        return try ImageDecoding.encode(surface)
    }
}

extension UIView {
    /// Draws this view's hierarchy into the current context, scaled into `rect`. Returns false when there is
    /// no current context.
    ///
    /// - Parameter afterScreenUpdates: When true, pending layout runs first.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext(), let backend = context.backend as? CairoBackend else {
            return false
        }
        if afterScreenUpdates { layoutIfNeeded() }
        guard bounds.width > 0, bounds.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ViewRenderer().render(self, into: backend.cr)
        context.restoreGState()
        return true
    }
}
