import Foundation

/// Where the text and the caret are: insets, widths of prefixes, and the character under a point.
extension UITextField {
    var textInsets: UIEdgeInsets {
        var insets = borderStyle == .none ? UIEdgeInsets.zero : UIEdgeInsets(top: 2, left: 7, bottom: 2, right: 7)
        insets.left += leftPadding
        if showsClearButton { insets.right += 24 }
        return insets
    }

    var displayed: String { isSecureTextEntry ? String(repeating: "•", count: storage.count) : storage }

    func width(ofFirst count: Int) -> CGFloat {
        guard count > 0 else { return 0 }
        return TextMeasurement.measure(String(displayed.prefix(count)), font ?? .systemFont(ofSize: 17), .infinity, 1)
            .width
    }

    var textRect: CGRect { bounds.inset(by: textInsets) }

    var textOrigin: CGFloat {
        let full = width(ofFirst: storage.count)
        let rect = textRect
        switch textAlignment {
        case .center: return rect.minX + max(0, (rect.width - full) / 2)
        case .right: return rect.maxX - min(full, rect.width)
        default: return rect.minX
        }
    }

    /// The caret's rectangle in the field's coordinates.
    public var caretRect: CGRect {
        let lineHeight = (font ?? .systemFont(ofSize: 17)).lineHeight
        let x = textOrigin + width(ofFirst: caret) - scrollOffset
        return CGRect(x: x - 1, y: bounds.midY - lineHeight / 2, width: 2, height: lineHeight)
    }

    func characterIndex(at point: CGPoint) -> Int {
        let x = point.x - textOrigin + scrollOffset
        var best = 0
        var bestDistance = CGFloat.infinity
        for index in 0...storage.count {
            let distance = abs(width(ofFirst: index) - x)
            if distance < bestDistance {
                bestDistance = distance
                best = index
            }
        }
        return best
    }
}
