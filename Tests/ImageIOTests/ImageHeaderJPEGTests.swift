import Foundation
import ImageIO
import TapestryCairo
import Testing

/// A JPEG's Exif block: orientation, camera fields and an embedded thumbnail, through an image source.
@Suite struct ImageHeaderJPEGTests {
    static func jpeg(width: Int, height: Int, _ colour: UInt32) throws -> Data {
        let bitmap = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
        for index in 0..<width * height {
            bitmap.baseAddress.storeBytes(of: colour, toByteOffset: index * 4, as: UInt32.self)
        }
        return try UIImage(bitmap: bitmap).encodedJPEGData(compressionQuality: 0.9)
    }

    /// `jpeg` with an Exif block after its start marker: IFD0 with the orientation and the camera's make,
    /// IFD1 pointing at `thumbnail` (big-endian TIFF layout, as many cameras write).
    static func withExif(_ jpeg: Data, orientation: UInt16, make: String, thumbnail: Data) -> Data {
        var tiff: [UInt8] = Array("MM".utf8) + [0x00, 0x2A, 0, 0, 0, 8]
        func u16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: Int) -> [UInt8] { u16(value >> 16) + u16(value & 0xFFFF) }
        let makeBytes = Array(make.utf8) + [0]
        // IFD0 at 8: two entries, then the next directory's offset; the make string follows it.
        let ifd0Size = 2 + 2 * 12 + 4
        let makeOffset = 8 + ifd0Size
        let ifd1Offset = makeOffset + makeBytes.count
        let ifd1Size = 2 + 2 * 12 + 4
        let thumbnailOffset = ifd1Offset + ifd1Size
        tiff += u16(2)
        tiff += u16(0x0112) + u16(3) + u32(1) + u16(Int(orientation)) + [0, 0]
        tiff += u16(0x010F) + u16(2) + u32(makeBytes.count) + u32(makeOffset)
        tiff += u32(ifd1Offset)
        tiff += makeBytes
        tiff += u16(2)
        tiff += u16(0x0201) + u16(4) + u32(1) + u32(thumbnailOffset)
        tiff += u16(0x0202) + u16(4) + u32(1) + u32(thumbnail.count)
        tiff += u32(0)
        tiff += Array(thumbnail)
        let body = Array("Exif".utf8) + [0, 0] + tiff
        var result = Data([0xFF, 0xD8, 0xFF, 0xE1])
        result.append(contentsOf: u16(body.count + 2))
        result.append(contentsOf: body)
        result.append(jpeg.dropFirst(2))
        return result
    }

    @Test func readsOrientationCameraAndThumbnail() throws {
        let photo = Self.withExif(
            try Self.jpeg(width: 40, height: 20, 0xFF20_60A0), orientation: 6, make: "Tapestry",
            thumbnail: try Self.jpeg(width: 8, height: 4, 0xFF20_60A0))
        let source = try #require(CGImageSourceCreateWithData(photo as CFData, nil))
        #expect(CGImageSourceGetType(source) as String? == "public.jpeg")
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any])
        #expect(properties[kCGImagePropertyPixelWidth] as? Int == 40)
        #expect(properties[kCGImagePropertyPixelHeight] as? Int == 20)
        let orientation = (properties[kCGImagePropertyOrientation] as? UInt32).flatMap(CGImagePropertyOrientation.init)
        #expect(orientation == .right)
        let tiff = try #require(properties[kCGImagePropertyTIFFDictionary] as? [CFString: Any])
        #expect(tiff[kCGImagePropertyTIFFMake] as? String == "Tapestry")
        #expect(tiff[kCGImagePropertyTIFFOrientation] as? Int == 6)
        let jfif = try #require(properties[kCGImagePropertyJFIFDictionary] as? [CFString: Any])
        #expect(jfif[kCGImagePropertyJFIFIsProgressive] as? Bool == false)

        // The file's own thumbnail, as stored.
        let embedded = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, nil))
        #expect((embedded.width, embedded.height) == (8, 4))
        // One made from the image, turned upright and no taller than 10.
        let options: [CFString: Any] = [
            kCGImageSourceCreateThumbnailFromImageAlways: true, kCGImageSourceCreateThumbnailWithTransform: true,
            kCGImageSourceThumbnailMaxPixelSize: 10,
        ]
        let made = try #require(CGImageSourceCreateThumbnailAtIndex(source, 0, options as CFDictionary))
        #expect((made.width, made.height) == (5, 10))
        // The image itself is as stored.
        let image = try #require(CGImageSourceCreateImageAtIndex(source, 0, nil))
        #expect((image.width, image.height) == (40, 20))
    }

    @Test func aJPEGWithoutExif() throws {
        let plain = try Self.jpeg(width: 6, height: 3, 0xFFFF_FFFF)
        let source = try #require(CGImageSourceCreateWithData(plain as CFData, nil))
        let properties = try #require(CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [String: Any])
        #expect(properties[kCGImagePropertyOrientation as String] == nil)
        #expect(properties[kCGImagePropertyColorModel as String] as? String == "RGB")
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, nil) == nil, "no thumbnail of its own")
        let ifAbsent = [kCGImageSourceCreateThumbnailFromImageIfAbsent: true] as CFDictionary
        #expect(CGImageSourceCreateThumbnailAtIndex(source, 0, ifAbsent)?.width == 6)
    }

    @Test func damagedHeadersNeverTrap() throws {
        let photo = Self.withExif(
            try Self.jpeg(width: 12, height: 6, 0xFF80_4020), orientation: 3, make: "Tapestry",
            thumbnail: try Self.jpeg(width: 4, height: 2, 0xFF80_4020))
        var state: UInt64 = 0x2545_F491_4F6C_DD1D
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        // The Exif block and the frame header are in the first 200 bytes: damage lands there.
        for _ in 0..<400 {
            var bytes = [UInt8](photo)
            for _ in 0..<1 + next(3) { bytes[next(min(200, bytes.count))] = UInt8(next(256)) }
            if next(4) == 0 { bytes.removeLast(next(bytes.count)) }
            guard let source = CGImageSourceCreateWithData(Data(bytes) as CFData, nil) else { continue }
            _ = CGImageSourceGetStatus(source)
            _ = CGImageSourceCopyPropertiesAtIndex(source, 0, nil)
            _ = CGImageSourceCreateThumbnailAtIndex(source, 0, nil)
        }
    }
}
