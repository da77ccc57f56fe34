import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Invalidation contexts as paging menus and custom layouts read them: why a layout is to be worked out again.
@MainActor
@Suite struct UICollectionViewLayoutInvalidationContextTests {
    final class SizesContext: UICollectionViewLayoutInvalidationContext {
        var invalidateSizes = false
    }

    /// A flow layout that records every context it is handed and asks for a new layout on every scroll.
    final class RecordingLayout: UICollectionViewFlowLayout {
        var contexts: [UICollectionViewLayoutInvalidationContext] = []
        var preparations = 0
        override class var invalidationContextClass: AnyClass { SizesContext.self }
        override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
            super.invalidateLayout(with: context)
            contexts.append(context)
        }
        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
        override func prepare() {
            super.prepare()
            preparations += 1
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        var count = 30
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func makeCollection(_ layout: UICollectionViewLayout) -> (UICollectionView, Source, UIWindow) {
        let (window, root, _) = makeWindow()
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        root.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, source, window)
    }

    @Test func invalidateLayoutHandsTheLayoutAContextThatInvalidatesEverything() throws {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (collection, _, window) = makeCollection(layout)
        layout.contexts.removeAll()

        layout.invalidateLayout()
        let context = try #require(layout.contexts.last)
        #expect(context is SizesContext, "made of the class invalidationContextClass names")
        #expect(context.invalidateEverything)
        #expect(!context.invalidateDataSourceCounts)

        collection.reloadData()
        let reload = try #require(layout.contexts.last)
        #expect(reload.invalidateEverything && reload.invalidateDataSourceCounts, "a reload changes the counts")

        let before = layout.preparations
        window.layoutIfNeeded()
        #expect(layout.preparations == before + 1, "prepared once for both")
    }

    @Test func aScrollTheLayoutAsksToBeInvalidatedForGoesThroughItsBoundsChangeContext() throws {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (collection, _, window) = makeCollection(layout)
        layout.contexts.removeAll()
        let before = layout.preparations

        collection.contentOffset = CGPoint(x: 0, y: 40)
        let context = try #require(layout.contexts.last)
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context is SizesContext)
        window.layoutIfNeeded()
        #expect(layout.preparations == before + 1)
    }

    @Test func aFlowLayoutsBoundsChangeKeepsTheDelegatesMetrics() throws {
        let layout = UICollectionViewFlowLayout()
        _ = makeCollection(layout)
        let context = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 10, width: 320, height: 480))
        let flow = try #require(context as? UICollectionViewFlowLayoutInvalidationContext)
        #expect(!flow.invalidateFlowLayoutDelegateMetrics)
        #expect(flow.invalidateFlowLayoutAttributes)
        let fresh = UICollectionViewFlowLayoutInvalidationContext()
        #expect(fresh.invalidateFlowLayoutDelegateMetrics, "both are true by default, as in UIKit")
    }

    @Test func aContextMovesAndGrowsTheContent() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let (collection, _, _) = makeCollection(layout)
        let size = collection.contentSize
        let context = UICollectionViewFlowLayoutInvalidationContext()
        context.contentOffsetAdjustment = CGPoint(x: 0, y: 25)
        context.contentSizeAdjustment = CGSize(width: 0, height: 100)
        layout.invalidateLayout(with: context)
        #expect(collection.contentOffset == CGPoint(x: 0, y: 25))
        #expect(collection.contentSize.height == size.height + 100)
    }

    @Test func markedElementsAreListedByKind() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "header", at: [IndexPath(item: 0, section: 3)])
        context.invalidateDecorationElements(ofKind: "line", at: [IndexPath(item: 0, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["header": [IndexPath(item: 0, section: 3)]])
        #expect(context.invalidatedDecorationIndexPaths == ["line": [IndexPath(item: 0, section: 0)]])
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
    }

    /// A context whose reason is its own property, as custom layouts override UIKit's.
    final class EverythingContext: UICollectionViewFlowLayoutInvalidationContext {
        var wantsEverything = false
        override var invalidateEverything: Bool { wantsEverything || super.invalidateEverything }
        override var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
            wantsEverything ? [UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 0)]] : nil
        }
    }

    @Test func aSubclassMayOverrideTheReasonsItGives() {
        let context = EverythingContext()
        #expect(!context.invalidateEverything)
        context.wantsEverything = true
        #expect(context.invalidateEverything)
        #expect(context.invalidatedSupplementaryIndexPaths?.count == 1)
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 2, section: 0)])
    }
}
