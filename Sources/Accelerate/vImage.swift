import Foundation

// vImage's box convolution, the part of Accelerate that UIKit code reaches for to blur a snapshot (blur views,
// Apple's UIImage+ImageEffects sample): its buffer type, flags, errors and `vImageBoxConvolve_ARGB8888` /
// `vImageBoxConvolve_Planar8`, with Apple's names and signatures. Plain Swift, no vector unit.

/// A count of pixels (a buffer's width or height, an offset).
public typealias vImagePixelCount = UInt
/// vImage's result: `kvImageNoError`, a negative error code, or (with `kvImageGetTempBufferSize`) a size.
public typealias vImage_Error = Int
/// Options for a vImage call (the `kvImage…` flags, added together).
public typealias vImage_Flags = UInt32
/// One 8-bit channel.
public typealias Pixel_8 = UInt8
/// Four 8-bit channels, in the buffer's order (ARGB or BGRA alike: vImage treats the four the same).
public typealias Pixel_8888 = (UInt8, UInt8, UInt8, UInt8)

/// An image in memory: `height` rows of `width` pixels, `rowBytes` apart, starting at `data`.
public struct vImage_Buffer {
    /// The first pixel of the first row.
    public var data: UnsafeMutableRawPointer!
    /// The number of rows.
    public var height: vImagePixelCount
    /// The number of pixels in a row.
    public var width: vImagePixelCount
    /// The distance in bytes from a row to the next.
    public var rowBytes: Int

    /// An empty buffer.
    public init() {
        data = nil
        height = 0
        width = 0
        rowBytes = 0
    }

    /// A buffer over `data`.
    public init(data: UnsafeMutableRawPointer!, height: vImagePixelCount, width: vImagePixelCount, rowBytes: Int) {
        self.data = data
        self.height = height
        self.width = width
        self.rowBytes = rowBytes
    }
}

/// No options.
public var kvImageNoFlags: Int { 0 }
/// Leaves the alpha channel as it was in the source (the first of the four in ARGB).
public var kvImageLeaveAlphaUnchanged: Int { 1 }
/// Pixels whose kernel reaches past the image's edge are copied from the source unchanged.
public var kvImageCopyInPlace: Int { 2 }
/// Past the image's edge is the background colour given.
public var kvImageBackgroundColorFill: Int { 4 }
/// Past the image's edge is the nearest edge pixel, repeated.
public var kvImageEdgeExtend: Int { 8 }
/// Work in one piece (accepted; nothing is tiled here).
public var kvImageDoNotTile: Int { 16 }
/// Better resampling (accepted; no call here resamples).
public var kvImageHighQualityResampling: Int { 32 }
/// Near the edge, the average of the part of the kernel inside the image.
public var kvImageTruncateKernel: Int { 64 }
/// Do nothing but return the size of the temporary buffer the call wants.
public var kvImageGetTempBufferSize: Int { 128 }
/// Print what went wrong (accepted; errors are returned, not printed).
public var kvImagePrintDiagnosticsToConsole: Int { 256 }
/// Do not allocate (accepted).
public var kvImageNoAllocate: Int { 512 }

/// Success.
public var kvImageNoError: Int { 0 }
/// The region of interest reaches past the source.
public var kvImageRoiLargerThanInputBuffer: Int { -21766 }
/// The kernel's width or height is even or zero.
public var kvImageInvalidKernelSize: Int { -21767 }
/// Not exactly one of the edge styles (copy in place, background fill, edge extend, truncate kernel) was given.
public var kvImageInvalidEdgeStyle: Int { -21768 }
/// A null pointer where a buffer's pixels were needed.
public var kvImageNullPointerArgument: Int { -21772 }
/// A parameter is out of its range.
public var kvImageInvalidParameter: Int { -21773 }
/// Flags vImage does not know.
public var kvImageUnknownFlagsBit: Int { -21775 }

/// Each pixel of `dest` becomes the average of the `kernel_width` × `kernel_height` box around the source pixel
/// at the same place (offset by `srcOffsetToROI_X`, `srcOffsetToROI_Y`), each of the four channels on its own;
/// past the source's edges as the flags' edge style says. The kernel's sides are odd. With
/// `kvImageGetTempBufferSize`, only the size of the temporary buffer is returned (`tempBuffer` may be nil; this
/// implementation makes its own).
@discardableResult
public func vImageBoxConvolve_ARGB8888(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ tempBuffer: UnsafeMutableRawPointer!,
    _ srcOffsetToROI_X: vImagePixelCount, _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32,
    _ kernel_width: UInt32, _ backgroundColor: UnsafePointer<UInt8>!, _ flags: vImage_Flags
) -> vImage_Error {
    let background = backgroundColor.map { Array(UnsafeBufferPointer(start: $0, count: 4)) } ?? [0, 0, 0, 0]
    return BoxConvolution.run(
        src.pointee, dest.pointee, channels: 4, offset: (Int(srcOffsetToROI_X), Int(srcOffsetToROI_Y)),
        kernel: (Int(kernel_width), Int(kernel_height)), background: background, flags: flags)
}

/// `vImageBoxConvolve_ARGB8888` for one 8-bit channel.
@discardableResult
public func vImageBoxConvolve_Planar8(
    _ src: UnsafePointer<vImage_Buffer>, _ dest: UnsafePointer<vImage_Buffer>, _ tempBuffer: UnsafeMutableRawPointer!,
    _ srcOffsetToROI_X: vImagePixelCount, _ srcOffsetToROI_Y: vImagePixelCount, _ kernel_height: UInt32,
    _ kernel_width: UInt32, _ backgroundColor: Pixel_8, _ flags: vImage_Flags
) -> vImage_Error {
    BoxConvolution.run(
        src.pointee, dest.pointee, channels: 1, offset: (Int(srcOffsetToROI_X), Int(srcOffsetToROI_Y)),
        kernel: (Int(kernel_width), Int(kernel_height)), background: [backgroundColor], flags: flags)
}

/// The box average, done as two passes of running sums (rows, then columns) over the region of interest and
/// the kernel's reach around it.
private enum BoxConvolution {
    static func run(
        _ src: vImage_Buffer, _ dest: vImage_Buffer, channels: Int, offset: (x: Int, y: Int),
        kernel: (width: Int, height: Int), background: [UInt8], flags: vImage_Flags
    ) -> vImage_Error {
        let known =
            kvImageLeaveAlphaUnchanged | kvImageCopyInPlace | kvImageBackgroundColorFill | kvImageEdgeExtend
            | kvImageDoNotTile | kvImageHighQualityResampling | kvImageTruncateKernel | kvImageGetTempBufferSize
            | kvImagePrintDiagnosticsToConsole | kvImageNoAllocate
        let flags = Int(flags)
        guard flags & ~known == 0 else { return kvImageUnknownFlagsBit }
        let styles = [kvImageCopyInPlace, kvImageBackgroundColorFill, kvImageEdgeExtend, kvImageTruncateKernel]
        guard styles.filter({ flags & $0 != 0 }).count == 1 else { return kvImageInvalidEdgeStyle }
        guard kernel.width > 0, kernel.height > 0, kernel.width % 2 == 1, kernel.height % 2 == 1 else {
            return kvImageInvalidKernelSize
        }
        let width = Int(dest.width), height = Int(dest.height)
        guard offset.x + width <= Int(src.width), offset.y + height <= Int(src.height) else {
            return kvImageRoiLargerThanInputBuffer
        }
        // The row sums of the region's rows and the kernel's reach above and below it.
        let reach = (x: kernel.width / 2, y: kernel.height / 2)
        let rows = height + 2 * reach.y
        if flags & kvImageGetTempBufferSize != 0 { return rows * width * channels * MemoryLayout<Int>.size }
        guard width > 0, height > 0 else { return kvImageNoError }
        guard let input = src.data, let output = dest.data else { return kvImageNullPointerArgument }
        let sourceWidth = Int(src.width), sourceHeight = Int(src.height)
        let truncate = flags & kvImageTruncateKernel != 0, extend = flags & kvImageEdgeExtend != 0
        let fill = flags & kvImageBackgroundColorFill != 0, copy = flags & kvImageCopyInPlace != 0

        /// The source's channel `c` at (x, y), which may be past its edges (nil: nothing there, for truncation).
        func sample(_ x: Int, _ y: Int, _ c: Int) -> Int? {
            if x >= 0, x < sourceWidth, y >= 0, y < sourceHeight {
                return Int(input.load(fromByteOffset: y * src.rowBytes + x * channels + c, as: UInt8.self))
            }
            if extend {
                let cx = min(max(x, 0), sourceWidth - 1), cy = min(max(y, 0), sourceHeight - 1)
                return Int(input.load(fromByteOffset: cy * src.rowBytes + cx * channels + c, as: UInt8.self))
            }
            if fill { return Int(background[c]) }
            return nil  // truncated (copy in place never reads here: such pixels are copied)
        }

        // Pass one: for each row of the reach, each pixel's sum over the kernel's width (and how many counted).
        var sums = [Int](repeating: 0, count: rows * width * channels)
        var counts = [Int](repeating: 0, count: truncate ? rows * width : 0)
        for row in 0..<rows {
            let y = offset.y + row - reach.y
            for x in 0..<width {
                let centre = offset.x + x
                var n = 0
                for c in 0..<channels {
                    var sum = 0
                    n = 0
                    for k in (centre - reach.x)...(centre + reach.x) {
                        if let value = sample(k, y, c) {
                            sum += value
                            n += 1
                        }
                    }
                    sums[(row * width + x) * channels + c] = sum
                }
                if truncate { counts[row * width + x] = n }
            }
        }
        // Pass two: down the columns, into the destination.
        let area = kernel.width * kernel.height
        let keepAlpha = flags & kvImageLeaveAlphaUnchanged != 0 && channels == 4
        for y in 0..<height {
            for x in 0..<width {
                let sx = offset.x + x, sy = offset.y + y
                let nearEdge =
                    sx - reach.x < 0 || sx + reach.x >= sourceWidth || sy - reach.y < 0 || sy + reach.y >= sourceHeight
                for c in 0..<channels {
                    let value: Int
                    if (copy && nearEdge) || (keepAlpha && c == 0) {
                        value = Int(input.load(fromByteOffset: sy * src.rowBytes + sx * channels + c, as: UInt8.self))
                    } else {
                        var sum = 0, n = 0
                        for row in y..<(y + kernel.height) {
                            sum += sums[(row * width + x) * channels + c]
                            if truncate { n += counts[row * width + x] }
                        }
                        let divisor = truncate ? max(n, 1) : area
                        value = (sum + divisor / 2) / divisor
                    }
                    output.storeBytes(
                        of: UInt8(value), toByteOffset: y * dest.rowBytes + x * channels + c, as: UInt8.self)
                }
            }
        }
        return kvImageNoError
    }
}
