import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Moving items by hand: the collection view shows the item where it is dragged and the data source hears of the
/// move only when it ends.
@MainActor
@Suite struct UICollectionViewInteractiveMovementTests {
    /// Six 100-point squares in two rows of three, their titles in their cells' accessibility labels.
    final class Letters: UICollectionViewController {
        var letters = ["A", "B", "C", "D", "E", "F"]
        var moves: [(IndexPath, IndexPath)] = []
        var pinned: Set<String> = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            layout.minimumLineSpacing = 0
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            letters.count
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = letters[indexPath.item]
            return cell
        }
        override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
            !pinned.contains(letters[indexPath.item])
        }
        override func collectionView(
            _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
            to destinationIndexPath: IndexPath
        ) {
            guard sourceIndexPath != destinationIndexPath else { return }
            moves.append((sourceIndexPath, destinationIndexPath))
            letters.insert(letters.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
        }
    }

    func show(_ controller: UIViewController) -> UIWindow {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The labels of the cells on screen, in the order they are shown (row by row).
    func shownOrder(_ collection: UICollectionView) -> [String] {
        collection.visibleCells.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
            .compactMap(\.accessibilityLabel)
    }

    @Test func theItemFollowsThePointAndTheOthersMakeRoomUntilTheMoveEnds() {
        let letters = Letters()
        let app = EventSynthesizer(window: show(letters))
        let collection = letters.collectionView!
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 60))
        app.advance(by: 1)
        let moving = collection.visibleCells.first { $0.accessibilityLabel == "A" }
        #expect(moving?.center == CGPoint(x: 250, y: 60), "the moving item is centred on the point")
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0)) === moving)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "B")
        #expect(
            collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin
                == .zero.applying(
                    CGAffineTransform(translationX: 100, y: 0)), "C slid into B's place")
        #expect(letters.moves.isEmpty, "the data source hears only when the move ends")
        collection.endInteractiveMovement()
        app.advance(by: 1)
        #expect(letters.moves.map(\.0) == [IndexPath(item: 0, section: 0)])
        #expect(letters.moves.map(\.1) == [IndexPath(item: 2, section: 0)])
        #expect(letters.letters == ["B", "C", "A", "D", "E", "F"])
        #expect(shownOrder(collection) == letters.letters)
        #expect(moving?.frame == CGRect(x: 200, y: 0, width: 100, height: 100), "settled into its place")
    }

    @Test func aCancelledMovePutsEverythingBackAndTellsTheDataSourceNothing() {
        let letters = Letters()
        let app = EventSynthesizer(window: show(letters))
        let collection = letters.collectionView!
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
        app.advance(by: 1)
        #expect(collection.cellForItem(at: IndexPath(item: 4, section: 0))?.accessibilityLabel == "B")
        collection.cancelInteractiveMovement()
        app.advance(by: 1)
        #expect(letters.moves.isEmpty)
        #expect(shownOrder(collection) == ["A", "B", "C", "D", "E", "F"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.frame.origin == CGPoint(x: 100, y: 0))
    }

    @Test func anItemTheDataSourceCannotMoveDoesNotStart() {
        let letters = Letters()
        letters.pinned = ["C"]
        _ = show(letters)
        #expect(!letters.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        #expect(letters.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
    }

    /// A data source that does not implement `moveItemAt` moves nothing, as in UIKit.
    @Test func aDataSourceThatDoesNotMoveItemsCannotStartAMove() {
        final class Still: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
                -> UICollectionViewCell
            { collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let still = Still()
        collection.dataSource = still
        collection.layoutIfNeeded()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    /// The controller's long press moves an item: pressed, dragged over another place, lifted.
    @Test func theControllersLongPressMovesTheItemUnderIt() {
        let letters = Letters()
        let window = show(letters)
        let app = EventSynthesizer(window: window)
        let touch = app.touchDown(at: CGPoint(x: 50, y: 50))
        app.advance(by: 0.6)
        for step in 1...5 {
            app.touchMove(touch, to: CGPoint(x: 50 + CGFloat(step) * 40, y: 50 + CGFloat(step) * 20))
            app.advance(by: 0.05)
        }
        app.touchUp(touch)
        app.advance(by: 1)
        #expect(letters.letters == ["B", "C", "D", "E", "F", "A"], "dropped over F's place, the second row's last")
        #expect(shownOrder(letters.collectionView) == letters.letters)
    }

    @Test func withoutTheStandardGestureALongPressMovesNothing() {
        let letters = Letters()
        letters.installsStandardGestureForInteractiveMovement = false
        let window = show(letters)
        let app = EventSynthesizer(window: window)
        let touch = app.touchDown(at: CGPoint(x: 50, y: 50))
        app.advance(by: 0.6)
        app.touchMove(touch, to: CGPoint(x: 250, y: 50))
        app.advance(by: 0.1)
        app.touchUp(touch)
        app.advance(by: 1)
        #expect(letters.letters == ["A", "B", "C", "D", "E", "F"])
    }
}
