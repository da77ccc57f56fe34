import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The compact style: buttons that open the calendar or the time wheels in a popover.
@MainActor
@Suite struct UIDatePickerCompactTests: DatePickerStage {
    @Test func aCompactDateOpensACalendarInAPopoverWhoseChoiceIsThePickers() throws {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let picker = makePicker(.dateAndTime, style: .compact)
        root.view.addSubview(picker)
        picker.frame = CGRect(origin: CGPoint(x: 20, y: 20), size: picker.intrinsicContentSize)
        window.layoutIfNeeded()
        let pills = picker.subviews[0].subviews.compactMap { $0 as? UIButton }
        // The time's space is ICU's narrow no-break space, as on iOS.
        #expect(
            pills.map { $0.title(for: .normal)?.replacingOccurrences(of: "\u{202F}", with: " ") }
                == ["Nov 27, 2026", "10:07 AM"])
        pills[0].sendActions(for: .touchUpInside)
        let popover = try #require(root.presentedViewController)
        let inner = try #require(popover.view.subviews.first as? UIDatePicker)
        #expect(inner.datePickerStyle == .inline)
        var changes = 0
        picker.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        inner.subviews[0].subviews.compactMap { $0 as? UIButton }.first {
            $0.title(for: .normal) == "20" && !$0.isHidden
        }!
        .sendActions(for: .touchUpInside)
        #expect(picker.date == date(2026, 11, 20, 10, 7, 30) && changes == 1)
        #expect(pills[0].title(for: .normal) == "Nov 20, 2026")
    }
}
