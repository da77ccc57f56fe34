import Foundation

/// Swift's pointer for Objective-C's out-parameters of object type (`NSDictionary **`). Linux's standard library
/// has no Objective-C runtime to autorelease through, so it is a plain mutable pointer: `&dictionary` and `nil`
/// are passed to it as on Apple's platforms.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>

extension NSAttributedString {
    /// The formats a document can be read from and written to (UIKit's `NSAttributedString` additions).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The format's name.
        public let rawValue: String
        /// Creates a format from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich Text Format (not read or written here: a clear error says so).
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich Text Format with attachments (not read or written here).
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
    }

    /// Options for reading a document.
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The `DocumentType` of the data (found from its start when absent: HTML when it begins with a tag).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding, a `String.Encoding`'s `rawValue` (UTF-8 when absent).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// The attributes plain text gets.
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// Attributes of a whole document, read or written.
    public struct DocumentAttributeKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// Creates a key from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The document's `DocumentType`.
        public static let documentType = DocumentAttributeKey(rawValue: "DocumentType")
        /// Its text encoding, a `String.Encoding`'s `rawValue`.
        public static let characterEncoding = DocumentAttributeKey(rawValue: "CharacterEncoding")
        /// Its title.
        public static let title = DocumentAttributeKey(rawValue: "Title")
        /// Its background colour.
        public static let backgroundColor = DocumentAttributeKey(rawValue: "BackgroundColor")
        /// Its default tab interval.
        public static let defaultTabInterval = DocumentAttributeKey(rawValue: "DefaultTabInterval")
    }

    /// Reads a document: HTML (as WebKit imports it: Times 12 unless styled; bold, italic, underline,
    /// strikethrough, links, colours, sizes and faces from tags and inline styles; headings, paragraphs, line
    /// breaks, lists and preformatted text; entities) or plain text. RTF is not read here: the error says so.
    /// `documentAttributes`, when given, receives the document type and encoding.
    public convenience init(
        data: Data, options: [DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
        let encoding = (options[.characterEncoding] as? UInt).map(String.Encoding.init(rawValue:)) ?? .utf8
        guard let text = String(data: data, encoding: encoding) ?? String(data: data, encoding: .isoLatin1) else {
            throw DocumentError.unreadable("the data is not text in the encoding given")
        }
        let type =
            (options[.documentType] as? DocumentType)
            ?? (text.drop { $0.isWhitespace }.first == "<" ? .html : .plain)
        let result: NSAttributedString
        switch type {
        case .html:
            var reader = HTMLDocumentReader(text)
            result = reader.read()
        case .plain:
            let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
            result = NSAttributedString(string: text, attributes: attributes)
        default:
            throw DocumentError.unsupported(type)
        }
        dict?.pointee = [
            DocumentAttributeKey.documentType.rawValue: type.rawValue,
            DocumentAttributeKey.characterEncoding.rawValue: encoding.rawValue,
        ]
        self.init(attributedString: result)
    }

    /// Reads the document at a file URL, as `init(data:options:documentAttributes:)` does.
    public convenience init(
        url: URL, options: [DocumentReadingOptionKey: Any] = [:],
        documentAttributes dict: AutoreleasingUnsafeMutablePointer<NSDictionary?>?
    ) throws {
        try self.init(data: Data(contentsOf: url), options: options, documentAttributes: dict)
    }

    /// Writes `range` as a document of the `.documentType` given (HTML or plain text; UTF-8).
    public func data(from range: NSRange, documentAttributes dict: [DocumentAttributeKey: Any] = [:]) throws -> Data {
        let type = dict[.documentType] as? DocumentType ?? .plain
        let part = attributedSubstring(from: range)
        switch type {
        case .plain: return Data(part.string.utf8)
        case .html: return Data(HTMLDocumentWriter.html(of: part, title: dict[.title] as? String).utf8)
        default: throw DocumentError.unsupported(type)
        }
    }

    /// Why a document could not be read or written.
    enum DocumentError: LocalizedError {
        case unsupported(DocumentType)
        case unreadable(String)

        var errorDescription: String? {
            switch self {
            case .unsupported(let type):
                return "NSAttributedString: documents of type \(type.rawValue) are not read or written here"
                    + " (Tapestry reads and writes HTML and plain text)"
            case .unreadable(let reason): return "NSAttributedString: \(reason)"
            }
        }
    }
}
