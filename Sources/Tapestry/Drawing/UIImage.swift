import Foundation

/// An image: PNG data with its size in points. The renderer decodes and draws it; the engine only reads the
/// PNG header, so it stays free of C imports.
public final class UIImage: @unchecked Sendable, CustomStringConvertible {
    /// The encoded PNG bytes.
    public let encodedData: Data
    /// Pixels per point: 2 for an `@2x` image.
    public let scale: CGFloat
    /// The size in pixels, from the PNG header.
    public let pixelSize: CGSize
    /// Storage the renderer attaches (a decoded surface), so an image is decoded once.
    public var rendererCache: AnyObject? {
        get { lock.withLock { cache } }
        set { lock.withLock { cache = newValue } }
    }
    private var cache: AnyObject?
    private let lock = NSLock()

    /// The size in points: pixel size divided by `scale`.
    public var size: CGSize { CGSize(width: pixelSize.width / scale, height: pixelSize.height / scale) }

    /// An image from PNG data, or nil (with a message on standard error) when the data is not a PNG.
    public init?(data: Data, scale: CGFloat = 1) {
        guard let size = UIImage.pngSize(data) else {
            FileHandle.standardError.write(
                Data("Tapestry: UIImage: data is not a PNG image (\(data.count) bytes)\n".utf8))
            return nil
        }
        guard scale.isFinite, scale > 0 else { return nil }
        encodedData = data
        pixelSize = size
        self.scale = scale
    }

    /// An image from a PNG file; an `@2x` or `@3x` suffix sets the scale. Nil (with a message) when the file
    /// cannot be read or is not a PNG.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else {
            FileHandle.standardError.write(Data("Tapestry: UIImage: cannot read \"\(path)\"\n".utf8))
            return nil
        }
        let stem = (path as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// An image named `name` (with or without `.png`) in the main bundle's resources or the current directory.
    public convenience init?(named name: String) {
        let file = name.hasSuffix(".png") ? name : name + ".png"
        let candidates = [Bundle.main.resourcePath.map { $0 + "/" + file }, Bundle.main.bundlePath + "/" + file, file]
        guard let path = candidates.compactMap({ $0 }).first(where: { FileManager.default.fileExists(atPath: $0) })
        else {
            return nil
        }
        self.init(contentsOfFile: path)
    }

    /// The PNG bytes of the image.
    public func pngData() -> Data? { encodedData }

    /// A textual form with size and scale.
    public var description: String {
        "<UIImage: size = \(EventTrace.number(size.width))×\(EventTrace.number(size.height)); scale = \(EventTrace.number(scale))>"
    }

    /// Reads width and height from a PNG's IHDR chunk, or nil when the bytes are not a PNG.
    static func pngSize(_ data: Data) -> CGSize? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard data.count >= 24 else { return nil }
        let bytes = [UInt8](data.prefix(24))
        guard Array(bytes[0..<8]) == signature, bytes[12...15].elementsEqual("IHDR".utf8) else { return nil }
        func be32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        let width = be32(16), height = be32(20)
        guard width > 0, height > 0 else { return nil }
        return CGSize(width: width, height: height)
    }
}
