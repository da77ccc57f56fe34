import Foundation
import Tapestry
import TapestryCairo
import Testing

/// JPEG images: `jpegData(compressionQuality:)`, `UIImage(data:)` of a JPEG, drawn and turned into PNG.
@MainActor
@Suite struct ImageDecodingJPEGTests {
    /// 40 × 20: red on the left, blue on the right.
    func halves(opaque: Bool = true) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20), format: .init(scale: 1)).image { context in
            guard opaque else { return }
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 20, y: 0, width: 20, height: 20))
        }
    }

    func pixels(of image: UIImage) throws -> PixelBuffer {
        try PixelBuffer(pngData: #require(image.pngData()))
    }

    @Test func anImageGoesToJPEGAndBackWithItsColours() throws {
        let jpeg = try #require(halves().jpegData(compressionQuality: 0.9))
        #expect(jpeg.starts(with: [0xFF, 0xD8, 0xFF]), "JPEG's start-of-image marker")
        let image = try #require(UIImage(data: jpeg))
        #expect(image.size == CGSize(width: 40, height: 20), "the size read from the frame header")
        let png = try #require(image.pngData())
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "pngData of a JPEG image is PNG")
        let read = try PixelBuffer(pngData: png)
        let left = read.pixel(x: 5, y: 10), right = read.pixel(x: 35, y: 10)
        #expect(left.r > 220 && left.g < 40 && left.b < 40, "red: \(left)")
        #expect(right.b > 220 && right.r < 40 && right.g < 40, "blue: \(right)")
    }

    @Test func aLowerQualityMakesFewerBytes() throws {
        let noisy = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64), format: .init(scale: 1)).image {
            context in
            var generator = SystemRandomNumberGenerator()
            for y in stride(from: 0, to: 64, by: 2) {
                for x in stride(from: 0, to: 64, by: 2) {
                    UIColor(
                        red: .random(in: 0...1, using: &generator), green: .random(in: 0...1, using: &generator),
                        blue: .random(in: 0...1, using: &generator), alpha: 1
                    ).setFill()
                    context.fill(CGRect(x: x, y: y, width: 2, height: 2))
                }
            }
        }
        let best = try #require(noisy.jpegData(compressionQuality: 1))
        let small = try #require(noisy.jpegData(compressionQuality: 0.1))
        #expect(small.count * 2 < best.count, "\(small.count) bytes at 0.1, \(best.count) at 1")
        #expect(noisy.jpegData(compressionQuality: .nan) != nil, "a quality out of range is clamped")
    }

    @Test func transparentPixelsComeOutBlack() throws {
        let jpeg = try #require(halves(opaque: false).jpegData(compressionQuality: 0.8))
        let pixel = try pixels(of: #require(UIImage(data: jpeg))).pixel(x: 10, y: 10)
        #expect(pixel.r < 10 && pixel.g < 10 && pixel.b < 10 && pixel.a == 255, "\(pixel)")
    }

    @Test func aJPEGFileIsDrawnAndFoundByName() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tapestry-jpeg-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("photo.jpg")
        try #require(halves().jpegData(compressionQuality: 0.9)).write(to: file)
        let loaded = try #require(UIImage(contentsOfFile: file.path))
        #expect(loaded.size == CGSize(width: 40, height: 20))
        let bundle = try #require(Bundle(path: directory.path))
        #expect(UIImage(named: "photo.jpg", in: bundle, compatibleWith: nil)?.size == CGSize(width: 40, height: 20))
        #expect(UIImage(named: "photo", in: bundle, compatibleWith: nil) == nil, "without an extension: a PNG")
        let view = UIImageView(image: loaded)
        let drawn = try PixelBuffer(pngData: UIImageRendering.pngData(of: view, background: .white))
        #expect(drawn.pixel(x: 35, y: 5).b > 200, "drawn from the decoded JPEG")
    }

    @Test func dataThatIsNeitherPNGNorJPEGIsRefused() {
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xE0, 0, 4, 0, 0])) == nil, "a JPEG start without a frame")
        #expect(UIImage(data: Data("GIF89a".utf8)) == nil)
    }
}
