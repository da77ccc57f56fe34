import Foundation

extension UINavigationBar {
    /// The title of the back button: the item below's back button, back button title or title, else "Back";
    /// by the item below's `backButtonDisplayMode`, "Back" (`.generic`) or none, the chevron alone (`.minimal`).
    public var backButtonTitle: String? {
        guard let top = topItem, !top.hidesBackButton, let back = backItem else { return nil }
        if top.leftBarButtonItems?.isEmpty == false && !top.leftItemsSupplementBackButton { return nil }
        switch back.backButtonDisplayMode {
        case .minimal: return ""
        case .generic where back.backBarButtonItem?.title == nil && back.backButtonTitle == nil: return "Back"
        default: break
        }
        let title = back.backBarButtonItem?.title ?? back.backButtonTitle ?? back.title
        guard let title, !title.isEmpty else { return "Back" }
        return title.count > 12 ? "Back" : title
    }
}
