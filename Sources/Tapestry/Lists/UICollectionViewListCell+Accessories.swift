import Foundation

/// A list cell's accessories: made into views at layout, leading ones from the leading edge and trailing ones
/// toward the trailing edge (in the array's order, the last outermost), with the content between them.
extension UICollectionViewListCell {
    /// The gap between the cell's edges, its accessories and its content.
    static let accessorySpacing: CGFloat = 12

    func layoutAccessories() {
        if accessoryViews.count != accessories.count {
            for view in accessoryViews { view.removeFromSuperview() }
            accessoryViews = accessories.map { makeAccessoryView($0) }
            for view in accessoryViews { addSubview(view) }
        }
        let editing = (superview as? UICollectionView)?.isEditing ?? false
        let spacing = Self.accessorySpacing
        let indentation = CGFloat(max(indentationLevel, 0)) * indentationWidth
        var leadingEdge: CGFloat = indentsAccessories ? indentation : 0
        var trailingEdge = bounds.width
        func place(_ index: Int, leading: Bool) {
            let accessory = accessories[index], view = accessoryViews[index]
            guard accessory.isDisplayed(editing: editing) else {
                view.isHidden = true
                return
            }
            view.isHidden = accessory.isHidden
            if let control = view as? EditingControlView, control.kind == .multiselect {
                control.isChecked = isSelected
            }
            if case .outlineDisclosure = accessory.kind { view.transform = .identity }
            var size = view.sizeThatFits(bounds.size)
            if case .custom(let custom, _, let fixed) = accessory.kind, fixed || size == .zero {
                size = custom.frame.size == .zero ? size : custom.frame.size
            }
            size.height = min(size.height, bounds.height)
            let width: CGFloat =
                switch accessory.reservedLayoutWidth {
                case .custom(let points): max(points, size.width)
                case .standard: max(Self.standardAccessoryWidth, size.width)
                case .actual, nil: size.width
                }
            let x = leading ? leadingEdge + spacing : trailingEdge - spacing - width
            view.frame = CGRect(
                x: x + (width - size.width) / 2, y: ((bounds.height - size.height) / 2).rounded(), width: size.width,
                height: size.height)
            if leading { leadingEdge = x + width } else { trailingEdge = x }
            if case .outlineDisclosure = accessory.kind { pointOutlineDisclosure(view) }
        }
        for index in accessories.indices where accessories[index].isLeading { place(index, leading: true) }
        for index in accessories.indices.reversed() where !accessories[index].isLeading { place(index, leading: false) }
        guard !accessories.isEmpty || indentation > 0 else { return }
        if !indentsAccessories { leadingEdge += indentation }
        contentView.frame = CGRect(
            x: leadingEdge, y: 0, width: max(trailingEdge - leadingEdge, 0), height: bounds.height)
        configuredContentView?.frame = contentView.bounds
    }

    /// The width UIKit reserves for a standard accessory.
    static let standardAccessoryWidth: CGFloat = 24

    private func makeAccessoryView(_ accessory: UICellAccessory) -> UIView {
        switch accessory.kind {
        case .disclosureIndicator: return CellAccessoryView(type: .disclosureIndicator)
        case .checkmark: return CellAccessoryView(type: .checkmark)
        case .detail(let handler):
            let view = CellAccessoryView(type: .detailButton)
            view.detailTapped = { handler?() }
            return view
        case .outlineDisclosure(let handler, _):
            return tappable(CellAccessoryView(type: .disclosureIndicator)) { [weak self] in
                self?.outlineDisclosureTapped(handler)
            }
        case .reorder: return reorderControl()
        case .multiselect: return EditingControlView(kind: .multiselect)
        case .delete(let handler): return tappable(EditingControlView(kind: .delete), handler)
        case .insert(let handler): return tappable(EditingControlView(kind: .insert), handler)
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            return label
        case .custom(let view, _, _):
            if let tint = accessory.tintColor { view.tintColor = tint }
            return view
        }
    }

    /// The grip: dragging it moves the item through the collection view's interactive movement, the row
    /// staying in its column and following the pointer up and down.
    private func reorderControl() -> UIView {
        let control = EditingControlView(kind: .reorder)
        control.accessibilityLabel = "Reorder"
        var grab: CGFloat = 0
        control.addGestureRecognizer(
            UIPanGestureRecognizer { [weak self] pan in
                guard let self, let collection = owningCollection else { return }
                let y = pan.location(in: collection).y
                switch pan.state {
                case .began:
                    guard let indexPath = collection.indexPath(for: self),
                        collection.beginInteractiveMovementForItem(at: indexPath)
                    else { return }
                    grab = y - center.y
                case .changed:
                    collection.updateInteractiveMovementTargetPosition(CGPoint(x: center.x, y: y - grab))
                case .ended: collection.endInteractiveMovement()
                default: collection.cancelInteractiveMovement()
                }
            })
        return control
    }

    /// The chevron points to the trailing edge while the item is collapsed and down while it is expanded,
    /// turning a quarter as it changes.
    private func pointOutlineDisclosure(_ view: UIView) {
        let expanded = configurationState.isExpanded
        let turned = CGAffineTransform(
            rotationAngle: effectiveUserInterfaceLayoutDirection == .rightToLeft ? -.pi / 2 : .pi / 2)
        let target = expanded ? turned : .identity
        let wasExpanded = shownExpanded
        shownExpanded = expanded
        guard let wasExpanded, wasExpanded != expanded, window != nil else {
            view.transform = target
            return
        }
        view.transform = expanded ? .identity : turned
        UIView.animate(withDuration: 0.25) { view.transform = target }
    }

    /// What tapping an outline disclosure does: its own handler, or else expanding or collapsing the cell's
    /// item through the collection view's diffable data source.
    func outlineDisclosureTapped(_ handler: (() -> Void)?) {
        if let handler { return handler() }
        guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self),
            let outline = collectionView.dataSource as? OutlineDataSource
        else { return }
        outline.toggleExpansion(at: indexPath)
    }

    /// The outline disclosure a tap anywhere on the cell works, when the cell is a header: its style is
    /// `.header`, or `.automatic` in the first item of a list section whose first item is its header.
    func headerOutlineDisclosure(at indexPath: IndexPath, in collectionView: UICollectionView) -> (() -> Void)? {
        let editing = collectionView.isEditing
        for accessory in accessories where accessory.isDisplayed(editing: editing) && !accessory.isHidden {
            guard case .outlineDisclosure(let handler, let style) = accessory.kind else { continue }
            let firstIsHeader =
                indexPath.item == 0
                && ((collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?
                    .preparedSections[indexPath.section]?.firstItemIsHeader ?? false)
            guard style == .header || (style == .automatic && firstIsHeader) else { return nil }
            return { [weak self] in self?.outlineDisclosureTapped(handler) }
        }
        return nil
    }

    /// `view`, running `handler` when tapped (and taking taps only then).
    private func tappable(_ view: UIView, _ handler: (() -> Void)?) -> UIView {
        guard let handler else {
            view.isUserInteractionEnabled = false
            return view
        }
        view.isUserInteractionEnabled = true
        view.addGestureRecognizer(UITapGestureRecognizer { _ in handler() })
        return view
    }
}
