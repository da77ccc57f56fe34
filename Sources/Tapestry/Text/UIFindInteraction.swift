import Foundation

/// Gives a find interaction its session when the user starts searching.
@preconcurrency @MainActor
public protocol UIFindInteractionDelegate: AnyObject {
    /// The session that searches `view`, or nil to refuse (no find navigator appears).
    func findInteraction(_ interaction: UIFindInteraction, sessionFor view: UIView) -> UIFindSession?
    /// A session began: the navigator is showing.
    func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession)
    /// A session ended: the navigator went away.
    func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession)
}

extension UIFindInteractionDelegate {
    /// Does nothing.
    public func findInteraction(_ interaction: UIFindInteraction, didBegin session: UIFindSession) {}
    /// Does nothing.
    public func findInteraction(_ interaction: UIFindInteraction, didEnd session: UIFindSession) {}
}

/// How a search matches words.
public final class UITextSearchOptions: NSObject, Sendable {
    /// Where a match may sit in a word.
    public enum WordMatchMethod: Int, Sendable {
        /// Anywhere.
        case contains = 0
        /// At the start of a word.
        case startsWith = 1
        /// The whole word.
        case fullWord = 2
    }

    /// Where a match may sit in a word: anywhere, as the find navigator searches.
    public let wordMatchMethod: WordMatchMethod
    /// How strings compare: ignoring case, as the find navigator searches.
    public let stringCompareOptions: NSString.CompareOptions

    init(wordMatchMethod: WordMatchMethod = .contains, stringCompareOptions: NSString.CompareOptions = .caseInsensitive)
    {
        self.wordMatchMethod = wordMatchMethod
        self.stringCompareOptions = stringCompareOptions
    }
}

/// A search in progress: the results of the navigator's query, which one is highlighted, and replacing them. A
/// subclass searches its own content; `UITextView` brings one for its text.
@preconcurrency @MainActor
open class UIFindSession: NSObject {
    /// How the navigator sums up the results.
    public enum SearchResultDisplayStyle: Int, Sendable {
        /// "2 of 5".
        case currentAndTotal = 0
        /// "5 results".
        case total = 1
        /// Nothing.
        case none = 2
    }

    /// How the navigator sums up the results; "2 of 5" by default.
    open var searchResultDisplayStyle = SearchResultDisplayStyle.currentAndTotal
    /// How many results the last search found (none here: a subclass counts its own).
    open var resultCount: Int { 0 }
    /// The index of the highlighted result, or `NSNotFound`.
    open var highlightedResultIndex: Int { NSNotFound }
    /// Whether results may be replaced (the navigator then offers a replacement field).
    open var supportsReplacement: Bool { false }
    /// Whether the highlighted result may be replaced.
    open var allowsReplacementForCurrentlyHighlightedResult: Bool { supportsReplacement }

    /// Creates a session.
    public override init() { super.init() }

    /// Searches for `query` (the navigator calls it as the query is typed).
    open func performSearch(query: String, options: UITextSearchOptions?) {}
    /// Moves the highlight to the next result in `direction`, wrapping around.
    open func highlightNextResult(in direction: UITextStorageDirection) {}
    /// Forgets the results (the query changed, or the session ends).
    open func invalidateFoundResults() {}
    /// Replaces the highlighted result of `query` with `replacementString`.
    open func performSingleReplacement(query: String, replacementString: String, options: UITextSearchOptions?) {}
    /// Replaces every result of `queryString` with `replacementString`.
    open func replaceAll(queryString: String, replacementString: String, options: UITextSearchOptions?) {}
}

/// Finding (and replacing) in a view through the find navigator: a bar at the bottom of the window with the
/// query, the result count, previous and next, and Done. Ctrl+F shows it (Cmd+F on a Mac keyboard), Ctrl+G and
/// Ctrl+Shift+G move to the next and previous result, Return and Shift+Return too while typing the query, and
/// Escape closes it. `UITextView` has one when `isFindInteractionEnabled` is set.
@preconcurrency @MainActor
public final class UIFindInteraction: NSObject, UIInteraction {
    /// The delegate that makes sessions.
    public private(set) weak var delegate: UIFindInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// The session of the navigator on screen, if any.
    public private(set) var activeFindSession: UIFindSession?
    /// Builds the navigator's options menu from the default elements (kept; the navigator shows no options menu).
    public var optionsMenuProvider: (([UIMenuElement]) -> UIMenu?)?
    private var navigator: FindNavigatorView?
    private weak var previousResponder: UIResponder?
    private var storedSearchText: String?

    /// An interaction whose sessions `sessionDelegate` makes (held weakly, as UIKit holds it).
    public init(sessionDelegate: UIFindInteractionDelegate) {
        delegate = sessionDelegate
        super.init()
    }

    /// The query: set it to fill the navigator's field before or while it shows.
    public var searchText: String? {
        get { storedSearchText }
        set {
            storedSearchText = newValue
            guard let navigator else { return }
            if navigator.queryField.text != newValue { navigator.queryField.text = newValue }
            search()
        }
    }

    /// The replacement text of the navigator's replace field.
    public var replacementText: String? {
        didSet {
            if let navigator, navigator.replacementField.text != replacementText {
                navigator.replacementField.text = replacementText
            }
        }
    }

    /// Whether the navigator is on screen.
    public var isFindNavigatorVisible: Bool { navigator != nil }

    /// Asks the delegate for a session and shows the navigator with the query field focused (and a replace
    /// field when `showingReplace` and the session replaces); nothing happens when the delegate gives none.
    public func presentFindNavigator(showingReplace: Bool) {
        guard let view, let window = view.window else { return }
        if let navigator {
            navigator.showsReplace = showingReplace && (activeFindSession?.supportsReplacement ?? false)
            _ = navigator.queryField.becomeFirstResponder()
            return
        }
        guard let session = delegate?.findInteraction(self, sessionFor: view) else { return }
        activeFindSession = session
        previousResponder = window.firstResponder
        let navigator = FindNavigatorView(interaction: self)
        navigator.showsReplace = showingReplace && session.supportsReplacement
        navigator.queryField.text = storedSearchText
        navigator.replacementField.text = replacementText
        self.navigator = navigator
        window.addSubview(navigator)
        navigator.place(in: window)
        delegate?.findInteraction(self, didBegin: session)
        _ = navigator.queryField.becomeFirstResponder()
        if !(storedSearchText ?? "").isEmpty { search() }
        updateResultCount()
    }

    /// Closes the navigator, ends the session and gives the keyboard back to where it was.
    public func dismissFindNavigator() {
        guard let navigator, let session = activeFindSession else { return }
        self.navigator = nil
        activeFindSession = nil
        session.invalidateFoundResults()
        navigator.removeFromSuperview()
        delegate?.findInteraction(self, didEnd: session)
        if let previousResponder, previousResponder !== navigator.queryField,
            previousResponder !== navigator.replacementField
        {
            _ = previousResponder.becomeFirstResponder()
        } else if let view, view.canBecomeFirstResponder {
            _ = view.becomeFirstResponder()
        }
        previousResponder = nil
    }

    /// Highlights the next result (showing the navigator first when it is not on screen).
    public func findNext() { step(.forward) }

    /// Highlights the previous result (showing the navigator first when it is not on screen).
    public func findPrevious() { step(.backward) }

    /// Shows the session's result count and highlighted index in the navigator again.
    public func updateResultCount() {
        guard let navigator, let session = activeFindSession else { return }
        navigator.showResults(of: session, query: storedSearchText ?? "")
    }

    /// The interaction is about to move to `view`.
    public func willMove(to view: UIView?) {
        if view !== self.view { dismissFindNavigator() }
    }

    /// The interaction moved to `view`.
    public func didMove(to view: UIView?) { self.view = view }

    private func step(_ direction: UITextStorageDirection) {
        if navigator == nil { presentFindNavigator(showingReplace: false) }
        guard let session = activeFindSession, !(storedSearchText ?? "").isEmpty else { return }
        session.highlightNextResult(in: direction)
        updateResultCount()
    }

    /// The query changed: search again.
    func search() {
        guard let session = activeFindSession else { return }
        session.invalidateFoundResults()
        let query = storedSearchText ?? ""
        if !query.isEmpty { session.performSearch(query: query, options: UITextSearchOptions()) }
        updateResultCount()
    }

    /// The navigator's Replace button.
    func replaceHighlighted() {
        guard let session = activeFindSession, let query = storedSearchText, !query.isEmpty,
            session.allowsReplacementForCurrentlyHighlightedResult
        else { return }
        session.performSingleReplacement(
            query: query, replacementString: replacementText ?? "", options: UITextSearchOptions())
        updateResultCount()
    }

    /// The navigator's All button.
    func replaceAll() {
        guard let session = activeFindSession, let query = storedSearchText, !query.isEmpty, session.supportsReplacement
        else { return }
        session.replaceAll(queryString: query, replacementString: replacementText ?? "", options: UITextSearchOptions())
        updateResultCount()
    }

    /// Ctrl+F, Ctrl+G and Ctrl+Shift+G (Cmd on a Mac keyboard); false for other keys.
    func handleKey(_ key: UIKey) -> Bool {
        guard !key.modifierFlags.isDisjoint(with: [.control, .command]) else { return false }
        switch key.charactersIgnoringModifiers.lowercased() {
        case "f": presentFindNavigator(showingReplace: key.modifierFlags.contains(.alternate))
        case "g": key.modifierFlags.contains(.shift) ? findPrevious() : findNext()
        default: return false
        }
        return true
    }
}

extension UIView {
    /// The find interaction whose keys this view answers: one among its interactions, or the navigator's own.
    var findInteractionForKeys: UIFindInteraction? {
        if let navigator = self as? FindNavigatorView { return navigator.interaction }
        return interactions.lazy.compactMap { $0 as? UIFindInteraction }.first
    }
}
