import Foundation
import ImageIO
import TapestryCairo
import Testing

/// Image sources: types, counts, properties read the ways iOS code reads them, frames, thumbnails, data still
/// arriving.
@Suite struct CGImageSourceTests {
    /// An image's pixels, row by row.
    static func pixels(_ image: CGImage) throws -> [UInt32] {
        let bitmap = try UIImage(cgImage: image).decodedBitmap()
        return (0..<bitmap.height).flatMap { y in (0..<bitmap.width).map { x in bitmap.argb(x: x, y: y) } }
    }

    /// A PNG of `width` × `height` pixels coloured by `colour(x, y)`.
    static func png(width: Int, height: Int, _ colour: (Int, Int) -> UInt32) throws -> Data {
        let bitmap = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
        for y in 0..<height {
            for x in 0..<width {
                bitmap.baseAddress.storeBytes(of: colour(x, y), toByteOffset: y * width * 4 + x * 4, as: UInt32.self)
            }
        }
        return try UIImage(bitmap: bitmap).encodedPNGData()
    }

    @Test func animatedGIF() throws {
        let source = try #require(CGImageSourceCreateWithData(Fixtures.animation as CFData, nil))
        #expect(CGImageSourceGetType(source) as String? == "com.compuserve.gif")
        #expect(CGImageSourceGetCount(source) == 3)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        #expect(CGImageSourceGetStatusAtIndex(source, 2) == .statusComplete)
        #expect(CGImageSourceGetPrimaryImageIndex(source) == 0)

        // Gifu's way: `[String: AnyObject]`, `String(key)`, `[String: Double]`.
        let gifu = try #require(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) as? [String: AnyObject])
        let frame = try #require(gifu[String(kCGImagePropertyGIFDictionary)] as? [String: Double])
        #expect(frame[String(kCGImagePropertyGIFUnclampedDelayTime)] == 0.02)
        #expect(frame[String(kCGImagePropertyGIFDelayTime)] == 0.02)
        // Nuke's way: `[CFString: Any]` with `as? Int` and `as? CGFloat`.
        let nuke = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(nuke[kCGImagePropertyPixelWidth] as? Int == 8)
        #expect(nuke[kCGImagePropertyPixelHeight] as? CGFloat == 6)
        #expect(nuke[kCGImagePropertyHasAlpha] as? Bool == true)
        // SwiftyGif's way: `[String: Any]` and `as? NSNumber`.
        let last = try #require(CGImageSourceCopyPropertiesAtIndex(source, 2, nil) as? [String: Any])
        let lastGIF = try #require(last[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect((lastGIF[kCGImagePropertyGIFDelayTime as String] as? NSNumber)?.doubleValue == 0.1, "0 shows as 0.1 s")
        #expect(lastGIF[kCGImagePropertyGIFUnclampedDelayTime as String] as? Double == 0)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 3, nil) == nil)

        let file = try #require(CGImageSourceCopyProperties(source, nil) as? [String: Any])
        #expect(file[kCGImagePropertyFileSize as String] as? Int == Fixtures.animation.count)
        let gif = try #require(file[kCGImagePropertyGIFDictionary as String] as? [String: Any])
        #expect(gif[kCGImagePropertyGIFLoopCount as String] as? Int == 0)
        #expect(gif[kCGImagePropertyGIFCanvasPixelWidth as String] as? Int == 8)
        #expect((gif[kCGImagePropertyGIFFrameInfoArray as String] as? [Any])?.count == 3)

        let images = try (0..<3).map { try #require(CGImageSourceCreateImageAtIndex(source, $0, nil)) }
        #expect(images.allSatisfy { $0.width == 8 && $0.height == 6 })
        let third = try Self.pixels(images[2])
        #expect(third[5 * 8 + 6] == 0xFF00_FF00)
        #expect(third[2 * 8 + 3] == 0, "frame 1's patch was cleared")
        #expect(third[0] == 0xFFFF_0000)
        #expect(CGImageSourceCreateImageAtIndex(source, 3, nil) == nil)
        #expect(CGImageSourceCreateImageAtIndex(source, 1, nil) === CGImageSourceCreateImageAtIndex(source, 1, nil))
        CGImageSourceRemoveCacheAtIndex(source, 1)
    }

    @Test func noiseDecodesAsImageMagickReadsIt() throws {
        let source = try #require(CGImageSourceCreateWithData(Fixtures.noise as CFData, nil))
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(Fixtures.hash(try Self.pixels(image)) == Fixtures.noiseHash)
        // GdkPixbuf's own GIF loader agrees.
        let pixbuf = try ImageBitmap(decoding: Fixtures.noise)
        let theirs = (0..<64).flatMap { y in (0..<64).map { x in pixbuf.argb(x: x, y: y) } }
        #expect(Fixtures.hash(theirs) == Fixtures.noiseHash)
    }

    @Test func incrementalData() throws {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        let source = CGImageSourceCreateIncremental(options)
        #expect(CGImageSourceGetStatus(source) == .statusReadingHeader)
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceGetType(source) == nil)
        CGImageSourceUpdateData(source, Fixtures.animation.prefix(20) as CFData, false)
        #expect(CGImageSourceGetType(source) as String? == "com.compuserve.gif")
        #expect(CGImageSourceGetStatus(source) == .statusReadingHeader)
        CGImageSourceUpdateData(source, Fixtures.animation.prefix(0x5A) as CFData, false)
        #expect(CGImageSourceGetCount(source) == 2)
        #expect(CGImageSourceGetStatus(source) == .statusIncomplete)
        #expect(CGImageSourceGetStatusAtIndex(source, 0) == .statusComplete)
        #expect(CGImageSourceGetStatusAtIndex(source, 1) == .statusIncomplete)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) != nil, "a whole frame shows while the rest arrives")
        CGImageSourceUpdateData(source, Fixtures.animation as CFData, true)
        #expect(CGImageSourceGetCount(source) == 3)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        CGImageSourceUpdateData(source, Fixtures.animation.prefix(10) as CFData, true)
        #expect(CGImageSourceGetCount(source) == 3, "data after the final update is ignored")

        // Cut short and final: the end came too soon.
        let cut = try #require(CGImageSourceCreateWithData(Fixtures.animation.prefix(0x5A) as CFData, nil))
        #expect(CGImageSourceGetStatus(cut) == .statusUnexpectedEOF)
        #expect(CGImageSourceGetStatusAtIndex(cut, 1) == .statusUnexpectedEOF)

        // A PNG still arriving has no image yet.
        let png = try Self.png(width: 4, height: 4) { _, _ in 0xFF11_2233 }
        let arriving = CGImageSourceCreateIncremental(nil)
        CGImageSourceUpdateData(arriving, png.prefix(40) as CFData, false)
        #expect(CGImageSourceGetCount(arriving) == 1)
        #expect(CGImageSourceGetStatus(arriving) == .statusIncomplete)
        #expect(CGImageSourceCreateImageAtIndex(arriving, 0, nil) == nil)
        CGImageSourceUpdateData(arriving, png as CFData, true)
        #expect(CGImageSourceCreateImageAtIndex(arriving, 0, nil) != nil)
    }

    @Test func pngPropertiesAndThumbnails() throws {
        // Left half red, right half blue; a 2×2 checker of black and white in the bottom-left corner.
        let png = try Self.png(width: 8, height: 4) { x, y in
            if x < 2, y >= 2 { return (x + y) % 2 == 0 ? 0xFF00_0000 : 0xFFFF_FFFF }
            return x < 4 ? 0xFFFF_0000 : 0xFF00_00FF
        }
        let source = try #require(CGImageSourceCreateWithData(png as CFData, nil))
        #expect(CGImageSourceGetType(source) as String? == "public.png")
        #expect(CGImageSourceGetCount(source) == 1)
        #expect(CGImageSourceGetStatus(source) == .statusComplete)
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 8)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == 4)
        #expect(properties[kCGImagePropertyDepth] as? Int == 8)
        #expect(properties[kCGImagePropertyColorModel] as? String == kCGImagePropertyColorModelRGB as String)
        #expect(properties[kCGImagePropertyHasAlpha] as? Bool == false, "Cairo writes an opaque image as RGB")
        #expect(properties[kCGImagePropertyOrientation] == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 1, nil) == nil)

        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect(try Self.pixels(image)[7] == 0xFF00_00FF)

        // No thumbnail in the file, and none asked to be made.
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil)
        let options =
            [
                kCGImageSourceCreateThumbnailFromImageIfAbsent: true, kCGImageSourceThumbnailMaxPixelSize: 4,
            ] as [CFString: Any]
        let thumbnail = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary))
        #expect((thumbnail.width, thumbnail.height) == (4, 2))
        let small = try Self.pixels(thumbnail)
        #expect(small[0] == 0xFFFF_0000 && small[3] == 0xFF00_00FF)
        #expect(small[4] == 0xFF80_8080, "the checker averages to grey")
        // Never larger than the image.
        let big: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceThumbnailMaxPixelSize: 100,
        ]
        let same = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, big as CFDictionary))
        #expect((same.width, same.height) == (8, 4))
        // Subsampled as it is read.
        let half = try #require(
            CGImageSourceCreateImageAtIndex(source, 0, [kCGImageSourceSubsampleFactor: 2] as CFDictionary))
        #expect((half.width, half.height) == (4, 2))
    }

    @Test func formatsReadThroughGdkPixbuf() throws {
        for (data, type) in [
            (Fixtures.bmp, "com.microsoft.bmp"), (Fixtures.webp, "org.webmproject.webp"),
            (Fixtures.tiff, "public.tiff"),
        ] {
            let source = try #require(CGImageSourceCreateWithData(data as CFData, nil))
            #expect(CGImageSourceGetType(source) as String? == type)
            #expect(CGImageSourceGetCount(source) == 1, "\(type)")
            let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
            #expect(properties[kCGImagePropertyPixelWidth as String] as? Int == 3)
            let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
            #expect(try Self.pixels(image) == Fixtures.smallPixels, "\(type)")
        }
        let types = CGImageSourceCopyTypeIdentifiers() as? [String]
        #expect(types?.contains("com.compuserve.gif") == true && types?.contains("public.jpeg") == true)
    }

    @Test func whatIsNotAnImage() throws {
        #expect(CGImageSourceCreateWithData(Data() as CFData, nil) == nil)
        let source = try #require(CGImageSourceCreateWithData(Data(repeating: 7, count: 64) as CFData, nil))
        #expect(CGImageSourceGetType(source) == nil)
        #expect(CGImageSourceGetStatus(source) == .statusUnknownType)
        #expect(CGImageSourceGetCount(source) == 0)
        #expect(CGImageSourceCreateImageAtIndex(source, 0, nil) == nil)
        #expect(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) == nil)
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).gif")
        #expect(CGImageSourceCreateWithURL(missing as CFURL, nil) == nil)
    }

    @Test func readsFilesAndProviders() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("source-\(UUID().uuidString).gif")
        try Fixtures.animation.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let source = try #require(CGImageSourceCreateWithURL(url as CFURL, nil))
        #expect(CGImageSourceGetCount(source) == 3)
        let provider = try #require(CGDataProvider(data: Fixtures.animation as CFData))
        let fromProvider = try #require(CGImageSourceCreateWithDataProvider(provider, nil))
        #expect(CGImageSourceGetCount(fromProvider) == 3)
        #expect(CGImageSourceGetTypeID() != CGImageDestinationGetTypeID())
    }
}
