import Foundation
import Testing

@testable import Tapestry

@MainActor
@Suite struct UIViewControllerKeyValueCodingTests {
    @Test func propertiesAreSetAndReadByTheirObjectiveCNames() {
        let controller = UIViewController()
        controller.setValue(true, forKey: "modalInPresentation")
        #expect(controller.isModalInPresentation)
        #expect((controller.value(forKey: "modalInPresentation") as? NSNumber)?.boolValue == true)
        controller.setValue("Inbox", forKey: "title")
        #expect(controller.title == "Inbox")
        controller.setValue(NSValue(cgSize: CGSize(width: 300, height: 200)), forKey: "preferredContentSize")
        #expect(controller.preferredContentSize == CGSize(width: 300, height: 200))
        controller.setValue(
            NSNumber(value: UIModalPresentationStyle.formSheet.rawValue), forKey: "modalPresentationStyle")
        #expect(controller.modalPresentationStyle == .formSheet)
        controller.setValue("not a Boolean", forKey: "editing")
        #expect(!controller.isEditing, "a value of the wrong type is ignored")
    }
}
