import Foundation

/// What the engine needs from the platform that draws it: text measured and laid out by the engine that
/// also draws it, fonts' vertical metrics, images encoded as PNG, and views snapshotted for transitions.
///
/// A renderer registers its services once, with `EngineServices.register(_:invalidating:)` (the Cairo
/// renderer does when it is first created). Until then `EstimatedPlatformServices` answer: estimates from
/// point sizes, no encoder, no snapshots, which is what headless tests that draw nothing see.
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
    /// None: a platform without a JPEG encoder.
    public func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data? { nil }
}

/// The engine's own answers, before a renderer registers its services.
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
    /// The services in use.
    nonisolated(unsafe) public private(set) static var current: any PlatformServices = EstimatedPlatformServices()

    /// Makes `services` the engine's. Text laid out with the previous services measures again: every view of
    /// every window, and the hierarchies of `roots` (which may be in no window).
    @MainActor
    public static func register(_ services: any PlatformServices, invalidating roots: [UIView] = []) {
        current = services
        TextMeasurement.measuresDidChange(alsoIn: roots)
    }

    /// Runs `body` with `services` in place of the current ones, then puts them back, without measuring
    /// again (for tests that compute their expectations with particular services).
    @MainActor
    public static func using<Result>(_ services: any PlatformServices, _ body: () throws -> Result) rethrows -> Result {
        let previous = current
        current = services
        defer { current = previous }
        return try body()
    }
}
