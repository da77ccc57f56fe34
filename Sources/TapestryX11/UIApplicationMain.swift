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
    if let delegateClass { application.delegate = delegateClass.init() }
    let backend = X11Backend(connection: connection, application: application)
    _ = application.delegate?.application(application, didFinishLaunchingWithOptions: nil)
    if application.visibleWindowList.isEmpty {
        FileHandle.standardError.write(
            Data("Tapestry: no window was shown in application(_:didFinishLaunchingWithOptions:); exiting\n".utf8))
        exit(0)
    }
    backend.run()
}

extension UIApplicationDelegate {
    /// The entry point of `@main final class AppDelegate: UIResponder, UIApplicationDelegate`.
    public static func main() {
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, Self.self)
    }
}
