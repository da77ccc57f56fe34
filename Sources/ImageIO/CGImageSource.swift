import Foundation
import Tapestry
import TapestryCairo

/// Where an image source stands in reading its data (ImageIO's raw values).
public enum CGImageSourceStatus: Int32, Sendable {
    /// The data ended before the image did, and no more is coming.
    case statusUnexpectedEOF = -5
    /// The data is damaged.
    case statusInvalidData = -4
    /// The data is not an image format the source reads.
    case statusUnknownType = -3
    /// Not enough data has arrived to read the header.
    case statusReadingHeader = -2
    /// The header is read; more data is to come.
    case statusIncomplete = -1
    /// All the data is there.
    case statusComplete = 0
}

/// An image file being read: its type, how many images it holds, their properties, and each image (a GIF's
/// frames composed as a viewer shows them), a thumbnail of any size, and data still arriving
/// (`CGImageSourceCreateIncremental`). PNG, JPEG and GIF are read by Tapestry; BMP, TIFF, ICO and WebP through
/// GdkPixbuf's loaders where they are installed. Safe to use from any thread.
public final class CGImageSource: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var isFinal = false
    private let shouldCache: Bool
    private var format: ImageFormat?
    private var gif: GIFImage?
    private var compositor: GIFImage.Compositor?
    private var header: ImageHeader?
    private var otherPixels: ImageBitmap?
    private var cache: [Int: CGImage] = [:]

    init(options: CFDictionary?) {
        shouldCache = ImageOptions(options).bool(kCGImageSourceShouldCache) ?? true
    }

    /// Takes `bytes` as the data so far; `final` when no more will come.
    func update(_ bytes: Data, final: Bool) {
        lock.withLock {
            guard !isFinal else { return }
            data = bytes
            isFinal = final
            cache = [:]
            otherPixels = nil
            format = ImageFormat(sniffing: bytes)
            gif = nil
            compositor = nil
            header = nil
            switch format {
            case .gif:
                gif = try? GIFImage(data: bytes)
                compositor = gif.map { GIFImage.Compositor($0) }
            case .png: header = ImageHeader(png: bytes)
            case .jpeg: header = ImageHeader(jpeg: bytes)
            case .bmp: header = ImageHeader(bmp: bytes)
            case .tiff, .ico, .webp:
                // Their sizes come from decoding them, once the data is whole.
                if final, let pixels = try? ImageBitmap(decoding: bytes) {
                    otherPixels = pixels
                    header = ImageHeader(width: pixels.width, height: pixels.height, hasAlpha: true)
                }
            case .heic, .avif, nil: break
            }
        }
    }

    /// The uniform type identifier, once enough data has arrived to tell.
    var typeIdentifier: String? { lock.withLock { format?.rawValue } }

    /// How many images there are.
    var count: Int {
        lock.withLock {
            if let gif { return gif.frames.count }
            return header == nil ? 0 : 1
        }
    }

    var status: CGImageSourceStatus {
        lock.withLock {
            guard !data.isEmpty else { return isFinal ? .statusUnexpectedEOF : .statusReadingHeader }
            guard let format else { return data.count < 16 && !isFinal ? .statusReadingHeader : .statusUnknownType }
            guard ImageFormat.readable.contains(format) else { return .statusUnknownType }
            guard gif != nil || header != nil else {
                if !isFinal { return .statusReadingHeader }
                return format == .gif || format == .png || format == .jpeg ? .statusUnexpectedEOF : .statusInvalidData
            }
            guard isFinal else { return .statusIncomplete }
            return isWhole ? .statusComplete : .statusUnexpectedEOF
        }
    }

    func status(at index: Int) -> CGImageSourceStatus {
        let overall = status
        return lock.withLock {
            if let gif {
                guard gif.frames.indices.contains(index) else { return .statusUnknownType }
                if gif.frames[index].isComplete && (index < gif.frames.count - 1 || gif.isComplete) {
                    return .statusComplete
                }
                return isFinal ? .statusUnexpectedEOF : .statusIncomplete
            }
            return index == 0 ? overall : .statusUnknownType
        }
    }

    /// Whether the data holds the whole file (its end marker arrived).
    private var isWhole: Bool {
        switch format {
        case .gif: gif?.isComplete ?? false
        case .png: data.suffix(12).starts(with: [0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44])
        // A JPEG's end marker is often missing or followed by padding: its frame header, read, is enough; the
        // other formats are read whole by their decoder.
        default: true
        }
    }

    /// The properties of the file as a whole.
    var fileProperties: [String: Any] {
        lock.withLock {
            var properties: [String: Any] = [String(kCGImagePropertyFileSize): data.count]
            if let gif {
                var dictionary: [String: Any] = [
                    String(kCGImagePropertyGIFHasGlobalColorMap): gif.globalPalette != nil,
                    String(kCGImagePropertyGIFCanvasPixelWidth): gif.width,
                    String(kCGImagePropertyGIFCanvasPixelHeight): gif.height,
                    String(kCGImagePropertyGIFFrameInfoArray): gif.frames.map { Self.delays(of: $0) },
                ]
                if let loopCount = gif.loopCount { dictionary[String(kCGImagePropertyGIFLoopCount)] = loopCount }
                properties[String(kCGImagePropertyGIFDictionary)] = dictionary
            }
            return properties
        }
    }

    /// The properties of image `index`, or nil when there is no such image.
    func properties(at index: Int) -> [String: Any]? {
        lock.withLock {
            if let gif {
                guard gif.frames.indices.contains(index) else { return nil }
                return [
                    String(kCGImagePropertyPixelWidth): gif.width, String(kCGImagePropertyPixelHeight): gif.height,
                    String(kCGImagePropertyDepth): 8, String(kCGImagePropertyColorModel): "RGB",
                    String(kCGImagePropertyHasAlpha): true,
                    String(kCGImagePropertyGIFDictionary): Self.delays(of: gif.frames[index]),
                ]
            }
            guard index == 0, let header else { return nil }
            var properties: [String: Any] = [
                String(kCGImagePropertyPixelWidth): header.width, String(kCGImagePropertyPixelHeight): header.height,
                String(kCGImagePropertyDepth): header.depth, String(kCGImagePropertyColorModel): header.colorModel,
                String(kCGImagePropertyHasAlpha): header.hasAlpha,
            ]
            if header.isIndexed { properties[String(kCGImagePropertyIsIndexed)] = true }
            if let orientation = header.orientation { properties[String(kCGImagePropertyOrientation)] = orientation }
            if let dpi = header.dpi {
                properties[String(kCGImagePropertyDPIWidth)] = dpi.width
                properties[String(kCGImagePropertyDPIHeight)] = dpi.height
            }
            if !header.formatProperties.isEmpty {
                let key = format == .png ? kCGImagePropertyPNGDictionary : kCGImagePropertyJFIFDictionary
                properties[String(key)] = header.formatProperties
            }
            if !header.tiffProperties.isEmpty {
                properties[String(kCGImagePropertyTIFFDictionary)] = header.tiffProperties
            }
            return properties
        }
    }

    /// A GIF frame's `DelayTime` (as browsers show it) and `UnclampedDelayTime` (as stored), in seconds.
    private static func delays(of frame: GIFImage.Frame) -> [String: Any] {
        let stored = Double(frame.delay) / 100
        return [
            String(kCGImagePropertyGIFDelayTime): stored < 0.011 ? 0.1 : stored,
            String(kCGImagePropertyGIFUnclampedDelayTime): stored,
        ]
    }

    /// Image `index` (a GIF frame composed over the ones before it), or nil when there is none or it cannot be
    /// read.
    func image(at index: Int, options: ImageOptions) -> CGImage? {
        let subsample = options.int(kCGImageSourceSubsampleFactor) ?? 1
        return lock.withLock {
            // The cache keeps full-size images; a subsampled one is made each time.
            guard [2, 4, 8].contains(subsample) else {
                if let cached = cache[index] { return cached }
                guard let image = makeImage(at: index) else { return nil }
                if options.bool(kCGImageSourceShouldCache) ?? shouldCache { cache[index] = image }
                return image
            }
            guard let image = cache[index] ?? makeImage(at: index), let pixels = pixels(of: image) else { return nil }
            let scaled = ImageResampling.scaled(
                pixels, width: max(1, pixels.width / subsample), height: max(1, pixels.height / subsample))
            return UIImage(bitmap: scaled).cgImage
        }
    }

    /// A thumbnail of image `index`: the file's own (a JPEG's Exif thumbnail), or one made from the image as
    /// the options ask, no larger than their maximum size, turned upright when asked.
    func thumbnail(at index: Int, options: ImageOptions) -> CGImage? {
        let always = options.bool(kCGImageSourceCreateThumbnailFromImageAlways) ?? false
        let ifAbsent = options.bool(kCGImageSourceCreateThumbnailFromImageIfAbsent) ?? false
        let maximum = options.int(kCGImageSourceThumbnailMaxPixelSize)
        let upright = options.bool(kCGImageSourceCreateThumbnailWithTransform) ?? false
        return lock.withLock {
            var pixels: ImageBitmap?
            if !always, index == 0, let embedded = header?.thumbnail, format == .jpeg {
                pixels = try? ImageBitmap(decoding: embedded)
            }
            if pixels == nil, always || ifAbsent, let image = makeImage(at: index) {
                pixels = self.pixels(of: image)
            }
            guard var result = pixels else { return nil }
            if upright, let orientation = header?.orientation, orientation != 1 {
                result = ImageResampling.oriented(result, orientation)
            }
            if let maximum, maximum > 0, max(result.width, result.height) > maximum {
                let factor = Double(maximum) / Double(max(result.width, result.height))
                result = ImageResampling.scaled(
                    result, width: max(1, Int((Double(result.width) * factor).rounded())),
                    height: max(1, Int((Double(result.height) * factor).rounded())))
            }
            return UIImage(bitmap: result).cgImage
        }
    }

    /// Forgets the decoded image `index`.
    func removeCache(at index: Int) { _ = lock.withLock { cache.removeValue(forKey: index) } }

    /// Makes image `index` (the lock is held).
    private func makeImage(at index: Int) -> CGImage? {
        if let gif {
            guard gif.frames.indices.contains(index), compositor != nil else { return nil }
            return UIImage(bitmap: compositor!.bitmap(at: index)).cgImage
        }
        guard index == 0, header != nil else { return nil }
        switch format {
        case .png, .jpeg:
            // Decoded where drawn (or when its pixels are asked for); a file still arriving is not shown yet.
            guard isFinal || isWhole else { return nil }
            return UIImage(data: data)?.cgImage
        default:
            if otherPixels == nil, isFinal { otherPixels = try? ImageBitmap(decoding: data) }
            return otherPixels.map { UIImage(bitmap: $0).cgImage! }
        }
    }

    /// An image's pixels, decoded if need be.
    private func pixels(of image: CGImage) -> ImageBitmap? {
        try? UIImage(cgImage: image).decodedBitmap()
    }
}

/// An options dictionary read by key, whatever its keys' and values' bridged types (`[CFString: Any]`,
/// `[String: Any]`, `NSNumber` or Swift values).
struct ImageOptions {
    private var values: [String: Any] = [:]

    init(_ dictionary: CFDictionary?) {
        guard let dictionary else { return }
        for (key, value) in dictionary {
            if let key = key as? String {
                values[key] = value
            } else if let key = key as? NSString {
                values[String(key)] = value
            }
        }
    }

    func value(_ key: CFString) -> Any? { values[String(key)] }

    func bool(_ key: CFString) -> Bool? {
        switch value(key) {
        case let value as Bool: value
        case let value as NSNumber: value.boolValue
        default: nil
        }
    }

    func int(_ key: CFString) -> Int? {
        switch value(key) {
        case let value as Int: value
        case let value as NSNumber: value.intValue
        case let value as Double: Int(value)
        case let value as CGFloat: Int(value)
        default: nil
        }
    }

    func double(_ key: CFString) -> Double? {
        switch value(key) {
        case let value as Double: value
        case let value as NSNumber: value.doubleValue
        case let value as Int: Double(value)
        case let value as CGFloat: Double(value)
        case let value as Float: Double(value)
        default: nil
        }
    }

    func dictionary(_ key: CFString) -> ImageOptions? {
        switch value(key) {
        case let value as NSDictionary: ImageOptions(value)
        case let value as [String: Any]: ImageOptions(value as NSDictionary)
        default: nil
        }
    }
}
