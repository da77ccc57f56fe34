import CX11
import Foundation
import Tapestry

/// Starts the app as UIKit's `UIApplicationMain` does: creates the application object (from
/// `applicationClass`, or `UIApplication`), creates the delegate, opens the X display, calls
/// `application(_:didFinishLaunchingWithOptions:)` and runs the event loop until the last window closes.
///
/// Without a display it prints one line saying so and exits with status 1.
@preconcurrency @MainActor
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ applicationClass: UIApplication.Type?,
    _ delegateClass: UIApplicationDelegate.Type?
) -> Never {
    let connection: X11Connection
    do {
        connection = try X11Connection()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
    let application = UIApplication.makeShared(applicationClass ?? UIApplication.self)
    if let delegateClass { application.delegate = makeDelegate(delegateClass) }
    let backend = X11Backend(connection: connection, application: application)
    _ = application.delegate?.application(application, didFinishLaunchingWithOptions: nil)
    if application.visibleWindowList.isEmpty {
        FileHandle.standardError.write(
            Data("Tapestry: no window was shown in application(_:didFinishLaunchingWithOptions:); exiting\n".utf8))
        exit(0)
    }
    backend.run()
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
