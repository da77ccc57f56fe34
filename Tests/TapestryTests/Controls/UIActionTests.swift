import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Actions: closures instead of target–action, with the sender set while they run.
@MainActor
@Suite struct UIActionTests {
    @Test func anActionRunsWithItsSenderAndIdentifiersAreUnique() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
        root.addSubview(button)
        var senders: [AnyObject?] = []
        let action = UIAction(title: "Go") { senders.append($0.sender) }
        button.addAction(action, for: .touchUpInside)
        synthesizer.tap(at: CGPoint(x: 20, y: 20))
        #expect(senders.count == 1 && senders[0] === button)
        #expect(action.sender == nil, "the sender is set only while the action runs")
        #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier)
        #expect(UIAction(identifier: .init("x")) { _ in }.identifier == UIAction.Identifier("x"))
    }
}
