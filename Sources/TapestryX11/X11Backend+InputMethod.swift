import CX11
import Foundation
import Tapestry

/// The input method (SEMANTICS §13.1): opened when a text view first takes the keyboard, its preedit shown as
/// marked text, its server's end noticed, and a new server taken up when one starts.
extension X11Backend {
    /// Whether the key window's first responder takes text, so the input method is wanted.
    var wantsInputMethod: Bool {
        guard let key = application.keyWindow, windows.values.contains(where: { $0.window === key }) else {
            return false
        }
        return key.firstResponder is UIKeyInput
    }

    /// Opens the input method (on-the-spot preedit from a server such as IBus, or Xlib's own for dead keys
    /// and compose sequences), gives each window an input context on it, and watches for servers coming and
    /// going.
    func startInputMethod() {
        guard !inputMethodStarted else { return }
        inputMethodStarted = true
        // The user's locale, and Xlib's locale database, are read here, not at start-up. Input methods hand text
        // over in the locale's encoding: without a UTF-8 locale (LANG unset, as under many CI runners) Chinese
        // could not come through, so the character type falls back to C.UTF-8, as it does for a locale Xlib does
        // not know.
        setlocale(LC_ALL, "")
        if tapestry_locale_is_utf8() == 0 || XSupportsLocale() == 0 { setlocale(LC_CTYPE, "C.UTF-8") }
        XSetLocaleModifiers("")
        openInputMethod()
        tapestry_watch_im_instantiation(connection.display, X11Backend.imSink)
    }

    /// Opens an input method and gives every window an input context on it; false when none could be opened.
    @discardableResult
    private func openInputMethod() -> Bool {
        guard let im = XOpenIM(connection.display, nil, nil, nil) else { return false }
        connection.inputMethod = im
        tapestry_watch_im_destruction(im, X11Backend.imSink)
        watchInputMethodServer()
        for window in windows.values {
            window.createInputContext()
            if window.window.isKeyWindow, let ic = window.ic { XSetICFocus(ic) }
        }
        return true
    }

    /// Where the input method's C callbacks report: the preedit of a window, and the server's coming and going
    /// (an ending names its input method, so a late word from one already replaced ends nothing).
    static let preeditSink: tapestry_preedit_sink_t = { window, text, caret in
        guard let text else { return }
        let string = X11KeyTranslation.text(fromUTF8: Array(UnsafeRawBufferPointer(start: text, count: strlen(text))))
        MainActor.assumeIsolated { X11Backend.current?.preeditChanged(window: window, text: string, caret: Int(caret)) }
    }
    static let imSink: tapestry_im_sink_t = { im, available in
        let ending = Int(bitPattern: im)
        MainActor.assumeIsolated {
            guard let backend = X11Backend.current else { return }
            if available != 0 {
                backend.inputMethodAvailabilityChanged(true)
            } else if ending != 0, ending == Int(bitPattern: backend.connection.inputMethod) {
                backend.inputMethodAvailabilityChanged(false)
            }
        }
    }

    /// The input method changed its composing text in a window.
    func preeditChanged(window xid: UInt, text: String, caret: Int) {
        guard windows[xid] != nil else { return }
        application.input.setMarkedText(text, caret: caret)
    }

    /// The input method server died (`false`: typing goes on without it, by XLookupString, and any marked text
    /// stays as typed) or one started (`true`: windows get input contexts on it).
    func inputMethodAvailabilityChanged(_ available: Bool) {
        if available {
            guard connection.inputMethod == nil, openInputMethod() else { return }
            FileHandle.standardError.write(Data("X11: an input method is available; using it\n".utf8))
        } else {
            guard connection.inputMethod != nil else { return }
            connection.inputMethod = nil
            inputMethodServer = nil
            for window in windows.values { window.destroyInputContext(serverAlive: false) }
            if let responder = application.keyWindow?.firstResponder as? UITextInput, responder.markedTextRange != nil {
                responder.unmarkText()
            }
            FileHandle.standardError.write(
                Data("X11: the input method went away; typing goes on without it (composed text kept)\n".utf8))
        }
    }

    /// Asks the X server (XFixes) to say when the open input method's server loses its `@server=NAME` selection:
    /// its window destroyed or its connection closed. Xlib's own notice of that (the XIM destroy callback) comes
    /// from the server window's DestroyNotify, which it does not look at while it waits for the server's reply;
    /// a watch on a thread of its own wakes such a wait (X11InputMethodServerWatch).
    private func watchInputMethodServer() {
        inputMethodServer = nil
        let display = connection.display
        guard
            let name = X11Backend.inputMethodServerName(modifiers: XSetLocaleModifiers(nil).map { String(cString: $0) })
        else { return }  // Xlib's own input method: no server to lose
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XFixesQueryExtension(display, &eventBase, &errorBase) != 0 else { return }
        let selection = XInternAtom(display, "@server=\(name)", 1)
        guard selection != 0 else { return }
        let owner = XGetSelectionOwner(display, selection)
        guard owner != 0 else { return }
        XFixesSelectSelectionInput(
            display, connection.root, selection,
            UInt(
                XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask
                    | XFixesSelectionClientCloseNotifyMask))
        inputMethodServer = (selection, owner, eventBase + XFixesSelectionNotify)
        if inputMethodWakeWindow == 0 {
            inputMethodWakeWindow = XCreateSimpleWindow(display, connection.root, -1, -1, 1, 1, 0, 0, 0)
        }
        X11InputMethodServerWatch.start(
            displayName: connection.displayName, selection: selection, owner: owner, wakeWindow: inputMethodWakeWindow)
    }

    /// Handles an XFixes selection notice about the input method server's selection; false for other events.
    func inputMethodServerEvent(_ event: inout XEvent) -> Bool {
        guard let server = inputMethodServer, event.type == server.notifyEvent else { return false }
        let notice = withUnsafePointer(to: &event) {
            $0.withMemoryRebound(to: XFixesSelectionNotifyEvent.self, capacity: 1) { $0.pointee }
        }
        guard notice.selection == server.selection else { return false }
        if notice.owner != server.owner { inputMethodAvailabilityChanged(false) }
        return true
    }

    /// The input method server the locale modifiers name (`@im=ibus` gives "ibus"); nil for none, `none` or
    /// `local` (Xlib's own).
    nonisolated static func inputMethodServerName(modifiers: String?) -> String? {
        guard let modifiers, let range = modifiers.range(of: "@im=") else { return nil }
        let name = String(modifiers[range.upperBound...].prefix { $0 != "@" })
        return name.isEmpty || name == "none" || name == "local" ? nil : name
    }
}
