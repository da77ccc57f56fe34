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
    /// Selects the word at the insertion point.
    func select(_ sender: Any?)
    /// Sets the selection's paragraphs to run left to right.
    func makeTextWritingDirectionLeftToRight(_ sender: Any?)
    /// Sets the selection's paragraphs to run right to left.
    func makeTextWritingDirectionRightToLeft(_ sender: Any?)
    /// Toggles bold on the selection (in rich text).
    func toggleBoldface(_ sender: Any?)
    /// Toggles italics on the selection (in rich text).
    func toggleItalics(_ sender: Any?)
    /// Toggles underlining on the selection (in rich text).
    func toggleUnderline(_ sender: Any?)
    /// Makes the selection's font larger (in rich text).
    func increaseSize(_ sender: Any?)
    /// Makes the selection's font smaller (in rich text).
    func decreaseSize(_ sender: Any?)
    /// Pastes, taking the style of the text around the insertion point.
    func pasteAndMatchStyle(_ sender: Any?)
    /// Pastes and goes to what was pasted (a URL field's action).
    func pasteAndGo(_ sender: Any?)
    /// Pastes and searches for what was pasted (a search field's action).
    func pasteAndSearch(_ sender: Any?)
    /// Prints the responder's content (UIKit's `printContent(_:)`).
    func printContent(_ sender: Any?)
    /// Renames the responder's document or item.
    func rename(_ sender: Any?)
    /// Duplicates the selected items.
    func duplicate(_ sender: Any?)
    /// Moves the responder's document or item.
    func move(_ sender: Any?)
    /// Exports the responder's document or item.
    func export(_ sender: Any?)
    /// Shows the find panel (Ctrl+F on a text view with `isFindInteractionEnabled`).
    func find(_ sender: Any?)
    /// Goes to the next match.
    func findNext(_ sender: Any?)
    /// Goes to the previous match.
    func findPrevious(_ sender: Any?)
    /// Shows the find panel with replacing.
    func findAndReplace(_ sender: Any?)
    /// Makes the selection the text to find.
    func useSelectionForFind(_ sender: Any?)
    /// Shows the writing tools (none on the desktop).
    func showWritingTools(_ sender: Any?)
    /// Inserts text read by the camera (none on the desktop).
    func captureTextFromCamera(_ sender: Any?)
    /// Changes the selection's text attributes with `conversionHandler` (a formatting panel's action).
    func updateTextAttributes(conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any])
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
    func select(_ sender: Any?) { called = "select:" }
    func makeTextWritingDirectionLeftToRight(_ sender: Any?) { called = "makeTextWritingDirectionLeftToRight:" }
    func makeTextWritingDirectionRightToLeft(_ sender: Any?) { called = "makeTextWritingDirectionRightToLeft:" }
    func toggleBoldface(_ sender: Any?) { called = "toggleBoldface:" }
    func toggleItalics(_ sender: Any?) { called = "toggleItalics:" }
    func toggleUnderline(_ sender: Any?) { called = "toggleUnderline:" }
    func increaseSize(_ sender: Any?) { called = "increaseSize:" }
    func decreaseSize(_ sender: Any?) { called = "decreaseSize:" }
    func pasteAndMatchStyle(_ sender: Any?) { called = "pasteAndMatchStyle:" }
    func pasteAndGo(_ sender: Any?) { called = "pasteAndGo:" }
    func pasteAndSearch(_ sender: Any?) { called = "pasteAndSearch:" }
    func printContent(_ sender: Any?) { called = "print:" }
    func rename(_ sender: Any?) { called = "rename:" }
    func duplicate(_ sender: Any?) { called = "duplicate:" }
    func move(_ sender: Any?) { called = "move:" }
    func export(_ sender: Any?) { called = "export:" }
    func find(_ sender: Any?) { called = "find:" }
    func findNext(_ sender: Any?) { called = "findNext:" }
    func findPrevious(_ sender: Any?) { called = "findPrevious:" }
    func findAndReplace(_ sender: Any?) { called = "findAndReplace:" }
    func useSelectionForFind(_ sender: Any?) { called = "useSelectionForFind:" }
    func showWritingTools(_ sender: Any?) { called = "showWritingTools:" }
    func captureTextFromCamera(_ sender: Any?) { called = "captureTextFromCamera:" }
    func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) { called = "updateTextAttributesWithConversionHandler:" }

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

    /// The other standard edit actions by their Objective-C names, for `NSSelectorFromString`.
    static let otherEditActions: [String: @MainActor (any UIResponderStandardEditActions, Any?) -> Void] = [
        "select:": { $0.select($1) },
        "makeTextWritingDirectionLeftToRight:": { $0.makeTextWritingDirectionLeftToRight($1) },
        "makeTextWritingDirectionRightToLeft:": { $0.makeTextWritingDirectionRightToLeft($1) },
        "toggleBoldface:": { $0.toggleBoldface($1) },
        "toggleItalics:": { $0.toggleItalics($1) },
        "toggleUnderline:": { $0.toggleUnderline($1) },
        "increaseSize:": { $0.increaseSize($1) },
        "decreaseSize:": { $0.decreaseSize($1) },
        "pasteAndMatchStyle:": { $0.pasteAndMatchStyle($1) },
        "pasteAndGo:": { $0.pasteAndGo($1) },
        "pasteAndSearch:": { $0.pasteAndSearch($1) },
        "print:": { $0.printContent($1) },
        "rename:": { $0.rename($1) },
        "duplicate:": { $0.duplicate($1) },
        "move:": { $0.move($1) },
        "export:": { $0.export($1) },
        "find:": { $0.find($1) },
        "findNext:": { $0.findNext($1) },
        "findPrevious:": { $0.findPrevious($1) },
        "findAndReplace:": { $0.findAndReplace($1) },
        "useSelectionForFind:": { $0.useSelectionForFind($1) },
        "showWritingTools:": { $0.showWritingTools($1) },
        "captureTextFromCamera:": { $0.captureTextFromCamera($1) },
    ]

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
    default:
        guard let perform = Selector.otherEditActions[aSelectorName] else {
            return Selector(unresolvedName: aSelectorName)
        }
        return Selector(standardEditAction: aSelectorName) { target, sender in
            nonisolated(unsafe) let target = target, sender = sender
            MainActor.assumeIsolated { perform(target, sender) }
        }
    }
}

/// A selector's name: a standard edit action's Objective-C name, a name given to `NSSelectorFromString`, or
/// the method's class and type for a selector made from a method reference.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name ?? aSelector.description }
