import Foundation

extension UIFont {
    /// The font families that can be drawn, sorted: fontconfig's, the fonts an app registered included (empty
    /// in a program that links no renderer).
    public class var familyNames: [String] { EngineServices.current.fontFamilies().keys.sorted() }

    /// The names of a family's faces, sorted: their PostScript names (`"LiberationSans-Bold"`), which
    /// `UIFont(name:size:)` draws in that face; empty for a family that is not installed.
    public class func fontNames(forFamilyName familyName: String) -> [String] {
        EngineServices.current.fontFamilies()[familyName] ?? []
    }
}
