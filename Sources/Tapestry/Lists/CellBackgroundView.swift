import Foundation

/// The view that draws a cell's or header's `backgroundConfiguration`: the fill with its corners and stroke,
/// the image and the custom view, inside the configuration's insets.
@MainActor
final class CellBackgroundView: UIView {
    var configuration = UIBackgroundConfiguration.clear() {
        didSet { apply() }
    }
    private let imageView = UIImageView()
    private weak var shownCustomView: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        imageView.isUserInteractionEnabled = false
        addSubview(imageView)
    }
    required init?(coder: NSCoder) { return nil }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        apply()
    }

    private func apply() {
        backgroundColor = configuration.resolvedBackgroundColor(for: tintColor)
        layer.cornerRadius = configuration.cornerRadius
        clipsToBounds = configuration.cornerRadius > 0
        layer.borderWidth = configuration.strokeColor == nil ? 0 : configuration.strokeWidth
        layer.borderColor = configuration.resolvedStrokeColor(for: tintColor).cgColor
        imageView.image = configuration.image
        imageView.contentMode = configuration.imageContentMode
        imageView.isHidden = configuration.image == nil
        if shownCustomView !== configuration.customView {
            shownCustomView?.removeFromSuperview()
            if let custom = configuration.customView { addSubview(custom) }
            shownCustomView = configuration.customView
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        imageView.frame = bounds
        shownCustomView?.frame = bounds
    }

    /// Its frame in a cell of `bounds`: the configuration's insets (with the cell's margins on the edges that
    /// take them), the stroke outset around them.
    func place(in cell: UIView) {
        var insets = configuration.backgroundInsets
        let margins = cell.directionalLayoutMargins
        let edges = configuration.edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += margins.top }
        if edges.contains(.bottom) { insets.bottom += margins.bottom }
        if edges.contains(.leading) { insets.leading += margins.leading }
        if edges.contains(.trailing) { insets.trailing += margins.trailing }
        let rtl = cell.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let left = rtl ? insets.trailing : insets.leading
        let right = rtl ? insets.leading : insets.trailing
        frame = CGRect(
            x: left, y: insets.top, width: max(cell.bounds.width - left - right, 0),
            height: max(cell.bounds.height - insets.top - insets.bottom, 0))
    }

    /// Shows `configuration` at the back of `cell` (creating the view) or removes the view for nil; returns the
    /// view shown.
    static func show(_ configuration: UIBackgroundConfiguration?, in cell: UIView, current: CellBackgroundView?)
        -> CellBackgroundView?
    {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        let view = current ?? CellBackgroundView()
        if view.superview !== cell { cell.insertSubview(view, at: 0) }
        view.configuration = configuration
        view.place(in: cell)
        return view
    }
}

/// A cell's or header's configuration update, the same for table and collection view cells: the automatic
/// `updated(for:)` of its content and background configurations, then `updateConfiguration(using:)` and the
/// update handler (each passed in as the cell has them).
@MainActor
enum ConfigurationUpdate {
    static func run<State: UIConfigurationState>(
        state: State, content: (UIContentConfiguration) -> Void, currentContent: UIContentConfiguration?,
        updatesContent: Bool, background: (UIBackgroundConfiguration) -> Void,
        currentBackground: UIBackgroundConfiguration?, updatesBackground: Bool, then update: (State) -> Void
    ) {
        if updatesContent, let currentContent { content(currentContent.updated(for: state)) }
        if updatesBackground, let currentBackground { background(currentBackground.updated(for: state)) }
        update(state)
    }
}
