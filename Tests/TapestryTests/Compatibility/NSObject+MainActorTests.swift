import Foundation
import Testing

@testable import Tapestry

/// UIKit's classes are NSObjects: equality, hashing, description and class tests go through NSObject, and
/// views, layers and controllers may be released on any thread (SEMANTICS §15.2).
@MainActor
@Suite struct NSObjectHeritageTests {
    /// Main-actor code runs on the main queue wherever the process runs that queue's work (under `swift test`,
    /// a worker thread), so the checks UIKit code makes of its queue and actor hold in tests as in an app.
    @Test func mainActorCodeIsOnTheMainQueueAndTheMainActor() async {
        dispatchPrecondition(condition: .onQueue(.main))
        MainActor.assertIsolated()
        let onMain = await withCheckedContinuation { continuation in
            DispatchQueue.main.async {
                dispatchPrecondition(condition: .onQueue(.main))
                continuation.resume(returning: true)
            }
        }
        #expect(onMain)
    }

    @Test func responderLayersAndRecognizersAreNSObjectsComparedByIdentity() {
        UIApplication.replaceShared()  // a fresh application for each test
        let view = UIView()
        let other = UIView()
        let objects: [NSObject] = [
            view, UIViewController(), view.layer, UITapGestureRecognizer(),
            NSLayoutConstraint(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                multiplier: 1, constant: 10), UIBezierPath(), UIBarButtonItem(title: "A"), CABasicAnimation(),
        ]
        #expect(objects.count == 8)
        #expect(view.isEqual(view) && !view.isEqual(other))
        #expect(view == view && view != other)
        #expect(view.layer == view.layer)
        #expect(view.isKind(of: UIResponder.self) && !view.isKind(of: UIViewController.self))
        #expect(Set<UIView>([view, view, other]).count == 2)
        #expect(view.description.hasPrefix("<UIView: frame = (0 0; 0 0)"))
    }

    @Test func coloursAndFontsAreEqualByValueThroughIsEqualAndHash() {
        let a = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let b = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(a !== b)
        #expect(a.isEqual(b) && a == b && a.hash == b.hash)
        #expect(!a.isEqual(UIColor.red))
        #expect(Set([a, b, .red]).count == 2)
        #expect(UIFont.systemFont(ofSize: 17) == UIFont.systemFont(ofSize: 17))
        #expect(UIFont.systemFont(ofSize: 17).hash == UIFont.systemFont(ofSize: 17).hash)
        #expect(UIFont.systemFont(ofSize: 17) != UIFont.systemFont(ofSize: 18))
    }

    @Test func initFromACoderFailsAsWithoutAnArchive() {
        #expect(UIView(coder: NSCoder()) == nil)
        #expect(UIViewController(coder: NSCoder()) == nil)
        #expect(UILabel(coder: NSCoder()) == nil)
        #expect(CALayer(coder: NSCoder()) == nil && CAShapeLayer(coder: NSCoder()) == nil)
        // A plain responder subclass is made from its class with init() (how the app delegate is made).
        final class Delegate: UIResponder, UIApplicationDelegate {
            var made = false
            override init() {
                made = true
                super.init()
            }
        }
        let type: UIResponder.Type = Delegate.self
        #expect((type.init(coder: NSCoder()) as? Delegate)?.made == true)
    }

    /// Swift Testing may release a suite that holds a view on another thread: the view's deinit must not trap,
    /// and its subviews and layer animations are let go of on the main queue.
    @Test func aViewReleasedOnAnotherThreadIsTornDownWithoutATrap() async {
        UIApplication.replaceShared()  // a fresh application for each test
        weak var weakChild: UIView?
        weak var weakController: UIViewController?
        var view: UIView? = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var controller: UIViewController? = UIViewController()
        do {
            let child = UIView()
            view!.addSubview(child)
            child.layer.add(CABasicAnimation(keyPath: "opacity"), forKey: "fade")
            weakChild = child
            controller!.view.addSubview(UIView())
            weakController = controller
        }
        let box = ReleaseBox(view!, controller!)
        view = nil
        controller = nil
        let released = await withCheckedContinuation { (done: CheckedContinuation<Bool, Never>) in
            let thread = Thread {
                box.release()
                done.resume(returning: !Thread.isMainThread)
            }
            thread.start()
        }
        #expect(released, "the last references went on another thread")
        #expect(weakController == nil)
        // The subviews were handed to the main queue; a block queued now runs after that one.
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { done.resume() }
        }
        #expect(weakChild == nil)
    }
}

/// Holds the only references to objects until another thread releases them.
private final class ReleaseBox: @unchecked Sendable {
    private var objects: [AnyObject]
    init(_ objects: AnyObject...) { self.objects = objects }
    func release() { objects.removeAll() }
}
