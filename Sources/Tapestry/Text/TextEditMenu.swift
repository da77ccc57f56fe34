import Foundation

/// A text field's or text view's edit menu (UIKit's, on a secondary click): the click takes the keyboard and puts
/// the caret where it landed (unless it landed in the selection), then the menu opens there with the standard
/// edit actions the view can perform now — Cut, Copy, Paste, Select All — or the menu the view's
/// delegate makes of them (`textField(_:editMenuForCharactersIn:suggestedActions:)`,
/// `textView(_:editMenuForTextIn:suggestedActions:)`).
@MainActor
final class TextEditMenu: UIEditMenuInteractionDelegate {
    private weak var host: (any TextEditingHost)?
    private lazy var interaction = UIEditMenuInteraction(delegate: self)

    init(host: any TextEditingHost) { self.host = host }

    /// A secondary click at `point` (in the view's coordinates): returns whether a menu opened.
    func secondaryClick(at point: CGPoint) -> Bool {
        guard let host, let view = host as? UIView, let input = host as? UITextInput else { return false }
        if let textView = host as? UITextView, textView.presentTextItemMenu(at: point) { return true }
        if !host.isFirstResponder {
            guard host.becomeFirstResponder() else { return false }
        }
        if let position = input.closestPosition(to: point) {
            let offset = input.offset(from: input.beginningOfDocument, to: position)
            let selection = host.editingModel.selection
            let inSelection = !selection.isEmpty && selection.lowerBound <= offset && offset <= selection.upperBound
            if !inSelection { host.selectedRange = NSRange(location: offset, length: 0) }
        }
        if interaction.view !== view { interaction.didMove(to: view) }
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: point))
        return !UIMenuPresentation.openMenus.isEmpty
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        guard let host else { return nil }
        return host.delegateEditMenu(for: host.selectedRange, suggestedActions: suggestedActions)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        host?.delegateEditMenu(willPresent: true, animator: animator)
    }

    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
        animator: any UIEditMenuInteractionAnimating
    ) {
        host?.delegateEditMenu(willPresent: false, animator: animator)
    }
}
