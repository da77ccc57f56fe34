import Foundation
import Tapestry
import TapestryTesting
import Testing

/// A collection view controller subclassed as in UIKit: data source and delegate methods overridden.
@MainActor
@Suite struct UICollectionViewControllerTests {
    final class Grid: UICollectionViewController {
        var picked: [IndexPath] = []
        init() {
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            layout.minimumInteritemSpacing = 0
            super.init(collectionViewLayout: layout)
        }
        required init?(coder: NSCoder) { nil }

        override func viewDidLoad() {
            super.viewDidLoad()
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        }
        override func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }
        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            section == 0 ? 3 : 5
        }
        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
            picked.append(indexPath)
        }
    }

    @Test func theControllerIsItsViewsDataSourceAndDelegateAndClearsTheSelectionOnReturn() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 500))
        let grid = Grid()
        let navigation = UINavigationController(rootViewController: grid)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(grid.collectionView.dataSource === grid && grid.collectionView.delegate === grid)
        #expect(grid.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(grid.collectionView.numberOfItems(inSection: 1) == 5)
        let second = grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        let point = grid.collectionView.convert(CGPoint(x: second.midX, y: second.midY), to: window)
        EventSynthesizer(window: window).tap(at: point)
        #expect(grid.picked == [IndexPath(item: 1, section: 0)])
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.popViewController(animated: false)
        #expect(grid.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func withoutALayoutTheControllerUsesAFlowLayout() {
        let controller = UICollectionViewController(nibName: nil, bundle: nil)
        #expect(controller.collectionViewLayout is UICollectionViewFlowLayout)
        #expect(controller.clearsSelectionOnViewWillAppear)
    }
}
