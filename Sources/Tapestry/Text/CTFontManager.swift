import Foundation

/// Core Foundation's URL as Core Text functions take it (`url as CFURL`).
public typealias CFURL = NSURL
/// Core Foundation's error as Core Text functions report it.
public typealias CFError = NSError

/// How widely a registered font is available. Tapestry registers fonts for the process whatever the scope
/// (a desktop app adds its own fonts the way an iOS app does).
public enum CTFontManagerScope: UInt32, Sendable {
    /// Not registered.
    case none = 0
    /// For this process.
    case process = 1
    /// For the user, across launches (here: for this process).
    case persistent = 2
    /// For the login session (here: for this process).
    case session = 3

    /// The user's fonts: `.persistent`.
    public static var user: CTFontManagerScope { .persistent }
}

/// Core Text's error domain for font registration.
public var kCTFontManagerErrorDomain: CFString { "com.apple.CoreText.CTFontManagerErrorDomain" }

/// Registers the fonts of a font file for this process, as Core Text does: afterwards `UIFont(name:size:)`
/// finds them by family, PostScript name or full name. Returns false, with an error in Core Text's domain
/// when `error` is given (101: no such file, 103: not a font file, 105: already registered), if it cannot.
/// Call it on the main thread before the font is first used (at launch, as iOS apps register bundled fonts
/// in a Swift package).
@preconcurrency @MainActor
public func CTFontManagerRegisterFontsForURL(
    _ fontURL: CFURL, _ scope: CTFontManagerScope, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> Bool {
    let code: Int? =
        if fontURL.isFileURL, let path = fontURL.path {
            EngineServices.current.registerFont(at: URL(fileURLWithPath: path))
        } else {
            101
        }
    guard let code else {
        // Text set in the new font's names before it was registered measures and draws again.
        TextMeasurement.measuresDidChange()
        return true
    }
    error?.pointee = Unmanaged.passRetained(
        NSError(
            domain: kCTFontManagerErrorDomain as String, code: code,
            userInfo: [NSLocalizedDescriptionKey: "The font file at \(fontURL) could not be registered (\(code))."]))
    return false
}

/// Registers a font read from data (`CGFont(CGDataProvider(data: data as CFData)!)`) for this process, as
/// Core Text does; afterwards `UIFont(name: font.postScriptName! as String, size:)` finds it. Returns false,
/// with an error in Core Text's domain when `error` is given, if it cannot (105: already registered).
@preconcurrency @MainActor
public func CTFontManagerRegisterGraphicsFont(_ font: CGFont, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?)
    -> Bool
{
    guard let file = font.file else {
        error?.pointee = Unmanaged.passRetained(
            NSError(
                domain: kCTFontManagerErrorDomain as String, code: 104,
                userInfo: [NSLocalizedDescriptionKey: "\(font.name) was not read from font data."]))
        return false
    }
    return CTFontManagerRegisterFontsForURL(file as NSURL, .process, error)
}
