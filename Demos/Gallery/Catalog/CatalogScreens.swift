import Foundation
import Tapestry

// The catalog's screens, one per row of the root table.

final class ButtonsScreen: CatalogScreen {
    override func build() {
        stack.addArrangedSubview(heading("System"))
        let plain = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Plain button") { [unowned self] _ in
                self.say("plain button tapped")
            })
        stack.addArrangedSubview(plain)
        let image = UIButton(type: .system)
        image.setTitle(" Delete", for: .normal)
        image.setImage(UIImage(systemName: "trash"), for: .normal)
        image.tintColor = .systemRed
        image.setTitleColor(.systemRed, for: .normal)
        stack.addArrangedSubview(image)
        stack.addArrangedSubview(heading("Custom"))
        let filled = UIButton(type: .custom)
        filled.setTitle("  Filled  ", for: .normal)
        filled.backgroundColor = .systemBlue
        filled.layer.cornerRadius = 8
        filled.addAction(UIAction { [unowned self] _ in self.say("filled button tapped") }, for: .touchUpInside)
        stack.addArrangedSubview(filled)
        let disabled = UIButton(type: .system)
        disabled.setTitle("Disabled", for: .normal)
        disabled.isEnabled = false
        stack.addArrangedSubview(disabled)
        let multiline = UIButton(type: .system)
        multiline.setTitle("A button whose title is long enough to wrap onto two lines", for: .normal)
        multiline.titleLabel?.numberOfLines = 0
        multiline.titleLabel?.textAlignment = .left
        multiline.contentHorizontalAlignment = .left
        multiline.widthAnchor.constraint(equalToConstant: 240).isActive = true
        stack.addArrangedSubview(multiline)
        stack.addArrangedSubview(heading("Menu"))
        let sort = UIButton(type: .system)
        sort.setTitle("Sort by…", for: .normal)
        sort.menu = UIMenu(
            options: .singleSelection,
            children: ["Name", "Date", "Size"].map { name in
                UIAction(title: name, state: name == "Name" ? .on : .off) { [unowned self] _ in
                    self.say("sort by \(name)")
                }
            })
        sort.showsMenuAsPrimaryAction = true
        stack.addArrangedSubview(sort)
        say("Tap the buttons; the last one opens a menu.")
    }
}

final class SwitchesScreen: CatalogScreen {
    override func build() {
        for (title, on) in [("Wi-Fi", true), ("Bluetooth", false), ("Airplane mode", false)] {
            let toggle = UISwitch()
            toggle.isOn = on
            toggle.addAction(
                UIAction { [unowned self] _ in self.say("\(title) \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
            stack.addArrangedSubview(row(title, toggle))
        }
        let tinted = UISwitch()
        tinted.isOn = true
        tinted.onTintColor = .systemGreen
        stack.addArrangedSubview(row("Tinted", tinted))
    }
}

final class SlidersScreen: CatalogScreen {
    override func build() {
        let value = UILabel()
        value.text = "50 %"
        let slider = UISlider()
        slider.value = 0.5
        slider.widthAnchor.constraint(equalToConstant: 220).isActive = true
        slider.addAction(UIAction { _ in value.text = "\(Int(slider.value * 100)) %" }, for: .valueChanged)
        stack.addArrangedSubview(row("Volume", slider))
        stack.addArrangedSubview(value)
        let tinted = UISlider()
        tinted.value = 0.8
        tinted.minimumTrackTintColor = .systemOrange
        tinted.widthAnchor.constraint(equalToConstant: 220).isActive = true
        stack.addArrangedSubview(row("Tinted", tinted))
    }
}

final class SteppersScreen: CatalogScreen {
    override func build() {
        let value = UILabel()
        value.text = "0"
        value.font = .preferredFont(forTextStyle: .title2)
        let stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.addAction(UIAction { _ in value.text = "\(Int(stepper.value))" }, for: .valueChanged)
        stack.addArrangedSubview(row("Guests", stepper))
        stack.addArrangedSubview(value)
    }
}

final class SegmentedScreen: CatalogScreen {
    override func build() {
        let segments = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        segments.selectedSegmentIndex = 1
        segments.widthAnchor.constraint(equalToConstant: 300).isActive = true
        segments.heightAnchor.constraint(equalToConstant: 32).isActive = true
        segments.addAction(
            UIAction { [unowned self] _ in
                self.say("showing \(segments.titleForSegment(at: segments.selectedSegmentIndex) ?? "")")
            },
            for: .valueChanged)
        stack.addArrangedSubview(segments)
        // Segments made from actions, with images: each runs its action when chosen.
        let layouts = UISegmentedControl(
            frame: .zero,
            actions: [
                UIAction(title: "List", image: UIImage(systemName: "list.bullet")) { [unowned self] _ in
                    self.say("list layout")
                },
                UIAction(title: "Grid", image: UIImage(systemName: "square.grid.2x2")) { [unowned self] _ in
                    self.say("grid layout")
                },
            ])
        layouts.selectedSegmentIndex = 0
        layouts.widthAnchor.constraint(equalToConstant: 140).isActive = true
        layouts.heightAnchor.constraint(equalToConstant: 32).isActive = true
        stack.addArrangedSubview(layouts)
    }
}

final class TextFieldsScreen: CatalogScreen {
    override func build() {
        func field(_ placeholder: String) -> UITextField {
            let field = UITextField()
            field.placeholder = placeholder
            field.borderStyle = .roundedRect
            field.widthAnchor.constraint(equalToConstant: 280).isActive = true
            field.heightAnchor.constraint(equalToConstant: 34).isActive = true
            stack.addArrangedSubview(field)
            return field
        }
        let name = field("Name")
        name.accessibilityIdentifier = "name field"
        name.textContentType = .name
        name.clearButtonMode = .whileEditing
        let email = field("Email address")
        email.keyboardType = .emailAddress
        email.textContentType = .emailAddress
        let password = field("Password")
        password.isSecureTextEntry = true
        password.textContentType = .password
        let search = UISearchBar()
        search.widthAnchor.constraint(equalToConstant: 300).isActive = true
        stack.addArrangedSubview(search)
        say("Click a field and type; Ctrl+C/V use the X clipboard; a right click opens the edit menu.")
    }
}

final class TextViewsScreen: CatalogScreen, UITextViewDelegate {
    override func build() {
        let editable = UITextView()
        editable.font = .systemFont(ofSize: 15)
        editable.text =
            "An editable UITextView: it wraps, selects with the mouse (double-click a word, triple-click a "
            + "paragraph), undoes with Ctrl+Z and takes an input method's marked text. 你好，世界。👋🏽"
        editable.layer.borderColor = UIColor.systemGray4.cgColor
        editable.layer.borderWidth = 1
        editable.layer.cornerRadius = 6
        editable.delegate = self
        editable.accessibilityIdentifier = "editable text view"
        editable.accessibilityLabel = "Editable text"
        let readOnly = UITextView()
        readOnly.isEditable = false
        readOnly.isScrollEnabled = false
        readOnly.backgroundColor = .clear
        readOnly.font = .systemFont(ofSize: 13)
        readOnly.textColor = .secondaryLabel
        readOnly.text =
            "A read-only, self-sizing text view (isEditable = false, isScrollEnabled = false): select and copy."
        for view in [editable, readOnly] {
            view.widthAnchor.constraint(equalToConstant: 360).isActive = true
            stack.addArrangedSubview(view)
        }
        editable.heightAnchor.constraint(equalToConstant: 140).isActive = true
    }

    func textViewDidChange(_ textView: UITextView) { say("\(textView.text.count) characters") }
}

final class AlertsScreen: CatalogScreen {
    override func build() {
        let alert = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Show an alert") { [unowned self] _ in
                let alert = UIAlertController(
                    title: "Delete the draft?", message: "This cannot be undone.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in self.say("cancelled") })
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.say("deleted") })
                self.present(alert, animated: true)
            })
        alert.accessibilityIdentifier = "show alert"
        let field = UIButton(
            type: .system,
            primaryAction: UIAction(title: "An alert with a text field") { [unowned self] _ in
                let alert = UIAlertController(title: "New folder", message: "Name the folder.", preferredStyle: .alert)
                alert.addTextField { $0.placeholder = "Folder name" }
                let create = UIAlertAction(title: "Create", style: .default) { _ in
                    self.say("created \(alert.textFields?.first?.text ?? "")")
                }
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(create)
                alert.preferredAction = create
                self.present(alert, animated: true)
            })
        let sheet = UIButton(
            type: .system,
            primaryAction: UIAction(title: "Show an action sheet") { [unowned self] _ in
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                for name in ["Copy", "Duplicate"] {
                    sheet.addAction(UIAlertAction(title: name, style: .default) { _ in self.say(name) })
                }
                sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in self.say("Delete") })
                sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                self.present(sheet, animated: true)
            })
        [alert, field, sheet].forEach(stack.addArrangedSubview)
        say("Return chooses the bold action, Escape cancels.")
    }
}

final class MenusScreen: CatalogScreen, UIContextMenuInteractionDelegate {
    override func build() {
        let target = UILabel()
        target.text = "  Right-click or long-press here  "
        target.backgroundColor = .secondarySystemGroupedBackground
        target.layer.cornerRadius = 8
        target.clipsToBounds = true
        target.isUserInteractionEnabled = true
        target.heightAnchor.constraint(equalToConstant: 80).isActive = true
        target.accessibilityIdentifier = "context target"
        target.addInteraction(UIContextMenuInteraction(delegate: self))
        stack.addArrangedSubview(target)
        say("Arrow keys move in the menu, Return chooses, Escape closes.")
    }

    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(actionProvider: { [unowned self] _ in
            UIMenu(children: [
                UIAction(title: "Copy", image: UIImage(systemName: "doc.on.doc")) { _ in self.say("Copy") },
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in self.say("Share") },
                UIMenu(
                    title: "Move to",
                    children: ["Inbox", "Archive"].map { name in
                        UIAction(title: name) { _ in self.say("moved to \(name)") }
                    }),
                UIMenu(
                    options: .displayInline,
                    children: [
                        UIAction(title: "Delete", attributes: .destructive) { _ in self.say("Delete") }
                    ]),
            ])
        })
    }
}

final class ActivityScreen: CatalogScreen {
    override func build() {
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.startAnimating()
        stack.addArrangedSubview(spinner)
        let progress = UIProgressView(progressViewStyle: .default)
        progress.progress = 0.3
        progress.widthAnchor.constraint(equalToConstant: 260).isActive = true
        stack.addArrangedSubview(progress)
        stack.addArrangedSubview(
            UIButton(
                type: .system,
                primaryAction: UIAction(title: "Advance") { _ in
                    progress.setProgress(progress.progress >= 1 ? 0 : progress.progress + 0.2, animated: true)
                }))
    }
}

final class PageControlScreen: CatalogScreen {
    override func build() {
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.accessibilityLabel = "Pages"
        pages.currentPageIndicatorTintColor = .systemBlue
        pages.addAction(
            UIAction { [unowned self] _ in self.say("page \(pages.currentPage + 1) of 5") }, for: .valueChanged)
        stack.addArrangedSubview(pages)
        say("Tap either side of the current dot.")
    }
}

final class PickerScreen: CatalogScreen, UIPickerViewDataSource, UIPickerViewDelegate {
    let hours = (0..<24).map { String(format: "%02d", $0) }
    let minutes = stride(from: 0, to: 60, by: 5).map { String(format: "%02d", $0) }

    override func build() {
        let picker = UIPickerView()
        picker.dataSource = self
        picker.delegate = self
        picker.widthAnchor.constraint(equalToConstant: 300).isActive = true
        picker.heightAnchor.constraint(equalToConstant: 216).isActive = true
        stack.addArrangedSubview(picker)
        picker.selectRow(9, inComponent: 0, animated: false)
        say("Drag or fling a wheel; it rests on a row.")
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? hours.count : minutes.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? hours[row] : minutes[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        say("\(hours[pickerView.selectedRow(inComponent: 0)]):\(minutes[pickerView.selectedRow(inComponent: 1)])")
    }
}

final class DatePickersScreen: CatalogScreen {
    override func build() {
        let formatter = DateFormatter()
        formatter.dateStyle = .full
        formatter.timeStyle = .short
        // The compact style UIKit shows by default for a date and time: buttons that open popovers.
        let compact = UIDatePicker()
        compact.accessibilityLabel = "Meeting"
        compact.minuteInterval = 5
        // The inline style: a month's calendar, limited to the next ninety days.
        let inline = UIDatePicker()
        inline.datePickerMode = .date
        inline.preferredDatePickerStyle = .inline
        inline.accessibilityLabel = "Day"
        inline.minimumDate = Date()
        inline.maximumDate = Date().addingTimeInterval(90 * 86_400)
        for picker in [compact, inline] {
            picker.addAction(
                UIAction { [unowned self, unowned picker] _ in self.say(formatter.string(from: picker.date)) },
                for: .valueChanged)
            stack.addArrangedSubview(picker)
        }
        say("Click the date or the time, or a day of the calendar.")
    }
}

final class SearchScreen: UITableViewController, UISearchResultsUpdating {
    let fruits = [
        "Apple", "Apricot", "Banana", "Blackberry", "Blueberry", "Cherry", "Coconut", "Fig", "Grape", "Kiwi", "Lemon",
        "Lime", "Mango", "Melon", "Orange", "Papaya", "Peach", "Pear", "Pineapple", "Plum", "Raspberry", "Strawberry",
    ]
    var shown: [String] = []
    let search = UISearchController()

    override func viewDidLoad() {
        super.viewDidLoad()
        shown = fruits
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
        search.searchResultsUpdater = self
        search.searchBar.searchTextField.accessibilityIdentifier = "search field"
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(text) }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }
}

final class CollectionScreen: UIViewController {
    var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

    override func loadView() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 64, height: 64)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 60, left: 12, bottom: 12, right: 12)
        let collection = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "swatch")
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "swatch", for: path)
            cell.contentView.backgroundColor = UIColor(
                hue: CGFloat(item % 36) / 36, saturation: 0.6, brightness: 0.9, alpha: 1)
            cell.contentView.layer.cornerRadius = 10
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<500))
        dataSource.apply(snapshot, animatingDifferences: false)
        view = collection
    }
}

final class EditingScreen: UITableViewController {
    var items = (1...12).map { "Item \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
}

final class SettingsScreen: UITableViewController {
    let sections: [(String, [(String, String?)])] = [
        ("Connections", [("Wi-Fi", "Home"), ("Bluetooth", "On"), ("Airplane mode", nil)]),
        ("Appearance", [("Dark mode", nil), ("Text size", "Large")]),
        ("About", [("Version", "1.0"), ("Licences", "")]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "setting")
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sections[section].0
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].1.count
    }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "setting", for: indexPath)
        let (title, value) = sections[indexPath.section].1[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = title
        content.secondaryText = value
        cell.contentConfiguration = content
        cell.accessoryView = nil
        cell.accessoryType = value == nil ? .none : .disclosureIndicator
        if value == nil {
            let toggle = UISwitch()
            toggle.sizeToFit()
            if title == "Dark mode" {
                toggle.isOn = view.window?.overrideUserInterfaceStyle == .dark
                toggle.addAction(
                    UIAction { [weak self] _ in
                        self?.view.window?.overrideUserInterfaceStyle = toggle.isOn ? .dark : .light
                    }, for: .valueChanged)
            }
            cell.accessoryView = toggle
        }
        return cell
    }
}

final class StackViewsScreen: CatalogScreen {
    override func build() {
        for distribution in [UIStackView.Distribution.fill, .fillEqually, .equalSpacing] {
            stack.addArrangedSubview(heading("\(distribution)"))
            let boxes = ["One", "Two words", "3"].enumerated().map { index, text -> UIView in
                let label = UILabel()
                label.text = " \(text) "
                label.textColor = .white
                label.backgroundColor = [UIColor.systemBlue, .systemOrange, .systemGreen][index]
                return label
            }
            let row = UIStackView(arrangedSubviews: boxes)
            row.distribution = distribution
            row.spacing = 8
            row.widthAnchor.constraint(equalToConstant: 320).isActive = true
            row.heightAnchor.constraint(equalToConstant: 36).isActive = true
            stack.addArrangedSubview(row)
        }
    }
}

final class AnimationsScreen: CatalogScreen {
    override func build() {
        let ball = UIView()
        ball.backgroundColor = .systemPink
        ball.layer.cornerRadius = 24
        ball.widthAnchor.constraint(equalToConstant: 48).isActive = true
        ball.heightAnchor.constraint(equalToConstant: 48).isActive = true
        stack.addArrangedSubview(ball)
        stack.addArrangedSubview(
            UIButton(
                type: .system,
                primaryAction: UIAction(title: "Spring") { _ in
                    let moved = ball.transform.tx > 0
                    UIView.animate(
                        withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.45, initialSpringVelocity: 0, options: []
                    ) {
                        ball.transform = moved ? .identity : CGAffineTransform(translationX: 220, y: 0)
                    }
                }))
        addCornersAndSymbols()
    }
}

final class GesturesScreen: CatalogScreen {
    override func build() {
        let card = UILabel()
        card.text = "  Drag, pinch or rotate (Alt+drag) me  "
        card.backgroundColor = .systemTeal
        card.textColor = .white
        card.isUserInteractionEnabled = true
        card.heightAnchor.constraint(equalToConstant: 120).isActive = true
        card.addGestureRecognizer(
            UIPanGestureRecognizer { [unowned self] pan in
                let t = pan.translation(in: card.superview)
                card.transform = card.transform.translatedBy(x: t.x, y: t.y)
                pan.setTranslation(.zero, in: card.superview)
                if pan.state == .ended { self.say("dragged") }
            })
        card.addGestureRecognizer(
            UIPinchGestureRecognizer { pinch in
                card.transform = card.transform.scaledBy(x: pinch.scale, y: pinch.scale)
                pinch.scale = 1
            })
        stack.addArrangedSubview(card)
    }
}

final class SeedsScreen: CatalogScreen {
    override func build() {
        let area = UIView()
        area.widthAnchor.constraint(equalToConstant: 320).isActive = true
        area.heightAnchor.constraint(equalToConstant: 240).isActive = true
        for (index, color) in [UIColor.systemRed, .systemGreen, .systemBlue].enumerated() {
            let view = UIView(frame: CGRect(x: 20 + index * 60, y: 20 + index * 50, width: 160, height: 120))
            view.backgroundColor = color.withAlphaComponent(0.85)
            let name = ["first", "second", "third"][index]
            view.addGestureRecognizer(
                UITapGestureRecognizer { [unowned self] _ in self.say("the \(name) view got the tap") })
            area.addSubview(view)
        }
        stack.addArrangedSubview(area)
        say("Seed 000: three overlapping views; the front one under the finger gets the tap.")
    }
}
