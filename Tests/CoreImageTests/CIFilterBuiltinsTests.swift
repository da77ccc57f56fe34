import CoreImage
import CoreImage.CIFilterBuiltins
import Foundation
import Tapestry
import Testing

@Suite struct CIFilterBuiltinsTests {
    @Test func typedFiltersSetTheSameInputsAsKeys() throws {
        let blur = CIFilter.gaussianBlur()
        #expect(blur.name == "CIGaussianBlur")
        #expect(blur.radius == 10)
        blur.radius = 2.5
        #expect(blur.value(forKey: kCIInputRadiusKey) as? Double == 2.5)
        blur.inputImage = CIImage(color: .red).cropped(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(blur.outputImage?.extent == CGRect(x: -8, y: -8, width: 26, height: 26))

        let gradient = CIFilter.linearGradient()
        gradient.point1 = CGPoint(x: 10, y: 0)
        gradient.color0 = .red
        #expect(gradient.point1 == CGPoint(x: 10, y: 0))
        #expect(gradient.color0 == CIColor.red)

        let transform = CIFilter.affineTransform()
        transform.transform = CGAffineTransform(scaleX: 3, y: 3)
        transform.inputImage = CIImage(color: .blue).cropped(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(transform.outputImage?.extent == CGRect(x: 0, y: 0, width: 6, height: 6))
    }

    @Test func aTypedSepiaToneRendersLikeTheNamedOne() throws {
        let source = CIImage(color: CIColor(red: 0.2, green: 0.5, blue: 0.8)).cropped(
            to: CGRect(x: 0, y: 0, width: 1, height: 1))
        let typed = CIFilter.sepiaTone()
        typed.inputImage = source
        typed.intensity = 0.7
        let named = try #require(
            CIFilter(name: "CISepiaTone", parameters: [kCIInputImageKey: source, kCIInputIntensityKey: 0.7]))
        let context = CIContext()
        let typedOutput = try #require(typed.outputImage), namedOutput = try #require(named.outputImage)
        let a = try #require(context.createCGImage(typedOutput, from: source.extent))
        let b = try #require(context.createCGImage(namedOutput, from: source.extent))
        let unchanged = try #require(context.createCGImage(source, from: source.extent))
        #expect(try pixel(a, 0, 0) == pixel(b, 0, 0))
        #expect(try pixel(a, 0, 0) != pixel(unchanged, 0, 0))
    }
}
