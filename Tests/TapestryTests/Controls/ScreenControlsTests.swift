import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The controls real screens use (SEMANTICS §12.6): spinner, progress, page control, pull to refresh, search,
/// picker, text field traits and content alignment.
@MainActor
@Suite struct ScreenControlsTests {
    func stage() -> (UIWindow, UIView, EventSynthesizer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        return (window, window.rootViewController!.view, EventSynthesizer(window: window))
    }

    @Test func theSpinnerTurnsOnlyWhileAnimatingAndHidesWhenStopped() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = stage()
        let spinner = UIActivityIndicatorView(style: .large)
        root.addSubview(spinner)
        #expect(spinner.isHidden && !spinner.isAnimating)
        #expect(spinner.intrinsicContentSize == CGSize(width: 37, height: 37))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        synthesizer.advance(by: 0.25)
        let angle = atan2(spinner.layer.presentation()!.transform.m12, spinner.layer.presentation()!.transform.m11)
        #expect(abs(angle - .pi / 2) < 0.05, "a quarter turn after a quarter second")
        spinner.stopAnimating()
        #expect(spinner.isHidden)
        #expect(spinner.layer.animationKeys()?.isEmpty ?? true, "no animation while stopped")
    }

    @Test func progressAndPageControl() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = stage()
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 10, y: 10, width: 200, height: 4)
        root.addSubview(progress)
        progress.setProgress(1.5, animated: false)
        #expect(progress.progress == 1)
        progress.progress = 0.25
        window.layoutIfNeeded()
        #expect(progress.subviews.first?.frame.width == 50)

        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.frame = CGRect(origin: CGPoint(x: 60, y: 100), size: pages.intrinsicContentSize)
        root.addSubview(pages)
        var changes: [Int] = []
        pages.addAction(UIAction { _ in changes.append(pages.currentPage) }, for: .valueChanged)
        synthesizer.tap(at: CGPoint(x: pages.frame.maxX - 4, y: pages.frame.midY))
        synthesizer.tap(at: CGPoint(x: pages.frame.minX + 4, y: pages.frame.midY))
        synthesizer.tap(at: CGPoint(x: pages.frame.minX + 4, y: pages.frame.midY))
        #expect(changes == [3, 2, 1])
        pages.currentPage = 9
        #expect(pages.currentPage == 4, "clamped to the pages")
    }

    @Test func pullingPastTheTopRefreshesOnce() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = stage()
        let scroll = UIScrollView(frame: root.bounds)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        root.addSubview(scroll)
        let refresh = UIRefreshControl()
        var refreshes = 0
        refresh.addAction(UIAction { _ in refreshes += 1 }, for: .valueChanged)
        scroll.refreshControl = refresh
        // At rest it sits behind the content at (0, 0, width, 60), as in UIKit 26 (measured).
        #expect(refresh.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(scroll.subviews.first === refresh, "behind the content")
        #expect(refresh.subviews.allSatisfy { $0.alpha == 0 }, "nothing shows at rest")
        // A short pull does nothing.
        synthesizer.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 160))
        synthesizer.advance(by: 1)
        #expect(refreshes == 0 && !refresh.isRefreshing)
        // A long one (rubber-banded past 80 points) refreshes, and the content rests 60 points down.
        synthesizer.drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 420), steps: 20, duration: 0.6)
        synthesizer.advance(by: 1)
        #expect(refreshes == 1 && refresh.isRefreshing)
        #expect(scroll.contentOffset.y == -60)
        #expect(refresh.frame == CGRect(x: 0, y: -60, width: 320, height: 60), "in the room kept above the content")
        refresh.endRefreshing()
        synthesizer.advance(by: 0.5)
        #expect(scroll.contentOffset.y == 0 && scroll.contentInset.top == 0)
        #expect(refresh.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        // Made before its scroll view has a size, it takes the width once the scroll view is laid out.
        let later = UIScrollView(frame: .zero)
        let early = UIRefreshControl()
        later.refreshControl = early
        later.frame = CGRect(x: 0, y: 0, width: 300, height: 400)
        later.layoutIfNeeded()
        #expect(early.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
    }

    @Test func aSearchControllerReportsEveryChangeAndCancelEnds() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Filter: UISearchResultsUpdating {
            var seen: [String] = []
            func updateSearchResults(for searchController: UISearchController) {
                seen.append("\(searchController.isActive) \(searchController.searchBar.text ?? "")")
            }
        }
        let (window, root, synthesizer) = stage()
        let search = UISearchController()
        let filter = Filter()
        search.searchResultsUpdater = filter
        search.searchBar.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        root.addSubview(search.searchBar)
        window.layoutIfNeeded()
        synthesizer.tap(at: CGPoint(x: 100, y: 28))
        synthesizer.type("ab")
        #expect(filter.seen == ["true ", "true a", "true ab"])
        #expect(search.searchBar.showsCancelButton)
        window.layoutIfNeeded()
        let cancel = search.searchBar.cancelButtonView
        synthesizer.tap(at: cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: window))
        #expect(!search.isActive && filter.seen.last == "false ")
    }

    @Test func aPickerWheelComesToRestOnARow() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Source: UIPickerViewDataSource, UIPickerViewDelegate {
            var selected: [String] = []
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 20 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "\(component):\(row)"
            }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                selected.append("\(component):\(row)")
            }
        }
        let (window, root, synthesizer) = stage()
        let source = Source()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        root.addSubview(picker)
        window.layoutIfNeeded()
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 20)
        picker.selectRow(5, inComponent: 0, animated: false)
        #expect(picker.selectedRow(inComponent: 0) == 5 && source.selected.isEmpty, "no delegate call in code")
        // Drag the second wheel up by about three rows (the content follows from where the pan began, 10 points
        // of slop on), hold still, let go: it rests on row 3.
        let touch = synthesizer.touchDown(at: CGPoint(x: 240, y: 208))
        for step in 1...10 {
            synthesizer.touchMove(touch, to: CGPoint(x: 240, y: 208 - CGFloat(step) * 11))
            synthesizer.advance(by: 0.05)
        }
        synthesizer.advance(by: 0.3)
        synthesizer.touchUp(touch)
        synthesizer.advance(by: 2)
        #expect(picker.selectedRow(inComponent: 1) == 3)
        #expect(source.selected == ["1:3"])
    }

    @Test func textFieldTraitsAndTheClearButton() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = stage()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 32))
        field.keyboardType = .emailAddress
        field.returnKeyType = .go
        field.textContentType = .emailAddress
        field.clearButtonMode = .whileEditing
        root.addSubview(field)
        synthesizer.tap(at: CGPoint(x: 50, y: 26))
        synthesizer.type("a@b")
        window.layoutIfNeeded()
        #expect(field.text == "a@b")
        // The ⓧ at the trailing edge empties the field.
        synthesizer.tap(at: CGPoint(x: 10 + 200 - 16, y: 26))
        #expect(field.text == "")
        #expect(field.keyboardType == .emailAddress && field.returnKeyType == .go)
    }

    @Test func aButtonsContentFollowsItsAlignment() {
        withEstimatedText {
            UIApplication.replaceShared()  // a fresh application for each test
            let button = UIButton(type: .system)
            button.setTitle("Go", for: .normal)
            button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
            button.contentHorizontalAlignment = .left
            button.layoutIfNeeded()
            #expect(button.titleLabel?.frame.minX == 0)
            button.contentHorizontalAlignment = .right
            button.layoutIfNeeded()
            #expect(button.titleLabel?.frame.maxX == 200)
            button.contentHorizontalAlignment = .center
            button.contentVerticalAlignment = .top
            button.layoutIfNeeded()
            #expect(button.titleLabel?.frame.minY == 0)
        }
    }
}
