import Foundation

/// The changes between two walks of the accessibility tree, as events a screen reader follows.
enum AccessibilityDiff {
    static func changes(
        from before: [Int: AccessibilityNode], to after: [Int: AccessibilityNode], focusedBefore: Int?, focused: Int?
    ) -> [AccessibilityChange] {
        var changes: [AccessibilityChange] = []
        for id in after.keys.sorted() {
            guard let new = after[id], let old = before[id] else { continue }
            if old.children != new.children { changes.append(.childrenChanged(id)) }
            if old.name != new.name { changes.append(.nameChanged(id)) }
            if old.description != new.description { changes.append(.descriptionChanged(id)) }
            if old.text != new.text, let oldText = old.text, let newText = new.text {
                changes += textChanges(id, from: oldText, to: newText)
            }
            if old.value != new.value || old.numericValue != new.numericValue { changes.append(.valueChanged(id)) }
            if old.states != new.states {
                for (state, _) in AccessibilityStates.all where old.states.contains(state) != new.states.contains(state)
                {
                    if state == .focused { continue }  // told as a focus event
                    if new.role == .frame && state == .active {
                        changes.append(new.states.contains(.active) ? .windowActivated(id) : .windowDeactivated(id))
                    }
                    changes.append(.stateChanged(id, state, new.states.contains(state)))
                }
            }
            if let caret = new.caret, caret != old.caret { changes.append(.caretMoved(id, caret)) }
            if old.frame != new.frame { changes.append(.boundsChanged(id)) }
        }
        for id in Set(before.keys).subtracting(after.keys).sorted() {
            if let parent = before[id]?.parent, after[parent] != nil, !changes.contains(.childrenChanged(parent)) {
                changes.append(.childrenChanged(parent))
            }
        }
        if focused != focusedBefore, let focused { changes.append(.focused(focused)) }
        return changes
    }

    /// A text change as a deletion and an insertion around the common start and end, in characters.
    static func textChanges(_ id: Int, from old: String, to new: String) -> [AccessibilityChange] {
        let a = Array(old.unicodeScalars), b = Array(new.unicodeScalars)
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] {
            endA -= 1
            endB -= 1
        }
        var changes: [AccessibilityChange] = []
        if endA > start { changes.append(.textDeleted(id, offset: start, text: Self.string(a[start..<endA]))) }
        if endB > start { changes.append(.textInserted(id, offset: start, text: Self.string(b[start..<endB]))) }
        return changes
    }

    static func string(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars)
        return String(view)
    }
}
