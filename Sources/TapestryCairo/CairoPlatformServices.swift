import CCairo
import Foundation
import Tapestry

/// The Cairo renderer's services for the engine (`PlatformServices`): text measured and laid out with Pango,
/// the layout that draws it; fonts' metrics from Pango; PNG encoding with Cairo; snapshots as recordings.
/// The engine finds them through `tapestryRendererPlatformServices()` the first time it asks, so they are in
/// use from the first view on; a renderer registers them again only if other services were put in place.
final class CairoPlatformServices: PlatformServices, StyledTextMeasuring {
    @MainActor func pdfData(pageBounds: CGRect, pages: Int, draw: (Int, CGContext) -> Void) -> Data? {
        UIGraphicsPDFRenderer(bounds: pageBounds).pdfData { context in
            for page in 0..<pages {
                context.beginPage()
                draw(page, context.cgContext)
            }
        }
    }

    static let shared = CairoPlatformServices()

    /// Registers these services with the engine unless they are already in use (they are, unless a program
    /// registered others); views laid out with the others measure again (`roots` too, which may be in no window).
    @MainActor static func registerIfNeeded(invalidating roots: [UIView] = []) {
        guard !(EngineServices.current is CairoPlatformServices) else { return }
        EngineServices.register(shared, invalidating: roots)
    }

    @MainActor func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize {
        PangoText.measure(text, font: font, width: width, lines: lines)
    }

    @MainActor func measureStyled(_ text: StyledText, width: CGFloat, lines: Int) -> CGSize {
        PangoStyledText.measure(text, width: width, lines: lines)
    }

    @MainActor func paragraphLayout(of text: String, font: UIFont, width: CGFloat) -> TextParagraphLayout {
        PangoParagraphLayout(text: text, font: font, width: width)
    }

    @MainActor func styledParagraphLayout(of text: StyledText, width: CGFloat) -> TextParagraphLayout {
        PangoParagraphLayout(styled: text, width: width)
    }

    /// Pango's metrics are measured on the main thread (its context belongs there), where fonts are laid out.
    func metrics(of font: UIFont) -> FontMetrics {
        MainActor.assumeIsolated { PangoText.metrics(of: font) }
    }

    func pngData(of image: UIImage) -> Data? { try? image.encodedPNGData() }

    /// The image decoded into Cairo's ARGB32 (an image without alpha made opaque).
    func bitmap(of image: UIImage) -> ImageBitmap? { try? image.decodedBitmap() }

    func jpegData(of image: UIImage, compressionQuality: CGFloat) -> Data? {
        do {
            return try image.encodedJPEGData(compressionQuality: compressionQuality)
        } catch {
            FileHandle.standardError.write(Data("Tapestry: \(error)\n".utf8))
            return nil
        }
    }

    /// The first family Pango is asked for (the system font's is `PangoText.systemFamilies`' first).
    func drawnFamilyName(of font: UIFont) -> String {
        guard font.familyName == "System" else { return font.familyName }
        return PangoText.systemFamilies.split(separator: ",").first.map(String.init) ?? "Sans"
    }

    @MainActor func snapshot(of view: UIView) -> AnyObject? { ViewRenderer.snapshot(of: view) }

    /// Adds the font file to fontconfig's fonts for this process (Pango draws with them).
    @MainActor func registerFont(at url: URL) -> Int? { RegisteredFonts.register(url)?.rawValue }

    /// The names fontconfig reads from the font file.
    func fontNames(at url: URL) -> (postScriptName: String, fullName: String)? { RegisteredFonts.names(at: url) }
    /// fontconfig's fonts by family (the registered ones too).
    func fontFamilies() -> [String: [String]] { RegisteredFonts.installedFamilies() }
}

/// The services of the renderer linked into this program, for the engine (see `Sources/CLinkedRenderer`):
/// unretained, as `CairoPlatformServices.shared` lives as long as the program.
@usableFromInline @_cdecl("tapestry_renderer_platform_services")
func tapestryRendererPlatformServices() -> UnsafeRawPointer {
    UnsafeRawPointer(Unmanaged.passUnretained(CairoPlatformServices.shared).toOpaque())
}
