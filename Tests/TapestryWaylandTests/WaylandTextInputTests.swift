import CWayland
import Foundation
import Testing

@testable import TapestryWayland

/// text-input-v3 gives the caret in composing text as a byte offset into UTF-8; the engine takes Unicode scalars.
@MainActor
@Suite struct WaylandTextInputTests {
    @Test func byteOffsetsBecomeScalarOffsets() {
        #expect(WaylandTextInput.scalarOffset(ofByte: 0, in: "한국") == 0)
        #expect(WaylandTextInput.scalarOffset(ofByte: 3, in: "한국") == 1, "a Hangul syllable is 3 bytes")
        #expect(WaylandTextInput.scalarOffset(ofByte: 6, in: "한국") == 2)
        #expect(WaylandTextInput.scalarOffset(ofByte: 5, in: "ab😀c") == 2, "inside an emoji: before it")
        #expect(WaylandTextInput.scalarOffset(ofByte: 6, in: "ab😀c") == 3)
        #expect(WaylandTextInput.scalarOffset(ofByte: -1, in: "한국") == 2, "-1 hides the cursor: at the end")
        #expect(WaylandTextInput.scalarOffset(ofByte: 99, in: "한국") == 2, "past the end: the end")
    }

    @Test func theSurroundingTextGivesTheSelectionAsByteOffsets() {
        let plain = WaylandTextInput.Surrounding(before: "héllo ", selected: "", after: "world")
        #expect(plain.text == "héllo world")
        #expect(plain.cursor == 7 && plain.anchor == 7, "é is two bytes")
        let selected = WaylandTextInput.Surrounding(before: "a", selected: "한", after: "b")
        #expect(selected.anchor == 1 && selected.cursor == 4)
        let long = WaylandTextInput.Surrounding(
            before: String(repeating: "x", count: 5000), selected: "", after: String(repeating: "y", count: 5000))
        #expect(long.text.count == 2000 && long.cursor == 1000, "at most 1000 characters either side")
    }

    @Test func textTraitsBecomeContentHintsAndPurposes() {
        let password = WaylandTextInput.contentType(secure: true, keyboard: .default)
        #expect(password.purpose == ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_PASSWORD.rawValue)
        #expect(password.hint & ZWP_TEXT_INPUT_V3_CONTENT_HINT_SENSITIVE_DATA.rawValue != 0)
        #expect(
            WaylandTextInput.contentType(secure: false, keyboard: .numberPad).purpose
                == ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_DIGITS.rawValue)
        #expect(
            WaylandTextInput.contentType(secure: false, keyboard: .emailAddress).purpose
                == ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_EMAIL.rawValue)
        #expect(
            WaylandTextInput.contentType(secure: false, keyboard: .default)
                == (ZWP_TEXT_INPUT_V3_CONTENT_HINT_NONE.rawValue, ZWP_TEXT_INPUT_V3_CONTENT_PURPOSE_NORMAL.rawValue))
    }
}

extension WaylandIntegration {
    /// An input method on a headless sway (SEMANTICS §13.1).
    @Suite struct WaylandInputMethodTests {
        /// An input method through text-input-v3: fcitx5's Wayland frontend (input-method-v2 in sway) with its Hangul
        /// engine composes a syllable as marked text, jamo by jamo, and commits it.
        @Test(
            .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/fcitx5"), "make test installs fcitx5"))
        func anInputMethodsComposingTextIsMarkedTextThenCommitted() throws {
            let sway = try HeadlessSway()
            defer { sway.stop() }
            let home = NSTemporaryDirectory() + "tapestry-fcitx5-\(getpid())"
            try FileManager.default.createDirectory(atPath: home + "/fcitx5", withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(atPath: home) }
            try """
            [Groups/0]
            Name=Default
            Default Layout=us
            DefaultIM=hangul

            [Groups/0/Items/0]
            Name=hangul
            Layout=

            [GroupOrder]
            0=Default
            """.write(toFile: home + "/fcitx5/profile", atomically: true, encoding: .utf8)
            try "[Behavior]\nActiveByDefault=True\n".write(
                toFile: home + "/fcitx5/config", atomically: true, encoding: .utf8)
            var environment = sway.environment
            environment["HOME"] = home
            environment["XDG_CONFIG_HOME"] = home
            let fcitx = try LineProcess(
                URL(fileURLWithPath: "/usr/bin/fcitx5"),
                arguments: ["--disable=dbus,xim,ibusfrontend,fcitx4frontend,notificationitem,classicui"],
                environment: environment)
            defer { fcitx.stop() }
            let deadline = Date().addingTimeInterval(10)
            while !fcitx.standardError.contains("Loaded addon waylandim") && Date() < deadline { usleep(20_000) }
            let probe = try sway.launch("tapestry-x11-probe")
            defer { probe.stop() }
            #expect(probe.waitForLine(timeout: 10) { $0 == "layout 300x200" })
            _ = try sway.windowRect(appID: "tapestry-x11-probe")
            // Two-set Korean: g, k, s are ㅎ, ㅏ, ㄴ, composing 한; a space commits it.
            try sway.type(["gks"])
            #expect(probe.waitForLine { $0 == "marked 한 in 한" }, "\(probe.lines) \(fcitx.standardError.suffix(600))")
            #expect(probe.lines.contains("marked ㅎ in ㅎ") && probe.lines.contains("marked 하 in 하"), "jamo by jamo")
            try sway.type([" "])
            #expect(probe.waitForLine { $0 == "text 한 " }, "\(probe.lines)")
            #expect(probe.lines.contains("text 한"), "committed in one step, no empty text in between: \(probe.lines)")
            #expect(!probe.lines.contains("text "), "\(probe.lines)")
        }
    }
}
