import Foundation

/// The state a configuration is updated for: a view's traits, and what a subclass or app adds under keys of its
/// own.
public protocol UIConfigurationState {
    /// The traits the view is shown with.
    var traitCollection: UITraitCollection { get set }
    /// A value an app stores in the state under its own key.
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A key for an app's own value in a configuration state.
public struct UIConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key by its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A key by its name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A view's state: its traits and whether it is disabled, highlighted, selected or focused.
public struct UIViewConfigurationState: UIConfigurationState, Hashable, @unchecked Sendable {
    /// The traits the view is shown with.
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    private var custom: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    /// A state with traits.
    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    /// An app's own value.
    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
