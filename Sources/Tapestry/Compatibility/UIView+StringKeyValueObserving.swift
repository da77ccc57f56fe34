import Foundation

// Key-value observing by key-path string, as Objective-C-era UIKit code writes it:
// `scrollView.addObserver(self, forKeyPath: "contentOffset", options: [.new, .old], context: nil)` and an
// override of `observeValue(forKeyPath:of:change:context:)` in the observing view or controller. The key path
// is read through the views' key-value coding (UIKit's property names) whenever the view's geometry, alpha,
// hiddenness or scroll state changes, as `observe(_:options:changeHandler:)` reads it, and reported when its
// value changed. The observer is not retained, as in Foundation.

/// The keys of a change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The kind of change (an `NSNumber` of `NSKeyValueChange`).
    nonisolated public static let kindKey = NSKeyValueChangeKey(rawValue: "kind")
    /// The value after the change.
    nonisolated public static let newKey = NSKeyValueChangeKey(rawValue: "new")
    /// The value before the change.
    nonisolated public static let oldKey = NSKeyValueChangeKey(rawValue: "old")
    /// The indexes of a collection change.
    nonisolated public static let indexesKey = NSKeyValueChangeKey(rawValue: "indexes")
    /// Whether the report comes before the change (never, here).
    nonisolated public static let notificationIsPriorKey = NSKeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// One observer of a key path by string.
@MainActor
private final class StringObservation {
    weak var observer: UIResponder?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    let token: NSKeyValueObservation

    init(observer: UIResponder, keyPath: String, context: UnsafeMutableRawPointer?, token: NSKeyValueObservation) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
        self.token = token
    }
}

private nonisolated(unsafe) var stringObservationsKey: UInt8 = 0

extension UIView {
    private var stringObservations: [StringObservation] {
        get { objc_getAssociatedObject(self, &stringObservationsKey) as? [StringObservation] ?? [] }
        set { objc_setAssociatedObject(self, &stringObservationsKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// Has `observer` hear changes of `keyPath` (UIKit's property names, as `value(forKeyPath:)` reads them) in
    /// its `observeValue(forKeyPath:of:change:context:)`, with the change dictionary `options` asks for.
    ///
    /// - Precondition: `observer` is a responder (a view or controller, which can override `observeValue`),
    ///   and the view answers `keyPath`.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {
        guard let responder = observer as? UIResponder else {
            preconditionFailure(
                "\(type(of: self)).addObserver(_:forKeyPath:): \(type(of: observer)) cannot hear changes: on Linux "
                    + "only views and controllers have observeValue(forKeyPath:of:change:context:) to override; "
                    + "use observe(\\.\(keyPath)) with a closure instead")
        }
        var last = value(forKeyPath: keyPath)
        func report(old: Any?, new: Any?, to responder: UIResponder) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSNumber(value: NSKeyValueChange.setting.rawValue)]
            if options.contains(.new) { change[.newKey] = new ?? NSNull() }
            if options.contains(.old) { change[.oldKey] = old ?? NSNull() }
            responder.observeValue(forKeyPath: keyPath, of: self, change: change, context: context)
        }
        if options.contains(.initial) { report(old: nil, new: last, to: responder) }
        let token = addObservation(
            KeyValueObservations.Entry { [weak responder] view in
                let value = view.value(forKeyPath: keyPath)
                guard !Self.same(last, value) else { return }
                let old = last
                last = value
                guard let responder else { return }
                report(old: old, new: value, to: responder)
            })
        stringObservations.append(
            StringObservation(observer: responder, keyPath: keyPath, context: context, token: token))
    }

    /// Stops `observer` hearing `keyPath` (the latest registration with `context`).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        var observations = stringObservations
        guard
            let index = observations.lastIndex(where: {
                $0.observer === observer && $0.keyPath == keyPath && $0.context == context
            })
        else { return }
        observations.remove(at: index).token.invalidate()
        stringObservations = observations
    }

    /// Stops `observer` hearing `keyPath` (its latest registration).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        var observations = stringObservations
        guard let index = observations.lastIndex(where: { $0.observer === observer && $0.keyPath == keyPath })
        else { return }
        observations.remove(at: index).token.invalidate()
        stringObservations = observations
    }

    private static func same(_ a: Any?, _ b: Any?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a as NSObject, let b?): return a.isEqual(b)
        default: return false
        }
    }
}
