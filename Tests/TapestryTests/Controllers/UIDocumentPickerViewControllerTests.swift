import Foundation
import TapestryTesting
import Testing

@_spi(UIKitOverlay) @testable import Tapestry

/// The document picker: a folder's subfolders and accepted files, subfolders opened by tapping, a file picked by
/// tapping (or several checked and opened), exports moved or copied into the folder shown, and the delegate told.
@MainActor
@Suite struct UIDocumentPickerViewControllerTests {
    final class Listener: NSObject, UIDocumentPickerDelegate {
        var picked: [[String]] = []
        var cancelled = 0
        func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
            picked.append(urls.map(\.lastPathComponent))
        }
        func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController) { cancelled += 1 }
    }

    /// A folder with a subfolder, two PDFs, a text file and a hidden file.
    private func makeFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Reports"), withIntermediateDirectories: true)
        for name in ["b.pdf", "a.pdf", "notes.txt", ".hidden.pdf", "Reports/q1.pdf"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    private func present(_ picker: UIDocumentPickerViewController) -> EventSynthesizer {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow(width: 400, height: 600)
        window.rootViewController?.present(picker, animated: false)
        synthesizer.advance(by: 1)
        return synthesizer
    }

    @Test func foldersFirstThenAcceptedFilesAndATapPicks() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(
            accepting: { $0.pathExtension == "pdf" }, exporting: nil, asCopy: false)
        picker.directoryURL = folder
        let listener = Listener()
        picker.delegate = listener
        let synthesizer = present(picker)
        let list = try #require(picker.shownFolder)
        #expect(list.entries.map(\.url.lastPathComponent) == ["Reports", "a.pdf", "b.pdf"])
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        synthesizer.advance(by: 1)
        let reports = try #require(picker.shownFolder)
        #expect(reports !== list && reports.entries.map(\.url.lastPathComponent) == ["q1.pdf"])
        reports.tableView(reports.tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
        synthesizer.advance(by: 1)
        #expect(listener.picked == [["q1.pdf"]])
        #expect(picker.presentingViewController == nil, "the picker dismissed itself")
    }

    @Test func severalFilesAreCheckedAndOpenedAndCancelTells() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let picker = UIDocumentPickerViewController(accepting: { _ in true }, exporting: nil, asCopy: false)
        picker.directoryURL = folder
        picker.allowsMultipleSelection = true
        let listener = Listener()
        picker.delegate = listener
        _ = present(picker)
        let list = try #require(picker.shownFolder)
        #expect(list.entries.map(\.url.lastPathComponent) == ["Reports", "a.pdf", "b.pdf", "notes.txt"])
        #expect(list.navigationItem.rightBarButtonItem?.isEnabled == false)
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 3, section: 0))
        list.tableView(list.tableView, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(list.navigationItem.rightBarButtonItem?.isEnabled == true && listener.picked.isEmpty)
        list.openChecked()
        #expect(listener.picked == [["a.pdf", "notes.txt"]])

        let again = UIDocumentPickerViewController(accepting: { _ in true }, exporting: nil, asCopy: false)
        again.directoryURL = folder
        again.delegate = listener
        _ = present(again)
        again.cancel()
        #expect(listener.cancelled == 1)
    }

    @Test func anExportIsCopiedOrMovedIntoTheFolderShown() throws {
        let folder = try makeFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("notes.txt")
        let copying = UIDocumentPickerViewController(accepting: { _ in false }, exporting: [source], asCopy: true)
        copying.directoryURL = folder
        let listener = Listener()
        copying.delegate = listener
        _ = present(copying)
        let list = try #require(copying.shownFolder)
        #expect(list.entries.map(\.url.lastPathComponent) == ["Reports"], "folders only")
        copying.open(folder.appendingPathComponent("Reports"))
        copying.shownFolder?.exportHere()
        #expect(listener.picked == [["notes.txt"]])
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Reports/notes.txt").path))
        #expect(FileManager.default.fileExists(atPath: source.path), "copied, not moved")
    }
}
