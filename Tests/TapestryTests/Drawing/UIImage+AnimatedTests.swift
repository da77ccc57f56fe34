import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Animated images: made from frames or numbered files, shown in turn by an image view in a window.
@MainActor
@Suite struct UIImageAnimatedTests {
    static func solid(_ word: UInt32, size: Int = 2) -> UIImage {
        let bitmap = ImageBitmap(width: size, height: size, bytesPerRow: size * 4)
        for index in 0..<size * size {
            bitmap.baseAddress.storeBytes(of: word, toByteOffset: index * 4, as: UInt32.self)
        }
        return UIImage(bitmap: bitmap)
    }

    @Test func anAnimatedImageHasItsFramesAndDuration() throws {
        let frames = [Self.solid(0xFFFF_0000, size: 3), Self.solid(0xFF00_FF00), Self.solid(0xFF00_00FF)]
        let image = try #require(UIImage.animatedImage(with: frames, duration: 0.6))
        #expect(image.images?.count == 3)
        #expect(image.images?[1] === frames[1])
        #expect(image.duration == 0.6)
        #expect(image.size == CGSize(width: 3, height: 3), "sized as the first frame")
        #expect(image.withRenderingMode(.alwaysOriginal).images?.count == 3, "a variant stays animated")
        #expect(UIImage.animatedImage(with: [], duration: 1) == nil)
        #expect(UIImage.animatedImage(with: frames, duration: -1)?.duration == 0)
        #expect(Self.solid(0).images == nil && Self.solid(0).duration == 0, "a still image")
    }

    @Test func anImageViewShowsTheFramesInTurnWhileInAWindow() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        let frames = [Self.solid(0xFFFF_0000), Self.solid(0xFF00_FF00), Self.solid(0xFF00_00FF)]
        let view = UIImageView(image: UIImage.animatedImage(with: frames, duration: 0.3))
        #expect(view.currentFrame(of: view.image) === frames[0])
        synthesizer.advance(by: 0.15)
        #expect(view.imageAnimationLink == nil, "not animating out of a window")
        window.addSubview(view)
        synthesizer.advance(by: 0.02)
        #expect(view.currentFrame(of: view.image) === frames[0])
        synthesizer.advance(by: 0.12)
        #expect(view.currentFrame(of: view.image) === frames[1])
        synthesizer.advance(by: 0.1)
        #expect(view.currentFrame(of: view.image) === frames[2])
        synthesizer.advance(by: 0.1)
        #expect(view.currentFrame(of: view.image) === frames[0], "it repeats")
        view.removeFromSuperview()
        #expect(view.imageAnimationLink == nil, "stopped when it left the window")
        window.addSubview(view)
        view.image = Self.solid(0xFF00_0000)
        #expect(view.imageAnimationLink == nil, "a still image stops it")
    }

    @Test func numberedImagesInABundle() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("frames-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let png = Data(
            base64Encoded:
                "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==")!
        for index in 1...3 { try png.write(to: directory.appendingPathComponent("spin\(index).png")) }
        let bundle = try #require(Bundle(path: directory.path))
        let frames = UIImage.numberedImages("spin", in: bundle)
        #expect(frames.count == 3, "from spin1 when there is no spin0, up to the first missing")
        #expect(UIImage.animatedImage(with: frames, duration: 1)?.images?.count == 3)
        #expect(UIImage.animatedImageNamed("missing", duration: 1) == nil)
    }
}
