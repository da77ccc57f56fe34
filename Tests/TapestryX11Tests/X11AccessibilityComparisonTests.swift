import Foundation
import Testing

extension X11Display {
    /// The same screen read side by side by the same AT-SPI client (libatspi, as Orca uses it): the accessibility
    /// probe built with Tapestry, and built with GTK 4 (Fixtures/gtk-a11y-peer.c), each on its own private
    /// accessibility desktop under Xvfb.
    @Suite final class X11AccessibilityComparisonTests: OwnXvfbSuite {
        /// The screen as the client reads it: each element by name.
        func read(_ executable: String, app: String, environment extra: [String: String] = [:]) throws -> [String:
            [String:
            Any]]
        {
            let bus = try AccessibilityBus()
            defer { bus.stop() }
            let process = try ProbeProcess(
                display: displayName, executable: executable, environment: bus.environment.merging(extra) { $1 })
            defer { process.stop() }
            #expect(process.waitForLine { $0 == "ready" })
            let output = try bus.client(app: app, ["settle", "dump"])
            let tree = try #require(output.last?["tree"] as? [String: Any])
            func flatten(_ node: [String: Any]) -> [[String: Any]] {
                [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(flatten)
            }
            var byName: [String: [String: Any]] = [:]
            for element in flatten(tree) {
                guard let name = element["name"] as? String, !name.isEmpty, byName[name] == nil else { continue }
                byName[name] = element
            }
            return byName
        }

        @Test func tapestryReadsAsGTK4ReadsOnTheSameScreen() throws {
            let gtk = try read(
                buildGTKFixture("gtk-a11y-peer").path, app: "gtk-a11y-peer",
                environment: ["GDK_BACKEND": "x11", "GSK_RENDERER": "cairo"])
            let ours = try read(X11AccessibilityTests.app, app: X11AccessibilityTests.app)
            // Roles where UIKit's element differs from GTK 4.8's widget: a UISwitch is a toggle button (GTK 4.8 reads
            // its switch as a check box), a text field an entry (GTK's is "text").
            let sameRole: Set<[String]> = [["check box", "toggle button"], ["text", "entry"]]
            for name in ["Settings", "Save", "Wi-Fi", "Volume", "Name", "Favourite", "Ready"] {
                let g = try #require(gtk[name], "GTK 4 shows \(name)")
                let t = try #require(ours[name], "Tapestry shows \(name)")
                let roles = [g["role"] as? String ?? "", t["role"] as? String ?? ""]
                #expect(roles[0] == roles[1] || sameRole.contains(roles), "\(name): GTK \(roles[0]), ours \(roles[1])")
                #expect(
                    (g["description"] as? String ?? "") == (t["description"] as? String ?? ""), "\(name)'s description")
                // Every state GTK gives (but the focus GTK puts on its first button) is ours too.
                let gtkStates = Set(g["states"] as? [String] ?? []).subtracting(["focused"])
                let ourStates = Set(t["states"] as? [String] ?? [])
                #expect(
                    gtkStates.isSubset(of: ourStates), "\(name): GTK \(gtkStates.sorted()), ours \(ourStates.sorted())")
                // Every interface GTK offers is ours too, but GTK's widget actions (a label's clipboard menu, an entry's
                // activate) that UIKit's elements do not have.
                let gtkInterfaces = Set(g["interfaces"] as? [String] ?? []).subtracting(["Action"])
                #expect(gtkInterfaces.isSubset(of: Set(t["interfaces"] as? [String] ?? [])), "\(name)'s interfaces")
                #expect((g["value"] as? Double) == (t["value"] as? Double), "\(name)'s value")
                #expect((g["range"] as? [Double]) == (t["range"] as? [Double]), "\(name)'s range")
            }
            #expect(gtk["Secret"] == nil && ours["Secret"] == nil, "a hidden subtree is left out by both")
        }

        /// Every scenario of the demo gallery opened through AT-SPI, as a screen reader user would: each button
        /// activated by name opens its window, whose heading and controls read by name.
        @Test func everyGalleryScenarioOpensAndReadsThroughAtSpi() throws {
            let scenarios: [(title: String, heading: String)] = [
                ("1. Overlapping views (seed 000)", "1 · Three overlapping views with tap recognizers"),
                ("2. A–E hit-test (seed 003)", "2 · Apple's A–E hit-test example"),
                ("3. Covered button (seed 001)", "3 · A button half under a translucent cover"),
                ("4. Overflowing child (001, 004)", "4 · A child sticking out of its parent"),
                ("5. Responder chain (seed 002)", "5 · The responder chain of what you click"),
                ("6. Guide overlay (seed 000)", "6 · The guide overlay with holes over real buttons"),
                ("7. Custom keyboard (seed 004)", "7 · A text view with its own keyboard"),
                ("8. Modal dismissal (seed 003)", "8 · A sheet dismissed by its dimmed background"),
                ("9. Skipped views (001, 003, 004)", "9 · Hidden, alpha 0.01, non-interactive, image views"),
                ("10. Gesture playground", "10 · Gesture playground"),
                ("11. Controls and scroll view", "11 · Controls and a scroll view full of buttons"),
                ("12. Presses, shake, remote", "12 · Presses, shake and remote control"),
                ("13. Spring playground", "13 · A spring playground"),
                ("14. Fling a card", "14 · A card you fling that springs back"),
                ("15. Scrubbed animator", "15 · A property animator scrubbed by a pan"),
                ("16. Bounce and paging", "16 · Scroll physics: bounce and paging"),
                ("17. Layers and transitions", "17 · CAShapeLayer, CAGradientLayer, a transition"),
                ("18. Live constraints", "18 · Auto Layout live: constants, wrapping, stacks"),
                ("19. Text editor", "19 · A text view: selection, undo, input methods"),
                ("20. Drag and drop", "20 · Drag and drop: views, windows, apps"),
            ]
            let bus = try AccessibilityBus()
            defer { bus.stop() }
            let app = try ProbeProcess(display: displayName, executable: "tapestry-demo", environment: bus.environment)
            defer { app.stop() }
            let steps = scenarios.flatMap { ["do:\($0.title):click", "appear:\($0.heading)"] } + ["settle", "dump"]
            let output = try bus.client(app: "tapestry-demo", steps)
            for (index, scenario) in scenarios.enumerated() {
                #expect(output[2 * index]["result"] as? Bool == true, "\(scenario.title) activated")
                #expect(output[2 * index + 1]["appeared"] as? Bool == true, "\(scenario.heading) read")
            }
            // Every scenario was checked above; the whole tree is read at the end, once more by a second client when
            // the first ended without it (a client walking twenty windows on two loaded cores has lost its read).
            var dumped = output.last?["tree"] as? [String: Any]
            var failures = output.last?["failures"] as? [String] ?? ["the client ended without the dump"]
            if dumped == nil {
                let again = try bus.client(app: "tapestry-demo", ["settle", "dump"]).last
                dumped = again?["tree"] as? [String: Any]
                failures += again?["failures"] as? [String] ?? ["the second client ended without the dump"]
            }
            let tree = try #require(dumped, "the tree was not read: \(failures)")
            let frames = (tree["children"] as? [[String: Any]]) ?? []
            func flatten(_ node: [String: Any]) -> [[String: Any]] {
                [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(flatten)
            }
            for scenario in scenarios {
                let frame = frames.first { $0["name"] as? String == "Tapestry — \(scenario.title)" }
                #expect(frame != nil, "a window for \(scenario.title)")
                let elements = frame.map(flatten) ?? []
                #expect(elements.contains { $0["name"] as? String == scenario.heading })
                let unnamed = elements.filter {
                    ["push button", "toggle button", "slider", "check box"].contains($0["role"] as? String ?? "")
                        && ($0["name"] as? String ?? "").isEmpty
                }
                #expect(
                    unnamed.isEmpty, "\(scenario.title): controls without a name: \(unnamed.map { $0["role"] ?? "" })")
            }
        }

        /// Every screen of the catalog opened and read through AT-SPI as a reader user goes: each row activated by
        /// name (the list scrolled with the wheel to bring the next rows on screen), the screen read, Back activated.
        @Test func everyCatalogScreenOpensAndReadsThroughAtSpi() throws {
            let titles = [
                "Buttons", "Switches", "Sliders", "Steppers", "Segmented controls", "Text fields", "Text views",
                "Attributed text", "Alerts", "Menus", "Sheets", "Toolbar", "Activity and progress", "Page control",
                "Picker",
                "Search", "Collection view", "Editing a table", "Settings", "Stack views", "Animations", "Gestures",
                "The seeds' scenarios",
            ]
            let bus = try AccessibilityBus()
            defer { bus.stop() }
            let app = try ProbeProcess(
                display: displayName, executable: "tapestry-demo", environment: bus.environment,
                arguments: ["--catalog"])
            defer { app.stop() }
            let driver = try XTestDriver(display: displayName)
            let window = try #require(driver.window(named: "UIKit Catalog"))
            func flatten(_ node: [String: Any]) -> [[String: Any]] {
                [node] + ((node["children"] as? [[String: Any]]) ?? []).flatMap(flatten)
            }
            func rows() throws -> [String] {
                let tree = try #require(
                    try bus.client(app: "tapestry-demo", ["settle", "dump"]).last?["tree"] as? [String: Any])
                let items = flatten(tree).filter { $0["role"] as? String == "list item" }
                #expect(items.allSatisfy { !($0["name"] as? String ?? "").isEmpty }, "every row named")
                return items.compactMap { $0["name"] as? String }
            }
            // The rows once the list has stopped moving (a wheel scroll decelerates for a while, and a row
            // activated while it moves only stops it, as a tap on a moving list does): read until two reads agree.
            func settledRows() throws -> [String] {
                var last = try rows()
                for _ in 0..<10 {
                    let next = try rows()
                    if next == last { return next }
                    last = next
                }
                return last
            }
            for title in titles {
                var visible = try settledRows()
                var scrolls = 0
                while !visible.contains(title), scrolls < 12 {
                    driver.move(window, 240, 500)
                    for _ in 0..<3 {
                        driver.button(5, down: true)
                        driver.button(5, down: false)
                    }
                    scrolls += 1
                    visible = try settledRows()
                }
                try #require(visible.contains(title), "\(title) among the rows \(visible)")
                let other = try #require(visible.first { $0 != title })
                let output = try bus.client(
                    app: "tapestry-demo",
                    ["do:\(title):click", "gone:\(other)", "settle", "dump", "do:Back:click", "appear:\(title)"])
                #expect(
                    output.first?["result"] as? Bool == true && output[1]["gone"] as? Bool == true,
                    "\(title) opened, \(other) gone")
                let screen = flatten(try #require(output[3]["tree"] as? [String: Any]))
                #expect(screen.contains { $0["role"] as? String == "heading" && $0["name"] as? String == title })
                // Controls need a name; text reads by its content (a read-only text view is its text).
                let unnamed = screen.filter {
                    ["push button", "toggle button", "slider", "entry"].contains($0["role"] as? String ?? "")
                        && ($0["name"] as? String ?? "").isEmpty && ($0["text"] as? String ?? "").isEmpty
                }
                #expect(
                    unnamed.isEmpty,
                    "\(title): controls without a name: \(unnamed.map { "\($0["role"] ?? "") \($0["extents"] ?? "")" })"
                )
                #expect(output.last?["appeared"] as? Bool == true, "back from \(title)")
            }
        }
    }
}
