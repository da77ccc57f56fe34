import CX11
import Foundation
import Tapestry
import TapestryCairo
import TapestryDebugging
import TapestryExamples
import TapestryX11

/// The gallery's window: the scenario list on the left, the event inspector on the right.
final class GalleryController: UIViewController {
    var open: (Int) -> Void = { _ in }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 620, height: 660))
        view.backgroundColor = .systemGroupedBackground
        view.addSubview(
            Kit.label("Tapestry — UIKit's event model on Linux", CGRect(x: 16, y: 10, width: 300, height: 24), size: 15)
        )
        view.addSubview(
            Kit.label(
                "Each opens a window; F12 there shows the inspector.", CGRect(x: 16, y: 32, width: 300, height: 18),
                size: 11, color: .darkGray))
        for (index, scenario) in scenarios.enumerated() {
            let button = Kit.button(
                scenario.title, CGRect(x: 16, y: 58 + index * 35, width: 280, height: 30),
                color: index < 12 ? .systemIndigo : .systemTeal
            ) { [unowned self] in
                self.open(index)
            }
            button.accessibilityIdentifier = "scenario \(index + 1)"
            view.addSubview(button)
        }
    }
}

/// The gallery: one window listing the scenarios; each scenario in a window of its own.
final class GalleryDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var scenarioWindows: [Int: InspectableWindow] = [:]

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = InspectableWindow(frame: CGRect(x: 0, y: 0, width: 620, height: 660))
        window.title = "Tapestry gallery"
        window.inspectorWidth = 300
        let gallery = GalleryController()
        gallery.open = { [unowned self] index in self.openScenario(index) }
        window.rootViewController = gallery
        window.showsInspector = true
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    @discardableResult
    func openScenario(_ index: Int) -> InspectableWindow {
        if let existing = scenarioWindows[index], !existing.isHidden {
            existing.makeKeyAndVisible()
            return existing
        }
        let window = InspectableWindow(frame: CGRect(x: 40, y: 40, width: 760, height: 420))
        window.title = "Tapestry — \(scenarios[index].title)"
        window.inspectorWidth = 300
        window.rootViewController = scenarios[index].make()
        window.makeKeyAndVisible()
        scenarioWindows[index] = window
        return window
    }
}

@main
enum GalleryMain {
    static func main() {
        let arguments = CommandLine.arguments
        if let index = arguments.firstIndex(of: "--tour") {
            let directory = index + 1 < arguments.count ? arguments[index + 1] : "out/tour"
            MainActor.assumeIsolated { Tour(directory: directory).run() }
        }
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, GalleryDelegate.self)
    }
}
