import Foundation

/// The standard accessories: a chevron, a checkmark, an info button (which reports taps).
@MainActor
final class CellAccessoryView: UIView {
    let type: UITableViewCell.AccessoryType
    var detailTapped: () -> Void = {}

    init(type: UITableViewCell.AccessoryType) {
        self.type = type
        super.init(frame: .zero)
        backgroundColor = .clear
        isUserInteractionEnabled = type == .detailButton || type == .detailDisclosureButton
        if isUserInteractionEnabled {
            addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.detailTapped() })
        }
    }
    required init?(coder: NSCoder) { return nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        switch type {
        case .none: .zero
        // UIKit 26's sizes (measured): the chevron 10.5×14, the checkmark 19×18.
        case .disclosureIndicator: CGSize(width: 10.5, height: 14)
        case .checkmark: CGSize(width: 19, height: 18)
        case .detailButton: CGSize(width: 22, height: 22)
        case .detailDisclosureButton: CGSize(width: 22 + 12 + 10.5, height: 22)
        }
    }

    override func draw(_ rect: CGRect) {
        switch type {
        case .none: break
        case .disclosureIndicator: drawChevron(at: 0)
        case .checkmark:
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 2, y: 9.5))
            path.addLine(to: CGPoint(x: 7, y: 15))
            path.addLine(to: CGPoint(x: 17, y: 3))
            path.lineWidth = 2
            UIColor.systemBlue.setStroke()
            path.stroke()
        case .detailButton: drawInfo()
        case .detailDisclosureButton:
            drawInfo()
            drawChevron(at: 34)
        }
    }

    private func drawChevron(at x: CGFloat) {
        let midY = bounds.height / 2
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + 2, y: midY - 6))
        path.addLine(to: CGPoint(x: x + 8.5, y: midY))
        path.addLine(to: CGPoint(x: x + 2, y: midY + 6))
        path.lineWidth = 2
        UIColor.systemGray.setStroke()
        path.stroke()
    }

    private func drawInfo() {
        let circle = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20))
        circle.lineWidth = 1.5
        UIColor.systemBlue.setStroke()
        circle.stroke()
        UIColor.systemBlue.setFill()
        UIBezierPath(rect: CGRect(x: 10, y: 9, width: 2, height: 7)).fill()
        UIBezierPath(ovalIn: CGRect(x: 9.5, y: 5, width: 3, height: 3)).fill()
    }
}

/// The red delete control, the green insert control, the selection circle and the reorder grip of a cell in
/// editing mode.
@MainActor
final class EditingControlView: UIView {
    enum Kind { case delete, insert, multiselect, reorder }
    /// Whether a selection circle shows its checkmark.
    var isChecked = false {
        didSet { if oldValue != isChecked { setNeedsDisplay() } }
    }
    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init(frame: .zero)
        backgroundColor = .clear
    }
    required init?(coder: NSCoder) { return nil }

    /// A 30-point square.
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 30, height: 30) }

    override func draw(_ rect: CGRect) {
        let mid = CGPoint(x: bounds.midX, y: bounds.midY)
        switch kind {
        case .delete:
            UIColor.systemRed.setFill()
            UIBezierPath(ovalIn: CGRect(x: mid.x - 11, y: mid.y - 11, width: 22, height: 22)).fill()
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: mid.x - 6, y: mid.y - 1, width: 12, height: 2)).fill()
        case .insert:
            UIColor.systemGreen.setFill()
            UIBezierPath(ovalIn: CGRect(x: mid.x - 11, y: mid.y - 11, width: 22, height: 22)).fill()
            UIColor.white.setFill()
            UIBezierPath(rect: CGRect(x: mid.x - 6, y: mid.y - 1, width: 12, height: 2)).fill()
            UIBezierPath(rect: CGRect(x: mid.x - 1, y: mid.y - 6, width: 2, height: 12)).fill()
        case .multiselect:
            let circle = UIBezierPath(ovalIn: CGRect(x: mid.x - 11, y: mid.y - 11, width: 22, height: 22))
            if isChecked {
                UIColor.systemBlue.setFill()
                circle.fill()
                let check = UIBezierPath()
                check.move(to: CGPoint(x: mid.x - 5, y: mid.y))
                check.addLine(to: CGPoint(x: mid.x - 1.5, y: mid.y + 4))
                check.addLine(to: CGPoint(x: mid.x + 5.5, y: mid.y - 4))
                check.lineWidth = 2
                UIColor.white.setStroke()
                check.stroke()
            } else {
                circle.lineWidth = 1.5
                UIColor.systemGray3.setStroke()
                circle.stroke()
            }
        case .reorder:
            UIColor.systemGray.setFill()
            for dy in [-5, 0, 5] as [CGFloat] {
                UIBezierPath(rect: CGRect(x: mid.x - 9, y: mid.y + dy - 0.75, width: 18, height: 1.5)).fill()
            }
        }
    }
}
