import Foundation
import Testing

@testable import Tapestry

/// The view a cell shows its background configuration in (CellBackgroundView): colour, corners, stroke, image and
/// custom view from the configuration, placed by its insets and the cell's margins, behind the cell's content.
@MainActor
@Suite struct CellBackgroundViewTests {
    private func cell() -> UIView {
        let cell = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 20)
        cell.addSubview(UIView())  // the content, in front
        return cell
    }

    @Test func aConfigurationIsShownBehindTheContentAndNilRemovesIt() {
        let cell = cell()
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundColor = .systemYellow
        configuration.cornerRadius = 8
        configuration.strokeColor = .systemRed
        configuration.strokeWidth = 2
        let view = CellBackgroundView.show(configuration, in: cell, current: nil)
        #expect(view?.superview === cell && cell.subviews.first === view, "behind the content")
        #expect(view?.backgroundColor == .systemYellow)
        #expect(view?.layer.cornerRadius == 8 && view?.clipsToBounds == true)
        #expect(view?.layer.borderWidth == 2 && view?.layer.borderColor == UIColor.systemRed.cgColor)
        #expect(view?.isUserInteractionEnabled == false, "touches go to the cell")
        #expect(view?.frame == cell.bounds)
        let again = CellBackgroundView.show(configuration, in: cell, current: view)
        #expect(again === view && cell.subviews.filter { $0 is CellBackgroundView }.count == 1, "reused")
        #expect(CellBackgroundView.show(nil, in: cell, current: view) == nil)
        #expect(view?.superview == nil)
    }

    /// Insets place the background; the edges named add the cell's layout margins (leading and trailing swap in
    /// a right-to-left cell).
    @Test func insetsAndMarginsPlaceTheBackground() {
        let cell = cell()
        var configuration = UIBackgroundConfiguration.clear()
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let view = CellBackgroundView.show(configuration, in: cell, current: nil)
        #expect(view?.frame == CGRect(x: 2, y: 1, width: 294, height: 56))
        configuration.edgesAddingLayoutMarginsToBackgroundInsets = [.leading, .top]
        _ = CellBackgroundView.show(configuration, in: cell, current: view)
        #expect(view?.frame == CGRect(x: 18, y: 5, width: 278, height: 52))
        cell.semanticContentAttribute = .forceRightToLeft
        cell.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 6, trailing: 20)
        _ = CellBackgroundView.show(configuration, in: cell, current: view)
        #expect(view?.frame == CGRect(x: 4, y: 5, width: 278, height: 52), "leading is on the right")
        configuration.backgroundInsets = NSDirectionalEdgeInsets(top: 0, leading: 400, bottom: 0, trailing: 0)
        _ = CellBackgroundView.show(configuration, in: cell, current: view)
        #expect(view?.frame.width == 0, "never negative")
    }

    /// The image fills the background in the configuration's content mode; a custom view replaces the previous
    /// one and fills the background too.
    @Test func theImageAndTheCustomViewFillTheBackground() {
        let cell = cell()
        var configuration = UIBackgroundConfiguration.clear()
        let image = UIImage()
        configuration.image = image
        configuration.imageContentMode = .scaleAspectFill
        let first = UIView(), second = UIView()
        configuration.customView = first
        let view = CellBackgroundView.show(configuration, in: cell, current: nil)!
        view.layoutIfNeeded()
        let imageView = view.subviews.compactMap { $0 as? UIImageView }.first
        #expect(
            imageView?.image === image && imageView?.contentMode == .scaleAspectFill && imageView?.isHidden == false)
        #expect(imageView?.frame == view.bounds && first.superview === view && first.frame == view.bounds)
        configuration.customView = second
        configuration.image = nil
        view.configuration = configuration
        view.layoutIfNeeded()
        #expect(first.superview == nil && second.superview === view && second.frame == view.bounds)
        #expect(imageView?.isHidden == true)
    }

    /// A configuration update gives the content and the background their state-updated forms, then the cell's own
    /// update runs; what is not updated automatically is left alone.
    @Test func aConfigurationUpdateUpdatesContentAndBackgroundThenTheCell() {
        var log: [String] = []
        var state = UIViewConfigurationState(traitCollection: UITraitCollection())
        state.isSelected = true
        ConfigurationUpdate.run(
            state: state, content: { _ in log.append("content") },
            currentContent: UIListContentConfiguration.cell(), updatesContent: true,
            background: { _ in log.append("background") }, currentBackground: .listPlainCell(),
            updatesBackground: false, then: { log.append("update selected=\($0.isSelected)") })
        #expect(log == ["content", "update selected=true"])
    }
}
