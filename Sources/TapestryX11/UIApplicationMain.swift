import CX11
import Foundation
import Tapestry

/// Starts the app as UIKit's `UIApplicationMain` does: creates the application object (from
/// `applicationClass`, or `UIApplication`), creates the delegate, connects to the desktop, calls
/// `application(_:didFinishLaunchingWithOptions:)` and runs the event loop until the last window closes.
///
/// The desktop is chosen at run time (SEMANTICS §17): a Wayland compositor when `WAYLAND_DISPLAY` is set and the
/// app links `TapestryWayland` (the `UIKit` product does), the X server otherwise; `TAPESTRY_BACKEND=x11` or
/// `wayland` forces one. Without a display it prints one line saying so and exits with status 1.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ applicationClass: UIApplication.Type?,
    _ delegateClass: UIApplicationDelegate.Type?
) -> Never {
    let makeBackend = connectDesktop()
    let application = UIApplication.makeShared(applicationClass ?? UIApplication.self)
    if let delegateClass { application.delegate = makeDelegate(delegateClass) }
    let backend = makeBackend(application)
    application.didFinishLaunching()
    application.connectSceneIfConfigured()
    if application.visibleWindowList.isEmpty {
        FileHandle.standardError.write(
            Data(
                ("Tapestry: no window was shown in application(_:didFinishLaunchingWithOptions:) or a scene "
                    + "delegate's scene(_:willConnectTo:options:); exiting\n").utf8))
        exit(0)
    }
    backend.run()
}

/// A desktop backend `UIApplicationMain` can run: X11's, or another linked into the app.
@preconcurrency @MainActor
public protocol DesktopBackend: AnyObject {
    /// Runs the event loop until the last window closes or the application terminates.
    func run() -> Never
}

/// A backend besides X11 that `UIApplicationMain` finds by name when the app links it (Wayland's is
/// `TapestryWayland.WaylandDesktop`): connecting throws the one-line reason it cannot.
@preconcurrency @MainActor
public protocol DesktopBackendConnector: AnyObject {
    /// Connects to the desktop, returning what attaches the backend to the application.
    static func connect() throws -> (UIApplication) -> DesktopBackend
}

extension X11Backend: DesktopBackend {}

/// Which backend to try first: `TAPESTRY_BACKEND` when set, else Wayland when `WAYLAND_DISPLAY` is set.
/// `forced` says whether the choice was asked for (then failing to connect is fatal, not a fallback).
nonisolated func chosenBackend(environment: [String: String]) -> (name: String, forced: Bool) {
    if let asked = environment["TAPESTRY_BACKEND"]?.lowercased(), !asked.isEmpty { return (asked, true) }
    if let socket = environment["WAYLAND_DISPLAY"], !socket.isEmpty { return ("wayland", false) }
    return ("x11", false)
}

/// Connects to the chosen desktop, falling back from Wayland to X11 when Wayland was not forced; prints one
/// line and exits with status 1 when none can be had.
@MainActor
private func connectDesktop() -> (UIApplication) -> DesktopBackend {
    func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        exit(1)
    }
    let environment = ProcessInfo.processInfo.environment
    let choice = chosenBackend(environment: environment)
    switch choice.name {
    case "x11": break
    case "wayland":
        guard let connector = NSClassFromString("TapestryWayland.WaylandDesktop") as? DesktopBackendConnector.Type
        else {
            if choice.forced {
                fail("Tapestry: TAPESTRY_BACKEND=wayland, but this app was built without TapestryWayland")
            }
            break
        }
        do {
            return try connector.connect()
        } catch {
            if choice.forced || environment["DISPLAY"].map(\.isEmpty) ?? true { fail("\(error)") }
            FileHandle.standardError.write(Data("\(error); using X11\n".utf8))
        }
    default:
        fail("Tapestry: TAPESTRY_BACKEND is \"\(choice.name)\"; it may be x11 or wayland")
    }
    do {
        let connection = try X11Connection()
        return { application in X11Backend(connection: connection, application: application) }
    } catch {
        fail("\(error)")
    }
}

/// Starts the app as UIKit's `UIApplicationMain` does, with the application and delegate classes named as
/// `NSStringFromClass` names them (`"MyApp.AppDelegate"`), the form `main.swift` files use:
/// `UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(AppDelegate.self))`.
/// A name that names no class, or a class of the wrong kind, stops the app with a message.
@preconcurrency @MainActor
@discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ principalClassName: String?,
    _ delegateClassName: String?
) -> Int32 {
    func lookUp<T>(_ name: String?, as kind: T.Type, role: String) -> T? {
        guard let name else { return nil }
        guard let found = NSClassFromString(name) else {
            preconditionFailure(
                "UIApplicationMain: no class named \"\(name)\" for the \(role) (name it as NSStringFromClass does)")
        }
        guard let typed = found as? T else {
            preconditionFailure("UIApplicationMain: the \(role) class \(name) is not a \(T.self)")
        }
        return typed
    }
    UIApplicationMain(
        argc, argv, lookUp(principalClassName, as: UIApplication.Type.self, role: "application"),
        lookUp(delegateClassName, as: UIApplicationDelegate.Type.self, role: "delegate"))
}

/// The app delegate made from its class, as UIKit makes it: with its `init()`.
@MainActor
private func makeDelegate(_ delegateClass: UIApplicationDelegate.Type) -> UIApplicationDelegate {
    guard let responderClass = delegateClass as? UIResponder.Type,
        let delegate = responderClass.init(coder: NSCoder()) as? UIApplicationDelegate
    else {
        preconditionFailure(
            "UIApplicationMain: the delegate class \(delegateClass) must be a UIResponder subclass "
                + "(class AppDelegate: UIResponder, UIApplicationDelegate)")
    }
    return delegate
}

extension UIApplicationDelegate {
    /// The entry point of `@main final class AppDelegate: UIResponder, UIApplicationDelegate`.
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self)
    }
}
