import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The root view's size, size transitions, safe area and margins (SEMANTICS §11.3, 11.5–6).
@MainActor
@Suite struct AutoresizingAndGuidesTests {
    @Test func theRootViewHasTheWindowsBoundsFromViewDidLoadAndHearsOfResizes() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Root: UIViewController {
            var sizeAtLoad = CGSize.zero
            var transitions: [CGSize] = []
            var completed = 0
            override func viewDidLoad() { sizeAtLoad = view.bounds.size }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                transitions.append(size)
                coordinator.animate(alongsideTransition: nil) { _ in self.completed += 1 }
            }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 333, height: 222))
        let root = Root()
        window.rootViewController = root
        window.makeKeyAndVisible()
        #expect(root.sizeAtLoad == CGSize(width: 333, height: 222))
        UIApplication.shared.input.windowResized(window, to: CGSize(width: 500, height: 400))
        #expect(root.transitions == [CGSize(width: 500, height: 400)])
        #expect(root.completed == 1)
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 500, height: 400))
    }

    @Test func aPlainWindowHasNoSafeAreaAndAControllersAdditionalInsetsAddToIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow(width: 300, height: 400)
        #expect(window.safeAreaInsets == .zero && root.safeAreaInsets == .zero)
        final class Watcher: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        let content = Watcher(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        root.addSubview(content)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: content.safeAreaLayoutGuide.topAnchor),
            inner.leadingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: content.safeAreaLayoutGuide.trailingAnchor),
            inner.bottomAnchor.constraint(equalTo: content.safeAreaLayoutGuide.bottomAnchor),
        ])
        synthesizer.advance(by: 0)
        #expect(inner.frame == content.bounds)
        window.rootViewController!.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0)
        #expect(content.safeAreaInsets == UIEdgeInsets(top: 44, left: 0, bottom: 49, right: 0))
        #expect(content.changes >= 1)
        synthesizer.advance(by: 0)
        #expect(inner.frame == CGRect(x: 0, y: 44, width: 300, height: 307))
    }

    @Test func theMarginsAndReadableGuides() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let text = UIView(), box = UIView()
        for view in [text, box] {
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
        }
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
            box.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            text.leadingAnchor.constraint(equalTo: parent.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: parent.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: box.bottomAnchor), text.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 20, y: 10, width: 960, height: 10))
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 500)
        parent.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 50, bottom: 0, trailing: 0)
        parent.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 50, y: 0, width: 950, height: 10))
    }

}
