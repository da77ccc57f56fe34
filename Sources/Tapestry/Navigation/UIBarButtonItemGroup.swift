import Foundation

/// A group of bar button items (iOS 9) shown together: in a navigation item's `leadingItemGroups` and
/// `trailingItemGroups` (iOS 16) or a text input's shortcuts bar (`inputAssistantItem`). The desktop shows every
/// group's items (a bar that runs out of room does not collapse a group into its representative item).
@preconcurrency @MainActor
open class UIBarButtonItemGroup: NSObject {
    /// The group's items, in order.
    open var barButtonItems: [UIBarButtonItem] { didSet { changed() } }
    /// The item shown in place of the group when there is no room for it.
    open var representativeItem: UIBarButtonItem?
    /// Whether the representative item shows in place of the items: never here.
    open var isDisplayingRepresentativeItem: Bool { false }
    /// Whether the group is left out (iOS 16).
    open var isHidden = false { didSet { changed() } }
    /// The menu element standing for the group in an overflow menu (iOS 16), kept.
    open var menuRepresentation: UIMenuElement?
    /// The group's identifier for customization (iOS 16); nil for a fixed group.
    public private(set) var customizationIdentifier: String?
    /// Whether the user may move the group (iOS 16), kept: the desktop bar is not customized.
    public private(set) var isMovable = false
    /// Whether the group shows before any customization (iOS 16).
    public private(set) var isInDefaultCustomization = true

    /// Tells the owner (a navigation item) that the group changed.
    var onChange: (() -> Void)?

    /// A group of `barButtonItems`, shown as `representativeItem` when there is no room.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
        super.init()
    }

    /// A group that is always there, in its place (iOS 16).
    public static func fixedGroup(representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem])
        -> UIBarButtonItemGroup
    {
        UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
    }

    /// A group the user may move (iOS 16).
    public static func movableGroup(
        customizationIdentifier: String, representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        let group = UIBarButtonItemGroup(barButtonItems: items, representativeItem: representativeItem)
        group.customizationIdentifier = customizationIdentifier
        group.isMovable = true
        return group
    }

    /// A group the user may add or remove (iOS 16); one not in the default customization starts hidden.
    public static func optionalGroup(
        customizationIdentifier: String, isInDefaultCustomization: Bool = true,
        representativeItem: UIBarButtonItem? = nil, items: [UIBarButtonItem]
    ) -> UIBarButtonItemGroup {
        let group = movableGroup(
            customizationIdentifier: customizationIdentifier, representativeItem: representativeItem, items: items)
        group.isInDefaultCustomization = isInDefaultCustomization
        group.isHidden = !isInDefaultCustomization
        return group
    }

    private func changed() { onChange?() }
}

extension UIBarButtonItem {
    /// A fixed group of this item alone (iOS 16).
    public func creatingFixedGroup() -> UIBarButtonItemGroup { .fixedGroup(items: [self]) }

    /// A movable group of this item alone (iOS 16).
    public func creatingMovableGroup(customizationIdentifier: String) -> UIBarButtonItemGroup {
        .movableGroup(customizationIdentifier: customizationIdentifier, items: [self])
    }

    /// An optional group of this item alone (iOS 16).
    public func creatingOptionalGroup(customizationIdentifier: String, isInDefaultCustomization: Bool = true)
        -> UIBarButtonItemGroup
    {
        .optionalGroup(
            customizationIdentifier: customizationIdentifier, isInDefaultCustomization: isInDefaultCustomization,
            items: [self])
    }
}

extension UINavigationItem {
    /// The groups on the leading side (iOS 16): their items, hidden groups left out, are `leftBarButtonItems`.
    public var leadingItemGroups: [UIBarButtonItemGroup] {
        get { groups(\.leftBarButtonItems, key: &GroupKeys.leading) }
        set { setGroups(newValue, \.leftBarButtonItems, key: &GroupKeys.leading) }
    }

    /// The groups on the trailing side (iOS 16): their items, hidden groups left out, are `rightBarButtonItems`
    /// (the first group's first item at the edge).
    public var trailingItemGroups: [UIBarButtonItemGroup] {
        get { groups(\.rightBarButtonItems, key: &GroupKeys.trailing) }
        set { setGroups(newValue, \.rightBarButtonItems, key: &GroupKeys.trailing) }
    }

    /// The groups in the middle of an editor-style bar (iOS 16), kept: the title shows there on the desktop.
    public var centerItemGroups: [UIBarButtonItemGroup] {
        get { objc_getAssociatedObject(self, &GroupKeys.center) as? [UIBarButtonItemGroup] ?? [] }
        set { objc_setAssociatedObject(self, &GroupKeys.center, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    /// The identifier under which the bar's customization is saved (iOS 16), kept.
    public var customizationIdentifier: String? {
        get { objc_getAssociatedObject(self, &GroupKeys.customization) as? String }
        set { objc_setAssociatedObject(self, &GroupKeys.customization, newValue, .OBJC_ASSOCIATION_RETAIN) }
    }

    private func groups(
        _ items: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?>, key: UnsafeRawPointer
    ) -> [UIBarButtonItemGroup] {
        let stored = objc_getAssociatedObject(self, key) as? [UIBarButtonItemGroup] ?? []
        let current = self[keyPath: items] ?? []
        // Items set directly since the groups were set stand as one fixed group, as in UIKit.
        if current.map(ObjectIdentifier.init) == Self.visibleItems(of: stored).map(ObjectIdentifier.init) {
            return stored
        }
        return current.isEmpty ? [] : [.fixedGroup(items: current)]
    }

    private func setGroups(
        _ groups: [UIBarButtonItemGroup], _ items: ReferenceWritableKeyPath<UINavigationItem, [UIBarButtonItem]?>,
        key: UnsafeRawPointer
    ) {
        objc_setAssociatedObject(self, key, groups, .OBJC_ASSOCIATION_RETAIN)
        let update = { [weak self] in
            guard let self else { return }
            let visible = Self.visibleItems(of: groups)
            self[keyPath: items] = visible.isEmpty ? nil : visible
        }
        for group in groups { group.onChange = update }
        update()
    }

    private static func visibleItems(of groups: [UIBarButtonItemGroup]) -> [UIBarButtonItem] {
        groups.filter { !$0.isHidden }.flatMap(\.barButtonItems)
    }
}

private enum GroupKeys {
    nonisolated(unsafe) static var leading: UInt8 = 0
    nonisolated(unsafe) static var trailing: UInt8 = 0
    nonisolated(unsafe) static var center: UInt8 = 0
    nonisolated(unsafe) static var customization: UInt8 = 0
}

/// The shortcuts bar of a text input (iOS 9): groups of items beside the suggestions on an iPad's keyboard.
/// A desktop has no on-screen keyboard, so the groups are kept and not shown.
@preconcurrency @MainActor
open class UITextInputAssistantItem: NSObject {
    /// Whether the system may hide the shortcuts.
    open var allowsHidingShortcuts = true
    /// The groups before the suggestions.
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The groups after the suggestions.
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []
    /// The item in place of the keyboard's action key (iOS 17).
    open var keyboardActionButtonItem: UIBarButtonItem?

    /// An empty shortcuts bar.
    public override init() { super.init() }
}

extension UIResponder {
    /// The responder's shortcuts bar, made on first use; its groups are kept (a desktop has no on-screen
    /// keyboard to show them on).
    public var inputAssistantItem: UITextInputAssistantItem {
        if let item = objc_getAssociatedObject(self, &AssistantKey.item) as? UITextInputAssistantItem { return item }
        let item = UITextInputAssistantItem()
        objc_setAssociatedObject(self, &AssistantKey.item, item, .OBJC_ASSOCIATION_RETAIN)
        return item
    }
}

private enum AssistantKey {
    nonisolated(unsafe) static var item: UInt8 = 0
}
