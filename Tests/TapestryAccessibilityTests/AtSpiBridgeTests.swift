import CGio
import Foundation
@_spi(Accessibility) import Tapestry
import Testing

@testable import TapestryAccessibility

/// The bridge's answers to AT-SPI's methods and the events it sends, without a bus: each call is answered as
/// it would be on the accessibility bus (X11AccessibilityTests runs the same against libatspi on a real one).
@MainActor
@Suite struct AtSpiBridgeTests {
    @MainActor final class Screen {
        let toggle = UISwitch(frame: CGRect(x: 16, y: 90, width: 63, height: 28))
        let slider = UISlider(frame: CGRect(x: 16, y: 130, width: 200, height: 30))
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24))
        let field = UITextField(frame: CGRect(x: 16, y: 170, width: 200, height: 30))
        let bridge: AtSpiBridge
        var signals: [(path: String, interface: String, member: String, arguments: DBusValue)] = []

        init() {
            UIApplication.replaceShared()  // a fresh application for each test
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
            let controller = UIViewController()
            controller.title = "Screen"
            window.rootViewController = controller
            label.text = "Hello world. Second line"
            toggle.accessibilityLabel = "Wi-Fi"
            slider.accessibilityLabel = "Volume"
            slider.value = 0.5
            field.placeholder = "Name"
            for view in [label, toggle, slider, field] { controller.view.addSubview(view) }
            window.makeKeyAndVisible()
            UIApplication.shared.frameStep.run()
            // A window 100 px right and 50 px down on the screen, at scale 2.
            bridge = AtSpiBridge(application: .shared, connection: nil) { _ in (CGPoint(x: 100, y: 50), 2) }
            bridge.sendSignal = { [unowned self] in self.signals.append(($0, $1, $2, $3)) }
        }

        func path(_ object: AnyObject) -> String { bridge.path(of: bridge.tree.id(of: object) ?? -1) }
        var windowPath: String { bridge.path(of: bridge.tree.nodes[0]?.children.first ?? -1) }

        func call(_ path: String, _ interface: String, _ member: String, _ arguments: [DBusValue] = []) -> AtSpiReply {
            let body = tapestry_g_variant_ref_sink(DBusValue.tuple(arguments).makeVariant())
            defer { tapestry_g_variant_unref(body) }
            return bridge.answer(path: path, interface: interface, member: member, arguments: DBusArguments(body: body))
        }

        /// The elements of a reply's first argument, an array.
        func array(_ reply: AtSpiReply) -> [DBusValue]? {
            guard case .value(.tuple(let items)) = reply, case .array(_, let elements) = items.first else { return nil }
            return elements
        }

        func property(_ path: String, _ interface: String, _ name: String) -> DBusValue? {
            guard
                case .value(.tuple(let items)) = call(
                    path, "org.freedesktop.DBus.Properties", "Get", [.string(interface), .string(name)]),
                case .variant(let value) = items.first
            else { return nil }
            return value
        }
    }

    @Test func theEnvironmentDecidesWhetherTheBridgeMayStart() {
        let bus = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/tmp/bus"]
        #expect(AtSpiBridge.environmentChoice(bus) == (true, false))
        #expect(AtSpiBridge.environmentChoice(bus.merging(["NO_AT_BRIDGE": "1"]) { $1 }) == (false, false))
        #expect(AtSpiBridge.environmentChoice(bus.merging(["TAPESTRY_ACCESSIBILITY": "0"]) { $1 }) == (false, false))
        #expect(AtSpiBridge.environmentChoice(bus.merging(["TAPESTRY_ACCESSIBILITY": "1"]) { $1 }) == (true, true))
        #expect(AtSpiBridge.environmentChoice([:]) == (false, false))
    }

    @Test func theTreeIsAnsweredWithRolesNamesStatesAndChildren() {
        let screen = Screen()
        let root = AtSpiBridge.rootPath
        #expect(screen.call(root, "org.a11y.atspi.Accessible", "GetRole") == .value(.tuple([.uint32(75)])))
        #expect(screen.property(root, "org.a11y.atspi.Application", "ToolkitName") == .string("Tapestry"))
        #expect(screen.property(root, "org.a11y.atspi.Accessible", "Parent") == screen.bridge.desktopReference)
        #expect(screen.property(screen.windowPath, "org.a11y.atspi.Accessible", "Name") == .string("Screen"))
        let children = screen.array(screen.call(screen.windowPath, "org.a11y.atspi.Accessible", "GetChildren")) ?? []
        #expect(children.count == 4 && children[1] == screen.bridge.reference(screen.bridge.tree.id(of: screen.toggle)))
        let toggle = screen.path(screen.toggle)
        #expect(
            screen.call(toggle, "org.a11y.atspi.Accessible", "GetRoleName")
                == .value(.tuple([.string("toggle button")])))
        #expect(screen.property(toggle, "org.a11y.atspi.Accessible", "Name") == .string("Wi-Fi"))
        // Enabled (8), sensitive (24), showing (25), visible (30), focusable (11), checkable (41).
        let words: [UInt32] = [1 << 8 | 1 << 24 | 1 << 25 | 1 << 30 | 1 << 11, 1 << (41 - 32)]
        #expect(
            screen.call(toggle, "org.a11y.atspi.Accessible", "GetState")
                == .value(.tuple([.array(elementType: "u", words.map { .uint32($0) })])))
        let interfaces = screen.array(screen.call(toggle, "org.a11y.atspi.Accessible", "GetInterfaces")) ?? []
        #expect(
            interfaces.contains(.string("org.a11y.atspi.Action"))
                && interfaces.contains(.string("org.a11y.atspi.Component")))
        guard
            case .error(let name, _) = screen.call(
                "/org/a11y/atspi/accessible/999", "org.a11y.atspi.Accessible", "GetRole")
        else { Issue.record("a missing object answered"); return }
        #expect(name == "org.freedesktop.DBus.Error.UnknownObject")
        #expect(
            screen.call("/org/a11y/atspi/cache", "org.a11y.atspi.Cache", "GetItems")
                == .value(.tuple([.array(elementType: "((so)(so)(so)iiassusau)", [])])))
    }

    @Test func extentsAreInScreenPixels() {
        let screen = Screen()
        let toggle = screen.path(screen.toggle)
        // (16, 90, 63, 28) points at scale 2, in a window at (100, 50).
        #expect(
            screen.call(toggle, "org.a11y.atspi.Component", "GetExtents", [.uint32(0)])
                == .value(.tuple([.tuple([.int32(132), .int32(230), .int32(126), .int32(56)])])))
        #expect(
            screen.call(toggle, "org.a11y.atspi.Component", "GetExtents", [.uint32(1)])
                == .value(.tuple([.tuple([.int32(32), .int32(180), .int32(126), .int32(56)])])))
        #expect(
            screen.call(
                screen.windowPath, "org.a11y.atspi.Component", "GetAccessibleAtPoint",
                [.int32(140), .int32(240), .uint32(0)])
                == .value(.tuple([screen.bridge.reference(screen.bridge.tree.id(of: screen.toggle))])))
        #expect(
            screen.call(toggle, "org.a11y.atspi.Component", "Contains", [.int32(10), .int32(10), .uint32(0)])
                == .value(.tuple([.bool(false)])))
    }

    @Test func actionsAndValuesChangeTheAppAndAreToldAsEvents() {
        let screen = Screen()
        let toggle = screen.path(screen.toggle)
        #expect(
            screen.call(toggle, "org.a11y.atspi.Action", "GetName", [.int32(0)]) == .value(.tuple([.string("click")])))
        #expect(screen.call(toggle, "org.a11y.atspi.Action", "DoAction", [.int32(0)]) == .value(.tuple([.bool(true)])))
        #expect(screen.toggle.isOn)
        #expect(
            screen.signals.contains {
                $0.path == toggle && $0.member == "StateChanged"
                    && $0.arguments
                        == .tuple([
                            .string("checked"), .int32(1), .int32(0), .variant(.int32(0)),
                            .array(elementType: "{sv}", []),
                        ])
            })
        let slider = screen.path(screen.slider)
        #expect(screen.property(slider, "org.a11y.atspi.Value", "CurrentValue") == .double(0.5))
        #expect(
            screen.call(
                slider, "org.freedesktop.DBus.Properties", "Set",
                [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(0.25))]) == .empty)
        #expect(screen.slider.value == 0.25)
        #expect(screen.signals.contains { $0.path == slider && $0.member == "PropertyChange" })
        guard
            case .error = screen.call(
                toggle, "org.freedesktop.DBus.Properties", "Set",
                [.string("org.a11y.atspi.Value"), .string("CurrentValue"), .variant(.double(1))])
        else { Issue.record("a switch took a number"); return }
        // The app's own changes go out at the next frame step.
        screen.signals.removeAll()
        screen.label.text = "Changed"
        UIApplication.shared.frameStep.run()
        screen.bridge.refresh()
        #expect(
            screen.signals.contains {
                $0.member == "PropertyChange"
                    && $0.arguments
                        == .tuple([
                            .string("accessible-name"), .int32(0), .int32(0), .variant(.string("Changed")),
                            .array(elementType: "{sv}", []),
                        ])
            })
        #expect(screen.signals.contains { $0.member == "TextChanged" })
    }

    @Test func textIsReadByUnitAndEditedThroughTheField() {
        let screen = Screen()
        let label = screen.path(screen.label)
        #expect(
            screen.call(label, "org.a11y.atspi.Text", "GetText", [.int32(0), .int32(-1)])
                == .value(.tuple([.string("Hello world. Second line")])))
        #expect(
            screen.call(label, "org.a11y.atspi.Text", "GetStringAtOffset", [.int32(7), .uint32(1)])
                == .value(.tuple([.string("world"), .int32(6), .int32(11)])))
        #expect(
            screen.call(label, "org.a11y.atspi.Text", "GetTextAtOffset", [.int32(1), .uint32(1)])
                == .value(.tuple([.string("Hello "), .int32(0), .int32(6)])))
        #expect(
            screen.call(label, "org.a11y.atspi.Text", "GetCharacterAtOffset", [.int32(1)])
                == .value(.tuple([.int32(101)])))
        #expect(screen.property(label, "org.a11y.atspi.Text", "CharacterCount") == .int32(24))
        let field = screen.path(screen.field)
        #expect(
            screen.call(field, "org.a11y.atspi.EditableText", "InsertText", [.int32(0), .string("Ada"), .int32(3)])
                == .value(.tuple([.bool(true)])))
        #expect(screen.field.text == "Ada")
        #expect(
            screen.call(field, "org.a11y.atspi.EditableText", "DeleteText", [.int32(0), .int32(1)])
                == .value(.tuple([.bool(true)])))
        #expect(screen.field.text == "da")
        #expect(
            screen.signals.contains {
                $0.member == "TextChanged"
                    && $0.arguments
                        == .tuple([
                            .string("insert"), .int32(0), .int32(3), .variant(.string("Ada")),
                            .array(elementType: "{sv}", []),
                        ])
            })
        #expect(
            screen.call(label, "org.a11y.atspi.EditableText", "InsertText", [.int32(0), .string("x"), .int32(1)])
                == .value(.tuple([.bool(false)])))
    }

    @Test func announcementsAreSpokenFromTheFocusedWindow() {
        let screen = Screen()
        UIAccessibility.observer = { [weak bridge = screen.bridge] notification, argument in
            bridge?.post(notification, argument: argument)
        }
        defer { UIAccessibility.observer = nil }
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(
            screen.signals.contains {
                $0.path == screen.windowPath && $0.interface == "org.a11y.atspi.Event.Object"
                    && $0.member == "Announcement"
                    && $0.arguments
                        == .tuple([
                            .string(""), .int32(1), .int32(0), .variant(.string("Saved")),
                            .array(elementType: "{sv}", []),
                        ])
            })
    }

    /// Text attributes: the defaults, a run with or without them, and one attribute's value.
    /// A screen reader reading the tree sends a call a property, and each wakes the loop for a step: a step that
    /// changed nothing on the screen and followed only reading calls puts the walk off, a tenth of a second at
    /// the most, while a step that drew, laid out or fired a timer, or followed a call that may change the app,
    /// walks at once.
    @Test func aStepThatChangedNothingPutsTheWalkOffATenthOfASecondAtTheMost() throws {
        let screen = Screen()
        let application = UIApplication.shared
        application.clock.useVirtualTime()
        let window = try #require(application.keyWindow)
        func step() {
            application.frameStep.run()
            screen.bridge.stepped()
            _ = window.takeDamage()  // what a backend's present after the step does
        }
        func name() -> String? {
            screen.bridge.tree.id(of: screen.label).flatMap { screen.bridge.tree.nodes[$0]?.name }
        }
        step()
        #expect(name() == "Hello world. Second line")
        #expect(AtSpiBridge.onlyReads(interface: "org.freedesktop.DBus.Properties", member: "Get"))
        #expect(AtSpiBridge.onlyReads(interface: "org.a11y.atspi.Selection", member: "IsChildSelected"))
        #expect(!AtSpiBridge.onlyReads(interface: "org.freedesktop.DBus.Properties", member: "Set"))
        #expect(!AtSpiBridge.onlyReads(interface: "org.a11y.atspi.Action", member: "DoAction"))

        // Changed without drawing, then a reading call and its step: the walk waits.
        application.clock.advance(by: 0.01)
        screen.label.accessibilityLabel = "Renamed"
        _ = screen.call(screen.path(screen.label), "org.a11y.atspi.Accessible", "GetRole")
        step()
        #expect(!application.frameStep.stepChangedTheScreen)
        #expect(name() == "Hello world. Second line")
        screen.signals.removeAll()
        // A tenth of a second after the last walk, its timer wakes the loop; the step it fires in walks.
        application.clock.advance(by: 0.1)
        #expect(name() == "Hello world. Second line", "the timer only wakes the loop")
        step()
        #expect(name() == "Renamed")
        #expect(screen.signals.contains { $0.member == "PropertyChange" })

        // A call that may change the app: the next step walks at once.
        application.clock.advance(by: 0.01)
        screen.label.accessibilityLabel = "Renamed again"
        _ = screen.call(screen.path(screen.field), "org.a11y.atspi.Component", "GrabFocus")
        step()
        #expect(name() == "Renamed again")

        // A step that laid out and left something to draw walks at once too.
        application.clock.advance(by: 0.01)
        screen.label.accessibilityLabel = "Third"
        screen.label.text = "Changed text"
        step()
        #expect(application.frameStep.stepChangedTheScreen)
        #expect(name() == "Third")
    }

    @Test func textAttributesAnswerInAtSpiTerms() {
        let screen = Screen()
        let text = NSMutableAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17)])
        text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 6, length: 5))
        screen.label.attributedText = text
        UIApplication.shared.frameStep.run()
        screen.bridge.tree.refresh()
        let label = screen.path(screen.label)
        guard case .value(.tuple(let defaults)) = screen.call(label, "org.a11y.atspi.Text", "GetDefaultAttributes"),
            case .array("{ss}", let entries) = defaults.first
        else {
            Issue.record("no default attributes")
            return
        }
        #expect(entries.contains(.entry(.string("size"), .string("17"))))
        #expect(entries.contains(.entry(.string("weight"), .string("400"))))
        #expect(
            screen.call(label, "org.a11y.atspi.Text", "GetAttributeRun", [.int32(7), .bool(false)])
                == .value(
                    .tuple([
                        .array(elementType: "{ss}", [.entry(.string("weight"), .string("700"))]), .int32(6), .int32(11),
                    ])))
        #expect(
            screen.call(label, "org.a11y.atspi.Text", "GetAttributes", [.int32(2)])
                == .value(.tuple([.array(elementType: "{ss}", []), .int32(0), .int32(6)])))
        #expect(
            screen.call(label, "org.a11y.atspi.Text", "GetAttributeValue", [.int32(8), .string("weight")])
                == .value(.tuple([.string("700")])))
    }

    /// A field's characters have their own extents (in screen pixels: the window's place plus the character's
    /// rectangle, at the window's scale), a point finds its character, and the selection is read and set.
    @Test func charactersHaveExtentsAndTheSelectionIsReadAndSet() {
        let screen = Screen()
        screen.field.text = "Ada Lovelace"
        UIApplication.shared.frameStep.run()
        screen.bridge.tree.refresh()
        let field = screen.path(screen.field)
        guard
            case .value(.tuple(let values)) = screen.call(
                field, "org.a11y.atspi.Text", "GetCharacterExtents", [.int32(4), .uint32(0)]),
            values.count == 4, case .int32(let x) = values[0], case .int32(let y) = values[1],
            case .int32(let width) = values[2]
        else {
            Issue.record("no extents")
            return
        }
        let whole = screen.field.convert(screen.field.bounds, to: nil)
        #expect(x > 100 + Int32(whole.minX * 2) && x < 100 + Int32(whole.maxX * 2), "inside the field: \(x)")
        #expect(y >= 50 + Int32(whole.minY * 2) && width > 0 && width < Int32(whole.width * 2) / 4)
        #expect(
            screen.call(
                field, "org.a11y.atspi.Text", "GetOffsetAtPoint", [.int32(x + width / 2), .int32(y + 4), .uint32(0)])
                == .value(.tuple([.int32(4)])))
        #expect(screen.call(field, "org.a11y.atspi.Text", "GetNSelections") == .value(.tuple([.int32(0)])))
        #expect(
            screen.call(field, "org.a11y.atspi.Text", "AddSelection", [.int32(4), .int32(12)])
                == .value(.tuple([.bool(true)])))
        #expect(screen.field.text(in: screen.field.selectedTextRange!) == "Lovelace")
        #expect(
            screen.call(field, "org.a11y.atspi.Text", "GetSelection", [.int32(0)])
                == .value(.tuple([.int32(4), .int32(12)])))
        #expect(
            screen.call(field, "org.a11y.atspi.Text", "RemoveSelection", [.int32(0)]) == .value(.tuple([.bool(true)])))
        #expect(screen.call(field, "org.a11y.atspi.Text", "GetNSelections") == .value(.tuple([.int32(0)])))
    }
}
