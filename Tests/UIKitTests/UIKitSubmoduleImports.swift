import UIKit.NSLayoutConstraint
import UIKit.UIColor
import UIKit.UIView

/// Code in a file that imports header submodules, as some iOS sources do.
@MainActor
func submoduleColour() -> UIColor {
    let view = UIView()
    view.backgroundColor = .systemBlue
    return view.backgroundColor ?? .clear
}
