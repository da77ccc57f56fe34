import Foundation

// What the engine reads of encoded images without decoding them: the pixel size in a PNG's or JPEG's header, and
// which of the formats UIKit opens some data is.

extension UIImage {
    /// What some data decodes to without the renderer: pixels (a GIF's first frame, as UIKit shows it) or the
    /// encoded bytes, with the size in pixels.
    struct DecodedData {
        var bitmap: ImageBitmap?
        var encoded: Data?
        var pixelSize: CGSize
    }

    /// The pixels of a GIF's first frame, or a PNG's or JPEG's bytes with their header's size; nil (with a
    /// message on standard error) when the data is none of them.
    static func decode(_ data: Data) -> DecodedData? {
        if GIFImage.isGIF(data) {
            do {
                var compositor = GIFImage.Compositor(try GIFImage(data: data, maximumFrames: 1))
                let pixels = compositor.bitmap(at: 0)
                return DecodedData(bitmap: pixels, pixelSize: CGSize(width: pixels.width, height: pixels.height))
            } catch {
                FileHandle.standardError.write(Data("Tapestry: UIImage: \(error) (\(data.count) bytes)\n".utf8))
                return nil
            }
        }
        guard let size = pngSize(data) ?? jpegSize(data) else {
            FileHandle.standardError.write(
                Data("Tapestry: UIImage: data is not a PNG, JPEG or GIF image (\(data.count) bytes)\n".utf8))
            return nil
        }
        return DecodedData(encoded: data, pixelSize: size)
    }

    /// The pixel size in a JPEG's start-of-frame segment, or nil when the data is not a JPEG.
    static func jpegSize(_ data: Data) -> CGSize? {
        guard data.count > 4, data.starts(with: [0xFF, 0xD8]) else { return nil }
        let bytes = [UInt8](data)
        var at = 2
        while at + 9 < bytes.count {
            guard bytes[at] == 0xFF else { return nil }
            let marker = bytes[at + 1]
            if marker == 0xFF {  // fill bytes before a marker
                at += 1
                continue
            }
            let length = Int(bytes[at + 2]) << 8 | Int(bytes[at + 3])
            // Start of frame: SOF0…SOF15 but DHT (C4), JPG (C8) and DAC (CC).
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                let height = Int(bytes[at + 5]) << 8 | Int(bytes[at + 6])
                let width = Int(bytes[at + 7]) << 8 | Int(bytes[at + 8])
                guard width > 0, height > 0 else { return nil }
                return CGSize(width: width, height: height)
            }
            guard length >= 2 else { return nil }
            at += 2 + length
        }
        return nil
    }

    /// Reads width and height from a PNG's IHDR chunk, or nil when the bytes are not a PNG.
    static func pngSize(_ data: Data) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard Array(bytes[0..<8]) == signature, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
