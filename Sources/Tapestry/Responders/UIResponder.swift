import Foundation

/// An object that can respond to and handle events: the base of views, view controllers, windows and the
/// application.
///
/// Every event method forwards to `next` by default, each on its own (SEMANTICS §2.4): a subclass that
/// overrides `touchesBegan(_:with:)` without calling `super` keeps the began phase to itself while its other
/// methods still pass their phases up the chain. An event that reaches the end of the chain is dropped.
@preconcurrency @MainActor
open class UIResponder: NSObject, DeallocationReporting {
    /// Asked to dismiss what the element shows (a screen reader's escape gesture); returns whether it did.
    /// False by default. Views and controllers override it, as in UIKit; AT-SPI has no escape action, so the
    /// accessibility bridge does not call it yet.
    open func accessibilityPerformEscape() -> Bool { false }
    /// VoiceOver's magic tap (a two-finger double tap): the app's most important action, such as playing or
    /// pausing; returns whether it did something. False by default. Kept for UIKit code that overrides it: the
    /// desktop's screen readers have no such gesture, so nothing here calls it.
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// Hears a change of a key path this object observes through `addObserver(_:forKeyPath:options:context:)`
    /// (Foundation's `NSObject` method, which Swift on Linux lacks; views and controllers, the observers UIKit
    /// code uses, override it here). Does nothing by default.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {}

    // MARK: User activities

    /// The activity this responder keeps up to date (kept; with no Handoff on a desktop, UIKit's calls to
    /// `updateUserActivityState(_:)` for it do not come).
    open var userActivity: NSUserActivity? {
        get { UserActivities.activity(of: self) }
        set { UserActivities.setActivity(newValue, of: self) }
    }
    /// Writes this responder's state into `activity`; the default clears its `needsSave`.
    open func updateUserActivityState(_ activity: NSUserActivity) { activity.needsSave = false }
    /// Takes up `activity`'s state; does nothing by default (an app's code calls it from
    /// `application(_:continue:restorationHandler:)` or its scene delegate).
    open func restoreUserActivityState(_ activity: NSUserActivity) {}

    // MARK: State restoration (UIKit declares these on views and view controllers)

    /// The name state restoration knows a view or view controller by. Kept: a desktop app is not relaunched
    /// into the state it was left in, so nothing is encoded or restored (see `UIStateRestoration.swift`).
    open var restorationIdentifier: String? {
        get { StateRestoration.identifier(of: self) }
        set { StateRestoration.setIdentifier(newValue, of: self) }
    }
    /// Would write the object's state for a later launch; never called here (no state is preserved).
    open func encodeRestorableState(with coder: NSCoder) {}
    /// Would read the state written by `encodeRestorableState(with:)`; never called here.
    open func decodeRestorableState(with coder: NSCoder) {}
    /// Would run once every restored object has decoded its state; never called here.
    open func applicationFinishedRestoringState() {}

    /// Creates a responder.
    public override init() { super.init() }

    /// Creates a responder from an archive. Tapestry reads no archives: this runs `init()`, so that a class
    /// value of any responder subclass can be made into an object (`UIApplicationMain` makes the app delegate
    /// this way). Views and view controllers answer it as UIKit's do (see `UIView.init(coder:)`).
    public required convenience init?(coder: NSCoder) {
        self.init()
    }

    deinit { reportDeallocation() }

    /// The next responder in the chain, or nil at its end. The base class returns nil.
    open var next: UIResponder? { nil }

    /// Whether the responder takes `action` now: by default, whether its class has the method. Override it to
    /// refuse an action (a field that does not paste) or to take one it handles otherwise.
    ///
    /// A standard edit action (`Selector(UIResponderStandardEditActions.copy(_:))`) is refused by default, since
    /// every responder has UIResponder's empty implementation: text fields and text views answer from their
    /// state (Copy with a selection, Paste when editable and the pasteboard holds text). A responder of your own
    /// that implements `copy(_:)` says so here too, where UIKit would find the method by itself.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action.name == "paste:", pasteConfiguration != nil {
            return canPaste(UIPasteboard.general.itemProviders)
        }
        if action.name != nil { return false }
        return action.canBePerformed(by: self)
    }

    /// The object `action` goes to from this responder: the first along the chain, starting here, whose
    /// `canPerformAction(_:withSender:)` says yes; nil when none does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current.canPerformAction(action, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    // MARK: Standard edit actions (UIKit's UIResponderStandardEditActions)

    /// Cuts the selection to the pasteboard. Text fields and text views do (Ctrl+X calls it); here it does
    /// nothing, for a responder that edits to override.
    open func cut(_ sender: Any?) {}
    /// Copies the selection to the pasteboard (Ctrl+C calls it on a text field or text view).
    open func copy(_ sender: Any?) {}
    /// Pastes the pasteboard's text over the selection (Ctrl+V calls it on a text field or text view; a subclass
    /// that overrides it to do nothing refuses pasting, keys included).
    open func paste(_ sender: Any?) {
        guard pasteConfiguration != nil else { return }
        let providers = UIPasteboard.general.itemProviders
        if canPaste(providers) { paste(itemProviders: providers) }
    }

    /// The types this responder takes when something is pasted on it (nil: none, beyond what its own
    /// `paste(_:)` does). With one, Paste is offered when the pasteboard holds such a type, and calls
    /// `paste(itemProviders:)`.
    open var pasteConfiguration: UIPasteConfiguration? {
        get { PasteConfigurationBox.configuration(of: self) }
        set { PasteConfigurationBox.set(newValue, on: self) }
    }

    /// Takes pasted items whose types the paste configuration accepts; does nothing by default (override it).
    open func paste(itemProviders: [NSItemProvider]) {}

    /// Whether the items can be pasted here: whether one holds a type the paste configuration accepts.
    open func canPaste(_ itemProviders: [NSItemProvider]) -> Bool {
        guard let types = pasteConfiguration?.acceptableTypeIdentifiers else { return false }
        return itemProviders.contains { provider in types.contains { provider.hasItemConformingToTypeIdentifier($0) } }
    }
    /// Selects everything (Ctrl+A calls it on a text field or text view).
    open func selectAll(_ sender: Any?) {}
    /// Deletes the selection without copying it.
    open func delete(_ sender: Any?) {}
    /// Selects the word at the insertion point (the edit menu's Select); here it does nothing, for a responder
    /// that edits to override.
    open func select(_ sender: Any?) {}
    /// Sets the selection's paragraphs to run left to right. Here it does nothing, for a responder that does it to override.
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) {}
    /// Sets the selection's paragraphs to run right to left. Here it does nothing, for a responder that does it to override.
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) {}
    /// Toggles bold on the selection (in rich text). Here it does nothing, for a responder that does it to override.
    open func toggleBoldface(_ sender: Any?) {}
    /// Toggles italics on the selection (in rich text). Here it does nothing, for a responder that does it to override.
    open func toggleItalics(_ sender: Any?) {}
    /// Toggles underlining on the selection (in rich text). Here it does nothing, for a responder that does it to override.
    open func toggleUnderline(_ sender: Any?) {}
    /// Makes the selection's font larger (in rich text). Here it does nothing, for a responder that does it to override.
    open func increaseSize(_ sender: Any?) {}
    /// Makes the selection's font smaller (in rich text). Here it does nothing, for a responder that does it to override.
    open func decreaseSize(_ sender: Any?) {}
    /// Pastes, taking the style of the text around the insertion point. Here it does nothing, for a responder that does it to override.
    open func pasteAndMatchStyle(_ sender: Any?) {}
    /// Pastes and goes to what was pasted (a URL field's action). Here it does nothing, for a responder that does it to override.
    open func pasteAndGo(_ sender: Any?) {}
    /// Pastes and searches for what was pasted (a search field's action). Here it does nothing, for a responder that does it to override.
    open func pasteAndSearch(_ sender: Any?) {}
    /// Prints the responder's content (UIKit's `printContent(_:)`). Here it does nothing, for a responder that does it to override.
    open func printContent(_ sender: Any?) {}
    /// Renames the responder's document or item. Here it does nothing, for a responder that does it to override.
    open func rename(_ sender: Any?) {}
    /// Duplicates the selected items. Here it does nothing, for a responder that does it to override.
    open func duplicate(_ sender: Any?) {}
    /// Moves the responder's document or item. Here it does nothing, for a responder that does it to override.
    open func move(_ sender: Any?) {}
    /// Exports the responder's document or item. Here it does nothing, for a responder that does it to override.
    open func export(_ sender: Any?) {}
    /// Shows the find panel (Ctrl+F on a text view with `isFindInteractionEnabled`). Here it does nothing, for a responder that does it to override.
    open func find(_ sender: Any?) {}
    /// Goes to the next match. Here it does nothing, for a responder that does it to override.
    open func findNext(_ sender: Any?) {}
    /// Goes to the previous match. Here it does nothing, for a responder that does it to override.
    open func findPrevious(_ sender: Any?) {}
    /// Shows the find panel with replacing. Here it does nothing, for a responder that does it to override.
    open func findAndReplace(_ sender: Any?) {}
    /// Makes the selection the text to find. Here it does nothing, for a responder that does it to override.
    open func useSelectionForFind(_ sender: Any?) {}
    /// Shows the writing tools (none on the desktop). Here it does nothing, for a responder that does it to override.
    open func showWritingTools(_ sender: Any?) {}
    /// Inserts text read by the camera (none on the desktop). Here it does nothing, for a responder that does it to override.
    open func captureTextFromCamera(_ sender: Any?) {}
    /// Changes the selection's text attributes with `conversionHandler`, as a formatting panel does; here it
    /// does nothing, for a responder that edits rich text to override.
    open func updateTextAttributes(
        conversionHandler: ([NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any]
    ) {}

    /// Writes the object to an archive (NSCoding's half that views, view controllers and bar items have on
    /// iOS). Tapestry writes no archives: this does nothing, for subclasses that override it and call `super`.
    open func encode(with coder: NSCoder) {}

    /// Called on an object loaded from an Interface Builder archive. Tapestry loads none, so it is never called;
    /// it is here (as on every `NSObject` in UIKit) for subclasses that override it.
    open func awakeFromNib() {}

    /// Called by Interface Builder to draw a designable view; never called here (kept for overrides).
    open func prepareForInterfaceBuilder() {}

    /// The undo manager edits in this responder register with: the next responder's by default (a window
    /// has its own), nil at the end of the chain.
    open var undoManager: UndoManager? { next?.undoManager }

    // MARK: Touches

    /// Tells the responder that one or more touches began in a view or window. Forwards to `next` by default.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        let next = self.next
        traceForward("touchesBegan", to: next)
        next?.touchesBegan(touches, with: event)
    }

    /// Tells the responder that one or more of its touches moved. Forwards to `next` by default.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let next = self.next
        traceForward("touchesMoved", to: next)
        next?.touchesMoved(touches, with: event)
    }

    /// Tells the responder that one or more of its touches ended. Forwards to `next` by default.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let next = self.next
        traceForward("touchesEnded", to: next)
        next?.touchesEnded(touches, with: event)
    }

    /// Estimated properties of `touches` (force, azimuth from an Apple Pencil) were updated; does nothing. No
    /// device here reports estimated properties, so nothing calls it; it is here for overrides.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Tells the responder that the system cancelled one or more of its touches. Forwards to `next` by default.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        let next = self.next
        traceForward("touchesCancelled", to: next)
        next?.touchesCancelled(touches, with: event)
    }

    // MARK: Presses

    /// Tells the responder that physical buttons or keys were pressed. A first responder that adopts
    /// `UIKeyInput` types the keys that make text (or delete) and keeps them (`TextInputPath`); the rest, and
    /// everything for other responders, is forwarded to `next`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = typed(presses)
        guard !rest.isEmpty else { return }
        let next = self.next
        traceForward("pressesBegan", to: next)
        if let next {
            next.pressesBegan(rest, with: event)
        } else {
            // Past the end of the chain: the keyboard's focus keys (Tab, Space, arrows, Escape).
            UIApplication.pressesReachedEndOfChain(rest)
        }
    }

    /// Tells the responder that a held press changed (a key repeat): typed again by a `UIKeyInput` first
    /// responder, as `pressesBegan`, else forwarded to `next`.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let rest = typed(presses)
        guard !rest.isEmpty else { return }
        let next = self.next
        traceForward("pressesChanged", to: next)
        if let next { next.pressesChanged(rest, with: event) } else { UIApplication.pressesReachedEndOfChain(rest) }
    }

    /// The presses left once a `UIKeyInput` first responder typed its text keys.
    private func typed(_ presses: Set<UIPress>) -> Set<UIPress> {
        guard let input = self as? UIKeyInput, isFirstResponder else { return presses }
        return TextInputPath.type(presses, into: input)
    }

    /// Tells the responder that presses were released. Forwards to `next` by default.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let next = self.next
        traceForward("pressesEnded", to: next)
        next?.pressesEnded(presses, with: event)
    }

    /// Tells the responder that presses were cancelled (focus lost while held). Forwards to `next` by default.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let next = self.next
        traceForward("pressesCancelled", to: next)
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion and remote control

    /// Tells the responder that a motion event (only `.motionShake`) began. Forwards to `next` by default.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let next = self.next
        traceForward("motionBegan", to: next)
        next?.motionBegan(motion, with: event)
    }

    /// Tells the responder that a motion event ended. Forwards to `next` by default.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let next = self.next
        traceForward("motionEnded", to: next)
        next?.motionEnded(motion, with: event)
    }

    /// Tells the responder that a motion event was cancelled. Forwards to `next` by default.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        let next = self.next
        traceForward("motionCancelled", to: next)
        next?.motionCancelled(motion, with: event)
    }

    /// Tells the responder that a remote-control (media key) event arrived. Forwards to `next` by default.
    open func remoteControlReceived(with event: UIEvent?) {
        let next = self.next
        traceForward("remoteControlReceived", to: next)
        next?.remoteControlReceived(with: event)
    }

    // MARK: First responder

    /// Whether the responder may become first responder; false by default.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder agrees to give up first-responder status; true by default.
    open var canResignFirstResponder: Bool { true }

    /// Whether this responder is its window's first responder.
    open var isFirstResponder: Bool { responderWindow?.firstResponder === self }

    /// Asks to become the first responder of the responder's window.
    ///
    /// Succeeds only when `canBecomeFirstResponder` is true, the responder is in a window, and the window's
    /// current first responder agrees to resign (SEMANTICS §5.1). The window then records the responder in
    /// `firstResponder` and shows its `inputView` and `inputAccessoryView`, if any.
    /// - Returns: Whether the responder is now the first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if let current = window.firstResponder, current !== self {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // The resigning responder may have handed first responder to someone else meanwhile.
            if let other = window.firstResponder, other !== self { return false }
        }
        window.setFirstResponder(self)
        return true
    }

    /// Gives up first-responder status; true unless `canResignFirstResponder` is false.
    ///
    /// Overrides that refuse return false without calling `super`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponder === self {
            window.setFirstResponder(nil)
        }
        return true
    }

    /// A custom view shown docked at the bottom of the window while this responder is first responder.
    open var inputView: UIView? { nil }

    /// A view shown above `inputView` while this responder is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// The controller whose view is shown as this responder's input view when `inputView` is nil; nil by
    /// default.
    open var inputViewController: UIInputViewController? { nil }

    /// The controller whose view is shown as this responder's accessory view when `inputAccessoryView` is
    /// nil; nil by default.
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// The keyboard's input mode while the responder takes text: the current one (`UITextInputMode`).
    open var textInputMode: UITextInputMode? { UITextInputMode.current }

    /// Replaces the shown input and accessory views with the current `inputView` and `inputAccessoryView`
    /// when this responder is first responder.
    open func reloadInputViews() {
        guard isFirstResponder, let window = responderWindow else { return }
        window.inputViewHost.show(for: self)
    }

    /// The key commands this responder offers; searched from the first responder along the chain.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Adds to and removes from a menu system's menus (iOS 13): the app delegate's and the application's for the
    /// main menu (`UIMenuSystem.main`), whose key commands then work from the keyboard. Call `super`.
    open func buildMenu(with builder: any UIMenuBuilder) {}

    /// Updates a command of the main menu before it is used (its title, state or attributes); the first
    /// responder that can perform its action is asked. Does nothing by default.
    open func validate(_ command: UICommand) {}

    /// The window this responder lives in: a view's window, a controller's view's window, a window itself.
    var responderWindow: UIWindow? { nil }

    // MARK: Identity

    // Equality and hashing are NSObject's: identity, unless a subclass overrides `isEqual(_:)` and `hash`.

    @inline(__always)
    func traceForward(_ method: StaticString, to next: UIResponder?) {
        if EventTrace.isEnabled {
            EventTrace.record(
                .responderForwarded(
                    method: "\(method)", from: EventTrace.name(self), to: next.map { EventTrace.name($0) }))
        }
    }
}
