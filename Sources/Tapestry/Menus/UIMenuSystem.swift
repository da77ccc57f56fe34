import Foundation

/// A menu system (iOS 13): `main`, the app's menu bar — built by `buildMenu(with:)` of the application and its
/// delegate — or `context`. A Linux window has no menu bar to show; the main menu's key commands work from the
/// keyboard as the menu bar's do on a Mac or an iPad with a keyboard, after those the responder chain offers.
@preconcurrency @MainActor
public final class UIMenuSystem: NSObject {
    /// The main menu system.
    public static let main = UIMenuSystem(isMain: true)
    /// The context menu system.
    public static let context = UIMenuSystem(isMain: false)

    let isMain: Bool
    private var built: UIMenu?
    private weak var builtFor: UIApplication?

    private init(isMain: Bool) { self.isMain = isMain }

    /// Builds the menus again (the next time they are needed), asking `buildMenu(with:)` again.
    public func setNeedsRebuild() { built = nil }

    /// Validates the commands again (the next time they are used); commands are validated each time here.
    public func setNeedsRevalidate() {}

    /// The main menu as built for the current application: the standard menus by their identifiers, with what
    /// the application and its delegate added and removed.
    var rootMenu: UIMenu {
        let application = UIApplication.shared
        if let built, builtFor === application { return built }
        let builder = MenuTreeBuilder(system: self, root: isMain ? Self.standardMainMenu() : UIMenu(identifier: .root))
        if isMain {
            application.buildMenu(with: builder)
            if let delegate = application.delegate as? UIResponder, delegate !== application {
                delegate.buildMenu(with: builder)
            }
        }
        built = builder.root
        builtFor = application
        return builder.root
    }

    /// The main menu's key commands that match `key`, in menu order.
    func keyCommands(matching key: UIKey) -> [UIKeyCommand] {
        guard isMain else { return [] }
        var found: [UIKeyCommand] = []
        func visit(_ element: UIMenuElement) {
            if let command = element as? UIKeyCommand, command.matches(key) { found.append(command) }
            if let menu = element as? UIMenu { menu.children.forEach(visit) }
        }
        visit(rootMenu)
        return found
    }

    /// The standard menus of UIKit's main menu, by identifier (their standard commands are the text views' and
    /// windows' own keys here, not menu entries).
    static func standardMainMenu() -> UIMenu {
        func menu(
            _ title: String, _ identifier: UIMenu.Identifier, inline: Bool = false, _ children: [UIMenuElement] = []
        )
            -> UIMenu
        {
            UIMenu(title: title, identifier: identifier, options: inline ? .displayInline : [], children: children)
        }
        let name = ProcessInfo.processInfo.processName
        return menu(
            "", .root,
            [
                menu(
                    name, .application,
                    [
                        menu("", .about, inline: true), menu("", .preferences, inline: true),
                        menu("Services", .services), menu("", .hide, inline: true), menu("", .quit, inline: true),
                    ]),
                menu(
                    "File", .file,
                    [
                        menu("", .newScene, inline: true), menu("Open Recent", .openRecent),
                        menu("", .close, inline: true), menu("", .document, inline: true),
                        menu("", .print, inline: true),
                    ]),
                menu(
                    "Edit", .edit,
                    [
                        menu("", .undoRedo, inline: true), menu("", .standardEdit, inline: true),
                        menu("Find", .find, [menu("", .replace, inline: true)]), menu("", .share, inline: true),
                        menu(
                            "Spelling and Grammar", .spelling,
                            [menu("", .spellingPanel, inline: true), menu("", .spellingOptions, inline: true)]),
                        menu(
                            "Substitutions", .substitutions,
                            [menu("", .substitutionsPanel, inline: true), menu("", .substitutionOptions, inline: true)]),
                        menu("Transformations", .transformations), menu("Speech", .speech),
                        menu("", .lookup, inline: true), menu("", .learn, inline: true),
                    ]),
                menu(
                    "Format", .format,
                    [
                        menu(
                            "Font", .font,
                            [
                                menu("", .textStyle, inline: true), menu("", .textSize, inline: true),
                                menu("", .textColor, inline: true), menu("", .textStylePasteboard, inline: true),
                            ]),
                        menu(
                            "Text", .text,
                            [menu("", .alignment, inline: true), menu("Writing Direction", .writingDirection)]),
                    ]),
                menu(
                    "View", .view,
                    [
                        menu("", .toolbar, inline: true), menu("", .sidebar, inline: true),
                        menu("", .fullscreen, inline: true),
                    ]),
                menu(
                    "Window", .window,
                    [menu("", .minimizeAndZoom, inline: true), menu("", .bringAllToFront, inline: true)]),
                menu("Help", .help),
            ])
    }
}

/// Changes a menu system's menus (iOS 13): handed to `buildMenu(with:)`; menus are found and placed by their
/// identifiers, and an identifier that names no menu leaves the menus as they are.
@preconcurrency @MainActor
public protocol UIMenuBuilder {
    /// The system being built.
    var system: UIMenuSystem { get }
    /// The menu with `identifier`, if any.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier`, if any.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command with `action` and `propertyList`, if any.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Puts `replacementMenu` where the menu `replacedIdentifier` is.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Gives the menu `parentIdentifier` the children `childrenBlock` makes of its children.
    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Puts `siblingMenu` before the menu `siblingIdentifier`.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Puts `siblingMenu` after the menu `siblingIdentifier`.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Makes `childMenu` the first child of the menu `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Makes `childMenu` the last child of the menu `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Takes the menu `removedIdentifier` out.
    func remove(menu removedIdentifier: UIMenu.Identifier)
    /// Puts `elements` before the menu `siblingIdentifier` (iOS 26).
    func insertElements(_ elements: [UIMenuElement], beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Puts `elements` after the menu `siblingIdentifier` (iOS 26).
    func insertElements(_ elements: [UIMenuElement], afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Puts `elements` first in the menu `parentIdentifier` (iOS 26).
    func insertElements(_ elements: [UIMenuElement], atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Puts `elements` last in the menu `parentIdentifier` (iOS 26).
    func insertElements(_ elements: [UIMenuElement], atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Takes the action `removedIdentifier` out (iOS 26).
    func remove(action removedIdentifier: UIAction.Identifier)
    /// Takes the command with `action` and `propertyList` out (iOS 26).
    func remove(command action: Selector, propertyList: Any?)
}

/// The builder of a menu tree: each change makes new menus along the path to the one changed (menus are
/// immutable, as in UIKit).
@MainActor
final class MenuTreeBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        first { ($0 as? UIMenu)?.identifier == identifier } as? UIMenu
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        first { ($0 as? UIAction)?.identifier == identifier } as? UIAction
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        first { Self.isCommand($0, action, propertyList) } as? UICommand
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        if root.identifier == replacedIdentifier {
            root = replacementMenu
            return
        }
        edit { element in (element as? UIMenu)?.identifier == replacedIdentifier ? [replacementMenu] : nil }
    }

    func replaceChildren(
        ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]
    ) {
        editChildren(of: parentIdentifier, childrenBlock)
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        insertElements([siblingMenu], beforeMenu: siblingIdentifier)
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        insertElements([siblingMenu], afterMenu: siblingIdentifier)
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        insertElements([childMenu], atStartOfMenu: parentIdentifier)
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        insertElements([childMenu], atEndOfMenu: parentIdentifier)
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        edit { element in (element as? UIMenu)?.identifier == removedIdentifier ? [] : nil }
    }

    func insertElements(_ elements: [UIMenuElement], beforeMenu siblingIdentifier: UIMenu.Identifier) {
        edit { element in (element as? UIMenu)?.identifier == siblingIdentifier ? elements + [element] : nil }
    }

    func insertElements(_ elements: [UIMenuElement], afterMenu siblingIdentifier: UIMenu.Identifier) {
        edit { element in (element as? UIMenu)?.identifier == siblingIdentifier ? [element] + elements : nil }
    }

    func insertElements(_ elements: [UIMenuElement], atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        editChildren(of: parentIdentifier) { elements + $0 }
    }

    func insertElements(_ elements: [UIMenuElement], atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        editChildren(of: parentIdentifier) { $0 + elements }
    }

    func remove(action removedIdentifier: UIAction.Identifier) {
        edit { element in (element as? UIAction)?.identifier == removedIdentifier ? [] : nil }
    }

    func remove(command action: Selector, propertyList: Any?) {
        edit { element in Self.isCommand(element, action, propertyList) ? [] : nil }
    }

    // MARK: The tree

    private static func isCommand(_ element: UIMenuElement, _ action: Selector, _ propertyList: Any?) -> Bool {
        guard let command = element as? UICommand, command.action == action else { return false }
        switch (command.propertyList, propertyList) {
        case (nil, nil): return true
        case (let a?, let b?): return (a as? AnyHashable) == (b as? AnyHashable) && a is AnyHashable
        default: return false
        }
    }

    /// The first element, depth first, that `test` accepts.
    private func first(_ test: (UIMenuElement) -> Bool) -> UIMenuElement? {
        func visit(_ element: UIMenuElement) -> UIMenuElement? {
            if test(element) { return element }
            guard let menu = element as? UIMenu else { return nil }
            for child in menu.children { if let found = visit(child) { return found } }
            return nil
        }
        return visit(root)
    }

    /// Replaces the first element below the root for which `change` gives a replacement (nil: keep looking).
    private func edit(_ change: (UIMenuElement) -> [UIMenuElement]?) {
        var done = false
        func rebuild(_ menu: UIMenu) -> UIMenu {
            var children: [UIMenuElement] = []
            var changed = false
            for child in menu.children {
                if !done, let replacement = change(child) {
                    children += replacement
                    done = true
                    changed = true
                } else if !done, let submenu = child as? UIMenu {
                    let rebuilt = rebuild(submenu)
                    children.append(rebuilt)
                    changed = changed || rebuilt !== submenu
                } else {
                    children.append(child)
                }
            }
            return changed ? menu.replacingChildren(children) : menu
        }
        root = rebuild(root)
    }

    /// Gives the menu `identifier` the children `block` makes of its own.
    private func editChildren(of identifier: UIMenu.Identifier, _ block: ([UIMenuElement]) -> [UIMenuElement]) {
        if root.identifier == identifier {
            root = root.replacingChildren(block(root.children))
            return
        }
        edit { element in
            guard let menu = element as? UIMenu, menu.identifier == identifier else { return nil }
            return [menu.replacingChildren(block(menu.children))]
        }
    }
}
