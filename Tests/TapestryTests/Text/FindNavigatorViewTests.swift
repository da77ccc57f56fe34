import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A session with `total` fixed results that can be replaced, recording what it is asked.
@MainActor
private final class CountingSession: UIFindSession {
    let total: Int
    var index = 0
    var calls: [String] = []
    init(total: Int) { self.total = total }
    override var resultCount: Int { total }
    override var highlightedResultIndex: Int { total == 0 ? NSNotFound : index }
    override var supportsReplacement: Bool { true }
    override func performSearch(query: String, options: UITextSearchOptions?) { calls.append("search \(query)") }
    override func highlightNextResult(in direction: UITextStorageDirection) {
        guard total > 0 else { return }
        index = (index + (direction == .forward ? 1 : total - 1)) % total
        calls.append(direction == .forward ? "next" : "previous")
    }
    override func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {
        calls.append("replace \(query) with \(replacementString)")
    }
    override func replaceAll(queryString: String, replacementString: String, options: UITextSearchOptions?) {
        calls.append("replace all \(queryString) with \(replacementString)")
    }
}

/// Hands out its one session.
@MainActor
private final class SessionGiver: UIFindInteractionDelegate {
    let session: CountingSession
    init(_ session: CountingSession) { self.session = session }
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? { session }
}

/// A first-responder view to find in.
@MainActor
private final class Document: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

/// The find navigator (FindNavigatorView): a bar along the window's bottom with the query, the count, previous,
/// next and Done, and a second row to replace; its keys, its layout and its count's wording.
@MainActor
@Suite struct FindNavigatorViewTests {
    private func present(total: Int, replace: Bool) -> (UIWindow, FindNavigatorView, CountingSession, EventSynthesizer)?
    {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 400, height: 300)
        let document = Document(frame: root.bounds)
        root.addSubview(document)
        let session = CountingSession(total: total)
        let giver = SessionGiver(session)
        let interaction = UIFindInteraction(sessionDelegate: giver)
        document.addInteraction(interaction)
        _ = document.becomeFirstResponder()
        interaction.presentFindNavigator(showingReplace: replace)
        objc_setAssociatedObject(document, &giverKey, giver, .OBJC_ASSOCIATION_RETAIN)
        window.layoutIfNeeded()
        guard let bar = window.subviews.lazy.compactMap({ $0 as? FindNavigatorView }).first else { return nil }
        return (window, bar, session, synthesizer)
    }

    /// One row along the bottom: Done at the right edge, next and previous before it, the count, then the
    /// query field taking the rest; the replace row doubles the height.
    @Test func theBarSitsAlongTheBottomWithItsControlsRightToLeft() throws {
        let (window, bar, _, _) = try #require(present(total: 3, replace: false))
        #expect(bar.frame.maxY == window.bounds.height && bar.frame.width == window.bounds.width)
        #expect(bar.frame.height == FindNavigatorView.rowHeight + window.safeAreaInsets.bottom)
        #expect(bar.doneButton.frame.maxX == bar.bounds.width - 8)
        #expect(bar.nextButton.frame.maxX < bar.doneButton.frame.minX)
        #expect(bar.previousButton.frame.maxX == bar.nextButton.frame.minX)
        #expect(bar.countLabel.frame.maxX < bar.previousButton.frame.minX)
        #expect(bar.queryField.frame.minX == 8 && bar.queryField.frame.maxX <= bar.countLabel.frame.minX)
        #expect(bar.replacementField.isHidden && bar.replaceButton.isHidden)
        bar.showsReplace = true
        window.layoutIfNeeded()
        #expect(bar.frame.height == 2 * FindNavigatorView.rowHeight + window.safeAreaInsets.bottom)
        #expect(bar.frame.maxY == window.bounds.height)
        #expect(!bar.replacementField.isHidden && bar.replacementField.frame.minY == FindNavigatorView.rowHeight + 6)
        #expect(bar.replaceAllButton.frame.maxX == bar.bounds.width - 8)
        #expect(
            bar.previousButton.accessibilityLabel == "Previous Result" && bar.doneButton.accessibilityLabel == "Done")
    }

    /// Return finds the next result, Shift-Return the previous, Return in the replace field replaces; typing
    /// searches; Escape closes the bar.
    @Test func keysInTheFieldsFindReplaceAndClose() throws {
        let (window, bar, session, synthesizer) = try #require(present(total: 3, replace: true))
        #expect(bar.queryField.isFirstResponder)
        synthesizer.type("ap")
        #expect(session.calls.last == "search ap")
        #expect(bar.countLabel.text == "1 of 3")
        synthesizer.press("\r")
        #expect(session.calls.last == "next" && bar.countLabel.text == "2 of 3")
        synthesizer.press("\r", modifiers: .shift)
        #expect(session.calls.last == "previous" && bar.countLabel.text == "1 of 3")
        _ = bar.replacementField.becomeFirstResponder()
        synthesizer.type("AP")
        synthesizer.press("\r")
        #expect(session.calls.contains("replace ap with AP"))
        synthesizer.tap(on: bar.replaceAllButton)
        #expect(session.calls.contains("replace all ap with AP"))
        _ = bar.queryField.becomeFirstResponder()
        synthesizer.press(UIKeyCommand.inputEscape)
        #expect(!window.subviews.contains { $0 === bar })
    }

    /// The count reads "No results", "1 result", "N results" or "i of N" as the session's style asks; without
    /// results the buttons are disabled.
    @Test func theCountIsWordedAsTheSessionAsks() throws {
        let (_, bar, session, _) = try #require(present(total: 0, replace: true))
        bar.showResults(of: session, query: "")
        #expect(bar.countLabel.text == nil, "nothing searched")
        bar.showResults(of: session, query: "x")
        #expect(bar.countLabel.text == "No results")
        #expect(!bar.previousButton.isEnabled && !bar.nextButton.isEnabled && !bar.replaceAllButton.isEnabled)
        let one = CountingSession(total: 1)
        one.searchResultDisplayStyle = .total
        bar.showResults(of: one, query: "x")
        #expect(bar.countLabel.text == "1 result" && bar.nextButton.isEnabled && bar.replaceButton.isEnabled)
        let many = CountingSession(total: 12)
        many.searchResultDisplayStyle = .total
        bar.showResults(of: many, query: "x")
        #expect(bar.countLabel.text == "12 results")
        many.searchResultDisplayStyle = .currentAndTotal
        many.index = 4
        bar.showResults(of: many, query: "x")
        #expect(bar.countLabel.text == "5 of 12")
        many.searchResultDisplayStyle = .none
        bar.showResults(of: many, query: "x")
        #expect(bar.countLabel.text == nil)
    }
}

nonisolated(unsafe) private var giverKey: UInt8 = 0
