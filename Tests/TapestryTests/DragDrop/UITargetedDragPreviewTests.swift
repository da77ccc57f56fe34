import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Targeted drag previews and the drag and drop delegates' preview, animation and session questions: the
/// lifted preview the source gives, the animations added beside the lift, the cancel and the landing, the
/// move and restriction answers, and the calls around the end.
@MainActor
@Suite struct UITargetedDragPreviewTests {
    final class Source: UIDragInteractionDelegate {
        var log: [String] = []
        var liftPreview: UITargetedDragPreview?
        var cancelTarget: UIDragPreviewTarget?
        var allowsMove = true
        var restricted = false
        var liftAnimationsRan = false

        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
            -> [UIDragItem]
        {
            [UIDragItem(itemProvider: NSItemProvider(object: "moved" as NSString))]
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: any UIDragSession
        ) -> UITargetedDragPreview? { liftPreview }
        func dragInteraction(
            _ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
            session: any UIDragSession
        ) {
            animator.addAnimations { self.liftAnimationsRan = true }
            animator.addCompletion { _ in self.log.append("lifted") }
        }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidMove session: any UIDragSession) {
            if log.last != "move" { log.append("move") }
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, session: any UIDragSession, willEndWith operation: UIDropOperation
        ) { log.append("willEnd \(operation.rawValue)") }
        func dragInteraction(
            _ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation
        ) { log.append("didEnd \(operation.rawValue)") }
        func dragInteraction(_ interaction: UIDragInteraction, sessionDidTransferItems session: any UIDragSession) {
            log.append("transferred")
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
            withDefault defaultPreview: UITargetedDragPreview
        ) -> UITargetedDragPreview? {
            cancelTarget.map { defaultPreview.retargetedPreview(with: $0) }
        }
        func dragInteraction(
            _ interaction: UIDragInteraction, item: UIDragItem, willAnimateCancelWith animator: any UIDragAnimating
        ) { animator.addCompletion { _ in self.log.append("cancel animated") } }
        func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession)
            -> Bool
        { allowsMove }
        func dragInteraction(
            _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: any UIDragSession
        ) -> Bool { restricted }
    }

    final class Target: UIDropInteractionDelegate {
        var operations: [UIDropOperation] = []
        var landing: UIDragPreviewTarget?
        var log: [String] = []
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
            -> UIDropProposal
        { UIDropProposal(operation: .move) }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            log.append("perform")
        }
        func dropInteraction(
            _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
            withDefault defaultPreview: UITargetedDragPreview
        ) -> UITargetedDragPreview? { landing.map { defaultPreview.retargetedPreview(with: $0) } }
        func dropInteraction(
            _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: any UIDragAnimating
        ) { animator.addCompletion { _ in self.log.append("landed") } }
    }

    private func scene() -> (UIWindow, UIView, UIView, Source, Target, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let sourceView = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let source = Source()
        sourceView.addInteraction(UIDragInteraction(delegate: source))
        let targetView = UIView(frame: CGRect(x: 10, y: 300, width: 300, height: 100))
        let target = Target()
        targetView.addInteraction(UIDropInteraction(delegate: target))
        root.addSubview(sourceView)
        root.addSubview(targetView)
        return (window, sourceView, targetView, source, target, synthesizer)
    }

    /// The source's lifting preview stands where its target says, the animations it adds run with the lift,
    /// and a drop with its target calls transfer, then will-end and did-end; the target's landing is used.
    @Test func theSourcesLiftingPreviewAndTheTargetsLandingAreUsed() throws {
        let (window, sourceView, targetView, source, target, synthesizer) = scene()
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        source.liftPreview = UITargetedDragPreview(
            view: badge, parameters: UIDragPreviewParameters(),
            target: UIDragPreviewTarget(container: sourceView, center: CGPoint(x: 20, y: 10)))
        target.landing = UIDragPreviewTarget(container: targetView, center: CGPoint(x: 150, y: 50))
        let touch = synthesizer.touchDown(at: CGPoint(x: 60, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 50))
        let preview = try #require(badge.superview)
        #expect(preview.superview === window)
        #expect(preview.bounds.size == CGSize(width: 40, height: 20))
        #expect(source.liftAnimationsRan, "the added animations ran in the lift's block")
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 350))
        synthesizer.touchUp(touch)
        #expect(target.log == ["perform"])
        #expect(
            source.log.filter { $0 != "move" && $0 != "lifted" }
                == [
                    "transferred", "willEnd \(UIDropOperation.move.rawValue)",
                    "didEnd \(UIDropOperation.move.rawValue)",
                ])
        #expect(source.log.contains("move"), "the source heard the drag move")
        synthesizer.advance(by: 1)
        #expect(source.log.contains("lifted") && target.log == ["perform", "landed"])
        #expect(preview.center == CGPoint(x: 160, y: 350), "it landed at the target's centre, in window coordinates")
        #expect(preview.superview == nil)
    }

    /// A source that refuses moves turns a target's move into a copy; a cancelled drag returns to the place
    /// the source gives and runs its cancel animations.
    @Test func refusedMovesBecomeCopiesAndACancelReturnsWhereTheSourceSays() {
        let (_, sourceView, _, source, target, synthesizer) = scene()
        source.allowsMove = false
        source.cancelTarget = UIDragPreviewTarget(container: sourceView, center: CGPoint(x: 0, y: 0))
        var touch = synthesizer.touchDown(at: CGPoint(x: 60, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 50))
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 350))
        synthesizer.touchUp(touch)
        #expect(source.log.contains("didEnd \(UIDropOperation.copy.rawValue)"), "the move was offered as a copy")
        #expect(target.log == ["perform"], "the target (held here: interactions keep their delegates weakly) took it")
        synthesizer.advance(by: 1)
        source.log.removeAll()
        // Dropped where nothing takes it: the preview goes back to the source's chosen point.
        touch = synthesizer.touchDown(at: CGPoint(x: 60, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 50))
        synthesizer.touchMove(touch, to: CGPoint(x: 200, y: 200))
        synthesizer.touchUp(touch)
        synthesizer.advance(by: 1)
        #expect(source.log.contains("cancel animated"))
        #expect(source.log.suffix(3).contains("didEnd \(UIDropOperation.cancel.rawValue)"))
    }

    /// A drag restricted to the app is not offered to other applications when it leaves the windows.
    @Test func aRestrictedDragStaysInTheApp() {
        final class Elsewhere: ExternalDragDestination {
            var offers = 0
            func dragMoved(toScreenPoint point: CGPoint, session: any UIDragSession) -> UIDropOperation {
                offers += 1
                return .copy
            }
            func dragLeft() {}
            func drop(atScreenPoint point: CGPoint, session: any UIDragSession) -> Bool { true }
        }
        let (_, _, _, source, _, synthesizer) = scene()
        let elsewhere = Elsewhere()
        UIApplication.shared.input.externalDragDestination = elsewhere
        source.restricted = true
        let touch = synthesizer.touchDown(at: CGPoint(x: 60, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 50))
        synthesizer.touchMove(touch, to: CGPoint(x: 500, y: 50))
        synthesizer.touchUp(touch)
        #expect(elsewhere.offers == 0)
        #expect(source.log.last == "didEnd \(UIDropOperation.cancel.rawValue)")
    }

    /// Retargeting keeps the view and parameters; text line rectangles make the visible path.
    @Test func retargetingAndTextLineParameters() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let container = UIView()
        let preview = UITargetedDragPreview(view: view)
        let moved = preview.retargetedPreview(with: UIDragPreviewTarget(container: container, center: .zero))
        #expect(moved.view === view && moved.parameters === preview.parameters && moved.target.container === container)
        let lines = UIPreviewParameters(textLineRects: [
            NSValue(cgRect: CGRect(x: 0, y: 0, width: 80, height: 16)),
            NSValue(cgRect: CGRect(x: 0, y: 16, width: 40, height: 16)),
        ])
        let path = lines.visiblePath
        #expect(path?.contains(CGPoint(x: 70, y: 8)) == true && path?.contains(CGPoint(x: 70, y: 24)) == false)
        #expect(UIPreviewParameters(textLineRects: []).visiblePath == nil)
    }
}
