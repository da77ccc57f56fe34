import Foundation

/// Picks documents, as UIKit's picker does: a list of a folder's subfolders and the files of the types asked
/// for, subfolders opened by tapping them (pushed, with a back button). Tapping a file picks it (with
/// `allowsMultipleSelection`, files are checked and Open picks them); exporting moves or copies the given files
/// into the folder shown when Export is tapped. The picker dismisses itself and tells its delegate, or that it
/// was cancelled. `UIDocumentPickerViewController(forOpeningContentTypes:asCopy:)` and
/// `init(forExporting:asCopy:)` come with `import UIKit` (they take `UTType`s).
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// Told what was picked, or that the picker was cancelled.
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether several files can be picked at once.
    open var allowsMultipleSelection = false
    /// The folder shown first (the home folder's Documents, or the home folder, when nil).
    open var directoryURL: URL?
    /// Whether file names show their extensions (true here).
    open var shouldShowFileExtensions = true

    /// Whether a file is of a type asked for.
    let accepts: (URL) -> Bool
    /// The files to export, when exporting.
    let exporting: [URL]?
    /// Whether picked or exported files are copies (kept: files are picked where they are, and exports copied
    /// when true, moved when false).
    let asCopy: Bool
    private let navigation = UINavigationController()

    /// A picker that opens files `accepts` takes, or exports `exporting` (the engine's initializer; UIKit's take
    /// content types, in the UIKit module).
    @_spi(UIKitOverlay)
    public init(accepting accepts: @escaping (URL) -> Bool, exporting: [URL]?, asCopy: Bool) {
        self.accepts = accepts
        self.exporting = exporting
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// Fails: Tapestry reads no archives.
    public required init?(coder: NSCoder) { return nil }

    /// The folder shown first.
    var startFolder: URL {
        if let directoryURL { return directoryURL }
        let home = FileManager.default.homeDirectoryForCurrentUser
        let documents = home.appendingPathComponent("Documents", isDirectory: true)
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: documents.path, isDirectory: &isFolder) && isFolder.boolValue
            ? documents : home
    }

    /// Shows the first folder's list.
    open override func viewDidLoad() {
        super.viewDidLoad()
        addChild(navigation)
        navigation.view.frame = view.bounds
        navigation.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
        navigation.setViewControllers([DocumentFolderController(picker: self, folder: startFolder)], animated: false)
    }

    /// The controller showing the folder open now.
    var shownFolder: DocumentFolderController? { navigation.topViewController as? DocumentFolderController }

    /// Opens a subfolder.
    func open(_ folder: URL) {
        navigation.pushViewController(DocumentFolderController(picker: self, folder: folder), animated: true)
    }

    /// The files were picked (or exported to): the picker goes and the delegate hears it.
    func finish(with urls: [URL]) {
        presentingViewController?.dismiss(animated: true)
        delegate?.documentPicker(self, didPickDocumentsAt: urls)
        if let first = urls.first { delegate?.documentPicker(self, didPickDocumentAt: first) }
    }

    /// Cancel: the picker goes and the delegate hears it.
    func cancel() {
        presentingViewController?.dismiss(animated: true)
        delegate?.documentPickerWasCancelled(self)
    }

    /// Export: the files go into `folder` (copied or moved), and the delegate hears where they are.
    func export(to folder: URL) {
        guard let exporting else { return }
        var placed: [URL] = []
        for file in exporting {
            let target = folder.appendingPathComponent(file.lastPathComponent)
            do {
                if FileManager.default.fileExists(atPath: target.path) {
                    try FileManager.default.removeItem(at: target)
                }
                if asCopy {
                    try FileManager.default.copyItem(at: file, to: target)
                } else {
                    try FileManager.default.moveItem(at: file, to: target)
                }
                placed.append(target)
            } catch {
                continue
            }
        }
        finish(with: placed)
    }
}

/// One folder's list in a document picker.
@MainActor
final class DocumentFolderController: UITableViewController {
    weak var picker: UIDocumentPickerViewController?
    let folder: URL
    private(set) var entries: [(url: URL, isFolder: Bool)] = []
    private(set) var checked: Set<URL> = []

    init(picker: UIDocumentPickerViewController, folder: URL) {
        self.picker = picker
        self.folder = folder
        super.init(style: .plain)
        title = folder.lastPathComponent
    }
    required init?(coder: NSCoder) { return nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "entry")
        reload()
        navigationItem.leftBarButtonItem =
            navigationController?.viewControllers.first === self
            ? UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.cancel() })
            : nil
        if picker?.exporting != nil {
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Export", primaryAction: UIAction { [weak self] _ in self?.exportHere() })
        } else if picker?.allowsMultipleSelection == true {
            let open = UIBarButtonItem(title: "Open", primaryAction: UIAction { [weak self] _ in self?.openChecked() })
            open.isEnabled = false
            navigationItem.rightBarButtonItem = open
        }
    }

    /// The folder's subfolders, then the files the picker accepts (none when exporting), by name; hidden ones
    /// left out.
    func reload() {
        let keys: [URLResourceKey] = [.isDirectoryKey]
        let contents =
            (try? FileManager.default.contentsOfDirectory(
                at: folder, includingPropertiesForKeys: keys, options: [.skipsHiddenFiles])) ?? []
        let listed = contents.map { url in
            (url: url, isFolder: (try? url.resourceValues(forKeys: Set(keys)))?.isDirectory ?? false)
        }
        let accepts = picker?.accepts ?? { _ in true }
        let exporting = picker?.exporting != nil
        entries =
            listed.filter { $0.isFolder }.sorted { $0.url.lastPathComponent < $1.url.lastPathComponent }
            + listed.filter { !$0.isFolder && !exporting && accepts($0.url) }
            .sorted { $0.url.lastPathComponent < $1.url.lastPathComponent }
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { entries.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        let entry = entries[indexPath.row]
        var content = cell.defaultContentConfiguration()
        let name = entry.url.lastPathComponent
        content.text = picker?.shouldShowFileExtensions == false ? (name as NSString).deletingPathExtension : name
        content.image = UIImage(systemName: entry.isFolder ? "folder" : "doc")
        cell.contentConfiguration = content
        cell.accessoryType = entry.isFolder ? .disclosureIndicator : (checked.contains(entry.url) ? .checkmark : .none)
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: false)
        let entry = entries[indexPath.row]
        if entry.isFolder {
            picker?.open(entry.url)
        } else if picker?.allowsMultipleSelection == true {
            if checked.contains(entry.url) { checked.remove(entry.url) } else { checked.insert(entry.url) }
            navigationItem.rightBarButtonItem?.isEnabled = !checked.isEmpty
            tableView.reloadRows(at: [indexPath], with: .none)
        } else {
            picker?.finish(with: [entry.url])
        }
    }

    /// Open: the checked files, in the list's order.
    func openChecked() {
        picker?.finish(with: entries.map(\.url).filter { checked.contains($0) })
    }

    /// Export: into this folder.
    func exportHere() { picker?.export(to: folder) }
}

/// Hears what a document picker picked, or that it was cancelled (every method optional).
@preconcurrency @MainActor
public protocol UIDocumentPickerDelegate: NSObjectProtocol {
    /// Files were picked (or exported: where they are now).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])
    /// The picker was cancelled.
    func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)
    /// A file was picked (iOS 8's form, told the first file).
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL)
}

extension UIDocumentPickerDelegate {
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {}
    /// Does nothing.
    public func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) {}
    /// Does nothing.
    public func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentAt url: URL) {}
}
