import Foundation

/// What an editor's navigation item is told while its title is renamed in the bar (UIKit 16): the bar's title
/// menu offers Rename when the item has a rename delegate, and the title becomes a text field until Return.
@preconcurrency @MainActor
public protocol UINavigationItemRenameDelegate: AnyObject {
    /// Renaming ended with `title` (the delegate stores it; the item's title is the delegate's to change).
    func navigationItem(_ navigationItem: UINavigationItem, didEndRenamingWith title: String)
    /// Whether renaming may begin (true by default).
    func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool
    /// The text the field starts with and what of it is selected (by default the title, all of it selected).
    func navigationItem(
        _ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>
    ) -> (String, Range<String.Index>)
    /// Whether renaming may end with `title` (true by default; false keeps the field editing).
    func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool
}

extension UINavigationItemRenameDelegate {
    /// Renaming may begin.
    public func navigationItemShouldBeginRenaming(_ navigationItem: UINavigationItem) -> Bool { true }
    /// The title as it is, all of it selected.
    public func navigationItem(
        _ navigationItem: UINavigationItem, willBeginRenamingWith title: String, selectedRange: Range<String.Index>
    ) -> (String, Range<String.Index>) { (title, selectedRange) }
    /// Renaming may end.
    public func navigationItem(_ navigationItem: UINavigationItem, shouldEndRenamingWith title: String) -> Bool {
        true
    }
}

/// The document an editor's navigation item stands for (UIKit 16): the title menu shows its name, and its
/// providers give the items a drag of the title carries and the share sheet its Share item opens.
@preconcurrency @MainActor
open class UIDocumentProperties: NSObject {
    /// The document's file.
    public let url: URL?
    /// The items a drag of the title carries (kept: the title is not dragged here).
    open var dragItemsProvider: ((any UIDragSession) -> [UIDragItem])?
    /// The share sheet the title menu's Share item opens.
    open var activityViewControllerProvider: (() -> UIActivityViewController)?
    /// Whether the title menu shows the document's icon (kept: the menu shows its name).
    open var wantsIconRepresentation = false

    /// The properties of the document at `url`.
    public init(url: URL) {
        self.url = url
        super.init()
    }
}

extension UINavigationItem {
    private enum Key {
        nonisolated(unsafe) static var renameDelegate: UInt8 = 0
        nonisolated(unsafe) static var documentProperties: UInt8 = 0
    }

    /// Who is told about renaming the title (held weakly); with one, the title menu offers Rename.
    public var renameDelegate: (any UINavigationItemRenameDelegate)? {
        get {
            (objc_getAssociatedObject(self, &Key.renameDelegate) as? WeakBox)?.object
                as? any UINavigationItemRenameDelegate
        }
        set {
            objc_setAssociatedObject(
                self, &Key.renameDelegate, newValue.map { WeakBox($0) }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            bar?.itemDidChange(self)
        }
    }

    /// The document the item stands for; with it, the title menu is headed by the document's name and offers
    /// Share when `activityViewControllerProvider` is set.
    public var documentProperties: UIDocumentProperties? {
        get { objc_getAssociatedObject(self, &Key.documentProperties) as? UIDocumentProperties }
        set {
            objc_setAssociatedObject(self, &Key.documentProperties, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            bar?.itemDidChange(self)
        }
    }

    /// Whether a tap on the title opens a menu: the item has a title menu, a rename delegate or a document.
    var hasTitleMenu: Bool { titleMenuProvider != nil || renameDelegate != nil || documentProperties != nil }
}
