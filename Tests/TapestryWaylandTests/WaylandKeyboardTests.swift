import CWayland
import CX11
import Foundation
import Testing

@testable import TapestryWayland

/// The keyboard as a compositor hands it over: a keymap file (here a German one, made by xkbcommon), modifier
/// state, compose sequences and key repeat.
@MainActor
@Suite struct WaylandKeyboardTests {
    /// A keyboard loaded with the keymap of `layout`, sent through a file as a compositor sends it.
    private func keyboard(layout: String) throws -> WaylandKeyboard {
        let context = try #require(xkb_context_new(XKB_CONTEXT_NO_FLAGS))
        defer { xkb_context_unref(context) }
        let keymap = try layout.withCString { layoutName in
            var names = xkb_rule_names(rules: nil, model: nil, layout: layoutName, variant: nil, options: nil)
            return try #require(xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS))
        }
        defer { xkb_keymap_unref(keymap) }
        let text = try #require(xkb_keymap_get_as_string(keymap, XKB_KEYMAP_FORMAT_TEXT_V1))
        defer { free(text) }
        let size = strlen(text) + 1
        let fd = tapestry_wl_shm_file(size)
        #expect(fd >= 0)
        #expect(pwrite(fd, text, size, 0) == size)
        let keyboard = WaylandKeyboard()
        keyboard.loadKeymap(fd: fd, size: size, locale: "en_US.UTF-8")
        return keyboard
    }

    /// xkb keycodes are evdev's plus 8: the key right of T (evdev 21, "Y" on a US keyboard).
    private let keyRightOfT: UInt32 = 21 + 8

    @Test func keysTranslateThroughTheCompositorsKeymap() throws {
        let german = try keyboard(layout: "de")
        let plain = try #require(german.translate(keycode: keyRightOfT))
        #expect(plain.text == "z", "German keyboards have Z where US ones have Y")
        #expect(plain.keysym == UInt(XK_z))
        #expect(plain.state == 0)
    }

    @Test func shiftComesFromTheCompositorsModifierState() throws {
        let german = try keyboard(layout: "de")
        german.updateModifiers(depressed: 1, latched: 0, locked: 0, group: 0)  // Shift is the first modifier
        let shifted = try #require(german.translate(keycode: keyRightOfT))
        #expect(shifted.text == "Z")
        #expect(shifted.keysym == UInt(XK_Z))
        #expect(shifted.unmodifiedKeysym == UInt(XK_z), "the key's own symbol, for UIKey's charactersIgnoringModifiers")
        #expect(shifted.state & UInt32(ShiftMask) != 0)
    }

    @Test func deadKeysComposeFromTheLocalesTable() throws {
        let german = try keyboard(layout: "de")
        let acute: UInt32 = 13 + 8  // the dead acute right of ß
        let e: UInt32 = 18 + 8
        let dead = try #require(german.translate(keycode: acute))
        #expect(dead.swallowed, "a dead key starts a sequence and types nothing")
        let composed = try #require(german.translate(keycode: e))
        #expect(composed.composed == "é")
    }

    @Test func heldKeysRepeatAtTheCompositorsRateAfterItsDelay() throws {
        let us = try keyboard(layout: "us")
        us.setRepeat(rate: 40, delay: 250)
        var repeated: [UInt32] = []
        us.repeatFired = { repeated.append($0) }
        us.startRepeat(keycode: keyRightOfT)
        let first = try #require(us.nextRepeat)
        #expect(abs(first.timeIntervalSinceNow - 0.25) < 0.05)
        us.fireDueRepeats()
        #expect(repeated.isEmpty, "nothing before the delay")
        us.stopRepeat(keycode: keyRightOfT)
        #expect(us.nextRepeat == nil)
        us.startRepeat(keycode: 42 + 8)  // Shift (evdev 42) does not repeat
        #expect(us.nextRepeat == nil)
        us.setRepeat(rate: 0, delay: 250)
        us.startRepeat(keycode: keyRightOfT)
        #expect(us.nextRepeat == nil, "a rate of 0 turns repeat off")
    }
}
