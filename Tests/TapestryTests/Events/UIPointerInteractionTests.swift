import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class HalfRegionDelegate: UIPointerInteractionDelegate {
    func pointerInteraction(
        _ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion
    ) -> UIPointerRegion? {
        request.location.x < defaultRegion.rect.midX ? UIPointerRegion(rect: defaultRegion.rect) : nil
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        UIPointerStyle(cursorNamed: "crosshair")
    }
}

@MainActor
@Suite struct UIPointerInteractionTests {
    @Test func theCursorFollowsTheViewUnderThePointer() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let text = UITextView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let field = UITextField(frame: CGRect(x: 0, y: 100, width: 100, height: 30))
        let button = UIButton(frame: CGRect(x: 0, y: 200, width: 100, height: 40))
        button.addInteraction(UIPointerInteraction(delegate: nil))
        let canvas = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        let delegate = HalfRegionDelegate()
        canvas.addInteraction(UIPointerInteraction(delegate: delegate))
        for view in [text, field, button, canvas] { root.addSubview(view) }
        let input = UIApplication.shared.input
        #expect(input.cursorName(at: CGPoint(x: 50, y: 50), in: window) == "text", "an I-beam over editable text")
        #expect(input.cursorName(at: CGPoint(x: 50, y: 115), in: window) == "text")
        #expect(input.cursorName(at: CGPoint(x: 50, y: 220), in: window) == "pointer", "the automatic effect: a hand")
        #expect(input.cursorName(at: CGPoint(x: 20, y: 350), in: window) == "crosshair", "the delegate's region")
        #expect(input.cursorName(at: CGPoint(x: 80, y: 350), in: window) == "default", "outside it, the arrow")
        #expect(input.cursorName(at: CGPoint(x: 200, y: 50), in: window) == "default")
        text.isEditable = false
        text.isSelectable = false
        #expect(input.cursorName(at: CGPoint(x: 50, y: 50), in: window) == "default", "read-only text, not selectable")
        #expect(UIPointerStyle(shape: .verticalBeam(length: 20)).cursorName == "text")
        #expect(UIPointerStyle(shape: .horizontalBeam(length: 20)).cursorName == "vertical-text")
        #expect(UIPointerStyle.hidden().cursorName == "none")
    }
}
