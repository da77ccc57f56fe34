import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The Paste button: enabled while its target takes what the pasteboard holds, pasting the items when tapped.
@MainActor
@Suite(.serialized) struct UIPasteControlTests {
    final class Board: UIView {
        var pasted: [String] = []
        override func paste(itemProviders: [NSItemProvider]) {
            for provider in itemProviders {
                provider.loadObject(ofClass: String.self) { string, _ in
                    if let string { self.pasted.append(string) }
                }
            }
        }
    }

    @Test func itIsEnabledForWhatItsTargetTakesAndPastesOnATap() {
        UIApplication.replaceShared()
        let (window, root, events) = makeWindow()
        let board = Board(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        board.pasteConfiguration = UIPasteConfiguration(forAccepting: String.self)
        root.addSubview(board)
        let configuration = UIPasteControl.Configuration()
        configuration.displayMode = .iconOnly
        configuration.cornerStyle = .capsule
        let control = UIPasteControl(configuration: configuration)
        control.frame = CGRect(x: 20, y: 20, width: 60, height: 44)
        root.addSubview(control)
        UIPasteboard.general.items = []
        control.target = board
        #expect(!control.isEnabled, "nothing to paste")
        UIPasteboard.general.string = "Hello"
        #expect(control.isEnabled, "the pasteboard's change enables it")
        window.layoutIfNeeded()
        events.tap(at: root.convert(CGPoint(x: 50, y: 42), to: window))
        #expect(board.pasted == ["Hello"])
        control.target = nil
        #expect(!control.isEnabled)
        #expect(control.configuration.displayMode == .iconOnly && control.accessibilityLabel == "Paste")
        #expect(UIPasteControl(frame: .zero).configuration.displayMode == .iconAndLabel)
    }
}
