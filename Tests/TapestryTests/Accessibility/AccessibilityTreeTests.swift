import Foundation
import Testing

@_spi(Accessibility) @testable import Tapestry

/// The tree a screen reader sees: UIKit's rules for what is exposed, with roles, names, values and states.
@MainActor
@Suite struct AccessibilityTreeTests {
    /// The screen the issue compares with GTK 4: a button, a switch, a slider, a text field, a label, a custom
    /// element and a hidden subtree.
    static func gallery() -> (UIWindow, UIView, AccessibilityTree) {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, _) = makeWindow(width: 320, height: 480)
        window.rootViewController?.title = "Gallery"
        let title = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 20))
        title.text = "Settings"
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16, y: 40, width: 100, height: 30)
        button.setTitle("Save", for: .normal)
        let toggle = UISwitch(frame: CGRect(x: 16, y: 80, width: 63, height: 28))
        toggle.isOn = true
        let slider = UISlider(frame: CGRect(x: 16, y: 120, width: 200, height: 30))
        slider.value = 0.5
        let field = UITextField(frame: CGRect(x: 16, y: 160, width: 200, height: 30))
        field.placeholder = "Name"
        let custom = UIView(frame: CGRect(x: 16, y: 200, width: 44, height: 44))
        custom.isAccessibilityElement = true
        custom.accessibilityLabel = "Star"
        custom.accessibilityTraits = [.button, .selected]
        custom.accessibilityHint = "Marks the item"
        let hidden = UIView(frame: CGRect(x: 16, y: 250, width: 100, height: 40))
        hidden.accessibilityElementsHidden = true
        let secret = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        secret.text = "Hidden"
        hidden.addSubview(secret)
        let invisible = UILabel(frame: CGRect(x: 16, y: 300, width: 100, height: 20))
        invisible.text = "Transparent"
        invisible.alpha = 0
        let offscreen = UILabel(frame: CGRect(x: 16, y: 900, width: 100, height: 20))
        offscreen.text = "Below"
        for view in [title, button, toggle, slider, field, custom, hidden, invisible, offscreen] {
            root.addSubview(view)
        }
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        return (window, root, tree)
    }

    func node(_ tree: AccessibilityTree, named name: String) -> AccessibilityNode? {
        tree.nodes.values.first { $0.name == name }
    }

    @Test func theGalleryReadsAsUIKitExposesIt() throws {
        let (window, _, tree) = Self.gallery()
        let root = try #require(tree.nodes[AccessibilityTree.rootID])
        #expect(root.role == .application && root.children.count == 1)
        let frame = try #require(tree.nodes[root.children[0]])
        #expect(frame.role == .frame && frame.name == "Gallery" && frame.states.contains(.active))
        #expect(tree.object(for: frame.id) === window)
        let names = frame.children.compactMap { tree.nodes[$0] }.map { "\($0.role.rawValue):\($0.name)" }
        #expect(
            names == ["label:Settings", "pushButton:Save", "toggleButton:", "slider:", "entry:Name", "pushButton:Star"])

        let save = try #require(node(tree, named: "Save"))
        #expect(save.actions == ["click"] && save.states.isSuperset(of: [.enabled, .focusable, .showing]))
        #expect(save.frame == CGRect(x: 16, y: 40, width: 100, height: 30))
        let toggle = try #require(frame.children.compactMap { tree.nodes[$0] }.first { $0.role == .toggleButton })
        #expect(toggle.value == "1" && toggle.states.isSuperset(of: [.checkable, .checked]))
        let slider = try #require(frame.children.compactMap { tree.nodes[$0] }.first { $0.role == .slider })
        #expect(slider.value == "50%" && slider.numericValue?.current == 0.5 && slider.numericValue?.maximum == 1)
        #expect(slider.actions == ["increment", "decrement"])
        let field = try #require(node(tree, named: "Name"))
        #expect(field.value == "" && field.text == "" && field.states.isSuperset(of: [.editable, .singleLine]))
        let star = try #require(node(tree, named: "Star"))
        #expect(star.description == "Marks the item" && star.states.contains(.selected))
        #expect(node(tree, named: "Hidden") == nil && node(tree, named: "Transparent") == nil)
        #expect(node(tree, named: "Below") == nil)
    }

    @Test func changesComeBackAsEventsAScreenReaderFollows() throws {
        let (_, root, tree) = Self.gallery()
        let toggle = try #require(root.subviews.compactMap { $0 as? UISwitch }.first)
        let label = try #require(root.subviews.compactMap { $0 as? UILabel }.first)
        let field = try #require(root.subviews.compactMap { $0 as? UITextField }.first)
        toggle.isOn = false
        label.text = "Preferences"
        field.text = "Ada"
        let added = UILabel(frame: CGRect(x: 200, y: 10, width: 80, height: 20))
        added.text = "New"
        root.addSubview(added)
        UIApplication.shared.frameStep.run()
        let changes = tree.refresh()
        let toggleID = try #require(tree.id(of: toggle))
        let labelID = try #require(tree.id(of: label))
        let fieldID = try #require(tree.id(of: field))
        #expect(changes.contains(.stateChanged(toggleID, .checked, false)))
        #expect(changes.contains(.valueChanged(toggleID)))
        #expect(changes.contains(.nameChanged(labelID)))
        // The smallest change: "Setting" out, "Preference" in, the final "s" kept.
        #expect(changes.contains(.textDeleted(labelID, offset: 0, text: "Setting")))
        #expect(changes.contains(.textInserted(labelID, offset: 0, text: "Preference")))
        #expect(changes.contains(.textInserted(fieldID, offset: 0, text: "Ada")))
        #expect(changes.contains { if case .childrenChanged = $0 { true } else { false } })
        // Nothing changed: nothing to tell.
        #expect(tree.refresh().isEmpty)
    }

    @Test func containersListsCellsSegmentsAndCustomElements() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow(width: 320, height: 480)
        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.frame = CGRect(x: 10, y: 10, width: 200, height: 32)
        segments.selectedSegmentIndex = 1
        root.addSubview(segments)
        let chart = UIView(frame: CGRect(x: 10, y: 50, width: 200, height: 100))
        let bar = UIAccessibilityElement(accessibilityContainer: chart)
        bar.accessibilityLabel = "Monday"
        bar.accessibilityValue = "12"
        bar.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 100)
        chart.accessibilityElements = [bar]
        root.addSubview(chart)
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        let tabs = try #require(tree.nodes.values.first { $0.role == .pageTabList })
        let tabNodes = tabs.children.compactMap { tree.nodes[$0] }
        #expect(tabNodes.map(\.name) == ["Day", "Week"] && tabNodes.allSatisfy { $0.role == .pageTab })
        #expect(tabNodes[1].states.contains(.selected) && !tabNodes[0].states.contains(.selected))
        #expect(tabNodes[0].frame == CGRect(x: 10, y: 10, width: 100, height: 32))
        #expect(tree.perform(action: 0, on: tabNodes[0].id))
        #expect(segments.selectedSegmentIndex == 0)
        let monday = try #require(tree.nodes.values.first { $0.name == "Monday" })
        #expect(monday.value == "12" && monday.frame == CGRect(x: 10, y: 50, width: 20, height: 100))
        #expect(tree.nodes[monday.parent ?? -1]?.role == .panel)
    }

    /// A view's container type makes it a list or a group for the reader, as UIKit's does for VoiceOver.
    @Test func aContainerTypeMakesAListOrAGroup() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow(width: 320, height: 480)
        func box(_ type: UIAccessibilityContainerType, y: CGFloat, label: String) -> UIView {
            let box = UIView(frame: CGRect(x: 0, y: y, width: 200, height: 40))
            box.accessibilityContainerType = type
            let text = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
            text.text = label
            box.addSubview(text)
            root.addSubview(box)
            return box
        }
        _ = box(.list, y: 0, label: "In a list")
        _ = box(.semanticGroup, y: 50, label: "In a group")
        _ = box(.none, y: 100, label: "Loose")
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        func parentRole(of name: String) throws -> AccessibilityRole? {
            let node = try #require(tree.nodes.values.first { $0.name == name })
            return tree.nodes[node.parent ?? -1]?.role
        }
        #expect(try parentRole(of: "In a list") == .list)
        #expect(try parentRole(of: "In a group") == .panel)
        #expect(try parentRole(of: "Loose") != .list && parentRole(of: "Loose") != .panel)
    }

    /// A chart's bars described by model objects, as UIKit reads any `NSObject` a container lists.
    final class Bar: NSObject {}

    @Test func plainObjectsAContainerListsAreReadAndActivated() throws {
        UIApplication.replaceShared()
        let (_, root, _) = makeWindow(width: 320, height: 480)
        let chart = UIControl(frame: CGRect(x: 10, y: 50, width: 200, height: 100))
        var tapped = 0
        chart.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        let bar = Bar()
        bar.isAccessibilityElement = true
        bar.accessibilityLabel = "Tuesday"
        bar.accessibilityValue = "7"
        bar.accessibilityTraits = .button
        bar.accessibilityFrame = CGRect(x: 30, y: 50, width: 20, height: 100)
        let silent = Bar()  // not an element: passed over
        silent.accessibilityLabel = "Hidden"
        chart.accessibilityElements = [bar, silent]
        root.addSubview(chart)
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        let node = try #require(tree.nodes.values.first { $0.name == "Tuesday" })
        #expect(node.value == "7" && node.role == .pushButton && node.frame == bar.accessibilityFrame)
        #expect(!tree.nodes.values.contains { $0.name == "Hidden" })
        // Activation it does not handle taps its activation point, which is on the chart.
        #expect(tree.perform(action: 0, on: node.id))
        UIApplication.shared.frameStep.run()
        #expect(tapped == 1)
    }

    @Test func aModalViewHidesItsSiblings() throws {
        let (_, root, tree) = Self.gallery()
        let sheet = UIView(frame: CGRect(x: 0, y: 300, width: 320, height: 180))
        sheet.accessibilityViewIsModal = true
        let ok = UIButton(type: .system)
        ok.setTitle("OK", for: .normal)
        ok.frame = CGRect(x: 10, y: 10, width: 60, height: 30)
        sheet.addSubview(ok)
        root.addSubview(sheet)
        UIApplication.shared.frameStep.run()
        tree.refresh()
        let dialog = try #require(tree.nodes.values.first { $0.role == .dialog })
        #expect(dialog.states.contains(.modal))
        #expect(dialog.children.compactMap { tree.nodes[$0]?.name } == ["OK"])
        #expect(tree.nodes.values.first { $0.name == "Save" } == nil)
    }

    @Test func aTablesCellsAreListItemsNamedByTheirText() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Source: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.textLabel?.text = "Row \(indexPath.row)"
                cell.detailTextLabel?.text = "Detail"
                if indexPath.row == 0 { cell.accessoryView = UISwitch() }
                return cell
            }
        }
        let (_, root, _) = makeWindow(width: 320, height: 480)
        let source = Source()
        let table = UITableView(frame: root.bounds, style: .plain)
        table.dataSource = source
        root.addSubview(table)
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        let list = try #require(tree.nodes.values.first { $0.role == .list })
        let items = list.children.compactMap { tree.nodes[$0] }
        #expect(items.first?.name == "Row 0, Detail" && items.allSatisfy { $0.role == .listItem })
        // Only the rows on screen (their height depends on the text measurer), not the 30 rows.
        var onScreen = 0
        for cell in table.visibleCells where cell.frame.offsetBy(dx: 0, dy: -table.contentOffset.y).minY < 480 {
            onScreen += 1
        }
        #expect(items.count == onScreen && items.count < 12)
        #expect(items.first.map { $0.children.compactMap { tree.nodes[$0]?.role } } == [.toggleButton])
        let accessory = try #require(items.first?.children.first.flatMap { tree.nodes[$0] })
        #expect(accessory.name == "Row 0, Detail", "the unnamed switch takes its cell's name")
        // A row scrolled partly above the window's top reads whole: its labels are not cut away.
        table.contentOffset.y = table.rectForRow(at: IndexPath(row: 0, section: 0)).height - 3  // 3 pt still seen
        UIApplication.shared.frameStep.run()
        tree.refresh()
        let top = try #require(
            tree.nodes.values.first { $0.role == .list }?.children.compactMap { tree.nodes[$0] }.min {
                $0.frame.minY < $1.frame.minY
            })
        #expect(top.frame.minY < 0 && top.name == "Row 0, Detail", "\(top.frame) \(top.name)")
        withExtendedLifetime(source) {}
    }

    /// Every child a node lists is a node whose parent is that node.
    static func expectConsistent(_ tree: AccessibilityTree, sourceLocation: SourceLocation = #_sourceLocation) {
        for node in tree.nodes.values {
            for child in node.children {
                #expect(
                    tree.nodes[child]?.parent == node.id, "child \(child) of \(node.id)", sourceLocation: sourceLocation
                )
            }
        }
    }

    @Test func theTreeStaysWholeThroughANavigationPush() {
        UIApplication.replaceShared()  // a fresh application for each test
        UIApplication.shared.clock.useVirtualTime()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let first = UIViewController()
        first.title = "First"
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.frame = CGRect(x: 16, y: 120, width: 100, height: 30)
        first.view.addSubview(button)
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        let second = UIViewController()
        second.title = "Second"
        let toggle = UISwitch(frame: CGRect(x: 16, y: 120, width: 63, height: 28))
        second.view.addSubview(toggle)
        navigation.pushViewController(second, animated: true)
        for _ in 0..<30 {
            UIApplication.shared.clock.advance(by: 1.0 / 60)
            UIApplication.shared.frameStep.run()
            tree.refresh()
            Self.expectConsistent(tree)
        }
        #expect(tree.nodes.values.contains { $0.role == .toggleButton })
        #expect(!tree.nodes.values.contains { $0.name == "Next" })
        #expect(tree.nodes.values.contains { $0.role == .pushButton && $0.name == "First" })  // the back button
    }

    /// A window sliding a screen in or out ignores touches, so an activation made then does nothing: the reader
    /// hears the window busy while the slide runs and not busy once it is done.
    @Test func aWindowSlidingAScreenIsBusyUntilTheSlideEnds() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        UIApplication.shared.clock.useVirtualTime()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        UIApplication.shared.frameStep.run()
        let tree = AccessibilityTree(application: .shared)
        tree.refresh()
        let frame = try #require(tree.nodes.values.first { $0.role == .frame }).id
        #expect(tree.nodes[frame]?.states.contains(.busy) == false)
        navigation.pushViewController(UIViewController(), animated: true)
        UIApplication.shared.frameStep.run()
        let began = tree.refresh()
        #expect(tree.nodes[frame]?.states.contains(.busy) == true)
        #expect(began.contains(.stateChanged(frame, .busy, true)))
        UIApplication.shared.clock.advance(by: 0.6)
        UIApplication.shared.frameStep.run()
        let ended = tree.refresh()
        #expect(tree.nodes[frame]?.states.contains(.busy) == false)
        #expect(ended.contains(.stateChanged(frame, .busy, false)))
    }
}
