import Foundation

extension UIFont {
    /// How wide a font's glyphs are (iOS 16): the system font comes compressed, condensed, standard or expanded.
    /// The renderer asks fontconfig for the face of that width (Pango's stretch), and the nearest installed one is
    /// drawn (Liberation Sans Narrow for the condensed widths where it is installed).
    public struct Width: RawRepresentable, Hashable, Sendable {
        /// UIKit's value: negative narrower, positive wider, 0 standard.
        public var rawValue: CGFloat
        /// A width from UIKit's value.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// Narrower than condensed.
        public static let compressed = Width(rawValue: -0.3)
        /// Narrower than standard.
        public static let condensed = Width(rawValue: -0.2)
        /// The usual width.
        public static let standard = Width(rawValue: 0)
        /// Wider than standard.
        public static let expanded = Width(rawValue: 0.2)

        /// Pango's and fontconfig's stretch for it, from 0 (ultra condensed) through 4 (normal) to 8 (ultra
        /// expanded).
        public var stretch: Int {
            switch rawValue {
            case ..<(-0.25): 1
            case ..<(-0.1): 2
            case ..<0.1: 4
            case ..<0.3: 6
            default: 7
            }
        }
    }

    /// The system font at a size, weight and width.
    ///
    /// - Precondition: `fontSize` is finite and positive.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight, width: Width) -> UIFont {
        let font = systemFont(ofSize: fontSize, weight: weight)
        font.width = width
        return font
    }

    /// The font's width (standard unless it was made with one).
    public var fontWidth: Width { width }
}
