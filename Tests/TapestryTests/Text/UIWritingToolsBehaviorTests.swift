import Foundation
import Tapestry
import Testing

/// Writing Tools settings are kept as hints by text views and fields (Linux has no Writing Tools).
@MainActor
@Suite struct UIWritingToolsBehaviorTests {
    final class Custom: UIView, UIKeyInput {
        var hasText: Bool { false }
        func insertText(_ text: String) {}
        func deleteBackward() {}
    }

    @Test func textViewsAndFieldsKeepTheSettingOthersAnswerTheDefault() {
        let view = UITextView(), field = UITextField(), custom = Custom()
        #expect(view.writingToolsBehavior == .default && field.allowedWritingToolsResultOptions.isEmpty)
        view.writingToolsBehavior = .none
        field.writingToolsBehavior = .limited
        field.allowedWritingToolsResultOptions = [.plainText, .list]
        #expect(view.writingToolsBehavior == .none && field.writingToolsBehavior == .limited)
        #expect(field.allowedWritingToolsResultOptions == [.plainText, .list])
        custom.writingToolsBehavior = .complete
        #expect(custom.writingToolsBehavior == .default, "a type that does not keep it answers the default")
        #expect(!view.isWritingToolsActive)
        #expect(UIWritingToolsBehavior.none.rawValue == -1 && UIWritingToolsResultOptions.table.rawValue == 8)
    }
}
