import Tapestry
import TapestryX11

final class HelloController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 100, y: 60, width: 120, height: 120))
        box.backgroundColor = .systemBlue
        box.layer.cornerRadius = 16
        box.addGestureRecognizer(
            UITapGestureRecognizer { _ in
                box.backgroundColor = box.backgroundColor == .systemBlue ? .systemOrange : .systemBlue
            })
        view.addSubview(box)
    }
}

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window?.rootViewController = HelloController()
        window?.makeKeyAndVisible()
        return true
    }
}
