import Foundation

/// Core Foundation's name for a string, as Core Graphics functions take it (`"Helvetica" as CFString`).
public typealias CFString = NSString

/// A bitmap image as Core Graphics hands it around: the pixels of a `UIImage` (`image.cgImage`), which a
/// layer shows as its `contents` and `UIImage(cgImage:)` wraps again. Its size is in pixels; 8 bits per
/// component, four components (premultiplied RGBA).
public final class CGImage: @unchecked Sendable {
    /// The image whose pixels these are.
    let image: UIImage

    init(image: UIImage) { self.image = image }

    /// The width in pixels.
    public var width: Int { Int(image.pixelSize.width) }
    /// The height in pixels.
    public var height: Int { Int(image.pixelSize.height) }
    /// Bits in each colour component: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits in each pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes in a row of pixels.
    public var bytesPerRow: Int { width * 4 }
    /// Where alpha is: first, colours premultiplied by it.
    public var alphaInfo: CGImageAlphaInfo { .premultipliedFirst }
    /// The layout of the pixels `dataProvider` gives: alpha first and premultiplied, 32-bit words in the
    /// machine's order (Cairo's `ARGB32`; on a little-endian machine the bytes run blue, green, red, alpha).
    public var bitmapInfo: CGBitmapInfo {
        #if _endian(little)
            CGBitmapInfo(
                rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)
        #else
            CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Big.rawValue)
        #endif
    }
    /// Device RGB.
    public var colorSpace: CGColorSpace? { CGColorSpaceCreateDeviceRGB() }
    /// The pixels, `height` rows of `bytesPerRow` bytes laid out as `bitmapInfo` says (an encoded image is
    /// decoded by the renderer's services; nil when none is registered to decode it).
    public var dataProvider: CGDataProvider? {
        guard let bitmap = image.bitmap ?? EngineServices.current.bitmap(of: image) else { return nil }
        var bytes = Data(count: height * bytesPerRow)
        bytes.withUnsafeMutableBytes { target in
            for row in 0..<min(height, bitmap.height) {
                target.baseAddress!.advanced(by: row * bytesPerRow).copyMemory(
                    from: bitmap.baseAddress.advanced(by: row * bitmap.bytesPerRow),
                    byteCount: min(bytesPerRow, bitmap.width * 4))
            }
        }
        return CGDataProvider(bytes: bytes)
    }
}

/// Where a pixel's alpha is and whether its colours are premultiplied by it (Core Graphics' raw values).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha.
    case none = 0
    /// Alpha last, colours premultiplied.
    case premultipliedLast
    /// Alpha first, colours premultiplied.
    case premultipliedFirst
    /// Alpha last.
    case last
    /// Alpha first.
    case first
    /// No alpha; the last byte is unused.
    case noneSkipLast
    /// No alpha; the first byte is unused.
    case noneSkipFirst
    /// Alpha only.
    case alphaOnly
}

/// A bitmap's layout: its `CGImageAlphaInfo` in the low bits, the byte order of its words, float components.
public struct CGBitmapInfo: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt32
    /// Bitmap info with these bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// The bits holding the alpha info.
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    /// The bits saying whether components are floats.
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    /// Components are floats.
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    /// The bits holding the byte order.
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    /// The default byte order.
    public static let byteOrderDefault = CGBitmapInfo([])
    /// 16-bit words, little-endian.
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    /// 32-bit words, little-endian.
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    /// 16-bit words, big-endian.
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    /// 32-bit words, big-endian.
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
}

/// The first byte of `theData`.
public func CFDataGetBytePtr(_ theData: CFData!) -> UnsafePointer<UInt8>! {
    theData.bytes.assumingMemoryBound(to: UInt8.self)
}

/// The number of bytes in `theData`.
public func CFDataGetLength(_ theData: CFData!) -> Int { theData.length }

extension UIImage {
    /// The image's pixels as a Core Graphics image (a new wrapper each time, sharing the pixels).
    public var cgImage: CGImage? { CGImage(image: self) }

    /// How an image's pixels are turned for display (kept for UIKit's API: images draw `.up`).
    public enum Orientation: Int, Sendable {
        /// As stored.
        case up = 0
        /// Turned 180°.
        case down = 1
        /// Turned 90° anticlockwise.
        case left = 2
        /// Turned 90° clockwise.
        case right = 3
        /// Mirrored.
        case upMirrored = 4
        /// Turned 180° and mirrored.
        case downMirrored = 5
        /// Turned 90° anticlockwise and mirrored.
        case leftMirrored = 6
        /// Turned 90° clockwise and mirrored.
        case rightMirrored = 7
    }

    /// The orientation the image is shown in: `.up`.
    public var imageOrientation: Orientation { .up }
}

/// A font as Core Graphics names it, for `CATextLayer.font` (drawn at the layer's `fontSize`), or read from
/// a font file's bytes (`CGFont(provider)`) for `CTFontManagerRegisterGraphicsFont`.
public final class CGFont: @unchecked Sendable {
    /// The font's name (its PostScript name when read from data).
    let name: String
    /// The full name, when read from data.
    let full: String?
    /// The file holding the font's bytes, when read from data.
    let file: URL?

    /// The font named `name`, or nil when the name is empty.
    public init?(_ name: CFString) {
        guard name.length > 0 else { return nil }
        self.name = name as String
        (full, file) = (nil, nil)
    }

    /// The font in a provider's bytes (a TrueType or OpenType file's), or nil when they are not a font the
    /// platform reads. The bytes are kept in a file of the process's temporary directory.
    public init?(_ provider: CGDataProvider) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tapestry-fonts-\(ProcessInfo.processInfo.processIdentifier)")
        let file = directory.appendingPathComponent(
            "\(provider.bytes.hashValue & 0xFFFF_FFFF)-\(provider.bytes.count).font")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try provider.bytes.write(to: file)
        } catch {
            return nil
        }
        guard let names = EngineServices.current.fontNames(at: file) else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        (name, full, self.file) = (names.postScriptName, names.fullName, file)
    }

    /// The font's full name.
    public var fullName: CFString? { (full ?? name) as NSString }
    /// The font's PostScript name.
    public var postScriptName: CFString? { name as NSString }
}

/// Core Foundation's data as Core Graphics functions take it (`data as CFData`).
public typealias CFData = NSData

/// Bytes for Core Graphics to read: a font's for `CGFont(_:)`, from data or a file.
public final class CGDataProvider: @unchecked Sendable {
    /// The bytes.
    let bytes: Data

    /// A provider of `data`'s bytes.
    public init?(data: CFData) { bytes = Data(referencing: data) }

    /// A provider of `bytes`.
    init(bytes: Data) { self.bytes = bytes }

    /// A provider of a file's bytes, or nil when it cannot be read.
    public init?(url: CFURL) {
        guard let path = url.path, let contents = FileManager.default.contents(atPath: path) else { return nil }
        bytes = contents
    }

    /// A provider of the bytes of the file at a path, or nil when it cannot be read.
    public init?(filename: UnsafePointer<CChar>) {
        guard let contents = FileManager.default.contents(atPath: String(cString: filename)) else { return nil }
        bytes = contents
    }

    /// The bytes.
    public var data: CFData? { bytes as NSData }
}
