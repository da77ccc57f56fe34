import Foundation
import Tapestry
import TapestryTesting
import Testing

/// An app's own traits (iOS 17): read with a subscript, set through overrides, inherited down the hierarchy,
/// heard by trait change registrations.
@MainActor
@Suite struct UITraitDefinitionCustomTests {
    struct Compact: UITraitDefinition {
        static let defaultValue = false
    }
    enum Accent: UITraitDefinition {
        static let defaultValue: UIColor = .systemBlue
        static let affectsColorAppearance = true
    }
    struct Density: UITraitDefinition {
        struct Level: Equatable { var rows: Int }
        static let defaultValue = Level(rows: 1)
    }

    @Test func aTraitHasItsDefaultUntilAnOverrideSetsItForTheSubtree() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let child = UIView()
        controller.view.addSubview(child)
        #expect(child.traitCollection[Compact.self] == false && child.traitCollection[Density.self].rows == 1)
        #expect(Compact.name == "Compact" && Compact.identifier.hasSuffix("Compact") && !Compact.affectsColorAppearance)
        controller.traitOverrides[Compact.self] = true
        controller.traitOverrides[Density.self] = .init(rows: 3)
        #expect(child.traitCollection[Compact.self] && child.traitCollection[Density.self].rows == 3)
        #expect(controller.traitOverrides.contains(Compact.self) && controller.traitOverrides[Compact.self])
        child.traitOverrides[Density.self] = .init(rows: 2)
        #expect(
            child.traitCollection[Density.self].rows == 2 && controller.view.traitCollection[Density.self].rows == 3)
        controller.traitOverrides.remove(Compact.self)
        #expect(!child.traitCollection[Compact.self] && !controller.traitOverrides.contains(Compact.self))
        // System traits read through the same subscript.
        #expect(child.traitCollection[UITraitHorizontalSizeClass.self] == .regular)
    }

    @Test func registrationsHearTheirOwnTraitOnly() {
        UIApplication.replaceShared()
        final class Card: UIView {
            var heard: [Bool] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                registerForTraitChanges([Compact.self]) { (self: Card, previous: UITraitCollection) in
                    self.heard.append(previous[Compact.self])
                }
            }
            required init?(coder: NSCoder) { nil }
        }
        let (_, root, _) = makeWindow()
        let card = Card()
        root.addSubview(card)
        root.traitOverrides[Compact.self] = true
        root.traitOverrides[Density.self] = .init(rows: 4)
        root.traitOverrides[Compact.self] = true
        root.traitOverrides.userInterfaceStyle = .dark
        root.traitOverrides[Compact.self] = false
        #expect(card.heard == [false, true], "one call per change of Compact, with the previous value")
    }

    @Test func collectionsAreMadeMergedAndComparedWithTheirOwnTraits() {
        let compact = UITraitCollection(Compact.self, value: true)
        #expect(compact[Compact.self] && compact != UITraitCollection())
        #expect(compact == UITraitCollection { $0[Compact.self] = true })
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        let merged = UITraitCollection(traitsFrom: [compact, dark])
        #expect(
            merged[Compact.self] && merged.userInterfaceStyle == .dark
                && merged[UITraitUserInterfaceStyle.self] == .dark)
        let modified = merged.modifyingTraits { $0[Density.self] = .init(rows: 5) }
        #expect(modified[Density.self].rows == 5 && modified[Compact.self])
        let red = UITraitCollection(Accent.self, value: .systemRed)
        #expect(red.hasDifferentColorAppearance(comparedTo: UITraitCollection()), "Accent affects colours")
        #expect(!compact.hasDifferentColorAppearance(comparedTo: UITraitCollection()), "Compact does not")
        #expect(
            red == UITraitCollection(Accent.self, value: .systemRed)
                && red != UITraitCollection(Accent.self, value: .systemGreen))
    }
}
