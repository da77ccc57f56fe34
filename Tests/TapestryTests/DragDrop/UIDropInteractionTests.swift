import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A drop target as UIKit declares it: every delegate method optional (a target that proposes nothing takes
/// nothing), the sessions protocols (`any UIDropSession`, as code written for Apple's SDK spells them), the
/// drop told in UIKit's order (perform, conclude, end), and loading with its progress.
@MainActor
@Suite struct UIDropInteractionTests {
    final class Source: UIDragInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
            -> [UIDragItem]
        {
            session.localContext = "from the source"
            return [
                UIDragItem(itemProvider: NSItemProvider(object: "one")),
                UIDragItem(itemProvider: NSItemProvider(object: "two")),
            ]
        }
    }

    /// Answers only `performDrop` (and hears the end): the default proposal is `.cancel`.
    final class Silent: UIDropInteractionDelegate {
        var dropped = false
        var ended = false
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            dropped = true
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
            ended = true
        }
    }

    final class Taker: UIDropInteractionDelegate {
        var log: [String] = []
        var loaded: [String] = []
        var progress: Progress?
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession)
            -> UIDropProposal
        {
            UIDropProposal(operation: session.localDragSession == nil ? .copy : .move)
        }
        func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
            let context = session.localDragSession?.localContext as? String ?? "none"
            log.append("perform \(session.items.count) items, \(context), move \(session.allowsMoveOperation)")
            #expect(session.hasItemsConforming(toTypeIdentifiers: ["public.utf8-plain-text"]))
            progress = session.loadObjects(ofClass: String.self) { self.loaded = $0 }
            #expect(session.progress === progress)
        }
        func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: any UIDropSession) {
            log.append("conclude")
        }
        func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
            log.append("end")
        }
    }

    private func drag(onto delegate: UIDropInteractionDelegate) -> EventSynthesizer {
        UIApplication.replaceShared()
        let (_, root, synthesizer) = makeWindow()
        let source = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let sourceDelegate = Source()
        source.addInteraction(UIDragInteraction(delegate: sourceDelegate))
        let target = UIView(frame: CGRect(x: 10, y: 200, width: 200, height: 100))
        target.addInteraction(UIDropInteraction(delegate: delegate))
        root.addSubview(source)
        root.addSubview(target)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 250))
        synthesizer.touchUp(touch)
        synthesizer.advance(by: 0.5)
        withExtendedLifetime(sourceDelegate) {}
        return synthesizer
    }

    @Test func aTargetThatProposesNothingTakesNothing() {
        let silent = Silent()
        _ = drag(onto: silent)
        #expect(!silent.dropped && silent.ended)
    }

    @Test func aDropIsPerformedConcludedAndEndedWithItsItemsLoaded() throws {
        let taker = Taker()
        _ = drag(onto: taker)
        #expect(taker.log == ["perform 2 items, from the source, move true", "conclude", "end"])
        #expect(taker.loaded == ["one", "two"])
        let progress = try #require(taker.progress)
        #expect(progress.totalUnitCount == 2 && progress.completedUnitCount == 2)
    }

    @Test func aSessionWithNothingToLoadHandsOverNothingAtOnce() {
        let session = AppDropSession(items: [], localDragSession: nil)
        var handed: [String]?
        let progress = session.loadObjects(ofClass: String.self) { handed = $0 }
        #expect(handed == [] && progress.totalUnitCount == 0)
        #expect(!session.allowsMoveOperation && session.progressIndicatorStyle == .default)
        #expect(!session.isRestrictedToDraggingApplication)
    }
}
