import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Core Graphics bitmap contexts over the caller's memory: drawn in place in Cairo's own layout, converted
/// both ways in others, with Core Graphics' y-up user space.
@MainActor
@Suite struct CGBitmapContextTests {
    private let rgb = CGColorSpaceCreateDeviceRGB()
    private let rgba = CGImageAlphaInfo.premultipliedLast.rawValue
    private let native = CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue

    @Test func drawingInAnRGBAContextLandsInTheCallersBytesWithTheOriginAtTheLowerLeft() throws {
        var bytes = [UInt8](repeating: 0, count: 4 * 2 * 4)
        bytes.withUnsafeMutableBytes { memory in
            let context = CGContext(
                data: memory.baseAddress, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 16, space: rgb,
                bitmapInfo: rgba)!
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
        }
        #expect(Array(bytes[0..<16]) == [UInt8](repeating: 0, count: 16), "the top row: untouched")
        #expect(Array(bytes[16..<24]) == [255, 0, 0, 255, 255, 0, 0, 255], "y = 0 is the bottom row")
        #expect(Array(bytes[24..<32]) == [0, 0, 0, 0, 0, 0, 0, 0])
    }

    @Test func cairosOwnLayoutIsDrawnInPlaceAndReportedAsGiven() throws {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 3 * 32, alignment: 16)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 96)
        let context = try #require(
            CGContext(
                data: memory, width: 5, height: 3, bitsPerComponent: 8, bytesPerRow: 32, space: rgb,
                bitmapInfo: native))
        #expect(context.data == memory && context.width == 5 && context.height == 3 && context.bytesPerRow == 32)
        #expect(context.bitsPerPixel == 32 && context.alphaInfo == .premultipliedFirst && context.colorSpace != nil)
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 4, y: 2, width: 1, height: 1))
        let word = memory.load(fromByteOffset: 4 * 4, as: UInt32.self)
        #expect(
            word >> 24 == 0x80 && word & 0xFF == 0x80 && word & 0xFFFF00 == 0,
            "premultiplied half blue at the top right")
    }

    @Test func bytesWrittenBetweenDrawingCallsAreDrawnOverAndKept() throws {
        var bytes = [UInt8](repeating: 0, count: 8)
        try bytes.withUnsafeMutableBytes { memory in
            let context = try #require(
                CGContext(
                    data: memory.baseAddress, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                    bitmapInfo: rgba))
            memory.copyBytes(from: [0, 255, 0, 255] as [UInt8])  // green, written by hand
            context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
            context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
            let image = try #require(context.makeImage())
            let provided = try #require(image.dataProvider?.data) as Data
            #expect(Array(provided) == [0, 255, 0, 255, 255, 0, 0, 255], "the image (BGRA words): green, blue")
            memory[4] = 255  // the blue pixel made magenta by hand after the last call
            memory[6] = 255
            let later = try #require(context.makeImage()?.dataProvider?.data) as Data
            #expect(Array(later)[4..<8] == [255, 0, 255, 255], "an image shows the memory as it is now")
        }
        #expect(bytes == [0, 255, 0, 255, 255, 0, 255, 255])
    }

    @Test func greyAndAlphaOnlyContextsHoldOneByteAPixel() throws {
        var grey = [UInt8](repeating: 0, count: 3)
        grey.withUnsafeMutableBytes { memory in
            let context = CGContext(
                data: memory.baseAddress, width: 3, height: 1, bitsPerComponent: 8, bytesPerRow: 3,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue)!
            #expect(context.bitsPerPixel == 8)
            context.setFillColor(gray: 0.5, alpha: 1)
            context.fill(CGRect(x: 1, y: 0, width: 2, height: 1))
        }
        #expect(grey[0] == 0 && (127...128).contains(grey[1]) && grey[1] == grey[2])
        var alpha = [UInt8](repeating: 0, count: 4)
        alpha.withUnsafeMutableBytes { memory in
            let context = CGContext(
                data: memory.baseAddress, width: 4, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue)!
            #expect(context.colorSpace == nil)
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.25)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect((63...64).contains(alpha[0]) && alpha[1...] == [0, 0, 0])
    }

    @Test func withoutMemoryTheContextAllocatesItsOwnRows() throws {
        let context = try #require(
            CGContext(
                data: nil, width: 3, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue))
        #expect(context.bytesPerRow == 12)
        let memory = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect(memory[3] == 0, "not drawn yet: the memory is as allocated")
        context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 0.5))
        context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
        #expect(memory[0] == 0 && memory[1] == 0 && (127...128).contains(memory[2]) && memory[3] == 255, "over black")
    }

    @Test func parametersCoreGraphicsRefusesMakeNoContext() {
        var bytes = [UInt8](repeating: 0, count: 64)
        bytes.withUnsafeMutableBytes { memory in
            let data = memory.baseAddress
            #expect(
                CGContext(
                    data: data, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 16, space: rgb,
                    bitmapInfo: rgba) == nil, "16-bit components")
            #expect(
                CGContext(
                    data: data, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                    bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil, "straight alpha")
            #expect(
                CGContext(
                    data: data, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                    bitmapInfo: rgba) == nil, "rows too short")
            #expect(
                CGContext(
                    data: data, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 8, space: rgb,
                    bitmapInfo: rgba) == nil, "no pixels")
        }
    }

    @Test func aCGImageDrawnIntoABitmapContextIsUprightInItsMemory() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 2), format: .init(scale: 1)).image {
            UIColor.red.setFill()
            $0.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill()
            $0.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        var bytes = [UInt8](repeating: 0, count: 8)
        bytes.withUnsafeMutableBytes { memory in
            let context = CGContext(
                data: memory.baseAddress, width: 1, height: 2, bitsPerComponent: 8, bytesPerRow: 4, space: rgb,
                bitmapInfo: rgba)!
            context.draw(image.cgImage!, in: CGRect(x: 0, y: 0, width: 1, height: 2))
        }
        #expect(bytes == [255, 0, 0, 255, 0, 0, 255, 255], "red in the first row, as in the image")
    }

    /// The pixel-reading recipe: a 1×1 context moved to a point, a view's layer rendered into it.
    @Test func aLayerRenderedIntoABitmapContextDrawsThereThoughItIsNotCurrent() throws {
        UIApplication.replaceShared()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .blue
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 5))
        top.backgroundColor = .red
        view.addSubview(top)
        func colour(at point: CGPoint) -> [UInt8] {
            var pixel = [UInt8](repeating: 0, count: 4)
            pixel.withUnsafeMutableBytes { memory in
                let context = CGContext(
                    data: memory.baseAddress, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                    space: rgb, bitmapInfo: rgba)!
                context.translateBy(x: -point.x, y: -point.y)
                view.layer.render(in: context)
            }
            return pixel
        }
        #expect(colour(at: CGPoint(x: 2, y: 2)) == [255, 0, 0, 255])
        #expect(colour(at: CGPoint(x: 2, y: 7)) == [0, 0, 255, 255])
    }

    @Test func imageContextsReportTheirBitmap() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 2), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        #expect(context.width == 6 && context.height == 4 && context.bytesPerRow >= 24 && context.data != nil)
        #expect(context.bitsPerPixel == 32 && context.alphaInfo == .premultipliedFirst)
        UIGraphicsEndImageContext()
        _ = UIGraphicsImageRenderer(size: CGSize(width: 5, height: 1), format: .init(scale: 1)).image {
            #expect($0.cgContext.width == 5 && $0.cgContext.height == 1)
        }
    }
}
