import Foundation

/// A section's header or footer: a text (or a content configuration) over a background, reused by identifier as
/// cells are.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier the view is reused under, or nil.
    public let reuseIdentifier: String?
    /// The view the content goes in.
    public let contentView = UIView()
    private var listView: UIListContentView?
    var isFooter = false

    /// Creates a header or footer view.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// Creates a header or footer view with no reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }
    /// Fails: Tapestry reads no Interface Builder archives (see `UIView.init(coder:)`).
    public required init?(coder: NSCoder) { return nil }

    private var storedTextLabel: UILabel?

    /// The label for the title (made on first use).
    open var textLabel: UILabel? {
        if storedTextLabel == nil {
            let label = UILabel()
            label.font = .boldSystemFont(ofSize: 17)
            contentView.addSubview(label)
            storedTextLabel = label
        }
        return storedTextLabel
    }

    /// The content as a configuration (`defaultContentConfiguration()`).
    open var contentConfiguration: UIContentConfiguration? {
        didSet {
            if let list = contentConfiguration as? UIListContentConfiguration {
                if let listView {
                    listView.listConfiguration = list
                } else {
                    let view = UIListContentView(configuration: list)
                    contentView.addSubview(view)
                    listView = view
                }
                storedTextLabel?.isHidden = true
            } else {
                listView?.removeFromSuperview()
                listView = nil
            }
            setNeedsLayout()
        }
    }

    /// The view's state for configurations: its traits.
    public var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// The background as a configuration (nil by default); setting one removes `backgroundView`.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil, backgroundView != nil { backgroundView = nil }
            shownBackground = CellBackgroundView.show(backgroundConfiguration, in: self, current: shownBackground)
        }
    }
    private var shownBackground: CellBackgroundView?
    /// Whether an update passes the content configuration through `updated(for:)`; true by default.
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether an update passes the background configuration through `updated(for:)`; true by default.
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// A header or footer and its state, for a `configurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UITableViewHeaderFooterView, UIViewConfigurationState) -> Void
    /// Runs after `updateConfiguration(using:)` whenever the configuration is updated.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }
    private var needsConfigurationUpdate = true

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to set the content and background configurations for `state`; runs before the first layout,
    /// after the traits change and after `setNeedsUpdateConfiguration()`.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    /// The traits changed: the configuration is updated.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsUpdateConfiguration()
    }

    /// A header or footer configuration for the table's style.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        let grouped = (superview as? UITableView).map { $0.style != .plain } ?? false
        if isFooter { return grouped ? .groupedFooter() : .plainFooter() }
        return grouped ? .groupedHeader() : .plainHeader()
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {}

    /// Where a table's title sits in the view.
    enum TitlePlacement { case top, centre, bottom }
    private var titleMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    private var titlePlacement = TitlePlacement.centre

    /// Shows a section title given by the data source in `textLabel`, in the style of a list configuration.
    func showTitle(_ title: String?, _ configuration: UIListContentConfiguration, placement: TitlePlacement) {
        if contentConfiguration != nil { contentConfiguration = nil }
        guard let label = textLabel else { return }
        label.isHidden = false
        label.text = title
        // A section's header is read as a heading, as UIKit's are.
        label.accessibilityTraits = isFooter ? .staticText : [.staticText, .header]
        label.font = configuration.textProperties.font
        label.textColor = configuration.textProperties.color
        label.numberOfLines = 0
        titleMargins = configuration.directionalLayoutMargins
        titlePlacement = placement
        setNeedsLayout()
    }

    /// A view behind the content that fills the header or footer's bounds (a colour,
    /// a material); nil by default.
    open var backgroundView: UIView? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            if let backgroundView {
                if backgroundConfiguration != nil { backgroundConfiguration = nil }
                insertSubview(backgroundView, at: 0)
            }
            setNeedsLayout()
        }
    }

    /// Lays out the content view and the title: as wide as its text, inside the margins.
    open override func layoutSubviews() {
        if needsConfigurationUpdate {
            needsConfigurationUpdate = false
            ConfigurationUpdate.run(
                state: configurationState, content: { self.contentConfiguration = $0 },
                currentContent: contentConfiguration, updatesContent: automaticallyUpdatesContentConfiguration,
                background: { self.shownBackground?.configuration = $0 }, currentBackground: backgroundConfiguration,
                updatesBackground: automaticallyUpdatesBackgroundConfiguration
            ) { state in
                updateConfiguration(using: state)
                configurationUpdateHandler?(self, state)
            }
        }
        shownBackground?.place(in: self)
        contentView.frame = bounds
        if let backgroundView {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { sendSubviewToBack(backgroundView) }
        }
        listView?.frame = contentView.bounds
        if let label = storedTextLabel {
            let width = max(bounds.width - titleMargins.leading - titleMargins.trailing, 1)
            let size = label.sizeThatFits(CGSize(width: width, height: 0))
            let y: CGFloat
            switch titlePlacement {
            case .top: y = titleMargins.top
            case .centre: y = (bounds.height - size.height) / 2
            case .bottom: y = bounds.height - titleMargins.bottom - size.height
            }
            label.frame = CGRect(x: titleMargins.leading, y: y, width: min(size.width, width), height: size.height)
        }
    }
}
