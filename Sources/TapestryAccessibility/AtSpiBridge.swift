import CGio
import Foundation
@_spi(Accessibility) import Tapestry

/// Exposes an application's accessibility tree on the desktop's accessibility bus, as AT-SPI2 describes it
/// (SEMANTICS §16.2), so that Linux screen readers (Orca) and other assistive technology read and operate it.
///
/// The bridge speaks D-Bus through GDBus, which it opens only when it starts; it starts only when the desktop
/// reports accessibility enabled (`org.a11y.Status.IsEnabled`, which a screen reader turns on), so an app on a
/// desktop without one pays nothing. Incoming calls arrive on GDBus's own thread and are answered on the main
/// thread from the tree as it stood at the last frame step; changes between steps go out as AT-SPI events.
///
/// The environment decides too: `NO_AT_BRIDGE=1` (the desktop's convention) or `TAPESTRY_ACCESSIBILITY=0`
/// keeps it off; `TAPESTRY_ACCESSIBILITY=1` starts it whatever the desktop reports.
@preconcurrency @MainActor
public final class AtSpiBridge {
    /// Where a window is on the screen, in pixels, and how many pixels a point is.
    public typealias WindowGeometry = @MainActor (UIWindow) -> (origin: CGPoint, scale: CGFloat)

    /// The running bridge, if one started.
    public private(set) static var current: AtSpiBridge?

    let application: UIApplication
    let tree: AccessibilityTree
    /// The accessibility bus (nil for a bridge that only answers, in tests).
    let connection: DBusConnection?
    /// Sends a signal: `(path, interface, member, arguments)`; the bus's by default.
    var sendSignal: (String, String, String, DBusValue) -> Void
    let geometry: WindowGeometry
    /// The application's number, set by the registry.
    var applicationID: Int32 = 0
    /// The nodes before the last refresh, for telling which children came and went.
    private var previousNodes: [Int: AccessibilityNode] = [:]
    /// When the tree was last walked (the application's clock), whether a call since may have changed the app, and
    /// the walk put off until a quiet moment (see `stepped()`).
    private var lastRefresh: TimeInterval = 0
    var callMayHaveChangedTheApp = false
    private var putOffRefresh: RunLoopClock.Timer?
    /// Whether the timer of a walk put off has fired (the walk is made after the step it fired in).
    private var putOffRefreshIsDue = false
    /// How long a walk may be put off after a step that changed nothing on the screen.
    nonisolated static let quietRefreshInterval: TimeInterval = 0.1

    nonisolated static let rootPath = "/org/a11y/atspi/accessible/root"
    nonisolated static let nullPath = "/org/a11y/atspi/null"
    nonisolated static let registry = "org.a11y.atspi.Registry"

    init(application: UIApplication, connection: DBusConnection?, geometry: @escaping WindowGeometry) {
        self.application = application
        self.connection = connection
        self.geometry = geometry
        sendSignal = { path, interface, member, arguments in connection?.emit(path, interface, member, arguments) }
        tree = AccessibilityTree(application: application)
        tree.refresh()
    }

    // MARK: Starting

    /// Whether the environment lets the bridge start, and whether it insists.
    nonisolated static func environmentChoice(_ environment: [String: String]) -> (allowed: Bool, forced: Bool) {
        if environment["NO_AT_BRIDGE"] == "1" || environment["TAPESTRY_ACCESSIBILITY"] == "0" { return (false, false) }
        let forced = environment["TAPESTRY_ACCESSIBILITY"] == "1"
        // Without a session bus address (or the bus at its standard place) there is nothing to ask, and GDBus
        // would try to start a bus through X11 autolaunch.
        let runtime = environment["XDG_RUNTIME_DIR"].map { "\($0)/bus" }
        let hasBus =
            environment["DBUS_SESSION_BUS_ADDRESS"]?.isEmpty == false
            || runtime.map { FileManager.default.fileExists(atPath: $0) } == true
        return (hasBus, forced)
    }

    /// Starts the bridge in the background, `delay` seconds from now, if the environment allows it and the
    /// desktop has accessibility enabled; `completion` runs on the main thread with the bridge, or nil with the
    /// reason it did not start. The caller's thread never waits on D-Bus.
    public static func startIfEnabled(
        application: UIApplication = .shared, after delay: TimeInterval = 0, geometry: @escaping WindowGeometry,
        completion: (@MainActor (AtSpiBridge?, String) -> Void)? = nil
    ) {
        let choice = environmentChoice(ProcessInfo.processInfo.environment)
        guard choice.allowed, current == nil else {
            completion?(nil, choice.allowed ? "already running" : "turned off by the environment")
            return
        }
        let box = StartBox(application: application, geometry: geometry, completion: completion)
        let start: @Sendable () -> Void = {
            let thread = Thread { connect(box, forced: choice.forced) }
            thread.name = "Tapestry AT-SPI"
            thread.stackSize = 1 << 20
            thread.start()
        }
        if delay > 0 { DispatchQueue.global().asyncAfter(deadline: .now() + delay, execute: start) } else { start() }
    }

    /// What the start-up thread carries to the main thread.
    private final class StartBox: @unchecked Sendable {
        let application: UIApplication
        let geometry: WindowGeometry
        let completion: (@MainActor (AtSpiBridge?, String) -> Void)?
        init(
            application: UIApplication, geometry: @escaping WindowGeometry,
            completion: (@MainActor (AtSpiBridge?, String) -> Void)?
        ) {
            self.application = application
            self.geometry = geometry
            self.completion = completion
        }
    }

    /// On the start-up thread: asks the session bus whether accessibility is on, connects to the accessibility
    /// bus, and embeds the application in the registry's desktop.
    private nonisolated static func connect(_ box: StartBox, forced: Bool) {
        let reported = ReportedOnce()
        func finish(_ bridge: AtSpiBridge?, _ reason: String) {
            guard reported.first() else { return }
            DispatchQueue.main.async { MainActor.assumeIsolated { box.completion?(bridge, reason) } }
        }
        // Asked without GIO: an app on a desktop with accessibility off loads nothing more.
        let environment = ProcessInfo.processInfo.environment
        let address =
            environment["DBUS_SESSION_BUS_ADDRESS"]
            ?? environment["XDG_RUNTIME_DIR"].map { "unix:path=\($0)/bus" } ?? ""
        let probe = AccessibilityStatusProbe(address: address)
        var status = probe.ask()
        func on(_ status: AccessibilityStatusProbe.Status?) -> Bool {
            status?.isEnabled == true || status?.screenReaderEnabled == true
        }
        if !forced && !on(status) {
            finish(
                nil,
                status == nil
                    ? "the session bus did not answer"
                    : "the desktop has accessibility turned off (org.a11y.Status.IsEnabled is false)")
            // A screen reader started later turns accessibility on: wait for that, blocked (no wake-ups).
            guard status != nil else { return }
            repeat {
                guard probe.waitForChange(alreadyChanged: { on(probe.ask()) }) else { return }
                status = probe.ask()
            } while !on(status)
        }
        let screenReader = status?.screenReaderEnabled ?? false
        guard tapestry_gio_library() != nil else { return finish(nil, "GIO (libgio-2.0.so.0) is not installed") }
        do {
            let session = try DBusConnection.session()
            let address = try session.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress")
            guard let busAddress = address.arguments.string(0), !busAddress.isEmpty else {
                return finish(nil, "the accessibility bus has no address")
            }
            let bus = try DBusConnection.bus(at: busAddress)
            let bridge = DispatchQueue.main.sync {
                MainActor.assumeIsolated {
                    let bridge = AtSpiBridge(application: box.application, connection: bus, geometry: box.geometry)
                    bridge.activate(screenReaderRunning: screenReader)
                    return bridge
                }
            }
            _ = tapestry_g_dbus_connection_add_filter(bus.handle, incomingMessage, nil, nil)
            _ = try bus.call(
                registry, rootPath, "org.a11y.atspi.Socket", "Embed",
                .tuple([.tuple([.string(bus.uniqueName), .objectPath(rootPath)])]))
            finish(bridge, "embedded as \(bus.uniqueName)")
            watchScreenReader(session)
        } catch {
            finish(nil, "D-Bus: \(error)")
        }
    }

    /// Follows `org.a11y.Status.ScreenReaderEnabled` on the start-up thread's own main context, for
    /// `UIAccessibility.isVoiceOverRunning`.
    private nonisolated static func watchScreenReader(_ session: DBusConnection) {
        let context = tapestry_g_main_context_new()
        tapestry_g_main_context_push_thread_default(context)
        _ = tapestry_g_dbus_connection_signal_subscribe(
            session.handle, "org.a11y.Bus", "org.freedesktop.DBus.Properties", "PropertiesChanged", "/org/a11y/bus",
            nil, 0, statusChanged, nil, nil)
        while true { _ = tapestry_g_main_context_iteration(context, 1) }
    }

    /// Hooks the bridge into the application: refreshes after each frame step, hears posted notifications.
    func activate(screenReaderRunning: Bool) {
        Self.current = self
        application.frameStep.stepObservers.append { [weak self] in self?.stepped() }
        UIAccessibility.observer = { [weak self] notification, argument in
            self?.post(notification, argument: argument)
        }
        UIAccessibility.setScreenReaderRunning(screenReaderRunning)
    }

    // MARK: Paths and references

    func path(of id: Int) -> String {
        id == AccessibilityTree.rootID ? Self.rootPath : "/org/a11y/atspi/accessible/\(id)"
    }

    func id(ofPath path: String) -> Int? {
        if path == Self.rootPath { return AccessibilityTree.rootID }
        let prefix = "/org/a11y/atspi/accessible/"
        guard path.hasPrefix(prefix), let id = Int(path.dropFirst(prefix.count)), tree.nodes[id] != nil else {
            return nil
        }
        return id
    }

    /// An `(so)` reference to a node (the null object for nil).
    func reference(_ id: Int?) -> DBusValue {
        guard let id, tree.nodes[id] != nil else { return .tuple([.string(""), .objectPath(Self.nullPath)]) }
        return .tuple([.string(uniqueName), .objectPath(path(of: id))])
    }

    /// The bridge's name on the accessibility bus.
    var uniqueName: String { connection?.uniqueName ?? ":0.0" }

    /// The desktop's reference: the application's parent.
    var desktopReference: DBusValue { .tuple([.string(Self.registry), .objectPath(Self.rootPath)]) }

    // MARK: Events

    /// After a frame step. The walk costs time in proportion to the views on screen, and a screen reader reading
    /// the tree sends a message per property, each of which wakes the loop for a step that changes nothing; so a
    /// step that fired no timer, ran no layout, left nothing to draw and followed only reading calls walks at
    /// most every `quietRefreshInterval`, and a walk put off is made then (what app code changed without
    /// drawing, a label's accessibility value set from the main queue, is told that late at the most). The
    /// timer of a walk put off only wakes the loop: the walk is made after the step it fires in, once that
    /// step's layout has run, and once.
    func stepped() {
        let now = application.clock.now
        if application.frameStep.stepChangedTheScreen || callMayHaveChangedTheApp || putOffRefreshIsDue
            || now - lastRefresh >= Self.quietRefreshInterval
        {
            refresh()
        } else if putOffRefresh == nil {
            putOffRefresh = application.clock.schedule(after: Self.quietRefreshInterval - (now - lastRefresh)) {
                [weak self] in self?.putOffRefreshIsDue = true
            }
        }
    }

    /// Walks the tree again and tells the bus what changed.
    func refresh() {
        putOffRefresh?.invalidate()
        putOffRefresh = nil
        putOffRefreshIsDue = false
        callMayHaveChangedTheApp = false
        lastRefresh = application.clock.now
        previousNodes = tree.nodes
        let changes = tree.refresh()
        for change in changes { emit(change) }
    }

    func emit(_ change: AccessibilityChange) {
        switch change {
        case .childrenChanged(let parent):
            let old = previousNodes[parent]?.children ?? [], new = tree.nodes[parent]?.children ?? []
            let kept = Set(old).intersection(new)
            for (index, child) in old.enumerated().reversed() where !kept.contains(child) {
                event(parent, "Object", "ChildrenChanged", "remove", index, 0, .variant(removedReference(child)))
            }
            for (index, child) in new.enumerated() where !kept.contains(child) {
                event(parent, "Object", "ChildrenChanged", "add", index, 0, .variant(reference(child)))
            }
        case .nameChanged(let id):
            event(
                id, "Object", "PropertyChange", "accessible-name", 0, 0, .variant(.string(tree.nodes[id]?.name ?? "")))
        case .descriptionChanged(let id):
            let description = tree.nodes[id]?.description ?? ""
            event(id, "Object", "PropertyChange", "accessible-description", 0, 0, .variant(.string(description)))
        case .valueChanged(let id):
            guard let node = tree.nodes[id] else { return }
            if let number = node.numericValue {
                event(id, "Object", "PropertyChange", "accessible-value", 0, 0, .variant(.double(number.current)))
            } else {
                event(id, "Object", "PropertyChange", "accessible-value", 0, 0, .variant(.string(node.value ?? "")))
            }
        case .stateChanged(let id, let state, let on):
            guard let name = AccessibilityStates.all.first(where: { $0.0 == state })?.1 else { return }
            event(id, "Object", "StateChanged", name, on ? 1 : 0, 0, .variant(.int32(0)))
        case .textDeleted(let id, let offset, let text):
            event(id, "Object", "TextChanged", "delete", offset, text.unicodeScalars.count, .variant(.string(text)))
        case .textInserted(let id, let offset, let text):
            event(id, "Object", "TextChanged", "insert", offset, text.unicodeScalars.count, .variant(.string(text)))
        case .caretMoved(let id, let offset):
            event(id, "Object", "TextCaretMoved", "", offset, 0, .variant(.int32(0)))
        case .focused(let id):
            if let before = previousNodes.first(where: { $0.value.states.contains(.focused) })?.key,
                before != id, tree.nodes[before] != nil
            {
                event(before, "Object", "StateChanged", "focused", 0, 0, .variant(.int32(0)))
            }
            event(id, "Object", "StateChanged", "focused", 1, 0, .variant(.int32(0)))
            event(id, "Focus", "Focus", "", 0, 0, .variant(.int32(0)))
        case .windowActivated(let id):
            event(id, "Window", "Activate", "", 0, 0, .variant(.string(tree.nodes[id]?.name ?? "")))
        case .windowDeactivated(let id):
            event(id, "Window", "Deactivate", "", 0, 0, .variant(.string(tree.nodes[id]?.name ?? "")))
        case .boundsChanged(let id):
            guard let extents = extents(of: id, coordinates: 0) else { return }
            event(id, "Object", "BoundsChanged", "", 0, 0, .variant(.tuple(extents.map { .int32($0) })))
        }
    }

    /// A reference to a node that has just gone (its path still names it).
    func removedReference(_ id: Int) -> DBusValue { .tuple([.string(uniqueName), .objectPath(path(of: id))]) }

    /// Sends an AT-SPI event from a node: `org.a11y.atspi.Event.<category>.<member>` with its details.
    func event(
        _ id: Int, _ category: String, _ member: String, _ detail: String, _ one: Int, _ two: Int, _ value: DBusValue
    ) {
        sendSignal(
            path(of: id), "org.a11y.atspi.Event.\(category)", member,
            .tuple([
                .string(detail), .int32(Int32(clamping: one)), .int32(Int32(clamping: two)), value,
                .array(elementType: "{sv}", []),
            ]))
    }

    /// Turns a posted UIKit notification into what a screen reader does with it: speech for announcements and
    /// strings, focus for an element given.
    func post(_ notification: UIAccessibility.Notification, argument: Any?) {
        refresh()
        let source = tree.focusedID ?? tree.nodes[AccessibilityTree.rootID]?.children.first ?? AccessibilityTree.rootID
        if let text = (argument as? String) ?? (argument as? NSAttributedString)?.string {
            // ATSPI_LIVE_POLITE
            event(source, "Object", "Announcement", "", 1, 0, .variant(.string(text)))
        } else if let object = argument as AnyObject?, let id = tree.id(of: object) {
            event(id, "Focus", "Focus", "", 0, 0, .variant(.int32(0)))
        }
    }
}

/// Whether something has been done yet, once, from any thread.
private final class ReportedOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var done = false
    func first() -> Bool {
        lock.withLock {
            defer { done = true }; return !done
        }
    }
}

/// Called on GDBus's thread for every message: method calls to the bridge's objects go to the main thread
/// (the message kept until answered); the rest pass on.
private let incomingMessage: GDBusMessageFilterFunction = { _, message, incoming, _ in
    guard incoming != 0, let message,
        tapestry_g_dbus_message_get_message_type(message) == Int32(TAPESTRY_G_DBUS_MESSAGE_TYPE_METHOD_CALL),
        let path = tapestry_g_dbus_message_get_path(message), strncmp(path, "/org/a11y/atspi/", 16) == 0
    else { return message }
    let kept = KeptMessage(pointer: message)
    DispatchQueue.main.async {
        MainActor.assumeIsolated {
            if let bridge = AtSpiBridge.current {
                bridge.handle(kept.pointer)
            }
        }
        tapestry_g_object_unref(UnsafeMutableRawPointer(kept.pointer))
    }
    return nil
}

/// A message handed from GDBus's thread to the main thread.
private struct KeptMessage: @unchecked Sendable {
    let pointer: OpaquePointer
}

/// Called on the start-up thread when `org.a11y.Status` changes.
private let statusChanged: GDBusSignalCallback = { _, _, _, _, _, parameters, _ in
    guard let parameters else { return }
    let arguments = DBusArguments(body: parameters)
    guard arguments.string(0) == "org.a11y.Status" else { return }
    // The changed properties: a{sv}; read the one the screen reader sets.
    guard let changed = tapestry_g_variant_get_child_value(parameters, 1) else { return }
    defer { tapestry_g_variant_unref(changed) }
    for index in 0..<tapestry_g_variant_n_children(changed) {
        guard let entry = tapestry_g_variant_get_child_value(changed, index) else { continue }
        defer { tapestry_g_variant_unref(entry) }
        let pair = DBusArguments(body: entry)
        if pair.string(0) == "ScreenReaderEnabled", let running = pair.variantBool(1) {
            DispatchQueue.main.async { MainActor.assumeIsolated { UIAccessibility.setScreenReaderRunning(running) } }
        }
    }
}
