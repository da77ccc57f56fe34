import TapestryTesting
import Testing

@testable import Tapestry

/// A view with its own searchable content, as a custom document view brings one.
@MainActor
private final class ListSession: UIFindSession {
    let items: [String]
    var found: [Int] = []
    var index: Int?
    var searches: [String] = []
    init(items: [String]) { self.items = items }
    override var resultCount: Int { found.count }
    override var highlightedResultIndex: Int { index ?? NSNotFound }
    override func performSearch(query: String, options: UITextSearchOptions?) {
        searches.append(query)
        found = items.indices.filter { items[$0].localizedCaseInsensitiveContains(query) }
        index = found.isEmpty ? nil : 0
    }
    override func highlightNextResult(in direction: UITextStorageDirection) {
        guard !found.isEmpty else { return }
        index = ((index ?? -1) + (direction == .forward ? 1 : -1) + found.count) % found.count
    }
    override func invalidateFoundResults() {
        found = []
        index = nil
    }
}

@MainActor
private final class ListFinder: UIFindInteractionDelegate {
    let session = ListSession(items: ["apple", "banana", "grape", "pineapple"])
    var events: [String] = []
    var refuses = false
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession? {
        refuses ? nil : session
    }
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) { events.append("begin") }
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) { events.append("end") }
}

@MainActor
private final class DocumentView: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

@MainActor
@Suite struct UIFindInteractionTests {
    private func setUp() -> (UIWindow, DocumentView, ListFinder, UIFindInteraction, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let document = DocumentView(frame: root.bounds)
        root.addSubview(document)
        let finder = ListFinder()
        let interaction = UIFindInteraction(sessionDelegate: finder)
        document.addInteraction(interaction)
        #expect(document.becomeFirstResponder())
        return (window, document, finder, interaction, synthesizer)
    }

    private func navigator(in window: UIWindow) -> FindNavigatorView? {
        window.subviews.lazy.compactMap { $0 as? FindNavigatorView }.first
    }

    @Test func controlFShowsTheNavigatorAndTypingSearches() throws {
        let (window, _, finder, interaction, synthesizer) = setUp()
        synthesizer.press("f", modifiers: .control)
        #expect(interaction.isFindNavigatorVisible)
        #expect(finder.events == ["begin"])
        let bar = try #require(navigator(in: window))
        window.layoutIfNeeded()
        #expect(bar.frame.maxY == window.bounds.maxY)
        #expect(bar.queryField.isFirstResponder)
        synthesizer.type("apple")
        #expect(interaction.searchText == "apple")
        #expect(finder.session.searches.last == "apple")
        #expect(bar.countLabel.text == "1 of 2")
        synthesizer.type("\n")
        #expect(bar.countLabel.text == "2 of 2")
        synthesizer.press("g", modifiers: .control)
        #expect(bar.countLabel.text == "1 of 2")
        synthesizer.press("g", modifiers: [.control, .shift])
        #expect(bar.countLabel.text == "2 of 2")
        synthesizer.type("x")
        #expect(bar.countLabel.text == "No results")
        #expect(!bar.nextButton.isEnabled)
    }

    @Test func escapeAndDoneCloseTheNavigatorAndGiveTheKeyboardBack() throws {
        let (window, document, finder, interaction, synthesizer) = setUp()
        interaction.searchText = "ap"
        interaction.presentFindNavigator(showingReplace: false)
        #expect(navigator(in: window)?.queryField.text == "ap")
        #expect(navigator(in: window)?.countLabel.text == "1 of 3")
        synthesizer.press(.menu)
        #expect(!interaction.isFindNavigatorVisible)
        #expect(navigator(in: window) == nil)
        #expect(document.isFirstResponder)
        #expect(finder.events == ["begin", "end"])
        #expect(finder.session.found.isEmpty)
        interaction.presentFindNavigator(showingReplace: false)
        synthesizer.tap(on: try #require(navigator(in: window)?.doneButton))
        #expect(!interaction.isFindNavigatorVisible)
        #expect(document.isFirstResponder)
    }

    @Test func aDelegateThatGivesNoSessionKeepsTheNavigatorAway() {
        let (window, _, finder, interaction, synthesizer) = setUp()
        finder.refuses = true
        synthesizer.press("f", modifiers: .control)
        #expect(!interaction.isFindNavigatorVisible)
        #expect(navigator(in: window) == nil)
        #expect(finder.events.isEmpty)
    }

    @Test func theCountFollowsTheSessionsDisplayStyle() {
        let (window, _, finder, interaction, _) = setUp()
        finder.session.searchResultDisplayStyle = .total
        interaction.searchText = "a"
        interaction.presentFindNavigator(showingReplace: false)
        #expect(navigator(in: window)?.countLabel.text == "4 results")
        finder.session.searchResultDisplayStyle = .none
        interaction.updateResultCount()
        #expect(navigator(in: window)?.countLabel.text == nil)
    }
}
