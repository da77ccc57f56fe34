import Foundation
import Tapestry

// ImageIO's image source functions, as Apple's framework declares them to Swift.

/// The type identifier of image sources.
public func CGImageSourceGetTypeID() -> CFTypeID { 0x4347_4953 }

/// The uniform type identifiers of the formats an image source reads.
public func CGImageSourceCopyTypeIdentifiers() -> CFArray {
    ImageFormat.readable.map { $0.rawValue as NSString } as NSArray
}

/// An image source reading `data` (nil when it is empty).
public func CGImageSourceCreateWithData(_ data: CFData, _ options: CFDictionary?) -> CGImageSource? {
    guard data.length > 0 else { return nil }
    let source = CGImageSource(options: options)
    source.update(Data(referencing: data), final: true)
    return source
}

/// An image source reading the file at `url` (nil when it cannot be read).
public func CGImageSourceCreateWithURL(_ url: CFURL, _ options: CFDictionary?) -> CGImageSource? {
    guard let path = url.path, let contents = FileManager.default.contents(atPath: path), !contents.isEmpty else {
        return nil
    }
    let source = CGImageSource(options: options)
    source.update(contents, final: true)
    return source
}

/// An image source reading a data provider's bytes.
public func CGImageSourceCreateWithDataProvider(_ provider: CGDataProvider, _ options: CFDictionary?)
    -> CGImageSource?
{
    guard let data = provider.data else { return nil }
    return CGImageSourceCreateWithData(data, options)
}

/// An image source whose data arrives later, in `CGImageSourceUpdateData` calls.
public func CGImageSourceCreateIncremental(_ options: CFDictionary?) -> CGImageSource {
    CGImageSource(options: options)
}

/// Gives an incremental source all the data that has arrived so far; `final` when it is the whole file.
public func CGImageSourceUpdateData(_ isrc: CGImageSource, _ data: CFData, _ final: Bool) {
    isrc.update(Data(referencing: data), final: final)
}

/// Gives an incremental source all the data that has arrived so far, from a provider.
public func CGImageSourceUpdateDataProvider(_ isrc: CGImageSource, _ provider: CGDataProvider, _ final: Bool) {
    if let data = provider.data { isrc.update(Data(referencing: data), final: final) }
}

/// The uniform type identifier of the source's data (`"com.compuserve.gif"`), or nil before it can be told.
public func CGImageSourceGetType(_ isrc: CGImageSource) -> CFString? {
    isrc.typeIdentifier.map { $0 as NSString }
}

/// How many images the source holds (a GIF's frames; 1 for a still image; 0 while its header is arriving).
public func CGImageSourceGetCount(_ isrc: CGImageSource) -> Int { isrc.count }

/// The index of the primary image: the first.
public func CGImageSourceGetPrimaryImageIndex(_ isrc: CGImageSource) -> Int { 0 }

/// Where reading the source stands.
public func CGImageSourceGetStatus(_ isrc: CGImageSource) -> CGImageSourceStatus { isrc.status }

/// Where reading image `index` stands.
public func CGImageSourceGetStatusAtIndex(_ isrc: CGImageSource, _ index: Int) -> CGImageSourceStatus {
    isrc.status(at: index)
}

/// The file's properties: its size, and a GIF's loop count, canvas and frame delays.
public func CGImageSourceCopyProperties(_ isrc: CGImageSource, _ options: CFDictionary?) -> CFDictionary? {
    ImageIOBridge.dictionary(isrc.fileProperties)
}

/// Image `index`'s properties: its pixel size, depth, colour model, alpha, orientation, resolution and its
/// format's dictionary (`{GIF}` with the frame's delays, `{PNG}`, `{JFIF}`, `{TIFF}`); nil when there is no
/// such image.
public func CGImageSourceCopyPropertiesAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CFDictionary?
{
    isrc.properties(at: index).map(ImageIOBridge.dictionary)
}

/// Image `index`: a still image, or a GIF's frame composed as a viewer shows it; nil when there is none or its
/// data cannot be read (or, for PNG and JPEG, has not all arrived). `kCGImageSourceSubsampleFactor` makes it
/// 2, 4 or 8 times smaller; `kCGImageSourceShouldCache` keeps it with the source.
public func CGImageSourceCreateImageAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    isrc.image(at: index, options: ImageOptions(options))
}

/// A thumbnail of image `index`: a JPEG's own Exif thumbnail, or with
/// `kCGImageSourceCreateThumbnailFromImageIfAbsent` / `Always` one made from the image, no wider or taller than
/// `kCGImageSourceThumbnailMaxPixelSize`, turned upright with `kCGImageSourceCreateThumbnailWithTransform`.
public func CGImageSourceCreateThumbnailAtIndex(_ isrc: CGImageSource, _ index: Int, _ options: CFDictionary?)
    -> CGImage?
{
    isrc.thumbnail(at: index, options: ImageOptions(options))
}

/// Forgets the decoded image `index`, so it is read again when next asked for.
public func CGImageSourceRemoveCacheAtIndex(_ isrc: CGImageSource, _ index: Int) { isrc.removeCache(at: index) }

/// Turns Swift values into the Foundation objects Apple's dictionaries hold, so `as? [CFString: Any]`,
/// `as? [String: AnyObject]` and `as? NSNumber` read them on Linux as on Apple's platforms.
enum ImageIOBridge {
    static func dictionary(_ values: [String: Any]) -> NSDictionary {
        let result = NSMutableDictionary()
        for (key, value) in values { result[NSString(string: key)] = object(value) }
        return result
    }

    static func object(_ value: Any) -> AnyObject {
        switch value {
        case let value as Bool: NSNumber(value: value)
        case let value as Int: NSNumber(value: value)
        case let value as Double: NSNumber(value: value)
        case let value as String: NSString(string: value)
        case let value as [String: Any]: dictionary(value)
        case let value as [Any]: NSArray(array: value.map(object))
        default: value as AnyObject
        }
    }
}
