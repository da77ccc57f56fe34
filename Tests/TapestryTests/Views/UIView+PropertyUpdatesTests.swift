import Foundation
import Observation
import TapestryTesting
import Testing

@testable import Tapestry

@Observable @MainActor
private final class Model {
    var title = "first"
    var colour = UIColor.red
    var unread = 0
}

@MainActor
private final class TitleView: UIView {
    let model: Model
    var log: [String] = []
    let label = UILabel()
    init(model: Model) {
        self.model = model
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        addSubview(label)
    }
    required init?(coder: NSCoder) { nil }
    override func updateProperties() {
        super.updateProperties()
        label.text = model.title
        log.append("properties \(model.title)")
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("layout")
    }
}

@MainActor
private final class TitleController: UIViewController {
    let model: Model
    var log: [String] = []
    init(model: Model) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func updateProperties() {
        super.updateProperties()
        view.backgroundColor = model.colour
        log.append("properties")
    }
    override func viewWillLayoutSubviews() { log.append("willLayout") }
}

/// UIKit 26's properties pass: `updateProperties()` before layout, on request and when observed values change.
@MainActor
@Suite struct UIViewPropertyUpdatesTests {
    @Test func aViewsPropertiesAreSetBeforeItsFirstLayoutAndOnRequestWithoutALayout() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let model = Model()
        let view = TitleView(model: model)
        root.addSubview(view)
        window.layoutIfNeeded()
        #expect(view.log == ["properties first", "layout"], "properties first, then layout")
        #expect(view.label.text == "first")
        view.setNeedsUpdateProperties()
        view.setNeedsUpdateProperties()
        #expect(window.hasPendingLayout, "a request is pending work for the frame")
        window.layoutIfNeeded()
        #expect(view.log == ["properties first", "layout", "properties first"], "once, and no layout")
        window.layoutIfNeeded()
        #expect(view.log.count == 3)
    }

    @Test func aChangeOfAnObservedValueUpdatesTheViewOnceAndAnUnreadOneDoesNot() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let model = Model()
        let view = TitleView(model: model)
        root.addSubview(view)
        window.layoutIfNeeded()
        model.unread += 1
        #expect(!window.hasPendingLayout, "the view did not read it")
        model.title = "second"
        model.title = "third"
        #expect(window.hasPendingLayout)
        window.layoutIfNeeded()
        #expect(view.label.text == "third")
        #expect(view.log.filter { $0.hasPrefix("properties") } == ["properties first", "properties third"])
        model.title = "fourth"  // tracked again by the last update
        window.layoutIfNeeded()
        #expect(view.label.text == "fourth")
    }

    @Test func aControllersPropertiesComeBeforeItsLayoutAndFollowItsModel() {
        UIApplication.replaceShared()
        let model = Model()
        let controller = TitleController(model: model)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(controller.log.prefix(2) == ["properties", "willLayout"])
        #expect(controller.view.backgroundColor == .red)
        let before = controller.log.count
        model.colour = .blue
        window.layoutIfNeeded()
        #expect(controller.view.backgroundColor == .blue)
        #expect(Array(controller.log[before...]) == ["properties"], "no layout for a colour")
        controller.setNeedsUpdateProperties()
        controller.updatePropertiesIfNeeded()
        #expect(controller.log.last == "properties", "at once when asked to")
        #expect(!controller.view.propertiesPending)
        window.layoutIfNeeded()
        #expect(controller.log.last == "properties" && controller.log.filter { $0 == "properties" }.count == 3)
    }

    @Test func tapestrysOwnClassesSkipTheFirstCallAndAppClassesGetIt() {
        #expect(!PropertyUpdateTracking.isAppClass(UIView.self))
        #expect(!PropertyUpdateTracking.isAppClass(UILabel.self))
        #expect(PropertyUpdateTracking.isAppClass(TitleView.self))
        #expect(UIView().needsUpdateProperties == false)
        #expect(TitleView(model: Model()).needsUpdateProperties)
    }
}
