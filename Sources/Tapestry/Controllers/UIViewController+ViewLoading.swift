import Foundation

extension UIViewController {
    /// A property of a controller that is set while its view loads (`viewDidLoad`), such as a subview:
    /// reading or writing it loads the view first, so `@ViewLoading var label: UILabel` needs no optional and
    /// no `!` (iOS 16.4). Reading it when the view's loading did not set it stops with the property's name.
    @preconcurrency @MainActor
    @propertyWrapper
    public struct ViewLoading<Value> {
        private var stored: Value?

        /// An unset property.
        public init() {}

        /// Not used: the value is read and written through the controller (UIKit's form as well).
        @available(*, unavailable, message: "@ViewLoading can only be applied to a UIViewController's properties")
        public var wrappedValue: Value {
            get { fatalError() }
            set { fatalError() }
        }

        /// Loads `instance`'s view, then reads or writes the property.
        public static subscript<Controller: UIViewController>(
            _enclosingInstance instance: Controller,
            wrapped wrappedKeyPath: ReferenceWritableKeyPath<Controller, Value>,
            storage storageKeyPath: ReferenceWritableKeyPath<Controller, ViewLoading<Value>>
        ) -> Value {
            get {
                instance.loadViewIfNeeded()
                guard let value = instance[keyPath: storageKeyPath].stored else {
                    preconditionFailure(
                        "@ViewLoading property \(wrappedKeyPath) of \(instance) was read before it was set (the view loaded without setting it)"
                    )
                }
                return value
            }
            set {
                instance.loadViewIfNeeded()
                instance[keyPath: storageKeyPath].stored = newValue
            }
        }
    }
}
