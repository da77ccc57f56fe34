import CCairo
import CX11
import Foundation
import Tapestry
import TapestryCairo

/// One handler per X event type, reached from a short `switch`; each translates and calls the engine's input
/// entry points (`UIApplication.shared.input`), never application code.
extension X11Backend {
    func handle(_ event: inout XEvent) {
        if let debugLog {
            var line = "event \(event.type) window \(event.xany.window)"
            if event.type == FocusIn || event.type == FocusOut {
                var focus: Window = 0
                var revert: Int32 = 0
                XGetInputFocus(connection.display, &focus, &revert)
                line += " mode \(event.xfocus.mode) detail \(event.xfocus.detail) focus now \(focus) revert \(revert)"
            }
            if event.type == LeaveNotify || event.type == EnterNotify {
                line += " mode \(event.xcrossing.mode) detail \(event.xcrossing.detail)"
            }
            debugLog.write(Data((line + "\n").utf8))
        }
        if XFilterEvent(&event, 0) != 0 { return }  // the input method took it
        if settings.handle(&event) { return }
        if inputMethodServerEvent(&event) { return }
        switch event.type {
        case KeyPress: keyPress(&event.xkey)
        case KeyRelease: keyRelease(&event.xkey)
        case ButtonPress: buttonPress(event.xbutton)
        case ButtonRelease: buttonRelease(event.xbutton)
        case MotionNotify: motionNotify(event.xmotion)
        case LeaveNotify:
            smooth.reset()
            leaveNotify(event.xcrossing)
        case FocusIn: focusIn(event.xfocus)
        case FocusOut: focusOut(event.xfocus)
        case Expose: expose(event.xexpose)
        case ConfigureNotify: configureNotify(event.xconfigure)
        case MapNotify: mapNotify(event.xmap)
        case DestroyNotify: destroyNotify(event.xdestroywindow)
        case ClientMessage: clientMessage(event.xclient)
        case GenericEvent: genericEvent(&event.xcookie)
        case SelectionRequest: clipboard.selectionRequest(event.xselectionrequest)
        case SelectionClear: clipboard.selectionClear(event.xselectionclear)
        case PropertyNotify: clipboard.propertyNotify(event.xproperty)
        default: break
        }
    }

    func points(_ x: Int32, _ y: Int32, in window: X11Window) -> CGPoint {
        CGPoint(x: CGFloat(x) / window.scale, y: CGFloat(y) / window.scale)
    }

    func apply(_ actions: [X11PointerTranslation.Action], in window: X11Window) {
        for action in actions {
            switch action {
            case .touches(let changes): application.input.touchesChanged(changes, in: window.window)
            case .hover(let location): application.input.pointerMoved(to: location, in: window.window)
            case .hoverExit: application.input.pointerExited(window.window)
            case .scroll(let delta, let location): application.input.scroll(by: delta, at: location, in: window.window)
            case .secondaryClick(let location): application.input.secondaryClick(at: location, in: window.window)
            case .middleClick(let location): application.input.middleClick(at: location, in: window.window)
            }
        }
    }

    func keyPress(_ event: inout XKeyEvent) {
        guard let window = windows[event.window] else { return }
        var keysym: KeySym = 0
        var status: Int32 = 0
        var buffer = [CChar](repeating: 0, count: 64)
        var count: Int32
        if let ic = window.ic {
            count = Xutf8LookupString(ic, &event, &buffer, Int32(buffer.count - 1), &keysym, &status)
            if status == XBufferOverflow {
                buffer = [CChar](repeating: 0, count: Int(count) + 1)
                count = Xutf8LookupString(ic, &event, &buffer, count, &keysym, &status)
            }
        } else {
            // Before an input method is open (no view has taken text yet), Xlib hands over Latin-1.
            count = XLookupString(&event, &buffer, Int32(buffer.count - 1), &keysym, nil)
            status = count > 0 ? XLookupBoth : XLookupKeySym
        }
        let bytes = buffer.prefix(Int(max(count, 0))).map { UInt8(bitPattern: $0) }
        let text =
            window.ic == nil ? X11KeyTranslation.text(fromLatin1: bytes) : X11KeyTranslation.text(fromUTF8: bytes)
        if status == XLookupChars {
            application.input.insertText(text)  // committed by the input method (Chinese, compose)
            return
        }
        guard status == XLookupKeySym || status == XLookupBoth else { return }
        let unmodified = XLookupKeysym(&event, 0)
        if unmodified == UInt(XK_Alt_L) || unmodified == UInt(XK_Alt_R) { altChanged(held: true, in: window) }
        if X11KeyTranslation.isShakeChord(keysym: keysym, state: event.state) {
            consumedKeycodes.insert(event.keycode)
            application.input.shake()
            return
        }
        if let subtype = X11KeyTranslation.remoteControlSubtype(forKeysym: keysym, isDown: true) {
            application.input.remoteControl(subtype)
        }
        let key = X11KeyTranslation.key(keysym: keysym, unmodifiedKeysym: unmodified, text: text, state: event.state)
        application.input.pressBegan(
            Int(event.keycode), type: X11KeyTranslation.pressType(forKeysym: keysym), key: key)
    }

    func keyRelease(_ event: inout XKeyEvent) {
        if consumedKeycodes.remove(event.keycode) != nil { return }
        let keysym = XLookupKeysym(&event, 0)
        if keysym == UInt(XK_Alt_L) || keysym == UInt(XK_Alt_R), let window = windows[event.window] {
            altChanged(held: false, in: window)
        }
        if let subtype = X11KeyTranslation.remoteControlSubtype(forKeysym: keysym, isDown: false) {
            application.input.remoteControl(subtype)
        }
        application.input.pressEnded(Int(event.keycode))
    }

    /// Alt went down or up: the two mirrored fingers show as dots while it is held (SEMANTICS §13.4).
    /// The fingers mirror around the point where Alt went down (the pointer then sits on both dots; moving
    /// away spreads them), or around the window's centre when the pointer was elsewhere.
    func altChanged(held: Bool, in window: X11Window) {
        if held {
            window.altPivot =
                window.pointer.pointerLocation ?? CGPoint(x: window.window.bounds.midX, y: window.window.bounds.midY)
            window.pointer.pivot = window.altPivot!
            if let location = window.pointer.pointerLocation {
                window.window.simulatedTouchLocations = window.pointer.mirroredPoints(for: location)
            }
        } else {
            window.altPivot = nil
            if !window.pointer.isTouching { window.window.simulatedTouchLocations = [] }
        }
    }

    /// Where the Alt fingers mirror around now: where Alt went down, else the window's centre.
    func updatePivot(of window: X11Window) {
        window.pointer.pivot = window.altPivot ?? CGPoint(x: window.window.bounds.midX, y: window.window.bounds.midY)
    }

    /// The buttons held, as `UIEvent.buttonMask` reports them: X's state before the event, with its own button.
    func updateButtonMask(state: UInt32, button: UInt32, pressed: Bool) {
        var mask: UIEvent.ButtonMask = []
        let buttons = [(UInt32(Button1Mask), 1), (UInt32(Button3Mask), 2), (UInt32(Button2Mask), 3)]
        for (bit, number) in buttons where state & bit != 0 { mask.insert(.button(number)) }
        let number: Int? =
            button == UInt32(Button1) ? 1 : button == UInt32(Button3) ? 2 : button == UInt32(Button2) ? 3 : nil
        if let number {
            if pressed { mask.insert(.button(number)) } else { mask.remove(.button(number)) }
        }
        application.input.buttonMask = mask
    }

    /// Motion of a device's scroll valuators: a continuous scroll (the wheel's emulated button that follows is
    /// then ignored).
    @discardableResult
    func smoothScroll(_ event: inout XIDeviceEvent, in window: X11Window) -> Bool {
        guard !smooth.axes.isEmpty else { return false }
        var values: [Int: Double] = [:]
        var index = 0
        for number in 0..<Int(event.valuators.mask_len) * 8
        where tapestry_valuator_is_set(&event.valuators, Int32(number)) != 0 {
            values[number] = event.valuators.values[index]
            index += 1
        }
        guard let delta = smooth.delta(device: Int(event.sourceid), values: values) else { return false }
        lastSmoothScroll = Date()
        application.input.scroll(
            by: delta, at: points(Int32(event.event_x), Int32(event.event_y), in: window), in: window.window,
            type: .continuous)
        return true
    }

    func buttonPress(_ event: XButtonEvent) {
        guard let window = windows[event.window] else { return }
        // A wheel click that only echoes the smooth scroll just handled is dropped.
        if (4...7).contains(event.button), let lastSmoothScroll, Date().timeIntervalSince(lastSmoothScroll) < 0.1 {
            return
        }
        updatePivot(of: window)
        updateButtonMask(state: event.state, button: event.button, pressed: true)
        apply(
            window.pointer.buttonPressed(event.button, at: points(event.x, event.y, in: window), state: event.state),
            in: window)
    }

    func buttonRelease(_ event: XButtonEvent) {
        guard let window = windows[event.window] else { return }
        apply(window.pointer.buttonReleased(event.button, at: points(event.x, event.y, in: window)), in: window)
        updateButtonMask(state: event.state, button: event.button, pressed: false)
        updateCursor(
            in: window, to: application.input.cursorName(at: points(event.x, event.y, in: window), in: window.window))
        if event.state & UInt32(Mod1Mask) == 0 { window.window.simulatedTouchLocations = [] }
    }

    func motionNotify(_ first: XMotionEvent) {
        guard let window = windows[first.window] else { return }
        // Consecutive motions of one window merge into the last (motion compression).
        var latest = first
        var next = XEvent()
        while XCheckTypedWindowEvent(connection.display, first.window, MotionNotify, &next) != 0 {
            latest = next.xmotion
        }
        pointerMoved(in: window, to: points(latest.x, latest.y, in: window), state: latest.state)
    }

    /// The pointer moved (a core MotionNotify, or XInput2's XI_Motion, which replaces it once selected).
    func pointerMoved(in window: X11Window, to location: CGPoint, state: UInt32) {
        apply(window.pointer.moved(to: location, state: state), in: window)
        // The motion's own target chose the cursor as it delivered the hover.
        if !window.pointer.isTouching { updateCursor(in: window, to: application.input.cursorName) }
        if state & UInt32(Mod1Mask) != 0 {
            updatePivot(of: window)
            window.window.simulatedTouchLocations = window.pointer.mirroredPoints(for: location)
        } else if !window.window.simulatedTouchLocations.isEmpty {
            window.window.simulatedTouchLocations = []
        }
    }

    func leaveNotify(_ event: XCrossingEvent) {
        guard let window = windows[event.window] else { return }
        if event.mode == NotifyUngrab, window.pointer.isTouching {
            apply(window.pointer.cancel(), in: window)  // the pointer grab broke with the button held
        } else if event.mode == NotifyNormal {
            apply(window.pointer.left(), in: window)
        }
    }

    func focusIn(_ event: XFocusChangeEvent) {
        guard let window = windows[event.window], event.mode != NotifyGrab, event.mode != NotifyUngrab else { return }
        if let ic = window.ic { XSetICFocus(ic) }
        application.input.windowFocusChanged(window.window, focused: true)
    }

    func focusOut(_ event: XFocusChangeEvent) {
        guard let window = windows[event.window], event.mode != NotifyGrab, event.mode != NotifyUngrab,
            event.detail != NotifyPointer
        else { return }
        if let ic = window.ic { XUnsetICFocus(ic) }
        _ = window.pointer.cancel()
        application.input.windowFocusChanged(window.window, focused: false)
    }

    func expose(_ event: XExposeEvent) {
        guard let window = windows[event.window] else { return }
        window.exposed.add(CGRect(x: Int(event.x), y: Int(event.y), width: Int(event.width), height: Int(event.height)))
    }

    func configureNotify(_ first: XConfigureEvent) {
        guard let window = windows[first.window] else { return }
        // Only the last pending size counts.
        var latest = first
        var next = XEvent()
        while XCheckTypedWindowEvent(connection.display, first.window, ConfigureNotify, &next) != 0 {
            latest = next.xconfigure
        }
        window.resizeSurface(width: Int(latest.width), height: Int(latest.height))
        window.updateScreenPosition()
        application.input.windowResized(
            window.window,
            to: CGSize(width: CGFloat(latest.width) / window.scale, height: CGFloat(latest.height) / window.scale))
    }

    func mapNotify(_ event: XMapEvent) {
        guard let window = windows[event.window] else { return }
        window.window.setNeedsDisplayOfWholeWindow()
        window.updateScreenPosition()
        if window.window.presentsAsPopup { window.grabInput() }
        if window.window.isKeyWindow {
            XSetInputFocus(connection.display, window.xid, RevertToParent, UInt(CurrentTime))
        }
    }

    /// Another client destroyed one of our windows (ours are taken out of `windows` before we destroy them):
    /// its touches are cancelled, the `UIWindow` is hidden, and the program ends when no window is left,
    /// saying why.
    func destroyNotify(_ event: XDestroyWindowEvent) {
        if dragAndDrop.windowDestroyed(event.window) { return }
        guard event.window == event.event, let window = windows.removeValue(forKey: event.window) else { return }
        window.releaseResources()
        let remaining = windows.count
        FileHandle.standardError.write(
            Data(
                ("Tapestry: X11: window 0x\(String(event.window, radix: 16)) (\"\(window.window.title)\") was destroyed "
                    + "by another client; "
                    + (remaining == 0 ? "no window is left, exiting\n" : "\(remaining) left, going on\n"))
                    .utf8))
        window.window.isHidden = true  // cancels its touches; the observer finds no X window to destroy
    }

    func clientMessage(_ event: XClientMessageEvent) {
        if event.window == connection.root {
            settings.managerMessage(event)  // a settings daemon started
            return
        }
        if dragAndDrop.clientMessage(event) { return }
        guard let window = windows[event.window], event.message_type == connection.atoms.wmProtocols else { return }
        let atoms = connection.atoms
        switch Atom(event.data.l.0) {
        case atoms.wmDeleteWindow:
            window.window.isHidden = true  // the observer destroys the X window; the last one ends the program
        case atoms.netWMPing:
            // The window manager checks that the app answers: the message goes back to the root window.
            var reply = XEvent()
            reply.xclient = event
            reply.xclient.window = connection.root
            XSendEvent(
                connection.display, connection.root, 0, Int(SubstructureNotifyMask | SubstructureRedirectMask), &reply)
            XFlush(connection.display)
        case atoms.netWMSyncRequest:
            // The counter is set to this value once the frame after the coming resize is drawn.
            window.pendingSyncValue = Int64(UInt32(truncatingIfNeeded: event.data.l.2)) | Int64(event.data.l.3) << 32
        default:
            break
        }
    }

    func genericEvent(_ cookie: inout XGenericEventCookie) {
        guard cookie.extension == xiOpcode, XGetEventData(connection.display, &cookie) != 0 else { return }
        defer { XFreeEventData(connection.display, &cookie) }
        guard let data = cookie.data else { return }
        var device = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        guard let window = windows[device.event] else { return }
        if cookie.evtype == XI_Motion {
            // Selecting XI_Motion stops core MotionNotify for the window: this is the pointer's motion too.
            if smoothScroll(&device, in: window) { return }
            let location = CGPoint(x: CGFloat(device.event_x) / window.scale, y: CGFloat(device.event_y) / window.scale)
            var buttons: UInt32 = 0
            for button in 1...5
            where tapestry_valuator_mask_bit(device.buttons.mask, device.buttons.mask_len, Int32(button)) != 0 {
                buttons |= UInt32(Button1Mask) << UInt32(button - 1)
            }
            pointerMoved(in: window, to: location, state: UInt32(bitPattern: device.mods.effective) | buttons)
            return
        }
        guard
            let change = X11PointerTranslation.touchChange(
                xiType: cookie.evtype, detail: device.detail, x: device.event_x, y: device.event_y, scale: window.scale)
        else { return }
        application.input.touchesChanged([change], in: window.window)
    }
}
