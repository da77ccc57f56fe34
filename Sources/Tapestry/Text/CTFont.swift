import Foundation

/// Core Text's font: `UIFont` itself (toll-free bridged on Apple's platforms, so `font as CTFont` is a plain
/// cast there and here).
public typealias CTFont = UIFont

/// The font of a name at a size (12 pt when `size` is 0); the matrix is not applied.
public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    let size = size > 0 && size.isFinite ? size : 12
    return UIFont(name: name as String, size: size) ?? .systemFont(ofSize: size)
}

/// The font's point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.pointSize }
/// The distance from the baseline to the top of the font's tallest glyphs.
public func CTFontGetAscent(_ font: CTFont) -> CGFloat { font.ascender }
/// The distance from the baseline to the bottom of the font's deepest glyphs (positive, unlike
/// `UIFont.descender`).
public func CTFontGetDescent(_ font: CTFont) -> CGFloat { -font.descender }
/// The font's leading.
public func CTFontGetLeading(_ font: CTFont) -> CGFloat { font.leading }
/// The height of the font's capitals.
public func CTFontGetCapHeight(_ font: CTFont) -> CGFloat { font.capHeight }
/// The height of the font's lower-case x.
public func CTFontGetXHeight(_ font: CTFont) -> CGFloat { font.xHeight }
/// The thickness of an underline in the font, estimated as a fourteenth of its size (Tapestry does not read the
/// font's own underline metrics).
public func CTFontGetUnderlineThickness(_ font: CTFont) -> CGFloat { max(font.pointSize / 14, 0.5) }
/// Where an underline sits, estimated as a tenth of the size below the baseline (negative, y up).
public func CTFontGetUnderlinePosition(_ font: CTFont) -> CGFloat { -font.pointSize / 10 }
/// The font's name (as `UIFont.fontName` gives it).
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.fontName as NSString }
/// The font's family name.
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.familyName as NSString }
/// The font's full name (as `UIFont.fontName` gives it).
public func CTFontCopyFullName(_ font: CTFont) -> CFString { font.fontName as NSString }
