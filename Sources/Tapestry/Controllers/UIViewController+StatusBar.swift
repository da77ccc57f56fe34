import Foundation

/// The look of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Chosen from the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// How the status bar animates when it is shown or hidden.
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0, fade = 1, slide = 2
}

/// What a layout guide of a controller's view offers (`topLayoutGuide`, `bottomLayoutGuide`): the anchors of
/// the edge it marks and its length.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    /// How far the guide reaches into the view (the top or bottom safe-area inset).
    var length: CGFloat { get }
    /// The guide's top edge.
    var topAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's bottom edge.
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    /// The guide's height.
    var heightAnchor: NSLayoutDimension { get }
}

extension UILayoutGuide: UILayoutSupport {
    /// The guide's height.
    public var length: CGFloat { layoutFrame.height }
}

extension UIViewController {
    /// The strip above the safe area: its `bottomAnchor` is the safe area's top (deprecated in UIKit for
    /// `view.safeAreaLayoutGuide`).
    public var topLayoutGuide: UILayoutSupport { layoutSupportGuides().top }
    /// The strip below the safe area: its `topAnchor` is the safe area's bottom.
    public var bottomLayoutGuide: UILayoutSupport { layoutSupportGuides().bottom }

    /// The two guides, made and constrained to the view and its safe area on first use.
    private func layoutSupportGuides() -> (top: UILayoutGuide, bottom: UILayoutGuide) {
        if let guides = storedLayoutSupportGuides { return guides }
        let top = UILayoutGuide()
        top.identifier = "_UIViewControllerTopLayoutGuide"
        let bottom = UILayoutGuide()
        bottom.identifier = "_UIViewControllerBottomLayoutGuide"
        let view = self.view!
        view.addLayoutGuide(top)
        view.addLayoutGuide(bottom)
        let safeArea = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: view.topAnchor),
            top.bottomAnchor.constraint(equalTo: safeArea.topAnchor),
            top.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            top.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bottom.topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            bottom.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            bottom.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bottom.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        storedLayoutSupportGuides = (top, bottom)
        return (top, bottom)
    }

}
