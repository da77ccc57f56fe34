import CX11
import Foundation
import Tapestry
import TapestryCairo
import Testing

extension X11Display {
    /// The probe app in a real X window under Xvfb, driven with XTest. Every wait is bounded.
    @Suite final class X11IntegrationTests: OwnXvfbSuite {
        private func launch(_ environment: [String: String] = [:]) throws -> (ProbeProcess, XTestDriver, Window) {
            // A title of its own, so a window of an earlier probe that is still going away is never picked.
            let title = "Tapestry Probe \(UUID().uuidString.prefix(8))"
            var environment = environment
            environment["TAPESTRY_PROBE_TITLE"] = title
            let probe = try ProbeProcess(display: displayName, environment: environment)
            #expect(probe.waitForLine { $0 == "ready" }, "the probe started: \(probe.standardError)")
            let driver = try XTestDriver(display: displayName)
            guard let window = driver.window(named: title) else {
                probe.stop()
                throw X11TestError.noWindow
            }
            // Let the first frame and the keyboard focus settle: the app reports becoming active on FocusIn.
            #expect(probe.waitForLine { $0.hasPrefix("layout") })
            #expect(probe.waitForLine { $0 == "active" }, "the probe's window got the keyboard focus")
            usleep(100_000)
            return (probe, driver, window)
        }

        @Test func workQueuedOnTheMainQueueFromAnotherThreadWakesTheLoop() throws {
            // No focused text field: no caret timer wakes the loop either.
            let (probe, driver, window) = try launch(["TAPESTRY_PROBE_IDLE": "1"])
            defer { probe.stop() }
            driver.click(window, 50, 50)
            #expect(probe.waitForLine { $0 == "tap A" })
            // The probe queues it 0.2 s later from a background thread; no X event comes to wake the loop.
            #expect(probe.waitForLine { $0 == "main queue from another thread" })
        }

        @Test func timersAnimationsAndDisplayLinksRunOnTheLoopsOneClockAndThenItSleeps() throws {
            let (probe, driver, window) = try launch(["TAPESTRY_PROBE_IDLE": "1"])
            defer { probe.stop() }
            driver.click(window, 50, 50)
            #expect(probe.waitForLine { $0 == "tap A" })
            #expect(probe.waitForLine { $0 == "asyncAfter" })
            #expect(
                probe.waitForLine { $0 == "foundation timer" },
                "a Foundation Timer fires with no X event to wake the loop")
            #expect(probe.waitForLine { $0.hasPrefix("animation done true after") })
            #expect(probe.lines.contains { $0.hasPrefix("animation done true after 3/10") }, "\(probe.lines)")
            #expect(probe.waitForLine { $0.hasPrefix("display link 30 frames") })
            if let line = probe.lines.first(where: { $0.hasPrefix("display link 30 frames") }) {
                // "display link 30 frames at about R Hz of M": R is the display's rate M, give or take.
                let numbers = line.split(separator: " ").compactMap { Int($0) }
                #expect(numbers.count == 3 && abs(numbers[1] - numbers[2]) * 10 <= numbers[2], "\(line)")
            }
            // Everything has ended: the loop sleeps with nothing due.
            usleep(300_000)
            let before = probe.cpuTicks
            usleep(1_500_000)
            #expect(probe.cpuTicks - before <= 1, "no wake-ups once the animation is over")
        }

        @Test func aClickLandsOnTheRightViewAndItsRecognizer() throws {
            let (probe, driver, window) = try launch()
            defer { probe.stop() }
            driver.click(window, 50, 50)
            #expect(probe.waitForLine { $0 == "tap A" })
            driver.click(window, 250, 50)
            #expect(probe.waitForLine { $0 == "B ended" })
            #expect(probe.lines.contains("B began"))
            #expect(!probe.lines.contains { $0.hasPrefix("B cancelled") })
        }

        @Test func aDragOutsideTheWindowKeepsTheTouch() throws {
            let (probe, driver, window) = try launch()
            defer { probe.stop() }
            driver.move(window, 250, 50)
            driver.button(1, down: true)
            #expect(probe.waitForLine { $0 == "B began" })
            driver.move(window, 280, 60)
            #expect(probe.waitForLine { $0 == "B moved 130 60" })
            driver.move(window, 400, 80)  // outside the 300-point window
            #expect(
                probe.waitForLine { $0 == "B moved 250 80" },
                "moves outside keep flowing: \(probe.lines) \(probe.standardError.suffix(2000))")
            driver.button(1, down: false)
            #expect(probe.waitForLine { $0 == "B ended" })
            #expect(!probe.lines.contains { $0.hasPrefix("B cancelled") })
        }

        @Test func typingReachesTheFirstResponderAndArrowsArePresses() throws {
            let (probe, driver, _) = try launch()
            defer { probe.stop() }
            driver.tap(key: UInt(XK_h))
            driver.tap(key: UInt(XK_i))
            #expect(probe.waitForLine { $0 == "text hi" }, "\(probe.lines) \(probe.standardError)")
            driver.tap(key: UInt(XK_Up))
            #expect(probe.waitForLine { $0 == "press upArrow" })
            driver.tap(key: UInt(XK_BackSpace))
            #expect(probe.waitForLine { $0 == "text h" })
        }

        @Test func theInputMethodOpensWhenAFieldFirstTakesTheKeyboardAndComposes() throws {
            // No text field has the keyboard at launch, so nothing opens the input method then; the tap focuses one.
            let (probe, driver, window) = try launch([
                "XMODIFIERS": "", "TAPESTRY_PROBE_IDLE": "1", "TAPESTRY_PROBE_FOCUS_ON_TAP": "1",
            ])
            defer { probe.stop() }
            driver.tap(key: UInt(XK_q))  // no text view has the keyboard: nothing is typed
            driver.click(window, 50, 50)
            #expect(probe.waitForLine { $0 == "tap A" })
            driver.tap(key: UInt(XK_dead_acute))
            driver.tap(key: UInt(XK_e))
            #expect(
                probe.waitForLine { $0 == "text é" },
                "compose after a late focus: \(probe.lines.suffix(3)) \(probe.standardError)")
        }

        @Test func deadKeysComposeWithoutAnInputMethod() throws {
            let (probe, driver, _) = try launch(["XMODIFIERS": ""])
            defer { probe.stop() }
            // (One dead key: the driver binds a missing keysym to a spare keycode, and rebinding it for a second one
            // could overtake the app's reading of the first.)
            driver.tap(key: UInt(XK_dead_acute))
            driver.tap(key: UInt(XK_e))
            driver.tap(key: UInt(XK_x))
            #expect(
                probe.waitForLine { $0 == "text éx" },
                "XIM's built-in compose: \(probe.lines.suffix(3)) \(probe.standardError)")
        }

        @Test func copyAndPasteGoThroughTheXClipboard() throws {
            let (probe, driver, _) = try launch()
            defer { probe.stop() }
            for keysym in [XK_c, XK_o, XK_p, XK_y] { driver.tap(key: UInt(keysym)) }
            #expect(probe.waitForLine { $0 == "text copy" })
            func control(_ keysym: Int32) {
                driver.key(UInt(XK_Control_L), down: true)
                driver.tap(key: UInt(keysym))
                driver.key(UInt(XK_Control_L), down: false)
            }
            control(XK_a)
            control(XK_c)
            usleep(200_000)
            #expect(driver.readClipboard() == "copy", "another X client reads what the app copied")
            driver.tap(key: UInt(XK_End))
            driver.serveClipboard("pasted", onceOwned: { control(XK_v) }) { probe.lines.contains("text copypasted") }
            #expect(
                probe.lines.contains("text copypasted"),
                "the app pasted another client's clipboard: \(probe.lines.suffix(3))")
            // Invalid UTF-8 from another client: replaced, nothing lost around it.
            driver.serveSelection("CLIPBOARD", [0x61, 0xff, 0x62], onceOwned: { control(XK_v) }) {
                probe.lines.contains("text copypasteda\u{FFFD}b")
            }
            #expect(probe.lines.contains("text copypasteda\u{FFFD}b"), "\(probe.lines.suffix(2))")
        }

        @Test func aSelectionIsOfferedAsPrimaryAndAMiddleClickPastesPrimary() throws {
            let (probe, driver, window) = try launch()
            defer { probe.stop() }
            for keysym in [XK_h, XK_e, XK_l, XK_l, XK_o] { driver.tap(key: UInt(keysym)) }
            #expect(probe.waitForLine { $0 == "text hello" })
            driver.key(UInt(XK_Shift_L), down: true)
            driver.tap(key: UInt(XK_Home))
            driver.key(UInt(XK_Shift_L), down: false)
            usleep(200_000)
            #expect(driver.readSelection("PRIMARY") == "hello", "another client reads the selected text as PRIMARY")
            // Another client's PRIMARY, pasted where the middle button clicks (the field spans the window's bottom).
            driver.tap(key: UInt(XK_End))
            driver.serveSelection(
                "PRIMARY", Array(" world".utf8), onceOwned: { driver.click(window, 295, 180, button: 2) }
            ) {
                probe.lines.contains("text hello world")
            }
            #expect(probe.lines.contains("text hello world"), "\(probe.lines.suffix(3)) \(probe.standardError)")
        }

        @Test func largeTextCrossesTheClipboardByIncrBothWaysAndAVanishingPeerLosesNothing() throws {
            let (probe, driver, _) = try launch(["TAPESTRY_PROBE_COPY": "3000000"])
            defer { probe.stop() }
            let copied = driver.readClipboard(timeout: 5)
            #expect(copied?.utf8.count == 3_000_000, "3 MB read by INCR: \(copied?.utf8.count ?? -1)")
            #expect(copied?.hasSuffix("0123456789") == true)
            func control(_ keysym: Int32) {
                driver.key(UInt(XK_Control_L), down: true)
                driver.tap(key: UInt(keysym))
                driver.key(UInt(XK_Control_L), down: false)
            }
            // A peer that stops after three pieces: the paste is dropped with a message, and the app goes on.
            let big = Array(String(repeating: "abcdefghij", count: 1_000_000).utf8)
            driver.serveSelection(
                "CLIPBOARD", big, chunk: 65536, vanishAfter: 3, timeout: 1.5, onceOwned: { control(XK_v) }
            ) { false }
            #expect(
                probe.waitForLine { _ in probe.standardError.contains("stopped sending") }, "\(probe.standardError)")
            driver.tap(key: UInt(XK_x))
            #expect(probe.waitForLine { $0 == "text x" }, "typing goes on: \(probe.lines.suffix(2))")
            // 10 MB pasted from another client in 64 KiB pieces.
            driver.serveSelection("CLIPBOARD", big, chunk: 65536, timeout: 20, onceOwned: { control(XK_v) }) {
                probe.lines.contains { $0.hasPrefix("text length") }
            }
            #expect(
                probe.lines.contains("text length 10000001 ending fghij"),
                "\(probe.lines.suffix(2)) \(probe.standardError)"
            )
        }

        @Test func altShowsTwoDotsMirroredAroundTheCentreAndAltDragPinches() throws {
            let (probe, driver, window) = try launch(["TAPESTRY_PROBE_IDLE": "1"])
            defer { probe.stop() }
            // Alt goes down with the pointer outside the window: the fingers mirror around the window's centre.
            driver.move(window, 400, 80)
            driver.key(UInt(XK_Alt_L), down: true)
            driver.move(window, 210, 80)
            usleep(200_000)
            // The window is 300×200: the dots sit at the pointer (210, 80) and its mirror (90, 120).
            let shot = driver.screenshot(window)
            func isDot(_ x: Int, _ y: Int) -> Bool { shot.map { Self.isDot($0.pixel(x: x, y: y)) } ?? false }
            #expect(isDot(210, 80) && isDot(90, 120), "grey dots over the red and blue views")
            driver.button(1, down: true)
            driver.move(window, 240, 80)
            driver.button(1, down: false)
            driver.key(UInt(XK_Alt_L), down: false)
            // From 120 points apart to 180 (the pinch measures from where it began, a few points in).
            #expect(
                probe.waitForLine { $0.hasPrefix("pinch ") && (Double($0.dropFirst(6)) ?? 0) > 1.4 },
                "\(probe.lines.suffix(4))")
            #expect(probe.lines.contains("B cancelled 90 80") || probe.lines.contains { $0.hasPrefix("B cancelled") })
            usleep(200_000)
            #expect(
                driver.screenshot(window).map { !Self.isDot($0.pixel(x: 90, y: 120)) } ?? false,
                "the dots went with Alt")
        }

        /// Whether a pixel over the red or blue views is covered by a translucent dot (neither pure colour).
        private static func isDot(_ pixel: PixelBuffer.Pixel) -> Bool {
            let pureRed = pixel.r > 240 && pixel.g < 15 && pixel.b < 15
            let pureBlue = pixel.b > 240 && pixel.r < 15 && pixel.g < 15
            return !pureRed && !pureBlue
        }

        @Test func altPressedOverAViewMirrorsAroundThatPoint() throws {
            let (probe, driver, window) = try launch(["TAPESTRY_PROBE_IDLE": "1"])
            defer { probe.stop() }
            driver.move(window, 250, 60)
            usleep(100_000)
            driver.key(UInt(XK_Alt_L), down: true)
            driver.move(window, 270, 60)
            usleep(100_000)
            driver.button(1, down: true)
            driver.move(window, 290, 60)
            driver.button(1, down: false)
            driver.key(UInt(XK_Alt_L), down: false)
            // From 40 points apart to 80, both fingers on the blue view.
            #expect(
                probe.waitForLine { $0.hasPrefix("pinch ") && (Double($0.dropFirst(6)) ?? 0) > 1.7 },
                "\(probe.lines.suffix(4))")
        }

        @Test func theCursorIsAnIBeamOverTheTextFieldAndTheArrowElsewhere() throws {
            let (probe, driver, window) = try launch()
            defer { probe.stop() }
            func cursorName() -> String? {
                guard let image = XFixesGetCursorImage(driver.display) else { return nil }
                defer { XFree(image) }
                return image.pointee.name.map { String(cString: $0) }
            }
            driver.move(window, 150, 180)
            usleep(200_000)
            let overText = cursorName()
            #expect(
                overText == "text" || overText == "xterm",
                "the theme's I-beam: \(overText ?? "nil") \(probe.standardError)"
            )
            driver.move(window, 50, 50)
            usleep(200_000)
            let elsewhere = cursorName()
            #expect(elsewhere == "default" || elsewhere == "left_ptr", "the arrow: \(elsewhere ?? "nil")")
        }

        @Test func aMediaKeyBecomesARemoteControlEventAndTheChordShakes() throws {
            let (probe, driver, _) = try launch()
            defer { probe.stop() }
            driver.tap(key: UInt(XF86XK_AudioPlay))
            #expect(probe.waitForLine { $0 == "remote remoteControlTogglePlayPause" }, "\(probe.lines)")
            #expect(probe.waitForLine { $0 == "press playPause" })
            driver.key(UInt(XK_Control_L), down: true)
            driver.key(UInt(XK_Super_L), down: true)
            driver.tap(key: UInt(XK_z))
            driver.key(UInt(XK_Super_L), down: false)
            driver.key(UInt(XK_Control_L), down: false)
            #expect(probe.waitForLine { $0 == "shake" }, "\(probe.lines)")
        }

        @Test func wmDeleteWindowClosesTheLastWindowAndEndsTheProgram() throws {
            let (probe, driver, window) = try launch()
            driver.requestClose(window)
            #expect(probe.waitForExit(timeout: 5) == 0)
            #expect(probe.lines.contains("terminating"))
        }

        @Test func wmDeleteWindowMidDragCancelsTheTouchWhereItWasFirst() throws {
            let (probe, driver, window) = try launch()
            driver.move(window, 250, 50)
            driver.button(1, down: true)
            #expect(probe.waitForLine { $0 == "B began" })
            driver.move(window, 270, 60)
            #expect(probe.waitForLine { $0 == "B moved 120 60" })
            driver.requestClose(window)
            #expect(probe.waitForExit(timeout: 5) == 0)
            driver.button(1, down: false)
            let cancelled = probe.lines.firstIndex { $0.hasPrefix("B cancelled") }
            #expect(
                probe.lines.contains("B cancelled 120 60"), "cancelled at its last location, not (0, 0): \(probe.lines)"
            )
            #expect(cancelled != nil && cancelled! < probe.lines.firstIndex(of: "terminating")!)
        }

        @Test func aWindowDestroyedByAnotherClientMidDragCancelsTheTouchAndEndsWithAMessage() throws {
            let (probe, driver, window) = try launch()
            defer { probe.stop() }
            driver.move(window, 250, 50)
            driver.button(1, down: true)
            #expect(probe.waitForLine { $0 == "B began" })
            XDestroyWindow(driver.display, window)
            XSync(driver.display, 0)
            #expect(probe.waitForLine { $0.hasPrefix("B cancelled") })
            #expect(probe.waitForExit(timeout: 5) == 0)
            driver.button(1, down: false)
            #expect(
                probe.standardError.contains("was destroyed by another client; no window is left, exiting"),
                "\(probe.standardError)")
        }

        @Test func aResizeLaysOutAndRedraws() throws {
            let (probe, driver, window) = try launch()
            defer { probe.stop() }
            XResizeWindow(driver.display, window, 400, 260)
            XSync(driver.display, 0)
            #expect(probe.waitForLine { $0 == "layout 400x260" })
            usleep(200_000)
            let pixels = driver.screenshot(window)
            #expect(pixels?.width == 400)
            #expect(
                pixels?.pixel(x: 390, y: 100) == .init(r: 0, g: 0, b: 255, a: 255), "B now reaches the new right edge")
        }

        @Test func aGeometryRequestResizesTheXWindowAndTheAppLaysOutAtTheNewSize() throws {
            let (probe, driver, window) = try launch(["TAPESTRY_PROBE_GEOMETRY": "1"])
            defer { probe.stop() }
            #expect(probe.waitForLine { $0 == "frame request true" })
            #expect(probe.waitForLine { $0 == "layout 360x240" }, "the window manager's answer resized the window")
            var attributes = XWindowAttributes()
            XGetWindowAttributes(driver.display, window, &attributes)
            #expect(attributes.width == 360 && attributes.height == 240)
        }

        @Test func theWindowsMinimumSizeFollowsItsRequiredConstraints() throws {
            let (probe, driver, window) = try launch(["TAPESTRY_PROBE_CONSTRAINED": "1"])
            defer { probe.stop() }
            var minimum: (Int32, Int32)?
            let deadline = Date().addingTimeInterval(5)
            while minimum == nil && Date() < deadline {
                minimum = driver.minimumSizeHint(window)
                if minimum == nil { usleep(20_000) }
            }
            #expect(minimum.map { $0 == (160, 130) } == true, "WM_NORMAL_HINTS minimum: \(String(describing: minimum))")
        }

        @Test func aRightClickOpensAContextMenuInAPopupThatTheKeysAndAClickOutsideWork() throws {
            let (probe, driver, window) = try launch()
            defer { probe.stop() }
            driver.move(window, 200, 60)
            usleep(50_000)
            driver.button(3, down: true)
            driver.button(3, down: false)
            #expect(probe.waitForLine { $0 == "menu at 50 60" })
            guard let menu = driver.window(named: "Probe menu") else {
                Issue.record("no menu window")
                return
            }
            var attributes = XWindowAttributes()
            XGetWindowAttributes(driver.display, menu, &attributes)
            #expect(attributes.override_redirect != 0, "a popup without decorations")
            usleep(100_000)
            driver.tap(key: UInt(XK_Down))
            driver.tap(key: UInt(XK_Down))
            driver.tap(key: UInt(XK_Return))
            #expect(probe.waitForLine { $0 == "menu Second" })
            #expect(driver.windowGone(named: "Probe menu"), "chosen: the menu closed")
            // Open again, then click outside every window of the app: it closes and nothing else happens.
            driver.move(window, 200, 60)
            usleep(50_000)
            driver.button(3, down: true)
            driver.button(3, down: false)
            #expect(driver.window(named: "Probe menu") != nil)
            usleep(100_000)
            XTestFakeMotionEvent(driver.display, -1, 900, 700, 0)
            driver.button(1, down: true)
            driver.button(1, down: false)
            XSync(driver.display, 0)
            usleep(200_000)
            #expect(driver.windowGone(named: "Probe menu"), "a click outside closed it")
            #expect(!probe.lines.contains("menu First"))
        }

        @Test func theScreenshotMatchesTheOffscreenRender() throws {
            let path = NSTemporaryDirectory() + "tapestry-probe-\(getpid()).png"
            let (probe, driver, window) = try launch(["TAPESTRY_PROBE_RENDER": path])
            defer { probe.stop() }
            let shown = driver.screenshot(window)
            let rendered = try PixelBuffer(pngData: Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(shown != nil)
            if let shown {
                #expect(shown.differingPixels(from: rendered, tolerance: 2) == 0)
                #expect(shown.pixel(x: 10, y: 10) == .init(r: 255, g: 0, b: 0, a: 255))
            }
        }

        /// Pixels reach the window through a shared-memory segment (MIT-SHM) when the server allows it, and through
        /// the socket with `TAPESTRY_X11_NO_MITSHM=1`: the same pixels either way, also frame after frame of an
        /// animation, where each frame is drawn into memory the server may still be reading.
        @Test(arguments: [false, true])
        func windowPixelsReachTheScreenThroughSharedMemoryOrTheSocket(socketOnly: Bool) throws {
            let path = NSTemporaryDirectory() + "tapestry-probe-shm-\(getpid())-\(socketOnly).png"
            let (probe, driver, window) = try launch([
                "TAPESTRY_PROBE_RENDER": path, "TAPESTRY_X11_NO_MITSHM": socketOnly ? "1" : "",
            ])
            defer { probe.stop() }
            // A System V segment mapped into the app is the shared surface (the server holds the other mapping).
            let maps =
                (try? String(contentsOfFile: "/proc/\(probe.process.processIdentifier)/maps", encoding: .utf8)) ?? ""
            #expect(maps.contains("/SYSV") == !socketOnly, "shared memory \(socketOnly ? "off" : "on")")
            let rendered = try PixelBuffer(pngData: Data(contentsOf: URL(fileURLWithPath: path)))
            let shown = driver.screenshot(window)
            #expect(shown.map { $0.differingPixels(from: rendered, tolerance: 2) } == 0)
            // A tap on A fades it to half its opacity over 0.3 s: about twenty frames, the last one half red.
            driver.click(window, 75, 80)
            #expect(probe.waitForLine { $0.hasPrefix("animation done true") })
            usleep(100_000)
            let faded = driver.screenshot(window)?.pixel(x: 10, y: 10)
            #expect(
                faded?.r == 255 && (120...135).contains(faded?.g ?? 0),
                "half-transparent red: \(String(describing: faded))"
            )
        }

        @Test func hiDPIScalesTheWindowAndTheInput() throws {
            let (probe, driver, window) = try launch(["TAPESTRY_SCALE": "2"])
            defer { probe.stop() }
            let pixels = driver.screenshot(window)
            #expect(pixels?.width == 600 && pixels?.height == 400, "300×200 points at scale 2")
            #expect(pixels?.pixel(x: 20, y: 20) == .init(r: 255, g: 0, b: 0, a: 255))
            driver.click(window, 500, 100)  // pixel (500, 100) is point (250, 50): view B
            #expect(probe.waitForLine { $0 == "B ended" })
            #expect(probe.lines.contains("layout 300x200"))
        }

        @Test func anIdleAppUsesNoCPU() throws {
            // No focused text field, so no caret blinks: nothing at all is due (a blinking caret redraws twice a
            // second, which a loaded machine can charge a clock tick or two).
            let (probe, _, _) = try launch(["TAPESTRY_PROBE_IDLE": "1"])
            defer { probe.stop() }
            usleep(300_000)
            let before = probe.cpuTicks
            usleep(2_000_000)
            let after = probe.cpuTicks
            #expect(before >= 0)
            #expect(after - before <= 1, "an idle window accumulates no CPU time (\(after - before) ticks in 2 s)")
        }

        @Test func killingTheXServerEndsTheAppWithAMessage() throws {
            let xvfb = try PrivateXvfb()
            defer { xvfb.kill() }
            let title = "Tapestry Probe \(UUID().uuidString.prefix(8))"
            let probe = try ProbeProcess(display: xvfb.name, environment: ["TAPESTRY_PROBE_TITLE": title])
            defer { probe.stop() }
            #expect(probe.waitForLine(timeout: 10) { $0 == "ready" }, "\(probe.standardError)")
            // Mid-drag: the touch is cancelled before the program ends. The driver's own connection is closed
            // first (Xlib would end this test process when its server goes away).
            do {
                let driver = try XTestDriver(display: xvfb.name)
                if let window = driver.window(named: title) {
                    #expect(probe.waitForLine { $0.hasPrefix("layout") })
                    usleep(100_000)
                    driver.move(window, 250, 50)
                    driver.button(1, down: true)
                    #expect(probe.waitForLine { $0 == "B began" })
                }
            }
            xvfb.kill()
            let status = probe.waitForExit(timeout: 10)
            #expect(status == 1)
            #expect(probe.standardError.contains("lost the connection to display"), "\(probe.standardError)")
            #expect(probe.lines.contains { $0.hasPrefix("B cancelled") }, "\(probe.lines)")
        }

        @Test func noDisplayIsOneClearLineAndStatusOne() throws {
            let probe = try ProbeProcess(display: ":4097")
            #expect(probe.waitForExit(timeout: 5) == 1)
            #expect(probe.standardError.contains("X11: cannot open display \":4097\""))
        }
    }
}
