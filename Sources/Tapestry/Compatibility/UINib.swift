import Foundation

// Interface Builder's nibs. Xcode compiles a .xib into an archive only UIKit loads, and Tapestry reads no
// Interface Builder archives: code that names a nib compiles, and loading one stops with a message saying so (as
// UIKit stops on a nib it cannot find). Register cell classes and build views in code instead.

/// A nib: a compiled Interface Builder archive of views.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Options for instantiating a nib.
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key by its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to from outside.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's name.
    public let name: String

    /// A nib of a name (loading it stops: Tapestry reads no Interface Builder archives).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    /// A nib from its data (loading it stops: Tapestry reads no Interface Builder archives).
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = "(data)"
        super.init()
    }

    /// Stops: Tapestry reads no Interface Builder archives.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        nibCannotLoad(name)
    }
}

/// Stops with the reason a nib cannot be loaded.
func nibCannotLoad(_ name: String) -> Never {
    preconditionFailure(
        "Could not load NIB with name '\(name)': Tapestry reads no Interface Builder archives; "
            + "create the views in code (register cell classes instead of nibs)")
}

extension Bundle {
    /// Stops: Tapestry reads no Interface Builder archives.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        nibCannotLoad(name)
    }
}
