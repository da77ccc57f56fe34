import Foundation

/// The system's types and those the app declared.
enum UTTypeRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var declared: [String: UTType.Declaration] = [:]

    /// The system's types: identifier, parents, file name extensions, MIME types, description.
    static let system: [String: UTType.Declaration] = {
        let table: [(String, [String], [String], [String], String)] = [
            ("public.item", [], [], [], "item"),
            ("public.content", [], [], [], "content"),
            ("public.composite-content", ["public.content"], [], [], "composite content"),
            ("public.data", ["public.item"], [], ["application/octet-stream"], "data"),
            ("public.directory", ["public.item"], [], [], "folder"),
            ("public.folder", ["public.directory"], [], [], "folder"),
            ("com.apple.package", ["public.directory"], [], [], "package"),
            ("public.text", ["public.data", "public.content"], [], [], "text"),
            ("public.plain-text", ["public.text"], ["txt", "text"], ["text/plain"], "plain text"),
            ("public.utf8-plain-text", ["public.plain-text"], [], [], "Unicode text (UTF-8)"),
            ("public.utf16-plain-text", ["public.plain-text"], [], [], "Unicode text (UTF-16)"),
            ("public.delimited-values-text", ["public.text"], [], [], "delimited text"),
            ("public.comma-separated-values-text", ["public.delimited-values-text"], ["csv"], ["text/csv"], "CSV text"),
            (
                "public.tab-separated-values-text", ["public.delimited-values-text"], ["tsv"],
                ["text/tab-separated-values"], "tab-separated text"
            ),
            ("public.html", ["public.text"], ["html", "htm"], ["text/html"], "HTML text"),
            ("public.xml", ["public.text"], ["xml"], ["application/xml", "text/xml"], "XML text"),
            ("public.json", ["public.text"], ["json"], ["application/json"], "JSON"),
            ("public.yaml", ["public.text"], ["yaml", "yml"], ["application/x-yaml"], "YAML"),
            ("public.rtf", ["public.text"], ["rtf"], ["text/rtf"], "rich text"),
            ("public.source-code", ["public.plain-text"], [], [], "source code"),
            ("public.swift-source", ["public.source-code"], ["swift"], [], "Swift source"),
            ("public.log", ["public.plain-text"], ["log"], [], "log"),
            ("com.apple.property-list", ["public.data"], ["plist"], [], "property list"),
            ("public.url", ["public.data"], [], [], "URL"),
            ("public.file-url", ["public.url"], [], [], "file URL"),
            ("public.vcard", ["public.text"], ["vcf", "vcard"], ["text/vcard"], "vCard"),
            ("public.contact", ["public.item"], [], [], "contact"),
            ("public.message", ["public.item"], [], [], "message"),
            ("com.apple.mail.email", ["public.message"], [], [], "email message"),
            ("public.image", ["public.data", "public.content"], [], [], "image"),
            ("public.png", ["public.image"], ["png"], ["image/png"], "PNG image"),
            ("public.jpeg", ["public.image"], ["jpeg", "jpg", "jpe"], ["image/jpeg"], "JPEG image"),
            ("com.compuserve.gif", ["public.image"], ["gif"], ["image/gif"], "GIF image"),
            ("public.tiff", ["public.image"], ["tiff", "tif"], ["image/tiff"], "TIFF image"),
            ("com.microsoft.bmp", ["public.image"], ["bmp"], ["image/bmp"], "Windows bitmap image"),
            ("org.webmproject.webp", ["public.image"], ["webp"], ["image/webp"], "WebP image"),
            ("public.heic", ["public.image"], ["heic"], ["image/heic"], "HEIC image"),
            ("public.avif", ["public.image"], ["avif"], ["image/avif"], "AVIF image"),
            ("public.svg-image", ["public.image", "public.xml"], ["svg"], ["image/svg+xml"], "SVG image"),
            ("public.camera-raw-image", ["public.image"], [], [], "raw image"),
            ("com.microsoft.ico", ["public.image"], ["ico"], ["image/x-icon"], "Windows icon image"),
            ("public.audiovisual-content", ["public.data", "public.content"], [], [], "audiovisual content"),
            ("public.movie", ["public.audiovisual-content"], [], [], "movie"),
            ("public.video", ["public.movie"], [], [], "video"),
            ("public.audio", ["public.audiovisual-content"], [], [], "audio"),
            ("public.mp3", ["public.audio"], ["mp3"], ["audio/mpeg"], "MP3 audio"),
            ("com.microsoft.waveform-audio", ["public.audio"], ["wav"], ["audio/wav"], "Waveform audio"),
            ("public.mpeg-4", ["public.movie"], ["mp4"], ["video/mp4"], "MPEG-4 movie"),
            ("com.apple.quicktime-movie", ["public.movie"], ["mov"], ["video/quicktime"], "QuickTime movie"),
            (
                "com.adobe.pdf", ["public.data", "public.composite-content"], ["pdf"], ["application/pdf"],
                "PDF document"
            ),
            ("public.archive", ["public.data"], [], [], "archive"),
            ("public.zip-archive", ["public.archive"], ["zip"], ["application/zip"], "ZIP archive"),
            ("org.gnu.gnu-zip-archive", ["public.archive"], ["gz"], ["application/gzip"], "gzip archive"),
            ("public.font", ["public.data"], [], [], "font"),
            ("public.truetype-ttf-font", ["public.font"], ["ttf"], ["font/ttf"], "TrueType font"),
            ("public.opentype-font", ["public.font"], ["otf"], ["font/otf"], "OpenType font"),
            ("public.spreadsheet", ["public.content"], [], [], "spreadsheet"),
            ("public.presentation", ["public.composite-content"], [], [], "presentation"),
            ("public.database", ["public.item"], [], [], "database"),
            ("public.executable", ["public.item"], [], [], "executable"),
            ("public.symlink", ["public.item"], [], [], "alias"),
        ]
        var declarations: [String: UTType.Declaration] = [:]
        for (identifier, parents, extensions, mimeTypes, description) in table {
            declarations[identifier] = UTType.Declaration(
                parents: parents, extensions: extensions, mimeTypes: mimeTypes, description: description)
        }
        return declarations
    }()

    static func declaration(of identifier: String) -> UTType.Declaration? {
        if let known = system[identifier] { return known }
        lock.lock()
        defer { lock.unlock() }
        return declared[identifier]
    }

    static func declare(_ identifier: String, _ declaration: UTType.Declaration) {
        guard system[identifier] == nil else { return }
        lock.lock()
        declared[identifier] = declaration
        lock.unlock()
    }

    /// The first declared type (in identifier order) whose tags match and that conforms to `supertype`.
    static func first(where matches: (UTType.Declaration) -> Bool, conformingTo supertype: UTType) -> UTType? {
        lock.lock()
        let all = system.merging(declared) { system, _ in system }
        lock.unlock()
        for identifier in all.keys.sorted() where matches(all[identifier]!) {
            if let type = UTType(identifier), type.conforms(to: supertype) { return type }
        }
        return nil
    }
}

extension UTType {
    private static func known(_ identifier: String) -> UTType { UTType(identifier)! }

    /// Anything: the root of the physical hierarchy.
    public static let item = known("public.item")
    /// Anything people read or watch.
    public static let content = known("public.content")
    /// Content made of several kinds (a PDF).
    public static let compositeContent = known("public.composite-content")
    /// Bytes.
    public static let data = known("public.data")
    /// A directory.
    public static let directory = known("public.directory")
    /// A folder.
    public static let folder = known("public.folder")
    /// A directory shown as one file.
    public static let package = known("com.apple.package")
    /// Text of any encoding and markup.
    public static let text = known("public.text")
    /// Text without markup.
    public static let plainText = known("public.plain-text")
    /// UTF-8 text without markup.
    public static let utf8PlainText = known("public.utf8-plain-text")
    /// UTF-16 text without markup.
    public static let utf16PlainText = known("public.utf16-plain-text")
    /// Text of delimited values.
    public static let delimitedText = known("public.delimited-values-text")
    /// Comma-separated values.
    public static let commaSeparatedText = known("public.comma-separated-values-text")
    /// Tab-separated values.
    public static let tabSeparatedText = known("public.tab-separated-values-text")
    /// HTML.
    public static let html = known("public.html")
    /// XML.
    public static let xml = known("public.xml")
    /// JSON.
    public static let json = known("public.json")
    /// YAML.
    public static let yaml = known("public.yaml")
    /// Rich text.
    public static let rtf = known("public.rtf")
    /// Source code.
    public static let sourceCode = known("public.source-code")
    /// Swift source code.
    public static let swiftSource = known("public.swift-source")
    /// A log file.
    public static let log = known("public.log")
    /// A property list.
    public static let propertyList = known("com.apple.property-list")
    /// A URL.
    public static let url = known("public.url")
    /// A file URL.
    public static let fileURL = known("public.file-url")
    /// A vCard.
    public static let vCard = known("public.vcard")
    /// A contact.
    public static let contact = known("public.contact")
    /// A message.
    public static let message = known("public.message")
    /// An email message.
    public static let emailMessage = known("com.apple.mail.email")
    /// An image.
    public static let image = known("public.image")
    /// A PNG image.
    public static let png = known("public.png")
    /// A JPEG image.
    public static let jpeg = known("public.jpeg")
    /// A GIF image.
    public static let gif = known("com.compuserve.gif")
    /// A TIFF image.
    public static let tiff = known("public.tiff")
    /// A Windows bitmap.
    public static let bmp = known("com.microsoft.bmp")
    /// A WebP image.
    public static let webP = known("org.webmproject.webp")
    /// A HEIC image.
    public static let heic = known("public.heic")
    /// An SVG image.
    public static let svg = known("public.svg-image")
    /// A camera's raw image.
    public static let rawImage = known("public.camera-raw-image")
    /// A Windows icon.
    public static let ico = known("com.microsoft.ico")
    /// Sound or pictures that move.
    public static let audiovisualContent = known("public.audiovisual-content")
    /// A movie.
    public static let movie = known("public.movie")
    /// A video without sound.
    public static let video = known("public.video")
    /// Audio.
    public static let audio = known("public.audio")
    /// MP3 audio.
    public static let mp3 = known("public.mp3")
    /// Waveform audio.
    public static let wav = known("com.microsoft.waveform-audio")
    /// An MPEG-4 movie.
    public static let mpeg4Movie = known("public.mpeg-4")
    /// A QuickTime movie.
    public static let quickTimeMovie = known("com.apple.quicktime-movie")
    /// A PDF document.
    public static let pdf = known("com.adobe.pdf")
    /// An archive.
    public static let archive = known("public.archive")
    /// A ZIP archive.
    public static let zip = known("public.zip-archive")
    /// A gzip archive.
    public static let gzip = known("org.gnu.gnu-zip-archive")
    /// A font.
    public static let font = known("public.font")
    /// A spreadsheet.
    public static let spreadsheet = known("public.spreadsheet")
    /// A presentation.
    public static let presentation = known("public.presentation")
    /// A database.
    public static let database = known("public.database")
    /// An executable.
    public static let executable = known("public.executable")
    /// A symbolic link.
    public static let symbolicLink = known("public.symlink")
}
