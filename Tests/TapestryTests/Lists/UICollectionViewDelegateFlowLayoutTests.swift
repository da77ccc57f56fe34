import Foundation
import Testing

@testable import Tapestry

/// Two sections of `count` items each.
@MainActor
private final class TwoSections: NSObject, UICollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// Answers only the second section's inset and the first item's size; the rest comes from the layout.
@MainActor
private final class PartialFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        insetForSectionAt section: Int
    ) -> UIEdgeInsets {
        section == 1 ? UIEdgeInsets(top: 30, left: 5, bottom: 0, right: 0) : .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        indexPath.item == 0 ? CGSize(width: 80, height: 80) : CGSize(width: 50, height: 50)
    }
}

/// The flow layout's delegate (UICollectionViewDelegateFlowLayout): every method optional, each unanswered one
/// taking the flow layout's own property, as UIKit's do.
@MainActor
@Suite struct UICollectionViewDelegateFlowLayoutTests {
    @Test func theDefaultsAreTheFlowLayoutsProperties() {
        final class Silent: NSObject, UICollectionViewDelegateFlowLayout {}
        let layout = UICollectionViewFlowLayout()
        layout.sectionInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        layout.minimumLineSpacing = 7
        layout.minimumInteritemSpacing = 3
        layout.headerReferenceSize = CGSize(width: 0, height: 20)
        layout.footerReferenceSize = CGSize(width: 0, height: 11)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        let delegate = Silent()
        #expect(delegate.collectionView(collection, layout: layout, insetForSectionAt: 0) == layout.sectionInset)
        #expect(delegate.collectionView(collection, layout: layout, minimumLineSpacingForSectionAt: 0) == 7)
        #expect(delegate.collectionView(collection, layout: layout, minimumInteritemSpacingForSectionAt: 0) == 3)
        #expect(delegate.collectionView(collection, layout: layout, referenceSizeForHeaderInSection: 0).height == 20)
        #expect(delegate.collectionView(collection, layout: layout, referenceSizeForFooterInSection: 0).height == 11)
        #expect(
            delegate.collectionView(collection, layout: layout, sizeForItemAt: IndexPath(item: 0, section: 0)).width
                == UITableView.unanswered, "no size: the layout's itemSize")
        let other = UICollectionViewLayout()
        #expect(delegate.collectionView(collection, layout: other, minimumLineSpacingForSectionAt: 0) == 10)
        #expect(delegate.collectionView(collection, layout: other, insetForSectionAt: 0) == .zero)
    }

    /// A delegate that answers some questions places those items and sections its way, the rest the layout's way.
    @Test func answeredQuestionsWinAndTheRestComeFromTheLayout() throws {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 300, height: 400)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 40, height: 40)
        layout.minimumLineSpacing = 4
        layout.minimumInteritemSpacing = 4
        let collection = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = TwoSections(count: 3)
        let delegate = PartialFlowDelegate()
        collection.dataSource = source
        collection.delegate = delegate
        root.addSubview(collection)
        window.layoutIfNeeded()
        let first = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        #expect(first.frame.size == CGSize(width: 80, height: 80) && second.frame.size == CGSize(width: 50, height: 50))
        let nextSection = try #require(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)))
        #expect(nextSection.frame.minX >= 5, "the second section's own left inset")
        #expect(nextSection.frame.minY >= first.frame.maxY + 30, "and its top inset below the first section")
    }
}
