import Foundation
import Testing

@testable import Tapestry

/// A class with methods of every shape a selector names.
@MainActor
private final class Receiver: UIResponder {
    var log: [String] = []
    func refresh() { log.append("refresh") }
    func tapped(_ sender: UIButton) { log.append("tapped \(sender.tag)") }
    func changed(_ sender: UIControl, event: UIEvent) { log.append("changed") }
    func answer() -> Int { 42 }
}

/// A subclass, which responds to its superclass's selectors.
@MainActor
private final class SubReceiver: UIView {
    var log: [String] = []
    func refresh() { log.append("sub refresh") }
}

/// The stand-in for Objective-C selectors (Selector): made from method references, key paths, standard edit
/// actions or names; performed with the sender and event the method takes; compared by class and signature.
@MainActor
@Suite struct SelectorTests {
    @Test func aSelectorPerformsItsMethodWithWhatItTakes() {
        let receiver = Receiver()
        Selector(Receiver.refresh).perform(on: receiver, sender: nil)
        let button = UIButton()
        button.tag = 7
        Selector(Receiver.tapped(_:)).perform(on: receiver, sender: button)
        #expect(receiver.log == ["refresh", "tapped 7"])
        #expect(Selector(Receiver.answer).perform(on: receiver, sender: nil) as? Int == 42, "a result is returned")
    }

    /// A sender or event not of the method's parameter types is not passed: the call is skipped, as is a target
    /// of another class.
    @Test func mismatchedSendersAndTargetsAreSkipped() {
        let receiver = Receiver()
        #expect(Selector(Receiver.tapped(_:)).perform(on: receiver, sender: UISlider()) == nil)
        Selector(Receiver.changed(_:event:)).perform(on: receiver, sender: UISlider(), event: nil)
        #expect(receiver.log.isEmpty)
        #expect(!Selector(Receiver.refresh).canBePerformed(by: UIView()))
        #expect(Selector(Receiver.refresh).perform(on: UIView(), sender: nil) == nil)
        #expect(Selector(Receiver.refresh).canBePerformed(by: receiver))
    }

    @Test func selectorsAreEqualAndHashByClassAndSignature() {
        let a = Selector(Receiver.refresh), b = Selector(Receiver.refresh)
        #expect(a == b && a.hashValue == b.hashValue)
        #expect(Selector(Receiver.refresh) != Selector(SubReceiver.refresh), "the same name on another class")
        #expect(Selector(Receiver.tapped(_:)) != Selector(Receiver.refresh))
        #expect(Set([a, b, Selector(Receiver.tapped(_:))]).count == 2)
    }

    /// Getter and setter selectors named by key paths: every object of the class responds; the getter returns the
    /// value and the setter sets one of the property's type.
    @Test func keyPathSelectorsGetAndSet() {
        let view = UIView()
        view.alpha = 0.5
        let getter = Selector(getter: \UIView.alpha)
        #expect(getter.canBePerformed(by: view) && getter.perform(on: view, sender: nil) as? CGFloat == 0.5)
        let setter = Selector(setter: \UIView.alpha)
        setter.perform(on: view, sender: CGFloat(0.25))
        #expect(view.alpha == 0.25)
        setter.perform(on: view, sender: "not a number")
        #expect(view.alpha == 0.25, "a value of another type sets nothing")
        #expect(getter != Selector(getter: \UIView.isHidden))
    }

    /// Standard edit actions carry their Objective-C names and equal each other however made; other names are
    /// equal only by name and performed by nobody.
    @Test func standardEditActionsAndNamesCompareByName() {
        let paste = Selector(UIResponderStandardEditActions.paste(_:))
        #expect(paste == NSSelectorFromString("paste:") && NSStringFromSelector(paste) == "paste:")
        #expect(paste != NSSelectorFromString("copy:"))
        #expect(paste.hashValue == NSSelectorFromString("paste:").hashValue)
        let unknown = NSSelectorFromString("doSomething:")
        #expect(unknown == NSSelectorFromString("doSomething:") && unknown != NSSelectorFromString("other"))
        #expect(!unknown.canBePerformed(by: Receiver()) && NSStringFromSelector(unknown) == "doSomething:")
        #expect(unknown != Selector(Receiver.refresh), "a name never equals a method reference")
        #expect(NSStringFromSelector(Selector(Receiver.refresh)).contains("Receiver"))
    }

    /// A target and action keep the target weakly and send only while it lives; matching by target and action.
    @Test func aTargetActionSendsWhileItsTargetLives() {
        var receiver: Receiver? = Receiver()
        let pair = TargetAction(target: receiver, action: Selector(Receiver.refresh))
        #expect(pair.send(from: nil) && receiver?.log == ["refresh"])
        #expect(
            pair.matches(target: receiver, action: nil) && pair.matches(target: nil, action: Selector(Receiver.refresh))
        )
        #expect(!pair.matches(target: Receiver(), action: nil))
        receiver = nil
        #expect(!pair.send(from: nil), "the target is gone")
    }
}
