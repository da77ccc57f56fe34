import Foundation
import Tapestry

/// The UIKit catalog (make catalog): a navigation controller whose root is a grouped table of the kit's parts;
/// each row pushes a screen built as a UIKit developer would build it.
@MainActor
struct CatalogEntry {
    let title: String
    let make: () -> UIViewController
}

@MainActor
let catalogSections: [(title: String, entries: [CatalogEntry])] = [
    (
        "Controls",
        [
            CatalogEntry(title: "Buttons") { ButtonsScreen() },
            CatalogEntry(title: "Switches") { SwitchesScreen() },
            CatalogEntry(title: "Sliders") { SlidersScreen() },
            CatalogEntry(title: "Steppers") { SteppersScreen() },
            CatalogEntry(title: "Segmented controls") { SegmentedScreen() },
            CatalogEntry(title: "Text fields") { TextFieldsScreen() },
            CatalogEntry(title: "Text views") { TextViewsScreen() },
            CatalogEntry(title: "Attributed text") { AttributedTextScreen() },
        ]
    ),
    (
        "Presentation",
        [
            CatalogEntry(title: "Alerts") { AlertsScreen() },
            CatalogEntry(title: "Menus") { MenusScreen() },
            CatalogEntry(title: "Sheets") { SheetsScreen() },
            CatalogEntry(title: "Toolbar") { ToolbarScreen() },
        ]
    ),
    (
        "Status",
        [
            CatalogEntry(title: "Activity and progress") { ActivityScreen() },
            CatalogEntry(title: "Page control") { PageControlScreen() },
            CatalogEntry(title: "Picker") { PickerScreen() },
            CatalogEntry(title: "Date pickers") { DatePickersScreen() },
        ]
    ),
    (
        "Lists",
        [
            CatalogEntry(title: "Search") { SearchScreen() },
            CatalogEntry(title: "Collection view") { CollectionScreen() },
            CatalogEntry(title: "Editing a table") { EditingScreen() },
            CatalogEntry(title: "Settings") { SettingsScreen(style: .insetGrouped) },
        ]
    ),
    (
        "Layout and motion",
        [
            CatalogEntry(title: "Stack views") { StackViewsScreen() },
            CatalogEntry(title: "Animations") { AnimationsScreen() },
            CatalogEntry(title: "Gestures") { GesturesScreen() },
            CatalogEntry(title: "The seeds' scenarios") { SeedsScreen() },
        ]
    ),
]

/// The root: a table of the catalog's sections.
final class CatalogRootController: UITableViewController {
    init() {
        super.init(style: .insetGrouped)
        title = "UIKit Catalog"
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        // Selecting a row pushes its screen: the arrow keys move the focus only, Return or Space opens.
        tableView.selectionFollowsFocus = false
    }

    override func numberOfSections(in tableView: UITableView) -> Int { catalogSections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        catalogSections[section].entries.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        catalogSections[section].title
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = catalogSections[indexPath.section].entries[indexPath.row].title
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        cell.accessibilityIdentifier = content.text
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let entry = catalogSections[indexPath.section].entries[indexPath.row]
        let screen = entry.make()
        screen.title = entry.title
        navigationController?.pushViewController(screen, animated: true)
    }
}

/// The catalog's app delegate: one window with the navigation controller.
final class CatalogDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var navigation: UINavigationController!

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 480, height: 720))
        window.title = "UIKit Catalog"
        navigation = UINavigationController(rootViewController: CatalogRootController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// A screen whose content is a vertical stack in a scroll view, under a caption.
class CatalogScreen: UIViewController {
    let stack = UIStackView()
    let status = UILabel()

    override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        root.backgroundColor = .systemGroupedBackground
        view = root
        stack.axis = .vertical
        stack.spacing = 14
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        status.font = .preferredFont(forTextStyle: .footnote)
        status.textColor = .secondaryLabel
        status.numberOfLines = 0
        status.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        root.addSubview(status)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor, constant: 8),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: root.layoutMarginsGuide.trailingAnchor),
            status.leadingAnchor.constraint(equalTo: stack.leadingAnchor),
            status.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            status.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor, constant: -16),
        ])
        build()
    }

    /// Adds the screen's content to `stack`.
    func build() {}

    /// A caption and a view side by side.
    func row(_ caption: String, _ view: UIView) -> UIStackView {
        let label = UILabel()
        label.text = caption
        label.font = .preferredFont(forTextStyle: .body)
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        if view.accessibilityLabel == nil { view.accessibilityLabel = caption }  // named by its caption
        let row = UIStackView(arrangedSubviews: [label, view])
        row.spacing = 12
        row.alignment = .center
        return row
    }

    /// A small grey heading.
    func heading(_ text: String) -> UILabel {
        let label = UILabel()
        label.text = text.uppercased()
        label.font = .preferredFont(forTextStyle: .footnote)
        label.textColor = .secondaryLabel
        return label
    }

    func say(_ text: String) {
        status.text = text
        print("catalog: \(text)")
    }
}
