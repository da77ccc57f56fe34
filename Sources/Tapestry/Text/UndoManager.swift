import Foundation

/// Records changes so they can be undone and redone, as Foundation's `UndoManager` does on Apple's systems
/// (the Linux Foundation has none): actions registered with `registerUndo(withTarget:handler:)` collect in
/// groups; `undo()` runs the newest group, and what its handlers register becomes the redo group.
///
/// With `groupsByEvent` (the default) a registration outside any group opens one that closes when the event
/// being handled ends (the next event, or the next turn of the loop), so everything one key press changes is
/// undone at once. Text views open their own groups for each edit and merge consecutive typing into one.
@preconcurrency @MainActor
open class UndoManager {
    private struct Action {
        weak var target: AnyObject?
        let handler: (AnyObject) -> Void
    }

    private struct Group {
        var actions: [Action] = []
        var name = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// Open groups, outermost first.
    private var open: [Group] = []
    private var openedAutomatically = false
    private var registrationDisabled = 0

    /// Posted before `undo()` runs a group.
    nonisolated public static let willUndoChangeNotification = Notification.Name.NSUndoManagerWillUndoChange
    /// Posted after `undo()` ran a group.
    nonisolated public static let didUndoChangeNotification = Notification.Name.NSUndoManagerDidUndoChange
    /// Posted before `redo()` runs a group.
    nonisolated public static let willRedoChangeNotification = Notification.Name.NSUndoManagerWillRedoChange
    /// Posted after `redo()` ran a group.
    nonisolated public static let didRedoChangeNotification = Notification.Name.NSUndoManagerDidRedoChange
    /// Posted when a group closes.
    nonisolated public static let didCloseUndoGroupNotification = Notification.Name.NSUndoManagerDidCloseUndoGroup
    /// Posted when a group opens.
    nonisolated public static let didOpenUndoGroupNotification = Notification.Name.NSUndoManagerDidOpenUndoGroup
    /// Posted when a group opens inside another and when any group closes: a moment to look at `canUndo`.
    nonisolated public static let checkpointNotification = Notification.Name.NSUndoManagerCheckpoint

    /// Creates an empty undo manager.
    public init() {}

    /// Whether a registration outside any group opens one that closes when the current event ends. Default true.
    open var groupsByEvent = true
    /// How many groups are kept (0: no limit); the oldest go first.
    open var levelsOfUndo = 0 {
        didSet { trim() }
    }
    /// Whether `undo()` is running handlers now.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running handlers now.
    public private(set) var isRedoing = false
    /// How deeply groups are nested now (0: none open).
    open var groupingLevel: Int { open.count }
    /// Whether registrations are recorded (see `disableUndoRegistration()`).
    open var isUndoRegistrationEnabled: Bool { registrationDisabled == 0 }

    /// Whether there is a group to undo (an open automatic group counts).
    open var canUndo: Bool { !undoStack.isEmpty || open.contains { !$0.actions.isEmpty } }
    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Registers `handler` to run with `target` when the current group is undone (or redone, while undoing).
    open func registerUndo<TargetType: AnyObject>(
        withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
    ) {
        guard registrationDisabled == 0 else { return }
        let action = Action(target: target) { object in
            if let typed = object as? TargetType { handler(typed) }
        }
        if open.isEmpty {
            guard groupsByEvent else {
                preconditionFailure(
                    "UndoManager.registerUndo(withTarget:handler:): no undo group is open and groupsByEvent is false; call beginUndoGroup() first"
                )
            }
            beginUndoGrouping()
            openedAutomatically = true
            UndoManager.automaticallyOpened.append(WeakManager(manager: self))
        }
        open[open.count - 1].actions.append(action)
        if !isUndoing && !isRedoing { redoStack.removeAll() }
    }

    /// Registers `selector` to be performed on `target` with `anObject` when the current group is undone
    /// (Objective-C's form; `Selector(Self.method)` names the method).
    open func registerUndo(withTarget target: Any, selector: Selector, object anObject: Any?) {
        registerUndo(withTarget: target as AnyObject) { target in _ = selector.perform(on: target, sender: anObject) }
    }

    /// Opens a group: what is registered until the matching `endUndoGrouping()` is undone at once.
    open func beginUndoGrouping() {
        if !open.isEmpty { NotificationCenter.default.post(name: Self.checkpointNotification, object: self) }
        open.append(Group())
        NotificationCenter.default.post(name: Self.didOpenUndoGroupNotification, object: self)
    }

    /// Closes the innermost open group; a closed top-level group becomes one step of undo (or of redo, while
    /// undoing). Stops with a message when no group is open.
    open func endUndoGrouping() {
        precondition(!open.isEmpty, "UndoManager.endUndoGrouping(): no undo group is open")
        NotificationCenter.default.post(name: Self.checkpointNotification, object: self)
        let group = open.removeLast()
        if open.isEmpty { openedAutomatically = false }
        if open.isEmpty {
            guard !group.actions.isEmpty else { return }
            if isUndoing {
                redoStack.append(group)
            } else {
                undoStack.append(group)
                trim()
            }
            NotificationCenter.default.post(name: Self.didCloseUndoGroupNotification, object: self)
        } else {
            open[open.count - 1].actions.append(contentsOf: group.actions)
            if open[open.count - 1].name.isEmpty { open[open.count - 1].name = group.name }
        }
    }

    /// Undoes the newest group (closing the group the current event opened first). Stops with a message when
    /// a group opened by `beginUndoGrouping()` is still open.
    open func undo() {
        closeAutomaticGroup()
        precondition(
            open.isEmpty, "UndoManager.undo(): \(open.count) undo group(s) are still open; end them before undoing")
        guard let group = undoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willUndoChangeNotification, object: self)
        isUndoing = true
        beginUndoGrouping()
        open[0].name = group.name
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        endUndoGrouping()
        isUndoing = false
        NotificationCenter.default.post(name: Self.didUndoChangeNotification, object: self)
    }

    /// Redoes the group undone last.
    open func redo() {
        closeAutomaticGroup()
        precondition(
            open.isEmpty, "UndoManager.redo(): \(open.count) undo group(s) are still open; end them before redoing")
        guard let group = redoStack.popLast() else { return }
        NotificationCenter.default.post(name: Self.willRedoChangeNotification, object: self)
        isRedoing = true
        beginUndoGrouping()
        open[0].name = group.name
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        endUndoGrouping()
        isRedoing = false
        NotificationCenter.default.post(name: Self.didRedoChangeNotification, object: self)
    }

    /// Undoes the innermost open group's actions (as `undo()` would), dropping the group.
    open func undoNestedGroup() {
        guard let group = open.popLast() else { return undo() }
        isUndoing = true
        for action in group.actions.reversed() {
            if let target = action.target { action.handler(target) }
        }
        isUndoing = false
    }

    /// Forgets every recorded action.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        open.removeAll()
        openedAutomatically = false
    }

    /// Forgets the actions registered with `target`.
    open func removeAllActions(withTarget target: AnyObject) {
        func filter(_ groups: inout [Group]) {
            for index in groups.indices { groups[index].actions.removeAll { $0.target === target } }
            groups.removeAll { $0.actions.isEmpty }
        }
        filter(&undoStack)
        filter(&redoStack)
        for index in open.indices { open[index].actions.removeAll { $0.target === target } }
    }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() { registrationDisabled += 1 }

    /// Records registrations again.
    open func enableUndoRegistration() {
        precondition(
            registrationDisabled > 0,
            "UndoManager.enableUndoRegistration(): registration is not disabled (calls must balance)")
        registrationDisabled -= 1
    }

    /// Names the current group (shown as "Undo <name>").
    open func setActionName(_ actionName: String) {
        if !open.isEmpty {
            open[open.count - 1].name = actionName
        } else if isUndoing, !redoStack.isEmpty {
            redoStack[redoStack.count - 1].name = actionName
        } else if !undoStack.isEmpty {
            undoStack[undoStack.count - 1].name = actionName
        }
    }

    /// The name of the group `undo()` would undo.
    open var undoActionName: String { open.last(where: { !$0.actions.isEmpty })?.name ?? undoStack.last?.name ?? "" }
    /// The name of the group `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }
    /// "Undo" followed by the action's name, for a menu.
    open var undoMenuItemTitle: String { undoActionName.isEmpty ? "Undo" : "Undo \(undoActionName)" }
    /// "Redo" followed by the action's name, for a menu.
    open var redoMenuItemTitle: String { redoActionName.isEmpty ? "Redo" : "Redo \(redoActionName)" }

    private func trim() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    private func closeAutomaticGroup() {
        guard openedAutomatically, open.count == 1 else { return }
        endUndoGrouping()
    }

    private struct WeakManager {
        weak var manager: UndoManager?
    }
    private static var automaticallyOpened: [WeakManager] = []

    /// Ends the groups that registrations opened during the event just handled (`groupsByEvent`).
    static func endEventGroups() {
        guard !automaticallyOpened.isEmpty else { return }
        let managers = automaticallyOpened
        automaticallyOpened.removeAll()
        for entry in managers { entry.manager?.closeAutomaticGroup() }
    }
}

extension Notification.Name {
    /// Posted when a group opens inside another and when any group closes (`UndoManager.checkpointNotification`).
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    /// Posted before `undo()` runs a group.
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    /// Posted after `undo()` ran a group.
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted before `redo()` runs a group.
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    /// Posted after `redo()` ran a group.
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    /// Posted when a group opens.
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    /// Posted when a group closes.
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
