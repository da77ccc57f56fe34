import Foundation

/// What a layer runs when one of its properties changes: its `action(forKey:)` finds one (the delegate's, the
/// `actions` dictionary's, the class's default, else the implicit animation of an animatable property).
/// `CAAnimation` is one (running it adds it to the layer for the key); `NSNull` is one that does nothing and
/// stops the search.
public protocol CAAction {
    /// Runs the action for the event `event` (a property name) on `anObject` (the layer).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to the layer `anObject` for `event`.
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        (anObject as? CALayer)?.add(self, forKey: event)
    }
}

/// The action a view answers with inside an animation block: the block's animation, made by the recorder.
final class ViewBlockAction: NSObject, CAAction, @unchecked Sendable {
    static let shared = ViewBlockAction()
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CALayer {
    /// The implicit animation of a change of `key` (nil when `key` does not animate): from what is on screen
    /// to the new value, for the current transaction's duration and curve.
    func implicitAnimation(forKey key: String) -> CABasicAnimation? {
        guard CATransaction.animationDuration() > 0, modelValue(forKey: key) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }
}
