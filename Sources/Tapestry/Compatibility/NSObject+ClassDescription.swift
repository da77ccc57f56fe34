import Foundation

extension NSObject {
    /// The class's name with its module (`MyModule.MyView`), as Objective-C's `+description` gives a Swift class's;
    /// code written for iOS derives nib and reuse identifiers from it.
    public class func description() -> String { String(reflecting: self) }
}

extension NSObject {
    /// The class itself, as Objective-C's `+classForCoder` answers; code written for iOS finds its bundle with
    /// `Bundle(for: self.classForCoder())` in a class method.
    public class func classForCoder() -> AnyClass { self }
}
