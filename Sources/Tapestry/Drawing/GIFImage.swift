import Foundation

/// A GIF file read (GIF87a and GIF89a): its canvas, its frames with their delays and disposal, its loop count,
/// and the frames composed as a viewer shows them. `UIImage(data:)` shows the first frame; ImageIO's image
/// source hands out every frame and its properties.
///
/// A file cut short keeps the frames that arrived whole (and the one being read, as far as it came), so an
/// image loading over the network shows what it has, as ImageIO's incremental sources do.
package struct GIFImage: Sendable {
    /// One image block of the file and the graphic control extension before it.
    package struct Frame: Sendable {
        /// Where the frame's pixels lie on the canvas.
        package let x: Int, y: Int, width: Int, height: Int
        /// How long the frame shows, in hundredths of a second, as stored (0 when unset).
        package let delay: Int
        /// What becomes of the frame's rectangle before the next is drawn: 0 or 1 leave it, 2 clears it to
        /// transparent, 3 restores what was there before.
        package let disposal: Int
        /// The colour index drawn as transparent, if any.
        package let transparentIndex: Int?
        /// Whether the rows were stored interlaced.
        package let isInterlaced: Bool
        /// The frame's own colour table (0xAARRGGBB, opaque), when it has one.
        package let localPalette: [UInt32]?
        /// The colour indices, row by row in display order (`width * height`).
        package let indices: [UInt8]
        /// Whether every row arrived (false for the frame a truncated file ends in).
        package let isComplete: Bool
    }

    /// Why bytes are not a GIF that can be shown.
    package enum Failure: Error, Equatable, CustomStringConvertible {
        /// The bytes do not start with `GIF87a` or `GIF89a`.
        case notGIF
        /// The logical screen is empty or too large.
        case invalidCanvas(width: Int, height: Int)
        /// The file ends before its first frame starts.
        case noFrames

        package var description: String {
            switch self {
            case .notGIF: "not a GIF (no GIF87a or GIF89a signature)"
            case .invalidCanvas(let width, let height): "a GIF canvas of \(width)×\(height) pixels cannot be shown"
            case .noFrames: "the GIF has no image data"
            }
        }
    }

    /// The canvas size in pixels.
    package let width: Int, height: Int
    /// The global colour table (0xAARRGGBB), if the file has one.
    package let globalPalette: [UInt32]?
    /// The Netscape extension's loop count as stored (0: forever), or nil when the file has none.
    package let loopCount: Int?
    /// The frames, in order.
    package let frames: [Frame]
    /// Whether the file ended with its trailer (otherwise it was cut short, or the data is still arriving).
    package let isComplete: Bool

    /// The most pixels a canvas or a frame may have (a 10,000 × 10,000 image): what a bigger one claims is
    /// taken as damage, not allocated.
    package static let maximumPixels = 100_000_000

    /// Whether `data` starts as a GIF does.
    package static func isGIF(_ data: Data) -> Bool {
        data.starts(with: Array("GIF87a".utf8)) || data.starts(with: Array("GIF89a".utf8))
    }

    /// Reads `data`, stopping after `maximumFrames` frames (the rest is not decoded).
    package init(data: Data, maximumFrames: Int = .max) throws(Failure) {
        guard Self.isGIF(data) else { throw .notGIF }
        var reader = ByteReader(bytes: [UInt8](data), offset: 6)
        let canvasWidth = reader.u16() ?? 0, canvasHeight = reader.u16() ?? 0
        guard canvasWidth > 0, canvasHeight > 0, canvasWidth * canvasHeight <= Self.maximumPixels else {
            throw .invalidCanvas(width: canvasWidth, height: canvasHeight)
        }
        width = canvasWidth
        height = canvasHeight
        let packed = reader.byte() ?? 0
        _ = reader.byte()  // background colour index: viewers (and ImageIO) start from transparent
        _ = reader.byte()  // pixel aspect ratio
        globalPalette = packed & 0x80 != 0 ? reader.palette(entries: 2 << Int(packed & 7)) : nil

        var frames: [Frame] = []
        var loopCount: Int?
        var delay = 0, disposal = 0, transparentIndex: Int?
        var ended = false
        blocks: while let introducer = reader.byte() {
            switch introducer {
            case 0x21:
                guard let label = reader.byte() else { break blocks }
                let blocks = reader.subBlocks()
                if label == 0xF9, let control = blocks.first, control.count >= 4 {
                    disposal = Int(control[0] >> 2) & 7
                    delay = Int(control[1]) | Int(control[2]) << 8
                    transparentIndex = control[0] & 1 != 0 ? Int(control[3]) : nil
                } else if label == 0xFF, blocks.count >= 2, blocks[0] == Array("NETSCAPE2.0".utf8),
                    blocks[1].count >= 3, blocks[1][0] == 1
                {
                    loopCount = Int(blocks[1][1]) | Int(blocks[1][2]) << 8
                }
            case 0x2C:
                guard let frame = reader.frame(delay: delay, disposal: disposal, transparentIndex: transparentIndex)
                else { break blocks }
                frames.append(frame)
                if frames.count >= maximumFrames { break blocks }
                delay = 0
                disposal = 0
                transparentIndex = nil
                if !frame.isComplete { break blocks }
            case 0x3B:
                ended = true
                break blocks
            default:
                break blocks  // not a block GIF knows: the rest cannot be read
            }
        }
        guard !frames.isEmpty else { throw .noFrames }
        self.frames = frames
        self.loopCount = loopCount
        isComplete = ended || frames.count >= maximumFrames
    }

    /// A viewer's composition of the frames: each frame's canvas after the ones before it were drawn and
    /// disposed of, in premultiplied ARGB words (the engine's `ImageBitmap` layout).
    package struct Compositor {
        private let image: GIFImage
        private var canvas: [UInt32]
        private var saved: [UInt32]?
        private var next = 0

        /// A compositor at the start of `image`.
        package init(_ image: GIFImage) {
            self.image = image
            canvas = [UInt32](repeating: 0, count: image.width * image.height)
        }

        /// The canvas once frame `index` is drawn (frames are drawn in order; going back starts again).
        package mutating func canvas(at index: Int) -> [UInt32] {
            precondition(image.frames.indices.contains(index), "GIFImage: no frame \(index)")
            if index < next {
                canvas = [UInt32](repeating: 0, count: image.width * image.height)
                saved = nil
                next = 0
            }
            while next <= index {
                if next > 0 { dispose(image.frames[next - 1]) }
                draw(image.frames[next])
                next += 1
            }
            return canvas
        }

        /// The canvas once frame `index` is drawn, as a bitmap.
        package mutating func bitmap(at index: Int) -> ImageBitmap {
            let pixels = canvas(at: index)
            let bitmap = ImageBitmap(width: image.width, height: image.height, bytesPerRow: image.width * 4)
            pixels.withUnsafeBytes { bitmap.baseAddress.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
            return bitmap
        }

        private mutating func dispose(_ frame: Frame) {
            switch frame.disposal {
            case 2:
                guard let (columns, rows) = visible(frame) else { return }
                for y in rows { for x in columns { canvas[y * image.width + x] = 0 } }
            case 3:
                if let saved { canvas = saved }
            default: break
            }
        }

        private mutating func draw(_ frame: Frame) {
            saved = frame.disposal == 3 ? canvas : nil
            let palette = frame.localPalette ?? image.globalPalette ?? []
            guard let (columns, rows) = visible(frame) else { return }
            for y in rows {
                for x in columns {
                    let index = Int(frame.indices[(y - frame.y) * frame.width + (x - frame.x)])
                    guard index != frame.transparentIndex, index < palette.count else { continue }
                    canvas[y * image.width + x] = palette[index]
                }
            }
        }

        /// The canvas columns and rows the frame covers, or nil when it lies outside the canvas.
        private func visible(_ frame: Frame) -> (Range<Int>, Range<Int>)? {
            let left = max(frame.x, 0), right = min(frame.x + frame.width, image.width)
            let top = max(frame.y, 0), bottom = min(frame.y + frame.height, image.height)
            guard left < right, top < bottom else { return nil }
            return (left..<right, top..<bottom)
        }
    }
}

/// Reads a GIF's bytes front to back; every read answers nil at the end instead of trapping.
private struct ByteReader {
    let bytes: [UInt8]
    var offset: Int

    mutating func byte() -> UInt8? {
        guard offset < bytes.count else { return nil }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func u16() -> Int? {
        guard offset + 2 <= bytes.count else { return nil }
        defer { offset += 2 }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    /// A colour table of `entries` RGB triples as opaque ARGB words (entries past the end are black).
    mutating func palette(entries: Int) -> [UInt32] {
        (0..<entries).map { _ in
            let red = UInt32(byte() ?? 0), green = UInt32(byte() ?? 0), blue = UInt32(byte() ?? 0)
            return 0xFF00_0000 | red << 16 | green << 8 | blue
        }
    }

    /// The data sub-blocks up to their terminator (or the end of the bytes).
    mutating func subBlocks() -> [[UInt8]] { subBlocksAndEnd().blocks }

    /// The data sub-blocks, and whether their terminator came before the end of the bytes.
    mutating func subBlocksAndEnd() -> (blocks: [[UInt8]], terminated: Bool) {
        var blocks: [[UInt8]] = []
        while let size = byte() {
            guard size > 0 else { return (blocks, true) }
            let end = min(offset + Int(size), bytes.count)
            blocks.append(Array(bytes[offset..<end]))
            offset = end
        }
        return (blocks, false)
    }

    /// An image descriptor and its data, or nil when the file ends inside the descriptor.
    mutating func frame(delay: Int, disposal: Int, transparentIndex: Int?) -> GIFImage.Frame? {
        guard let x = u16(), let y = u16(), let width = u16(), let height = u16(), let packed = byte() else {
            return nil
        }
        let palette = packed & 0x80 != 0 ? palette(entries: 2 << Int(packed & 7)) : nil
        guard let minimumCodeSize = byte(), width * height <= GIFImage.maximumPixels else { return nil }
        let (blocks, terminated) = subBlocksAndEnd()
        let data = blocks.joined()
        let (decoded, filled) = LZW.decode(
            Array(data), minimumCodeSize: Int(min(max(minimumCodeSize, 2), 11)), count: width * height)
        let interlaced = packed & 0x40 != 0
        return GIFImage.Frame(
            x: x, y: y, width: width, height: height, delay: delay, disposal: disposal,
            transparentIndex: transparentIndex, isInterlaced: interlaced, localPalette: palette,
            indices: interlaced ? Self.deinterlace(decoded, width: width, height: height) : decoded,
            isComplete: terminated || filled)
    }

    /// Rows stored in the four interlaced passes (every 8th from 0, every 8th from 4, every 4th from 2,
    /// every 2nd from 1), put in display order.
    static func deinterlace(_ stored: [UInt8], width: Int, height: Int) -> [UInt8] {
        guard width > 0 else { return stored }
        var rows = [UInt8](repeating: 0, count: stored.count)
        var storedRow = 0
        for (start, step) in [(0, 8), (4, 8), (2, 4), (1, 2)] {
            for row in stride(from: start, to: height, by: step) {
                rows.replaceSubrange(
                    row * width..<(row + 1) * width,
                    with: stored[storedRow * width..<(storedRow + 1) * width])
                storedRow += 1
            }
        }
        return rows
    }
}

/// GIF's variable-length LZW.
private enum LZW {
    /// The first `count` indices of `data`, and whether all `count` were decoded (a short or damaged stream
    /// leaves the rest 0).
    static func decode(_ data: [UInt8], minimumCodeSize: Int, count: Int) -> ([UInt8], Bool) {
        var output = [UInt8](repeating: 0, count: count)
        let clear = 1 << minimumCodeSize, end = clear + 1
        var prefix = [Int](repeating: -1, count: 4096)
        var suffix = [UInt8](repeating: 0, count: 4096)
        var first = [UInt8](repeating: 0, count: 4096)
        var length = [Int](repeating: 0, count: 4096)
        for code in 0..<clear {
            suffix[code] = UInt8(truncatingIfNeeded: code)
            first[code] = UInt8(truncatingIfNeeded: code)
            length[code] = 1
        }
        var codeSize = minimumCodeSize + 1, nextCode = clear + 2, previous = -1
        var bits = 0, bitCount = 0, position = 0, written = 0
        while written < count {
            while bitCount < codeSize {
                guard position < data.count else { return (output, false) }
                bits |= Int(data[position]) << bitCount
                position += 1
                bitCount += 8
            }
            let code = bits & ((1 << codeSize) - 1)
            bits >>= codeSize
            bitCount -= codeSize
            if code == clear {
                codeSize = minimumCodeSize + 1
                nextCode = clear + 2
                previous = -1
                continue
            }
            if code == end { break }
            if previous >= 0 {
                guard code <= nextCode else { return (output, false) }  // a code not yet defined: damaged
                if nextCode < 4096 {
                    prefix[nextCode] = previous
                    suffix[nextCode] = code < nextCode ? first[code] : first[previous]
                    first[nextCode] = first[previous]
                    length[nextCode] = length[previous] + 1
                    nextCode += 1
                    if nextCode == 1 << codeSize, codeSize < 12 { codeSize += 1 }
                }
            } else if code >= clear {
                return (output, false)
            }
            // Write the code's string back to front.
            var at = written + length[code] - 1, walk = code
            while walk >= 0 {
                if at < count { output[at] = suffix[walk] }
                at -= 1
                walk = walk < clear ? -1 : prefix[walk]
            }
            written += length[code]
            previous = code
        }
        return (output, written >= count)
    }
}
