import Foundation

extension NSAttributedString.Key {
    /// Makes a run of text a text item with a custom tag (the value, a `String`): in a text view that is
    /// selectable but not editable, a click on it asks the delegate's `textView(_:primaryActionFor:defaultAction:)`
    /// and a secondary click its `textView(_:menuConfigurationFor:defaultMenu:)`, as a link does.
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}

/// How the user met a link or an attachment, as UIKit before iOS 17 told a text view's delegate in
/// `textView(_:shouldInteractWith:in:interaction:)`.
public enum UITextItemInteraction: Int, Sendable {
    /// A click or tap: the item's default action (a link opens).
    case invokeDefaultAction = 0
    /// A secondary click or long press: a menu of the item's actions.
    case presentActions = 1
    /// A preview of the item (never asked here: no previews are shown).
    case preview = 2
}

/// A link, a text attachment or a tagged run of text in a text view, as its delegate is handed it
/// (`textView(_:primaryActionFor:defaultAction:)`, `textView(_:menuConfigurationFor:defaultMenu:)`).
@preconcurrency @MainActor
public class UITextItem: NSObject {
    /// What a text item is, with its value.
    public enum Content {
        /// A link (the `.link` attribute: a URL, or a string making one).
        case link(URL)
        /// A text attachment (the `.attachment` attribute).
        case textAttachment(NSTextAttachment)
        /// A run of text with a custom tag (the `.textItemTag` attribute).
        case tag(String)
    }

    /// What kind of item this is.
    public enum ContentType: Int, Sendable {
        /// A link.
        case link = 0
        /// A text attachment.
        case textAttachment = 1
        /// A tagged run.
        case tag = 2
    }

    /// The item's kind and value.
    public let content: Content
    /// The item's range in the text view's text (UTF-16 offsets).
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }

    /// The item's kind.
    public var contentType: ContentType {
        switch content {
        case .link: .link
        case .textAttachment: .textAttachment
        case .tag: .tag
        }
    }

    /// The link's URL, for a link.
    public var link: URL? {
        if case .link(let url) = content { return url }
        return nil
    }

    /// The attachment, for a text attachment.
    public var textAttachment: NSTextAttachment? {
        if case .textAttachment(let attachment) = content { return attachment }
        return nil
    }

    /// The tag, for a tagged run.
    public var tagIdentifier: String? {
        if case .tag(let tag) = content { return tag }
        return nil
    }

    /// The item (if any) that the attributes of one character make: a link first, then an attachment, then a tag.
    static func content(of attributes: [NSAttributedString.Key: Any]) -> Content? {
        if let url = attributes[.link] as? URL { return .link(url) }
        if let string = attributes[.link] as? String, let url = URL(string: string) { return .link(url) }
        if let attachment = attributes[.attachment] as? NSTextAttachment { return .textAttachment(attachment) }
        if let tag = attributes[.textItemTag] as? String { return .tag(tag) }
        return nil
    }

    /// What a secondary click on a text item shows: a menu, and (on UIKit) a preview beside it.
    @preconcurrency @MainActor
    public class MenuConfiguration: NSObject {
        /// The preview shown beside an item's menu. (No previews are shown here: the menu shows alone.)
        public enum Preview {
            /// The system's preview of the item.
            case `default`
            /// A view of your own.
            case view(UIView)
        }

        /// The preview asked for.
        public let preview: Preview?
        /// The menu.
        public let menu: UIMenu

        /// Creates a configuration showing `menu` (and, on UIKit, `preview`).
        public init(preview: Preview? = .default, menu: UIMenu) {
            self.preview = preview
            self.menu = menu
            super.init()
        }
    }
}
