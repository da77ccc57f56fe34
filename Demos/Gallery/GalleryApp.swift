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
        view = UIView(frame: CGRect(x: 0, y: 0, width: 620, height: GalleryController.height))
        view.backgroundColor = .systemGroupedBackground
        let title = Kit.label("Tapestry — UIKit on Linux", .zero, size: 15)
        let subtitle = Kit.label("Each opens a window; F12 shows the inspector.", .zero, size: 11, color: .darkGray)
        let list = UIStackView()
        list.axis = .vertical
        list.spacing = 5
        list.distribution = .fillEqually
        for (index, scenario) in scenarios.enumerated() {
            let button = Kit.button(
                scenario.title, .zero, color: index < 12 ? .systemIndigo : index < 17 ? .systemTeal : .systemPink
            ) { [unowned self] in
                self.open(index)
            }
            button.accessibilityIdentifier = "scenario \(index + 1)"
            list.addArrangedSubview(button)
        }
        let column = UIStackView(arrangedSubviews: [title, subtitle, list])
        column.axis = .vertical
        column.spacing = 2
        column.setCustomSpacing(8, after: subtitle)
        column.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(column)
        NSLayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            column.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            column.widthAnchor.constraint(equalToConstant: 280),
            // The buttons share the height the window gives them, 24 pt each at least.
            column.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -10),
            column.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10).withPriority(.defaultHigh),
            list.arrangedSubviews[0].heightAnchor.constraint(greaterThanOrEqualToConstant: 24),
        ])
    }

    /// The gallery window's height: 35 pt a scenario and the title.
    static var height: CGFloat { CGFloat(58 + scenarios.count * 35 + 5) }
}

/// The gallery: one window listing the scenarios; each scenario in a window of its own.
final class GalleryDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var scenarioWindows: [Int: InspectableWindow] = [:]

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = InspectableWindow(frame: CGRect(x: 0, y: 0, width: 620, height: GalleryController.height))
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
        if let index = arguments.firstIndex(of: "--catalog-tour") {
            let directory = index + 1 < arguments.count ? arguments[index + 1] : "out/catalog"
            MainActor.assumeIsolated { Tour(directory: directory).runCatalog() }
        }
        if arguments.contains("--gallery-keyboard-tour") {
            MainActor.assumeIsolated { Tour(directory: NSTemporaryDirectory()).runGalleryKeyboard() }
        }
        if arguments.contains("--catalog-keyboard-tour") {
            MainActor.assumeIsolated { Tour(directory: NSTemporaryDirectory()).runCatalogKeyboard() }
        }
        if let index = arguments.firstIndex(of: "--scroll-bench") {
            let scale = index + 1 < arguments.count ? Double(arguments[index + 1]) ?? 2 : 2
            let frames = index + 2 < arguments.count ? Int(arguments[index + 2]) ?? 600 : 600
            MainActor.assumeIsolated { CatalogScrollBench.run(scale: scale, frames: frames) }
        }
        if arguments.contains("--catalog") {
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, CatalogDelegate.self)
        }
        UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, GalleryDelegate.self)
    }
}
