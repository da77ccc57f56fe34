import Foundation
import Tapestry
import Testing

/// The rename delegate's default answers and a document's properties on a navigation item (UIKit 16).
@MainActor
@Suite struct UINavigationItemRenamingTests {
    final class MinimalDelegate: UINavigationItemRenameDelegate {
        func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String) {}
    }

    @Test func aDelegateWithOnlyTheRequiredMethodGetsUIKitsDefaults() {
        let item = UINavigationItem(title: "Draft")
        let delegate = MinimalDelegate()
        item.renameDelegate = delegate
        #expect(delegate.navigationItemShouldBeginRenaming(item))
        let title = "Draft"
        let (text, range) = delegate.navigationItem(
            item, willBeginRenamingWith: title, selectedRange: title.startIndex..<title.endIndex)
        #expect(text == "Draft" && title[range] == "Draft")
        #expect(delegate.navigationItem(item, shouldEndRenamingWith: "x"))
        // Optional-requirement calls, as code written for Objective-C's protocols makes them.
        #expect(item.renameDelegate?.navigationItemShouldBeginRenaming?(item) == true)
    }

    @Test func documentPropertiesKeepTheirURLAndProviders() {
        let item = UINavigationItem(title: "Report")
        let url = URL(fileURLWithPath: "/tmp/Report.txt")
        let properties = UIDocumentProperties(url: url)
        properties.wantsIconRepresentation = true
        item.documentProperties = properties
        #expect(item.documentProperties?.url == url && item.documentProperties?.wantsIconRepresentation == true)
        item.documentProperties = nil
        #expect(item.documentProperties == nil)
    }
}
