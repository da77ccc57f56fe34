import CPango
import Foundation
import Tapestry

/// Font files an app registers (`CTFontManagerRegisterFontsForURL`): added to fontconfig's fonts for this
/// process, so Pango draws them, and found by their PostScript and full names (`UIFont(name: "Lato-Bold",
/// size:)`) as well as by family.
@MainActor
enum RegisteredFonts {
    /// A registered face: the family Pango asks for and the weight and slant that pick the face.
    struct Face {
        let family: String
        let weight: UInt32
        let italic: Bool
    }

    /// Faces by PostScript name and full name.
    static var faces: [String: Face] = [:]
    /// The files registered.
    private static var files: Set<String> = []

    /// Why a registration failed, as Core Text's error codes number it.
    enum Failure: Int {
        case fileNotFound = 101
        case unrecognizedFormat = 103
        case alreadyRegistered = 105
    }

    /// Registers the font file at `url` (its first face), or says why not.
    static func register(_ url: URL) -> Failure? {
        let path = url.standardizedFileURL.path
        guard !files.contains(path) else { return .alreadyRegistered }
        guard FileManager.default.isReadableFile(atPath: path) else { return .fileNotFound }
        guard let font = read(path) else { return .unrecognizedFormat }
        let added = path.withCString { name in
            name.withMemoryRebound(to: UInt8.self, capacity: path.utf8.count + 1) { FcConfigAppFontAddFile(nil, $0) }
        }
        guard added != 0 else { return .unrecognizedFormat }
        files.insert(path)
        for name in font.faceNames { faces[name] = font.face }
        installedFaces = nil  // the list of installed fonts now has this one too
        pango_fc_font_map_config_changed(pango_cairo_font_map_get_default())
        PangoText.fontsChanged()
        return nil
    }

    /// The PostScript and full names of the font file's first face, or nil when fontconfig cannot read it.
    nonisolated static func names(at url: URL) -> (postScriptName: String, fullName: String)? {
        guard let font = read(url.standardizedFileURL.path) else { return nil }
        let full = font.fullName ?? font.family
        return (font.postScriptName ?? full, full)
    }

    /// What fontconfig says of a face: family, names, weight (fontconfig's scale) and slant.
    struct FontInfo {
        let family: String
        let postScriptName: String?
        let fullName: String?
        let weight: Int32
        let slant: Int32

        /// The fields of a fontconfig pattern; nil without a family.
        nonisolated init?(_ pattern: OpaquePointer) {
            func string(_ key: String) -> String? {
                var value: UnsafeMutablePointer<UInt8>?
                guard FcPatternGetString(pattern, key, 0, &value) == 0, let value else { return nil }
                return String(cString: value)
            }
            func integer(_ key: String) -> Int32? {
                var value: Int32 = 0
                return FcPatternGetInteger(pattern, key, 0, &value) == 0 ? value : nil
            }
            guard let family = string("family") else { return nil }
            self.family = family
            postScriptName = string("postscriptname")
            fullName = string("fullname")
            weight = integer("weight") ?? 80
            slant = integer("slant") ?? 0
        }

        /// The face Pango draws for it.
        nonisolated var face: Face {
            Face(family: family, weight: pangoWeight(fontconfig: weight), italic: slant >= 100)
        }
        /// The names that stand for the face (not the family's own).
        nonisolated var faceNames: [String] { [postScriptName, fullName].compactMap { $0 }.filter { $0 != family } }
    }

    /// The file's first face, or nil when fontconfig cannot read it.
    private nonisolated static func read(_ path: String) -> FontInfo? {
        var count: Int32 = 0
        let query = path.withCString { name in
            name.withMemoryRebound(to: UInt8.self, capacity: path.utf8.count + 1) {
                FcFreeTypeQuery($0, 0, nil, &count)
            }
        }
        guard let pattern = query else { return nil }
        defer { FcPatternDestroy(pattern) }
        return FontInfo(pattern)
    }

    /// Every font fontconfig lists (the registered ones too).
    nonisolated static func installed() -> [FontInfo] {
        guard let pattern = FcPatternCreate(), let objects = FcObjectSetCreate() else { return [] }
        defer {
            FcPatternDestroy(pattern)
            FcObjectSetDestroy(objects)
        }
        for key in ["family", "postscriptname", "fullname", "style", "weight", "slant"] {
            _ = FcObjectSetAdd(objects, key)
        }
        guard let set = FcFontList(nil, pattern, objects) else { return [] }
        defer { FcFontSetDestroy(set) }
        return (0..<Int(set.pointee.nfont)).compactMap { index in set.pointee.fonts[index].flatMap(FontInfo.init) }
    }

    /// The installed families with their faces' names: PostScript names, or full names where a font has none.
    nonisolated static func installedFamilies() -> [String: [String]] {
        var families: [String: Set<String>] = [:]
        for font in installed() {
            let name = font.postScriptName ?? font.fullName ?? font.family
            families[font.family, default: []].insert(name)
        }
        return families.mapValues { $0.sorted() }
    }

    /// The face a font name stands for: a registered font's PostScript or full name, or an installed one's (so
    /// the names `UIFont.fontNames(forFamilyName:)` gives draw their own face); nil for a family name.
    static func face(named name: String) -> Face? {
        if let registered = faces[name] { return registered }
        if installedFaces == nil {
            var table: [String: Face] = [:]
            for font in installed() {
                for name in font.faceNames where table[name] == nil { table[name] = font.face }
            }
            installedFaces = table
        }
        return installedFaces?[name]
    }

    /// The installed fonts by PostScript and full name, read when first asked for.
    private static var installedFaces: [String: Face]?

    /// Pango's weight (100…900) for fontconfig's (0 thin … 80 regular … 200 bold … 210 black).
    nonisolated static func pangoWeight(fontconfig weight: Int32) -> UInt32 {
        switch weight {
        case ..<20: 100
        case ..<45: 200
        case ..<65: 300
        case ..<90: 400
        case ..<140: 500
        case ..<190: 600
        case ..<203: 700
        case ..<208: 800
        default: 900
        }
    }
}
