import Foundation
import Tapestry
import Testing

/// Named images and colours from a bundle's loose PNG files and from asset catalogs copied into it.
@MainActor
@Suite struct AssetCatalogTests {
    /// A bundle directory with `icon.png`, `icon@2x.png` and an asset catalog with an image set and a colour set.
    func makeBundle() throws -> Bundle {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("assets-\(UUID().uuidString)")
        let catalog = root.appendingPathComponent("Media.xcassets")
        let images = catalog.appendingPathComponent("Icons/Logo.imageset")
        let colors = catalog.appendingPathComponent("Brand.colorset")
        let system = catalog.appendingPathComponent("Colors/Surface.colorset")
        let unknown = catalog.appendingPathComponent("Colors/Unknown.colorset")
        for directory in [images, colors, system, unknown] {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        }
        try pngHeader(width: 10, height: 10).write(to: root.appendingPathComponent("icon.png"))
        try pngHeader(width: 20, height: 20).write(to: root.appendingPathComponent("icon@2x.png"))
        try pngHeader(width: 64, height: 32).write(to: images.appendingPathComponent("logo@2x.png"))
        try Data(
            """
            {"images": [{"idiom": "universal", "scale": "1x"},
                        {"idiom": "universal", "filename": "logo@2x.png", "scale": "2x"}]}
            """.utf8
        ).write(to: images.appendingPathComponent("Contents.json"))
        try Data(
            """
            {"colors": [
              {"idiom": "universal", "color": {"color-space": "srgb",
                "components": {"red": "0xFF", "green": "0x80", "blue": "0.000", "alpha": "1.000"}}},
              {"idiom": "universal", "appearances": [{"appearance": "luminosity", "value": "dark"}],
               "color": {"color-space": "srgb", "components": {"red": "0.200", "green": "0.200", "blue": "0.200",
               "alpha": "1.000"}}}
            ]}
            """.utf8
        ).write(to: colors.appendingPathComponent("Contents.json"))
        // Xcode's system colours: one appearance referring to a dynamic colour, and one to a name UIKit lacks.
        try Data(
            """
            {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "systemBackgroundColor"}},
                        {"idiom": "universal", "appearances": [{"appearance": "contrast", "value": "high"}],
                         "color": {"platform": "ios", "reference": "systemBlueColor"}}]}
            """.utf8
        ).write(to: system.appendingPathComponent("Contents.json"))
        try Data(
            """
            {"colors": [{"idiom": "universal", "color": {"platform": "ios", "reference": "noSuchColor"}}]}
            """.utf8
        ).write(to: unknown.appendingPathComponent("Contents.json"))
        return try #require(Bundle(path: root.path))
    }

    @Test func aLooseImageIsTakenAtTheDisplayScale() throws {
        let bundle = try makeBundle()
        let one = try #require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        let two = try #require(UIImage(named: "icon", in: bundle, compatibleWith: UITraitCollection(displayScale: 2)))
        #expect(one.scale == 1 && one.size == CGSize(width: 10, height: 10))
        #expect(two.scale == 2 && two.size == CGSize(width: 10, height: 10))
        #expect(UIImage(named: "missing", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func anImageSetInAFolderOfACatalogIsFound() throws {
        let bundle = try makeBundle()
        let logo = try #require(UIImage(named: "Logo", in: bundle, compatibleWith: UITraitCollection(displayScale: 1)))
        #expect(logo.scale == 2 && logo.size == CGSize(width: 32, height: 16), "the only file, at 2x")
    }

    @Test func aColorSetHasItsLightAndDarkAppearances() throws {
        let bundle = try makeBundle()
        let brand = try #require(UIColor(named: "Brand", in: bundle, compatibleWith: nil))
        let light = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = brand.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.red == 1 && abs(light.green - 128 / 255) < 0.001 && light.blue == 0)
        #expect(abs(dark.red - 0.2) < 0.001)
        #expect(UIColor(named: "Nope", in: bundle, compatibleWith: nil) == nil)
    }

    @Test func aColorSetReferringToASystemColourKeepsItsLightAndDark() throws {
        let bundle = try makeBundle()
        let surface = try #require(UIColor(named: "Surface", in: bundle, compatibleWith: nil))
        let light = surface.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))
        let dark = surface.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.red == 1 && light.green == 1 && light.blue == 1, "systemBackground in light is white")
        #expect(dark.red == 0 && dark.green == 0 && dark.blue == 0, "and black in dark")
        #expect(UIColor(named: "Unknown", in: bundle, compatibleWith: nil) == nil, "a system colour UIKit lacks")
    }
}
