import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The picker (SEMANTICS §12.6): wheels of rows that come to rest on a row.
@MainActor
@Suite struct UIPickerViewTests {
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
        let (window, root, synthesizer) = makeWindow()
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

    @Test func rowsAreTheDelegatesViewsReusedAsTheyScrollAway() {
        UIApplication.replaceShared()
        final class Swatches: UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0
            var reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 100 }
            func pickerView(
                _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
            ) -> UIView {
                if view != nil { reused += 1 } else { made += 1 }
                let swatch = view ?? UIView()
                swatch.tag = row
                return swatch
            }
        }
        let (window, root, _) = makeWindow()
        let source = Swatches()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        root.addSubview(picker)
        window.layoutIfNeeded()
        #expect(picker.view(forRow: 0, forComponent: 0)?.tag == 0)
        #expect(picker.view(forRow: 50, forComponent: 0) == nil, "not on screen")
        picker.selectRow(10, inComponent: 0, animated: false)
        window.layoutIfNeeded()
        let onScreen = source.made  // a wheel's worth: 216 points of 32-point rows
        #expect(onScreen >= 7 && onScreen <= 9)
        for row in stride(from: 15, through: 60, by: 5) {
            picker.selectRow(row, inComponent: 0, animated: false)
            window.layoutIfNeeded()
        }
        #expect(picker.view(forRow: 60, forComponent: 0)?.tag == 60)
        #expect(source.reused > 0 && source.made <= onScreen + 1, "views that scrolled away come back")
    }

    @Test func anAttributedTitleComesBeforeThePlainOne() {
        UIApplication.replaceShared()
        final class Titles: UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                "plain \(row)"
            }
            func pickerView(
                _ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int
            ) -> NSAttributedString? {
                row == 1 ? NSAttributedString(string: "red", attributes: [.foregroundColor: UIColor.systemRed]) : nil
            }
        }
        let (window, root, _) = makeWindow()
        let source = Titles()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 100, width: 320, height: 216))
        picker.dataSource = source
        picker.delegate = source
        root.addSubview(picker)
        window.layoutIfNeeded()
        let zero = picker.view(forRow: 0, forComponent: 0) as? UILabel
        let one = picker.view(forRow: 1, forComponent: 0) as? UILabel
        #expect(zero?.text == "plain 0")
        #expect(one?.attributedText?.string == "red" && one?.textColor == .systemRed)
    }

    /// UIKit's picker view is not a scroll view delegate: a subclass adopts the protocol itself.
    @Test func aSubclassMayBeAScrollViewDelegateOfItsOwn() {
        final class WatchingPicker: UIPickerView, UIScrollViewDelegate {
            var scrolled = 0
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
        }
        #expect(!(UIPickerView() as AnyObject is UIScrollViewDelegate))
        let picker = WatchingPicker()
        let outside = UIScrollView()
        outside.delegate = picker
        outside.contentSize = CGSize(width: 10, height: 1000)
        outside.contentOffset = CGPoint(x: 0, y: 5)
        #expect(picker.scrolled == 1)
    }
}
