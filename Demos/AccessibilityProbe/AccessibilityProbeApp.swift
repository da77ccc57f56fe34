import Foundation
import Tapestry
import TapestryX11

// The screen the accessibility tests read through AT-SPI, as a screen reader does: a heading, a button, a
// switch, a slider, a text field, a segmented control, a custom element with a custom action, a hidden
// subtree and a status line. It prints one line for each thing its controls do, so that a test sees the
// actions a client performed arrive through UIKit's paths.

@MainActor
func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

@MainActor
final class ProbeController: UIViewController {
    let status = UILabel()

    override func loadView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 360, height: 400))
        root.backgroundColor = .systemBackground
        view = root
        title = "Accessibility probe"
        let heading = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24))
        heading.text = "Settings"
        heading.accessibilityTraits = [.staticText, .header]
        let save = UIButton(type: .system)
        save.frame = CGRect(x: 16, y: 44, width: 100, height: 34)
        save.setTitle("Save", for: .normal)
        save.accessibilityHint = "Saves the settings"
        save.addAction(
            UIAction { [unowned self] _ in
                say("saved")
                self.status.text = "Saved"
                UIAccessibility.post(notification: .announcement, argument: "Settings saved")
            }, for: .touchUpInside)
        let toggle = UISwitch(frame: CGRect(x: 16, y: 90, width: 63, height: 28))
        toggle.accessibilityLabel = "Wi-Fi"
        toggle.addAction(UIAction { _ in say("wifi \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
        let slider = UISlider(frame: CGRect(x: 16, y: 130, width: 200, height: 30))
        slider.accessibilityLabel = "Volume"
        slider.value = 0.5
        slider.addAction(UIAction { _ in say("volume \(slider.value)") }, for: .valueChanged)
        let field = UITextField(frame: CGRect(x: 16, y: 170, width: 200, height: 30))
        field.placeholder = "Name"
        field.borderStyle = .roundedRect
        field.addAction(UIAction { _ in say("text \(field.text ?? "")") }, for: .editingChanged)
        let units = UISegmentedControl(items: ["Metric", "Imperial"])
        units.frame = CGRect(x: 16, y: 210, width: 200, height: 32)
        units.accessibilityLabel = "Units"
        units.selectedSegmentIndex = 1
        units.addAction(UIAction { _ in say("units \(units.selectedSegmentIndex)") }, for: .valueChanged)
        let star = UIView(frame: CGRect(x: 16, y: 250, width: 44, height: 44))
        star.backgroundColor = .systemYellow
        star.isAccessibilityElement = true
        star.accessibilityLabel = "Favourite"
        star.accessibilityTraits = .button
        star.accessibilityCustomActions = [
            UIAccessibilityCustomAction(name: "Remove") { _ in
                say("favourite removed")
                return true
            }
        ]
        let hidden = UIView(frame: CGRect(x: 80, y: 250, width: 200, height: 30))
        hidden.accessibilityElementsHidden = true
        let secret = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        secret.text = "Secret"
        hidden.addSubview(secret)
        status.frame = CGRect(x: 16, y: 340, width: 300, height: 20)
        status.text = "Ready"
        for view in [heading, save, toggle, slider, field, units, star, hidden, status] { root.addSubview(view) }
    }
}

@main
final class ProbeDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 400))
        window.title = "Accessibility probe"
        window.rootViewController = ProbeController()
        window.makeKeyAndVisible()
        self.window = window
        say("ready")
        return true
    }
}
