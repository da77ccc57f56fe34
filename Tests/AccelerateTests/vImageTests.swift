import Accelerate
import Foundation
import Testing

/// vImage's box convolution against a plain average written out pixel by pixel, for each edge style, odd
/// kernels, regions of interest and padded rows; and its errors.
@Suite struct VImageTests {
    /// An image of `channels` bytes a pixel, rows padded to `rowBytes`.
    struct Image {
        var bytes: [UInt8]
        let width: Int, height: Int, channels: Int, rowBytes: Int

        init(width: Int, height: Int, channels: Int, seed: UInt64) {
            self.width = width
            self.height = height
            self.channels = channels
            rowBytes = width * channels + 3
            var state = seed
            bytes = (0..<(rowBytes * height)).map { _ in
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return UInt8(truncatingIfNeeded: state >> 33)
            }
        }

        func at(_ x: Int, _ y: Int, _ c: Int) -> UInt8 { bytes[y * rowBytes + x * channels + c] }
    }

    enum Edge: CaseIterable { case extend, fill, truncate, copy }

    /// The average the documentation describes, rounded to nearest.
    func expected(
        _ image: Image, x: Int, y: Int, c: Int, kernel: (Int, Int), edge: Edge, background: UInt8
    ) -> UInt8 {
        let rx = kernel.0 / 2, ry = kernel.1 / 2
        let inside = x - rx >= 0 && x + rx < image.width && y - ry >= 0 && y + ry < image.height
        if edge == .copy && !inside { return image.at(x, y, c) }
        var sum = 0, n = 0
        for dy in -ry...ry {
            for dx in -rx...rx {
                let sx = x + dx, sy = y + dy
                if sx >= 0 && sx < image.width && sy >= 0 && sy < image.height {
                    sum += Int(image.at(sx, sy, c))
                    n += 1
                } else {
                    switch edge {
                    case .extend:
                        sum += Int(
                            image.at(min(max(sx, 0), image.width - 1), min(max(sy, 0), image.height - 1), c))
                        n += 1
                    case .fill:
                        sum += Int(background)
                        n += 1
                    case .truncate, .copy: break
                    }
                }
            }
        }
        let divisor = edge == .truncate ? n : kernel.0 * kernel.1
        return UInt8((sum + divisor / 2) / divisor)
    }

    func flag(_ edge: Edge) -> Int {
        switch edge {
        case .extend: kvImageEdgeExtend
        case .fill: kvImageBackgroundColorFill
        case .truncate: kvImageTruncateKernel
        case .copy: kvImageCopyInPlace
        }
    }

    @Test(arguments: Edge.allCases, [(1, 1), (3, 3), (5, 3), (1, 7), (9, 9)])
    func theBoxAverageMatchesThePlainOne(edge: Edge, kernel: (Int, Int)) {
        var image = Image(width: 13, height: 9, channels: 4, seed: UInt64(kernel.0 * 31 + kernel.1))
        // The region of interest: 10 × 6 pixels from (2, 1).
        let roi = (x: 2, y: 1, width: 10, height: 6)
        var output = [UInt8](repeating: 0, count: roi.width * 4 * roi.height)
        var background: [UInt8] = [10, 200, 30, 99]
        let status = image.bytes.withUnsafeMutableBytes { source in
            output.withUnsafeMutableBytes { destination in
                var src = vImage_Buffer(
                    data: source.baseAddress, height: vImagePixelCount(image.height),
                    width: vImagePixelCount(image.width), rowBytes: image.rowBytes)
                var dest = vImage_Buffer(
                    data: destination.baseAddress, height: vImagePixelCount(roi.height),
                    width: vImagePixelCount(roi.width), rowBytes: roi.width * 4)
                return vImageBoxConvolve_ARGB8888(
                    &src, &dest, nil, vImagePixelCount(roi.x), vImagePixelCount(roi.y), UInt32(kernel.1),
                    UInt32(kernel.0), &background, vImage_Flags(flag(edge)))
            }
        }
        #expect(status == kvImageNoError)
        var wrong = 0
        for y in 0..<roi.height {
            for x in 0..<roi.width {
                for c in 0..<4 {
                    let want = expected(
                        image, x: roi.x + x, y: roi.y + y, c: c, kernel: kernel, edge: edge, background: background[c])
                    if output[(y * roi.width + x) * 4 + c] != want { wrong += 1 }
                }
            }
        }
        #expect(wrong == 0, "\(wrong) channel values differ from the plain average")
    }

    /// As a blur view calls it: the size of the temporary buffer first, then passes back and forth.
    @Test func aBlurViewsCallsSpreadAWhitePixelOverItsBox() {
        let width = 7, height = 7
        var input = [UInt8](repeating: 0, count: width * height * 4)
        for c in 0..<4 { input[(3 * width + 3) * 4 + c] = 252 }
        var output = [UInt8](repeating: 1, count: input.count)
        input.withUnsafeMutableBytes { inBytes in
            output.withUnsafeMutableBytes { outBytes in
                var inBuffer = vImage_Buffer(data: inBytes.baseAddress, height: 7, width: 7, rowBytes: width * 4)
                var outBuffer = vImage_Buffer(data: outBytes.baseAddress, height: 7, width: 7, rowBytes: width * 4)
                let tempSize = vImageBoxConvolve_ARGB8888(
                    &inBuffer, &outBuffer, nil, 0, 0, 3, 3, nil,
                    vImage_Flags(kvImageEdgeExtend + kvImageGetTempBufferSize))
                #expect(tempSize > 0)
                #expect(outBytes.allSatisfy { $0 == 1 }, "asking the size does nothing else")
                let temp = malloc(tempSize)
                defer { free(temp) }
                vImageBoxConvolve_ARGB8888(
                    &inBuffer, &outBuffer, temp, 0, 0, 3, 3, nil, vImage_Flags(kvImageEdgeExtend))
            }
        }
        for y in 0..<height {
            for x in 0..<width {
                let inBox = abs(x - 3) <= 1 && abs(y - 3) <= 1
                #expect(output[(y * width + x) * 4 + 1] == (inBox ? 28 : 0), "(\(x), \(y))")
            }
        }
    }

    @Test func aPlaneOfOneChannelAndAlphaLeftAlone() {
        var plane: [UInt8] = [0, 0, 90, 0, 0]
        var out = [UInt8](repeating: 0, count: 5)
        plane.withUnsafeMutableBytes { p in
            out.withUnsafeMutableBytes { o in
                var src = vImage_Buffer(data: p.baseAddress, height: 1, width: 5, rowBytes: 5)
                var dest = vImage_Buffer(data: o.baseAddress, height: 1, width: 5, rowBytes: 5)
                #expect(
                    vImageBoxConvolve_Planar8(&src, &dest, nil, 0, 0, 1, 3, 0, vImage_Flags(kvImageEdgeExtend))
                        == kvImageNoError)
            }
        }
        #expect(out == [0, 30, 30, 30, 0])
        var pixels: [UInt8] = [200, 0, 0, 0, 100, 90, 90, 90, 0, 0, 0, 0]
        var result = [UInt8](repeating: 0, count: 12)
        pixels.withUnsafeMutableBytes { p in
            result.withUnsafeMutableBytes { o in
                var src = vImage_Buffer(data: p.baseAddress, height: 1, width: 3, rowBytes: 12)
                var dest = vImage_Buffer(data: o.baseAddress, height: 1, width: 3, rowBytes: 12)
                vImageBoxConvolve_ARGB8888(
                    &src, &dest, nil, 0, 0, 1, 3, nil, vImage_Flags(kvImageTruncateKernel + kvImageLeaveAlphaUnchanged))
            }
        }
        #expect(result == [200, 45, 45, 45, 100, 30, 30, 30, 0, 45, 45, 45], "alpha (first) kept, the rest averaged")
    }

    @Test func badArgumentsAreErrorsAndTouchNothing() {
        var pixels = [UInt8](repeating: 7, count: 16)
        var out = [UInt8](repeating: 0, count: 16)
        func call(width: Int, offset: Int = 0, kernel: UInt32 = 3, flags: Int = kvImageEdgeExtend) -> vImage_Error {
            pixels.withUnsafeMutableBytes { p in
                out.withUnsafeMutableBytes { o in
                    var src = vImage_Buffer(data: p.baseAddress, height: 1, width: 4, rowBytes: 16)
                    var dest = vImage_Buffer(
                        data: o.baseAddress, height: 1, width: vImagePixelCount(width), rowBytes: 16)
                    return vImageBoxConvolve_ARGB8888(
                        &src, &dest, nil, vImagePixelCount(offset), 0, kernel, kernel, nil, vImage_Flags(flags))
                }
            }
        }
        #expect(call(width: 4, kernel: 2) == kvImageInvalidKernelSize)
        #expect(call(width: 4, kernel: 0) == kvImageInvalidKernelSize)
        #expect(call(width: 4, flags: kvImageEdgeExtend + kvImageTruncateKernel) == kvImageInvalidEdgeStyle)
        #expect(call(width: 4, flags: kvImageNoFlags) == kvImageInvalidEdgeStyle)
        #expect(call(width: 4, flags: kvImageEdgeExtend + 1 << 20) == kvImageUnknownFlagsBit)
        #expect(call(width: 3, offset: 2) == kvImageRoiLargerThanInputBuffer)
        #expect(out.allSatisfy { $0 == 0 })
        #expect(call(width: 4) == kvImageNoError)
        #expect(out.allSatisfy { $0 == 7 })
    }
}
