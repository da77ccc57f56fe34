import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Sections that scroll sideways (UICollectionView+Orthogonal): their groups in one row in a scroll view of
/// their own, cells placed as the row scrolls, drags along the row scrolling it and across it the list, the
/// behaviours' resting places, and taps on its cells selecting them.
@MainActor
@Suite struct UICollectionViewOrthogonalTests {
    final class Source: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var selected: [IndexPath] = []
        func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 12 : 20
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = "\(indexPath.section).\(indexPath.item)"
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            selected.append(indexPath)
        }
    }

    /// Section 0: 100 × 80 groups 10 apart, inset 16 at the sides, scrolling sideways as `behavior` says;
    /// section 1: full-width 60-pt rows.
    private func stage(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> (
        UICollectionView, Source, EventSynthesizer
    ) {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let layout = UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let size = NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let carousel = NSCollectionLayoutSection(group: group)
                carousel.interGroupSpacing = 10
                carousel.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                carousel.orthogonalScrollingBehavior = behavior
                return carousel
            }
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60))
            return NSCollectionLayoutSection(
                group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        }
        let view = UICollectionView(frame: root.bounds, collectionViewLayout: layout)
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        view.dataSource = source
        view.delegate = source
        root.addSubview(view)
        window.layoutIfNeeded()
        return (view, source, synthesizer)
    }

    private func band(_ view: UICollectionView) throws -> OrthogonalScrollView {
        try #require(view.subviews.compactMap { $0 as? OrthogonalScrollView }.first)
    }

    @Test func theGroupsLieInOneRowInAScrollViewOfTheirOwnAndTheNextSectionFollowsTheBand() throws {
        let (view, source, _) = stage(.continuous)
        let band = try band(view)
        #expect(band.frame == CGRect(x: 0, y: 0, width: 320, height: 96))
        #expect(band.contentSize == CGSize(width: 16 + 12 * 100 + 11 * 10 + 16, height: 96))
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 16 + 330, y: 8, width: 100, height: 80))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 96)
        // Only the cells the band shows are there, in the band, at their place in its content.
        let shown = view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
        #expect(shown == [0, 1, 2])
        let third = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(third.superview === band && third.frame == CGRect(x: 236, y: 8, width: 100, height: 80))
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === view)
        withExtendedLifetime(source) {}
    }

    @Test func aDragAlongTheRowScrollsItAndACrossOneScrollsTheList() throws {
        let (view, source, synthesizer) = stage(.continuous)
        let band = try band(view)
        synthesizer.drag(from: CGPoint(x: 300, y: 48), to: CGPoint(x: 60, y: 50), steps: 12, duration: 0.4)
        synthesizer.advance(by: 3)
        view.layoutIfNeeded()
        #expect(band.contentOffset.x > 200, "the row scrolled: \(band.contentOffset)")
        #expect(view.contentOffset.y == 0, "the list did not")
        let shown = view.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item).sorted()
        #expect(shown.first! >= 2 && shown.contains(4), "cells further along are placed: \(shown)")
        // The item under a point is found where the scrolled row shows it.
        let fourth = try #require(view.cellForItem(at: IndexPath(item: 4, section: 0)))
        let point = fourth.convert(CGPoint(x: 50, y: 40), to: view)
        #expect(view.indexPathForItem(at: point) == IndexPath(item: 4, section: 0))

        synthesizer.drag(from: CGPoint(x: 150, y: 60), to: CGPoint(x: 152, y: 20), steps: 12, duration: 0.3)
        synthesizer.advance(by: 0.1)
        #expect(view.contentOffset.y > 20, "a vertical drag over the band scrolls the list: \(view.contentOffset)")
        withExtendedLifetime(source) {}
    }

    @Test func aTapOnACellInTheRowSelectsIt() throws {
        let (view, source, synthesizer) = stage(.continuous)
        let band = try band(view)
        band.setContentOffset(CGPoint(x: 220, y: 0), animated: false)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 3, section: 0)))
        synthesizer.tap(at: cell.convert(CGPoint(x: 50, y: 40), to: nil))
        #expect(source.selected == [IndexPath(item: 3, section: 0)])
    }

    @Test func theBehavioursChooseWhereTheRowComesToRest() throws {
        typealias Check = (CGFloat) -> Bool
        let centred: CGFloat = 16 + 50 - 160  // the group's centre at the band's
        let cases: [(UICollectionLayoutSectionOrthogonalScrollingBehavior, Check)] = [
            (.groupPaging, { $0 == 110 }),
            (.continuousGroupLeadingBoundary, { $0.truncatingRemainder(dividingBy: 110) == 0 && $0 > 110 }),
            (.paging, { $0 == 320 }),
            (.groupPagingCentered, { abs(($0 - centred).truncatingRemainder(dividingBy: 110)) < 0.01 && $0 > 0 }),
        ]
        for (behavior, check) in cases {
            let (view, source, synthesizer) = stage(behavior)
            let band = try band(view)
            synthesizer.drag(from: CGPoint(x: 250, y: 48), to: CGPoint(x: 150, y: 48), steps: 6, duration: 0.1)
            synthesizer.advance(by: 4)
            #expect(check(band.contentOffset.x), "\(behavior): rests at \(band.contentOffset.x)")
            withExtendedLifetime(source) {}
        }
    }

    @Test func aRestingPlaceIsChosenFromTheGroupInViewAndTheFling() {
        let band = OrthogonalBand(
            frame: CGRect(x: 0, y: 0, width: 320, height: 96), contentWidth: 1342, behavior: .groupPaging,
            groupStride: 110, groupWidth: 100, leadingInset: 16)
        #expect(band.restingOffset(current: 120, proposed: 600, velocity: 1, width: 320, maximum: 1022) == 220)
        #expect(band.restingOffset(current: 120, proposed: 0, velocity: -1, width: 320, maximum: 1022) == 110)
        #expect(band.restingOffset(current: 150, proposed: 150, velocity: 0, width: 320, maximum: 1022) == 110)
        #expect(band.restingOffset(current: 1000, proposed: 2000, velocity: 1, width: 320, maximum: 1022) == 1022)
        var continuous = band
        continuous.behavior = .continuous
        #expect(continuous.restingOffset(current: 0, proposed: 123, velocity: 1, width: 320, maximum: 1022) == 123)
    }

    @Test func scrollingToAnItemOfTheRowScrollsTheBandAcross() throws {
        let (view, source, _) = stage(.continuous)
        let band = try band(view)
        view.scrollToItem(at: IndexPath(item: 6, section: 0), at: .centeredHorizontally, animated: false)
        view.layoutIfNeeded()
        #expect(abs(band.contentOffset.x - (16 + 660 + 50 - 160)) < 0.001, "item 6 centred")
        #expect(view.cellForItem(at: IndexPath(item: 6, section: 0))?.superview === band)
        view.scrollToItem(at: IndexPath(item: 11, section: 0), at: [], animated: false)
        #expect(abs(band.contentOffset.x - (16 + 1210 + 100 - 320)) < 0.001, "the nearest: the last item just shown")
        withExtendedLifetime(source) {}
    }
}
