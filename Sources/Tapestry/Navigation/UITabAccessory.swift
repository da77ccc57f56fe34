import Foundation

extension UITabBarController {
    /// When a tab bar minimizes as its content scrolls (UIKit 26).
    public enum MinimizeBehavior: Int, Sendable {
        /// The system's choice: never on a desktop window (nor on iPad).
        case automatic = 0
        /// The bar keeps its size.
        case never = 1
        /// The bar minimizes when the content scrolls down and comes back when it scrolls up (iPhone).
        case onScrollDown = 2
        /// The bar minimizes when the content scrolls up (iPhone; for content aligned to the bottom).
        case onScrollUp = 3
    }

    /// Sets the view above the tab bar, fading it in or out when `animated`.
    public func setBottomAccessory(_ bottomAccessory: UITabAccessory?, animated: Bool) {
        guard bottomAccessory !== storedBottomAccessory else { return }
        let old = storedBottomAccessory
        storedBottomAccessory = bottomAccessory
        let oldHost = old?.contentView.superview as? TabAccessoryHostView
        if let old, oldHost?.accessory === old {
            if animated, let oldHost {
                UIView.animate(withDuration: 0.25) {
                    oldHost.alpha = 0
                } completion: { _ in
                    oldHost.removeFromSuperview()
                }
            } else {
                oldHost?.removeFromSuperview()
            }
        }
        if let bottomAccessory, let container = viewIfLoaded {
            let host = TabAccessoryHostView(accessory: bottomAccessory)
            container.addSubview(host)
            if animated {
                host.alpha = 0
                UIView.animate(withDuration: 0.25) { host.alpha = 1 }
            }
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Places the accessory's host above the bar (or at the bottom of the safe area without one) and answers the
    /// height it adds to the children's bottom safe area.
    func layOutBottomAccessory(in container: UIView, above barTop: CGFloat?) -> CGFloat {
        guard let accessory = storedBottomAccessory else { return 0 }
        let host: TabAccessoryHostView
        if let existing = accessory.contentView.superview as? TabAccessoryHostView, existing.accessory === accessory {
            host = existing
        } else {
            host = TabAccessoryHostView(accessory: accessory)
        }
        if host.superview !== container { container.addSubview(host) }
        let bottom = barTop ?? (container.bounds.height - container.safeAreaInsets.bottom)
        let height = UITabAccessory.standardHeight, margin = UITabAccessory.margin
        host.frame = CGRect(
            x: container.safeAreaInsets.left + margin, y: bottom - margin / 2 - height,
            width: max(
                0, container.bounds.width - container.safeAreaInsets.left - container.safeAreaInsets.right - 2 * margin),
            height: height)
        return height + margin / 2
    }
}

/// A view a tab bar controller shows above its tab bar for every tab (UIKit 26's bottom accessory): a mini player,
/// say. The content view fills a capsule-shaped panel at full width (a desktop window's tab bar never minimizes,
/// so the accessory is never shown inline).
@preconcurrency @MainActor
open class UITabAccessory: NSObject {
    /// The view shown.
    public let contentView: UIView

    /// An accessory showing `contentView`.
    public init(contentView: UIView) {
        self.contentView = contentView
        super.init()
    }

    /// The accessory's height above the bar, in points.
    static let standardHeight: CGFloat = 48
    /// The space between the accessory and the window's sides and the bar.
    static let margin: CGFloat = 12
}

/// The glass capsule holding a bottom accessory's content view.
final class TabAccessoryHostView: UIView {
    let accessory: UITabAccessory

    init(accessory: UITabAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        backgroundColor = .secondarySystemBackground
        cornerConfiguration = .capsule()
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.12
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(accessory.contentView)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        accessory.contentView.frame = bounds
    }
}
