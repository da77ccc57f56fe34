import Foundation
import ImageIO
import TapestryCairo
import Testing

/// Image destinations: PNG, JPEG and animated GIF written into data and files, read back by ImageIO's sources
/// and by GdkPixbuf's own decoders.
@Suite struct CGImageDestinationTests {
    static func image(width: Int, height: Int, _ colour: (Int, Int) -> UInt32) -> CGImage {
        let bitmap = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
        for y in 0..<height {
            for x in 0..<width {
                bitmap.baseAddress.storeBytes(of: colour(x, y), toByteOffset: y * width * 4 + x * 4, as: UInt32.self)
            }
        }
        return UIImage(bitmap: bitmap).cgImage!
    }

    static func pixels(_ bitmap: ImageBitmap) -> [UInt32] {
        (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap.argb(x: x, y: y) } }
    }

    @Test func writesPNG() throws {
        let image = Self.image(width: 5, height: 3) { x, y in x == y ? 0x8000_0080 : 0xFF10_2030 }
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, nil)
        #expect(CGImageDestinationFinalize(destination))
        #expect((data as Data).starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let back = try ImageBitmap(decoding: data as Data)
        #expect(Self.pixels(back) == Self.pixels(try UIImage(cgImage: image).decodedBitmap()))
    }

    @Test func writesJPEGOverItsBackground() throws {
        let clear = Self.image(width: 16, height: 16) { _, _ in 0 }
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.jpeg" as CFString, 1, nil))
        let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        let options: [CFString: Any] = [
            kCGImageDestinationLossyCompressionQuality: 0.9, kCGImageDestinationBackgroundColor: white,
        ]
        CGImageDestinationAddImage(destination, clear, options as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        let source = try #require(CGImageSourceCreateWithData(data, nil))
        #expect(CGImageSourceGetType(source) as String? == "public.jpeg")
        let pixel = try ImageBitmap(decoding: data as Data).argb(x: 8, y: 8)
        #expect(pixel & 0xFF >= 250 && pixel >> 8 & 0xFF >= 250, "transparent pixels come out white: \(pixel)")
    }

    @Test func writesAnAnimatedGIF() throws {
        let colours: [UInt32] = [0xFFFF_0000, 0xFF00_FF00, 0xFF00_00FF]
        let frames = colours.map { colour in
            Self.image(width: 6, height: 4) { x, y in x < 3 ? colour : y == 0 ? 0 : 0xFFFF_FFFF }
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("written-\(UUID().uuidString).gif")
        defer { try? FileManager.default.removeItem(at: url) }
        let destination = try #require(
            CGImageDestinationCreateWithURL(url as CFURL, "com.compuserve.gif" as CFString, 3, nil))
        let fileProperties = [kCGImagePropertyGIFDictionary as String: [kCGImagePropertyGIFLoopCount as String: 0]]
        CGImageDestinationSetProperties(destination, fileProperties as CFDictionary)
        for (index, frame) in frames.enumerated() {
            let delay = [kCGImagePropertyGIFDictionary: [kCGImagePropertyGIFDelayTime: 0.05 * Double(index + 1)]]
            CGImageDestinationAddImage(destination, frame, delay as CFDictionary)
        }
        #expect(CGImageDestinationFinalize(destination))

        let data = try Data(contentsOf: url)
        let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
        #expect(CGImageSourceGetCount(source) == 3)
        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
        let gif = try #require(file[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect(gif[kCGImagePropertyGIFLoopCount as String] as? Int == 0)
        for index in 0..<3 {
            let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, index, nil) as? [String: Any])
            let frame = try #require(properties[kCGImagePropertyGIFDictionary as String] as? [String: Double])
            #expect(frame[kCGImagePropertyGIFUnclampedDelayTime as String] == Double(5 * (index + 1)) / 100)
            let image = try #require(CGImageSourceCreateImageAtIndex(source, index, nil))
            let written = try UIImage(cgImage: image).decodedBitmap()
            #expect(Self.pixels(written) == Self.pixels(try UIImage(cgImage: frames[index]).decodedBitmap()))
        }
        // GdkPixbuf's GIF loader reads the same first frame.
        let theirs = try ImageBitmap(decoding: data)
        #expect(Self.pixels(theirs) == Self.pixels(try UIImage(cgImage: frames[0]).decodedBitmap()))
    }

    @Test func quantizesManyColours() throws {
        // 32 × 16 = 512 colours: more than a GIF frame holds, so the nearest of a colour cube's.
        let gradient = Self.image(width: 32, height: 16) { x, y in
            0xFF00_0000 | UInt32(x * 8) << 16 | UInt32(y * 16) << 8 | 0x40
        }
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "com.compuserve.gif" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, gradient, nil)
        #expect(CGImageDestinationFinalize(destination))
        let back = try ImageBitmap(decoding: data as Data)
        let original = try UIImage(cgImage: gradient).decodedBitmap()
        for (ours, theirs) in zip(Self.pixels(back), Self.pixels(original)) {
            for shift: UInt32 in [0, 8, 16] {
                let difference = abs(Int(ours >> shift & 0xFF) - Int(theirs >> shift & 0xFF))
                #expect(difference <= 26, "within half a step of the cube")
            }
        }
    }

    @Test func copiesFramesFromASource() throws {
        let source = try #require(CGImageSourceCreateWithData(Fixtures.animation as CFData, nil))
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "com.compuserve.gif" as CFString, 3, nil))
        for index in 0..<3 { CGImageDestinationAddImageFromSource(destination, source, index, nil) }
        #expect(CGImageDestinationFinalize(destination))
        let copy = try #require(CGImageSourceCreateWithData(data, nil))
        #expect(CGImageSourceGetCount(copy) == 3)
        let second = try #require(CGImageSourceCopyPropertiesAtIndex(copy, 1, nil) as? [String: Any])
        let frame = try #require(second[kCGImagePropertyGIFDictionary as String] as? [String: Double])
        #expect(frame[kCGImagePropertyGIFUnclampedDelayTime as String] == 0.02)
        for index in 0..<3 {
            let ours = UIImage(cgImage: try #require(CGImageSourceCreateImageAtIndex(copy, index, nil)))
            let theirs = UIImage(cgImage: try #require(CGImageSourceCreateImageAtIndex(source, index, nil)))
            #expect(Self.pixels(try ours.decodedBitmap()) == Self.pixels(try theirs.decodedBitmap()))
        }
    }

    @Test func scalesDownToTheLargestSize() throws {
        let image = Self.image(width: 40, height: 20) { _, _ in 0xFF33_6699 }
        let data = NSMutableData()
        let destination = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        CGImageDestinationAddImage(destination, image, [kCGImageDestinationImageMaxPixelSize: 10] as CFDictionary)
        #expect(CGImageDestinationFinalize(destination))
        let back = try ImageBitmap(decoding: data as Data)
        #expect((back.width, back.height) == (10, 5))
    }

    @Test func refusesWhatItCannotDo() throws {
        let data = NSMutableData()
        #expect(CGImageDestinationCreateWithData(data, "public.heic" as CFString, 1, nil) == nil)
        #expect(CGImageDestinationCreateWithData(data, "public.png" as CFString, 0, nil) == nil)
        let empty = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        #expect(!CGImageDestinationFinalize(empty), "no image to write")
        let one = try #require(CGImageDestinationCreateWithData(data, "public.png" as CFString, 1, nil))
        let image = Self.image(width: 2, height: 2) { _, _ in 0xFFFF_FFFF }
        CGImageDestinationAddImage(one, image, nil)
        CGImageDestinationAddImage(one, image, nil)  // beyond its count: refused with a message
        #expect(CGImageDestinationFinalize(one))
        #expect(!CGImageDestinationFinalize(one), "finalized once only")
        #expect(data.length > 0)
        let types = CGImageDestinationCopyTypeIdentifiers() as? [String]
        #expect(types == ["public.png", "public.jpeg", "com.compuserve.gif"])
    }
}
