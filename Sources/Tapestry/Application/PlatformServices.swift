import CLinkedRenderer
import Foundation

/// What the engine needs from the platform that draws it: text measured and laid out by the engine that
/// also draws it, fonts' vertical metrics, images encoded as PNG, and views snapshotted for transitions.
///
/// The renderer linked into the program is the engine's from the start: it exports its services under a
/// C name the engine looks up the first time it asks (`Sources/CLinkedRenderer`), so a label measured before
/// any window or image renderer exists is measured as it will be drawn (`import UIKit` links the Cairo
/// renderer). `EngineServices.register(_:invalidating:)` puts other services in place. A program that links no
/// renderer gets `EstimatedPlatformServices`: estimates from point sizes, no encoder, no snapshots.
public protocol PlatformServices: AnyObject, Sendable {
    /// The size `text` takes in `font`, wrapped to `width` (unbounded when infinite) with at most `lines`
    /// lines (0 for no limit).
    @MainActor func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize
    /// The layout of a paragraph in `font`, wrapped at `width` (not wrapped when infinite).
    @MainActor func paragraphLayout(of text: String, font: UIFont, width: CGFloat) -> TextParagraphLayout
    /// The font's vertical metrics (read wherever a font is, so not isolated).
    func metrics(of font: UIFont) -> FontMetrics
    /// The image's pixels as PNG bytes, or nil when this platform cannot encode.
    func pngData(of image: UIImage) -> Data?
    /// The image's pixels as JPEG bytes at a quality from 0 to 1, or nil when this platform cannot encode.
    func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data?
    /// An encoded image's pixels, decoded (for `CGImage.dataProvider`), or nil when this platform cannot decode.
    func bitmap(of image: UIImage) -> ImageBitmap?
    /// How `view` looks now, for a transition's old content (nil draws none).
    @MainActor func snapshot(of view: UIView) -> AnyObject?
    /// The family the font is drawn in (the system font's is the platform's choice), for screen readers.
    func drawnFamilyName(of font: UIFont) -> String
    /// Makes the font file at `url` drawable by this process; nil on success, else Core Text's error code
    /// (101 no such file, 103 not a font, 105 already registered).
    @MainActor func registerFont(at url: URL) -> Int?
    /// The PostScript and full names of the font in the file at `url`, or nil when it is not a font this
    /// platform reads.
    func fontNames(at url: URL) -> (postScriptName: String, fullName: String)?
    /// The font families this platform draws, each with its faces' names (PostScript names where the fonts
    /// have them), the fonts an app registered included.
    func fontFamilies() -> [String: [String]]
    /// A PDF document of `pages` pages of `pageBounds`, each drawn by `draw` (its page number and context), or
    /// nil when this platform writes no PDF.
    @MainActor func pdfData(pageBounds: CGRect, pages: Int, draw: (Int, CGContext) -> Void) -> Data?
}

extension PlatformServices {
    /// None: a platform without a decoder.
    public func bitmap(of image: UIImage) -> ImageBitmap? { nil }
    /// The font's own family name.
    public func drawnFamilyName(of font: UIFont) -> String { font.familyName }
    /// Fails with Core Text's "unrecognized format" (103): a platform that draws no fonts of its own.
    @MainActor public func registerFont(at url: URL) -> Int? { 103 }
    /// None: a platform that reads no font files.
    public func fontNames(at url: URL) -> (postScriptName: String, fullName: String)? { nil }
    /// None: a platform that lists no fonts.
    public func fontFamilies() -> [String: [String]] { [:] }
    /// None: a platform that writes no PDF.
    @MainActor public func pdfData(pageBounds: CGRect, pages: Int, draw: (Int, CGContext) -> Void) -> Data? { nil }
    /// None: a platform without a JPEG encoder.
    public func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data? { nil }
}

/// The engine's own answers, in a program that links no renderer.
public final class EstimatedPlatformServices: PlatformServices {
    /// Creates the estimates.
    public init() {}
    /// `TextMeasurement.estimate`.
    @MainActor public func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize {
        TextMeasurement.estimate(text, font, width, lines)
    }
    /// An `EstimatedParagraphLayout`.
    @MainActor public func paragraphLayout(of text: String, font: UIFont, width: CGFloat) -> TextParagraphLayout {
        EstimatedParagraphLayout(text: text, font: font, width: width)
    }
    /// `FontMetrics.estimate`.
    public func metrics(of font: UIFont) -> FontMetrics { FontMetrics.estimate(font) }
    /// None: the engine has no encoder.
    public func pngData(of image: UIImage) -> Data? { nil }
    /// None.
    @MainActor public func snapshot(of view: UIView) -> AnyObject? { nil }
}

/// Where the engine finds its platform's services: one registration, read by text measurement, paragraph
/// layout, font metrics, PNG encoding and transitions.
public enum EngineServices {
    /// The services in use: those registered last, else the linked renderer's, else the engine's estimates.
    public static var current: any PlatformServices { registered ?? linked }

    nonisolated(unsafe) private static var registered: (any PlatformServices)?

    /// The linked renderer's services, looked up once.
    static let linked: any PlatformServices = {
        guard let services = tapestry_linked_renderer_services() else { return EstimatedPlatformServices() }
        let object = Unmanaged<AnyObject>.fromOpaque(services).takeUnretainedValue()
        guard let platform = object as? any PlatformServices else {
            preconditionFailure("the linked renderer's services, a \(type(of: object)), are not PlatformServices")
        }
        return platform
    }()

    /// Makes `services` the engine's. Text laid out with the previous services measures again: every view of
    /// every window, and the hierarchies of `roots` (which may be in no window).
    @MainActor
    public static func register(_ services: any PlatformServices, invalidating roots: [UIView] = []) {
        registered = services
        TextMeasurement.measuresDidChange(alsoIn: roots)
    }

    /// Runs `body` with `services` in place of the current ones, then puts them back, without measuring
    /// again (for tests that compute their expectations with particular services).
    @MainActor
    public static func using<Result>(_ services: any PlatformServices, _ body: () throws -> Result) rethrows -> Result {
        let previous = registered
        registered = services
        defer { registered = previous }
        return try body()
    }
}
