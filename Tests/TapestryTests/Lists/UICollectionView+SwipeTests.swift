import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A list layout's swipe actions (UICollectionView+Swipe, through the swipe tables use): a horizontal drag over a
/// row opens the actions its configuration's provider gives, a vertical one scrolls, a tap elsewhere closes, and
/// an action's handler runs with its completion.
@MainActor
@Suite struct UICollectionViewSwipeTests {
    final class Rows: NSObject, UICollectionViewDataSource {
        var items = (0..<30).map { "Row \($0)" }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            items.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        { collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) }
    }

    private func stage(log: @escaping (String) -> Void) -> (UICollectionView, Rows, EventSynthesizer) {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard indexPath.item != 0 else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log("delete \(indexPath.item)")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let rows = Rows()
        let (list, synthesizer) = makeList(configuration, dataSource: rows, height: 480)
        return (list, rows, synthesizer)
    }

    @Test func aHorizontalDragOpensTheProvidersActionsAndTheActionRuns() throws {
        var log: [String] = []
        let (list, rows, synthesizer) = stage { log.append($0) }
        let row = try #require(list.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame)
        synthesizer.drag(
            from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 180, y: row.midY + 3), steps: 12, duration: 0.3)
        synthesizer.advance(by: 0.5)
        #expect(list.swipe?.indexPath == IndexPath(item: 2, section: 0), "the row swiped open")
        #expect(list.contentOffset.y == 0, "a horizontal drag did not scroll")
        let cell = try #require(list.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame.minX < -60, "the cell slid aside")
        list.layoutIfNeeded()
        #expect(cell.frame.minX < -60, "and stays aside through layout")
        synthesizer.tap(at: CGPoint(x: 320 - 20, y: row.midY))
        synthesizer.advance(by: 0.5)
        #expect(log == ["delete 2"] && list.swipe == nil)
        withExtendedLifetime(rows) {}
    }

    @Test func aRowWithoutActionsAndAVerticalDragOpenNothingAndATapCloses() throws {
        var log: [String] = []
        let (list, rows, synthesizer) = stage { log.append($0) }
        let first = try #require(list.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        synthesizer.drag(
            from: CGPoint(x: 300, y: first.midY), to: CGPoint(x: 180, y: first.midY), steps: 12, duration: 0.3)
        synthesizer.advance(by: 0.5)
        #expect(list.swipe == nil, "the provider gave no actions for row 0")
        let row = try #require(list.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame)
        synthesizer.drag(from: CGPoint(x: 300, y: row.midY), to: CGPoint(x: 180, y: row.midY), steps: 12, duration: 0.3)
        synthesizer.advance(by: 0.5)
        #expect(list.swipe != nil)
        synthesizer.tap(at: CGPoint(x: 100, y: 400))
        synthesizer.advance(by: 0.5)
        #expect(list.swipe == nil && log.isEmpty, "a tap elsewhere only closed it")
        synthesizer.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 196, y: 150), steps: 12, duration: 0.3)
        synthesizer.advance(by: 1)
        #expect(list.swipe == nil && list.contentOffset.y > 100, "a vertical drag scrolls")
        list.isEditing = true
        #expect(list.swipe == nil)
        withExtendedLifetime(rows) {}
    }

    @Test func onlyALayoutWithSwipeActionsGetsTheSwipePan() {
        let (list, rows, _) = stage { _ in }
        #expect(list.gestureRecognizers?.contains { $0.name == "list swipe" } == true)
        list.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain))
        list.layoutIfNeeded()
        #expect(list.swipeRecognizer == nil, "a list without providers has no swipe pan")
        #expect(list.gestureRecognizers?.contains { $0.name == "list swipe" } != true)
        let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: .init())
        grid.layoutIfNeeded()
        #expect(grid.swipeRecognizer == nil)
        withExtendedLifetime(rows) {}
    }
}
