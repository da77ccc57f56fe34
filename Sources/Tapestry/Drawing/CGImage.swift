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
}

extension UIImage {
    /// The image's pixels as a Core Graphics image (a new wrapper each time, sharing the pixels).
    public var cgImage: CGImage? { CGImage(image: self) }

    /// An image of a Core Graphics image's pixels, one pixel per point.
    public convenience init(cgImage: CGImage) {
        self.init(variantOf: cgImage.image, scale: 1)
    }

    /// An image of a Core Graphics image's pixels at `scale` pixels per point (the orientation is kept for
    /// UIKit's API; images are drawn as their pixels lie).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: UIImage.Orientation) {
        self.init(variantOf: cgImage.image, scale: scale)
    }

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
