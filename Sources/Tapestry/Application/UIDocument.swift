import Foundation

/// A document kept in a file (iOS 5): a subclass turns its model into data (`contents(forType:)`) and back
/// (`load(fromContents:ofType:)`); the document reads and writes the file off the main thread and calls its
/// completions on the main thread, counts changes (`updateChangeCount(_:)`), and saves them by itself a
/// moment after the last one (autosave), as UIKit's does.
@preconcurrency @MainActor
open class UIDocument: NSObject {
    /// What a document's state is.
    public struct State: OptionSet, Sendable {
        /// The bits.
        public let rawValue: UInt
        /// A state from its bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Open, with nothing wrong (no bits set).
        public static let normal: State = []
        /// Not open.
        public static let closed = State(rawValue: 1 << 0)
        /// Its versions conflict (never here: there is no file coordination with other devices).
        public static let inConflict = State(rawValue: 1 << 1)
        /// Saving failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// Editing is not possible now (while it is being reverted).
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// A change is being made (kept: set by apps).
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// How a document is saved.
    public enum SaveOperation: Int, Sendable {
        /// A new file is written (it must not exist).
        case forCreating = 0
        /// The file is written over.
        case forOverwriting = 1
    }

    /// What a change did.
    public enum ChangeKind: Int, Sendable {
        /// A change was made.
        case done = 0
        /// A change was undone.
        case undone = 1
        /// An undone change was made again.
        case redone = 2
        /// The document was saved or reverted: no unsaved changes.
        case cleared = 3
    }

    /// Posted when `documentState` changes.
    nonisolated public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")

    /// Where the document's file is.
    public private(set) var fileURL: URL
    /// The file's name without its extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }
    /// The file's type: its extension's uniform type identifier.
    open var fileType: String? { UIDocumentInteractionController.typeIdentifier(forExtension: fileURL.pathExtension) }
    /// When the file was last changed, as of the last read or write.
    open var fileModificationDate: Date?
    /// The document's state.
    open private(set) var documentState: State = .closed {
        didSet {
            guard oldValue != documentState else { return }
            NotificationCenter.default.post(name: Self.stateChangedNotification, object: self)
        }
    }
    /// Whether there are changes not saved yet.
    open var hasUnsavedChanges: Bool { changeCount != 0 }
    /// The document's undo manager: undoing and redoing count as changes.
    open var undoManager: UndoManager! {
        get {
            if let storedUndoManager { return storedUndoManager }
            let manager = UndoManager()
            self.undoManager = manager
            return manager
        }
        set {
            undoObservers.forEach(NotificationCenter.default.removeObserver)
            undoObservers = []
            storedUndoManager = newValue
            guard let newValue else { return }
            // Undo groups closed, undone and redone count as changes, as UIKit's document counts them.
            for (name, kind) in [
                (UndoManager.didCloseUndoGroupNotification, ChangeKind.done),
                (UndoManager.didUndoChangeNotification, .undone), (UndoManager.didRedoChangeNotification, .redone),
            ] {
                undoObservers.append(
                    NotificationCenter.default.addObserver(forName: name, object: newValue, queue: nil) {
                        [weak self] _ in
                        MainActor.assumeIsolated { self?.updateChangeCount(kind) }
                    })
            }
        }
    }
    private var storedUndoManager: UndoManager?
    private var undoObservers: [any NSObjectProtocol] = []
    private var changeCount = 0
    private var autosaveTimer: RunLoopClock.Timer?
    /// How long after a change the document saves it by itself.
    nonisolated static let autosaveDelay: TimeInterval = 10

    /// A document kept in the file at `url` (which need not exist yet).
    public init(fileURL url: URL) {
        fileURL = url
        super.init()
    }

    // MARK: What a subclass provides

    /// The document as `Data` of `typeName` to write; a subclass overrides it.
    open func contents(forType typeName: String) throws -> Any {
        throw CocoaError(
            .featureUnsupported,
            userInfo: [NSLocalizedDescriptionKey: "\(type(of: self)) does not override contents(forType:)"])
    }

    /// Takes the file's contents (data; Linux's Foundation has no `FileWrapper` for packages) of `typeName` as the document's model;
    /// a subclass overrides it.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {}

    // MARK: Opening, saving, closing

    /// Reads the file and hands its contents to `load(fromContents:ofType:)`; `completionHandler` hears whether it
    /// opened.
    open func open(completionHandler: ((Bool) -> Void)? = nil) {
        let url = fileURL
        let done = UncheckedSendable(completionHandler)  // called on the main thread only
        DispatchQueue.global().async {
            let read = Result { try Self.readContents(of: url) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    let opened: Bool
                    switch read {
                    case .success(let (contents, date)):
                        do {
                            try self.load(fromContents: contents, ofType: self.fileType)
                            self.fileModificationDate = date
                            self.changeCount = 0
                            self.documentState = .normal
                            opened = true
                        } catch {
                            self.handleError(error, userInteractionPermitted: true)
                            opened = false
                        }
                    case .failure(let error):
                        self.handleError(error, userInteractionPermitted: true)
                        opened = false
                    }
                    done.value?(opened)
                }
            }
        }
    }

    /// Opens the document (`open(completionHandler:)`), answering whether it opened.
    open func open() async -> Bool {
        await withCheckedContinuation { continuation in open { continuation.resume(returning: $0) } }
    }

    /// Writes the document (`contents(forType:)`) to `url`; `completionHandler` hears whether it was written.
    /// Creating fails when the file exists.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: ((Bool) -> Void)? = nil) {
        let contents: Any
        do {
            contents = try self.contents(forType: fileType ?? "public.data")
        } catch {
            failSaving(error, completionHandler)
            return
        }
        let payload = UncheckedSendable(contents)
        let changesSaved = changeCount
        let done = UncheckedSendable(completionHandler)  // called on the main thread only
        DispatchQueue.global().async {
            let written = Result { try Self.write(payload.value, to: url, creating: saveOperation == .forCreating) }
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    switch written {
                    case .success(let date):
                        self.fileURL = url
                        self.fileModificationDate = date
                        self.changeCount -= changesSaved
                        self.documentState.remove([.savingError, .closed])
                        done.value?(true)
                    case .failure(let error):
                        self.failSaving(error, done.value)
                    }
                }
            }
        }
    }

    /// Saves the document (`save(to:for:completionHandler:)`), answering whether it was written.
    open func save(to url: URL, for saveOperation: SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in
            save(to: url, for: saveOperation) { continuation.resume(returning: $0) }
        }
    }

    /// Saves unsaved changes to the file; `completionHandler` hears whether all went well (true when there was
    /// nothing to save).
    open func autosave(completionHandler: ((Bool) -> Void)? = nil) {
        autosaveTimer?.invalidate()
        autosaveTimer = nil
        guard hasUnsavedChanges else {
            completionHandler?(true)
            return
        }
        save(to: fileURL, for: .forOverwriting, completionHandler: completionHandler)
    }

    /// Saves unsaved changes and closes the document; `completionHandler` hears whether saving went well.
    open func close(completionHandler: ((Bool) -> Void)? = nil) {
        autosave { [weak self] saved in
            self?.documentState.insert(.closed)
            completionHandler?(saved)
        }
    }

    /// Closes the document (`close(completionHandler:)`), answering whether its changes were saved.
    open func close() async -> Bool {
        await withCheckedContinuation { continuation in close { continuation.resume(returning: $0) } }
    }

    /// Reads the file at `url` again as the document, dropping unsaved changes.
    open func revert(toContentsOf url: URL, completionHandler: ((Bool) -> Void)? = nil) {
        documentState.insert(.editingDisabled)
        fileURL = url
        open { [weak self] opened in
            self?.documentState.remove(.editingDisabled)
            self?.undoManager.removeAllActions()
            completionHandler?(opened)
        }
    }

    // MARK: Changes

    /// Counts a change: a done or redone change is one more to save, an undone one one fewer, `.cleared` none.
    /// An autosave follows a moment after the last change.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        scheduleAutosave()
    }

    /// A saving or reading error: by default the state shows it (`.savingError` for saves) and
    /// `finishedHandlingError(_:recovered:)` is called.
    open func handleError(_ error: any Error, userInteractionPermitted: Bool) {
        finishedHandlingError(error, recovered: false)
    }

    /// Error handling is done.
    open func finishedHandlingError(_ error: any Error, recovered: Bool) {}

    private func failSaving(_ error: any Error, _ completionHandler: ((Bool) -> Void)?) {
        documentState.insert(.savingError)
        handleError(error, userInteractionPermitted: true)
        completionHandler?(false)
    }

    private func scheduleAutosave() {
        autosaveTimer?.invalidate()
        guard hasUnsavedChanges, !documentState.contains(.closed) else {
            autosaveTimer = nil
            return
        }
        autosaveTimer = UIApplication.shared.clock.schedule(after: Self.autosaveDelay) { [weak self] in
            self?.autosave()
        }
    }

    // MARK: Files

    private nonisolated static func readContents(of url: URL) throws -> (Any, Date?) {
        let values = try url.resourceValues(forKeys: [.isDirectoryKey, .contentModificationDateKey])
        if values.isDirectory == true {
            // A package: Linux's Foundation has no FileWrapper to hand it over in.
            throw CocoaError(
                .fileReadUnsupportedScheme,
                userInfo: [NSLocalizedDescriptionKey: "UIDocument: a package (a folder) cannot be read here"])
        }
        return (try Data(contentsOf: url), values.contentModificationDate)
    }

    private nonisolated static func write(_ contents: Any, to url: URL, creating: Bool) throws -> Date? {
        if creating, FileManager.default.fileExists(atPath: url.path) {
            throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: url.path])
        }
        guard let data = contents as? Data else {
            throw CocoaError(
                .fileWriteUnknown,
                userInfo: [
                    NSLocalizedDescriptionKey: "UIDocument: contents(forType:) returned \(type(of: contents)), not Data"
                ])
        }
        try data.write(to: url, options: .atomic)
        return try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
    }
}
