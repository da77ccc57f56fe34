import CWayland
import CX11
import Foundation
import Tapestry
import TapestryX11

/// The seat's pointer, keyboard and touch screen, translated as the X11 backend translates X events: the left
/// button is a finger (Alt makes two, mirrored), the right button a secondary click, the wheel scrolls
/// (`.discrete` clicks, `.continuous` touchpad distances), keys become presses with UIKit's keys, and touch
/// points are real concurrent touches.
extension WaylandBackend {
    /// Linux's button codes (`linux/input-event-codes.h`), and the X button numbers the translation speaks.
    static func xButton(_ code: UInt32) -> UInt32? {
        switch code {
        case 0x110: UInt32(Button1)  // BTN_LEFT
        case 0x111: UInt32(Button3)  // BTN_RIGHT
        case 0x112: UInt32(Button2)  // BTN_MIDDLE
        default: nil
        }
    }

    /// How many points a wheel click scrolls (as on X11).
    static var wheelStep: CGFloat { X11PointerTranslation.wheelStep }

    func seatChanged(_ capabilities: UInt32) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        let hasPointer = capabilities & WL_SEAT_CAPABILITY_POINTER.rawValue != 0
        if hasPointer, pointerDevice == nil, let seat = connection.seat {
            pointerDevice = wl_seat_get_pointer(seat)
            wl_pointer_add_listener(pointerDevice, &WaylandBackend.pointerListener, context)
            if let pointerDevice {
                bindPinch(for: pointerDevice)
                if let manager = connection.cursorShapeManager {
                    cursors?.useShapes(manager: manager, pointer: pointerDevice)
                }
            }
        } else if !hasPointer, let device = pointerDevice {
            if pinch.isActive { pinchEnded(cancelled: true) }
            if let pinchGesture { zwp_pointer_gesture_pinch_v1_destroy(pinchGesture) }
            pinchGesture = nil
            cursors?.releaseShapes()
            wl_pointer_release(device)
            pointerDevice = nil
        }
        touchCapabilityChanged(capabilities & WL_SEAT_CAPABILITY_TOUCH.rawValue != 0)
        let hasKeyboard = capabilities & WL_SEAT_CAPABILITY_KEYBOARD.rawValue != 0
        if hasKeyboard, keyboardDevice == nil, let seat = connection.seat {
            keyboardDevice = wl_seat_get_keyboard(seat)
            wl_keyboard_add_listener(keyboardDevice, &WaylandBackend.keyboardListener, context)
        } else if !hasKeyboard, let device = keyboardDevice {
            wl_keyboard_release(device)
            keyboardDevice = nil
        }
    }

    // MARK: Pointer

    func apply(_ actions: [X11PointerTranslation.Action], in window: WaylandWindow) {
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

    var pointerWaylandWindow: WaylandWindow? { windows.first { $0.window === pointerWindow } }

    func updateCursor(in window: WaylandWindow, to name: String) {
        guard name != window.cursorName, let pointerDevice else { return }
        window.cursorName = name
        cursors?.show(name, pointer: pointerDevice, serial: pointerEnterSerial)
    }

    func pointerEntered(surface: OpaquePointer?, serial: UInt32, at location: CGPoint) {
        guard let window = window(for: surface) else { return }
        pointerWindow = window.window
        pointerEnterSerial = serial
        window.cursorName = ""  // the compositor's cursor shows until ours is set
        pointerMoved(to: location)
    }

    func pointerMoved(to location: CGPoint) {
        guard let window = pointerWaylandWindow else { return }
        let state = keyboard.modifierMask
        updatePivot(of: window)
        apply(window.pointer.moved(to: location, state: state), in: window)
        if !window.pointer.isTouching { updateCursor(in: window, to: application.input.cursorName) }
        if state & UInt32(Mod1Mask) != 0 {
            window.window.simulatedTouchLocations = window.pointer.mirroredPoints(for: location)
        } else if !window.window.simulatedTouchLocations.isEmpty {
            window.window.simulatedTouchLocations = []
        }
    }

    /// Where the Alt fingers mirror around now: where Alt went down, else the window's centre.
    func updatePivot(of window: WaylandWindow) {
        window.pointer.pivot = window.altPivot ?? CGPoint(x: window.window.bounds.midX, y: window.window.bounds.midY)
    }

    /// The compositor's modifier state changed: Alt going down or up shows or hides the two mirrored fingers
    /// (SEMANTICS §13.4), which mirror around the pointer's place when Alt went down, as on X11.
    func modifiersChanged() {
        let held = keyboard.modifierMask & UInt32(Mod1Mask) != 0
        guard held != altHeld else { return }
        altHeld = held
        guard let window = pointerWaylandWindow else { return }
        if held {
            window.altPivot =
                window.pointer.pointerLocation ?? CGPoint(x: window.window.bounds.midX, y: window.window.bounds.midY)
            updatePivot(of: window)
            if let location = window.pointer.pointerLocation {
                window.window.simulatedTouchLocations = window.pointer.mirroredPoints(for: location)
            }
        } else {
            window.altPivot = nil
            if !window.pointer.isTouching { window.window.simulatedTouchLocations = [] }
        }
    }

    func pointerLeft() {
        guard let window = pointerWaylandWindow else { return }
        // With a button held the compositor keeps sending to us (an implicit grab); a leave then means the
        // grab broke: the touch is cancelled. Not when the compositor took the pointer for a drag of ours to
        // another application: that touch ends when the drag does.
        if dragAndDrop?.outgoing != nil {
            pointerWindow = nil
            return
        }
        apply(window.pointer.isTouching ? window.pointer.cancel() : window.pointer.left(), in: window)
        pointerWindow = nil
    }

    func pointerButton(_ code: UInt32, pressed: Bool, serial: UInt32) {
        guard let window = pointerWaylandWindow, let button = Self.xButton(code),
            let location = window.pointer.pointerLocation
        else { return }
        if pressed {
            lastInputSerial = serial
            if button == UInt32(Button1) { pressSerial = serial }
        }
        let state = keyboard.modifierMask
        var mask = application.input.buttonMask
        let number = button == UInt32(Button1) ? 1 : button == UInt32(Button3) ? 2 : 3
        if pressed { mask.insert(.button(number)) }
        if pressed {
            updatePivot(of: window)
            application.input.buttonMask = mask
            apply(window.pointer.buttonPressed(button, at: location, state: state), in: window)
        } else {
            apply(window.pointer.buttonReleased(button, at: location), in: window)
            mask.remove(.button(number))
            application.input.buttonMask = mask
            updateCursor(in: window, to: application.input.cursorName(at: location, in: window.window))
            if state & UInt32(Mod1Mask) == 0 { window.window.simulatedTouchLocations = [] }
        }
    }

    /// The end of a pointer frame: the scroll it carried goes to the engine at once.
    func pointerFrame() {
        defer { pendingScroll = PendingScroll() }
        guard let window = pointerWaylandWindow, let location = window.pointer.pointerLocation else { return }
        let discrete =
            pendingScroll.discrete != .zero
            ? pendingScroll.discrete : CGPoint(x: pendingScroll.clicks.x * 120, y: pendingScroll.clicks.y * 120)
        if discrete != .zero {
            let delta = CGPoint(x: discrete.x / 120 * Self.wheelStep, y: discrete.y / 120 * Self.wheelStep)
            application.input.scroll(by: delta, at: location, in: window.window, type: .discrete)
        } else if pendingScroll.continuous != .zero {
            // A wheel without value120 (an older seat) reports 10 per click, as libinput does.
            let isWheel = pendingScroll.source == WL_POINTER_AXIS_SOURCE_WHEEL.rawValue
            let delta =
                isWheel
                ? CGPoint(
                    x: pendingScroll.continuous.x / 10 * Self.wheelStep,
                    y: pendingScroll.continuous.y / 10 * Self.wheelStep)
                : pendingScroll.continuous
            application.input.scroll(
                by: delta, at: location, in: window.window, type: isWheel ? .discrete : .continuous)
        }
    }

    // MARK: Keyboard

    func keyboardEntered(surface: OpaquePointer?, serial: UInt32) {
        lastInputSerial = serial  // the clipboard may be taken with it
        guard let window = window(for: surface) else { return }
        // An open menu keeps the keyboard (Escape closes it, arrows move in it), as its grab does on X11: the
        // compositor may give the keyboard to the menu's parent surface.
        let target = windows.last { $0.window.presentsAsPopup && !$0.window.isHidden } ?? window
        application.input.windowFocusChanged(target.window, focused: true)
    }

    func keyboardLeft(surface: OpaquePointer?) {
        keyboard.stopRepeat()
        guard let window = window(for: surface) else { return }
        _ = window.pointer.cancel()
        application.input.windowFocusChanged(window.window, focused: false)
    }

    func key(_ code: UInt32, pressed: Bool, serial: UInt32) {
        let keycode = code + 8
        guard pressed else {
            keyboard.stopRepeat(keycode: keycode)
            if let translation = keyboard.translate(keycode: keycode),
                let subtype = X11KeyTranslation.remoteControlSubtype(forKeysym: translation.keysym, isDown: false)
            {
                application.input.remoteControl(subtype)
            }
            application.input.pressEnded(Int(keycode))
            return
        }
        lastInputSerial = serial
        deliverKey(keycode)
        keyboard.startRepeat(keycode: keycode)
    }

    func keyRepeated(_ keycode: UInt32) {
        deliverKey(keycode)
    }

    private func deliverKey(_ keycode: UInt32) {
        guard let translation = keyboard.translate(keycode: keycode), !translation.swallowed else { return }
        if let composed = translation.composed {
            application.input.insertText(composed)
            return
        }
        if X11KeyTranslation.isShakeChord(keysym: translation.keysym, state: translation.state) {
            application.input.shake()
            return
        }
        if let subtype = X11KeyTranslation.remoteControlSubtype(forKeysym: translation.keysym, isDown: true) {
            application.input.remoteControl(subtype)
        }
        let key = X11KeyTranslation.key(
            keysym: translation.keysym, unmodifiedKeysym: translation.unmodifiedKeysym, text: translation.text,
            state: translation.state)
        application.input.pressBegan(
            Int(keycode), type: X11KeyTranslation.pressType(forKeysym: translation.keysym), key: key)
    }

    // MARK: Listeners (the user data is the backend, a main-actor object the callbacks run on the main thread for)

    nonisolated private static func backend(_ data: UnsafeMutableRawPointer?) -> WaylandBackend? {
        data.map { Unmanaged<WaylandBackend>.fromOpaque($0).takeUnretainedValue() }
    }

    nonisolated private static func point(_ x: wl_fixed_t, _ y: wl_fixed_t) -> CGPoint {
        CGPoint(x: wl_fixed_to_double(x), y: wl_fixed_to_double(y))
    }

    nonisolated(unsafe) static var pointerListener = wl_pointer_listener(
        enter: { data, _, serial, surface, x, y in
            guard let backend = backend(data) else { return }
            let surface = UInt(bitPattern: surface), location = point(x, y)
            MainActor.assumeIsolated {
                backend.pointerEntered(surface: OpaquePointer(bitPattern: surface), serial: serial, at: location)
            }
        },
        leave: { data, _, _, _ in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.pointerLeft() }
        },
        motion: { data, _, _, x, y in
            guard let backend = backend(data) else { return }
            let location = point(x, y)
            MainActor.assumeIsolated { backend.pointerMoved(to: location) }
        },
        button: { data, _, serial, _, button, state in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated {
                backend.pointerButton(
                    button, pressed: state == WL_POINTER_BUTTON_STATE_PRESSED.rawValue, serial: serial)
            }
        },
        axis: { data, _, _, axis, value in
            guard let backend = backend(data) else { return }
            let amount = CGFloat(wl_fixed_to_double(value))
            MainActor.assumeIsolated {
                if axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue {
                    backend.pendingScroll.continuous.y += amount
                } else {
                    backend.pendingScroll.continuous.x += amount
                }
            }
        },
        frame: { data, _ in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.pointerFrame() }
        },
        axis_source: { data, _, source in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.pendingScroll.source = source }
        },
        axis_stop: { data, _, _, _ in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.pendingScroll.stopped = true }
        },
        axis_discrete: { data, _, axis, clicks in
            // Seats before version 8 count whole clicks; value120 (when it comes) says the same, finer.
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated {
                if axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue {
                    backend.pendingScroll.clicks.y += CGFloat(clicks)
                } else {
                    backend.pendingScroll.clicks.x += CGFloat(clicks)
                }
            }
        },
        axis_value120: { data, _, axis, value in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated {
                if axis == WL_POINTER_AXIS_VERTICAL_SCROLL.rawValue {
                    backend.pendingScroll.discrete.y += CGFloat(value)
                } else {
                    backend.pendingScroll.discrete.x += CGFloat(value)
                }
            }
        })

    nonisolated(unsafe) static var keyboardListener = wl_keyboard_listener(
        keymap: { data, _, format, fd, size in
            guard let backend = backend(data), format == WL_KEYBOARD_KEYMAP_FORMAT_XKB_V1.rawValue else {
                close(fd)
                return
            }
            MainActor.assumeIsolated { backend.keyboard.loadKeymap(fd: fd, size: Int(size)) }
        },
        enter: { data, _, serial, surface, _ in
            guard let backend = backend(data) else { return }
            let surface = UInt(bitPattern: surface)
            MainActor.assumeIsolated {
                backend.keyboardEntered(surface: OpaquePointer(bitPattern: surface), serial: serial)
            }
        },
        leave: { data, _, _, surface in
            guard let backend = backend(data) else { return }
            let surface = UInt(bitPattern: surface)
            MainActor.assumeIsolated { backend.keyboardLeft(surface: OpaquePointer(bitPattern: surface)) }
        },
        key: { data, _, serial, _, key, state in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated {
                backend.key(key, pressed: state == WL_KEYBOARD_KEY_STATE_PRESSED.rawValue, serial: serial)
            }
        },
        modifiers: { data, _, _, depressed, latched, locked, group in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated {
                backend.keyboard.updateModifiers(depressed: depressed, latched: latched, locked: locked, group: group)
                backend.modifiersChanged()
            }
        },
        repeat_info: { data, _, rate, delay in
            guard let backend = backend(data) else { return }
            MainActor.assumeIsolated { backend.keyboard.setRepeat(rate: rate, delay: delay) }
        })
}
