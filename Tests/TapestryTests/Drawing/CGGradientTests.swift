import Foundation
import Tapestry
import Testing

/// Gradients and colour spaces made as Core Graphics makes them.
@Suite struct CGGradientTests {
    @Test func colorsFromACFArrayAtTheirLocationsOrEvenlySpaced() throws {
        let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1), blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        let locations: [CGFloat] = [0.2, 0.9]
        let placed = try #require(
            CGGradient(
                colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue] as CFArray, locations: locations))
        #expect(placed.stops.map(\.location) == [0.2, 0.9])
        #expect(placed.stops.map(\.color) == [red, blue])
        let green = CGColor(red: 0, green: 1, blue: 0, alpha: 1)
        let even = try #require(CGGradient(colorsSpace: nil, colors: [red, green, blue] as CFArray, locations: nil))
        #expect(even.stops.map(\.location) == [0, 0.5, 1])
        #expect(CGGradient(colorsSpace: nil, colors: [] as CFArray, locations: nil) == nil)
    }

    @Test func componentsAreReadByTheSpacesComponentCount() throws {
        let rgb: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let gradient = try #require(
            CGGradient(
                colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: rgb, locations: [0, 1], count: 2))
        #expect(gradient.stops[1].color == CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        let gray: [CGFloat] = [0.25, 1, 0.75, 0.5]
        let grays = try #require(
            CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: gray, locations: nil, count: 2))
        #expect(grays.stops.map(\.color) == [CGColor(gray: 0.25, alpha: 1), CGColor(gray: 0.75, alpha: 0.5)])
    }

    @Test func namedSpacesAndColorHelpers() throws {
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.numberOfComponents == 3)
        #expect(CGColorSpace(name: CGColorSpace.linearGray)?.supportsOutput == true, "a bitmap can be drawn in it")
        #expect(CGColorSpace(name: CGColorSpace.linearGray)?.model == .monochrome)
        #expect(CGColorSpace(name: "no such space") == nil)
        let components: [CGFloat] = [0.1, 0.2, 0.3, 0.4]
        let space = try #require(CGColorSpace(name: CGColorSpace.sRGB))
        let color = try #require(CGColor(colorSpace: space, components: components))
        #expect(color == CGColor(srgbRed: 0.1, green: 0.2, blue: 0.3, alpha: 0.4))
        #expect(color.copy(alpha: 1)?.alpha == 1)
        #expect(CGColor.white.components == [1, 1, 1, 1])
    }

    @Test func spacesCompareAsTheSameSpaceAndColorsConvertBetweenThem() throws {
        #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpaceCreateDeviceRGB())
        #expect(CGColorSpaceCreateDeviceRGB() != CGColorSpaceCreateDeviceGray())
        #expect(CGColorSpace(name: CGColorSpace.sRGB) == CGColorSpace(name: CGColorSpace.sRGB))
        #expect(CGColorSpace(name: CGColorSpace.sRGB) != CGColorSpaceCreateDeviceRGB())
        #expect(Set([CGColorSpaceCreateDeviceRGB(), CGColorSpaceCreateDeviceRGB()]).count == 1)
        let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 0.8)
        let same = try #require(
            orange.converted(to: CGColorSpaceCreateDeviceRGB(), intent: .defaultIntent, options: nil))
        #expect(same == orange)
        let gray = try #require(orange.converted(to: CGColorSpaceCreateDeviceGray(), intent: .perceptual, options: nil))
        #expect(abs(gray.red - (0.2126 + 0.7152 * 0.5)) < 1e-9)
        #expect(gray.red == gray.green && gray.green == gray.blue && gray.alpha == 0.8)
    }
}
