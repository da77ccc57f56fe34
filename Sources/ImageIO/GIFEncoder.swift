import Foundation
import Tapestry

/// Writes frames of premultiplied ARGB pixels as a GIF89a: each frame a full canvas with its own colour table
/// (its exact colours when it has at most 255, else the nearest of a 6×7×6 cube), pixels under half alpha
/// transparent, cleared before the next frame, its delay in hundredths of a second, and the Netscape loop count.
struct GIFEncoder {
    struct Frame {
        let pixels: ImageBitmap
        /// Seconds.
        let delay: Double
    }

    let width: Int, height: Int
    /// 0: forever; nil: no loop extension (played once).
    let loopCount: Int?

    func encode(_ frames: [Frame]) -> Data {
        var out = Data("GIF89a".utf8)
        out.appendLittleEndian(UInt16(width))
        out.appendLittleEndian(UInt16(height))
        out.append(contentsOf: [0x00, 0x00, 0x00])  // no global colour table
        if let loopCount {
            out.append(contentsOf: [0x21, 0xFF, 0x0B])
            out.append(contentsOf: Array("NETSCAPE2.0".utf8))
            out.append(contentsOf: [0x03, 0x01])
            out.appendLittleEndian(UInt16(clamping: loopCount))
            out.append(0x00)
        }
        for frame in frames { append(frame, to: &out) }
        out.append(0x3B)
        return out
    }

    private func append(_ frame: Frame, to out: inout Data) {
        let (palette, indices, transparent) = quantize(frame.pixels)
        // Graphic control: every frame covers the canvas and is cleared before the next, so the next one's
        // transparent pixels show what is behind the image rather than this frame.
        out.append(contentsOf: [0x21, 0xF9, 0x04])
        out.append(UInt8(2 << 2 | (transparent != nil ? 1 : 0)))
        out.appendLittleEndian(UInt16(clamping: Int((frame.delay * 100).rounded())))
        out.append(UInt8(transparent ?? 0))
        out.append(0x00)
        // Image descriptor with a local colour table of 2^(n+1) entries.
        var bits = 1
        while 1 << bits < palette.count { bits += 1 }
        out.append(0x2C)
        out.appendLittleEndian(UInt16(0))
        out.appendLittleEndian(UInt16(0))
        out.appendLittleEndian(UInt16(width))
        out.appendLittleEndian(UInt16(height))
        out.append(UInt8(0x80 | (bits - 1)))
        for entry in 0..<(1 << bits) {
            let colour = entry < palette.count ? palette[entry] : 0
            out.append(contentsOf: [UInt8(colour >> 16 & 0xFF), UInt8(colour >> 8 & 0xFF), UInt8(colour & 0xFF)])
        }
        let minimumCodeSize = max(2, bits)
        out.append(UInt8(minimumCodeSize))
        Self.appendSubBlocks(Self.compress(indices, minimumCodeSize: minimumCodeSize), to: &out)
    }

    /// `bytes` as GIF data sub-blocks (each at most 255 bytes after its size), then the terminator.
    static func appendSubBlocks(_ bytes: [UInt8], to out: inout Data) {
        var at = 0
        while at < bytes.count {
            let size = min(255, bytes.count - at)
            out.append(UInt8(size))
            out.append(contentsOf: bytes[at..<at + size])
            at += size
        }
        out.append(0x00)
    }

    /// The frame's colour table (RGB words), its pixels' indices, and the transparent index if any pixel is.
    private func quantize(_ pixels: ImageBitmap) -> ([UInt32], [UInt8], Int?) {
        var colours: [UInt32] = []
        var lookup: [UInt32: UInt8] = [:]
        var indices = [UInt8](repeating: 0, count: width * height)
        var hasTransparent = false
        var exact = true
        // Straight (unpremultiplied) colours of the opaque-enough pixels.
        func straight(_ pixel: UInt32) -> UInt32 {
            let alpha = pixel >> 24
            guard alpha < 255 else { return pixel & 0xFF_FFFF }
            func channel(_ shift: UInt32) -> UInt32 { min(255, ((pixel >> shift & 0xFF) * 255 + alpha / 2) / alpha) }
            return channel(16) << 16 | channel(8) << 8 | channel(0)
        }
        scan: for y in 0..<min(height, pixels.height) {
            for x in 0..<min(width, pixels.width) {
                let pixel = pixels.argb(x: x, y: y)
                if pixel >> 24 < 128 {
                    hasTransparent = true
                    continue
                }
                let colour = straight(pixel)
                if lookup[colour] == nil {
                    guard colours.count < 255 else {
                        exact = false
                        break scan
                    }
                    lookup[colour] = UInt8(colours.count)
                    colours.append(colour)
                }
            }
        }
        if !exact {
            // 6 reds × 7 greens × 6 blues = 252 colours, the eye's sensitivity to green given a level more.
            colours = (0..<252).map { index in
                let red = UInt32(index / 42), green = UInt32(index / 6 % 7), blue = UInt32(index % 6)
                return (red * 255 / 5) << 16 | (green * 255 / 6) << 8 | blue * 255 / 5
            }
        }
        let transparent = hasTransparent ? colours.count : nil
        for y in 0..<height {
            for x in 0..<width {
                guard y < pixels.height, x < pixels.width else {
                    indices[y * width + x] = UInt8(transparent ?? 0)
                    continue
                }
                let pixel = pixels.argb(x: x, y: y)
                if pixel >> 24 < 128 {
                    indices[y * width + x] = UInt8(transparent ?? 0)
                } else if exact {
                    indices[y * width + x] = lookup[straight(pixel)]!
                } else {
                    let colour = straight(pixel)
                    let red = (Int(colour >> 16 & 0xFF) * 5 + 127) / 255
                    let green = (Int(colour >> 8 & 0xFF) * 6 + 127) / 255
                    let blue = (Int(colour & 0xFF) * 5 + 127) / 255
                    indices[y * width + x] = UInt8(red * 42 + green * 6 + blue)
                }
            }
        }
        if hasTransparent { colours.append(0) }
        if colours.count < 2 { colours.append(0) }
        return (colours, indices, transparent)
    }

    /// GIF's variable-length LZW, codes packed least significant bit first.
    static func compress(_ indices: [UInt8], minimumCodeSize: Int) -> [UInt8] {
        let clear = 1 << minimumCodeSize, end = clear + 1
        var output: [UInt8] = []
        var bits = 0, bitCount = 0
        var codeSize = minimumCodeSize + 1
        func emit(_ code: Int) {
            bits |= code << bitCount
            bitCount += codeSize
            while bitCount >= 8 {
                output.append(UInt8(bits & 0xFF))
                bits >>= 8
                bitCount -= 8
            }
        }
        var table: [Int: Int] = [:]
        var nextCode = end + 1
        emit(clear)
        var current = -1
        for index in indices {
            let symbol = Int(index)
            guard current >= 0 else {
                current = symbol
                continue
            }
            let key = current << 8 | symbol
            if let code = table[key] {
                current = code
                continue
            }
            emit(current)
            if nextCode < 4096 {
                table[key] = nextCode
                nextCode += 1
                // The decoder widens its codes once the table reaches the current width's limit.
                if nextCode > 1 << codeSize, codeSize < 12 { codeSize += 1 }
            } else {
                emit(clear)
                table = [:]
                nextCode = end + 1
                codeSize = minimumCodeSize + 1
            }
            current = symbol
        }
        if current >= 0 { emit(current) }
        emit(end)
        if bitCount > 0 { output.append(UInt8(bits & 0xFF)) }
        return output
    }
}

extension Data {
    fileprivate mutating func appendLittleEndian(_ value: UInt16) {
        append(UInt8(value & 0xFF))
        append(UInt8(value >> 8))
    }
}
