import Foundation
import Tapestry
import TapestryTesting
import Testing

/// Autoresizing masks, the root view's size, size transitions, safe area and margins (SEMANTICS §11.3, 11.5–6).
@MainActor
@Suite struct AutoresizingAndGuidesTests {
    @Test func masksShareAResizeAmongTheFlexibleParts() {
        UIApplication.replaceShared()  // a fresh application for each test
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let stretchy = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))
        stretchy.autoresizingMask = [.flexibleWidth]
        let pinnedRight = UIView(frame: CGRect(x: 150, y: 40, width: 40, height: 20))
        pinnedRight.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let centred = UIView(frame: CGRect(x: 80, y: 70, width: 40, height: 20))
        centred.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for view in [stretchy, pinnedRight, centred, fixed] { parent.addSubview(view) }
        parent.frame.size = CGSize(width: 400, height: 150)
        #expect(stretchy.frame == CGRect(x: 10, y: 10, width: 380, height: 20))
        #expect(pinnedRight.frame == CGRect(x: 350, y: 40, width: 40, height: 20))
        #expect(centred.frame == CGRect(x: 180, y: 70, width: 40, height: 20))
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.autoresizesSubviews = false
        parent.frame.size = CGSize(width: 100, height: 100)
        #expect(stretchy.frame.width == 380)
    }

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

    @Test func aMaskedViewFollowsItsConstraintSizedSuperviewInTheSameSolve() {
        UIApplication.replaceShared()  // a fresh application for each test
        // A visual effect view's content view translates its flexible mask: what is pinned inside it sees the
        // size the constraints give the effect view, in one pass, as on iOS.
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let effect = UIVisualEffectView()
        effect.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(effect)
        let inner = UIView()
        inner.translatesAutoresizingMaskIntoConstraints = false
        effect.contentView.addSubview(inner)
        // Along the bottom edge of the content view, which is 0 × 0 until the first layout.
        let footer = UIView(frame: CGRect(x: 0, y: -10, width: 0, height: 10))
        footer.autoresizingMask = [.flexibleTopMargin, .flexibleWidth]
        effect.contentView.addSubview(footer)
        let onFooter = UIView()
        onFooter.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(onFooter)
        let height = effect.heightAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            effect.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            effect.topAnchor.constraint(equalTo: parent.topAnchor, constant: 20),
            effect.widthAnchor.constraint(equalToConstant: 100), height,
            inner.topAnchor.constraint(equalTo: effect.contentView.topAnchor, constant: 5),
            inner.bottomAnchor.constraint(equalTo: effect.contentView.bottomAnchor, constant: -5),
            inner.leadingAnchor.constraint(equalTo: effect.contentView.leadingAnchor),
            inner.trailingAnchor.constraint(equalTo: effect.contentView.trailingAnchor),
            onFooter.topAnchor.constraint(equalTo: footer.bottomAnchor),
            onFooter.leadingAnchor.constraint(equalTo: footer.leadingAnchor),
            onFooter.widthAnchor.constraint(equalTo: footer.widthAnchor),
            onFooter.heightAnchor.constraint(equalToConstant: 1),
        ])
        parent.layoutIfNeeded()
        #expect(effect.contentView.frame == CGRect(x: 0, y: 0, width: 100, height: 80))
        #expect(inner.frame == CGRect(x: 0, y: 5, width: 100, height: 70))
        // The footer's top margin took the whole height change (its height and bottom margin are fixed).
        #expect(footer.frame == CGRect(x: 0, y: 70, width: 100, height: 10))
        #expect(onFooter.frame == CGRect(x: 10, y: 100, width: 100, height: 1))
        // A constant changed later moves them all in the next pass, and a mask changed later is translated anew.
        height.constant = 50
        parent.layoutIfNeeded()
        #expect(inner.frame == CGRect(x: 0, y: 5, width: 100, height: 40))
        #expect(footer.frame == CGRect(x: 0, y: 40, width: 100, height: 10))
        #expect(onFooter.frame.minY == 70)
        footer.autoresizingMask = []
        height.constant = 90
        parent.layoutIfNeeded()
        #expect(footer.frame == CGRect(x: 0, y: 40, width: 100, height: 10))
        #expect(onFooter.frame.minY == 70)
    }
}
