import Foundation

extension UIScrollView {
    /// `aClass` as a subclass of `base` for a list's registration (nil stays nil); any other class stops with
    /// the reason, as registering it would fail at the first dequeue on iOS.
    func reusableClass<Base: UIView>(_ aClass: AnyClass?, as base: Base.Type) -> Base.Type? {
        guard let aClass else { return nil }
        guard let reusable = aClass as? Base.Type else {
            preconditionFailure("\(type(of: self)): \(aClass) is registered for reuse but is not a \(Base.self)")
        }
        return reusable
    }
}
