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
