import Foundation

/// A service an activity view controller offers for its items (UIKit's `UIActivity`): subclass it, name it
/// with `activityType` and `activityTitle`, say which items it takes in `canPerform(withActivityItems:)`, and do
/// the work in `perform()` (calling `activityDidFinish(_:)`), or show a controller from `activityViewController`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// The name of an activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        /// The raw value.
        public let rawValue: String
        /// Creates a type.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Copies the items' text to the general pasteboard (the one system activity on a desktop).
        public static let copyToPasteboard = ActivityType(rawValue: "com.apple.UIKit.activity.CopyToPasteboard")
        /// Sends the items by mail (not offered here).
        public static let mail = ActivityType(rawValue: "com.apple.UIKit.activity.Mail")
        /// Sends the items as a message (not offered here).
        public static let message = ActivityType(rawValue: "com.apple.UIKit.activity.Message")
        /// Prints the items (not offered here).
        public static let print = ActivityType(rawValue: "com.apple.UIKit.activity.Print")
        /// AirDrop (not offered here).
        public static let airDrop = ActivityType(rawValue: "com.apple.UIKit.activity.AirDrop")
        /// Saves an image to the photo library (not offered here).
        public static let saveToCameraRoll = ActivityType(rawValue: "com.apple.UIKit.activity.SaveToCameraRoll")
        /// Posts to Facebook (not offered here).
        public static let postToFacebook = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFacebook")
        /// Posts to Twitter (not offered here).
        public static let postToTwitter = ActivityType(rawValue: "com.apple.UIKit.activity.PostToTwitter")
        /// Posts to Weibo (not offered here).
        public static let postToWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToWeibo")
        /// Posts to Tencent Weibo (not offered here).
        public static let postToTencentWeibo = ActivityType(rawValue: "com.apple.UIKit.activity.TencentWeibo")
        /// Posts to Flickr (not offered here).
        public static let postToFlickr = ActivityType(rawValue: "com.apple.UIKit.activity.PostToFlickr")
        /// Posts to Vimeo (not offered here).
        public static let postToVimeo = ActivityType(rawValue: "com.apple.UIKit.activity.PostToVimeo")
        /// Assigns an image to a contact (not offered here).
        public static let assignToContact = ActivityType(rawValue: "com.apple.UIKit.activity.AssignToContact")
        /// Adds to the reading list (not offered here).
        public static let addToReadingList = ActivityType(rawValue: "com.apple.UIKit.activity.AddToReadingList")
        /// Opens in iBooks (not offered here).
        public static let openInIBooks = ActivityType(rawValue: "com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up the items as a PDF (not offered here).
        public static let markupAsPDF = ActivityType(rawValue: "com.apple.UIKit.activity.MarkupAsPDF")
        /// Shares through SharePlay (not offered here).
        public static let sharePlay = ActivityType(rawValue: "com.apple.UIKit.activity.SharePlay")
        /// Collaborates by copying a link (not offered here).
        public static let collaborationCopyLink = ActivityType(
            rawValue: "com.apple.UIKit.activity.CollaborationCopyLink")
        /// Collaborates by inviting people (not offered here).
        public static let collaborationInviteWithLink = ActivityType(
            rawValue: "com.apple.UIKit.activity.CollaborationInviteWithLink")
        /// Adds a link to the home screen (not offered here).
        public static let addToHomeScreen = ActivityType(rawValue: "com.apple.UIKit.activity.AddToHomeScreen")
    }

    /// Where an activity shows: with the sharing ones or with the actions (the sheet lists both).
    public enum Category: Int, Sendable {
        /// An action on the items.
        case action = 0
        /// A way to share the items.
        case share = 1
    }

    /// The activity's category; `.action` by default.
    open class var activityCategory: Category { .action }
    /// The activity's name; nil by default.
    open var activityType: ActivityType? { nil }
    /// The title shown for the activity.
    open var activityTitle: String? { nil }
    /// The image shown for the activity.
    open var activityImage: UIImage? { nil }
    /// Whether the activity takes these items; false by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Receives the items before the activity runs.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to present instead of `perform()`; nil by default.
    open var activityViewController: UIViewController? { nil }
    /// Does the activity's work; call `activityDidFinish(_:)` when done. By default finishes at once, not
    /// completed.
    open func perform() { activityDidFinish(false) }

    /// What the activity view controller does when the activity finishes.
    var finish: ((Bool) -> Void)?

    /// Tells the activity view controller the activity finished (and whether it completed).
    open func activityDidFinish(_ completed: Bool) {
        let finish = self.finish
        self.finish = nil
        finish?(completed)
    }
}

/// A sheet of activities for some items (UIKit's share sheet): on a desktop it offers Copy (the items' text to
/// the general pasteboard) and the app's own activities that take the items; choosing one runs it and
/// dismisses the sheet, and `completionWithItemsHandler` hears which ran (nil and false for Cancel). Items that
/// are `UIActivityItemSource`s (a `UIActivityItemProvider`) are offered by their placeholders and asked for their
/// item with the chosen activity's type.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the completion handler is called with: the activity, whether it completed, items it returned and an
    /// error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// The items the activities act on (strings, URLs, attributed strings, images…).
    public let activityItems: [Any]
    /// The app's own activities, listed after the system's.
    public let applicationActivities: [UIActivity]?
    /// System activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Called once the sheet goes: with the activity that ran, or nil when cancelled.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// Creates a sheet for `activityItems` with the app's `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .formSheet
    }

    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    /// The items as placeholders show them (what decides which activities are offered).
    var placeholderItems: [Any] {
        activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
    }

    /// The items for the chosen activity: an item source's item for its type (none when it gives nil).
    func items(for activityType: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activityType)
        }
    }

    /// The items' text, as Copy puts it on the pasteboard (nil when no item has text).
    var itemText: String? { text(of: placeholderItems) }

    private func text(of items: [Any]) -> String? {
        let texts = items.compactMap { item -> String? in
            switch item {
            case let string as String: string
            case let url as URL: url.absoluteString
            case let attributed as NSAttributedString: attributed.string
            default: nil
            }
        }
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }

    /// The activities offered, in order: Copy (when an item has text and it is not excluded), then the app's
    /// that take the items.
    var offeredActivities: [(type: UIActivity.ActivityType?, title: String)] {
        var offered: [(UIActivity.ActivityType?, String)] = []
        if itemText != nil, !(excludedActivityTypes ?? []).contains(.copyToPasteboard) {
            offered.append((.copyToPasteboard, "Copy"))
        }
        let placeholders = placeholderItems
        for activity in applicationActivities ?? [] where activity.canPerform(withActivityItems: placeholders) {
            offered.append((activity.activityType, activity.activityTitle ?? ""))
        }
        return offered
    }

    /// A list of the activities' buttons and Cancel.
    open override func loadView() {
        let view = UIView()
        view.backgroundColor = .secondarySystemBackground
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
        for (index, entry) in offeredActivities.enumerated() {
            stack.addArrangedSubview(
                button(entry.title) { [weak self] in self?.choose(index) })
        }
        stack.addArrangedSubview(button("Cancel") { [weak self] in self?.finish(nil, completed: false) })
        self.view = view
    }

    private func button(_ title: String, action: @escaping @MainActor () -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.accessibilityLabel = title
        button.addAction(UIAction { _ in action() }, for: .primaryActionTriggered)
        return button
    }

    /// Runs the offered activity at `index`.
    func choose(_ index: Int) {
        let offered = offeredActivities
        guard offered.indices.contains(index) else { return }
        if offered[index].type == .copyToPasteboard, index == 0, itemText != nil {
            UIPasteboard.general.string = text(of: items(for: .copyToPasteboard))
            finish(.copyToPasteboard, completed: true)
            return
        }
        let placeholders = placeholderItems
        let activities = (applicationActivities ?? []).filter { $0.canPerform(withActivityItems: placeholders) }
        let activity = activities[index - (offered.count - activities.count)]
        activity.prepare(withActivityItems: items(for: activity.activityType))
        activity.finish = { [weak self, weak activity] completed in
            self?.finish(activity?.activityType, completed: completed)
        }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        completionWithItemsHandler = nil
        dismiss(animated: true) { handler?(type, completed, nil, nil) }
    }
}
