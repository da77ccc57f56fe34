import Foundation

/// Linux's Core Foundation reads the third word of any object it is handed (after the class and the reference
/// count) as its type information, as it is in a CF object. When an attributed string compares the attributes of
/// neighbouring runs, an `NSObject` subclass whose first stored property reads as type 0 ("not a type") is taken
/// for a broken CF object and the process traps (an `NSMutableAttributedString` built by appending runs of two
/// colours stopped in `CFBasicHashesAreEqual`). The classes UIKit code puts in attributes (colours, fonts,
/// paragraph styles, shadows, attachments) therefore begin with this word: a type that is not registered, so Core
/// Foundation hands them to Swift, and their `isEqual(_:)` and `hash` answer.
enum CoreFoundationLayout {
    /// Type 1023, the last of Core Foundation's table, which no CF type uses, in the type field (bits 8–17).
    static let swiftObjectInfo: UInt64 = 0x3FF << 8
}
