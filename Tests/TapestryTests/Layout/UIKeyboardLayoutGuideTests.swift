import Foundation
import Testing

@testable import Tapestry

/// The keyboard's guide on a desktop: no keyboard shows, so content pinned above it sits on the safe area.
@MainActor
@Suite struct UIKeyboardLayoutGuideTests {
    @Test func contentPinnedAboveTheGuideSitsOnTheSafeAreasBottom() {
        UIApplication.replaceShared()
        let (window, root, _) = makeWindow(width: 320, height: 480)
        let field = UIView()
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        NSLayoutConstraint.activate([
            field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            field.heightAnchor.constraint(equalToConstant: 44),
            root.keyboardLayoutGuide.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 8),
        ])
        window.rootViewController?.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
        window.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide === root.keyboardLayoutGuide, "one guide per view")
        #expect(root.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 450, width: 320, height: 30))
        #expect(field.frame == CGRect(x: 0, y: 398, width: 320, height: 44), "\(field.frame)")
        root.keyboardLayoutGuide.usesBottomSafeArea = false
        window.layoutIfNeeded()
        #expect(root.keyboardLayoutGuide.layoutFrame.height == 0 && field.frame.maxY == 472)
    }
}
