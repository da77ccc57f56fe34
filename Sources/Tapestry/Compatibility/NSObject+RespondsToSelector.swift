import Foundation

extension NSObject {
    /// Whether the object can run `aSelector`: a `Selector` made from a method reference
    /// (`Selector(Type.method)`, the port of `#selector(method)`) names its class, so an object responds when it
    /// is an instance of that class or of a subclass. UIKit code walks controllers or responders with
    /// `responds(to:)` to find the one that implements an action.
    public func responds(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return aSelector.canBePerformed(by: self)
    }

    /// Whether instances of the class can run `aSelector`: the class is the selector's class or a subclass of
    /// it (`UIImageView.instancesRespond(to: Selector(UIView.layoutSubviews))`). Code asks before calling
    /// `super` for a method only some versions of a class have.
    public class func instancesRespond(to aSelector: Selector?) -> Bool {
        guard let aSelector else { return false }
        return aSelector.canBePerformed(byInstancesOf: self)
    }
}

extension NSIndexPath {
    /// The section of a table or collection view (the first index), as UIKit adds it.
    public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
    /// The row of a table view (the second index).
    public var row: Int { length > 1 ? index(atPosition: 1) : NSNotFound }
    /// The item of a collection view (the second index).
    public var item: Int { row }

    /// An index path of a row in a section.
    public convenience init(row: Int, section: Int) { self.init(indexes: [section, row], length: 2) }
    /// An index path of an item in a section.
    public convenience init(item: Int, section: Int) { self.init(indexes: [section, item], length: 2) }
}
