import Foundation

extension UITextField {
    /// When a control shows.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While editing.
        case whileEditing = 1
        /// While not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Whether the clear button shows now.
    var showsClearButton: Bool {
        guard !storage.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    func updateClearButton() {
        guard clearButtonMode != .never || clearButton.superview != nil else { return }
        if showsClearButton {
            if clearButton.superview !== self { addSubview(clearButton) }
            clearButton.frame = clearButtonRect(forBounds: bounds)
        } else {
            clearButton.removeFromSuperview()
        }
        setNeedsDisplay()
    }
}

/// The ⓧ that empties a text field.
@MainActor
final class ClearButton: UIButton {
    override func draw(_ rect: CGRect) {
        UIColor.systemGray.withAlphaComponent(isHighlighted ? 0.9 : 0.6).setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).fill()
        let cross = UIBezierPath()
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        cross.move(to: CGPoint(x: c.x - 3.5, y: c.y - 3.5))
        cross.addLine(to: CGPoint(x: c.x + 3.5, y: c.y + 3.5))
        cross.move(to: CGPoint(x: c.x + 3.5, y: c.y - 3.5))
        cross.addLine(to: CGPoint(x: c.x - 3.5, y: c.y + 3.5))
        cross.lineWidth = 1.6
        UIColor.white.setStroke()
        cross.stroke()
    }
}
