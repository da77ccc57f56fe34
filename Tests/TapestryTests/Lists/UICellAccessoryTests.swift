import Foundation
import Testing

@testable import Tapestry

/// List cell accessories (UICellAccessory): each kind's side and when it shows, as UIKit places them.
@MainActor
@Suite struct UICellAccessoryTests {
    @Test func kindsTakeUIKitsSidesAndDisplayedStates() {
        #expect(!UICellAccessory.disclosureIndicator().isLeading)
        #expect(UICellAccessory.disclosureIndicator().displayedState == .always)
        #expect(UICellAccessory.delete().isLeading && UICellAccessory.delete().displayedState == .whenEditing)
        #expect(UICellAccessory.insert().isLeading && UICellAccessory.multiselect().isLeading)
        #expect(!UICellAccessory.reorder().isLeading && UICellAccessory.reorder().displayedState == .whenEditing)
        #expect(!UICellAccessory.label(text: "3").isLeading)
        let leading = UICellAccessory.customView(
            configuration: .init(customView: UIView(), placement: .leading(displayed: .whenNotEditing)))
        #expect(leading.isLeading && leading.displayedState == .whenNotEditing)
        #expect(!leading.isDisplayed(editing: true) && leading.isDisplayed(editing: false))
        #expect(UICellAccessory.checkmark(displayed: .whenEditing).isDisplayed(editing: true))
        #expect(UICellAccessory.outlineDisclosure(options: .init(style: .header)).displayedState == .always)
    }
}
