import CGio
import Foundation
@_spi(Accessibility) import Tapestry

/// The answer to one method call: its reply arguments (a tuple), or a D-Bus error.
enum AtSpiReply: Sendable, Equatable {
    case value(DBusValue)
    case error(String, String)

    static let empty = AtSpiReply.value(.tuple([]))
    static func unknownMethod(_ interface: String, _ member: String) -> AtSpiReply {
        .error("org.freedesktop.DBus.Error.UnknownMethod", "No method \(member) in \(interface) here")
    }
    static let badArguments = AtSpiReply.error("org.freedesktop.DBus.Error.InvalidArgs", "Unexpected arguments")
}

/// AT-SPI's interfaces on the bridge's objects: `Accessible`, `Application`, `Component`, `Action`, `Value`,
/// and the `Properties` they are read through; `Text`, `EditableText` and `Selection` are in
/// AtSpiBridge+Text.swift.
extension AtSpiBridge {
    /// Answers a method call (on the main thread; `message` stays valid while this runs).
    func handle(_ message: OpaquePointer) {
        let path = tapestry_g_dbus_message_get_path(message).map { String(cString: $0) } ?? ""
        let interface = tapestry_g_dbus_message_get_interface(message).map { String(cString: $0) } ?? ""
        let member = tapestry_g_dbus_message_get_member(message).map { String(cString: $0) } ?? ""
        let arguments = DBusArguments(body: tapestry_g_dbus_message_get_body(message))
        let reply = answer(path: path, interface: interface, member: member, arguments: arguments)
        switch reply {
        case .value(let value): connection?.reply(to: message, with: value)
        case .error(let name, let text): connection?.reply(to: message, with: nil, error: (name, text))
        }
    }

    /// Whether a method only reads (a getter, a property read, a hit-test): what may be answered many times
    /// over without the tree being walked again in between.
    nonisolated static func onlyReads(interface: String, member: String) -> Bool {
        if interface == "org.freedesktop.DBus.Properties" { return member != "Set" }
        return member.hasPrefix("Get") || member.hasPrefix("Is") || member == "Contains"
    }

    func answer(path: String, interface: String, member: String, arguments: DBusArguments) -> AtSpiReply {
        if !Self.onlyReads(interface: interface, member: member) { callMayHaveChangedTheApp = true }
        if path == "/org/a11y/atspi/cache" {
            // Like GTK 4, no cache is offered up front: clients ask for what they read, and events keep them current.
            guard member == "GetItems" else { return .unknownMethod(interface, member) }
            return .value(.tuple([.array(elementType: "((so)(so)(so)iiassusau)", [])]))
        }
        guard let id = id(ofPath: path), let node = tree.nodes[id] else {
            return .error("org.freedesktop.DBus.Error.UnknownObject", "No accessible object at \(path)")
        }
        switch interface {
        case "org.freedesktop.DBus.Properties": return properties(member, arguments, node)
        case "org.a11y.atspi.Accessible": return accessible(member, arguments, node)
        case "org.a11y.atspi.Application":
            switch member {
            case "GetLocale": return .value(.tuple([.string(Locale.current.identifier)]))
            // Clients stay on the accessibility bus (no peer-to-peer connection).
            case "GetApplicationBusAddress": return .value(.tuple([.string("")]))
            default: return .unknownMethod(interface, member)
            }
        case "org.a11y.atspi.Component": return component(member, arguments, node)
        case "org.a11y.atspi.Action": return action(member, arguments, node)
        case "org.a11y.atspi.Text": return text(member, arguments, node)
        case "org.a11y.atspi.EditableText": return editableText(member, arguments, node)
        case "org.a11y.atspi.Selection": return selection(member, arguments, node)
        default: return .unknownMethod(interface, member)
        }
    }

    /// The interfaces a node implements.
    func interfaces(of node: AccessibilityNode) -> [String] {
        var names = ["org.a11y.atspi.Accessible"]
        if node.id == AccessibilityTree.rootID { return names + ["org.a11y.atspi.Application"] }
        names.append("org.a11y.atspi.Component")
        if !node.actions.isEmpty { names.append("org.a11y.atspi.Action") }
        if node.numericValue != nil { names.append("org.a11y.atspi.Value") }
        if node.text != nil { names.append("org.a11y.atspi.Text") }
        if node.states.contains(.editable) { names.append("org.a11y.atspi.EditableText") }
        if node.role == .list || node.role == .pageTabList { names.append("org.a11y.atspi.Selection") }
        return names
    }

    // MARK: Accessible

    func accessible(_ member: String, _ arguments: DBusArguments, _ node: AccessibilityNode) -> AtSpiReply {
        switch member {
        case "GetChildAtIndex":
            guard let index = arguments.int32(0) else { return .badArguments }
            let child = node.children.indices.contains(Int(index)) ? node.children[Int(index)] : nil
            return .value(.tuple([reference(child)]))
        case "GetChildren":
            return .value(.tuple([.array(elementType: "(so)", node.children.map { reference($0) })]))
        case "GetIndexInParent":
            let index = node.parent.flatMap { tree.nodes[$0]?.children.firstIndex(of: node.id) } ?? -1
            return .value(.tuple([.int32(Int32(node.id == AccessibilityTree.rootID ? -1 : index))]))
        case "GetRelationSet":
            return .value(.tuple([.array(elementType: "(ua(so))", [])]))
        case "GetRole":
            return .value(.tuple([.uint32(AtSpiVocabulary.role(node.role).number)]))
        case "GetRoleName", "GetLocalizedRoleName":
            return .value(.tuple([.string(AtSpiVocabulary.role(node.role).name)]))
        case "GetState":
            return .value(
                .tuple([.array(elementType: "u", AtSpiVocabulary.stateWords(node.states).map { .uint32($0) })]))
        case "GetAttributes":
            var attributes: [DBusValue] = [.entry(.string("toolkit"), .string("Tapestry"))]
            if let identifier = node.identifier { attributes.append(.entry(.string("id"), .string(identifier))) }
            if let value = node.value, node.numericValue == nil, node.text == nil {
                attributes.append(.entry(.string("value"), .string(value)))
            }
            return .value(.tuple([.array(elementType: "{ss}", attributes)]))
        case "GetApplication":
            return .value(.tuple([reference(AccessibilityTree.rootID)]))
        case "GetInterfaces":
            return .value(.tuple([.array(elementType: "s", interfaces(of: node).map { .string($0) })]))
        default:
            return .unknownMethod("org.a11y.atspi.Accessible", member)
        }
    }

    // MARK: Properties

    func properties(_ member: String, _ arguments: DBusArguments, _ node: AccessibilityNode) -> AtSpiReply {
        guard let interface = arguments.string(0) else { return .badArguments }
        switch member {
        case "Get":
            guard let name = arguments.string(1), let value = property(interface, name, node) else {
                return .error("org.freedesktop.DBus.Error.UnknownProperty", "No such property")
            }
            return .value(.tuple([.variant(value)]))
        case "GetAll":
            let names = Self.propertyNames[interface] ?? []
            let entries = names.compactMap { name in
                property(interface, name, node).map { DBusValue.entry(.string(name), .variant($0)) }
            }
            return .value(.tuple([.array(elementType: "{sv}", entries)]))
        case "Set":
            guard let name = arguments.string(1) else { return .badArguments }
            switch (interface, name) {
            case ("org.a11y.atspi.Application", "Id"):
                applicationID = Int32(arguments.variantNumber(2) ?? 0)
            case ("org.a11y.atspi.Value", "CurrentValue"):
                guard let number = arguments.variantNumber(2), tree.setValue(number, on: node.id) else {
                    return .error("org.freedesktop.DBus.Error.InvalidArgs", "The value cannot be set")
                }
                afterAction()
            default:
                return .error("org.freedesktop.DBus.Error.PropertyReadOnly", "\(name) cannot be set")
            }
            return .empty
        default:
            return .unknownMethod("org.freedesktop.DBus.Properties", member)
        }
    }

    static let propertyNames: [String: [String]] = [
        "org.a11y.atspi.Accessible": [
            "Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText",
        ],
        "org.a11y.atspi.Application": [
            "ToolkitName", "Version", "ToolkitVersion", "AtspiVersion", "InterfaceVersion", "Id",
        ],
        "org.a11y.atspi.Action": ["NActions"],
        "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
        "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        "org.a11y.atspi.Selection": ["NSelectedChildren"],
    ]

    func property(_ interface: String, _ name: String, _ node: AccessibilityNode) -> DBusValue? {
        switch (interface, name) {
        case ("org.a11y.atspi.Accessible", "Name"): return .string(node.name)
        case ("org.a11y.atspi.Accessible", "Description"): return .string(node.description)
        case ("org.a11y.atspi.Accessible", "HelpText"): return .string(node.description)
        case ("org.a11y.atspi.Accessible", "Parent"):
            return node.id == AccessibilityTree.rootID ? desktopReference : reference(node.parent)
        case ("org.a11y.atspi.Accessible", "ChildCount"): return .int32(Int32(node.children.count))
        case ("org.a11y.atspi.Accessible", "Locale"): return .string(node.language ?? Locale.current.identifier)
        case ("org.a11y.atspi.Accessible", "AccessibleId"): return .string(node.identifier ?? "")
        case ("org.a11y.atspi.Accessible", "version"): return .uint32(1)
        case ("org.a11y.atspi.Application", "ToolkitName"): return .string("Tapestry")
        case ("org.a11y.atspi.Application", "Version"), ("org.a11y.atspi.Application", "ToolkitVersion"):
            return .string(UIDevice.current.systemVersion)  // the UIKit version Tapestry follows
        case ("org.a11y.atspi.Application", "AtspiVersion"): return .string("2.1")
        case ("org.a11y.atspi.Application", "InterfaceVersion"): return .uint32(0)
        case ("org.a11y.atspi.Application", "Id"): return .int32(applicationID)
        case ("org.a11y.atspi.Action", "NActions"): return .int32(Int32(node.actions.count))
        case ("org.a11y.atspi.Value", "MinimumValue"): return node.numericValue.map { .double($0.minimum) }
        case ("org.a11y.atspi.Value", "MaximumValue"): return node.numericValue.map { .double($0.maximum) }
        case ("org.a11y.atspi.Value", "MinimumIncrement"): return node.numericValue.map { .double($0.step) }
        case ("org.a11y.atspi.Value", "CurrentValue"): return node.numericValue.map { .double($0.current) }
        case ("org.a11y.atspi.Value", "Text"): return .string(node.value ?? "")
        case ("org.a11y.atspi.Text", "CharacterCount"): return .int32(Int32((node.text ?? "").unicodeScalars.count))
        case ("org.a11y.atspi.Text", "CaretOffset"): return .int32(Int32(node.caret ?? 0))
        case ("org.a11y.atspi.Selection", "NSelectedChildren"): return .int32(Int32(selectedChildren(of: node).count))
        case (_, "version"): return .uint32(1)
        default: return nil
        }
    }

    // MARK: Component

    /// A node's extents `(x, y, width, height)` in pixels: on the screen (0), in its window (1), or from its
    /// parent's origin (2).
    func extents(of id: Int, coordinates: UInt32) -> [Int32]? {
        guard let node = tree.nodes[id] else { return nil }
        return extents(of: id, rect: node.frame, coordinates: coordinates)
    }

    /// `rect` (in the node's window) in AT-SPI's `coordinates` (screen, window, or the node's parent).
    func extents(of id: Int, rect: CGRect, coordinates: UInt32) -> [Int32]? {
        guard let node = tree.nodes[id], let windowID = node.window,
            let window = tree.object(for: windowID) as? UIWindow
        else { return nil }
        let (origin, scale) = geometry(window)
        var x = rect.minX * scale, y = rect.minY * scale
        switch coordinates {
        case 0:
            x += origin.x
            y += origin.y
        case 2:
            if let parent = node.parent, let frame = tree.nodes[parent]?.frame, parent != AccessibilityTree.rootID {
                x -= frame.minX * scale
                y -= frame.minY * scale
            }
        default: break
        }
        return [x, y, rect.width * scale, rect.height * scale].map { Int32(clamping: Int($0.rounded())) }
    }

    /// A point given in `coordinates` as a point in the node's window.
    func windowPoint(_ x: Int32, _ y: Int32, coordinates: UInt32, near node: AccessibilityNode) -> CGPoint? {
        guard let windowID = node.window, let window = tree.object(for: windowID) as? UIWindow else { return nil }
        let (origin, scale) = geometry(window)
        var point = CGPoint(x: CGFloat(x), y: CGFloat(y))
        if coordinates == 0 {
            point.x -= origin.x
            point.y -= origin.y
        } else if coordinates == 2, let parent = node.parent, let frame = tree.nodes[parent]?.frame {
            point.x += frame.minX * scale
            point.y += frame.minY * scale
        }
        return CGPoint(x: point.x / scale, y: point.y / scale)
    }

    func component(_ member: String, _ arguments: DBusArguments, _ node: AccessibilityNode) -> AtSpiReply {
        switch member {
        case "GetExtents":
            let extents = extents(of: node.id, coordinates: arguments.uint32(0) ?? 0) ?? [0, 0, 0, 0]
            return .value(.tuple([.tuple(extents.map { .int32($0) })]))
        case "GetPosition":
            let extents = extents(of: node.id, coordinates: arguments.uint32(0) ?? 0) ?? [0, 0, 0, 0]
            return .value(.tuple([.int32(extents[0]), .int32(extents[1])]))
        case "GetSize":
            let extents = extents(of: node.id, coordinates: 1) ?? [0, 0, 0, 0]
            return .value(.tuple([.int32(extents[2]), .int32(extents[3])]))
        case "Contains", "GetAccessibleAtPoint":
            guard let x = arguments.int32(0), let y = arguments.int32(1), let type = arguments.uint32(2) else {
                return .badArguments
            }
            let point = windowPoint(x, y, coordinates: type, near: node)
            if member == "Contains" { return .value(.tuple([.bool(point.map { node.frame.contains($0) } ?? false)])) }
            guard let point, let window = node.window, let found = tree.node(at: point, inWindow: window) else {
                return .value(.tuple([reference(nil)]))
            }
            // Only the node's own subtree answers.
            var ancestor: Int? = found
            while let current = ancestor, current != node.id { ancestor = tree.nodes[current]?.parent }
            return .value(.tuple([reference(ancestor == nil ? nil : found)]))
        case "GetLayer":
            return .value(.tuple([.uint32(node.role == .frame || node.role == .dialog ? 7 : 3)]))  // window / widget
        case "GetMDIZOrder":
            return .value(.tuple([.int16(0)]))
        case "GetAlpha":
            return .value(.tuple([.double(1)]))
        case "GrabFocus":
            let focused = tree.focus(node.id)
            if focused { afterAction() }
            return .value(.tuple([.bool(focused)]))
        case "ScrollTo", "ScrollToPoint", "SetExtents", "SetPosition", "SetSize":
            return .value(.tuple([.bool(false)]))
        default:
            return .unknownMethod("org.a11y.atspi.Component", member)
        }
    }

    // MARK: Action

    func action(_ member: String, _ arguments: DBusArguments, _ node: AccessibilityNode) -> AtSpiReply {
        switch member {
        case "GetActions":
            return .value(
                .tuple([
                    .array(
                        elementType: "(sss)",
                        node.actions.map { .tuple([.string($0), .string(actionDescription($0, node)), .string("")]) })
                ]))
        case "DoAction":
            guard let index = arguments.int32(0) else { return .badArguments }
            let done = tree.perform(action: Int(index), on: node.id)
            if done { afterAction() }
            return .value(.tuple([.bool(done)]))
        case "GetName", "GetLocalizedName", "GetDescription", "GetKeyBinding":
            guard let index = arguments.int32(0).map(Int.init) else { return .badArguments }
            let name = node.actions.indices.contains(index) ? node.actions[index] : ""
            switch member {
            case "GetDescription": return .value(.tuple([.string(name.isEmpty ? "" : actionDescription(name, node))]))
            case "GetKeyBinding": return .value(.tuple([.string("")]))
            default: return .value(.tuple([.string(name)]))
            }
        default:
            return .unknownMethod("org.a11y.atspi.Action", member)
        }
    }

    func actionDescription(_ name: String, _ node: AccessibilityNode) -> String {
        switch name {
        case "click": return node.description.isEmpty ? "Activates the element" : node.description
        case "increment": return "Increases the value"
        case "decrement": return "Decreases the value"
        default: return name
        }
    }

    /// After an action changed the app: lay out, then tell what changed.
    func afterAction() {
        application.frameStep.makeLayoutCurrent()
        refresh()
    }
}
