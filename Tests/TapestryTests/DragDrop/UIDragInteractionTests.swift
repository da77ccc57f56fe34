import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
final class TextDragSource: UIDragInteractionDelegate {
    var text = "dragged text"
    var ended: [UIDropOperation] = []
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: text))]
    }
    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {
        ended.append(operation)
    }
}

@MainActor
final class TextDropTarget: UIDropInteractionDelegate {
    var log: [String] = []
    var received: [String] = []
    var operation = UIDropOperation.copy
    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: String.self)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        log.append("enter")
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: operation)
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) { log.append("exit") }
    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        log.append("drop local=\(session.localDragSession != nil)")
        session.loadObjects(ofClass: String.self) { self.received += $0 }
    }
    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) { log.append("end") }
}

@MainActor
@Suite struct UIDragInteractionTests {
    private func scene() -> (UIWindow, UIView, UIView, EventSynthesizer, TextDragSource, TextDropTarget) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let source = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        source.backgroundColor = .systemOrange
        let sourceDelegate = TextDragSource()
        source.addInteraction(UIDragInteraction(delegate: sourceDelegate))
        let target = UIView(frame: CGRect(x: 10, y: 200, width: 200, height: 100))
        let targetDelegate = TextDropTarget()
        target.addInteraction(UIDropInteraction(delegate: targetDelegate))
        root.addSubview(source)
        root.addSubview(target)
        return (window, source, target, synthesizer, sourceDelegate, targetDelegate)
    }

    @Test func aDragLiftsAPreviewThatFollowsThePointerAndDropsTextOnATarget() {
        let (window, _, _, synthesizer, source, target) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 60))
        #expect(UIApplication.shared.input.isDragging, "moving past a few points lifted the drag")
        let preview = window.subviews.last
        #expect(preview?.isUserInteractionEnabled == false && preview?.frame.width ?? 0 > 90, "the lifted preview")
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 250))
        #expect(target.log == ["enter"])
        #expect(abs((preview?.center.x ?? 0) - 100) < 1, "the preview follows the pointer, keeping where it was held")
        synthesizer.touchUp(touch)
        #expect(target.received == ["dragged text"])
        #expect(target.log == ["enter", "drop local=true", "end"])
        #expect(source.ended == [.copy])
        synthesizer.advance(by: 0.5)
        #expect(window.subviews.last !== preview, "the preview went away after its drop animation")
    }

    @Test func droppingOutsideATargetOrCancellingFliesBack() {
        let (window, _, _, synthesizer, source, target) = scene()
        var touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 250))
        synthesizer.touchMove(touch, to: CGPoint(x: 250, y: 400))
        #expect(target.log == ["enter", "exit"])
        synthesizer.touchUp(touch)
        #expect(source.ended == [.cancel])
        #expect(target.received.isEmpty)
        synthesizer.advance(by: 1)
        touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 250))
        target.operation = .forbidden
        synthesizer.touchMove(touch, to: CGPoint(x: 110, y: 250))
        synthesizer.touchUp(touch)
        #expect(source.ended == [.cancel, .cancel], "a forbidden drop is a cancellation")
        synthesizer.advance(by: 1)
        #expect(!window.subviews.contains { !$0.isUserInteractionEnabled && $0.alpha > 0 && $0.frame.width == 100 })
    }

    @Test func aDragCrossesToAnotherWindowOfTheApp() {
        let (window, _, _, synthesizer, source, _) = scene()
        let other = UIWindow(frame: CGRect(x: 400, y: 0, width: 300, height: 300))
        other.rootViewController = UIViewController()
        other.isHidden = false
        let target = TextDropTarget()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        box.addInteraction(UIDropInteraction(delegate: target))
        other.rootViewController!.view.addSubview(box)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 200, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 450, y: 40))  // outside the first window: over the second
        #expect(target.log == ["enter"])
        #expect(other.subviews.last?.isUserInteractionEnabled == false, "the preview moved to the other window")
        synthesizer.touchUp(touch)
        #expect(target.received == ["dragged text"])
        #expect(source.ended == [.copy])
        _ = window
    }

    @Test func aDragFromAnotherApplicationLandsThroughTheInputRouter() {
        let (window, _, _, _, _, target) = scene()
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTTypeIdentifier.utf8PlainText, visibility: .all) {
            completion in
            completion(Data("from elsewhere \u{FFFD}".utf8), nil)
            return nil
        }
        let unknown = NSItemProvider()
        unknown.registerDataRepresentation(forTypeIdentifier: "application/x-unknown", visibility: .all) { _ in nil }
        let input = UIApplication.shared.input
        input.dragEntered([UIDragItem(itemProvider: unknown)], at: CGPoint(x: 50, y: 250), in: window)
        #expect(input.dragMoved(to: CGPoint(x: 60, y: 250), in: window) == .cancel, "unknown types: not wanted")
        #expect(!input.dragDropped(at: CGPoint(x: 60, y: 250), in: window))
        input.dragEntered([UIDragItem(itemProvider: provider)], at: CGPoint(x: 50, y: 250), in: window)
        #expect(input.dragMoved(to: CGPoint(x: 60, y: 250), in: window) == .copy)
        #expect(input.dragDropped(at: CGPoint(x: 60, y: 250), in: window))
        #expect(target.received == ["from elsewhere \u{FFFD}"])
        #expect(target.log.contains("drop local=false"))
    }

    @Test func aDragOfferingAnNSStringDropsAsText() {
        let (window, _, _, synthesizer, _, target) = scene()
        final class NSStringSource: UIDragInteractionDelegate {
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
                -> [UIDragItem]
            {
                [UIDragItem(itemProvider: NSItemProvider(object: "as NSString" as NSString))]
            }
        }
        let offer = NSStringSource()
        let view = UIView(frame: CGRect(x: 150, y: 10, width: 100, height: 60))
        view.addInteraction(UIDragInteraction(delegate: offer))
        window.rootViewController?.view.addSubview(view)
        let touch = synthesizer.touchDown(at: CGPoint(x: 200, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 190, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 250))
        synthesizer.touchUp(touch)
        #expect(target.received == ["as NSString"])
        withExtendedLifetime(offer) {}
    }
}
