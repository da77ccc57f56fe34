import Foundation

extension UIImage {
    /// The SF Symbols names that have an equivalent in the freedesktop icon naming specification, and that
    /// equivalent. `UIImage(systemName:)` loads the equivalent's symbolic icon from the installed icon theme
    /// (Adwaita, then hicolor); the README lists the table.
    public static let systemNameEquivalents: [String: String] = [
        "magnifyingglass": "edit-find", "gear": "emblem-system", "gearshape": "emblem-system",
        "plus": "list-add", "minus": "list-remove", "xmark": "window-close", "checkmark": "object-select",
        "folder": "folder", "folder.fill": "folder", "doc": "text-x-generic", "doc.text": "text-x-generic",
        "house": "go-home", "house.fill": "go-home", "star": "non-starred", "star.fill": "starred",
        "heart": "emblem-favorite", "heart.fill": "emblem-favorite", "paperplane": "mail-send",
        "envelope": "mail-unread", "person": "avatar-default", "person.circle": "avatar-default",
        "calendar": "x-office-calendar", "alarm": "alarm", "arrow.clockwise": "view-refresh",
        "arrow.uturn.backward": "edit-undo", "arrow.uturn.forward": "edit-redo", "chevron.left": "go-previous",
        "chevron.right": "go-next", "chevron.up": "go-up", "chevron.down": "go-down",
        "square.and.pencil": "document-edit", "info.circle": "dialog-information",
        "exclamationmark.triangle": "dialog-warning", "xmark.octagon": "dialog-error",
        "questionmark.circle": "help-browser", "lock": "changes-prevent", "lock.open": "changes-allow",
        "wifi": "network-wireless", "speaker.wave.2": "audio-volume-medium", "speaker.slash": "audio-volume-muted",
        "play.fill": "media-playback-start", "pause.fill": "media-playback-pause", "stop.fill": "media-playback-stop",
        "backward.fill": "media-seek-backward", "forward.fill": "media-seek-forward", "camera": "camera-photo",
        "photo": "image-x-generic", "printer": "printer", "link": "insert-link", "paperclip": "mail-attachment",
        "bookmark": "bookmark-new", "square.and.arrow.down": "document-save", "square.and.arrow.up": "document-send",
        "doc.on.doc": "edit-copy", "doc.on.clipboard": "edit-paste", "scissors": "edit-cut",
        "keyboard": "input-keyboard", "desktopcomputer": "computer", "battery.100": "battery-full",
        "power": "system-shutdown", "eye": "view-reveal", "eye.slash": "view-conceal", "list.bullet": "view-list",
        "square.grid.2x2": "view-grid", "ellipsis": "view-more", "line.3.horizontal": "open-menu",
        "sun.max": "weather-clear", "moon": "weather-clear-night", "cloud": "weather-overcast",
        "cloud.rain": "weather-showers", "location": "find-location", "phone": "call-start", "video": "camera-video",
        "mic": "audio-input-microphone", "music.note": "audio-x-generic", "film": "video-x-generic",
        "trash": "user-trash", "globe": "web-browser", "slider.horizontal.3": "preferences-system",
    ]

    /// The symbol's freedesktop equivalent from the icon theme, about 20 points high (a 48-pixel symbolic icon
    /// at scale 2.4), or nil when the name has no equivalent (see `systemNameEquivalents`) or no theme holds it.
    public convenience init?(systemName name: String) {
        guard let equivalent = Self.systemNameEquivalents[name], let path = IconTheme.path(of: equivalent) else {
            return nil
        }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data, scale: 2.4)
        isSymbolImage = true
    }
}

/// Finds icons of the freedesktop icon themes (Adwaita, then hicolor) under `$XDG_DATA_DIRS/icons`.
enum IconTheme {
    nonisolated(unsafe) private static var found: [String: String?] = [:]
    private static let lock = NSLock()

    static func path(of name: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let cached = found[name] { return cached }
        let result = search(name)
        found[name] = result
        return result
    }

    private static func search(_ name: String) -> String? {
        let dataDirs = (ProcessInfo.processInfo.environment["XDG_DATA_DIRS"] ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map(String.init)
        let files = FileManager.default
        for theme in ["Adwaita", "hicolor"] {
            for base in dataDirs {
                let sizeDirectory = "\(base)/icons/\(theme)/48x48"
                guard let contexts = try? files.contentsOfDirectory(atPath: sizeDirectory) else { continue }
                for context in contexts.sorted() {
                    for file in ["\(name)-symbolic.symbolic.png", "\(name).png"] {
                        let path = "\(sizeDirectory)/\(context)/\(file)"
                        if files.fileExists(atPath: path) { return path }
                    }
                }
            }
        }
        return nil
    }
}

extension UIImage {
    /// How a symbol image is sized: a point size (or a text style's), a weight, a scale.
    public final class SymbolConfiguration: NSObject, @unchecked Sendable {
        /// The symbol scales.
        public enum Scale: Int, Sendable {
            case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
        }
        /// The symbol weights.
        public enum Weight: Int, Sendable {
            case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
        }

        /// The point size of the text the symbol goes with (0: the default, 17).
        public let pointSize: CGFloat
        /// The weight (kept: the icon theme's symbols have one).
        public let weight: Weight
        /// The scale relative to the point size.
        public let scale: Scale
        /// The colours of a hierarchical (one) or palette (several) configuration; a symbol is drawn in the
        /// first (the icon theme's symbols have one layer).
        let colors: [UIColor]?
        /// Whether a multicolour rendering was asked for (the theme's symbols draw in their tint).
        let prefersMulticolor: Bool

        /// A configuration for text of `pointSize`, `weight` and `scale`.
        public convenience init(pointSize: CGFloat, weight: Weight, scale: Scale) {
            self.init(pointSize: pointSize, weight: weight, scale: scale, colors: nil, multicolor: false)
        }

        init(pointSize: CGFloat, weight: Weight, scale: Scale, colors: [UIColor]?, multicolor: Bool) {
            self.pointSize = pointSize
            self.weight = weight
            self.scale = scale
            self.colors = colors
            prefersMulticolor = multicolor
        }

        /// No point size, weight, scale or colour: what the symbol has by default.
        public static let unspecified = SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified)

        /// A configuration for text of `textStyle` at `scale`.
        public convenience init(textStyle: UIFont.TextStyle, scale: Scale) {
            self.init(
                pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize, weight: .unspecified, scale: scale)
        }
        /// A configuration for text in `font`.
        public convenience init(font: UIFont) { self.init(font: font, scale: .default) }
        /// A configuration for text in `font` at `scale`.
        public convenience init(font: UIFont, scale: Scale) {
            self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale)
        }
        /// A symbol drawn in shades of one colour (here, in the colour).
        public convenience init(hierarchicalColor: UIColor) {
            self.init(
                pointSize: 0, weight: .unspecified, scale: .default, colors: [hierarchicalColor], multicolor: false)
        }
        /// A symbol's layers drawn in these colours (here, in the first).
        public convenience init(paletteColors: [UIColor]) {
            self.init(pointSize: 0, weight: .unspecified, scale: .default, colors: paletteColors, multicolor: false)
        }
        /// A configuration asking for the symbol's own colours.
        public static func preferringMulticolor() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .default, colors: nil, multicolor: true)
        }
        /// A configuration asking for one colour, the tint.
        public static func preferringMonochrome() -> SymbolConfiguration {
            SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .default, colors: nil, multicolor: false)
        }
        /// This configuration without its scale.
        public func configurationWithoutScale() -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: pointSize, weight: weight, scale: .unspecified, colors: colors, multicolor: prefersMulticolor
            )
        }
        /// This configuration without its weight.
        public func configurationWithoutWeight() -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: pointSize, weight: .unspecified, scale: scale, colors: colors, multicolor: prefersMulticolor)
        }
        /// This configuration without its point size and weight.
        public func configurationWithoutPointSizeAndWeight() -> SymbolConfiguration {
            SymbolConfiguration(
                pointSize: 0, weight: .unspecified, scale: scale, colors: colors, multicolor: prefersMulticolor)
        }
        /// Whether `object` is a configuration asking for what this one does.
        public override func isEqual(_ object: Any?) -> Bool {
            guard let other = object as? SymbolConfiguration else { return false }
            return pointSize == other.pointSize && weight == other.weight && scale == other.scale
                && colors == other.colors && prefersMulticolor == other.prefersMulticolor
        }
        /// A hash of what the configuration asks for.
        public override var hash: Int {
            var hasher = Hasher()
            hasher.combine(pointSize)
            hasher.combine(weight)
            hasher.combine(scale)
            hasher.combine(prefersMulticolor)
            return hasher.finalize()
        }

        /// A configuration for text of `pointSize`.
        public convenience init(pointSize: CGFloat) {
            self.init(pointSize: pointSize, weight: .unspecified, scale: .default)
        }
        /// A configuration for text of `pointSize` and `weight`.
        public convenience init(pointSize: CGFloat, weight: Weight) {
            self.init(pointSize: pointSize, weight: weight, scale: .default)
        }
        /// A configuration for text of `textStyle`.
        public convenience init(textStyle: UIFont.TextStyle) {
            self.init(pointSize: UIFont.preferredFont(forTextStyle: textStyle).pointSize)
        }
        /// A configuration at `scale` for the default text size.
        public convenience init(scale: Scale) { self.init(pointSize: 0, weight: .unspecified, scale: scale) }
        /// A configuration of `weight` for the default text size.
        public convenience init(weight: Weight) { self.init(pointSize: 0, weight: weight, scale: .default) }

        /// The symbol's height in points: about 1.2 times the text size, times the scale.
        var symbolHeight: CGFloat {
            let text = pointSize > 0 ? pointSize : 17
            let factor: CGFloat = scale == .small ? 0.8 : scale == .large ? 1.29 : 1
            return text * 20 / 17 * factor
        }
    }

    /// The system symbol `name` sized by `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard let equivalent = Self.systemNameEquivalents[name], let path = IconTheme.path(of: equivalent),
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        // The theme's symbolic icons are 48 pixels: the scale makes them the configured height in points.
        self.init(data: data, scale: 48 / (configuration?.symbolHeight ?? 20))
        isSymbolImage = true
        symbolConfiguration = configuration
        if let color = configuration?.colors?.first { tintColor = color }
    }
}

extension UIImage {
    /// The plus symbol (`systemName: "plus"`); an empty image when the icon theme lacks it.
    public class var add: UIImage { UIImage(systemName: "plus") ?? UIImage() }
    /// The minus symbol (`systemName: "minus"`).
    public class var remove: UIImage { UIImage(systemName: "minus") ?? UIImage() }
    /// The check mark symbol (`systemName: "checkmark"`).
    public class var checkmark: UIImage { UIImage(systemName: "checkmark") ?? UIImage() }
    /// The bold check mark symbol (drawn as `checkmark` here).
    public class var strokedCheckmark: UIImage { checkmark }
    /// The actions symbol (`systemName: "ellipsis"`).
    public class var actions: UIImage { UIImage(systemName: "ellipsis") ?? UIImage() }

    /// The symbol with `configuration` applied over its own (its point size, weight and scale where the new one
    /// specifies them); nil for an image that is not a symbol.
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        guard isSymbolImage else { return nil }
        guard let current = symbolConfiguration else { return withConfiguration(configuration) }
        return withConfiguration(current.applying(configuration))
    }
}

extension UIImage.SymbolConfiguration {
    /// This configuration with what `other` specifies put over it.
    public func applying(_ other: UIImage.SymbolConfiguration?) -> UIImage.SymbolConfiguration {
        guard let other else { return self }
        return UIImage.SymbolConfiguration(
            pointSize: other.pointSize > 0 ? other.pointSize : pointSize,
            weight: other.weight != .unspecified ? other.weight : weight,
            scale: other.scale != .default && other.scale != .unspecified ? other.scale : scale,
            colors: other.colors ?? colors, multicolor: other.prefersMulticolor || prefersMulticolor)
    }
}

extension UIImage {
    /// The scale of a symbol relative to its point size (UIKit's `UIImage.SymbolScale`).
    public typealias SymbolScale = SymbolConfiguration.Scale
    /// The weight of a symbol's strokes (UIKit's `UIImage.SymbolWeight`).
    public typealias SymbolWeight = SymbolConfiguration.Weight
}

extension UIImage.SymbolConfiguration.Weight {
    private static let fontWeights: [UIFont.Weight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The font weight of the same name (`.regular` for `.unspecified`).
    public func fontWeight() -> UIFont.Weight {
        self == .unspecified ? .regular : Self.fontWeights[rawValue - 1]
    }
}

extension UIFont.Weight {
    /// The symbol weight nearest this font weight.
    public func symbolWeight() -> UIImage.SymbolWeight {
        let weights: [UIFont.Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        let nearest = weights.indices.min {
            abs(weights[$0].rawValue - rawValue) < abs(weights[$1].rawValue - rawValue)
        }
        return UIImage.SymbolWeight(rawValue: (nearest ?? 3) + 1) ?? .regular
    }
}
