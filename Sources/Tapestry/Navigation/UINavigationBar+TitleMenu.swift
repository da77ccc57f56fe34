import Foundation

/// The title menu of an editor's bar (UIKit 16): a tap on the title of an item with a `titleMenuProvider`, a
/// `renameDelegate` or `documentProperties` opens a menu under it, of the suggested Share and Rename items as the
/// provider arranges them; Rename turns the title into a text field, ended by Return or by leaving it.
extension UINavigationBar {
    private enum Key {
        nonisolated(unsafe) static var titleTap: UInt8 = 0
        nonisolated(unsafe) static var renaming: UInt8 = 0
    }

    /// The field the title is renamed in, with the item it renames and the delegate of its editing.
    private final class Renaming: NSObject, UITextFieldDelegate {
        let field = UITextField()
        weak var item: UINavigationItem?
        weak var bar: UINavigationBar?
        var ending = false

        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            bar?.endRenaming()
            return false
        }

        func textFieldDidEndEditing(_ textField: UITextField) {
            if !ending { bar?.endRenaming() }
        }
    }

    private var renaming: Renaming? {
        get { objc_getAssociatedObject(self, &Key.renaming) as? Renaming }
        set { objc_setAssociatedObject(self, &Key.renaming, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }

    /// The field the title is being renamed in, or nil.
    public var titleRenamingField: UITextField? { renaming?.field }

    /// Makes the title open the top item's menu when it has one (after each rebuild of the bar's content).
    func updateTitleMenu() {
        let wanted = topItem?.hasTitleMenu == true
        var tap = objc_getAssociatedObject(self, &Key.titleTap) as? UITapGestureRecognizer
        if wanted, tap == nil {
            let made = UITapGestureRecognizer(target: self, action: Selector(Self.titleTapped(_:)))
            objc_setAssociatedObject(self, &Key.titleTap, made, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            titleTextLabel.addGestureRecognizer(made)
            tap = made
        } else if !wanted, let installed = tap {
            titleTextLabel.removeGestureRecognizer(installed)
            objc_setAssociatedObject(self, &Key.titleTap, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
        titleTextLabel.isUserInteractionEnabled = wanted
        if let renaming, renaming.item !== topItem { finishRenaming(renaming) }
    }

    private func titleTapped(_ recognizer: UITapGestureRecognizer) {
        guard renaming == nil, let menu = titleMenu() else { return }
        let label = titleTextLabel
        UIMenuPresentation.present(menu, from: label, at: CGPoint(x: label.bounds.midX, y: label.bounds.maxY))
    }

    /// The top item's title menu: its provider's arrangement of the suggested items (Share with a document's
    /// share sheet, Rename with a rename delegate), headed by the document's name; nil when it has none.
    public func titleMenu() -> UIMenu? {
        guard let item = topItem, item.hasTitleMenu else { return nil }
        var suggested: [UIMenuElement] = []
        if let provider = item.documentProperties?.activityViewControllerProvider {
            suggested.append(
                UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { [weak self] _ in
                    self?.presentingController?.present(provider(), animated: true)
                })
        }
        if item.renameDelegate != nil {
            suggested.append(
                UIAction(title: "Rename", image: UIImage(systemName: "pencil")) { [weak self] _ in
                    self?.beginRenaming()
                })
        }
        let menu = item.titleMenuProvider.map { $0(suggested) } ?? UIMenu(children: suggested)
        guard let menu else { return nil }
        if menu.title.isEmpty, let url = item.documentProperties?.url {
            return UIMenu(
                title: url.deletingPathExtension().lastPathComponent, image: menu.image, identifier: menu.identifier,
                options: menu.options, children: menu.children)
        }
        return menu
    }

    /// The controller a Share item presents from: the one whose navigation controller shows this bar.
    private var presentingController: UIViewController? {
        var responder: UIResponder? = self
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// Turns the title into a text field, as the title menu's Rename does, when the top item's rename delegate
    /// allows; returns whether renaming began.
    @discardableResult
    public func beginRenaming() -> Bool {
        guard renaming == nil, let item = topItem, let delegate = item.renameDelegate,
            delegate.navigationItemShouldBeginRenaming(item)
        else { return false }
        let title = item.title ?? ""
        let (text, selected) = delegate.navigationItem(
            item, willBeginRenamingWith: title, selectedRange: title.startIndex..<title.endIndex)
        let state = Renaming()
        state.item = item
        state.bar = self
        let field = state.field
        field.text = text
        field.font = titleTextLabel.font
        field.textAlignment = .center
        field.borderStyle = .roundedRect
        field.returnKeyType = .done
        field.delegate = state
        renaming = state
        addSubview(field)
        titleTextLabel.isHidden = true
        setNeedsLayout()
        layoutIfNeeded()
        field.becomeFirstResponder()
        let lower = selected.lowerBound.utf16Offset(in: text), upper = selected.upperBound.utf16Offset(in: text)
        if let start = field.position(from: field.beginningOfDocument, offset: max(lower, 0)),
            let end = field.position(from: field.beginningOfDocument, offset: min(upper, text.utf16.count))
        {
            field.selectedTextRange = field.textRange(from: start, to: end)
        }
        return true
    }

    /// Ends renaming with the field's text when the delegate allows (otherwise the field goes on editing).
    func endRenaming() {
        guard let state = renaming, !state.ending else { return }
        let text = state.field.text ?? ""
        if let item = state.item, let delegate = item.renameDelegate,
            !delegate.navigationItem(item, shouldEndRenamingWith: text)
        {
            state.field.becomeFirstResponder()
            return
        }
        finishRenaming(state)
        if let item = state.item { item.renameDelegate?.navigationItem(item, didEndRenamingWith: text) }
    }

    private func finishRenaming(_ state: Renaming) {
        state.ending = true
        renaming = nil
        if state.field.isFirstResponder { state.field.resignFirstResponder() }
        state.field.removeFromSuperview()
        titleTextLabel.isHidden = false
        setNeedsLayout()
    }

    /// Places the renaming field over the title, at least 160 points wide.
    func layOutRenamingField() {
        guard let field = renaming?.field else { return }
        let title = titleTextLabel.frame
        let width = min(max(title.width + 24, 160), bounds.width - 16)
        field.frame = CGRect(x: title.midX - width / 2, y: (rowHeight - 32) / 2, width: width, height: 32)
    }
}
