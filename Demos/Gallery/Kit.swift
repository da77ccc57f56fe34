import Tapestry
import TapestryDebugging
import TapestryExamples

/// Small builders the scenarios share.
@MainActor
enum Kit {
    static func label(_ text: String, _ frame: CGRect, size: CGFloat = 13, color: UIColor = .label, lines: Int = 1)
        -> UILabel
    {
        let label = UILabel(frame: frame)
        label.text = text
        label.font = .systemFont(ofSize: size)
        label.textColor = color
        label.numberOfLines = lines
        return label
    }

    static func button(_ title: String, _ frame: CGRect, color: UIColor = .systemBlue, action: @escaping () -> Void)
        -> UIButton
    {
        let button = UIButton(type: .custom)
        button.frame = frame
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 14)
        button.backgroundColor = color
        button.layer.cornerRadius = 6
        button.addAction(UIAction { _ in action() }, for: .touchUpInside)
        return button
    }

    /// A switch with a caption; `changed` gets the new value.
    static func toggle(
        _ caption: String, at origin: CGPoint, isOn: Bool, in view: UIView, changed: @escaping (Bool) -> Void
    ) -> UISwitch {
        let toggle = UISwitch(frame: CGRect(origin: origin, size: .zero))
        toggle.isOn = isOn
        toggle.accessibilityLabel = caption  // a screen reader names the switch by its caption
        toggle.addAction(UIAction { _ in changed(toggle.isOn) }, for: .valueChanged)
        view.addSubview(toggle)
        view.addSubview(label(caption, CGRect(x: origin.x + 60, y: origin.y + 5, width: 330, height: 20)))
        return toggle
    }

    /// A coloured, named box.
    static func box(_ name: String, _ frame: CGRect, _ color: UIColor) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.accessibilityIdentifier = name
        view.layer.cornerRadius = 4
        let title = label(name, CGRect(x: 4, y: 2, width: frame.width - 8, height: 16), size: 11, color: .white)
        view.addSubview(title)
        return view
    }
}

/// A scenario's controller: a title, a status line the scenario writes to, and its content.
@MainActor
class ScenarioController: UIViewController {
    let heading: String
    let status = Kit.label("", .zero, size: 12, color: .darkGray, lines: 3)

    init(heading: String) {
        self.heading = heading
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { return nil }

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 760, height: 420))
        view.backgroundColor = .systemGroupedBackground
        // The heading stays at the top and the status line at the bottom when the window is resized; the content
        // keeps its place (in the hit-test scenarios, its exact geometry is the subject).
        let title = Kit.label(heading, .zero, size: 16)
        for label in [title, status] {
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
        }
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            title.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            title.widthAnchor.constraint(equalToConstant: 420),
            title.heightAnchor.constraint(equalToConstant: 24),
            status.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            status.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -8),
            status.widthAnchor.constraint(equalToConstant: 420),
            status.heightAnchor.constraint(equalToConstant: 46),
        ])
        build(in: view)
    }

    /// Adds the scenario's views (the content area is x 16…440, y 40…370).
    func build(in view: UIView) {}

    func say(_ text: String) {
        status.text = text
        EventInspector.shared.note("demo: \(text)")
    }
}

extension NSLayoutConstraint {
    /// The constraint with another priority (for a list passed to `activate`).
    func withPriority(_ priority: UILayoutPriority) -> NSLayoutConstraint {
        self.priority = priority
        return self
    }
}
