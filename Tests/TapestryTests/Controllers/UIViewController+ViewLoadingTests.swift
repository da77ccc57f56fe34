import Foundation
import Tapestry
import Testing

/// `@ViewLoading` properties load the controller's view when used.
@MainActor
@Suite struct UIViewControllerViewLoadingTests {
    final class Labelled: UIViewController {
        @ViewLoading var label: UILabel
        var loads = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            loads += 1
            label = UILabel()
            label.text = "Loaded"
            view.addSubview(label)
        }
    }

    @Test func readingThePropertyLoadsTheViewOnce() {
        let controller = Labelled()
        #expect(!controller.isViewLoaded)
        #expect(controller.label.text == "Loaded")
        #expect(controller.isViewLoaded && controller.loads == 1)
        controller.label = UILabel()
        #expect(controller.loads == 1 && controller.label.text == nil)
    }
}
