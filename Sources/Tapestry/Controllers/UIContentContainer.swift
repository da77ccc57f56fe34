import Foundation

/// What a container of view controllers is told about its children's sizes and the environment's changes
/// (UIKit's `UIContentContainer`): `UIViewController` and `UIPresentationController` adopt it, so code that
/// overrides these methods, or passes either as `any UIContentContainer`, is written as on iOS.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the content would like to have.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// A child's Auto Layout fitting size changed.
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    /// The size to give a child inside a parent of `parentSize`.
    func size(
        forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize
    /// The container's size is about to change; the coordinator runs work alongside.
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
    /// The container's traits are about to change; the coordinator runs work alongside.
    func willTransition(
        to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}
extension UIPresentationController: UIContentContainer {}
