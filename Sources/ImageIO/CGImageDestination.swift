import Foundation
import Tapestry
import TapestryCairo

/// An image file being written: PNG, JPEG or GIF (animated: one frame per image added, with its delay and the
/// loop count from the properties), into data or a file when finalized. Safe to use from any thread.
public final class CGImageDestination: @unchecked Sendable {
    enum Target {
        case data(NSMutableData)
        case url(URL)
    }

    private let lock = NSLock()
    private let target: Target
    let format: ImageFormat
    private let capacity: Int
    private var images: [(image: CGImage, properties: ImageOptions)] = []
    private var properties = ImageOptions(nil)
    private var isFinalized = false

    init?(target: Target, type: CFString, count: Int) {
        guard let format = ImageFormat(rawValue: String(type)), ImageFormat.writable.contains(format) else {
            Self.complain("cannot write images of type '\(type)' (PNG, JPEG and GIF can be written)")
            return nil
        }
        guard count > 0 else {
            Self.complain("a destination holds at least one image (count \(count))")
            return nil
        }
        self.target = target
        self.format = format
        capacity = count
    }

    static func complain(_ message: String) {
        FileHandle.standardError.write(Data("Tapestry: ImageIO: \(message)\n".utf8))
    }

    func setProperties(_ options: ImageOptions) { lock.withLock { properties = options } }

    func add(_ image: CGImage, _ options: ImageOptions) {
        lock.withLock {
            guard !isFinalized else { return Self.complain("image destination was already finalized") }
            guard images.count < capacity else {
                return Self.complain("image destination holds \(capacity) image(s); no more can be added")
            }
            images.append((image, options))
        }
    }

    func finalize() -> Bool {
        lock.withLock {
            guard !isFinalized else {
                Self.complain("image destination was already finalized")
                return false
            }
            guard !images.isEmpty else {
                Self.complain("image destination must have at least one image")
                return false
            }
            isFinalized = true
            do {
                let bytes = try encode()
                switch target {
                case .data(let data): data.append(bytes)
                case .url(let url): try bytes.write(to: url)
                }
                return true
            } catch {
                Self.complain("writing the image failed: \(error)")
                return false
            }
        }
    }

    /// The first image's pixels, made no larger than `kCGImageDestinationImageMaxPixelSize`.
    private func pixels(of image: CGImage, _ options: ImageOptions) throws -> ImageBitmap {
        var pixels = try UIImage(cgImage: image).decodedBitmap()
        if let maximum = options.int(kCGImageDestinationImageMaxPixelSize)
            ?? properties.int(
                kCGImageDestinationImageMaxPixelSize), maximum > 0, max(pixels.width, pixels.height) > maximum
        {
            let factor = Double(maximum) / Double(max(pixels.width, pixels.height))
            pixels = ImageResampling.scaled(
                pixels, width: max(1, Int((Double(pixels.width) * factor).rounded())),
                height: max(1, Int((Double(pixels.height) * factor).rounded())))
        }
        return pixels
    }

    private func encode() throws -> Data {
        switch format {
        case .gif:
            let first = try pixels(of: images[0].image, images[0].properties)
            guard first.width <= 65535, first.height <= 65535 else {
                throw ImageIOError("a GIF is at most 65,535 pixels wide and high (\(first.width)×\(first.height))")
            }
            let gifProperties = properties.dictionary(kCGImagePropertyGIFDictionary)
            let frames = try images.map { image, options in
                let delay = options.dictionary(kCGImagePropertyGIFDictionary).flatMap {
                    $0.double(kCGImagePropertyGIFUnclampedDelayTime) ?? $0.double(kCGImagePropertyGIFDelayTime)
                }
                return GIFEncoder.Frame(pixels: try pixels(of: image, options), delay: delay ?? 0)
            }
            let loopCount = gifProperties?.int(kCGImagePropertyGIFLoopCount)
            return GIFEncoder(width: first.width, height: first.height, loopCount: loopCount).encode(frames)
        case .jpeg:
            let (image, options) = images[0]
            var pixels = try pixels(of: image, options)
            let background =
                options.value(kCGImageDestinationBackgroundColor) as? CGColor
                ?? properties.value(kCGImageDestinationBackgroundColor) as? CGColor
            if let background { pixels = Self.flattened(pixels, over: background) }
            let quality =
                options.double(kCGImageDestinationLossyCompressionQuality)
                ?? properties.double(kCGImageDestinationLossyCompressionQuality) ?? 0.75
            return try UIImage(bitmap: pixels).encodedJPEGData(compressionQuality: CGFloat(min(1, max(0, quality))))
        default:
            let (image, options) = images[0]
            return try UIImage(bitmap: try pixels(of: image, options)).encodedPNGData()
        }
    }

    /// `pixels` drawn over an opaque `colour`.
    private static func flattened(_ pixels: ImageBitmap, over colour: CGColor) -> ImageBitmap {
        let components = colour.components ?? [0, 0, 0, 1]
        let rgb: [CGFloat] =
            components.count >= 3 ? Array(components.prefix(3)) : [components[0], components[0], components[0]]
        let back = rgb.map { UInt32(min(255, max(0, ($0 * 255).rounded()))) }
        let result = ImageBitmap(width: pixels.width, height: pixels.height, bytesPerRow: pixels.width * 4)
        for y in 0..<pixels.height {
            let out = result.baseAddress.advanced(by: y * result.bytesPerRow).assumingMemoryBound(to: UInt32.self)
            for x in 0..<pixels.width {
                let pixel = pixels.argb(x: x, y: y), inverse = 255 - pixel >> 24
                func channel(_ shift: UInt32, _ background: UInt32) -> UInt32 {
                    min(255, (pixel >> shift & 0xFF) + (background * inverse + 127) / 255)
                }
                out[x] = 0xFF00_0000 | channel(16, back[0]) << 16 | channel(8, back[1]) << 8 | channel(0, back[2])
            }
        }
        return result
    }
}

/// The uniform type identifiers of the formats an image destination writes.
public func CGImageDestinationCopyTypeIdentifiers() -> CFArray {
    ImageFormat.writable.map { $0.rawValue as NSString } as NSArray
}

/// The type identifier of image destinations.
public func CGImageDestinationGetTypeID() -> CFTypeID { 0x4347_4944 }

/// A destination writing `count` images of `type` (`"public.png"`, `"public.jpeg"`, `"com.compuserve.gif"`) into
/// `data` when finalized; nil, with a message, for a type it cannot write.
public func CGImageDestinationCreateWithData(
    _ data: CFMutableData, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    CGImageDestination(target: .data(data), type: type, count: count)
}

/// A destination writing `count` images of `type` to the file at `url` when finalized.
public func CGImageDestinationCreateWithURL(
    _ url: CFURL, _ type: CFString, _ count: Int, _ options: CFDictionary?
) -> CGImageDestination? {
    guard let path = url.path else { return nil }
    return CGImageDestination(target: .url(URL(fileURLWithPath: path)), type: type, count: count)
}

/// Sets the file's properties: a GIF's loop count (`{GIF}` with `LoopCount`), the default compression quality,
/// the largest size.
public func CGImageDestinationSetProperties(_ idst: CGImageDestination, _ properties: CFDictionary?) {
    idst.setProperties(ImageOptions(properties))
}

/// Adds an image with its properties: a GIF frame's delay (`{GIF}` with `DelayTime`), a JPEG's
/// `kCGImageDestinationLossyCompressionQuality`.
public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: CFDictionary?) {
    idst.add(image, ImageOptions(properties))
}

/// Adds image `index` of a source, with its own properties unless others are given.
public func CGImageDestinationAddImageFromSource(
    _ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: CFDictionary?
) {
    guard let image = isrc.image(at: index, options: ImageOptions(nil)) else {
        return CGImageDestination.complain("the source has no image \(index) to add")
    }
    let merged = properties ?? isrc.properties(at: index).map(ImageIOBridge.dictionary)
    idst.add(image, ImageOptions(merged))
}

/// Writes the images; false, with a message, when there is none or writing fails.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool { idst.finalize() }

/// Why an image could not be written.
struct ImageIOError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
