import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The drag in flight: out of the app's windows it is offered to other applications through the backend's
/// destination; back in, they hear it left; dropped outside, what they say decides the drag's end.
@MainActor
@Suite struct DragControllerTests {
    final class Elsewhere: ExternalDragDestination {
        var log: [String] = []
        var operation = UIDropOperation.copy
        var takes = true
        func dragMoved(toScreenPoint point: CGPoint, session: UIDragSession) -> UIDropOperation {
            log.append("moved \(Int(point.x)),\(Int(point.y))")
            return operation
        }
        func dragLeft() { log.append("left") }
        func drop(atScreenPoint point: CGPoint, session: UIDragSession) -> Bool {
            log.append("drop \(Int(point.x)),\(Int(point.y)) items=\(session.items.count)")
            return takes
        }
    }

    private func scene() -> (UIWindow, EventSynthesizer, TextDragSource, Elsewhere) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let source = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let delegate = TextDragSource()
        source.addInteraction(UIDragInteraction(delegate: delegate))
        root.addSubview(source)
        let elsewhere = Elsewhere()
        UIApplication.shared.input.externalDragDestination = elsewhere
        return (window, synthesizer, delegate, elsewhere)
    }

    /// An item's preview provider gives the preview that follows the pointer, at its own size.
    @Test func anItemsPreviewProviderMakesThePreview() {
        final class Source: UIDragInteractionDelegate {
            let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 24))
            func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession)
                -> [UIDragItem]
            {
                let item = UIDragItem(itemProvider: NSItemProvider(object: "x" as NSString))
                item.previewProvider = { [badge] in
                    let parameters = UIDragPreviewParameters()
                    parameters.backgroundColor = .systemYellow
                    return UIDragPreview(view: badge, parameters: parameters)
                }
                return [item]
            }
        }
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
        let source = Source()
        view.addInteraction(UIDragInteraction(delegate: source))
        root.addSubview(view)
        let touch = synthesizer.touchDown(at: CGPoint(x: 60, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 70, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 200, y: 200))
        let preview = source.badge.superview
        #expect(preview?.superview === window && preview?.bounds.size == CGSize(width: 40, height: 24))
        #expect(preview?.backgroundColor == .systemYellow)
        synthesizer.touchUp(touch)
    }

    /// Out of the window the drag is offered outside at screen points; coming back, the outside hears it left.
    @Test func leavingTheAppOffersTheDragOutsideAndComingBackWithdrawsIt() {
        let (window, synthesizer, source, elsewhere) = scene()
        window.frame.origin = CGPoint(x: 100, y: 50)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 400, y: 60))
        #expect(elsewhere.log == ["moved 500,110"])
        synthesizer.touchMove(touch, to: CGPoint(x: 100, y: 100))
        #expect(elsewhere.log == ["moved 500,110", "left"])
        synthesizer.touchUp(touch)
        #expect(source.ended == [.cancel], "dropped in the app with no target there")
        #expect(!UIApplication.shared.input.isDragging)
    }

    /// Dropped outside, the drag ends as a copy when another application takes it, else as a cancellation.
    @Test func aDropOutsideEndsAsTheOtherApplicationSays() {
        let (_, synthesizer, source, elsewhere) = scene()
        var touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 330, y: 500))
        synthesizer.touchUp(touch)
        #expect(elsewhere.log.last == "drop 330,500 items=1")
        #expect(source.ended == [.copy])

        synthesizer.advance(by: 1)
        elsewhere.takes = false
        touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 330, y: 500))
        synthesizer.touchUp(touch)
        #expect(source.ended == [.copy, .cancel])
    }

    /// A cancelled touch cancels the drag, and the outside hears it left.
    @Test func aCancelledTouchCancelsTheDragEverywhere() {
        let (_, synthesizer, source, elsewhere) = scene()
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 60))
        synthesizer.touchMove(touch, to: CGPoint(x: 400, y: 60))
        synthesizer.touchCancel(touch)
        #expect(elsewhere.log.last == "left")
        #expect(source.ended == [.cancel])
        #expect(!UIApplication.shared.input.isDragging)
    }

    /// Out of its own window, the drag goes to another of the app's windows under the pointer, not outside.
    @Test func anotherWindowOfTheAppTakesTheDragBeforeTheOutside() {
        let (window, synthesizer, source, elsewhere) = scene()  // the interaction keeps its delegate weakly
        let front = UIWindow(frame: CGRect(x: 200, y: 0, width: 300, height: 300))
        front.rootViewController = UIViewController()
        front.isHidden = false
        let target = TextDropTarget()
        let well = UIView(frame: front.bounds)
        well.addInteraction(UIDropInteraction(delegate: target))
        front.rootViewController!.view.addSubview(well)
        let touch = synthesizer.touchDown(at: CGPoint(x: 50, y: 40))
        synthesizer.touchMove(touch, to: CGPoint(x: 60, y: 60))
        // Outside the source window (x 330), inside the front one.
        synthesizer.touchMove(touch, to: CGPoint(x: 330, y: 100))
        #expect(target.log == ["enter"])
        #expect(elsewhere.log.isEmpty)
        synthesizer.touchUp(touch)
        #expect(target.received == ["dragged text"])
        #expect(source.ended == [.copy])
        withExtendedLifetime((window, front)) {}
    }
}
