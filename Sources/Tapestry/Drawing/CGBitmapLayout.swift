import Foundation

/// How a Core Graphics bitmap of 8-bit components lays out a pixel (from its bits per pixel, colour space and
/// bitmap info), and the conversion of its rows to and from the engine's pixels (premultiplied ARGB in 32-bit
/// words of the machine's order, Cairo's `ARGB32`). Bitmap contexts over caller memory and images made from a
/// provider's bytes read and write through it.
@_spi(Rendering) public struct CGBitmapLayout: Sendable, Equatable {
    /// What a pixel holds.
    public enum Kind: Sendable, Equatable {
        /// Red, green and blue, with or without alpha.
        case rgb
        /// A grey level, with or without alpha.
        case gray
        /// Alpha alone.
        case alphaOnly
    }

    /// What a pixel holds.
    public let kind: Kind
    /// Bytes in a pixel.
    public let bytesPerPixel: Int
    /// The byte offsets of red, green and blue (all the same for grey).
    let red: Int, green: Int, blue: Int
    /// The byte offset of alpha, nil when there is none.
    let alpha: Int?
    /// Whether colours are stored multiplied by alpha.
    let premultiplied: Bool
    /// The bitmap info it was read from.
    public let bitmapInfo: CGBitmapInfo

    /// The layout Core Graphics gives these parameters, or nil with the reason when it has none for 8-bit
    /// components (16-bit and float components, or an alpha info the bits per pixel cannot hold).
    public static func make(
        bitsPerComponent: Int, bitsPerPixel: Int, model: CGColorSpaceModel?, bitmapInfo: UInt32
    ) -> Result<CGBitmapLayout, Unsupported> {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard bitsPerComponent == 8, info.intersection(.floatInfoMask).isEmpty else {
            return .failure(Unsupported("\(bitsPerComponent)-bit and float components are not drawn; 8-bit are"))
        }
        guard let alphaInfo = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else {
            return .failure(Unsupported("alpha info \(bitmapInfo & 0x1F) is not one of CGImageAlphaInfo's"))
        }
        let order = info.intersection(.byteOrderMask)
        let littleWords = order == .byteOrder32Little
        guard order == .byteOrderDefault || order == .byteOrder32Big || littleWords else {
            return .failure(Unsupported("16-bit byte orders need 16-bit components"))
        }
        if alphaInfo == .alphaOnly {
            guard bitsPerPixel == 8 else { return .failure(Unsupported("alpha-only bitmaps have 8 bits per pixel")) }
            return .success(
                CGBitmapLayout(
                    kind: .alphaOnly, bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: 0, premultiplied: true,
                    bitmapInfo: info))
        }
        switch model ?? .unknown {
        case .monochrome:
            switch (bitsPerPixel, alphaInfo) {
            case (8, .none):
                return .success(
                    CGBitmapLayout(
                        kind: .gray, bytesPerPixel: 1, red: 0, green: 0, blue: 0, alpha: nil, premultiplied: true,
                        bitmapInfo: info))
            case (16, _):
                // Grey and alpha, in the order the alpha info says.
                let alphaFirst = [.premultipliedFirst, .first, .noneSkipFirst].contains(alphaInfo)
                let hasAlpha = alphaInfo != .none && alphaInfo != .noneSkipFirst && alphaInfo != .noneSkipLast
                let grayAt = alphaFirst ? 1 : 0
                return .success(
                    CGBitmapLayout(
                        kind: .gray, bytesPerPixel: 2, red: grayAt, green: grayAt, blue: grayAt,
                        alpha: hasAlpha ? 1 - grayAt : nil,
                        premultiplied: alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast,
                        bitmapInfo: info))
            default:
                return .failure(Unsupported("a grey bitmap has 8 bits per pixel, or 16 with alpha"))
            }
        case .rgb:
            switch (bitsPerPixel, alphaInfo) {
            case (24, .none):
                let (r, b) = littleWords ? (2, 0) : (0, 2)
                return .success(
                    CGBitmapLayout(
                        kind: .rgb, bytesPerPixel: 3, red: r, green: 1, blue: b, alpha: nil, premultiplied: true,
                        bitmapInfo: info))
            case (32, .none):
                return .failure(Unsupported("32 bits per pixel without alpha needs noneSkipFirst or noneSkipLast"))
            case (32, _):
                // The 32-bit word runs alpha (or the skipped byte), red, green, blue when alpha is first, red,
                // green, blue, alpha when last; little-endian words store it backwards.
                let first = [.premultipliedFirst, .first, .noneSkipFirst].contains(alphaInfo)
                let word = first ? [1, 2, 3, 0] : [0, 1, 2, 3]  // word index of red, green, blue, alpha
                let at = word.map { littleWords ? 3 - $0 : $0 }
                let hasAlpha = alphaInfo != .noneSkipFirst && alphaInfo != .noneSkipLast
                return .success(
                    CGBitmapLayout(
                        kind: .rgb, bytesPerPixel: 4, red: at[0], green: at[1], blue: at[2],
                        alpha: hasAlpha ? at[3] : nil,
                        premultiplied: alphaInfo == .premultipliedFirst || alphaInfo == .premultipliedLast,
                        bitmapInfo: info))
            default:
                return .failure(Unsupported("an RGB bitmap has 32 bits per pixel, or 24 without alpha"))
            }
        case .unknown:
            return .failure(Unsupported("a colour space is needed unless the bitmap is alpha only"))
        }
    }

    /// Why Core Graphics has no layout for some parameters.
    public struct Unsupported: Error, Sendable, CustomStringConvertible {
        /// The reason, one line.
        public let description: String
        /// A reason.
        public init(_ description: String) { self.description = description }
    }

    /// The engine's own layout (Cairo's `ARGB32`): premultiplied alpha first, in native 32-bit words.
    public static var native: CGBitmapLayout {
        #if _endian(little)
            let order = CGBitmapInfo.byteOrder32Little
        #else
            let order = CGBitmapInfo.byteOrder32Big
        #endif
        let info = CGImageAlphaInfo.premultipliedFirst.rawValue | order.rawValue
        guard case .success(let layout) = make(bitsPerComponent: 8, bitsPerPixel: 32, model: .rgb, bitmapInfo: info)
        else { preconditionFailure("CGBitmapLayout: the native layout is always made") }
        return layout
    }

    /// Whether this is the engine's own layout: premultiplied ARGB in native 32-bit words.
    public var isNative: Bool {
        #if _endian(little)
            kind == .rgb && bytesPerPixel == 4 && premultiplied && alpha == 3 && red == 2 && green == 1 && blue == 0
        #else
            kind == .rgb && bytesPerPixel == 4 && premultiplied && alpha == 0 && red == 1 && green == 2 && blue == 3
        #endif
    }

    /// The alpha info of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo {
        CGImageAlphaInfo(rawValue: bitmapInfo.rawValue & CGBitmapInfo.alphaInfoMask.rawValue) ?? .none
    }

    /// Converts `width` pixels of a row in this layout to the engine's pixels.
    public func load(_ source: UnsafeRawPointer, into target: UnsafeMutablePointer<UInt32>, width: Int) {
        let bytes = source.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let pixel = bytes + x * bytesPerPixel
            let a = alpha.map { UInt32(pixel[$0]) } ?? 255
            var r = UInt32(pixel[red]), g = UInt32(pixel[green]), b = UInt32(pixel[blue])
            if kind == .alphaOnly {
                (r, g, b) = (0, 0, 0)
            } else if !premultiplied || a < 255 {
                // Colours above alpha cannot be premultiplied ones: clamp them, as drawing would.
                if premultiplied {
                    (r, g, b) = (min(r, a), min(g, a), min(b, a))
                } else {
                    (r, g, b) = ((r * a + 127) / 255, (g * a + 127) / 255, (b * a + 127) / 255)
                }
            }
            target[x] = a << 24 | r << 16 | g << 8 | b
        }
    }

    /// Converts `width` of the engine's pixels to a row in this layout. A layout without alpha gets the
    /// colours as drawn over black; grey is the colours' luma; a skipped byte is 255.
    public func store(_ source: UnsafePointer<UInt32>, into target: UnsafeMutableRawPointer, width: Int) {
        let bytes = target.assumingMemoryBound(to: UInt8.self)
        for x in 0..<width {
            let word = source[x]
            let a = word >> 24, r = word >> 16 & 0xFF, g = word >> 8 & 0xFF, b = word & 0xFF
            let pixel = bytes + x * bytesPerPixel
            switch kind {
            case .alphaOnly:
                pixel[0] = UInt8(a)
                continue
            case .gray:
                var level = (77 * r + 150 * g + 29 * b + 128) >> 8
                if !premultiplied, alpha != nil, a > 0 { level = min(255, (level * 255 + a / 2) / a) }
                pixel[red] = UInt8(level)
            case .rgb:
                if !premultiplied, alpha != nil, a > 0 {
                    pixel[red] = UInt8(min(255, (r * 255 + a / 2) / a))
                    pixel[green] = UInt8(min(255, (g * 255 + a / 2) / a))
                    pixel[blue] = UInt8(min(255, (b * 255 + a / 2) / a))
                } else {
                    (pixel[red], pixel[green], pixel[blue]) = (UInt8(r), UInt8(g), UInt8(b))
                }
            }
            if let alpha {
                pixel[alpha] = UInt8(a)
            } else if bytesPerPixel == 4 {
                // The skipped byte: what is left of the word.
                pixel[6 - red - green - blue] = 255
            }
        }
    }
}
