import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The inline style: a month's calendar whose chosen day keeps the time.
@MainActor
@Suite struct UIDatePickerInlineTests: DatePickerStage {
    @Test func theInlineCalendarChoosesADayKeepingTheTime() throws {
        let picker = makePicker(.date, style: .inline)
        picker.frame = CGRect(origin: .zero, size: picker.intrinsicContentSize)
        picker.layoutIfNeeded()
        let buttons = picker.subviews[0].subviews.compactMap { $0 as? UIButton }.filter { !$0.isHidden }
        let days = buttons.filter { Int($0.title(for: .normal) ?? "") != nil }
        #expect(days.count == 30, "November's days")
        let chosen = try #require(days.first { $0.isSelected })
        #expect(chosen.title(for: .normal) == "27")
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        days.first { $0.title(for: .normal) == "3" }!.sendActions(for: .touchUpInside)
        #expect(picker.date == date(2026, 11, 3, 10, 7, 30) && changes == 1)
        picker.minimumDate = date(2026, 11, 10)
        let early = picker.subviews[0].subviews.compactMap { $0 as? UIButton }.first {
            $0.title(for: .normal) == "5" && !$0.isHidden
        }
        #expect(early?.isEnabled == false)
    }
}
