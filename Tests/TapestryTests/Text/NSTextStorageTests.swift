import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// TextKit's text storage: its primitives, batches of edits and their processing, a subclass with its own
/// backing store, and a text view's storage, which is the view's text.
@MainActor
@Suite struct NSTextStorageTests {
    private let small = UIFont.systemFont(ofSize: 17)
    private let bold = UIFont.boldSystemFont(ofSize: 17)

    /// Records what a storage tells its delegate, and may colour what was edited.
    final class Recorder: NSObject, NSTextStorageDelegate {
        var calls: [String] = []
        var highlight: UIColor?
        func textStorage(
            _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
            range editedRange: NSRange, changeInLength delta: Int
        ) {
            calls.append("will \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
        }
        func textStorage(
            _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
            range editedRange: NSRange, changeInLength delta: Int
        ) {
            calls.append("did \(editedMask.rawValue) \(editedRange.location),\(editedRange.length) \(delta)")
            if let highlight, editedMask.contains(.editedCharacters), editedRange.length > 0 {
                textStorage.addAttribute(.foregroundColor, value: highlight, range: editedRange)
            }
        }
    }

    @Test func fontsAndColoursSideBySideAreKeptAndReadBackWithoutFoundationComparingThem() {
        let storage = NSTextStorage(
            string: "plain bold red", attributes: [.font: small, .foregroundColor: UIColor.black])
        // Each of these puts runs whose values are Swift objects side by side, which Linux Foundation's own
        // attributed strings trap on.
        storage.addAttribute(.font, value: bold, range: NSRange(location: 6, length: 4))
        storage.addAttributes([.foregroundColor: UIColor.red], range: NSRange(location: 11, length: 3))
        storage.addAttribute(.font, value: small, range: NSRange(location: 6, length: 1))
        #expect(storage.string == "plain bold red" && storage.length == 14)
        #expect(storage.attribute(.font, at: 7, effectiveRange: nil) as? UIFont == bold)
        #expect(storage.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == small)
        #expect(storage.attribute(.foregroundColor, at: 12, effectiveRange: nil) as? UIColor == .red)
        var longest = NSRange()
        _ = storage.attribute(.font, at: 0, longestEffectiveRange: &longest, in: NSRange(location: 0, length: 14))
        #expect(longest == NSRange(location: 0, length: 7), "equal fonts either side of a run boundary join")
        var runs: [NSRange] = []
        storage.enumerateAttributes(in: NSRange(location: 0, length: storage.length)) { _, range, _ in
            runs.append(range)
        }
        #expect(runs.map(\.location) == [0, 7, 10, 11], "runs as they differ: \(runs)")
        // Foundation's copying initialiser reads the storage's contents directly; they are kept in step.
        let copy = NSAttributedString(attributedString: storage)
        #expect(copy.string == storage.string)
        #expect(copy.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == bold)
        #expect(
            (storage.copy() as? NSAttributedString)?.attribute(.foregroundColor, at: 13, effectiveRange: nil)
                as? UIColor == .red)
        #expect(storage.isEqual(to: storage.mutableCopy() as! NSAttributedString))
        storage.deleteCharacters(in: NSRange(location: 0, length: 6))
        storage.append(NSAttributedString(string: "!", attributes: [.font: bold]))
        #expect(
            storage.string == "bold red!" && storage.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == bold)
    }

    @Test func aBatchOfEditsIsProcessedOnceWithWhatItChanged() {
        let storage = NSTextStorage(string: "hello world")
        let recorder = Recorder()
        storage.delegate = recorder
        final class Names: @unchecked Sendable { var posted: [Notification.Name] = [] }
        let names = Names()
        let observers = [NSTextStorage.willProcessEditingNotification, NSTextStorage.didProcessEditingNotification].map
        {
            NotificationCenter.default.addObserver(forName: $0, object: storage, queue: nil) {
                names.posted.append($0.name)
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        storage.replaceCharacters(in: NSRange(location: 0, length: 5), with: "hi")
        #expect(recorder.calls == ["will 2 0,2 -3", "did 2 0,2 -3"], "one edit, processed at once")
        #expect(
            names.posted == [NSTextStorage.willProcessEditingNotification, NSTextStorage.didProcessEditingNotification])
        recorder.calls = []
        storage.beginEditing()
        storage.addAttribute(.kern, value: 2.0, range: NSRange(location: 0, length: 2))
        storage.replaceCharacters(in: NSRange(location: 3, length: 5), with: "there, world")
        #expect(recorder.calls.isEmpty, "nothing is processed inside a batch")
        storage.endEditing()
        #expect(recorder.calls == ["will 3 0,15 7", "did 3 0,15 7"], "both kinds, the joined range: \(recorder.calls)")
        #expect(storage.editedMask.isEmpty && storage.changeInLength == 0, "cleared once processed")
        #expect(storage.string == "hi there, world")
    }

    /// A subclass as UIKit's documentation describes it: its own backing store behind the four primitives, and
    /// `processEditing` colouring every word that starts with "#".
    final class HashtagStorage: NSTextStorage {
        private let backing = NSMutableString(string: "")
        private var colours: [NSRange] = []
        override var string: String { backing as String }
        override func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key:
            Any]
        {
            if let hit = colours.first(where: { NSLocationInRange(location, $0) }) {
                range?.pointee = hit
                return [.foregroundColor: UIColor.systemBlue]
            }
            let next = colours.map(\.location).filter { $0 > location }.min() ?? backing.length
            let previous = colours.map { NSMaxRange($0) }.filter { $0 <= location }.max() ?? 0
            range?.pointee = NSRange(location: previous, length: next - previous)
            return [:]
        }
        override func replaceCharacters(in range: NSRange, with str: String) {
            backing.replaceCharacters(in: range, with: str)
            edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
        }
        override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
            edited(.editedAttributes, range: range, changeInLength: 0)
        }
        override func processEditing() {
            let pattern = try! NSRegularExpression(pattern: "#\\w+")
            colours = pattern.matches(in: string, range: NSRange(location: 0, length: backing.length)).map(\.range)
            super.processEditing()
        }
    }

    @Test func aSubclassWithItsOwnBackingStoreGetsTheRestThroughItsPrimitives() {
        let storage = HashtagStorage()
        let recorder = Recorder()
        storage.delegate = recorder
        storage.append(NSAttributedString(string: "see #swift and #linux"))
        storage.insert(NSAttributedString(string: "now "), at: 0)
        #expect(storage.string == "now see #swift and #linux" && storage.length == 25)
        #expect(storage.attribute(.foregroundColor, at: 10, effectiveRange: nil) as? UIColor == .systemBlue)
        #expect(storage.attribute(.foregroundColor, at: 2, effectiveRange: nil) == nil)
        #expect(recorder.calls.count == 4, "each edit processed, the delegate told: \(recorder.calls)")
        #expect(NSAttributedString(attributedString: storage).string == storage.string, "copies read it too")
    }
}
