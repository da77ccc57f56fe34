import Foundation
import Tapestry
import Testing

@MainActor
@Suite struct UIStoryboardTests {
    final class Fade: UIStoryboardSegue {
        var performed = false
        override func perform() { performed = true }
    }

    final class List: UIViewController {
        var prepared: String?
        override func prepare(for segue: UIStoryboardSegue, sender: Any?) { prepared = segue.identifier }
    }

    @Test func seguesMadeInCodeRunTheirHandlerOrSubclass() {
        let list = List(), detail = UIViewController()
        var ran = 0
        let segue = UIStoryboardSegue(identifier: "show", source: list, destination: detail) { ran += 1 }
        list.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(ran == 1 && list.prepared == "show" && segue.destination === detail)
        let fade = Fade(identifier: nil, source: list, destination: detail)
        fade.perform()
        #expect(fade.performed)
        #expect(list.shouldPerformSegue(withIdentifier: "show", sender: nil))
        #expect(list.storyboard == nil)
    }
}
