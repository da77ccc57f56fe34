// `import ImageIO` for code written for iOS: image sources that read PNG, JPEG, GIF (every frame, composed as a
// viewer shows it, with its delay), BMP, TIFF, ICO and WebP files, their properties and thumbnails, data still
// arriving; image destinations that write PNG, JPEG and animated GIF. Core Graphics and Foundation come along,
// as they do with Apple's framework.

@_exported import CoreGraphics
@_exported import Foundation

/// How an image's stored pixels are turned to stand upright (Exif and TIFF orientation, ImageIO's raw values).
public enum CGImagePropertyOrientation: UInt32, Sendable {
    /// As stored.
    case up = 1
    /// Mirrored left to right.
    case upMirrored = 2
    /// Turned half a turn.
    case down = 3
    /// Mirrored top to bottom.
    case downMirrored = 4
    /// Mirrored along the diagonal from the top left.
    case leftMirrored = 5
    /// Stored turned a quarter anticlockwise: shown turned a quarter clockwise.
    case right = 6
    /// Mirrored along the diagonal from the top right.
    case rightMirrored = 7
    /// Stored turned a quarter clockwise: shown turned a quarter anticlockwise.
    case left = 8
}
