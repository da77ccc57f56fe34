import Foundation

extension CGContext {
    /// A bitmap context's memory: the first byte of its first row (nil for other contexts).
    public var data: UnsafeMutableRawPointer? { bitmap?.data }
    /// A bitmap context's width in pixels (0 for other contexts).
    public var width: Int { bitmap?.width ?? 0 }
    /// A bitmap context's height in pixels (0 for other contexts).
    public var height: Int { bitmap?.height ?? 0 }
    /// Bytes from one row of a bitmap context to the next (0 for other contexts).
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    /// Bits in each component of a bitmap context's pixels: 8 (0 for other contexts).
    public var bitsPerComponent: Int { bitmap == nil ? 0 : 8 }
    /// Bits in each of a bitmap context's pixels (0 for other contexts).
    public var bitsPerPixel: Int { (bitmap?.layout.bytesPerPixel ?? 0) * 8 }
    /// A bitmap context's colour space (nil for an alpha-only bitmap and for other contexts).
    public var colorSpace: CGColorSpace? { bitmap?.space }
    /// A bitmap context's pixel layout (empty for other contexts).
    public var bitmapInfo: CGBitmapInfo { bitmap?.layout.bitmapInfo ?? [] }
    /// Where a bitmap context's pixels keep alpha (`.none` for other contexts).
    public var alphaInfo: CGImageAlphaInfo { bitmap?.layout.alphaInfo ?? .none }
}
