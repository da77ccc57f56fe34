import Foundation
import Testing

@testable import Tapestry

/// Holds a view for another thread to release.
private final class Holder: @unchecked Sendable {
    var view: UIView?
}

/// How a view holds its subviews (UIView+SubviewStorage): removals are dropped in one pass at the next read, a
/// released tree is let go of from a queue instead of by recursion, and one released off the main thread is let go
/// of on it.
@MainActor
@Suite struct UIViewSubviewStorageTests {
    /// In a large container, removed subviews stay in the storage, counted as stale, until the next read drops
    /// them all at once; the order of the rest is kept and a re-added view is not lost. (A small container, or the
    /// last subview, is removed from at once.)
    @Test func removalsFromALargeContainerAreDroppedInOnePassAtTheNextRead() {
        let container = UIView()
        let count = SubviewHitIndex.threshold + 6
        let children = (0..<count).map { _ in UIView() }
        for child in children { container.addSubview(child) }
        children[1].removeFromSuperview()
        children[4].removeFromSuperview()
        #expect(container.staleSubviewCount == 2)
        #expect(container.subviewStorage.count == count, "nothing dropped yet")
        let kept = children.indices.filter { $0 != 1 && $0 != 4 }.map { ObjectIdentifier(children[$0]) }
        #expect(container.subviews.map(ObjectIdentifier.init) == kept)
        #expect(container.staleSubviewCount == 0 && container.subviewStorage.count == count - 2, "dropped by that read")
        children[0].removeFromSuperview()
        container.addSubview(children[0])
        #expect(container.subviews.last === children[0] && container.subviews.count == count - 2, "re-added once")
        children[0].removeFromSuperview()
        #expect(container.staleSubviewCount == 0, "the last subview is removed at once")
        let small = UIView()
        let pair = [UIView(), UIView()]
        for view in pair { small.addSubview(view) }
        pair[0].removeFromSuperview()
        #expect(small.staleSubviewCount == 0 && small.subviewStorage.count == 1)
    }

    /// A view moved to another container before the first one is read is dropped from the first only.
    @Test func aViewMovedElsewhereIsStaleInItsOldContainer() {
        let first = UIView(), second = UIView(), moving = UIView()
        first.addSubview(moving)
        first.addSubview(UIView())
        second.addSubview(moving)
        #expect(first.subviews.count == 1 && !first.subviews.contains { $0 === moving })
        #expect(second.subviews.count == 1 && moving.superview === second)
    }

    /// A wide and deep tree goes with its last reference: every view deallocated, none left with a dangling
    /// superview, and no recursion as deep as the tree.
    @Test func aWideAndDeepTreeIsReleasedWholeWithoutRecursion() {
        weak var leaf: UIView?
        weak var wideChild: UIView?
        let survivor = UIView()
        do {
            let top = UIView()
            var parent = top
            for level in 0..<50_000 {
                let child = UIView()
                parent.addSubview(child)
                if level == 10 {
                    for _ in 0..<1_000 { child.addSubview(UIView()) }
                    wideChild = child.subviews.first
                    child.addSubview(survivor)
                }
                parent = child
            }
            leaf = parent
        }
        #expect(leaf == nil && wideChild == nil)
        #expect(survivor.superview == nil, "a view still referenced elsewhere no longer names a freed superview")
    }

    /// A tree released on another thread is let go of on the main thread (its views' deinits run there).
    @Test func aTreeReleasedOffTheMainThreadIsLetGoOfOnIt() async {
        weak var child: UIView?
        let holder = Holder()
        do {
            let parent = UIView()
            let subview = UIView()
            parent.addSubview(subview)
            child = subview
            holder.view = parent
        }
        await Task.detached { holder.view = nil }.value
        for _ in 0..<100 where child != nil { await Task.yield() }
        #expect(child == nil)
    }
}
