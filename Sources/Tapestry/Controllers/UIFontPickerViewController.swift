import Foundation

/// A font picker (iOS 13): the installed families (fontconfig's, and fonts the app registered), each named in
/// its own font, or every face with `includeFaces`; a tap chooses one and tells the delegate, Cancel tells it
/// the user gave up.
@preconcurrency @MainActor
open class UIFontPickerViewController: UIViewController {
    /// What a font picker offers and how it shows it.
    @preconcurrency @MainActor
    public final class Configuration: NSObject {
        /// Whether each face is a row of its own (else one row a family).
        public var includeFaces = false
        /// Whether the rows are written in the system font instead of their own.
        public var displayUsingSystemFont = false
        /// Only faces with all of these traits, bold and italic read from the faces' names (empty: every face).
        public var filteredTraits: UIFontDescriptor.SymbolicTraits = []
        /// Which languages the fonts must support, kept (fontconfig's coverage is not asked).
        public var filteredLanguagesPredicate: NSPredicate?

        /// The default configuration: families, each in its own font.
        public override init() { super.init() }
    }

    /// Told of the choice.
    open weak var delegate: (any UIFontPickerViewControllerDelegate)?
    /// The font chosen, if any (a family's, or a face's with `includeFaces`).
    open var selectedFontDescriptor: UIFontDescriptor?
    /// How the picker was made.
    public let configuration: Configuration

    /// The rows: a family, or a face's PostScript name with its family.
    private(set) var rows: [(title: String, family: String, face: String?)] = []
    private(set) lazy var tableView = UITableView(frame: .zero, style: .plain)
    private lazy var list = FontPickerList(picker: self)

    /// A picker with `configuration`.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
        title = "Fonts"
    }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { nil }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        rows = Self.rows(for: configuration)
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = list
        tableView.delegate = list
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "font")
        view.addSubview(tableView)
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.cancel() })
    }

    /// The rows the configuration asks for, families sorted, faces in their family's order.
    static func rows(for configuration: Configuration) -> [(title: String, family: String, face: String?)] {
        var rows: [(title: String, family: String, face: String?)] = []
        for family in UIFont.familyNames {
            let faces = UIFont.fontNames(forFamilyName: family).filter { name in
                faceTraits(of: name).isSuperset(of: configuration.filteredTraits)
            }
            guard !faces.isEmpty else { continue }
            if configuration.includeFaces {
                rows += faces.map { (title: $0, family: family, face: $0) }
            } else {
                rows.append((title: family, family: family, face: nil))
            }
        }
        return rows
    }

    /// A face's bold and italic traits, read from the style in its PostScript name ("LiberationSans-BoldItalic").
    static func faceTraits(of postScriptName: String) -> UIFontDescriptor.SymbolicTraits {
        guard let dash = postScriptName.lastIndex(of: "-") else { return [] }
        let style = postScriptName[postScriptName.index(after: dash)...].lowercased()
        var traits: UIFontDescriptor.SymbolicTraits = []
        if ["bold", "black", "heavy", "semibold", "demibold"].contains(where: style.contains) {
            traits.insert(.traitBold)
        }
        if style.contains("italic") || style.contains("oblique") { traits.insert(.traitItalic) }
        return traits
    }

    fileprivate func cancel() {
        delegate?.fontPickerViewControllerDidCancel(self)
    }

    /// The row chosen in the picker, if any.
    fileprivate var chosen: (family: String, face: String?)?

    fileprivate func isChosen(_ row: (title: String, family: String, face: String?)) -> Bool {
        chosen.map { $0.family == row.family && $0.face == row.face } ?? false
    }
}

/// The font picker's table: its rows, and a tap choosing one.
@MainActor
private final class FontPickerList: NSObject, UITableViewDataSource, UITableViewDelegate {
    unowned let picker: UIFontPickerViewController

    init(picker: UIFontPickerViewController) { self.picker = picker }

    /// One row a family or face.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { picker.rows.count }

    /// The family's or face's name, in that font unless the configuration says otherwise.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "font", for: indexPath)
        let row = picker.rows[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = row.title
        if !picker.configuration.displayUsingSystemFont {
            let font =
                row.face.flatMap { UIFont(name: $0, size: 17) }
                ?? UIFont(descriptor: UIFontDescriptor(fontAttributes: [.family: row.family]), size: 17)
            content.textProperties.font = font
        }
        cell.contentConfiguration = content
        cell.accessoryType = picker.isChosen(row) ? .checkmark : .none
        return cell
    }

    /// Chooses the row's font and tells the delegate.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let row = picker.rows[indexPath.row]
        picker.selectedFontDescriptor =
            row.face.map { UIFontDescriptor(fontAttributes: [.name: $0, .family: row.family]) }
            ?? UIFontDescriptor(fontAttributes: [.family: row.family])
        picker.chosen = (row.family, row.face)
        tableView.reloadData()
        picker.delegate?.fontPickerViewControllerDidPickFont(picker)
    }
}

/// Told of a font picker's choice.
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: AnyObject {
    /// The user chose a font (`selectedFontDescriptor`).
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The user cancelled.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
    /// Whether the picker may go away when swiped down (kept; true).
    func fontPickerViewControllerShouldDismiss(_ viewController: UIFontPickerViewController) -> Bool
}

extension UIFontPickerViewControllerDelegate {
    /// Does nothing.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Does nothing.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
    /// True.
    public func fontPickerViewControllerShouldDismiss(_ viewController: UIFontPickerViewController) -> Bool { true }
}
