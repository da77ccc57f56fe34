import Foundation
import Tapestry
import Testing

@MainActor
final class Counter {
    var value = 0
}

@MainActor
@Suite struct UndoManagerTests {
    /// Sets a counter's value with undo, as an app's model would.
    private func set(_ counter: Counter, to value: Int, in manager: UndoManager) {
        let old = counter.value
        manager.registerUndo(withTarget: counter) { [unowned manager] counter in
            self.set(counter, to: old, in: manager)
        }
        counter.value = value
    }

    @Test func groupsUndoAtOnceAndRedoComesBack() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        set(counter, to: 1, in: manager)
        set(counter, to: 2, in: manager)
        manager.endUndoGrouping()
        manager.setActionName("Count")
        #expect(manager.canUndo && !manager.canRedo)
        #expect(manager.undoMenuItemTitle == "Undo Count")
        manager.undo()
        #expect(counter.value == 0)
        #expect(manager.canRedo)
        #expect(manager.redoMenuItemTitle == "Redo Count")
        manager.redo()
        #expect(counter.value == 2)
        manager.undo()
        manager.beginUndoGrouping()
        set(counter, to: 7, in: manager)
        manager.endUndoGrouping()
        #expect(!manager.canRedo, "a new change forgets what could be redone")
    }

    @Test func registrationsOfOneEventAreOneStep() {
        UIApplication.replaceShared()
        let manager = UndoManager()
        let counter = Counter()
        set(counter, to: 1, in: manager)
        set(counter, to: 2, in: manager)
        #expect(manager.groupingLevel == 1, "a group opened by itself")
        UIApplication.shared.frameStep.run()
        #expect(manager.groupingLevel == 0, "and closed when the event ended")
        set(counter, to: 3, in: manager)
        manager.undo()
        #expect(counter.value == 2, "undo closes the open group first")
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test func levelsOfUndoDropTheOldestAndDisablingStopsRecording() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        manager.levelsOfUndo = 2
        let counter = Counter()
        for value in 1...3 {
            manager.beginUndoGrouping()
            set(counter, to: value, in: manager)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        #expect(counter.value == 1)
        #expect(!manager.canUndo)
        manager.disableUndoRegistration()
        manager.beginUndoGrouping()
        set(counter, to: 9, in: manager)
        manager.endUndoGrouping()
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        manager.removeAllActions()
        #expect(!manager.canRedo)
    }

    @Test func misuseStopsWithAMessage() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { UndoManager().endUndoGrouping() }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let manager = UndoManager()
                manager.groupsByEvent = false
                manager.registerUndo(withTarget: manager) { _ in }
            }
        }
    }

    final class Adjustments: NSObject {
        var steps = ["rotate"]
        func removeLast() { steps.removeLast() }
    }

    /// Objective-C's selector form of registration, and the checkpoint and group notifications, posted by the
    /// undo manager itself (so an observer can listen to one manager).
    @Test func aSelectorIsPerformedOnUndoAndTheManagerPostsItsCheckpoints() {
        UIApplication.replaceShared()
        let manager = UndoManager()
        let other = UndoManager()
        final class Count: @unchecked Sendable { var value = 0 }
        let checkpoints = Count()
        let observer = NotificationCenter.default.addObserver(
            forName: .NSUndoManagerCheckpoint, object: manager, queue: nil
        ) { _ in checkpoints.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        let adjustments = Adjustments()
        manager.beginUndoGrouping()
        manager.registerUndo(withTarget: adjustments, selector: Selector(Adjustments.removeLast), object: nil)
        manager.setActionName("Rotate")
        manager.endUndoGrouping()
        #expect(checkpoints.value == 1, "closing the group; opening a top-level one is not a checkpoint")
        other.beginUndoGrouping()
        other.endUndoGrouping()
        #expect(checkpoints.value == 1, "another manager's checkpoints are its own")
        #expect(manager.undoMenuItemTitle == "Undo Rotate")
        manager.undo()
        #expect(adjustments.steps.isEmpty)
        #expect(Notification.Name.NSUndoManagerDidUndoChange == UndoManager.didUndoChangeNotification)
    }
}
