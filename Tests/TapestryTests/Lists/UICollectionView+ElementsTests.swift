import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Decoration views a layout registers, stacking by zIndex, and changing layouts.
@MainActor
@Suite struct UICollectionViewElementsTests {
    final class Indicator: UICollectionReusableView {}

    /// A row of items with an indicator under the selected one, drawn over the cells, as paging menus do.
    class MenuLayout: UICollectionViewFlowLayout {
        var selectedItem = 0
        var showsIndicator = true
        override init() {
            super.init()
            scrollDirection = .horizontal
            itemSize = CGSize(width: 80, height: 40)
            minimumLineSpacing = 0
            register(Indicator.self, forDecorationViewOfKind: "indicator")
        }
        required init?(coder: NSCoder) { nil }

        override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
            -> UICollectionViewLayoutAttributes?
        {
            guard elementKind == "indicator", let item = layoutAttributesForItem(at: indexPath) else { return nil }
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: "indicator", with: indexPath)
            attributes.frame = CGRect(x: item.frame.minX, y: item.frame.maxY - 4, width: item.frame.width, height: 4)
            attributes.zIndex = 10
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
            var elements = super.layoutAttributesForElements(in: rect) ?? []
            if showsIndicator,
                let indicator = layoutAttributesForDecorationView(
                    ofKind: "indicator", at: IndexPath(item: selectedItem, section: 0))
            {
                elements.append(indicator)
            }
            return elements
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func makeMenu(_ layout: UICollectionViewLayout, cells: UICollectionViewCell.Type = UICollectionViewCell.self)
        -> (UICollectionView, Source, UIWindow, EventSynthesizer)
    {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 40), collectionViewLayout: layout)
        collection.register(cells, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        root.addSubview(collection)
        window.layoutIfNeeded()
        return (collection, source, window, synthesizer)
    }

    @Test func aLayoutsDecorationViewIsMadeFromItsClassPlacedAndStackedByZIndex() throws {
        let layout = MenuLayout()
        let (collection, _, window, _) = makeMenu(layout)
        let indicator = try #require(collection.subviews.compactMap { $0 as? Indicator }.first)
        #expect(indicator.frame == CGRect(x: 0, y: 36, width: 80, height: 4))
        let cells = collection.visibleCells
        #expect(cells.count == 4)
        let index = try #require(collection.subviews.firstIndex(of: indicator))
        for cell in cells {
            #expect(collection.subviews.firstIndex(of: cell)! < index, "zIndex 10 is over the cells (zIndex 0)")
        }

        layout.selectedItem = 2
        layout.invalidateLayout()
        window.layoutIfNeeded()
        let moved = try #require(collection.subviews.compactMap { $0 as? Indicator }.first { !$0.isHidden })
        #expect(moved.frame.minX == 160)
        #expect(moved === indicator, "the view is reused for the new place")

        layout.showsIndicator = false
        layout.invalidateLayout()
        window.layoutIfNeeded()
        let indicators = collection.subviews.compactMap { $0 as? Indicator }
        #expect(indicators.allSatisfy { $0.isHidden }, "queued for reuse")
    }

    @Test func aDecorationKindTheLayoutDidNotRegisterMakesNoView() {
        final class Unregistered: MenuLayout {
            override init() {
                super.init()
                register(nil as AnyClass?, forDecorationViewOfKind: "indicator")
            }
            required init?(coder: NSCoder) { nil }
        }
        let (collection, _, _, _) = makeMenu(Unregistered())
        #expect(collection.subviews.compactMap { $0 as? Indicator }.isEmpty)
        #expect(collection.visibleCells.count == 4)
    }

    @Test func cellsWithHigherZIndexesAreStackedInFront() throws {
        final class Reversed: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
                super.layoutAttributesForElements(in: rect)?.map { original in
                    let attributes = original.copy() as! UICollectionViewLayoutAttributes
                    attributes.zIndex = attributes.indexPath.item
                    return attributes
                }
            }
        }
        let layout = Reversed()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: 80, height: 40)
        let (collection, _, _, _) = makeMenu(layout)
        let order = collection.subviews.compactMap { view in
            (view as? UICollectionViewCell).flatMap { collection.indexPath(for: $0)?.item }
        }
        #expect(order == [0, 1, 2, 3], "the lowest zIndex at the back")
    }

    @Test func setCollectionViewLayoutAnimatedMovesTheItemsToTheNewLayout() throws {
        let first = UICollectionViewFlowLayout()
        first.scrollDirection = .horizontal
        first.itemSize = CGSize(width: 80, height: 40)
        first.minimumLineSpacing = 0
        let (collection, _, _, synthesizer) = makeMenu(first)
        synthesizer.advance(by: 0)
        let second = UICollectionViewFlowLayout()
        second.scrollDirection = .horizontal
        second.itemSize = CGSize(width: 40, height: 40)
        second.minimumLineSpacing = 0
        var finished: Bool?
        collection.setCollectionViewLayout(second, animated: true) { finished = $0 }
        #expect(collection.collectionViewLayout === second)
        #expect(first.collectionView == nil && second.collectionView === collection)
        let last = try #require(collection.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(last.frame.minX == 120, "the model is where the new layout puts it")
        synthesizer.advance(by: 0.15)
        let middle = last.presentedCenter.x
        #expect(middle > 140 && middle < 260, "half way from 280 to 140, got \(middle)")
        #expect(finished == nil)
        synthesizer.advance(by: 0.2)
        #expect(finished == true)
        #expect(last.presentedCenter.x == 140)
    }

    @Test func setCollectionViewLayoutWithoutAnimationAppliesAtOnce() throws {
        let layout = MenuLayout()
        let (collection, _, window, _) = makeMenu(layout)
        let plain = UICollectionViewFlowLayout()
        plain.scrollDirection = .horizontal
        plain.itemSize = CGSize(width: 40, height: 40)
        var finished: Bool?
        collection.setCollectionViewLayout(plain, animated: false, completion: { finished = $0 })
        #expect(finished == true)
        window.layoutIfNeeded()
        #expect(collection.subviews.compactMap { $0 as? Indicator }.isEmpty, "the old layout's decoration views go")
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 50)
    }

    @Test func aLayoutThatFlipsIsMirroredRightToLeft() throws {
        final class Flipping: UICollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
        }
        let layout = Flipping()
        layout.scrollDirection = .horizontal
        layout.minimumLineSpacing = 0
        layout.itemSize = CGSize(width: 80, height: 40)
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 40), collectionViewLayout: layout)
        collection.semanticContentAttribute = .forceRightToLeft
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collection.dataSource = source
        root.addSubview(collection)
        window.layoutIfNeeded()
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame.minX == 240, "the first item at the right")
        #expect(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 240)
        #expect(collection.indexPathForItem(at: CGPoint(x: 250, y: 10)) == IndexPath(item: 0, section: 0))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0, "the layout's own")
        synthesizer.tap(at: CGPoint(x: 300, y: 20))
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        let plain = UICollectionViewFlowLayout()
        plain.scrollDirection = .horizontal
        plain.minimumLineSpacing = 0
        plain.itemSize = CGSize(width: 80, height: 40)
        collection.collectionViewLayout = plain
        window.layoutIfNeeded()
        #expect(
            collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0, "a layout that does not flip")
    }

    @Test func visibleViewsHearALayoutChangeBeforeAndAfterItsAnimation() {
        final class Watching: UICollectionViewCell {
            var heard: [String] = []
            override func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
                heard.append("will")
            }
            override func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {
                heard.append("did")
            }
        }
        let first = UICollectionViewFlowLayout()
        first.itemSize = CGSize(width: 80, height: 40)
        let (collection, source, _, synthesizer) = makeMenu(first, cells: Watching.self)
        let cells = collection.visibleCells.compactMap { $0 as? Watching }
        #expect(cells.count == 3, "three 80-point items with 10-point spacing fit in 320 points")
        let second = UICollectionViewFlowLayout()
        second.itemSize = CGSize(width: 40, height: 40)
        collection.setCollectionViewLayout(second, animated: true)
        #expect(cells.allSatisfy { $0.heard == ["will"] }, "told before, not yet after")
        synthesizer.advance(by: 0.5)
        #expect(cells.allSatisfy { $0.heard == ["will", "did"] })
        collection.setCollectionViewLayout(second, animated: false)
        #expect(cells.allSatisfy { $0.heard == ["will", "did"] }, "the same layout again is no change")
        withExtendedLifetime(source) {}  // the collection view holds its data source weakly
    }

    private func list(
        _ appearance: UICollectionLayoutListConfiguration.Appearance, counts: [Int],
        background: UIColor? = nil
    ) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, String>) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.backgroundColor = background
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
            collection, path, name in
            collection.dequeueConfiguredReusableCell(using: cells, for: path, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        for (section, count) in counts.enumerated() {
            snapshot.appendSections([section])
            snapshot.appendItems((0..<count).map { "\(section).\($0)" }, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// An inset-grouped list's sections are rounded cards on the grouped background, apart as a grouped
    /// table's untitled sections are; a plain list's rows stay square on the collection view's own background.
    @Test func anInsetGroupedListShowsRoundedCardsOnItsBackground() {
        UIApplication.replaceShared()
        let (view, source) = list(.insetGrouped, counts: [3, 1])
        func cell(_ item: Int, _ section: Int) -> UICollectionViewCell {
            view.cellForItem(at: IndexPath(item: item, section: section))!
        }
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        #expect(cell(0, 0).layer.cornerRadius == 10 && cell(0, 0).layer.maskedCorners == top)
        #expect(cell(1, 0).layer.cornerRadius == 0)
        #expect(cell(2, 0).layer.maskedCorners == bottom && cell(2, 0).clipsToBounds)
        #expect(cell(0, 1).layer.maskedCorners == top.union(bottom))
        #expect(cell(0, 0).frame.minY == 18 && cell(0, 0).frame.minX == 8)
        #expect(cell(0, 1).frame.minY == cell(2, 0).frame.maxY + 36, "18 pt below a section and 18 above the next")
        let background = view.subviews.first
        #expect(background?.backgroundColor == .systemGroupedBackground && background?.frame == view.bounds)
        #expect(view.hitTest(CGPoint(x: 2, y: 300), with: nil) === view, "the background takes no touches")

        let (plain, plainSource) = list(.plain, counts: [2])
        let row = plain.cellForItem(at: IndexPath(item: 1, section: 0))!
        #expect(row.layer.cornerRadius == 0 && !row.clipsToBounds && row.frame.minY == 51.5)
        #expect(!plain.subviews.contains { $0.backgroundColor == .systemGroupedBackground })
        withExtendedLifetime((source, plainSource)) {}
    }

    /// The list's `backgroundColor` is the one shown (`.clear` shows the collection view's own), and a
    /// `backgroundView` takes its place.
    @Test func aListsBackgroundIsItsConfigurationsUntilABackgroundViewIsSet() {
        UIApplication.replaceShared()
        let (view, source) = list(.grouped, counts: [1], background: .systemMint)
        #expect(view.subviews.first?.backgroundColor == .systemMint)
        let picture = UIView()
        view.backgroundView = picture
        view.layoutIfNeeded()
        #expect(view.subviews.first === picture)
        #expect(!view.subviews.contains { $0.backgroundColor == .systemMint }, "replaced by the background view")
        view.backgroundView = nil
        view.layoutIfNeeded()
        #expect(view.subviews.first?.backgroundColor == .systemMint)
        view.setCollectionViewLayout(UICollectionViewFlowLayout(), animated: false)
        view.layoutIfNeeded()
        #expect(!view.subviews.contains { $0.backgroundColor == .systemMint }, "it leaves with its layout")
        withExtendedLifetime(source) {}
    }
}
