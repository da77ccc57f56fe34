import CWayland
import CX11
import Foundation
import Tapestry

/// The keyboard as the compositor describes it: its xkbcommon keymap (sent as a file), the modifier state,
/// compose sequences from the locale's table, and key repeat at the compositor's rate and delay. Keysyms are
/// X keysyms, so keys translate to UIKit's vocabulary through the same tables as on X11.
@preconcurrency @MainActor
final class WaylandKeyboard {
    private let context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
    private var keymap: OpaquePointer?
    private var state: OpaquePointer?
    private var composeTable: OpaquePointer?
    private var composeState: OpaquePointer?
    /// Key repeat: repeats a second, and the delay before the first (the compositor's `repeat_info`).
    private(set) var repeatRate: Int32 = 25
    private(set) var repeatDelay: Int32 = 600
    private var repeatingKey: UInt32?
    /// When the held key repeats next.
    private(set) var nextRepeat: Date?
    /// Called when the held key repeats (the xkb keycode).
    var repeatFired: ((UInt32) -> Void)?

    /// A key translated: its keysym with and without modifiers, the text it types, and the X modifier mask.
    struct Translation {
        var keysym: UInt
        var unmodifiedKeysym: UInt
        var text: String
        var state: UInt32
        /// The text of a finished compose sequence (inserted as an input method's commit), nil otherwise.
        var composed: String?
        /// Whether a compose sequence took the key (nothing is delivered).
        var swallowed = false
    }

    /// Loads the keymap the compositor sent (`wl_keyboard.keymap`): a file of `size` bytes on `fd`. Compose
    /// sequences come from `locale`'s table (the user's LC_ALL, LC_CTYPE or LANG when nil).
    func loadKeymap(fd: Int32, size: Int, locale: String? = nil) {
        defer { close(fd) }
        guard let context, let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, fd, 0), mapped != MAP_FAILED else {
            return
        }
        defer { munmap(mapped, size) }
        guard
            let newKeymap = xkb_keymap_new_from_string(
                context, mapped.assumingMemoryBound(to: CChar.self), XKB_KEYMAP_FORMAT_TEXT_V1,
                XKB_KEYMAP_COMPILE_NO_FLAGS)
        else {
            FileHandle.standardError.write(Data("Tapestry: Wayland: the compositor's keymap does not compile\n".utf8))
            return
        }
        if let state { xkb_state_unref(state) }
        if let keymap { xkb_keymap_unref(keymap) }
        keymap = newKeymap
        state = xkb_state_new(newKeymap)
        if composeTable == nil {
            let locale =
                ["LC_ALL", "LC_CTYPE", "LANG"].lazy.compactMap { ProcessInfo.processInfo.environment[$0] }
                .first { !$0.isEmpty } ?? "C"
            composeTable = xkb_compose_table_new_from_locale(context, locale, XKB_COMPOSE_COMPILE_NO_FLAGS)
            composeState = composeTable.flatMap { xkb_compose_state_new($0, XKB_COMPOSE_STATE_NO_FLAGS) }
        }
    }

    /// The compositor's modifier state (`wl_keyboard.modifiers`).
    func updateModifiers(depressed: UInt32, latched: UInt32, locked: UInt32, group: UInt32) {
        guard let state else { return }
        xkb_state_update_mask(state, depressed, latched, locked, 0, 0, group)
    }

    /// The modifiers held, as an X state mask (Shift, Lock, Control, Mod1 = Alt, Mod4 = Super).
    var modifierMask: UInt32 {
        guard let state else { return 0 }
        var mask: UInt32 = 0
        let names: [(String, Int32)] = [
            ("Shift", ShiftMask), ("Lock", LockMask), ("Control", ControlMask), ("Mod1", Mod1Mask), ("Mod4", Mod4Mask),
        ]
        for (name, bit) in names where xkb_state_mod_name_is_active(state, name, XKB_STATE_MODS_EFFECTIVE) > 0 {
            mask |= UInt32(bit)
        }
        return mask
    }

    /// Translates a key that went down (`keycode` is xkb's: evdev's plus 8), feeding compose sequences.
    func translate(keycode: UInt32) -> Translation? {
        guard let state, let keymap else { return nil }
        let keysym = xkb_state_key_get_one_sym(state, keycode)
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_state_key_get_utf8(state, keycode, &buffer, buffer.count)
        var text = length > 0 ? String(cString: buffer) : ""
        var levelSyms: UnsafePointer<xkb_keysym_t>?
        let layout = xkb_state_key_get_layout(state, keycode)
        let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, layout == UInt32.max ? 0 : layout, 0, &levelSyms)
        let unmodified = count > 0 ? levelSyms![0] : keysym
        var translation = Translation(
            keysym: UInt(keysym), unmodifiedKeysym: UInt(unmodified), text: text, state: modifierMask)
        if let composeState, xkb_compose_state_feed(composeState, keysym) == XKB_COMPOSE_FEED_ACCEPTED {
            switch xkb_compose_state_get_status(composeState) {
            case XKB_COMPOSE_COMPOSING:
                translation.swallowed = true
            case XKB_COMPOSE_COMPOSED:
                let composedLength = xkb_compose_state_get_utf8(composeState, &buffer, buffer.count)
                text = composedLength > 0 ? String(cString: buffer) : ""
                translation.composed = text
                xkb_compose_state_reset(composeState)
            case XKB_COMPOSE_CANCELLED:
                translation.swallowed = true
                xkb_compose_state_reset(composeState)
            default: break
            }
        }
        return translation
    }

    /// Whether the key repeats while held (letters do, modifiers do not).
    func repeats(keycode: UInt32) -> Bool {
        guard let keymap else { return false }
        return xkb_keymap_key_repeats(keymap, keycode) != 0
    }

    /// The compositor's repeat rate (0: no repeat) and delay in milliseconds.
    func setRepeat(rate: Int32, delay: Int32) {
        repeatRate = rate
        repeatDelay = delay
        if rate <= 0 { stopRepeat() }
    }

    /// A key went down: it repeats after the delay while held (only the last key pressed repeats).
    func startRepeat(keycode: UInt32) {
        guard repeatRate > 0, repeats(keycode: keycode) else { return }
        repeatingKey = keycode
        nextRepeat = Date().addingTimeInterval(Double(repeatDelay) / 1000)
    }

    /// A key went up (or the window lost the keyboard): its repeat stops.
    func stopRepeat(keycode: UInt32? = nil) {
        guard keycode == nil || keycode == repeatingKey else { return }
        repeatingKey = nil
        nextRepeat = nil
    }

    /// Fires the held key's repeat when due (once per loop turn, catching up without a burst).
    func fireDueRepeats() {
        guard let key = repeatingKey, let next = nextRepeat, next <= Date() else { return }
        nextRepeat = max(next.addingTimeInterval(1 / Double(repeatRate)), Date())
        repeatFired?(key)
    }
}
