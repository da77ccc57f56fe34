import Foundation

// Key-value observation of views in the form Foundation's Swift API reads:
// `let token = scrollView.observe(\.contentOffset, options: [.new, .old]) { scrollView, change in … }`.
// Linux has no Objective-C runtime to intercept arbitrary setters, so a view checks what is observed on it
// whenever its geometry (frame, bounds, center, transform, and so a scroll view's content offset), alpha,
// hiddenness, or a scroll view's content size or inset change; an observed key path is read then and
// reported when its value changed (for values that are not Equatable, at every such change).

/// What an observation reports.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// Creates options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Report the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// Report the old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// Call the handler once at once, with the current value.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// Call the handler before each change too; not reported here (a change is seen only after it happened).
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kind of a change.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change of an observed value.
public struct NSKeyValueObservedChange<Value> {
    /// The kind of change: `.setting` for a property.
    public let kind: NSKeyValueChange
    /// The value after the change, when `.new` was asked for.
    public let newValue: Value?
    /// The value before the change, when `.old` was asked for.
    public let oldValue: Value?
    /// The indexes of a collection change; nil for a property.
    public let indexes: IndexSet?
    /// Whether this is the report before a change (never, here).
    public let isPrior: Bool
}

/// An observation; it lasts until `invalidate()` or until the token is released.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private var removal: (@MainActor () -> Void)?

    init(removal: @escaping @MainActor () -> Void) {
        self.removal = removal
    }

    /// Ends the observation.
    public func invalidate() {
        guard let removal else { return }
        self.removal = nil
        if MainActorContext.isCurrent {
            MainActor.assumeIsolated { removal() }
        } else {
            let work = UncheckedSendable(removal)
            DispatchQueue.main.async { work.value() }
        }
    }

    deinit { invalidate() }
}

/// The observations of one view.
@MainActor
final class KeyValueObservations {
    final class Entry {
        /// Reads the value, compares it with the last one seen, and calls the handler when it changed.
        let check: @MainActor (UIView) -> Void
        init(check: @escaping @MainActor (UIView) -> Void) { self.check = check }
    }

    var entries: [Entry] = []

    /// Checks every observation (some of the view's observable state changed).
    func check(_ view: UIView) {
        for entry in entries { entry.check(view) }
    }
}

extension UIView {
    /// Checks the observations of this view; called wherever observable state changes.
    @inline(__always)
    func checkKeyValueObservations() {
        keyValueObservations?.check(self)
    }

    func addObservation(_ entry: KeyValueObservations.Entry) -> NSKeyValueObservation {
        let observations = keyValueObservations ?? KeyValueObservations()
        keyValueObservations = observations
        observations.entries.append(entry)
        return NSKeyValueObservation { [weak self, weak entry] in
            guard let self, let observations = self.keyValueObservations else { return }
            observations.entries.removeAll { $0 === entry }
            if observations.entries.isEmpty { self.keyValueObservations = nil }
        }
    }
}

/// Views answer `observe(_:options:changeHandler:)` with their own type.
@preconcurrency @MainActor
public protocol KeyValueObservingView: UIView {}

extension UIView: KeyValueObservingView {}

extension KeyValueObservingView {
    /// Observes `keyPath` of the view: `changeHandler` gets the view and the change each time the value
    /// changes (and once at once with `.initial`). Keep the returned token; releasing it ends the observation.
    public func observe<Value: Equatable>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observe(keyPath, options: options, changed: { $0 != $1 }, changeHandler: changeHandler)
    }

    /// Observes `keyPath` of the view (a value that is not `Equatable`: reported at every change of the view's
    /// observable state).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observe(keyPath, options: options, changed: { _, _ in true }, changeHandler: changeHandler)
    }

    /// Reports `keyPath` whenever `changed` says its value differs from the last one reported.
    private func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions, changed: @escaping (Value, Value) -> Bool,
        changeHandler: @escaping @MainActor (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, change(old: nil, new: last, options: options))
        }
        return addObservation(
            KeyValueObservations.Entry { view in
                guard let view = view as? Self else { return }
                let value = view[keyPath: keyPath]
                guard changed(last, value) else { return }
                let old = last
                last = value
                changeHandler(view, self.change(old: old, new: value, options: options))
            })
    }

    private func change<Value>(old: Value?, new: Value, options: NSKeyValueObservingOptions)
        -> NSKeyValueObservedChange<Value>
    {
        NSKeyValueObservedChange(
            kind: .setting, newValue: options.contains(.new) ? new : nil,
            oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false)
    }
}
