import Foundation

// What the engine adds to the solver besides the constraints: the pins of views that translate their autoresizing
// masks, the insets of layout guides, intrinsic sizes, and the floor that keeps sizes nothing decides from going
// negative.
extension AutoLayoutEngine {
    func pin(_ key: ObjectIdentifier, _ item: Item) {
        do {
            guard let object = item.object else {
                for c in item.pins + item.intrinsic + item.floors + [item.exercise].compactMap({ $0 })
                where solver.contains(c) {
                    try? solver.remove(c)
                }
                items[key] = nil
                return
            }
            if let guide = object as? UILayoutGuide {
                pinGuide(guide, item)
                return
            }
            guard let view = object as? UIView else { return }
            if view.translatesAutoresizingMaskIntoConstraints {
                if !item.intrinsic.isEmpty {
                    for c in item.intrinsic where solver.contains(c) { try? solver.remove(c) }
                    item.intrinsic = []
                    item.intrinsicKey = []
                }
                // The common ancestor's bounds origin is a constant; its frame origin is not used for it. The
                // variables hold the alignment rectangle.
                let frame = view.alignmentRect(forFrame: view.frame)
                let superview = view === root ? nil : view.superview
                let mask = superview?.autoresizesSubviews == true ? view.autoresizingMask : []
                let reference = superview?.bounds.size ?? .zero
                if item.pinned == frame, item.pinnedMask == mask, mask.isEmpty || item.pinnedReference == reference {
                    return
                }
                // A frame the mask moved with its superview is already what the pins say.
                if !mask.isEmpty, item.pinnedMask == mask, item.pins.allSatisfy(solver.contains),
                    Self.isClose(item.frame, frame)
                {
                    return
                }
                for c in item.pins where solver.contains(c) { try? solver.remove(c) }
                item.pins = autoresizingPins(item, frame: frame, mask: mask, superview: superview, reference: reference)
                for c in item.pins { try? solver.add(c) }
                item.pinned = frame
                item.pinnedMask = mask
                item.pinnedReference = reference
            } else {
                if !item.pins.isEmpty {
                    for c in item.pins where solver.contains(c) { try? solver.remove(c) }
                    item.pins = []
                    item.pinned = nil
                }
                let size = view.intrinsicContentSize
                // Through the overridable methods, as UIKit reads them.
                let hugging = (
                    horizontal: view.contentHuggingPriority(for: .horizontal),
                    vertical: view.contentHuggingPriority(for: .vertical)
                )
                let compression = (
                    horizontal: view.contentCompressionResistancePriority(for: .horizontal),
                    vertical: view.contentCompressionResistancePriority(for: .vertical)
                )
                let key = [
                    Double(size.width), Double(size.height), Double(hugging.horizontal.rawValue),
                    Double(hugging.vertical.rawValue), Double(compression.horizontal.rawValue),
                    Double(compression.vertical.rawValue),
                ]
                guard key != item.intrinsicKey else { return }
                for c in item.intrinsic where solver.contains(c) { try? solver.remove(c) }
                item.intrinsic = []
                item.intrinsicKey = key
                func bound(
                    _ v: LayoutSolver.Variable, _ value: CGFloat, _ hug: UILayoutPriority, _ resist: UILayoutPriority
                ) {
                    guard value != UIView.noIntrinsicMetric, value >= 0 else { return }
                    item.intrinsic.append(
                        LayoutSolver.Constraint(
                            .init([(v, 1)], constant: -Double(value)), .lessThanOrEqual,
                            strength: LayoutSolver.strength(priority: hug.rawValue)))
                    item.intrinsic.append(
                        LayoutSolver.Constraint(
                            .init([(v, 1)], constant: -Double(value)), .greaterThanOrEqual,
                            strength: LayoutSolver.strength(priority: resist.rawValue)))
                }
                bound(item.width, size.width, hugging.horizontal, compression.horizontal)
                bound(item.height, size.height, hugging.vertical, compression.vertical)
                for c in item.intrinsic { try? solver.add(c) }
            }
        }
    }

    /// Keeps a safe-area, margins or readable guide at its inset of the owning view's bounds.
    func pinGuide(_ guide: UILayoutGuide, _ item: Item) {
        guard guide.kind != .plain, let owner = guide.owningView else { return }
        let insets = guide.insets
        let ownerItem = self.item(owner)
        let key = [Double(insets.top), Double(insets.left), Double(insets.bottom), Double(insets.right)]
        guard key != item.intrinsicKey else { return }
        for c in item.pins where solver.contains(c) { try? solver.remove(c) }
        item.intrinsicKey = key
        if guide.kind == .scrollContent {
            // The content's rectangle starts at the content's origin; its size is what constraints make it.
            item.pins = [
                LayoutSolver.Constraint(.init([(item.left, 1)]), .equal),
                LayoutSolver.Constraint(.init([(item.top, 1)]), .equal),
            ]
            for c in item.pins { try? solver.add(c) }
            return
        }
        let horizontal = Double(insets.left + insets.right), vertical = Double(insets.top + insets.bottom)
        item.pins = [
            LayoutSolver.Constraint(.init([(item.left, 1)], constant: -Double(insets.left)), .equal),
            LayoutSolver.Constraint(.init([(item.top, 1)], constant: -Double(insets.top)), .equal),
            LayoutSolver.Constraint(.init([(item.width, 1), (ownerItem.width, -1)], constant: horizontal), .equal),
            LayoutSolver.Constraint(.init([(item.height, 1), (ownerItem.height, -1)], constant: vertical), .equal),
        ]
        if guide.kind == .readable {
            // At most the readable width, centred in the margins.
            item.pins[2] = LayoutSolver.Constraint(
                .init([(item.width, 1), (ownerItem.width, -1)], constant: horizontal), .lessThanOrEqual)
            item.pins[0] = LayoutSolver.Constraint(
                .init(
                    [(item.left, 2), (item.width, 1), (ownerItem.width, -1)],
                    constant: -Double(insets.left - insets.right)), .equal)
            item.pins.append(LayoutSolver.Constraint(.init([(item.width, 1)], constant: -672), .lessThanOrEqual))
            item.pins.append(
                LayoutSolver.Constraint(
                    .init([(item.width, 1)], constant: -672), .equal, strength: LayoutSolver.strength(priority: 999)))
        }
        for c in item.pins { try? solver.add(c) }
    }

    /// The strength below every priority a constraint can have (priority 1 is 1,001).
    static let leastStrength = 0.001

    /// Where nothing decides a view's size (an empty stack view between two constraints, say), the solver may
    /// leave it negative, which UIKit's engine does not: such a width or height gets the weakest preference for
    /// zero or more, and the solve goes again. Required and prioritised constraints are not changed by it, and
    /// only sizes that came out negative carry one, so a solve that needs none costs nothing more.
    func keepSizesNonNegative() {
        for _ in 0..<8 {
            var added = false
            for variable in solver.changedVariables where variable.value < -1e-6 {
                guard let item = variable.owner as? Item, item.object is UIView,
                    variable === item.width || variable === item.height,
                    !item.floors.contains(where: { $0.expression.terms.first?.variable === variable })
                else { continue }
                let floor = LayoutSolver.Constraint(
                    .init([(variable, 1)]), .greaterThanOrEqual, strength: Self.leastStrength)
                guard (try? solver.add(floor)) != nil else { continue }
                item.floors.append(floor)
                added = true
            }
            guard added else { return }
            // What moved so far is set too, whatever the next solve changes.
            for variable in solver.changedVariables {
                if let item = variable.owner as? Item { unapplied.append(item) }
            }
            solver.updateVariables()
        }
    }

    /// The constraints a view's autoresizing mask translates into, as UIKit's: a fixed part keeps its length,
    /// and the superview's size change is shared among the flexible parts (margins and size) in proportion to
    /// their lengths, as `resizeSubviews(from:)` moves the frame. With no flexible part on an axis, or no mask,
    /// the frame is pinned where it is.
    func autoresizingPins(
        _ item: Item, frame: CGRect, mask: UIView.AutoresizingMask, superview: UIView?, reference: CGSize
    ) -> [LayoutSolver.Constraint] {
        let fullFrame = (item.object as? UIView)?.frame ?? frame
        func axis(
            _ origin: LayoutSolver.Variable, _ length: LayoutSolver.Variable, alignedOrigin: CGFloat,
            alignedLength: CGFloat, leading: CGFloat, size: CGFloat, superLength: CGFloat,
            flexible: (Bool, Bool, Bool), superVariable: LayoutSolver.Variable?, superInsets: CGFloat
        ) -> [LayoutSolver.Constraint] {
            let parts = [(flexible.0, leading), (flexible.1, size), (flexible.2, superLength - leading - size)]
            let count = parts.filter(\.0).count
            guard count > 0, let superVariable else {
                return [
                    LayoutSolver.Constraint(.init([(origin, 1)], constant: -Double(alignedOrigin)), .equal),
                    LayoutSolver.Constraint(.init([(length, 1)], constant: -Double(alignedLength)), .equal),
                ]
            }
            let total = parts.reduce(0) { $0 + ($1.0 ? max($1.1, 0) : 0) }
            func share(_ part: (Bool, CGFloat)) -> Double {
                guard part.0 else { return 0 }
                return total > 0 ? Double(max(part.1, 0) / total) : 1 / Double(count)
            }
            // The superview's bounds length is its alignment length (the variable) plus its alignment insets.
            let offset = Double(superInsets - superLength)
            let originShare = share(parts[0]), lengthShare = share(parts[1])
            return [
                LayoutSolver.Constraint(
                    .init(
                        [(origin, 1), (superVariable, -originShare)],
                        constant: -(Double(alignedOrigin) + originShare * offset)), .equal),
                LayoutSolver.Constraint(
                    .init(
                        [(length, 1), (superVariable, -lengthShare)],
                        constant: -(Double(alignedLength) + lengthShare * offset)), .equal),
            ]
        }
        let superItem = superview.map { self.item($0) }
        let superInsets = superview?.alignmentRectInsets ?? .zero
        // Each axis: the item's variables, its aligned and full frame's origin and length, the superview's
        // length (then, its size variable and insets) and the mask's three parts.
        let axes = [
            (
                item.left, item.width, frame.minX, frame.width, fullFrame.minX, fullFrame.width, reference.width,
                superItem?.width, superInsets.left + superInsets.right,
                [UIView.AutoresizingMask.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            ),
            (
                item.top, item.height, frame.minY, frame.height, fullFrame.minY, fullFrame.height, reference.height,
                superItem?.height, superInsets.top + superInsets.bottom,
                [UIView.AutoresizingMask.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin]
            ),
        ].map { a in
            axis(
                a.0, a.1, alignedOrigin: a.2, alignedLength: a.3, leading: a.4, size: a.5, superLength: a.6,
                flexible: (mask.contains(a.9[0]), mask.contains(a.9[1]), mask.contains(a.9[2])),
                superVariable: a.7, superInsets: a.8)
        }
        let (horizontal, vertical) = (axes[0], axes[1])
        return [horizontal[0], vertical[0], horizontal[1], vertical[1]]
    }

    static func isClose(_ a: CGRect, _ b: CGRect) -> Bool {
        abs(a.minX - b.minX) < 1e-6 && abs(a.minY - b.minY) < 1e-6 && abs(a.width - b.width) < 1e-6
            && abs(a.height - b.height) < 1e-6
    }
}
