import Foundation
import Tapestry

/// Pixel work on premultiplied ARGB bitmaps: making them smaller (each new pixel the mean of the old ones it
/// covers) and turning them upright by an Exif orientation.
enum ImageResampling {
    /// `source` at `width` × `height` (no larger than it), each pixel the area-weighted mean of the source
    /// pixels under it.
    static func scaled(_ source: ImageBitmap, width: Int, height: Int) -> ImageBitmap {
        let width = min(width, source.width), height = min(height, source.height)
        let target = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
        if width == source.width, height == source.height {
            for row in 0..<height {
                target.baseAddress.advanced(by: row * target.bytesPerRow).copyMemory(
                    from: source.baseAddress.advanced(by: row * source.bytesPerRow), byteCount: width * 4)
            }
            return target
        }
        let xScale = Double(source.width) / Double(width), yScale = Double(source.height) / Double(height)
        // Each target column's source span, with the weights of the columns at its two ends.
        let columns = spans(count: width, scale: xScale, limit: source.width)
        let rows = spans(count: height, scale: yScale, limit: source.height)
        for (y, rowSpan) in rows.enumerated() {
            let out = target.baseAddress.advanced(by: y * target.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for (x, columnSpan) in columns.enumerated() {
                var sums = (0.0, 0.0, 0.0, 0.0), total = 0.0
                for sy in rowSpan.first...rowSpan.last {
                    let rowWeight = rowSpan.weight(sy)
                    let line = source.baseAddress.advanced(by: sy * source.bytesPerRow).assumingMemoryBound(
                        to: UInt32.self)
                    for sx in columnSpan.first...columnSpan.last {
                        let weight = rowWeight * columnSpan.weight(sx), pixel = line[sx]
                        sums.0 += weight * Double(pixel >> 24)
                        sums.1 += weight * Double(pixel >> 16 & 0xFF)
                        sums.2 += weight * Double(pixel >> 8 & 0xFF)
                        sums.3 += weight * Double(pixel & 0xFF)
                        total += weight
                    }
                }
                func channel(_ sum: Double) -> UInt32 { UInt32(min(255, max(0, (sum / total).rounded()))) }
                out[x] = channel(sums.0) << 24 | channel(sums.1) << 16 | channel(sums.2) << 8 | channel(sums.3)
            }
        }
        return target
    }

    /// The source pixels a target pixel covers along one axis.
    struct Span {
        let start: Double, end: Double, first: Int, last: Int
        /// How much of source pixel `index` lies under the target pixel.
        func weight(_ index: Int) -> Double {
            min(end, Double(index + 1)) - max(start, Double(index))
        }
    }

    private static func spans(count: Int, scale: Double, limit: Int) -> [Span] {
        (0..<count).map { index in
            let start = Double(index) * scale, end = min(Double(limit), Double(index + 1) * scale)
            let first = min(limit - 1, Int(start)), last = max(first, min(limit - 1, Int((end - 1e-9).rounded(.down))))
            return Span(start: start, end: end, first: first, last: last)
        }
    }

    /// `source` turned as Exif `orientation` (1–8) says it must be to stand upright.
    static func oriented(_ source: ImageBitmap, _ orientation: Int) -> ImageBitmap {
        let swaps = orientation >= 5
        let width = swaps ? source.height : source.width, height = swaps ? source.width : source.height
        let target = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
        let w = source.width, h = source.height
        for y in 0..<height {
            let out = target.baseAddress.advanced(by: y * target.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let (sx, sy): (Int, Int)
                switch orientation {
                case 2: (sx, sy) = (w - 1 - x, y)  // mirrored
                case 3: (sx, sy) = (w - 1 - x, h - 1 - y)  // upside down
                case 4: (sx, sy) = (x, h - 1 - y)  // upside down, mirrored
                case 5: (sx, sy) = (y, x)  // transposed
                case 6: (sx, sy) = (y, h - 1 - x)  // turned a quarter clockwise
                case 7: (sx, sy) = (w - 1 - y, h - 1 - x)  // transversed
                case 8: (sx, sy) = (w - 1 - y, x)  // turned a quarter anticlockwise
                default: (sx, sy) = (x, y)
                }
                out[x] = source.argb(x: sx, y: sy)
            }
        }
        return target
    }
}
