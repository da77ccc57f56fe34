import Foundation

/// The standard edit actions a responder may implement (UIKit's `UIResponderStandardEditActions`): the actions
/// edit menus, the Edit keys (Ctrl+X, Ctrl+C, Ctrl+V, Ctrl+A) and `UICommand`s send along the responder chain.
/// `UIResponder` conforms; text fields and text views implement them. Name one with
/// `Selector(UIResponderStandardEditActions.paste(_:))` (UIKit's `#selector(UIResponderStandardEditActions.paste(_:))`)
/// to compare it in `canPerformAction(_:withSender:)`.
@preconcurrency @MainActor
public protocol UIResponderStandardEditActions: AnyObject {
    /// Cuts the selection to the pasteboard.
    func cut(_ sender: Any?)
    /// Copies the selection to the pasteboard.
    func copy(_ sender: Any?)
    /// Pastes the pasteboard's contents over the selection.
    func paste(_ sender: Any?)
    /// Selects everything.
    func selectAll(_ sender: Any?)
    /// Deletes the selection.
    func delete(_ sender: Any?)
}

extension UIResponder: UIResponderStandardEditActions {}

/// Finds which standard edit action a method reference names, by calling it on an object that only records the
/// call (nothing is cut, copied or pasted).
@MainActor
final class StandardEditActionProbe: UIResponderStandardEditActions {
    private var called = ""

    func cut(_ sender: Any?) { called = "cut:" }
    func copy(_ sender: Any?) { called = "copy:" }
    func paste(_ sender: Any?) { called = "paste:" }
    func selectAll(_ sender: Any?) { called = "selectAll:" }
    func delete(_ sender: Any?) { called = "delete:" }

    /// The Objective-C name of the action `method` calls ("paste:").
    static func name(of method: (any UIResponderStandardEditActions) -> (Any?) -> Void) -> String {
        let probe = StandardEditActionProbe()
        method(probe)(nil)
        return probe.called
    }
}

// Made from their Objective-C names, so that `NSSelectorFromString` can give them on any thread; a selector is
// only ever performed on the main actor (target–action, menus and keys), which the calls assume.
extension Selector {
    /// `cut(_:)`, as menus and Ctrl+X send it.
    static var cut: Selector { editAction("cut:") { target, sender in target.cut(sender) } }
    /// `copy(_:)`, as menus and Ctrl+C send it.
    static var copy: Selector { editAction("copy:") { target, sender in target.copy(sender) } }
    /// `paste(_:)`, as menus and Ctrl+V send it.
    static var paste: Selector { editAction("paste:") { target, sender in target.paste(sender) } }
    /// `selectAll(_:)`, as menus and Ctrl+A send it.
    static var selectAll: Selector { editAction("selectAll:") { target, sender in target.selectAll(sender) } }
    /// `delete(_:)`, as menus send it.
    static var delete: Selector { editAction("delete:") { target, sender in target.delete(sender) } }

    private static func editAction(
        _ name: String, _ perform: @escaping @MainActor (any UIResponderStandardEditActions, Any?) -> Void
    ) -> Selector {
        Selector(standardEditAction: name) { target, sender in
            nonisolated(unsafe) let target = target, sender = sender
            MainActor.assumeIsolated { perform(target, sender) }
        }
    }
}

/// The selector named `aSelectorName`, as Objective-C's runtime finds one by name. The standard edit actions'
/// names ("cut:", "copy:", "paste:", "selectAll:", "delete:") give those actions, equal to the selectors menus and
/// keys send and performed on any responder. Linux Swift cannot find another method by its name: any other name
/// gives a selector that is equal only to selectors of the same name and that no object performs. Callable from
/// any thread, as Foundation's is.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    switch aSelectorName {
    case "cut:": return .cut
    case "copy:": return .copy
    case "paste:": return .paste
    case "selectAll:": return .selectAll
    case "delete:": return .delete
    default: return Selector(unresolvedName: aSelectorName)
    }
}

/// A selector's name: a standard edit action's Objective-C name, a name given to `NSSelectorFromString`, or
/// the method's class and type for a selector made from a method reference.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name ?? aSelector.description }
