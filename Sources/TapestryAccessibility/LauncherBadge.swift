import Foundation

/// The app's badge on its launcher, through Unity's launcher API: an `Update` signal on the session bus naming
/// the app's desktop entry, with the count and whether it shows. Docks that follow it (KDE Plasma's task manager,
/// Ubuntu's dock, Dash to Dock) draw the number on the app's icon; elsewhere nothing listens and nothing changes.
public enum LauncherBadge {
    private static let queue = DispatchQueue(label: "tapestry.launcher-badge")
    nonisolated(unsafe) private static var connection: DBusConnection?
    nonisolated(unsafe) private static var connectionFailed = false

    /// Shows `count` on the launcher of the desktop entry `desktopID` (`<id>.desktop`); 0 or less hides it.
    /// The signal is sent from a queue of its own (the first one connects to the session bus).
    public static func show(_ count: Int, desktopID: String) {
        let arguments = updateArguments(count: count, desktopID: desktopID)
        queue.async {
            if connection == nil && !connectionFailed {
                do { connection = try DBusConnection.session() } catch { connectionFailed = true }
            }
            connection?.emit(objectPath(for: desktopID), "com.canonical.Unity.LauncherEntry", "Update", arguments)
        }
    }

    /// The signal's arguments: the entry's URI and the properties `count` (int64) and `count-visible`.
    static func updateArguments(count: Int, desktopID: String) -> DBusValue {
        .tuple([
            .string("application://\(desktopID).desktop"),
            .array(
                elementType: "{sv}",
                [
                    .entry(.string("count"), .variant(.int64(Int64(max(count, 0))))),
                    .entry(.string("count-visible"), .variant(.bool(count > 0))),
                ]),
        ])
    }

    /// An object path of the app's own (the API leaves it to the app): the desktop id's letters and digits.
    static func objectPath(for desktopID: String) -> String {
        let safe = desktopID.unicodeScalars.map {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII ? String($0) : "_"
        }
        return "/com/canonical/unity/launcherentry/" + safe.joined()
    }
}
