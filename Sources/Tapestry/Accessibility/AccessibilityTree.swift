import Foundation

/// The accessibility tree of an application as a screen reader sees it (SEMANTICS §16): the application,
/// its shown windows, and in each the elements UIKit's rules expose — views that are accessibility elements,
/// the elements of containers that list them (`accessibilityElements`, `UIAccessibilityElement`), and the
/// containers a reader needs to know (lists, tab bars, toolbars, dialogs, grouped views). Views that are
/// hidden, transparent, clipped out of sight, inside `accessibilityElementsHidden` subtrees or beside an
/// `accessibilityViewIsModal` view are not exposed.
///
/// `refresh()` walks the live views and returns what changed since the last walk; a bridge answers queries
/// from `nodes` and turns the changes into its protocol's events. The tree is platform-free: the AT-SPI
/// bridge and the tests read the same nodes.
@_spi(Accessibility) @preconcurrency @MainActor
public final class AccessibilityTree {
    /// The application's node number.
    public static let rootID = 0
    let application: UIApplication
    /// The nodes at the last refresh, by number.
    public private(set) var nodes: [Int: AccessibilityNode] = [:]
    /// The element each number stands for.
    private var objects: [Int: Weak] = [:]
    private var ids: [ObjectIdentifier: Int] = [:]
    private var nextID = 1
    /// The focused node at the last refresh.
    public private(set) var focusedID: Int?

    private struct Weak {
        weak var object: AnyObject?
    }

    /// A tree of `application`'s windows (empty until the first refresh).
    public init(application: UIApplication) {
        self.application = application
    }

    /// The element (view, `UIAccessibilityElement`, window or application) a node stands for.
    public func object(for id: Int) -> AnyObject? {
        id == Self.rootID ? application : objects[id]?.object
    }

    /// The node of `object`, if it is exposed.
    public func id(of object: AnyObject) -> Int? {
        guard let id = ids[ObjectIdentifier(object)], objects[id]?.object === object else { return nil }
        return nodes[id] == nil ? nil : id
    }

    private func number(for object: AnyObject) -> Int {
        let key = ObjectIdentifier(object)
        if let id = ids[key], objects[id]?.object === object { return id }
        let id = nextID
        nextID += 1
        ids[key] = id
        objects[id] = Weak(object: object)
        return id
    }

    // MARK: Walking

    /// Walks the live views again; returns what changed since the last walk (nothing on the first).
    @discardableResult
    public func refresh() -> [AccessibilityChange] {
        let before = nodes
        let focusedBefore = focusedID
        var walk = Walk(tree: self)
        var root = AccessibilityNode(id: Self.rootID, parent: nil, role: .application)
        root.name = ProcessInfo.processInfo.processName
        root.states = [.enabled, .showing]
        walk.nodes[Self.rootID] = root
        for window in application.visibleWindowsInShowingOrder {
            walk.add(window: window)
        }
        nodes = walk.nodes
        focusedID = walk.focused
        // Forget the numbers of elements that are gone.
        for (key, id) in ids where objects[id]?.object == nil {
            ids[key] = nil
            objects[id] = nil
        }
        guard !before.isEmpty else { return [] }
        return AccessibilityDiff.changes(from: before, to: nodes, focusedBefore: focusedBefore, focused: focusedID)
    }

    /// One walk over the windows, collecting nodes.
    @MainActor private struct Walk {
        let tree: AccessibilityTree
        var nodes: [Int: AccessibilityNode] = [:]
        var focused: Int?
        let firstResponder: UIResponder?

        init(tree: AccessibilityTree) {
            self.tree = tree
            firstResponder = tree.application.keyWindow?.firstResponder
        }

        mutating func add(window: UIWindow) {
            let id = tree.number(for: window)
            var node = AccessibilityNode(id: id, parent: AccessibilityTree.rootID, role: .frame)
            node.window = id
            node.name = window.accessibilityLabel ?? Self.title(of: window) ?? window.title
            node.frame = window.bounds
            node.states = [.enabled, .showing]
            if window.isKeyWindow { node.states.insert(.active) }
            // A window sliding screens in or out ignores touches (§10.9): a reader hears it busy until it is done.
            if window.transitionsInFlight > 0 || tree.application.isIgnoringInteractionEvents {
                node.states.insert(.busy)
            }
            nodes[id] = node
            nodes[AccessibilityTree.rootID]?.children.append(id)
            visitSubviews(of: window, parent: id, window: id, clip: window.bounds)
        }

        static func title(of window: UIWindow) -> String? {
            var controller = window.rootViewController
            while let current = controller {
                if let navigation = current as? UINavigationController {
                    controller = navigation.topViewController
                } else if let tabs = current as? UITabBarController, let selected = tabs.selectedViewController {
                    controller = selected
                } else {
                    return [current.navigationItem.title, current.title].compactMap { $0 }.first { !$0.isEmpty }
                }
            }
            return nil
        }

        /// The subviews a reader visits: shown ones, in reading order (top to bottom, then leading to
        /// trailing), only the modal one when one of them is modal.
        func readable(_ views: [UIView]) -> [UIView] {
            let shown = views.filter { !$0.isHidden && $0.alpha > 0.01 && !$0.accessibilityElementsHidden }
            if let modal = shown.last(where: { $0.accessibilityViewIsModal }) { return [modal] }
            // Bars are read first (a navigation bar) or last (a toolbar, a tab bar), as VoiceOver reads them.
            func rank(_ view: UIView) -> Int {
                view is UINavigationBar ? 0 : view is UIToolbar || view is UITabBar ? 2 : 1
            }
            return shown.enumerated().sorted { a, b in
                if rank(a.element) != rank(b.element) { return rank(a.element) < rank(b.element) }
                let first = a.element.frame, second = b.element.frame
                if abs(first.minY - second.minY) > 0.5 { return first.minY < second.minY }
                if abs(first.minX - second.minX) > 0.5 { return first.minX < second.minX }
                return a.offset < b.offset
            }.map(\.element)
        }

        mutating func visitSubviews(of view: UIView, parent: Int, window: Int, clip: CGRect) {
            for subview in readable(view.subviews) {
                visit(subview, parent: parent, window: window, clip: clip)
            }
        }

        mutating func visit(_ view: UIView, parent: Int, window: Int, clip: CGRect) {
            let frame = view.convert(view.bounds, to: nil)
            guard frame.intersects(clip) || view.clipsToBounds == false && !view.subviews.isEmpty else { return }
            let inner = view.clipsToBounds ? clip.intersection(frame) : clip
            if let elements = view.accessibilityElements, !(view is UITableView || view is UICollectionView) {
                let container = containerNode(for: view, parent: parent, window: window, frame: frame)
                for element in elements { visit(element: element, parent: container ?? parent, window: window) }
                return
            }
            if view is UITableViewCell || view is UICollectionViewCell {
                addCell(view, parent: parent, window: window, frame: frame, clip: inner)
                return
            }
            if view.isAccessibilityElement {
                // An element with nothing to say (an empty label) is passed over, as VoiceOver does.
                guard frame.intersects(clip), !Self.isSilentLabel(view) else { return }
                add(element: view, parent: parent, window: window)
                return
            }
            let container = containerNode(for: view, parent: parent, window: window, frame: frame)
            visitSubviews(of: view, parent: container ?? parent, window: window, clip: inner)
        }

        static func isSilentLabel(_ view: UIView) -> Bool {
            view is UILabel && (view.accessibilityLabel ?? "").isEmpty && (view.accessibilityValue ?? "").isEmpty
        }

        static let everywhere = CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)

        mutating func visit(element: Any, parent: Int, window: Int) {
            if let view = element as? UIView {
                guard !view.isHidden, view.alpha > 0.01 else { return }
                visit(view, parent: parent, window: window, clip: Self.everywhere)
            } else if let element = element as? UIAccessibilityElement {
                guard element.isAccessibilityElement || element.accessibilityElements != nil else { return }
                if let inner = element.accessibilityElements {
                    var node = AccessibilityNode(id: tree.number(for: element), parent: parent, role: .panel)
                    node.window = window
                    node.name = element.accessibilityLabel ?? ""
                    node.frame = element.accessibilityFrame
                    node.states = [.enabled, .showing]
                    append(node)
                    for child in inner { visit(element: child, parent: node.id, window: window) }
                } else {
                    add(element: element, parent: parent, window: window)
                }
            } else if let object = element as? NSObject, object.isAccessibilityElement {
                // Any other object the container lists, read through NSObject's informal protocol.
                add(element: object, parent: parent, window: window)
            }
        }

        /// A node for a container a reader needs to know (a list, a tab bar, a dialog, a group), or nil
        /// when the view's elements belong to its parent.
        mutating func containerNode(for view: UIView, parent: Int, window: Int, frame: CGRect) -> Int? {
            let role: AccessibilityRole
            var name = view.accessibilityLabel ?? ""
            var states: AccessibilityStates = [.enabled, .showing]
            switch view {
            case is UITableView, is UICollectionView:
                role = .list
            case is UITabBar, is UISegmentedControl:
                role = .pageTabList
            case is UINavigationBar, is UIToolbar:
                role = .toolBar
            case is MenuView:
                role = .menu
            case let backdrop as AlertBackdropView:
                role = .dialog
                states.insert(.modal)
                name = backdrop.controller?.title ?? name
            default:
                if view.accessibilityViewIsModal {
                    role = .dialog
                    states.insert(.modal)
                } else if view.accessibilityContainerType == .list || view.accessibilityContainerType == .dataTable {
                    role = .list
                } else if view.accessibilityContainerType != .none {
                    role = .panel
                } else if view.shouldGroupAccessibilityChildren || view.storedAccessibility?.elements != nil {
                    role = .panel
                } else {
                    return nil
                }
            }
            var node = AccessibilityNode(id: tree.number(for: view), parent: parent, role: role)
            node.window = window
            node.name = name
            node.description = view.accessibilityHint ?? ""
            node.frame = frame
            node.states = states
            node.identifier = view.accessibilityIdentifier
            append(node)
            return node.id
        }

        /// A table or collection cell: a list item named by its texts, its controls inside it.
        mutating func addCell(_ cell: UIView, parent: Int, window: Int, frame: CGRect, clip: CGRect) {
            guard frame.intersects(clip) else { return }
            var node = AccessibilityNode(id: tree.number(for: cell), parent: parent, role: .listItem)
            node.window = window
            node.frame = frame
            node.states = [.enabled, .showing, .selectable, .focusable]
            let selected = (cell as? UITableViewCell)?.isSelected ?? (cell as? UICollectionViewCell)?.isSelected
            if selected == true { node.states.insert(.selected) }
            node.actions = ["click"]
            node.identifier = cell.accessibilityIdentifier
            append(node)
            var texts: [String] = []
            var inner = Walk(tree: tree)
            inner.nodes[node.id] = node
            // A cell partly on screen reads whole, as VoiceOver reads it: its content is not cut at the clip.
            inner.visitSubviews(of: cell, parent: node.id, window: window, clip: frame)
            for id in inner.nodes[node.id]?.children ?? [] {
                guard let child = inner.nodes[id] else { continue }
                if child.role == .label || child.role == .heading || child.role == .image {
                    if !child.name.isEmpty { texts.append(child.name) }
                } else {
                    adopt(id, from: inner.nodes, parent: node.id)
                }
            }
            let name = cell.accessibilityLabel ?? texts.joined(separator: ", ")
            nodes[node.id]?.name = name
            // A control in the cell without a name of its own (a switch as the accessory) takes the cell's.
            for id in nodes[node.id]?.children ?? [] where nodes[id]?.name.isEmpty == true {
                if let role = nodes[id]?.role, [AccessibilityRole.toggleButton, .pushButton, .slider].contains(role) {
                    nodes[id]?.name = name
                }
            }
            if inner.focused != nil { focused = inner.focused }
        }

        /// Copies a node and its descendants from another walk, the node under `parent` (its descendants keep
        /// theirs).
        mutating func adopt(_ id: Int, from other: [Int: AccessibilityNode], parent: Int?) {
            guard var node = other[id] else { return }
            if let parent {
                node.parent = parent
                nodes[parent]?.children.append(id)
            }
            nodes[id] = node
            if node.states.contains(.focused) { focused = id }
            for child in node.children { adopt(child, from: other, parent: nil) }
        }

        mutating func append(_ node: AccessibilityNode) {
            nodes[node.id] = node
            if let parent = node.parent { nodes[parent]?.children.append(node.id) }
            if node.states.contains(.focused) { focused = node.id }
        }

        /// An element: a view that is one, or a `UIAccessibilityElement`.
        mutating func add(element object: NSObject, parent: Int, window: Int) {
            let described = AccessibilityDescription(object, firstResponder: firstResponder)
            var node = AccessibilityNode(id: tree.number(for: object), parent: parent, role: described.role)
            node.window = window
            node.name = described.label
            node.description = described.hint
            node.value = described.value
            node.numericValue = described.numericValue
            node.states = described.states
            node.frame = described.frame
            node.actions = described.actions
            node.text = described.text
            node.caret = described.caret
            node.language = described.language
            node.identifier = described.identifier
            append(node)
        }
    }
}
