import CounterKit
import Tapestry
import TapestryX11

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        window?.rootViewController = CounterController()
        window?.makeKeyAndVisible()
        return true
    }
}
