import Foundation
import Tapestry
import TapestryTesting
import Testing

@MainActor
@Suite struct UIDatePickerTests: DatePickerStage {
    @Test func theStyleFollowsTheModeAsInUIKit() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.datePickerStyle == .compact)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline && picker.intrinsicContentSize.height > 300)
    }

    @Test func datesStayBetweenTheMinimumAndMaximum() {
        let picker = makePicker(.dateAndTime)
        picker.minimumDate = date(2026, 11, 1)
        picker.maximumDate = date(2026, 12, 31)
        picker.date = date(2025, 1, 1)
        #expect(picker.date == date(2026, 11, 1))
        spin(picker, component: 0, to: wheels(picker).selectedRow(inComponent: 0) + 400)
        #expect(picker.date <= date(2026, 12, 31))
    }

}
