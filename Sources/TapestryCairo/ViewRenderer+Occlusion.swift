import CCairo
import Foundation
@_spi(Rendering) import Tapestry

/// What opaque views hide: the renderer leaves out what would be drawn only to be painted over.
extension ViewRenderer {
    /// Whether a subview's square-cornered, opaque background paints every pixel of its frame: shown, not faded,
    /// not transformed and not animating (model frames then say where it draws).
    private static func paintsItsFrame(_ view: UIView) -> Bool {
        guard !view.isHidden, view.alpha >= 1, let color = view.backgroundColor, color.alpha >= 1,
            view.transform.isIdentity, view.mask == nil
        else { return false }
        guard let layer = view.storedLayerIfAny else { return true }
        // A blend mixes its pixels with what is behind them, so what is behind is still seen.
        return layer.cornerRadius == 0 && !layer.isPresentingAnimation && layer.compositingBlendMode == nil
    }

    /// Whether `root`'s own opaque, square-cornered background (a plain colour, not a pattern) paints every pixel
    /// of `device` when drawn through `m`, so that nothing needs painting under it first.
    func rootPaints(_ root: UIView, transform m: CGAffineTransform, device: CGRect) -> Bool {
        m.b == 0 && m.c == 0 && Self.paintsItsFrame(root) && root.backgroundColor?.patternImage == nil
            && root.bounds.applying(m).contains(device)
    }

    /// The subviews of `root` that may draw into `area` (root coordinates, `device` in pixels), from the
    /// front-most one whose opaque, square-cornered background covers the area on, or nil when none does.
    func opaqueCover(in root: UIView, area: CGRect, transform m: CGAffineTransform, device: CGRect)
        -> ArraySlice<UIView>?
    {
        guard m.b == 0, m.c == 0, root.alpha >= 1 else { return nil }
        let candidates = root.subviews(drawingInto: area)
        let cover = candidates.lastIndex { view in
            Self.paintsItsFrame(view) && view.frame.applying(m).contains(device)
        }
        return cover.map { candidates[$0...] }
    }

    /// Whether `subviews` of a view (drawn in `m`, an axis-aligned matrix) paint every pixel the view's own
    /// background and content could reach inside `clip` (device pixels), so that drawing them is wasted: rows
    /// that each span the area's width and together its height (a table's cells), or columns the other way.
    /// Only whole pixels inside a subview's frame count, so that no anti-aliased edge lets the view show through.
    func subviewsHide(bounds: CGRect, transform m: CGAffineTransform, clip: CGRect, subviews: ArraySlice<UIView>)
        -> Bool
    {
        guard m.b == 0, m.c == 0, !subviews.isEmpty else { return false }
        let area = clip.intersection(bounds.applying(m).integral)
        guard !area.isEmpty else { return false }
        var rows = coverSpans, columns: [(CGFloat, CGFloat)] = []
        rows.removeAll(keepingCapacity: true)
        defer { coverSpans = rows }
        for subview in subviews where Self.paintsItsFrame(subview) {
            let frame = subview.frame.applying(m)
            // The whole pixels inside the frame.
            let inner = CGRect(
                x: frame.minX.rounded(.up), y: frame.minY.rounded(.up),
                width: frame.maxX.rounded(.down) - frame.minX.rounded(.up),
                height: frame.maxY.rounded(.down) - frame.minY.rounded(.up))
            guard inner.width > 0, inner.height > 0 else { continue }
            if inner.minX <= area.minX && inner.maxX >= area.maxX {
                rows.append((inner.minY, inner.maxY))
            } else if inner.minY <= area.minY && inner.maxY >= area.maxY {
                columns.append((inner.minX, inner.maxX))
            }
        }
        return Self.spansCover(&rows, from: area.minY, to: area.maxY)
            || Self.spansCover(&columns, from: area.minX, to: area.maxX)
    }

    /// Whether the spans together cover `low..<high` (sorts them).
    private static func spansCover(_ spans: inout [(CGFloat, CGFloat)], from low: CGFloat, to high: CGFloat) -> Bool {
        guard !spans.isEmpty else { return false }
        spans.sort { $0.0 < $1.0 }
        var reached = low
        for span in spans {
            if span.0 > reached { return false }
            reached = max(reached, span.1)
            if reached >= high { return true }
        }
        return reached >= high
    }
}
