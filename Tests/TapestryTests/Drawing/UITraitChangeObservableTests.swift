import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// iOS 17's trait change registrations (UITraitChangeObservable): told after `traitCollectionDidChange(_:)`, only
/// for the traits named, with the previous traits; by closure, target–action or the object's own action; stopped
/// by unregistering.
@MainActor
@Suite struct UITraitChangeObservableTests {
    final class Themed: UIViewController {
        var styles: [UIUserInterfaceStyle] = []
        var sizeChanges = 0
        var actions: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previous: UITraitCollection) in
                self.styles.append(previous.userInterfaceStyle)
            }
            registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: Themed, _: UITraitCollection) in
                self.sizeChanges += 1
            }
            registerForTraitChanges([UITraitUserInterfaceStyle.self], action: Selector(Self.restyled))
        }
        func restyled() { actions.append("restyled to \(traitCollection.userInterfaceStyle)") }
    }

    final class Listener: NSObject {
        var heard: [UIUserInterfaceStyle] = []
        func traitsChanged(_ view: UIView, previous: UITraitCollection) {
            heard.append(view.traitCollection.userInterfaceStyle)
        }
    }

    @Test func registrationsHearOnlyTheirTraitsWithThePreviousOnes() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let themed = Themed()
        root.addSubview(themed.view)
        window.layoutIfNeeded()
        let before = themed.traitCollection.userInterfaceStyle
        root.overrideUserInterfaceStyle = before == .dark ? .light : .dark
        #expect(themed.styles == [before], "told once, with the style it had")
        #expect(themed.sizeChanges == 0, "the size class did not change")
        #expect(themed.actions.count == 1 && themed.actions[0].hasPrefix("restyled"))
        root.traitOverrides.horizontalSizeClass = .compact
        #expect(themed.sizeChanges == 1 && themed.styles.count == 1)
    }

    @Test func targetActionAndUnregistering() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let view = UIView()
        root.addSubview(view)
        window.layoutIfNeeded()
        let listener = Listener()
        let registration = view.registerForTraitChanges(
            [UITraitUserInterfaceStyle.self], target: listener, action: Selector(Listener.traitsChanged(_:previous:)))
        root.overrideUserInterfaceStyle = .dark
        root.overrideUserInterfaceStyle = .light
        #expect(listener.heard == [.dark, .light])
        view.unregisterForTraitChanges(registration)
        root.overrideUserInterfaceStyle = .dark
        #expect(listener.heard == [.dark, .light], "no longer told")
    }

    /// iOS 17's lists of system traits: a registration for the colour-appearance traits hears a change of
    /// style, not of size class.
    @Test func theColorAppearanceTraitsAreHeardAsOne() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow()
        let view = UIView()
        root.addSubview(view)
        window.layoutIfNeeded()
        var heard = 0
        view.registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) {
            (_: UIView, _: UITraitCollection) in heard += 1
        }
        root.traitOverrides.horizontalSizeClass = .compact
        #expect(heard == 0)
        root.overrideUserInterfaceStyle = view.traitCollection.userInterfaceStyle == .dark ? .light : .dark
        #expect(heard == 1)
        let lookup = UITraitCollection.systemTraitsAffectingImageLookup.map { ObjectIdentifier($0) }
        #expect(lookup.contains(ObjectIdentifier(UITraitDisplayScale.self)))
        #expect(lookup.contains(ObjectIdentifier(UITraitUserInterfaceStyle.self)))
        #expect(UITraitAccessibilityContrast.defaultValue == .unspecified)
    }
}
