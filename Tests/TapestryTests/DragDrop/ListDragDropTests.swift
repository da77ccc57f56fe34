import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A strip of 50-point cells, a list as tables and collection views are one to the drag and drop adapter: it
/// logs what the adapter tells it.
@MainActor
private final class Strip: UIView, DragDropList {
    var dragDrop = ListDragDrop()
    var dragInteractionEnabled = true
    var log: [String] = []
    var proposal = UIDropProposal(operation: .move)

    func dragItems(for session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items \(indexPath.item)")
        return [UIDragItem(itemProvider: NSItemProvider(object: "cell \(indexPath.item)" as NSString))]
    }
    func dragSessionWillBegin(_ session: any UIDragSession) { log.append("will begin") }
    func dragSessionDidEnd(_ session: any UIDragSession) { log.append("did end") }
    func dropCanHandle(_ session: any UIDropSession) -> Bool { true }
    func dropEntered(_ session: any UIDropSession) { log.append("entered") }
    func dropUpdated(_ session: any UIDropSession, destination: IndexPath?) -> UIDropProposal { proposal }
    func dropExited(_ session: any UIDropSession) { log.append("exited") }
    func dropEnded(_ session: any UIDropSession) { log.append("ended") }
    func performDrop(
        _ session: any UIDropSession, source: IndexPath?, destination: IndexPath?, proposal: UIDropProposal
    ) {
        log.append(
            "perform \(source.map { "\($0.item)" } ?? "outside") to \(destination.map { "\($0.item)" } ?? "none")")
    }
    private func inside(_ point: CGPoint) -> Bool {
        point.x >= 0 && point.x < bounds.width && point.y >= 0 && point.y < bounds.height
    }
    func indexPathForDragging(at point: CGPoint) -> IndexPath? {
        inside(point) ? IndexPath(item: Int(point.x / 50), section: 0) : nil
    }
    func dropDestination(at point: CGPoint) -> IndexPath? {
        inside(point) ? IndexPath(item: Int((point.x / 50).rounded()), section: 0) : nil
    }
    /// The strip stands for its cells: it is the view told the drag states.
    func setDragState(_ state: UICellConfigurationDragState, at indexPath: IndexPath) -> UIView? {
        log.append("\(state) \(indexPath.item)")
        return self
    }
    func endDragState(of cell: UIView) { log.append("none") }
}

/// Gives one item from a view outside the strip.
@MainActor
private final class Outside: UIDragInteractionDelegate {
    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession)
        -> [UIDragItem]
    { [UIDragItem(itemProvider: NSItemProvider(object: "outside" as NSString))] }
}

/// What tables and collection views share for drag and drop (ListDragDrop): the adapter between the system's
/// interactions and a list's index paths, installed once a delegate is set; the source index path given to the
/// drop only when the drag began in the same list.
@MainActor
@Suite struct ListDragDropTests {
    private func stage(drag: Bool = true, drop: Bool = true) -> (Strip, UIView, EventSynthesizer) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow()
        let strip = Strip(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        root.addSubview(strip)
        if drag { strip.dragDrop.dragDelegate = strip }
        if drop { strip.dragDrop.dropDelegate = strip }
        strip.dragDrop.install(on: strip)
        let outside = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 60))
        root.addSubview(outside)
        window.layoutIfNeeded()
        return (strip, outside, synthesizer)
    }

    @Test func installingAddsTheInteractionsADelegateAsksForOnce() {
        let (strip, _, _) = stage(drag: true, drop: false)
        #expect(strip.interactions.count == 1 && strip.interactions.first is UIDragInteraction)
        strip.dragDrop.dropDelegate = strip
        strip.dragDrop.install(on: strip)
        strip.dragDrop.install(on: strip)
        #expect(strip.interactions.count == 2, "each interaction once")
    }

    /// A cell dragged within the strip: lifted at the pressed cell, moved, dropped with its source and the
    /// destination under the finger, the active drag forgotten at the end.
    @Test func aDragWithinTheListKnowsItsSource() {
        let (strip, _, synthesizer) = stage()
        let root = strip.superview!
        dragAndDrop(
            synthesizer, from: root.convert(CGPoint(x: 75, y: 30), from: strip),
            to: root.convert(CGPoint(x: 210, y: 30), from: strip))
        #expect(strip.log.first == "items 1" && strip.log.contains("will begin") && strip.log.contains("entered"))
        #expect(strip.log.contains("perform 1 to 4"), "\(strip.log)")
        let states = strip.log.filter { ["lifting 1", "dragging 1", "none"].contains($0) }
        #expect(states == ["lifting 1", "dragging 1", "none"], "the lifted cell's states, in order")
        #expect(strip.log.firstIndex(of: "none")! < strip.log.firstIndex(of: "did end")!)
        #expect(strip.log.last == "did end" || strip.log.last == "ended")
        #expect(strip.dragDrop.activeDrag == nil && !strip.dragDrop.isDropping)
    }

    /// A drop from another view has no source index path.
    @Test func aDropFromElsewhereHasNoSource() {
        let (strip, outside, synthesizer) = stage()
        let giver = Outside()
        outside.addInteraction(UIDragInteraction(delegate: giver))
        let root = strip.superview!
        dragAndDrop(
            synthesizer, from: root.convert(CGPoint(x: 50, y: 30), from: outside),
            to: root.convert(CGPoint(x: 110, y: 30), from: strip))
        #expect(strip.log.contains("perform outside to 2"), "\(strip.log)")
        #expect(!strip.log.contains { $0.hasPrefix("items") }, "nothing lifted from the strip")
        withExtendedLifetime(giver) {}
    }

    /// With dragging turned off, a press lifts nothing.
    @Test func aListWithDraggingOffLiftsNothing() {
        let (strip, _, synthesizer) = stage()
        strip.dragInteractionEnabled = false
        let root = strip.superview!
        dragAndDrop(
            synthesizer, from: root.convert(CGPoint(x: 75, y: 30), from: strip),
            to: root.convert(CGPoint(x: 210, y: 30), from: strip))
        #expect(!strip.log.contains { $0.hasPrefix("items") || $0.hasPrefix("perform") }, "\(strip.log)")
    }
}
