import Foundation

/// Uniform type identifiers of the data that drags, drops and pasteboards carry (strings, as
/// `UTType.identifier` gives them on Apple's systems).
public enum UTTypeIdentifier {
    /// UTF-8 text.
    public static let utf8PlainText = "public.utf8-plain-text"
    /// Plain text.
    public static let plainText = "public.plain-text"
    /// A URL.
    public static let url = "public.url"
    /// A file URL.
    public static let fileURL = "public.file-url"
    /// A PNG image.
    public static let png = "public.png"
}

/// Something an item provider can make from its data: text, URLs and images.
@preconcurrency @MainActor
public protocol NSItemProviderReading {
    /// The type identifiers it reads, best first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// Makes an object from data of one of those types (nil: the data does not make one).
    static func object(withItemProviderData data: Data, typeIdentifier: String) -> Self?
}

/// Something an item provider can hold.
@preconcurrency @MainActor
public protocol NSItemProviderWriting {
    /// The type identifiers it writes, best first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Its data as one of those types.
    func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data?
}

extension String: NSItemProviderReading, NSItemProviderWriting {
    /// UTF-8 text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTTypeIdentifier.utf8PlainText, UTTypeIdentifier.plainText]
    }
    /// UTF-8 text (invalid UTF-8 is replaced).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) -> String? {
        String(decoding: data, as: UTF8.self)
    }
    /// UTF-8 text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTTypeIdentifier.utf8PlainText] }
    /// The text as UTF-8.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { Data(utf8) }
}

extension URL: NSItemProviderReading, NSItemProviderWriting {
    /// File URLs and URLs.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTTypeIdentifier.fileURL, UTTypeIdentifier.url]
    }
    /// The URL in the data's text (the first line of a URI list).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) -> URL? {
        let text = String(decoding: data, as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first { !$0.hasPrefix("#") }
        return line.flatMap { URL(string: $0.trimmingCharacters(in: .whitespaces)) }
    }
    /// A file URL for a file, a URL otherwise.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTTypeIdentifier.url] }
    /// The URL's text.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { Data(absoluteString.utf8) }
}

/// `NSString` as UIKit code offers and reads text: `NSItemProvider(object: text as NSString)`,
/// `session.loadObjects(ofClass: NSString.self)`.
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    /// UTF-8 text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        String.readableTypeIdentifiersForItemProvider
    }
    /// UTF-8 text (invalid UTF-8 is replaced).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) -> Self? {
        Self(string: String(decoding: data, as: UTF8.self))
    }
    /// UTF-8 text.
    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }
    /// The text as UTF-8.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        Data((self as String).utf8)
    }
}

/// `NSURL` as UIKit code offers and reads links: `NSItemProvider(object: url as NSURL)`.
extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    /// File URLs and URLs.
    public static var readableTypeIdentifiersForItemProvider: [String] { URL.readableTypeIdentifiersForItemProvider }
    /// The URL in the data's text (the first line of a URI list).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) -> Self? {
        URL.object(withItemProviderData: data, typeIdentifier: typeIdentifier).flatMap { $0 as NSURL as? Self }
    }
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { URL.writableTypeIdentifiersForItemProvider }
    /// The URL's text.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        (self as URL).itemProviderData(forTypeIdentifier: typeIdentifier)
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// PNG.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTTypeIdentifier.png] }
    /// The image in PNG data (a `UIImage`: nil when asked of a subclass, whose own initializers it cannot know).
    public static func object(withItemProviderData data: Data, typeIdentifier: String) -> Self? {
        UIImage(data: data) as? Self
    }
    /// PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTTypeIdentifier.png] }
    /// The image as PNG.
    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { pngData() }
}

/// Carries data between apps in a drag or a paste (SEMANTICS §13.6): representations by type identifier,
/// made when asked (`loadDataRepresentation`), and objects (text, URLs, images) made from them.
@preconcurrency @MainActor
open class NSItemProvider {
    /// When a representation is made.
    public enum RepresentationVisibility: Int, Sendable {
        /// To any app.
        case all = 0
        /// Only within this app.
        case ownProcess = 3
    }

    private var representations: [(type: String, load: (@escaping (Data?, Error?) -> Void) -> Progress?)] = []
    /// A name suggested for the item when it becomes a file.
    public var suggestedName: String?

    /// Creates an empty provider.
    public init() {}

    /// Creates a provider holding an object's representations.
    public convenience init(object: NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// Creates a provider for a file's contents (a file URL representation and, for PNG files, the image's).
    public convenience init?(contentsOf fileURL: URL) {
        guard fileURL.isFileURL, FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        self.init()
        suggestedName = fileURL.lastPathComponent
        registerDataRepresentation(forTypeIdentifier: UTTypeIdentifier.fileURL, visibility: .all) { completion in
            completion(Data(fileURL.absoluteString.utf8), nil)
            return nil
        }
        if fileURL.pathExtension.lowercased() == "png" {
            registerDataRepresentation(forTypeIdentifier: UTTypeIdentifier.png, visibility: .all) { completion in
                completion(try? Data(contentsOf: fileURL), nil)
                return nil
            }
        }
    }

    /// Adds an object's representations.
    public func registerObject(_ object: NSItemProviderWriting, visibility: RepresentationVisibility) {
        for type in Swift.type(of: object).writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                completion(object.itemProviderData(forTypeIdentifier: type), nil)
                return nil
            }
        }
    }

    /// Adds a representation made by `loadHandler` when asked (it calls its completion with the data).
    public func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: RepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, Error?) -> Void) -> Progress?
    ) {
        precondition(
            !typeIdentifier.isEmpty, "NSItemProvider.registerDataRepresentation: the type identifier is empty")
        representations.append((typeIdentifier, loadHandler))
    }

    /// The type identifiers it holds, in the order they were registered.
    public var registeredTypeIdentifiers: [String] { representations.map(\.type) }

    /// Whether it holds a representation of this type (text types stand in for each other).
    public func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(typeIdentifier) != nil
    }

    private func representation(_ type: String) -> ((@escaping (Data?, Error?) -> Void) -> Progress?)? {
        if let exact = representations.first(where: { $0.type == type }) { return exact.load }
        let text = [UTTypeIdentifier.utf8PlainText, UTTypeIdentifier.plainText]
        if text.contains(type) { return representations.first { text.contains($0.type) }?.load }
        if type == UTTypeIdentifier.url { return representations.first { $0.type == UTTypeIdentifier.fileURL }?.load }
        return nil
    }

    /// Makes the data of a type and hands it to `completionHandler` (nil and an error when it has none).
    @discardableResult
    public func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String, completionHandler: @escaping (Data?, Error?) -> Void
    ) -> Progress? {
        guard let load = representation(typeIdentifier) else {
            completionHandler(nil, ItemProviderError.unavailableType(typeIdentifier))
            return nil
        }
        return load(completionHandler)
    }

    /// Whether an object of the class can be made from what it holds.
    public func canLoadObject(ofClass aClass: NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an object of the class from the best representation it holds.
    @discardableResult
    public func loadObject<T: NSItemProviderReading>(
        ofClass aClass: T.Type, completionHandler: @escaping (T?, Error?) -> Void
    ) -> Progress? {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: hasItemConformingToTypeIdentifier)
        else {
            completionHandler(nil, ItemProviderError.unavailableType("\(aClass)"))
            return nil
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error ?? ItemProviderError.unavailableType(type)) }
            MainActor.assumeIsolated {
                if let object = aClass.object(withItemProviderData: data, typeIdentifier: type) {
                    completionHandler(object, nil)
                } else {
                    completionHandler(nil, ItemProviderError.unreadable(type))
                }
            }
        }
    }
}

/// Why an item provider could not load.
public enum ItemProviderError: Error, Equatable, CustomStringConvertible {
    /// It holds no data of the type.
    case unavailableType(String)
    /// The data does not make an object of the class.
    case unreadable(String)

    /// A sentence saying why.
    public var description: String {
        switch self {
        case .unavailableType(let type): "NSItemProvider: no data of type \(type)"
        case .unreadable(let type): "NSItemProvider: the \(type) data makes no object of that class"
        }
    }
}
