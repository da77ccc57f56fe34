import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Documents: created, opened, changed, autosaved a moment after the last change, closed; errors shown in the
/// state.
@MainActor
@Suite(.serialized) struct UIDocumentTests {
    final class Note: UIDocument {
        var text = ""
        var saves: [UIDocument.SaveOperation] = []
        var saved: ((Bool) -> Void)?
        override func contents(forType typeName: String) throws -> Any { Data(text.utf8) }
        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            guard let data = contents as? Data else { throw CocoaError(.fileReadCorruptFile) }
            text = String(decoding: data, as: UTF8.self)
        }
        override func save(
            to url: URL, for saveOperation: UIDocument.SaveOperation, completionHandler: ((Bool) -> Void)? = nil
        ) {
            saves.append(saveOperation)
            super.save(to: url, for: saveOperation) { [weak self] done in
                completionHandler?(done)
                self?.saved?(done)
            }
        }
    }

    private func temporaryURL(_ name: String) -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(name)
    }

    @Test func aDocumentIsCreatedOpenedChangedAndClosed() async throws {
        UIApplication.replaceShared()
        let url = temporaryURL("Shopping.txt")
        let note = Note(fileURL: url)
        #expect(
            note.documentState == .closed && note.localizedName == "Shopping" && note.fileType == "public.plain-text")
        note.text = "milk"
        #expect(await note.save(to: url, for: .forCreating))
        #expect(try String(contentsOf: url, encoding: .utf8) == "milk" && note.documentState == .normal)
        #expect(!(await note.save(to: url, for: .forCreating)), "creating over an existing file fails")
        #expect(note.documentState.contains(.savingError))

        let reopened = Note(fileURL: url)
        #expect(await reopened.open())
        #expect(reopened.text == "milk" && reopened.documentState == .normal && !reopened.hasUnsavedChanges)
        reopened.text = "milk, eggs"
        reopened.updateChangeCount(.done)
        #expect(reopened.hasUnsavedChanges)
        #expect(await reopened.close())
        #expect(try String(contentsOf: url, encoding: .utf8) == "milk, eggs" && reopened.documentState == .closed)
        #expect(!(await Note(fileURL: temporaryURL("missing.txt")).open()), "no file to open")
    }

    @Test func changesAreSavedByThemselvesAMomentAfterTheLast() async throws {
        let url = temporaryURL("Draft.txt")
        try Data("a".utf8).write(to: url)
        let note = Note(fileURL: url)
        #expect(await note.open())
        // From here to the save, nothing suspends: no other test's application can take the clock's place.
        var result: Bool?
        makeChangesAndWait(note) { result = $0 }
        if !note.saves.isEmpty, result == nil {
            // The file is written off the main thread; the completion comes back on it.
            result = await withCheckedContinuation { continuation in
                note.saved = { continuation.resume(returning: $0) }
            }
        }
        #expect(result == true && !note.hasUnsavedChanges)
        #expect(try String(contentsOf: url, encoding: .utf8) == "abc")
    }

    /// Two changes 5 s apart, then the clock moved past 10 s after the last, synchronously.
    private func makeChangesAndWait(_ note: Note, saved: @escaping (Bool) -> Void) {
        UIApplication.replaceShared()
        let (_, _, synthesizer) = makeWindow()
        note.text = "ab"
        note.undoManager.beginUndoGrouping()
        note.undoManager.registerUndo(withTarget: note) { $0.text = "a" }
        note.undoManager.endUndoGrouping()  // an undo group closed: a change
        #expect(note.hasUnsavedChanges)
        synthesizer.advance(by: 5)
        note.text = "abc"
        note.updateChangeCount(.done)
        synthesizer.advance(by: 9)
        #expect(note.saves.isEmpty, "not yet: 10 s after the last change")
        note.saved = saved
        synthesizer.advance(by: 2)
        #expect(note.saves == [.forOverwriting], "10 s after the last change the document saves itself")
    }
}
