import Foundation

/// Finds named images and colours as UIKit does: loose PNG files in a bundle's resources (the best of
/// `name@3x.png`, `name@2x.png`, `name.png` for the display scale), and asset catalogs copied into the bundle
/// (`*.xcassets/…/name.imageset` and `name.colorset`, read from their `Contents.json`).
enum AssetCatalog {
    /// The directories a bundle's resources are in (for the main bundle also the current directory).
    static func directories(of bundle: Bundle) -> [String] {
        var result = [bundle.resourcePath, bundle.bundlePath].compactMap { $0 }
        if bundle == .main { result.append(FileManager.default.currentDirectoryPath) }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The path of the image file for `name` at `scale` (the file found, and its scale), or nil.
    static func imageFile(named name: String, in bundle: Bundle, scale: CGFloat) -> (path: String, scale: CGFloat)? {
        let fileManager = FileManager.default
        // A name without an extension is a PNG, as in UIKit; `photo.jpg` names its own.
        let fileExtension = [".png", ".jpg", ".jpeg"].first { name.lowercased().hasSuffix($0) }
        let stem = fileExtension.map { String(name.dropLast($0.count)) } ?? name
        let ext = fileExtension.map { String(name.suffix($0.count)) } ?? ".png"
        let scales = preferredScales(for: scale)
        if stem.hasPrefix("/") {
            // A path: its own file, its scale from an `@2x`/`@3x` suffix.
            let path = stem + ext
            guard fileManager.fileExists(atPath: path) else { return nil }
            return (path, stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1)
        }
        for directory in directories(of: bundle) {
            for candidate in scales {
                let suffix = candidate == 1 ? "" : "@\(Int(candidate))x"
                let path = directory + "/" + stem + suffix + ext
                if fileManager.fileExists(atPath: path) { return (path, candidate) }
            }
            if let set = assetDirectory(named: stem, kind: "imageset", under: directory),
                let found = imageInSet(set, scales: scales)
            {
                return found
            }
        }
        return nil
    }

    /// The colour named `name` in an asset catalog of `bundle`: its light and (when given) dark appearance.
    static func color(named name: String, in bundle: Bundle) -> (light: UIColor, dark: UIColor?)? {
        for directory in directories(of: bundle) {
            guard let set = assetDirectory(named: name, kind: "colorset", under: directory),
                let contents = json(set + "/Contents.json"), let colors = contents["colors"] as? [[String: Any]]
            else { continue }
            var light: UIColor?, dark: UIColor?
            for entry in colors {
                guard let color = entry["color"] as? [String: Any], let parsed = parseColor(color) else { continue }
                let appearances = entry["appearances"] as? [[String: Any]] ?? []
                let isDark = appearances.contains { ($0["value"] as? String) == "dark" }
                let isOther = appearances.contains {
                    ($0["value"] as? String) != "dark" && ($0["value"] as? String) != "light"
                }
                if isOther { continue }
                if isDark { dark = parsed } else if light == nil || appearances.isEmpty { light = parsed }
            }
            if let light { return (light, dark) }
        }
        return nil
    }

    /// The file of the data set named `name` in an asset catalog of `bundle`, and its uniform type identifier
    /// (from `Contents.json`; "public.data" when it names none).
    static func dataFile(named name: String, in bundle: Bundle) -> (path: String, typeIdentifier: String)? {
        for directory in directories(of: bundle) {
            guard let set = assetDirectory(named: name, kind: "dataset", under: directory),
                let contents = json(set + "/Contents.json"), let entries = contents["data"] as? [[String: Any]]
            else { continue }
            for entry in entries {
                guard let file = entry["filename"] as? String else { continue }
                return (set + "/" + file, entry["universal-type-identifier"] as? String ?? "public.data")
            }
        }
        return nil
    }

    /// The display scale first, then the others from the largest.
    static func preferredScales(for scale: CGFloat) -> [CGFloat] {
        let wanted = max(1, min(3, scale.rounded(.up)))
        return [wanted] + [3, 2, 1].filter { $0 != wanted }
    }

    /// The `<name>.<kind>` directory inside an asset catalog (`*.xcassets`, folders allowed) under `directory`.
    static func assetDirectory(named name: String, kind: String, under directory: String) -> String? {
        index(of: directory)[name + "." + kind]
    }

    /// Every image, colour and data set of the catalogs under a directory, by its directory name, read once.
    private static func index(of directory: String) -> [String: String] {
        cache.lock.lock()
        defer { cache.lock.unlock() }
        if let known = cache.indexes[directory] { return known }
        var sets: [String: String] = [:]
        let fileManager = FileManager.default
        for catalog in (try? fileManager.contentsOfDirectory(atPath: directory)) ?? []
        where catalog.hasSuffix(".xcassets") {
            let root = directory + "/" + catalog
            guard let walker = fileManager.enumerator(atPath: root) else { continue }
            while let relative = walker.nextObject() as? String {
                let last = (relative as NSString).lastPathComponent
                if (last.hasSuffix(".imageset") || last.hasSuffix(".colorset") || last.hasSuffix(".dataset"))
                    && sets[last] == nil
                {
                    sets[last] = root + "/" + relative
                }
            }
        }
        cache.indexes[directory] = sets
        return sets
    }

    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var indexes: [String: [String: String]] = [:]
    }
    private static let cache = Cache()

    private static func imageInSet(_ set: String, scales: [CGFloat]) -> (path: String, scale: CGFloat)? {
        guard let contents = json(set + "/Contents.json"), let images = contents["images"] as? [[String: Any]] else {
            return nil
        }
        var byScale: [CGFloat: String] = [:]
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let text = (image["scale"] as? String) ?? "1x"
            let scale = CGFloat(Double(text.dropLast()) ?? 1)
            if byScale[scale] == nil { byScale[scale] = set + "/" + file }
        }
        for scale in scales { if let path = byScale[scale] { return (path, scale) } }
        return nil
    }

    private static func json(_ path: String) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// An Xcode colour entry: components as 0…1 floats, 0…255 integers or hex strings, in sRGB or grey.
    private static func parseColor(_ color: [String: Any]) -> UIColor? {
        if let reference = color["reference"] as? String { return systemColor(reference: reference) }
        guard let components = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)"
            if text.hasPrefix("0x") || text.hasPrefix("0X") {
                return UInt8(text.dropFirst(2), radix: 16).map { CGFloat($0) / 255 }
            }
            guard let number = Double(text) else { return nil }
            return CGFloat(text.contains(".") || number <= 1 ? number : number / 255)
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return UIColor(white: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        if (color["color-space"] as? String) == "display-p3" {
            return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
        }
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
}

extension UIImage {
    /// An image named `name` in `bundle` (the main one when nil): a PNG file at the display scale (or the traits'),
    /// or an asset catalog's image set. Nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        let scale =
            traitCollection.map { $0.displayScale > 0 ? $0.displayScale : 1 } ?? UITraitCollection.current.displayScale
        guard let found = AssetCatalog.imageFile(named: name, in: bundle ?? .main, scale: max(scale, 1)),
            let data = FileManager.default.contents(atPath: found.path)
        else { return nil }
        self.init(data: data, scale: found.scale)
    }
}

extension AssetCatalog {
    /// The system colour a colour set refers to (Xcode writes `"reference": "systemBackgroundColor"` for a colour
    /// chosen from its system colours): UIKit's colour of that name, dynamic when UIKit's is. Nil for a name UIKit
    /// does not have.
    static func systemColor(reference: String) -> UIColor? {
        let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
        let colors: [String: UIColor] = [
            "black": .black, "darkGray": .darkGray, "lightGray": .lightGray, "white": .white, "gray": .gray,
            "red": .red, "green": .green, "blue": .blue, "cyan": .cyan, "yellow": .yellow, "magenta": .magenta,
            "orange": .orange, "purple": .purple, "brown": .brown, "clear": .clear, "systemRed": .systemRed,
            "systemGreen": .systemGreen, "systemBlue": .systemBlue, "systemOrange": .systemOrange,
            "systemYellow": .systemYellow, "systemPink": .systemPink, "systemPurple": .systemPurple,
            "systemTeal": .systemTeal, "systemIndigo": .systemIndigo, "systemBrown": .systemBrown,
            "systemMint": .systemMint, "systemCyan": .systemCyan, "systemGray": .systemGray,
            "systemGray2": .systemGray2,
            "systemGray3": .systemGray3, "systemGray4": .systemGray4, "systemGray5": .systemGray5,
            "systemGray6": .systemGray6, "systemBackground": .systemBackground,
            "secondarySystemBackground": .secondarySystemBackground,
            "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
            "secondarySystemGroupedBackground": .secondarySystemGroupedBackground,
            "tertiarySystemGroupedBackground": .tertiarySystemGroupedBackground, "label": .label,
            "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
            "placeholderText": .placeholderText, "separator": .separator, "opaqueSeparator": .opaqueSeparator,
            "link": .link, "systemFill": .systemFill, "secondarySystemFill": .secondarySystemFill,
            "tertiarySystemFill": .tertiarySystemFill, "quaternarySystemFill": .quaternarySystemFill,
            "darkText": .darkText, "lightText": .lightText, "tint": .tintColor,
        ]
        return colors[name]
    }
}

extension UIColor {
    /// The colour named `name` in an asset catalog of `bundle` (the main one when nil), with its dark appearance
    /// when the catalog gives one. Nil when there is none.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        guard let found = AssetCatalog.color(named: name, in: bundle ?? .main) else { return nil }
        guard let dark = found.dark else {
            // One appearance: a plain colour, or a system colour keeping its own light and dark.
            let light = found.light
            if light.isDynamic { self.init { _ in light } } else { self.init(cgColor: light.cgColor) }
            return
        }
        let light = found.light
        self.init { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    /// The colour named `name` in the main bundle's asset catalogs.
    public convenience init?(named name: String) { self.init(named: name, in: nil, compatibleWith: nil) }
}
