import Foundation

extension AutoLayoutEngine {
    /// `object.attribute` as an expression in `ancestor`'s bounds coordinates. Right to left (the ancestor's
    /// direction, which decides how its contents are laid out), leading and trailing are the right and left edges.
    func expression(
        _ object: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in ancestor: UIView, rightToLeft: Bool = false
    ) -> LayoutSolver.Expression {
        if attribute == .firstBaseline || attribute == .lastBaseline, let view = object as? UIView {
            // The baseline of the view that provides it (a stack view's arranged subview, say).
            let provider =
                attribute == .firstBaseline ? view.viewForFirstBaselineLayout : view.viewForLastBaselineLayout
            if provider !== view, provider.isDescendant(of: view) {
                return expression(provider, attribute, in: ancestor)
            }
        }
        if rightToLeft, let physical = Self.rightToLeftAttribute(attribute) {
            // Right to left, the leading edge is the right one and the x axis runs leftwards: leading is −right
            // (and trailing −left), so `a.leading == b.leading + 10` puts a 10 points left of b's right edge.
            var flipped = expression(object, physical, in: ancestor)
            flipped.terms = flipped.terms.map { ($0.variable, -$0.coefficient) }
            flipped.constant = -flipped.constant
            return flipped
        }
        if object === ancestor {
            // The common ancestor itself: its content area from (0, 0), as Auto Layout sees a superview (a scroll
            // view's edges are its content's), of which only the size is unknown.
            let view = ancestor
            let item = self.item(view)
            let insets = view.alignmentRectInsets
            return Self.attributeExpression(
                attribute, left: .init([], constant: Double(insets.left)), top: .init([], constant: Double(insets.top)),
                width: item.width, height: item.height, margins: view.layoutMargins, baselines: view.textBaselineOffsets
            )
        }
        let item = self.item(object)
        var expression = Self.attributeExpression(
            attribute, left: .init([(item.left, 1)]), top: .init([(item.top, 1)]), width: item.width,
            height: item.height, margins: (object as? UIView)?.effectiveLayoutMargins ?? .zero,
            baselines: (object as? UIView)?.textBaselineOffsets)
        // A size is the same in every coordinate space; a position goes up the chain to the ancestor, each step
        // adding the parent's origin.
        if attribute == .width || attribute == .height || attribute == .notAnAttribute { return expression }
        var parent = (object as? UIView)?.superview ?? (object as? UILayoutGuide)?.owningView
        if object is UILayoutGuide, let owner = parent, owner === ancestor { return expression }
        if object is UILayoutGuide, let owner = parent {
            // A guide's frame is in its owning view's bounds.
            addStep(owner, to: &expression, horizontal: Self.isHorizontal(attribute))
            parent = owner.superview
        }
        while let view = parent, view !== ancestor {
            addStep(view, to: &expression, horizontal: Self.isHorizontal(attribute))
            parent = view.superview
        }
        return expression
    }

    /// Adds a superview's frame origin: its alignment rectangle's, less its alignment insets.
    private func addStep(_ view: UIView, to expression: inout LayoutSolver.Expression, horizontal: Bool) {
        let item = self.item(view)
        expression.terms.append((horizontal ? item.left : item.top, 1))
        let insets = view.alignmentRectInsets
        expression.constant -= Double(horizontal ? insets.left : insets.top)
    }

    /// The physical attribute a leading or trailing one reads in a right-to-left layout, or nil.
    private static func rightToLeftAttribute(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute?
    {
        switch attribute {
        case .leading: return .right
        case .trailing: return .left
        case .leadingMargin: return .rightMargin
        case .trailingMargin: return .leftMargin
        default: return nil
        }
    }

    private static func isHorizontal(_ attribute: NSLayoutConstraint.Attribute) -> Bool {
        NSLayoutConstraint.axis(attribute) == .horizontal
    }

    private static func attributeExpression(
        _ attribute: NSLayoutConstraint.Attribute, left: LayoutSolver.Expression, top: LayoutSolver.Expression,
        width: LayoutSolver.Variable, height: LayoutSolver.Variable, margins: UIEdgeInsets,
        baselines: (first: CGFloat, last: CGFloat)?
    ) -> LayoutSolver.Expression {
        func plus(_ e: LayoutSolver.Expression, _ v: LayoutSolver.Variable, _ k: Double, _ c: Double = 0)
            -> LayoutSolver.Expression
        {
            var e = e
            e.terms.append((v, k))
            e.constant += c
            return e
        }
        func shifted(_ e: LayoutSolver.Expression, _ c: CGFloat) -> LayoutSolver.Expression {
            var e = e
            e.constant += Double(c)
            return e
        }
        switch attribute {
        case .left, .leading: return left
        case .right, .trailing: return plus(left, width, 1)
        case .top: return top
        case .bottom: return plus(top, height, 1)
        case .firstBaseline:
            // Text is centred vertically: the baseline sits a fixed distance from the centre.
            guard let baselines else { return plus(top, height, 1) }
            return plus(top, height, 0.5, Double(baselines.first))
        case .lastBaseline:
            guard let baselines else { return plus(top, height, 1) }
            return plus(top, height, 0.5, Double(baselines.last))
        case .width: return .init([(width, 1)])
        case .height: return .init([(height, 1)])
        case .centerX: return plus(left, width, 0.5)
        case .centerY: return plus(top, height, 0.5)
        case .leftMargin, .leadingMargin: return shifted(left, margins.left)
        case .rightMargin, .trailingMargin: return plus(left, width, 1, -Double(margins.right))
        case .topMargin: return shifted(top, margins.top)
        case .bottomMargin: return plus(top, height, 1, -Double(margins.bottom))
        case .centerXWithinMargins: return plus(left, width, 0.5, Double(margins.left - margins.right) / 2)
        case .centerYWithinMargins: return plus(top, height, 0.5, Double(margins.top - margins.bottom) / 2)
        case .notAnAttribute: return .init()
        }
    }
}
