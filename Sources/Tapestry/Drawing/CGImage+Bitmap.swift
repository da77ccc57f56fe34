import Foundation

/// How colours outside a colour space's gamut are brought into it (kept for Core Graphics' API: Tapestry
/// draws in sRGB and does not convert).
public enum CGColorRenderingIntent: Int32, Sendable {
    /// The context's default.
    case defaultIntent = 0
    /// Colours outside the gamut are clipped; those inside are kept exactly.
    case absoluteColorimetric
    /// As absolute, with the white point adapted.
    case relativeColorimetric
    /// The whole gamut is compressed, keeping relations between colours.
    case perceptual
    /// Saturation is kept.
    case saturation
}

extension CGImage {
    /// The decode array that maps component values: none (Tapestry's images are read as they are).
    public var decode: UnsafePointer<CGFloat>? { nil }
    /// Whether the image is smoothed when scaled: yes.
    public var shouldInterpolate: Bool { true }
    /// How colours out of gamut are handled: the default (Tapestry draws in sRGB).
    public var renderingIntent: CGColorRenderingIntent { .defaultIntent }

    /// An image of the pixels in `provider`'s bytes: `height` rows, `bytesPerRow` apart, of `width` pixels laid
    /// out as `bitsPerPixel`, `space` and `bitmapInfo` say (8-bit components: RGB with or without alpha, grey
    /// with or without alpha, alpha only). Nil, with a message, for layouts Tapestry does not read (16-bit and
    /// float components), for a `decode` array (not applied), and when the provider holds too few bytes.
    public convenience init?(
        width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: CGBitmapInfo, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?, shouldInterpolate: Bool,
        intent: CGColorRenderingIntent
    ) {
        let layout: CGBitmapLayout
        switch CGBitmapLayout.make(
            bitsPerComponent: bitsPerComponent, bitsPerPixel: bitsPerPixel, model: space.model,
            bitmapInfo: bitmapInfo.rawValue)
        {
        case .success(let made): layout = made
        case .failure(let reason):
            Self.complain("unsupported layout: \(reason)")
            return nil
        }
        guard width > 0, height > 0, width <= 32767, height <= 32767, bytesPerRow >= width * layout.bytesPerPixel
        else {
            Self.complain("invalid image size \(width)×\(height) with \(bytesPerRow) bytes per row")
            return nil
        }
        guard decode == nil else {
            Self.complain("decode arrays are not applied")
            return nil
        }
        let bytes = provider.bytes
        guard bytes.count >= (height - 1) * bytesPerRow + width * layout.bytesPerPixel else {
            Self.complain("the provider has \(bytes.count) bytes, fewer than \(height) rows of \(bytesPerRow)")
            return nil
        }
        let pixels = ImageBitmap(width: width, height: height, bytesPerRow: width * 4)
        bytes.withUnsafeBytes { source in
            for row in 0..<height {
                layout.load(
                    source.baseAddress!.advanced(by: row * bytesPerRow),
                    into: pixels.baseAddress.advanced(by: row * pixels.bytesPerRow).assumingMemoryBound(
                        to: UInt32.self), width: width)
            }
        }
        self.init(image: UIImage(bitmap: pixels, scale: 1))
    }

    /// The pixels of `rect` (in pixels, origin at the top left, made integral), or nil when it misses the
    /// image.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, area.width >= 1, area.height >= 1,
            let source = image.bitmap ?? EngineServices.current.bitmap(of: image)
        else { return nil }
        let x = Int(area.minX), y = Int(area.minY), w = Int(area.width), h = Int(area.height)
        let pixels = ImageBitmap(width: w, height: h, bytesPerRow: w * 4)
        for row in 0..<min(h, source.height - y) {
            pixels.baseAddress.advanced(by: row * pixels.bytesPerRow).copyMemory(
                from: source.baseAddress.advanced(by: (y + row) * source.bytesPerRow + x * 4),
                byteCount: min(w, source.width - x) * 4)
        }
        return CGImage(image: UIImage(bitmap: pixels, scale: 1))
    }

    private static func complain(_ message: String) {
        FileHandle.standardError.write(Data("Tapestry: CGImageCreate: \(message)\n".utf8))
    }
}
