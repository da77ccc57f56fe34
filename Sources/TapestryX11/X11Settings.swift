import CX11
import Foundation
@_spi(Accessibility) import Tapestry

/// One XSETTINGS value.
public enum XSettingValue: Equatable, Sendable {
    /// An integer.
    case integer(Int32)
    /// A string.
    case string(String)
    /// A colour, 16 bits a channel.
    case color(red: UInt16, green: UInt16, blue: UInt16, alpha: UInt16)
}

/// The XSETTINGS protocol's data (the `_XSETTINGS_SETTINGS` property a settings daemon keeps on its window),
/// parsed; malformed data ends the parse with what was read so far. Pure, unit-tested.
public enum XSettingsParser {
    /// The settings in `bytes`, by name.
    public static func parse(_ bytes: [UInt8]) -> [String: XSettingValue] {
        guard bytes.count >= 12 else { return [:] }
        let bigEndian = bytes[0] == 1
        var at = 4
        func card16() -> Int? {
            guard at + 2 <= bytes.count else { return nil }
            defer { at += 2 }
            let a = Int(bytes[at]), b = Int(bytes[at + 1])
            return bigEndian ? a << 8 | b : b << 8 | a
        }
        func card32() -> UInt32? {
            guard at + 4 <= bytes.count else { return nil }
            defer { at += 4 }
            let b = bytes[at..<at + 4].map(UInt32.init)
            return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
        }
        func padded(_ length: Int) -> Int { (length + 3) & ~3 }
        _ = card32()  // serial
        guard let count = card32() else { return [:] }
        var result: [String: XSettingValue] = [:]
        for _ in 0..<min(Int(count), 10_000) {
            guard at + 4 <= bytes.count else { break }
            let type = bytes[at]
            at += 2
            guard let nameLength = card16(), at + padded(nameLength) <= bytes.count else { break }
            let name = String(decoding: bytes[at..<at + nameLength], as: UTF8.self)
            at += padded(nameLength)
            guard card32() != nil else { break }  // last-change serial
            switch type {
            case 0:
                guard let value = card32() else { return result }
                result[name] = .integer(Int32(bitPattern: value))
            case 1:
                guard let length = card32().map(Int.init), at + padded(length) <= bytes.count else { return result }
                result[name] = .string(String(decoding: bytes[at..<at + length], as: UTF8.self))
                at += padded(length)
            case 2:
                guard let red = card16(), let blue = card16(), let green = card16(), let alpha = card16() else {
                    return result
                }
                result[name] = .color(
                    red: UInt16(red), green: UInt16(green), blue: UInt16(blue), alpha: UInt16(alpha))
            default:
                return result
            }
        }
        return result
    }

    /// Whether the settings ask for a dark appearance: a theme named "…-dark" or GTK's prefer-dark setting.
    public static func prefersDark(_ settings: [String: XSettingValue]) -> Bool {
        if case .integer(let prefer)? = settings["Gtk/ApplicationPreferDarkTheme"], prefer != 0 { return true }
        if case .string(let theme)? = settings["Net/ThemeName"] { return theme.lowercased().contains("dark") }
        return false
    }
}

/// Follows the desktop's XSETTINGS (SEMANTICS §13.7) while a settings daemon runs: double-click time and
/// distance (`GestureConstants`), cursor theme and size, and the dark preference
/// (`UIScreen.main.systemUserInterfaceStyle`, which tells views through `traitCollectionDidChange`). The DPI
/// (`Xft/DPI`) sets the scale when the app starts.
@MainActor
final class X11Settings {
    private let connection: X11Connection
    private let selection: Atom
    private let property: Atom
    private let manager: Atom
    private(set) var owner: Window = 0
    /// The settings last read.
    private(set) var values: [String: XSettingValue] = [:]
    /// Told after the cursor theme or size changed (cursors are loaded again).
    var cursorThemeChanged: (() -> Void)?

    init(connection: X11Connection) {
        self.connection = connection
        let display = connection.display
        selection = XInternAtom(display, "_XSETTINGS_S\(XDefaultScreen(display))", 0)
        property = XInternAtom(display, "_XSETTINGS_SETTINGS", 0)
        manager = XInternAtom(display, "MANAGER", 0)
        // A daemon that starts later announces itself to the root window (StructureNotify).
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, connection.root, &attributes)
        XSelectInput(display, connection.root, attributes.your_event_mask | Int(StructureNotifyMask))
        findOwner()
    }

    /// The DPI scale the settings give (Xft/DPI / 96), or nil.
    static func scale(display: OpaquePointer) -> CGFloat? {
        let selection = XInternAtom(display, "_XSETTINGS_S\(XDefaultScreen(display))", 0)
        let owner = XGetSelectionOwner(display, selection)
        guard owner != 0, let bytes = readProperty(display, owner, XInternAtom(display, "_XSETTINGS_SETTINGS", 0)),
            case .integer(let dpi)? = XSettingsParser.parse(bytes)["Xft/DPI"], dpi > 0
        else { return nil }
        return max(1, CGFloat(dpi) / 1024 / 96)
    }

    private static func readProperty(_ display: OpaquePointer, _ window: Window, _ property: Atom) -> [UInt8]? {
        guard let read = X11Property.read(display, window, property, length: 1 << 20), read.format == 8 else {
            return nil
        }
        return read.bytes
    }

    private func findOwner() {
        let display = connection.display
        XGrabServer(display)  // the owner must not vanish between finding it and selecting its events
        owner = XGetSelectionOwner(display, selection)
        if owner != 0 { XSelectInput(display, owner, Int(StructureNotifyMask | PropertyChangeMask)) }
        XUngrabServer(display)
        XFlush(display)
        read()
    }

    /// A MANAGER message on the root window: a daemon took the settings selection.
    func managerMessage(_ event: XClientMessageEvent) {
        guard event.message_type == manager, Atom(event.data.l.1) == selection else { return }
        findOwner()
    }

    /// Whether an event is about the settings window (a change, or the daemon going away); handles it.
    func handle(_ event: inout XEvent) -> Bool {
        guard owner != 0, event.xany.window == owner else { return false }
        if event.type == PropertyNotify, event.xproperty.atom == property {
            read()
        } else if event.type == DestroyNotify {
            owner = 0
            findOwner()
        }
        return true
    }

    private func read() {
        guard owner != 0, let bytes = Self.readProperty(connection.display, owner, property) else { return }
        let old = values
        values = XSettingsParser.parse(bytes)
        apply(old: old)
    }

    private func apply(old: [String: XSettingValue]) {
        if case .integer(let milliseconds)? = values["Net/DoubleClickTime"], milliseconds > 0, milliseconds < 5000 {
            GestureConstants.multiTapMaximumGap = TimeInterval(milliseconds) / 1000
        }
        if case .integer(let pixels)? = values["Net/DoubleClickDistance"], pixels > 0, pixels < 1000 {
            GestureConstants.multiTapMaximumDistance = CGFloat(pixels) / connection.scale
        }
        let cursorKeys = ["Gtk/CursorThemeName", "Gtk/CursorThemeSize"]
        if cursorKeys.contains(where: { values[$0] != old[$0] }) {
            if case .string(let theme)? = values["Gtk/CursorThemeName"] { XcursorSetTheme(connection.display, theme) }
            if case .integer(let size)? = values["Gtk/CursorThemeSize"], size > 0 {
                XcursorSetDefaultSize(connection.display, size)
            }
            cursorThemeChanged?()
        }
        UIScreen.main.systemUserInterfaceStyle = XSettingsParser.prefersDark(values) ? .dark : .light
        if case .integer(let animations)? = values["Gtk/EnableAnimations"] {
            UIAccessibility.setReduceMotionEnabled(animations == 0)
        }
    }
}
