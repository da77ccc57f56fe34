import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// A standalone bar's delegate, and a navigation controller as its own bar's delegate.
@MainActor
@Suite struct UINavigationBarDelegateTests {
    final class Recorder: UINavigationBarDelegate {
        var calls: [String] = []
        var refusesPop = false
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            calls.append("shouldPush \(item.title ?? "")")
            return item.title != "Refused"
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {
            calls.append("didPush \(item.title ?? "")")
        }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            calls.append("shouldPop \(item.title ?? "")")
            return !refusesPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {
            calls.append("didPop \(item.title ?? "")")
        }
        func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
    }

    @Test func aStandaloneBarAsksItsDelegateAndItsBackButtonPops() {
        UIApplication.replaceShared()
        let (window, root, synthesizer) = makeWindow(width: 400, height: 300)
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let delegate = Recorder()
        #expect(bar.barPosition == .top)
        bar.delegate = delegate
        #expect(bar.barPosition == .topAttached)
        root.addSubview(bar)
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.pushItem(UINavigationItem(title: "Refused"), animated: false)
        bar.pushItem(UINavigationItem(title: "Message"), animated: false)
        #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
        #expect(
            delegate.calls == [
                "shouldPush Inbox", "didPush Inbox", "shouldPush Refused", "shouldPush Message", "didPush Message",
            ])
        delegate.calls = []
        window.layoutIfNeeded()
        let back = bar.leadingButtons.first!
        let centre = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
        delegate.refusesPop = true
        synthesizer.tap(at: centre)
        #expect(bar.topItem?.title == "Message" && delegate.calls == ["shouldPop Message"])
        delegate.refusesPop = false
        synthesizer.tap(at: centre)
        #expect(bar.topItem?.title == "Inbox")
        #expect(delegate.calls == ["shouldPop Message", "shouldPop Message", "didPop Message"])
    }

    @Test func aNavigationControllerSubclassMayKeepTheBackButtonFromPopping() {
        UIApplication.replaceShared()
        // As on iOS: the subclass adopts the protocol itself (UIKit's controller does not declare it).
        final class Guarded: UINavigationController, UINavigationBarDelegate {
            var allows = false
            var asked = 0
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
                asked += 1
                return allows
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let first = UIViewController()
        first.title = "First"
        let navigation = Guarded(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let second = UIViewController()
        second.title = "Second"
        navigation.pushViewController(second, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.delegate != nil)
        let synthesizer = EventSynthesizer(window: window)
        let back = navigation.navigationBar.leadingButtons.first!
        let centre = back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: window)
        synthesizer.tap(at: centre)
        synthesizer.advance(by: 1)
        #expect(navigation.topViewController === second && navigation.asked == 1, "refused")
        navigation.allows = true
        synthesizer.tap(at: centre)
        synthesizer.advance(by: 1)
        #expect(navigation.topViewController === first)
    }

    @Test func aDelegateThatImplementsNothingAllowsEverything() {
        final class Silent: UINavigationBarDelegate {}
        let bar = UINavigationBar()
        let silent = Silent()
        let item = UINavigationItem(title: "One")
        #expect(silent.navigationBar(bar, shouldPush: item) && silent.navigationBar(bar, shouldPop: item))
        bar.delegate = silent
        bar.pushItem(item, animated: false)
        bar.pushItem(UINavigationItem(title: "Two"), animated: false)
        #expect(bar.popItem(animated: false)?.title == "Two" && bar.items?.count == 1)
    }
}
