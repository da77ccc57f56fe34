import CoreImage
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// A bitmap image whose pixel at column x, row y (top row 0) is `colour(x, y)` as straight 8-bit RGBA.
func makeImage(width: Int, height: Int, _ colour: (Int, Int) -> (UInt32, UInt32, UInt32, UInt32)) -> CGImage {
    let bitmap = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
    for y in 0..<height {
        for x in 0..<width {
            let (r, g, b, a) = colour(x, y)
            let argb = a << 24 | (r * a / 255) << 16 | (g * a / 255) << 8 | (b * a / 255)
            bitmap.baseAddress.storeBytes(of: argb, toByteOffset: y * bitmap.bytesPerRow + x * 4, as: UInt32.self)
        }
    }
    return UIImage(bitmap: bitmap).cgImage!
}

/// The straight 8-bit RGBA of a rendered image's pixel at column x, row y (top row 0).
func pixel(_ image: CGImage, _ x: Int, _ y: Int) throws -> [Int] {
    let bitmap = try UIImage(cgImage: image).decodedBitmap()
    let argb = bitmap.argb(x: x, y: y)
    let a = Int(argb >> 24)
    guard a > 0 else { return [0, 0, 0, 0] }
    func part(_ shift: UInt32) -> Int { (Int((argb >> shift) & 0xFF) * 255 + a / 2) / a }
    return [part(16), part(8), part(0), a]
}

func close(_ a: [Int], _ b: [Int], within tolerance: Int = 2) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
}

@Suite struct CIImageTests {
    let context = CIContext()

    @Test func anImageOfPixelsCoversThemAndRendersThemBackUnchanged() throws {
        let source = makeImage(width: 3, height: 2) { x, y in (UInt32(x * 100), UInt32(y * 200), 50, 255) }
        let image = CIImage(cgImage: source)
        #expect(image.extent == CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(image.cgImage === source)
        let output = try #require(context.createCGImage(image, from: image.extent))
        #expect(output.width == 3 && output.height == 2)
        for y in 0..<2 {
            for x in 0..<3 { #expect(close(try pixel(output, x, y), [x * 100, y * 200, 50, 255], within: 1)) }
        }
    }

    @Test func coreImageSpaceHasItsOriginAtTheBottomLeft() throws {
        // The top row is red, the bottom row blue: the rectangle at y 0 is the bottom, blue.
        let source = makeImage(width: 2, height: 2) { _, y in y == 0 ? (255, 0, 0, 255) : (0, 0, 255, 255) }
        let bottom = CIImage(cgImage: source).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(bottom.extent == CGRect(x: 0, y: 0, width: 2, height: 1))
        let output = try #require(context.createCGImage(bottom, from: bottom.extent))
        #expect(try pixel(output, 0, 0) == [0, 0, 255, 255])
    }

    @Test func aTranslucentTintIsLaidOverInLinearLightAsCoreImageDoes() throws {
        // Kingfisher's tint: a constant colour over the image, cropped to it. Half-opaque red over white is
        // (1, 0.5, 0.5) in linear light, 188 once encoded; a blend of the encoded values would give 128.
        let white = CIImage(cgImage: makeImage(width: 4, height: 4) { _, _ in (255, 255, 255, 255) })
        let colour = try #require(CIFilter(name: "CIConstantColorGenerator"))
        colour.setValue(CIColor(red: 1, green: 0, blue: 0, alpha: 0.5), forKey: kCIInputColorKey)
        let over = try #require(CIFilter(name: "CISourceOverCompositing"))
        over.setValue(colour.outputImage, forKey: kCIInputImageKey)
        over.setValue(white, forKey: kCIInputBackgroundImageKey)
        let tinted = try #require(over.outputImage?.cropped(to: white.extent))
        #expect(tinted.extent == white.extent)
        let output = try #require(context.createCGImage(tinted, from: tinted.extent))
        #expect(close(try pixel(output, 1, 1), [255, 188, 188, 255]))

        let plain = CIContext(options: [.workingColorSpace: NSNull()])
        let encoded = try #require(plain.createCGImage(tinted, from: tinted.extent))
        #expect(close(try pixel(encoded, 1, 1), [255, 128, 128, 255]))
    }

    @Test func colourControlsAndExposureChangeColoursAsDocumented() throws {
        let source = CIImage(cgImage: makeImage(width: 1, height: 1) { _, _ in (200, 100, 50, 255) })
        // Defaults change nothing.
        let same = try #require(context.createCGImage(source.applyingFilter("CIColorControls"), from: source.extent))
        #expect(close(try pixel(same, 0, 0), [200, 100, 50, 255], within: 1))
        // No saturation is grey.
        let grey = source.applyingFilter("CIColorControls", parameters: [kCIInputSaturationKey: 0])
        let greyPixel = try pixel(try #require(context.createCGImage(grey, from: source.extent)), 0, 0)
        #expect(greyPixel[0] == greyPixel[1] && greyPixel[1] == greyPixel[2])
        // One stop doubles the light: 128 is 0.216 linear, 0.432 doubled, 175 encoded.
        let mid = CIImage(cgImage: makeImage(width: 1, height: 1) { _, _ in (128, 128, 128, 255) })
        let brighter = mid.applyingFilter("CIExposureAdjust", parameters: [kCIInputEVKey: 1.0])
        #expect(
            close(
                try pixel(try #require(context.createCGImage(brighter, from: mid.extent)), 0, 0), [175, 175, 175, 255]))
    }

    @Test func aBlurSpreadsPastTheEdgesAndKeepsTheInsideOfAFlatImage() throws {
        let flat = CIImage(cgImage: makeImage(width: 40, height: 40) { _, _ in (0, 128, 255, 255) })
        let blurred = flat.applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: 3])
        #expect(blurred.extent == CGRect(x: -9, y: -9, width: 58, height: 58))
        let output = try #require(context.createCGImage(blurred, from: blurred.extent))
        #expect(close(try pixel(output, 29, 29), [0, 128, 255, 255]))
        // The image's first column: the kernel's half that falls outside is lost, so alpha is a half plus half
        // the centre weight (0.133 at σ 3): 0.566, 144.
        let edge = try pixel(output, 9, 29)
        #expect(abs(edge[3] - 144) <= 3)
        #expect(try pixel(output, 0, 29)[3] == 0)
    }

    @Test func theHueSaturationWheelPutsHueOnTheAngleAndSaturationOnTheDistance() throws {
        let filter = try #require(
            CIFilter(
                name: "CIHueSaturationValueGradient",
                parameters: [
                    "inputColorSpace": CGColorSpaceCreateDeviceRGB(), "inputDither": 0, "inputRadius": CGFloat(50),
                    "inputSoftness": 0, "inputValue": 1,
                ]))
        let wheel = try #require(filter.outputImage)
        #expect(wheel.extent == CGRect(x: 0, y: 0, width: 100, height: 100))
        let output = try #require(context.createCGImage(wheel, from: wheel.extent))
        #expect(close(try pixel(output, 50, 50), [255, 255, 255, 255], within: 12))  // the centre: no saturation
        #expect(close(try pixel(output, 98, 50), [255, 0, 0, 255], within: 12))  // +x: red
        #expect(close(try pixel(output, 50, 1), [128, 255, 0, 255], within: 12))  // up (the top row): a quarter turn
        #expect(close(try pixel(output, 1, 50), [0, 255, 255, 255], within: 12))  // -x: cyan
        #expect(try pixel(output, 0, 0)[3] == 0)  // a corner is outside the wheel
    }

    @Test func geometryMovesTheExtent() {
        let image = CIImage(cgImage: makeImage(width: 10, height: 20) { _, _ in (1, 2, 3, 255) })
        #expect(
            image.transformed(by: CGAffineTransform(scaleX: 2, y: 0.5)).extent
                == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(image.oriented(.right).extent.size == CGSize(width: 20, height: 10))
        #expect(image.clampedToExtent().extent.isInfinite)
        #expect(image.cropped(to: CGRect(x: 50, y: 50, width: 5, height: 5)).extent.isEmpty)
        let scaled = image.applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 0.5])
        #expect(scaled.extent == CGRect(x: 0, y: 0, width: 5, height: 10))
    }

    @Test func aShrunkImageAveragesItsPixels() throws {
        // Black and white columns shrunk by half are grey (in linear light: half the light, 188 encoded).
        let stripes = CIImage(
            cgImage: makeImage(width: 8, height: 2) { x, _ in x % 2 == 0 ? (0, 0, 0, 255) : (255, 255, 255, 255) })
        let half = stripes.transformed(by: CGAffineTransform(scaleX: 0.5, y: 1))
        let output = try #require(context.createCGImage(half, from: half.extent))
        #expect(close(try pixel(output, 1, 0), [188, 188, 188, 255], within: 3))
    }

    @Test func filtersAreFoundByNameAndCategoryWithTheirInputs() throws {
        #expect(CIFilter(name: "CINoSuchFilter") == nil)
        let blur = try #require(CIFilter(name: "CIGaussianBlur"))
        #expect(blur.inputKeys == [kCIInputImageKey, kCIInputRadiusKey])
        #expect(blur.value(forKey: kCIInputRadiusKey) as? Double == 10)
        #expect(blur.outputImage == nil)  // no input image yet
        #expect(CIFilter.filterNames(inCategory: kCICategoryBlur) == ["CIBoxBlur", "CIGaussianBlur"])
        #expect(CIFilter.filterNames(inCategory: nil).contains("CISepiaTone"))
        #expect(CIFilter.localizedName(forFilterName: "CIGaussianBlur") == "Gaussian Blur")
        let attributes = blur.attributes
        #expect(attributes[kCIAttributeFilterName] as? String == "CIGaussianBlur")
        #expect((attributes[kCIInputRadiusKey] as? [String: Any])?[kCIAttributeDefault] as? Double == 10)
    }

    @Test func anUnknownFilterAppliedGivesTheEmptyImage() {
        let image = CIImage(color: .red).applyingFilter("CINoSuchFilter", parameters: [:])
        #expect(image.extent.isNull)
    }

    @Test func uiImageAndCIImageGoBothWays() throws {
        let wheel = try #require(
            CIFilter(name: "CIHueSaturationValueGradient", parameters: [kCIInputRadiusKey: 10])?.outputImage)
        let image = UIImage(ciImage: wheel, scale: 2, orientation: .up)
        #expect(image.ciImage === wheel)
        #expect(image.size == CGSize(width: 10, height: 10))
        #expect(try image.decodedBitmap().width == 20)
        #expect(CIImage(image: image)?.extent == wheel.extent)
        #expect(UIImage().ciImage == nil)
    }

    @Test func renderingToMemoryWritesTheFormatAskedFor() {
        let image = CIImage(color: CIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        var bytes = [UInt8](repeating: 0, count: 8)
        bytes.withUnsafeMutableBytes { buffer in
            context.render(
                image, toBitmap: buffer.baseAddress!, rowBytes: 8, bounds: CGRect(x: 0, y: 0, width: 2, height: 1),
                format: .RGBA8, colorSpace: CGColorSpaceCreateDeviceRGB())
        }
        #expect(bytes == [255, 128, 0, 255, 255, 128, 0, 255])
    }

    @Test func anInfiniteImageCannotBeRenderedWhole() {
        #expect(context.createCGImage(CIImage(color: .red), from: .infinite) == nil)
    }

    @Test func coloursAndVectorsKeepTheirNumbers() {
        let colour = CIColor(color: UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8))
        #expect(abs(colour.red - 0.2) < 1e-6 && abs(colour.alpha - 0.8) < 1e-6)
        #expect(CIColor(string: "0.5 0.25 0 1") == CIColor(red: 0.5, green: 0.25, blue: 0))
        let vector = CIVector(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(vector.count == 4 && vector.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(CIVector(string: vector.stringRepresentation) == vector)
    }
}
