import Foundation

/// A kind of change to a view that needs an update: its layout, display, constraints, intrinsic size,
/// configuration or (UIKit 26) properties. `UIView.Invalidating` applies one when a property changes.
public protocol UIViewInvalidating: Sendable {
    /// Tells `view` what this change needs.
    @MainActor func invalidate(view: UIView)
}

extension UIView {
    /// The kinds of change `UIView.Invalidating` can report.
    public enum Invalidations {
        /// The subviews' layout: `setNeedsLayout()`.
        public struct Layout: UIViewInvalidating {
            /// Creates the invalidation.
            public init() {}
            /// Calls `setNeedsLayout()`.
            @MainActor public func invalidate(view: UIView) { view.setNeedsLayout() }
        }
        /// The drawn content: `setNeedsDisplay()`.
        public struct Display: UIViewInvalidating {
            /// Creates the invalidation.
            public init() {}
            /// Calls `setNeedsDisplay()`.
            @MainActor public func invalidate(view: UIView) { view.setNeedsDisplay() }
        }
        /// The constraints: `setNeedsUpdateConstraints()`.
        public struct Constraints: UIViewInvalidating {
            /// Creates the invalidation.
            public init() {}
            /// Calls `setNeedsUpdateConstraints()`.
            @MainActor public func invalidate(view: UIView) { view.setNeedsUpdateConstraints() }
        }
        /// The intrinsic size: `invalidateIntrinsicContentSize()`.
        public struct IntrinsicContentSize: UIViewInvalidating {
            /// Creates the invalidation.
            public init() {}
            /// Calls `invalidateIntrinsicContentSize()`.
            @MainActor public func invalidate(view: UIView) { view.invalidateIntrinsicContentSize() }
        }
        /// The configuration of a button or cell: `setNeedsUpdateConfiguration()` (other views have none).
        public struct Configuration: UIViewInvalidating {
            /// Creates the invalidation.
            public init() {}
            /// Calls the view's `setNeedsUpdateConfiguration()` where it has one.
            @MainActor public func invalidate(view: UIView) {
                if let button = view as? UIButton { button.setNeedsUpdateConfiguration() }
            }
        }
        /// The properties (UIKit 26): `setNeedsUpdateProperties()`.
        public struct Properties: UIViewInvalidating {
            /// Creates the invalidation.
            public init() {}
            /// Calls `setNeedsUpdateProperties()`.
            @MainActor public func invalidate(view: UIView) { view.setNeedsUpdateProperties() }
        }
        /// Two invalidations together (written as a list: `@Invalidating(.layout, .display)`).
        public struct Tuple<First: UIViewInvalidating, Second: UIViewInvalidating>: UIViewInvalidating {
            let first: First
            let second: Second
            /// Applies both.
            @MainActor public func invalidate(view: UIView) {
                first.invalidate(view: view)
                second.invalidate(view: view)
            }
        }
    }

    /// A property of a view whose change invalidates an aspect of the view: a new value different from the old
    /// one (`Equatable`) calls `setNeedsLayout()`, `setNeedsDisplay()` and so on, as its invalidations say.
    ///
    ///     final class BadgeView: UIView {
    ///         @Invalidating(.display) var badgeColor: UIColor = .systemRed
    ///         @Invalidating(.layout, .display) var badgePosition = Position.topTrailing
    ///     }
    @propertyWrapper
    public struct Invalidating<Value: Equatable, InvalidationType: UIViewInvalidating> {
        private var value: Value
        private let invalidation: InvalidationType

        /// A property that applies `invalidation` when it changes.
        public init(wrappedValue: Value, _ invalidation: InvalidationType) {
            value = wrappedValue
            self.invalidation = invalidation
        }

        /// A property that applies two invalidations when it changes.
        public init<First, Second>(wrappedValue: Value, _ first: First, _ second: Second)
        where InvalidationType == Invalidations.Tuple<First, Second> {
            self.init(wrappedValue: wrappedValue, Invalidations.Tuple(first: first, second: second))
        }

        /// A property that applies three invalidations when it changes.
        public init<First, Second, Third>(
            wrappedValue: Value, _ first: First, _ second: Second, _ third: Third
        )
        where InvalidationType == Invalidations.Tuple<Invalidations.Tuple<First, Second>, Third> {
            self.init(
                wrappedValue: wrappedValue,
                Invalidations.Tuple(first: Invalidations.Tuple(first: first, second: second), second: third))
        }

        /// Only reachable through the view that holds it.
        @available(*, unavailable, message: "@Invalidating is only available on properties of UIView subclasses")
        public var wrappedValue: Value {
            get { fatalError("@Invalidating is only available on properties of UIView subclasses") }
            set { fatalError("@Invalidating is only available on properties of UIView subclasses") }
        }

        /// The value, read and written through the view, which is invalidated when a new value differs.
        @MainActor
        public static subscript<EnclosingSelf: UIView>(
            _enclosingInstance view: EnclosingSelf,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Self>
        ) -> Value {
            get { view[keyPath: storageKeyPath].value }
            set {
                let old = view[keyPath: storageKeyPath].value
                view[keyPath: storageKeyPath].value = newValue
                if old != newValue { view[keyPath: storageKeyPath].invalidation.invalidate(view: view) }
            }
        }
    }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Layout {
    /// A change that needs the subviews laid out again.
    public static var layout: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Display {
    /// A change that needs the view redrawn.
    public static var display: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Constraints {
    /// A change that needs the constraints updated.
    public static var constraints: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.IntrinsicContentSize {
    /// A change of the view's natural size.
    public static var intrinsicContentSize: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Configuration {
    /// A change that needs a button's or cell's configuration applied again.
    public static var configuration: Self { .init() }
}

extension UIViewInvalidating where Self == UIView.Invalidations.Properties {
    /// A change that needs `updateProperties()` (UIKit 26).
    public static var properties: Self { .init() }
}
