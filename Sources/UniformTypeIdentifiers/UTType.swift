import Foundation

/// A uniform type identifier (`import UniformTypeIdentifiers`, as on Apple's platforms): what kind of data an
/// item, file or pasteboard entry is, with its file name extensions and MIME types, and what it conforms to
/// (`UTType.png.conforms(to: .image)`). Tapestry knows the system's common types; `init(exportedAs:)` and
/// `init(importedAs:)` declare an app's own.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The reverse-DNS identifier (`"public.png"`).
    public let identifier: String
    let declaration: Declaration

    struct Declaration: Hashable, Sendable, Codable {
        var parents: [String]
        var extensions: [String]
        var mimeTypes: [String]
        var description: String?
        var isDynamic = false
    }

    /// The type of an identifier the system knows or the app declared; nil for any other.
    public init?(_ identifier: String) {
        guard let declaration = UTTypeRegistry.declaration(of: identifier) else { return nil }
        self.identifier = identifier
        self.declaration = declaration
    }

    /// The type a file name extension stands for (`"jpg"` → `.jpeg`); a dynamic type for an unknown one, as
    /// Apple's does.
    public init?(filenameExtension: String) {
        self.init(filenameExtension: filenameExtension, conformingTo: .data)
    }

    /// The type a file name extension stands for among the subtypes of `supertype`.
    public init?(filenameExtension: String, conformingTo supertype: UTType) {
        let tag = filenameExtension.lowercased()
        guard !tag.isEmpty else { return nil }
        if let found = UTTypeRegistry.first(where: { $0.extensions.contains(tag) }, conformingTo: supertype) {
            self = found
        } else {
            self.init(
                dynamic: "dyn.ext.\(tag)",
                Declaration(parents: [supertype.identifier], extensions: [tag], mimeTypes: [], isDynamic: true))
        }
    }

    /// The type a MIME type stands for (`"image/png"` → `.png`); a dynamic type for an unknown one.
    public init?(mimeType: String) {
        self.init(mimeType: mimeType, conformingTo: .data)
    }

    /// The type a MIME type stands for among the subtypes of `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType) {
        let tag = mimeType.lowercased()
        guard tag.contains("/") else { return nil }
        if let found = UTTypeRegistry.first(where: { $0.mimeTypes.contains(tag) }, conformingTo: supertype) {
            self = found
        } else {
            self.init(
                dynamic: "dyn.mime.\(tag)",
                Declaration(parents: [supertype.identifier], extensions: [], mimeTypes: [tag], isDynamic: true))
        }
    }

    /// Declares a type the app owns (its Info.plist's exported types on iOS).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// Declares a type another app owns that this one reads (its Info.plist's imported types on iOS).
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
        let declaration =
            UTTypeRegistry.declaration(of: identifier)
            ?? Declaration(parents: [(parentType ?? .data).identifier], extensions: [], mimeTypes: [])
        UTTypeRegistry.declare(identifier, declaration)
        self.identifier = identifier
        self.declaration = declaration
    }

    private init(dynamic identifier: String, _ declaration: Declaration) {
        self.identifier = identifier
        self.declaration = declaration
    }

    /// The usual file name extension, without the dot.
    public var preferredFilenameExtension: String? { declaration.extensions.first }
    /// The usual MIME type.
    public var preferredMIMEType: String? { declaration.mimeTypes.first }
    /// The type's tags by class: its file name extensions and MIME types.
    public var tags: [UTTagClass: [String]] {
        var tags: [UTTagClass: [String]] = [:]
        if !declaration.extensions.isEmpty { tags[.filenameExtension] = declaration.extensions }
        if !declaration.mimeTypes.isEmpty { tags[.mimeType] = declaration.mimeTypes }
        return tags
    }

    /// The type a tag of a class stands for among the subtypes of `supertype` (all types when nil); a dynamic
    /// type for an unknown one, nil for a tag class other than file name extensions and MIME types.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        switch tagClass {
        case .filenameExtension: self.init(filenameExtension: tag, conformingTo: supertype ?? .item)
        case .mimeType: self.init(mimeType: tag, conformingTo: supertype ?? .item)
        default: return nil
        }
    }
    /// A description for people (`"PNG image"`).
    public var localizedDescription: String? { declaration.description }
    /// Whether the type was made up for an unknown extension or MIME type.
    public var isDynamic: Bool { declaration.isDynamic }
    /// Whether the type is declared (by the system or the app), not dynamic.
    public var isDeclared: Bool { !declaration.isDynamic }
    /// Whether the type is one of the system's (`public.` identifiers).
    public var isPublic: Bool { identifier.hasPrefix("public.") || identifier.hasPrefix("com.apple.") }

    /// Every type this one conforms to, its parents and theirs.
    public var supertypes: Set<UTType> {
        var found: Set<UTType> = []
        var pending = declaration.parents
        while let next = pending.popLast() {
            guard let type = UTType(next), found.insert(type).inserted else { continue }
            pending.append(contentsOf: type.declaration.parents)
        }
        return found
    }

    /// Whether the type is `type` or one of its subtypes (`.png` conforms to `.image`, `.data` and `.item`).
    public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }
    /// Whether `type` conforms to this one and is another type.
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }
    /// Whether this type conforms to `type` and is another type.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }
    /// The identifier.
    public var debugDescription: String { identifier }

    /// Types are equal when their identifiers are.
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    /// Hashes the identifier.
    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }

    /// Encodes the identifier.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Decodes an identifier; an unknown one is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(
                in: container, debugDescription: "\(identifier) is not a declared type identifier")
        }
        self = type
    }
}

/// A class of tags a type is known by.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable {
    /// The class's identifier.
    public let rawValue: String
    /// A class with this identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// File name extensions (`"png"`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types (`"image/png"`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
