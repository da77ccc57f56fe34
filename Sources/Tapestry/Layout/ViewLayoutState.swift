import Foundation

/// A view's Auto Layout state, made the first time it takes part (one pointer per view otherwise).
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var installed: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    var needsUpdateConstraints = false
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compression = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    var engine: AutoLayoutEngine?
    var margins: UIEdgeInsets?
    var safeAreaGuide: UILayoutGuide?
    var marginsGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// A scroll view's content and frame layout guides.
    var contentGuide: UILayoutGuide?
    var frameGuide: UILayoutGuide?
    var additionalSafeAreaInsets = UIEdgeInsets.zero
    var insetsLayoutMarginsFromSafeArea = true
    var preservesSuperviewLayoutMargins = false
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    /// Whether the view's root engine has variables for it.
    var isEngineItem = false
    /// The view's interactions (kept here, with the other state few views have).
    var interactions: [UIInteraction] = []
    /// The view's focus group and focus effect.
    var focusGroupIdentifier: String?
    var focusEffect: UIFocusEffect?
    /// The view's own `accessibilityLabel`.
    var accessibilityLabel: String?
    /// The view's `overrideUserInterfaceStyle`.
    var overrideStyle = UIUserInterfaceStyle.unspecified
    /// The view's `traitOverrides`.
    var traitOverrides = UITraitOverrides()
}
