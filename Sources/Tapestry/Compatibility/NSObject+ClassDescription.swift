import Foundation

extension NSObject {
    /// The class's name with its module (`MyModule.MyView`), as Objective-C's `+description` gives a Swift class's;
    /// code written for iOS derives nib and reuse identifiers from it.
    public class func description() -> String { String(reflecting: self) }
}
