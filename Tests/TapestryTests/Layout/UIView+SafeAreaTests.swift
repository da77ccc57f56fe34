import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The safe area, the margins and the guides that follow them (SEMANTICS §11.5).
@MainActor
@Suite struct UIViewSafeAreaTests {
    /// A controller's additional insets are its view's safe area; a subview inherits the part that overlaps it.
    @Test func aSubviewInheritsTheOverlappingPartOfTheSafeArea() {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        let controller = window.rootViewController!
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 10)
        synthesizer.advance(by: 0)
        let root = controller.view!
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 40, left: 0, bottom: 30, right: 10))
        let inner = UIView(frame: CGRect(x: 0, y: 25, width: 300, height: 100))
        root.addSubview(inner)
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 15, left: 0, bottom: 0, right: 0))
        let corner = UIView(frame: CGRect(x: 280, y: 430, width: 40, height: 50))
        root.addSubview(corner)
        #expect(corner.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 10))
    }

    /// A view pinned to the safe area guide moves when the insets change, and is told.
    @Test func theSafeAreaGuideFollowsTheInsets() {
        final class Watching: UIView {
            var changes = 0
            override func safeAreaInsetsDidChange() { changes += 1 }
        }
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        let controller = window.rootViewController!
        let root = controller.view!
        let content = Watching()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        let guide = root.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        synthesizer.advance(by: 0)
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        let before = content.changes
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 20, right: 0)
        synthesizer.advance(by: 0)
        #expect(content.frame == CGRect(x: 0, y: 44, width: 320, height: 416))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 44, width: 320, height: 416))
        #expect(content.changes > before)
    }

    /// The margins guide keeps out of the safe area unless told not to, and can grow to the superview's margins.
    @Test func marginsStayOutOfTheSafeAreaAndMayPreserveTheSuperviews() {
        UIApplication.replaceShared()
        let (window, _, synthesizer) = makeWindow(width: 320, height: 480)
        let controller = window.rootViewController!
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        synthesizer.advance(by: 0)
        let root = controller.view!
        let panel = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        root.addSubview(panel)
        panel.layoutMargins = UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5)
        let probe = UIView()
        probe.translatesAutoresizingMaskIntoConstraints = false
        panel.addSubview(probe)
        NSLayoutConstraint.activate([
            probe.topAnchor.constraint(equalTo: panel.layoutMarginsGuide.topAnchor),
            probe.leftAnchor.constraint(equalTo: panel.layoutMarginsGuide.leftAnchor),
            probe.widthAnchor.constraint(equalToConstant: 1), probe.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(probe.frame.origin == CGPoint(x: 5, y: 25))
        panel.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(probe.frame.origin == CGPoint(x: 5, y: 5))
        root.layoutMargins = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        root.insetsLayoutMarginsFromSafeArea = false
        panel.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        #expect(probe.frame.origin == CGPoint(x: 30, y: 5))
    }

    /// The readable content guide is at most 672 points wide, centred inside the margins.
    @Test func theReadableGuideIsAtMost672PointsWide() {
        UIApplication.replaceShared()
        let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 100))
        let text = UIView()
        text.translatesAutoresizingMaskIntoConstraints = false
        wide.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: wide.readableContentGuide.leadingAnchor),
            text.trailingAnchor.constraint(equalTo: wide.readableContentGuide.trailingAnchor),
            text.topAnchor.constraint(equalTo: wide.topAnchor), text.heightAnchor.constraint(equalToConstant: 1),
        ])
        wide.layoutIfNeeded()
        #expect(text.frame.width == 672)
        #expect(text.frame.midX == 500)
        wide.frame.size.width = 300
        wide.layoutIfNeeded()
        #expect(text.frame == CGRect(x: 8, y: 0, width: 284, height: 1))
    }

    /// Directional margins name the leading side: the left one, or the right one right to left.
    @Test func directionalMarginsFollowTheLayoutDirection() {
        UIApplication.replaceShared()
        let view = UIView()
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 4))
        let mirrored = UIView()
        mirrored.semanticContentAttribute = .forceRightToLeft
        mirrored.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4)
        #expect(mirrored.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 2, right: 20))
        #expect(mirrored.directionalLayoutMargins.leading == 20)
    }
}
