import Foundation

/// A Paste button (UIKit 16): it pastes the pasteboard's items into its `target` when tapped, and is enabled only
/// while the pasteboard holds something the target's `pasteConfiguration` takes (`canPaste(_:)`). Drawn as a
/// filled button with the clipboard symbol and "Paste", as the configuration's display mode and corners say.
@preconcurrency @MainActor
open class UIPasteControl: UIControl {
    /// What the control shows.
    public enum DisplayMode: UInt, Sendable {
        /// The symbol and "Paste".
        case iconAndLabel = 0
        /// The symbol alone.
        case iconOnly = 1
        /// "Paste" alone.
        case labelOnly = 2
    }

    /// How the control looks.
    @preconcurrency @MainActor
    open class Configuration: NSObject {
        /// What it shows (`.iconAndLabel` by default).
        open var displayMode = DisplayMode.iconAndLabel
        /// How its corners are rounded (`.dynamic` by default).
        open var cornerStyle = UIButton.Configuration.CornerStyle.dynamic
        /// The corner radius when `cornerStyle` is `.fixed`.
        open var cornerRadius: CGFloat = 0
        /// The text and symbol colour (nil: white on the tint).
        open var baseForegroundColor: UIColor?
        /// The fill (nil: the tint colour).
        open var baseBackgroundColor: UIColor?

        /// The default look.
        public override init() { super.init() }

        /// An archived configuration: nil, as Tapestry reads no archives.
        public required init?(coder: NSCoder) { return nil }
    }

    /// How the control looks, fixed at creation.
    public let configuration: Configuration
    /// What the items are pasted into; the control is enabled only while it can take what the pasteboard holds.
    open weak var target: (any UIPasteConfigurationSupporting)? {
        didSet { updateEnabled() }
    }

    private let button = UIButton(configuration: .filled())
    private var observer: NSObjectProtocol?

    /// A control of `configuration`'s look.
    public init(configuration: Configuration) {
        self.configuration = configuration
        super.init(frame: .zero)
        var look = UIButton.Configuration.filled()
        if configuration.displayMode != .labelOnly { look.image = UIImage(systemName: "doc.on.clipboard") }
        if configuration.displayMode != .iconOnly { look.title = "Paste" }
        look.imagePadding = 6
        look.cornerStyle = configuration.cornerStyle
        if configuration.cornerStyle == .fixed { look.background.cornerRadius = configuration.cornerRadius }
        look.baseForegroundColor = configuration.baseForegroundColor
        look.baseBackgroundColor = configuration.baseBackgroundColor
        button.configuration = look
        button.isUserInteractionEnabled = false
        button.accessibilityLabel = "Paste"
        addSubview(button)
        isAccessibilityElement = true
        accessibilityLabel = "Paste"
        accessibilityTraits = .button
        addAction(UIAction { [weak self] _ in self?.paste() }, for: .touchUpInside)
        observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: nil, queue: nil
        ) { [weak self] _ in
            // The pasteboard posts on the main thread; a change posted elsewhere is looked at there.
            if MainActorContext.isCurrent {
                MainActor.assumeIsolated { self?.updateEnabled() }
            } else {
                DispatchQueue.main.async { MainActor.assumeIsolated { self?.updateEnabled() } }
            }
        }
        updateEnabled()
    }

    /// A control of the default look.
    public convenience override init(frame: CGRect) {
        self.init(configuration: Configuration())
        self.frame = frame
    }

    /// An archived control: nil, as Tapestry reads no archives.
    public required init?(coder: NSCoder) { return nil }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// Pastes the pasteboard's items into the target, when it takes them.
    private func paste() {
        guard let target else { return }
        let items = UIPasteboard.general.itemProviders
        guard target.canPaste(items) else { return }
        target.paste(itemProviders: items)
    }

    /// Enabled while the target can take what the pasteboard holds.
    private func updateEnabled() {
        let enabled = target.map { $0.canPaste(UIPasteboard.general.itemProviders) } ?? false
        isEnabled = enabled
        button.isEnabled = enabled
    }

    open override var intrinsicContentSize: CGSize { button.intrinsicContentSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { button.sizeThatFits(size) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        button.frame = bounds
    }
}
