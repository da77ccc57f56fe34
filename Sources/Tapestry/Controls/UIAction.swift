import Foundation

/// The closure of a `UIAction`; it runs on the main actor, as in UIKit.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action a control runs for its events (UIKit's replacement for target-action here).
@MainActor
public final class UIAction {
    /// A unique identifier of an action, for `removeAction(identifiedBy:for:)`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's text.
        public var rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// A title (shown by buttons created with `UIButton(primaryAction:)`).
    public var title: String
    /// An image (shown by buttons created with `UIButton(primaryAction:)`).
    public var image: UIImage?
    /// The action's identifier; unique by default.
    public let identifier: Identifier
    /// The control that sent the action while it runs.
    public private(set) weak var sender: AnyObject?
    private let handler: UIActionHandler

    /// Creates an action.
    public init(
        title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
        handler: @escaping UIActionHandler
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
    }

    func perform(from sender: AnyObject) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
