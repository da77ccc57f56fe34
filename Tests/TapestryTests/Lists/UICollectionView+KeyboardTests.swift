import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The keyboard on a collection view (SEMANTICS §16.3): one stop of Tab, the arrows through the items as they
/// are laid out, Return selecting.
@MainActor
@Suite struct UICollectionViewKeyboardTests {
    @Test func tabStopsAtTheCollectionAndArrowsMoveThroughItsLayout() {
        UIApplication.replaceShared()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        let source = UICollectionViewTests.Source([Array(0..<7)])
        let (window, collection) = UICollectionViewTests().stage(source, layout)
        let events = EventSynthesizer(window: window)
        events.press("\t")
        #expect(window.focusSystem.focusedItem === collection, "the collection view is a stop of Tab")
        events.press(.rightArrow)
        #expect(collection.focusedIndexPath == IndexPath(item: 0, section: 0), "the first arrow lands on the first")
        events.press(.rightArrow)
        // Three items a line: down from item 1 (the middle of the first line) is item 4.
        events.press(.downArrow)
        #expect(collection.focusedIndexPath == IndexPath(item: 4, section: 0))
        events.press(.downArrow)
        #expect(collection.focusedIndexPath == IndexPath(item: 6, section: 0), "the only item of the last line")
        // A line's lone item is centred, as UIKit lays it out: up from it is the middle item above.
        events.press(.upArrow)
        #expect(collection.focusedIndexPath == IndexPath(item: 4, section: 0))
        events.press(.leftArrow)
        events.press(.leftArrow)
        #expect(collection.focusedIndexPath == IndexPath(item: 2, section: 0), "left from 3: the line above's end")
        #expect(source.selected.isEmpty, "moving does not select")
        events.press(.select)
        #expect(source.selected == [IndexPath(item: 2, section: 0)], "Return selects, telling the delegate")
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        collection.selectionFollowsFocus = true
        events.press(.rightArrow)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)], "selection follows")
    }

    @Test func anArrowWhoseSelectionRemovesTheItemDoesNotScrollToIt() {
        UIApplication.replaceShared()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 300, height: 90)
        let source = UICollectionViewTests.Source([Array(0..<3)])
        let (window, collection) = UICollectionViewTests().stage(source, layout)
        let events = EventSynthesizer(window: window)
        collection.selectionFollowsFocus = true
        events.press("\t")
        events.press(.downArrow)
        events.press(.downArrow)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        source.afterSelect = { _ in
            source.afterSelect = nil
            source.items = [[0]]
            collection.reloadData()
        }
        events.press(.downArrow)
        #expect(collection.numberOfItems(inSection: 0) == 1, "the selection's handler removed item 2")
    }
}
