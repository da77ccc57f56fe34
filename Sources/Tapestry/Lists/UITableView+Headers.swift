import Foundation

/// Section headers and footers: their heights, and the views on screen (pinned at the top while their section
/// scrolls under them in a plain table).
extension UITableView {
    func headerHeight(_ section: Int, title: String?, view: UIView?, footer: Bool) -> CGFloat {
        let asked =
            footer
            ? tableDelegate?.tableView(self, heightForFooterInSection: section)
            : tableDelegate?.tableView(self, heightForHeaderInSection: section)
        if let asked, asked != Self.unanswered, asked >= 0 { return asked }
        let fixed = footer ? sectionFooterHeight : sectionHeaderHeight
        if fixed >= 0 { return fixed }
        if let view {
            let size = view.systemLayoutSizeFitting(
                CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
            return size.height > 0 ? size.height.rounded(.up) : view.bounds.height
        }
        // UIKit 26 (measured): a one-line title makes a 40.5-pt header in every style and a 30-pt footer in the
        // grouped ones; longer titles grow them by their extra lines.
        guard let title else { return style == .plain ? 0 : 18 }
        let configuration =
            footer
            ? (style == .plain ? UIListContentConfiguration.plainFooter() : .groupedFooter())
            : (style == .plain ? UIListContentConfiguration.plainHeader() : .groupedHeader())
        let font = configuration.textProperties.font
        let text = TextMeasurement.measure(title, font, max(bounds.width - 2 * rowInset - 32, 1), 0).height
        let margins = configuration.directionalLayoutMargins
        let minimum: CGFloat = footer ? 30 : 40.5
        return max(minimum, ((text + margins.top + margins.bottom) * 2).rounded(.up) / 2)
    }

    func recycle(_ view: UIView) {
        if let reusable = view as? UITableViewHeaderFooterView, let identifier = reusable.reuseIdentifier,
            headerFooterClasses[identifier] != nil
        {
            reusable.isHidden = true
            reusableHeaderFooters[identifier, default: []].append(reusable)
        } else {
            view.removeFromSuperview()
        }
    }

    func updateHeadersAndFooters() {
        let rect = bounds
        let inset = adjustedContentInset
        var wantedHeaders: Set<Int> = [], wantedFooters: Set<Int> = []
        for (index, s) in sections.enumerated() where s.top < rect.maxY && s.top + s.height > rect.minY {
            if s.header > 0 { wantedHeaders.insert(index) }
            if s.footer > 0 { wantedFooters.insert(index) }
        }
        for footer in [false, true] {
            var shown = footer ? visibleFooters : visibleHeaders
            let wanted = footer ? wantedFooters : wantedHeaders
            for (section, view) in shown where !wanted.contains(section) {
                shown[section] = nil
                if let titled = view as? UITableViewHeaderFooterView, titled.reuseIdentifier == nil,
                    (footer ? suppliedFooters[section] : suppliedHeaders[section]) !== view
                {
                    titled.isHidden = true
                    titleViewPool.append(titled)
                } else if (footer ? suppliedFooters[section] : suppliedHeaders[section]) === view {
                    view.isHidden = true
                } else {
                    recycle(view)
                }
            }
            for section in wanted.sorted() {
                let s = sections[section]
                let view: UIView
                if let existing = shown[section] {
                    view = existing
                } else if let supplied = footer ? suppliedFooters[section] : suppliedHeaders[section] {
                    view = supplied
                } else {
                    // A title is shown in the header view's `textLabel`, where UIKit code reads it
                    // (`headerView(forSection:)?.textLabel?.text`).
                    let titled = titleViewPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
                    titled.isFooter = footer
                    titled.isHidden = false
                    var configuration =
                        footer
                        ? (style == .plain ? UIListContentConfiguration.plainFooter() : .groupedFooter())
                        : (style == .plain ? UIListContentConfiguration.plainHeader() : .groupedHeader())
                    // An inset-grouped title lines up with its rows' text, inside the cards' inset.
                    configuration.directionalLayoutMargins.leading += rowInset
                    configuration.directionalLayoutMargins.trailing += rowInset
                    titled.showTitle(
                        footer ? s.footerTitle : s.headerTitle, configuration,
                        placement: footer ? .top : (style == .plain ? .centre : .bottom))
                    titled.backgroundColor = style == .plain ? .systemGray6 : .clear
                    view = titled
                }
                view.isHidden = false
                if view.superview !== self { addSubview(view) }
                shown[section] = view
                var frame = footer ? rectForFooter(inSection: section) : rectForHeader(inSection: section)
                if style == .plain && !footer {
                    // Sticky: pinned below the top inset while its section scrolls under it, pushed up by the next.
                    let pinned = rect.minY + inset.top
                    let limit = s.rowsTop + s.rows.total + s.footer - s.header
                    frame.origin.y = max(frame.minY, min(pinned, limit))
                }
                if view.frame != frame { view.frame = frame }
                bringSubviewToFront(view)
            }
            if footer { visibleFooters = shown } else { visibleHeaders = shown }
        }
    }
}
