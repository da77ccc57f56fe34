import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The flow layout's arithmetic, as UIKit's: lines justified across the room, a lone item centred, sections
/// with insets, headers and footers, either direction, and headers that stick.
@MainActor
@Suite struct UICollectionViewFlowLayoutTests {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        var counts: [Int]
        var sizes: ((IndexPath) -> CGSize)?
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize {
            sizes?(indexPath) ?? (collectionViewLayout as! UICollectionViewFlowLayout).itemSize
        }
    }

    private func make(
        _ source: Source, width: CGFloat = 320, height: CGFloat = 400, _ configure: (UICollectionViewFlowLayout) -> Void
    )
        -> (UICollectionView, UICollectionViewFlowLayout)
    {
        let layout = UICollectionViewFlowLayout()
        configure(layout)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            view.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        view.dataSource = source
        view.delegate = source
        view.layoutIfNeeded()
        return (view, layout)
    }

    private func frame(_ layout: UICollectionViewFlowLayout, _ item: Int, _ section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// 100-point items in 320 points with 10 between fit three a line, spread to both edges; a lone item on the
    /// last line is centred.
    @Test func linesAreJustifiedAndALoneItemCentred() {
        UIApplication.replaceShared()
        let (_, layout) = make(Source([7])) { $0.itemSize = CGSize(width: 100, height: 50) }
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(frame(layout, 1) == CGRect(x: 110, y: 0, width: 100, height: 50))
        #expect(frame(layout, 2) == CGRect(x: 220, y: 0, width: 100, height: 50))
        #expect(frame(layout, 3) == CGRect(x: 0, y: 60, width: 100, height: 50))
        #expect(frame(layout, 6) == CGRect(x: 110, y: 120, width: 100, height: 50))
        #expect(layout.collectionViewContentSize == CGSize(width: 320, height: 170))
        #expect(frame(layout, 7) == nil)
    }

    /// Insets shrink the room; headers and footers come before and after each section's items.
    @Test func sectionsStackWithInsetsHeadersAndFooters() {
        UIApplication.replaceShared()
        let (_, layout) = make(Source([2, 1])) {
            $0.itemSize = CGSize(width: 100, height: 40)
            $0.sectionInset = UIEdgeInsets(top: 5, left: 20, bottom: 15, right: 20)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.footerReferenceSize = CGSize(width: 0, height: 10)
        }
        #expect(frame(layout, 0) == CGRect(x: 20, y: 35, width: 100, height: 40))
        #expect(frame(layout, 1) == CGRect(x: 200, y: 35, width: 100, height: 40))
        // Section 0 ends at 30 + 5 + 40 + 15 + 10 = 100.
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 100, width: 320, height: 30))
        #expect(frame(layout, 0, 1) == CGRect(x: 110, y: 135, width: 100, height: 40))
        #expect(layout.collectionViewContentSize.height == 200)
    }

    /// Scrolling across, lines run down and the content grows sideways.
    @Test func aHorizontalLayoutRunsLinesDown() {
        UIApplication.replaceShared()
        let (_, layout) = make(Source([5]), height: 100) {
            $0.scrollDirection = .horizontal
            $0.itemSize = CGSize(width: 60, height: 45)
        }
        #expect(frame(layout, 0) == CGRect(x: 0, y: 0, width: 60, height: 45))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 55, width: 60, height: 45))
        #expect(frame(layout, 2) == CGRect(x: 70, y: 0, width: 60, height: 45))
        #expect(frame(layout, 4)?.minX == 140)
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 100))
    }

    /// The delegate's sizes fill lines in order, each item centred on its line.
    @Test func delegateSizesFillLinesInOrder() {
        UIApplication.replaceShared()
        let source = Source([3])
        source.sizes = { CGSize(width: [200, 100, 150][$0.item], height: [40, 20, 30][$0.item]) }
        let (_, layout) = make(source) { _ in }
        let first = frame(layout, 0)!, second = frame(layout, 1)!, third = frame(layout, 2)!
        #expect(first.minX == 0 && second.maxX == 320, "two share a line, spread to its edges")
        #expect(first.minY == 0 && second.midY == 20, "centred on the 40-point line")
        #expect(third.minY == 50 && third.midX == 160, "alone on the next line, centred")
    }

    /// A pinned header stays at the top of the visible area while its section is under it, and is pushed up by
    /// the section's end.
    @Test func aPinnedHeaderSticksUntilItsSectionEnds() {
        UIApplication.replaceShared()
        let source = Source([12, 12])  // a collection view does not keep its data source
        let (view, layout) = make(source, height: 200) {
            $0.itemSize = CGSize(width: 100, height: 40)
            $0.headerReferenceSize = CGSize(width: 0, height: 30)
            $0.sectionHeadersPinToVisibleBounds = true
        }
        func header(_ section: Int) -> CGRect? {
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        // Section 0: header 30, four lines of 40 with 10 between (190): it ends at 220.
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.layoutIfNeeded()
        #expect(header(0)?.minY == 100)
        view.contentOffset = CGPoint(x: 0, y: 205)
        view.layoutIfNeeded()
        #expect(header(0)?.minY == 190, "pushed up by the section's end")
        #expect(header(1)?.minY == 220)
        withExtendedLifetime(source) {}
    }

    /// Only what intersects a rectangle is returned.
    @Test func elementsInARectangleAreThoseThatIntersectIt() {
        UIApplication.replaceShared()
        let (_, layout) = make(Source([30])) { $0.itemSize = CGSize(width: 100, height: 50) }
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 125, width: 320, height: 50)) ?? []
        #expect(Set(visible.map(\.indexPath.item)) == [6, 7, 8])
    }
}

/// The flow layout's UIKit metrics: leftover room spread within a line, footers, pinned headers, self-sizing
/// items.
@MainActor
@Suite struct UICollectionViewFlowLayoutBehaviourTests {
    final class Cells: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var counts: [Int]
        var widths: [CGFloat] = []
        init(_ counts: [Int]) { self.counts = counts }
        func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            counts[section]
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.contentView.subviews.forEach { $0.removeFromSuperview() }
            if widths.indices.contains(indexPath.item) {
                let box = UIView()
                box.translatesAutoresizingMaskIntoConstraints = false
                cell.contentView.addSubview(box)
                NSLayoutConstraint.activate([
                    box.widthAnchor.constraint(equalToConstant: widths[indexPath.item]),
                    box.heightAnchor.constraint(equalToConstant: 30),
                    box.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8),
                    box.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor, constant: -8),
                    box.topAnchor.constraint(equalTo: cell.contentView.topAnchor, constant: 5),
                    box.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor, constant: -5),
                ])
            }
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "supplement", for: indexPath)
        }
    }

    func stage(_ source: Cells, _ layout: UICollectionViewFlowLayout, width: CGFloat = 330)
        -> (UIWindow, UICollectionView)
    {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.contentInsetAdjustmentBehavior = .never
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collection.register(
                UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "supplement")
        }
        collection.dataSource = source
        collection.delegate = source
        window.rootViewController!.view.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    @Test func aLinesLeftoverRoomIsSpreadBetweenItsItemsAsUIKitDoes() {
        UIApplication.replaceShared()  // a fresh application for each test
        // Measured on UIKit 26: items of 100 with spacing 10 in a 330-wide view are at x 0, 115, 230.
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 40)
        let source = Cells([4])
        let (window, collection) = stage(source, layout)
        let x = (0..<4).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minX }
        #expect(x == [0, 115, 230, 115], "a line's lone item is centred")
        // The same across a horizontal layout's columns.
        let across = UICollectionViewFlowLayout()
        across.scrollDirection = .horizontal
        across.itemSize = CGSize(width: 40, height: 100)
        let (otherWindow, other) = stage(Cells([3]), across, width: 330)
        other.frame.size.height = 330
        other.layoutIfNeeded()
        let y = (0..<3).map { other.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minY }
        #expect(y == [0, 115, 230])
        withExtendedLifetime((window, source, otherWindow)) {}
    }

    @Test func footersFollowTheirSectionAndPinnedHeadersStickToTheTop() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 330, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        layout.footerReferenceSize = CGSize(width: 0, height: 20)
        let source = Cells([10, 10])
        let (window, collection) = stage(source, layout)
        // A section: 30 + 10 × 50 + 9 × 10 + 20 = 640.
        #expect(collection.contentSize.height == 1280)
        let footer = try #require(
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame == CGRect(x: 0, y: 620, width: 330, height: 20))
        collection.contentOffset.y = 200
        collection.layoutIfNeeded()
        let header = { (section: Int) in
            layout.layoutAttributesForSupplementaryView(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))!.frame
        }
        #expect(header(0).minY == 0, "not pinned by default")
        layout.sectionHeadersPinToVisibleBounds = true
        collection.layoutIfNeeded()
        #expect(header(0).minY == 200, "pinned at the top of the visible area")
        collection.contentOffset.y = 630
        collection.layoutIfNeeded()
        #expect(header(0).minY == 610, "pushed up by the end of its section")
        #expect(header(1).minY == 640)
        withExtendedLifetime((window, source)) {}
    }

    @Test func selfSizingItemsTakeTheSizeTheirCellsFit() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let source = Cells([3])
        source.widths = [60, 120, 200]
        let (window, collection) = stage(source, layout)
        let frames = (0..<3).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // Each cell is its box plus 8 pt at the sides and 5 above and below: 76×40, 136×40, 216×40; the first two
        // share a line (76 + 10 + 136 ≤ 330) and the third goes on its own, centred.
        #expect(
            frames.map(\.size) == [
                CGSize(width: 76, height: 40), CGSize(width: 136, height: 40), CGSize(width: 216, height: 40),
            ])
        #expect(frames[0].minX == 0 && frames[1].maxX == 330, "the line's room spread between its two items")
        #expect(frames[2] == CGRect(x: 57, y: 50, width: 216, height: 40))
        withExtendedLifetime((window, source)) {}
    }

    @Test func theSupplementaryViewsOnScreenAreFoundByKindAndSection() {
        UIApplication.replaceShared()  // a fresh application for each test
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 330, height: 50)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let source = Cells([3, 3, 30])
        let (_, collection) = stage(source, layout)
        let header = UICollectionView.elementKindSectionHeader
        // Sections 0 and 1 (30 + 3 × 50 + 2 × 10 = 200 each) fill the 400 points; section 2's header is below.
        #expect(
            collection.indexPathsForVisibleSupplementaryElements(ofKind: header) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1),
            ])
        let second = collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))
        #expect(second?.frame.minY == 200)
        #expect(collection.visibleSupplementaryViews(ofKind: header).count == 2)
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionFooter).isEmpty)
        collection.contentOffset.y = 450
        collection.layoutIfNeeded()
        #expect(collection.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) == nil)
    }

}
