// `import MobileCoreServices` for code written for iOS: the uniform type identifier constants (`kUTTypePNG`) and
// functions (`UTTypeConformsTo`, `UTTypeCopyPreferredTagWithClass`) that came before `UTType`, answered by
// `UniformTypeIdentifiers`' registry, which comes along as Apple's framework brings it.

@_exported import Foundation
@_exported import UniformTypeIdentifiers

@_exported import typealias Tapestry.CFArray
@_exported import typealias Tapestry.CFString

/// The tag class of file name extensions.
nonisolated(unsafe) public let kUTTagClassFilenameExtension: CFString = "public.filename-extension"
/// The tag class of MIME types.
nonisolated(unsafe) public let kUTTagClassMIMEType: CFString = "public.mime-type"
/// The key of a type declaration's identifier.
nonisolated(unsafe) public let kUTTypeIdentifierKey: CFString = "UTTypeIdentifier"
/// The key of a type declaration's tags.
nonisolated(unsafe) public let kUTTypeTagSpecificationKey: CFString = "UTTypeTagSpecification"
/// The key of a type declaration's supertypes.
nonisolated(unsafe) public let kUTTypeConformsToKey: CFString = "UTTypeConformsTo"
/// The key of a type declaration's description.
nonisolated(unsafe) public let kUTTypeDescriptionKey: CFString = "UTTypeDescription"
/// Anything. (`public.item`)
nonisolated(unsafe) public let kUTTypeItem: CFString = "public.item"
/// Anything people read or watch. (`public.content`)
nonisolated(unsafe) public let kUTTypeContent: CFString = "public.content"
/// Content of several kinds. (`public.composite-content`)
nonisolated(unsafe) public let kUTTypeCompositeContent: CFString = "public.composite-content"
/// Bytes. (`public.data`)
nonisolated(unsafe) public let kUTTypeData: CFString = "public.data"
/// A directory. (`public.directory`)
nonisolated(unsafe) public let kUTTypeDirectory: CFString = "public.directory"
/// A folder. (`public.folder`)
nonisolated(unsafe) public let kUTTypeFolder: CFString = "public.folder"
/// Text. (`public.text`)
nonisolated(unsafe) public let kUTTypeText: CFString = "public.text"
/// Plain text. (`public.plain-text`)
nonisolated(unsafe) public let kUTTypePlainText: CFString = "public.plain-text"
/// Plain text in UTF-8. (`public.utf8-plain-text`)
nonisolated(unsafe) public let kUTTypeUTF8PlainText: CFString = "public.utf8-plain-text"
/// Plain text in UTF-16. (`public.utf16-plain-text`)
nonisolated(unsafe) public let kUTTypeUTF16PlainText: CFString = "public.utf16-plain-text"
/// Rich text. (`public.rtf`)
nonisolated(unsafe) public let kUTTypeRTF: CFString = "public.rtf"
/// HTML. (`public.html`)
nonisolated(unsafe) public let kUTTypeHTML: CFString = "public.html"
/// XML. (`public.xml`)
nonisolated(unsafe) public let kUTTypeXML: CFString = "public.xml"
/// JSON. (`public.json`)
nonisolated(unsafe) public let kUTTypeJSON: CFString = "public.json"
/// Source code. (`public.source-code`)
nonisolated(unsafe) public let kUTTypeSourceCode: CFString = "public.source-code"
/// Swift source. (`public.swift-source`)
nonisolated(unsafe) public let kUTTypeSwiftSource: CFString = "public.swift-source"
/// A log. (`public.log`)
nonisolated(unsafe) public let kUTTypeLog: CFString = "public.log"
/// A property list. (`com.apple.property-list`)
nonisolated(unsafe) public let kUTTypePropertyList: CFString = "com.apple.property-list"
/// A URL. (`public.url`)
nonisolated(unsafe) public let kUTTypeURL: CFString = "public.url"
/// A file URL. (`public.file-url`)
nonisolated(unsafe) public let kUTTypeFileURL: CFString = "public.file-url"
/// A vCard. (`public.vcard`)
nonisolated(unsafe) public let kUTTypeVCard: CFString = "public.vcard"
/// A contact. (`public.contact`)
nonisolated(unsafe) public let kUTTypeContact: CFString = "public.contact"
/// A message. (`public.message`)
nonisolated(unsafe) public let kUTTypeMessage: CFString = "public.message"
/// An email message. (`public.email-message`)
nonisolated(unsafe) public let kUTTypeEmailMessage: CFString = "public.email-message"
/// An image. (`public.image`)
nonisolated(unsafe) public let kUTTypeImage: CFString = "public.image"
/// A PNG image. (`public.png`)
nonisolated(unsafe) public let kUTTypePNG: CFString = "public.png"
/// A JPEG image. (`public.jpeg`)
nonisolated(unsafe) public let kUTTypeJPEG: CFString = "public.jpeg"
/// A GIF image. (`com.compuserve.gif`)
nonisolated(unsafe) public let kUTTypeGIF: CFString = "com.compuserve.gif"
/// A TIFF image. (`public.tiff`)
nonisolated(unsafe) public let kUTTypeTIFF: CFString = "public.tiff"
/// A Windows bitmap image. (`com.microsoft.bmp`)
nonisolated(unsafe) public let kUTTypeBMP: CFString = "com.microsoft.bmp"
/// A Windows icon image. (`com.microsoft.ico`)
nonisolated(unsafe) public let kUTTypeICO: CFString = "com.microsoft.ico"
/// A camera's raw image. (`public.camera-raw-image`)
nonisolated(unsafe) public let kUTTypeRawImage: CFString = "public.camera-raw-image"
/// An SVG image. (`public.svg-image`)
nonisolated(unsafe) public let kUTTypeScalableVectorGraphics: CFString = "public.svg-image"
/// A Live Photo. (`com.apple.live-photo`)
nonisolated(unsafe) public let kUTTypeLivePhoto: CFString = "com.apple.live-photo"
/// Sound or pictures in time. (`public.audiovisual-content`)
nonisolated(unsafe) public let kUTTypeAudiovisualContent: CFString = "public.audiovisual-content"
/// A movie. (`public.movie`)
nonisolated(unsafe) public let kUTTypeMovie: CFString = "public.movie"
/// Video without sound. (`public.video`)
nonisolated(unsafe) public let kUTTypeVideo: CFString = "public.video"
/// Sound. (`public.audio`)
nonisolated(unsafe) public let kUTTypeAudio: CFString = "public.audio"
/// MP3 audio. (`public.mp3`)
nonisolated(unsafe) public let kUTTypeMP3: CFString = "public.mp3"
/// Waveform audio. (`com.microsoft.waveform-audio`)
nonisolated(unsafe) public let kUTTypeWaveformAudio: CFString = "com.microsoft.waveform-audio"
/// An MPEG-4 movie. (`public.mpeg-4`)
nonisolated(unsafe) public let kUTTypeMPEG4: CFString = "public.mpeg-4"
/// A QuickTime movie. (`com.apple.quicktime-movie`)
nonisolated(unsafe) public let kUTTypeQuickTimeMovie: CFString = "com.apple.quicktime-movie"
/// A PDF document. (`com.adobe.pdf`)
nonisolated(unsafe) public let kUTTypePDF: CFString = "com.adobe.pdf"
/// An archive. (`public.archive`)
nonisolated(unsafe) public let kUTTypeArchive: CFString = "public.archive"
/// A ZIP archive. (`public.zip-archive`)
nonisolated(unsafe) public let kUTTypeZipArchive: CFString = "public.zip-archive"
/// A gzip archive. (`org.gnu.gnu-zip-archive`)
nonisolated(unsafe) public let kUTTypeGNUZipArchive: CFString = "org.gnu.gnu-zip-archive"
/// A font. (`public.font`)
nonisolated(unsafe) public let kUTTypeFont: CFString = "public.font"
/// A spreadsheet. (`public.spreadsheet`)
nonisolated(unsafe) public let kUTTypeSpreadsheet: CFString = "public.spreadsheet"
/// A presentation. (`public.presentation`)
nonisolated(unsafe) public let kUTTypePresentation: CFString = "public.presentation"
/// A database. (`public.database`)
nonisolated(unsafe) public let kUTTypeDatabase: CFString = "public.database"
/// An executable. (`public.executable`)
nonisolated(unsafe) public let kUTTypeExecutable: CFString = "public.executable"
/// A symbolic link. (`public.symlink`)
nonisolated(unsafe) public let kUTTypeSymLink: CFString = "public.symlink"

/// The type an identifier names: a declared one, or a type of its own that only equals itself.
private func declaredType(_ identifier: CFString) -> UTType? { UTType(String(identifier)) }

/// Whether type `inUTI` is `inConformsToUTI` or one of its subtypes (`kUTTypePNG` conforms to `kUTTypeImage`).
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    if String(inUTI) == String(inConformsToUTI) { return true }
    guard let type = declaredType(inUTI), let other = declaredType(inConformsToUTI) else { return false }
    return type.conforms(to: other)
}

/// Whether two identifiers name the same type.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool { String(inUTI1) == String(inUTI2) }

/// Whether the type is declared (by the system or the app).
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { declaredType(inUTI)?.isDeclared ?? false }

/// Whether the type is dynamic (made up for a tag no declared type has).
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool {
    String(inUTI).hasPrefix("dyn.") || (declaredType(inUTI)?.isDynamic ?? false)
}

/// The type's preferred file name extension (`kUTTagClassFilenameExtension`) or MIME type
/// (`kUTTagClassMIMEType`), or nil when it has none.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let type = declaredType(inUTI) else { return nil }
    let tag: String?
    switch String(inTagClass) {
    case String(kUTTagClassFilenameExtension): tag = type.preferredFilenameExtension
    case String(kUTTagClassMIMEType): tag = type.preferredMIMEType
    default: tag = nil
    }
    return tag.map { Unmanaged.passRetained(NSString(string: $0)) }
}

/// The type's tags of a class (all its file name extensions or MIME types), or nil when it has none.
public func UTTypeCopyAllTagsWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFArray>? {
    guard let type = declaredType(inUTI) else { return nil }
    let tags: [String]
    switch String(inTagClass) {
    case String(kUTTagClassFilenameExtension): tags = type.tags[.filenameExtension] ?? []
    case String(kUTTagClassMIMEType): tags = type.tags[.mimeType] ?? []
    default: tags = []
    }
    guard !tags.isEmpty else { return nil }
    return Unmanaged.passRetained(tags.map { NSString(string: $0) } as NSArray)
}

/// The identifier of the type a tag stands for (`"jpg"` → `"public.jpeg"`), among the subtypes of
/// `inConformingToUTI` when given; a dynamic identifier for a tag no declared type has.
public func UTTypeCreatePreferredIdentifierForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> Unmanaged<CFString>? {
    let supertype = inConformingToUTI.flatMap(declaredType) ?? .data
    let found: UTType?
    switch String(inTagClass) {
    case String(kUTTagClassFilenameExtension): found = UTType(filenameExtension: String(inTag), conformingTo: supertype)
    case String(kUTTagClassMIMEType): found = UTType(mimeType: String(inTag), conformingTo: supertype)
    default: found = nil
    }
    return found.map { Unmanaged.passRetained(NSString(string: $0.identifier)) }
}

/// The identifiers of every type a tag stands for, or nil when none does.
public func UTTypeCreateAllIdentifiersForTag(
    _ inTagClass: CFString, _ inTag: CFString, _ inConformingToUTI: CFString?
) -> Unmanaged<CFArray>? {
    guard let identifier = UTTypeCreatePreferredIdentifierForTag(inTagClass, inTag, inConformingToUTI) else {
        return nil
    }
    return Unmanaged.passRetained([identifier.takeRetainedValue()] as NSArray)
}

/// The type's description (`"PNG image"`), or nil when it has none.
public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    declaredType(inUTI)?.localizedDescription.map { Unmanaged.passRetained(NSString(string: $0)) }
}
