import Foundation
import Testing
import UIKit

/// The document picker's UIKit initializers: content types matched by the files' extensions.
@MainActor
@Suite struct UIDocumentPickerTypesTests {
    @Test func contentTypesChooseTheFilesShown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("types-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["scan.pdf", "photo.png", "notes.txt"] {
            try Data("x".utf8).write(to: folder.appendingPathComponent(name))
        }
        let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf, .image])
        picker.directoryURL = folder
        picker.loadViewIfNeeded()
        let shown = try #require(picker.children.first as? UINavigationController)
        let list = try #require(shown.topViewController as? UITableViewController)
        #expect(list.tableView(list.tableView, numberOfRowsInSection: 0) == 2, "the PDF and the PNG, not the text")
        let exporter = UIDocumentPickerViewController(forExporting: [folder.appendingPathComponent("notes.txt")])
        exporter.directoryURL = folder
        exporter.loadViewIfNeeded()
        let exportList = try #require(
            (exporter.children.first as? UINavigationController)?.topViewController as? UITableViewController)
        #expect(exportList.tableView(exportList.tableView, numberOfRowsInSection: 0) == 0, "folders only")
    }
}
