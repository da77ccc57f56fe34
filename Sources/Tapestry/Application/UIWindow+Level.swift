import Foundation

extension UIWindow {
    /// A window's place in front of or behind others: the normal level of app windows, then the status bar's,
    /// then alerts' (menus show at the alert level).
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        /// The level's value; higher is in front.
        public let rawValue: CGFloat
        /// A level of a value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// A level of a value.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// App windows: 0.
        public static let normal = Level(rawValue: 0)
        /// Above app windows, where a status bar would be: 1000.
        public static let statusBar = Level(rawValue: 1000)
        /// Alerts and menus: 2000.
        public static let alert = Level(rawValue: 2000)

        /// Orders levels by value.
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rawValue < rhs.rawValue }
        /// A level `rhs` above `lhs`.
        public static func + (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue + rhs) }
        /// A level `rhs` below `lhs`.
        public static func - (lhs: Level, rhs: CGFloat) -> Level { Level(rawValue: lhs.rawValue - rhs) }
    }
}
