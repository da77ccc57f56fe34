import Foundation
import Tapestry
import Testing

/// Images: the size in points from the PNG header and the scale; anything else is refused with a message.
@Suite struct UIImageTests {
    @Test func sizeComesFromTheHeaderAndTheScale() {
        let image = UIImage(data: pngHeader(width: 80, height: 40), scale: 2)
        #expect(image?.pixelSize == CGSize(width: 80, height: 40))
        #expect(image?.size == CGSize(width: 40, height: 20))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
        #expect(UIImage(data: pngHeader(width: 1, height: 1), scale: 0) == nil, "a zero scale is refused")
        #expect(UIImage(contentsOfFile: "/nonexistent/picture@2x.png") == nil)
    }

    @Test func anImageMadeWithoutArgumentsIsEmpty() {
        let image = UIImage()
        #expect(image.size == .zero && image.pixelSize == .zero && image.bitmap == nil)
    }
}

/// Variants of an image registered for traits, and an image's baseline.
@MainActor
@Suite struct UIImageAssetTests {
    @Test func anAssetPicksTheVariantForTheTraits() throws {
        UIApplication.replaceShared()
        let light = try #require(UIImage(data: pngHeader(width: 10, height: 10)))
        let dark = try #require(UIImage(data: pngHeader(width: 20, height: 20)))
        let asset = UIImageAsset()
        asset.register(light, with: UITraitCollection(userInterfaceStyle: .light))
        asset.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(light.imageAsset === asset && dark.imageAsset === asset)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) === dark)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)) === light)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .unspecified)) === light, "light by default")
        asset.unregisterImage(with: UITraitCollection(userInterfaceStyle: .dark))
        #expect(dark.imageAsset == nil)
        #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .dark)) == nil, "no variant fits")
    }

    @Test func aBaselineIsKeptThroughVariants() throws {
        let image = try #require(UIImage(data: pngHeader(width: 10, height: 10)))
        #expect(!image.hasBaseline && image.baselineOffsetFromBottom == nil)
        let based = image.withBaselineOffset(fromBottom: 3)
        #expect(based.baselineOffsetFromBottom == 3 && based.withRenderingMode(.alwaysTemplate).hasBaseline)
        #expect(!based.imageWithoutBaseline().hasBaseline)
    }
}
