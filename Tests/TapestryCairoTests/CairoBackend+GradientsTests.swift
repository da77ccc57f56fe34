import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Core Graphics drawing that Cairo paints: gradients and their extensions, stroked-path clips, path
/// drawing modes, shadows, antialiasing and Core Graphics images, checked pixel by pixel.
@MainActor
@Suite struct CairoGradientsTests {
    private let red = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
    private let blue = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
    private let white = PixelBuffer.Pixel(r: 255, g: 255, b: 255, a: 255)

    private func render(_ size: CGSize, _ body: @escaping (CGContext) -> Void) throws -> PixelBuffer {
        UIApplication.replaceShared()
        let view = DrawingView(frame: CGRect(origin: .zero, size: size)) { _ in
            if let context = UIGraphicsGetCurrentContext() { body(context) }
        }
        view.backgroundColor = .clear
        return try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
    }

    private func redToBlue() throws -> CGGradient {
        try #require(
            CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [red, blue] as CFArray, locations: nil))
    }

    @Test func aLinearGradientPaintsBetweenItsEndsAndPastThemOnlyWhenAsked() throws {
        let gradient = try redToBlue()
        func draw(_ options: CGGradientDrawingOptions) throws -> PixelBuffer {
            try render(CGSize(width: 100, height: 10)) { context in
                context.drawLinearGradient(
                    gradient, start: CGPoint(x: 20, y: 0), end: CGPoint(x: 80, y: 0), options: options)
            }
        }
        let plain = try draw([])
        #expect(plain.pixel(x: 5, y: 5) == white && plain.pixel(x: 95, y: 5) == white)
        let middle = plain.pixel(x: 50, y: 5)
        #expect(middle.r > 100 && middle.r < 160 && middle.b > 100 && middle.b < 160, "\(middle)")
        #expect(plain.pixel(x: 22, y: 2).r > 240 && plain.pixel(x: 78, y: 8).b > 240)
        let both = try draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(x: 5, y: 5) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(both.pixel(x: 95, y: 5) == .init(r: 0, g: 0, b: 255, a: 255))
        let after = try draw([.drawsAfterEndLocation])
        #expect(after.pixel(x: 5, y: 5) == white && after.pixel(x: 95, y: 5) == .init(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aRadialGradientGoesFromTheStartCircleToTheEndCircle() throws {
        let gradient = try redToBlue()
        func draw(_ options: CGGradientDrawingOptions) throws -> PixelBuffer {
            try render(CGSize(width: 100, height: 100)) { context in
                context.drawRadialGradient(
                    gradient, startCenter: CGPoint(x: 50, y: 50), startRadius: 10, endCenter: CGPoint(x: 50, y: 50),
                    endRadius: 40, options: options)
            }
        }
        let plain = try draw([])
        #expect(plain.pixel(x: 50, y: 50) == white, "inside the start circle")
        #expect(plain.pixel(x: 61, y: 50).r > 240 && plain.pixel(x: 88, y: 50).b > 240)
        #expect(plain.pixel(x: 2, y: 2) == white)
        let both = try draw([.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(x: 50, y: 50) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(both.pixel(x: 2, y: 2) == .init(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func aStrokedPathClipsAGradientToTheLine() throws {
        let gradient = try redToBlue()
        let pixels = try render(CGSize(width: 100, height: 40)) { context in
            context.setLineWidth(10)
            context.move(to: CGPoint(x: 10, y: 20))
            context.addLine(to: CGPoint(x: 90, y: 20))
            context.replacePathWithStrokedPath()
            context.clip()
            context.drawLinearGradient(gradient, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 90, y: 0), options: [])
        }
        #expect(pixels.pixel(x: 12, y: 17).r > 240 && pixels.pixel(x: 88, y: 23).b > 240)
        #expect(pixels.pixel(x: 50, y: 10) == white && pixels.pixel(x: 50, y: 30) == white)
        #expect(pixels.pixel(x: 5, y: 20) == white, "butt caps end at the points")
    }

    @Test func fillStrokeSegmentsAndShadowsPaint() throws {
        let pixels = try render(CGSize(width: 100, height: 60)) { context in
            context.setFillColor(self.red)
            context.setStrokeColor(self.blue)
            context.setLineWidth(4)
            context.addRect(CGRect(x: 10, y: 10, width: 30, height: 30))
            context.drawPath(using: .fillStroke)
            context.strokeLineSegments(between: [CGPoint(x: 60, y: 10), CGPoint(x: 90, y: 10)])
            context.setShadow(offset: CGSize(width: 6, height: 6), blur: 0, color: CGColor(gray: 0, alpha: 1))
            context.fill(CGRect(x: 60, y: 25, width: 20, height: 20))
        }
        #expect(pixels.pixel(x: 25, y: 25) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(pixels.pixel(x: 10, y: 25) == .init(r: 0, g: 0, b: 255, a: 255), "the stroke over the fill's edge")
        #expect(pixels.pixel(x: 75, y: 10) == .init(r: 0, g: 0, b: 255, a: 255))
        #expect(pixels.pixel(x: 75, y: 30) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(pixels.pixel(x: 83, y: 48) == .init(r: 0, g: 0, b: 0, a: 255), "the shadow, down and right")
        #expect(pixels.pixel(x: 57, y: 22) == white)
    }

    @Test func withoutAntialiasingEdgesAreWholePixels() throws {
        func diagonal(_ antialias: Bool) throws -> Set<UInt8> {
            let pixels = try render(CGSize(width: 40, height: 40)) { context in
                context.setShouldAntialias(antialias)
                context.setLineWidth(3)
                context.move(to: CGPoint(x: 0, y: 0))
                context.addLine(to: CGPoint(x: 40, y: 33))
                context.strokePath()
            }
            return Set((0..<40).map { pixels.pixel(x: $0, y: 20).r })
        }
        #expect(try diagonal(false) == [0, 255])
        #expect(try diagonal(true).count > 2)
    }

    @Test func aCoreGraphicsImageIsDrawnWithItsFirstRowAtTheBottomAsOnIOS() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: .init(scale: 1)).image { c in
            UIColor.red.setFill()
            c.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
            UIColor.blue.setFill()
            c.fill(CGRect(x: 0, y: 5, width: 10, height: 5))
        }
        let cgImage = try #require(image.cgImage)
        let pixels = try render(CGSize(width: 40, height: 20)) { context in
            context.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 10))
            context.translateBy(x: 0, y: 20)
            context.scaleBy(x: 1, y: -1)
            context.draw(cgImage, in: CGRect(x: 20, y: 0, width: 10, height: 10))
        }
        #expect(pixels.pixel(x: 5, y: 2) == .init(r: 0, g: 0, b: 255, a: 255), "upside down in a UIKit context")
        #expect(pixels.pixel(x: 5, y: 8) == .init(r: 255, g: 0, b: 0, a: 255))
        #expect(pixels.pixel(x: 25, y: 12) == .init(r: 255, g: 0, b: 0, a: 255), "upright in a flipped one")
        #expect(pixels.pixel(x: 25, y: 18) == .init(r: 0, g: 0, b: 255, a: 255))
    }
}
