import Foundation
import Testing

@testable import Tapestry

/// A collection view cell on its own: the content view, the background views and when the selected one shows,
/// content and background configurations, the configuration update with its handler, and the size it asks for.
@MainActor
@Suite struct UICollectionViewCellTests {
    final class Configured: UICollectionViewCell {
        var states: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            states.append("update selected:\(state.isSelected) highlighted:\(state.isHighlighted)")
        }
    }

    @Test func theContentViewFillsTheCellAndTheBackgroundsGoBehindIt() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        cell.layoutIfNeeded()
        #expect(cell.contentView.superview === cell && cell.contentView.frame == cell.bounds)
        let background = UIView(), selected = UIView()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        cell.layoutIfNeeded()
        #expect(cell.subviews.first === background && background.frame == cell.bounds)
        #expect(selected.superview == nil, "shown only while selected or highlighted")
        cell.isHighlighted = true
        #expect(
            cell.subviews.map(ObjectIdentifier.init)
                == [background, selected, cell.contentView].map(ObjectIdentifier.init))
        cell.isHighlighted = false
        #expect(selected.superview == nil)
        cell.isSelected = true
        #expect(selected.superview === cell)
        let other = UIView()
        cell.backgroundView = other
        #expect(background.superview == nil && other.superview === cell)
    }

    @Test func aBackgroundConfigurationAndABackgroundViewReplaceEachOther() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let view = UIView()
        cell.backgroundView = view
        cell.backgroundConfiguration = .listPlainCell()
        #expect(cell.backgroundView == nil && view.superview == nil)
        let drawn = try #require(cell.subviews.first { $0 is CellBackgroundView })
        cell.layoutIfNeeded()
        let plain = drawn.backgroundColor
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(drawn.backgroundColor != plain, "the selected look, from updated(for:)")
        cell.automaticallyUpdatesBackgroundConfiguration = false
        cell.isSelected = false
        cell.layoutIfNeeded()
        #expect(drawn.backgroundColor != plain, "not updated when asked not to")
        cell.backgroundView = UIView()
        #expect(cell.backgroundConfiguration == nil)
    }

    @Test func aContentConfigurationMakesItsViewOnceAndNilRemovesIt() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        var content = UIListContentConfiguration.cell()
        content.text = "One"
        cell.contentConfiguration = content
        cell.layoutIfNeeded()
        let made = try #require(cell.contentView.subviews.first as? UIListContentView)
        #expect(made.frame == cell.contentView.bounds)
        content.text = "Two"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.first === made, "the same kind of configuration reuses its view")
        #expect((made.configuration as? UIListContentConfiguration)?.text == "Two")
        cell.contentConfiguration = nil
        #expect(made.superview == nil)
    }

    @Test func aStateChangeUpdatesTheConfigurationOnceBeforeLayoutThenTheHandler() {
        let cell = Configured(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var handled: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            handled.append(state.isSelected)
            #expect((cell as? Configured)?.states.count == handled.count, "after updateConfiguration(using:)")
        }
        cell.layoutIfNeeded()
        #expect(cell.states == ["update selected:false highlighted:false"] && handled == [false])
        cell.isSelected = true
        cell.isHighlighted = true
        #expect(cell.states.count == 1, "put off to the layout")
        cell.layoutIfNeeded()
        #expect(cell.states.last == "update selected:true highlighted:true" && cell.states.count == 2)
        #expect(handled == [false, true])
        cell.setNeedsUpdateConfiguration()
        cell.layoutIfNeeded()
        #expect(cell.states.count == 3)
    }

    @Test func theSizeAskedForIsTheContentsOrItsConstraints() {
        let listed = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        var content = UIListContentConfiguration.cell()
        content.text = "A row with text"
        listed.contentConfiguration = content
        let asked = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        asked.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let fitted = listed.preferredLayoutAttributesFitting(asked)
        let wanted = listed.contentView.subviews[0].sizeThatFits(.zero)
        #expect(fitted.size == wanted && wanted.width > 50)

        let constrained = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        constrained.contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: constrained.contentView.topAnchor, constant: 4),
            box.bottomAnchor.constraint(equalTo: constrained.contentView.bottomAnchor, constant: -4),
            box.leadingAnchor.constraint(equalTo: constrained.contentView.leadingAnchor, constant: 8),
            box.trailingAnchor.constraint(equalTo: constrained.contentView.trailingAnchor, constant: -8),
            box.widthAnchor.constraint(equalToConstant: 120), box.heightAnchor.constraint(equalToConstant: 30),
        ])
        let sized = constrained.preferredLayoutAttributesFitting(asked)
        #expect(sized.size == CGSize(width: 136, height: 38))
    }
}
