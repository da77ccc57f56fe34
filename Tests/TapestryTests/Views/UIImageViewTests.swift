import Foundation
import Tapestry
import Testing

/// Image views: sized by their image, and untouchable until interaction is turned on (SEMANTICS §1.5).
@MainActor
@Suite struct UIImageViewTests {
    @Test func sizedByTheImageAndNotInteractiveByDefault() {
        UIApplication.replaceShared()  // a fresh application for each test
        let image = UIImage(data: pngHeader(width: 40, height: 20))
        let view = UIImageView(image: image)
        #expect(view.frame.size == CGSize(width: 40, height: 20))
        #expect(view.sizeThatFits(.zero) == CGSize(width: 40, height: 20))
        #expect(!view.isUserInteractionEnabled)
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
        view.isUserInteractionEnabled = true
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: nil) === view)
    }
}

/// `init(image:)` is designated, as in UIKit: subclasses override it or call it from their own initializers.
@MainActor
@Suite struct UIImageViewInitializerTests {
    final class Avatar: UIImageView {
        init(initials: String) {
            super.init(image: UIImage(data: pngHeader(width: 40, height: 40)))
            accessibilityLabel = initials
        }
        required init?(coder: NSCoder) { nil }
    }

    final class Rounded: UIImageView {
        override init(image: UIImage?) {
            super.init(image: image)
            layer.cornerRadius = 4
        }
        required init?(coder: NSCoder) { nil }
    }

    @Test func subclassesCallAndOverrideInitWithImage() {
        let avatar = Avatar(initials: "AL")
        #expect(avatar.frame.size == CGSize(width: 40, height: 40))
        #expect(avatar.isUserInteractionEnabled == false)
        #expect(avatar.accessibilityLabel == "AL")
        #expect(Rounded(image: nil).layer.cornerRadius == 4)
        let both = UIImageView(
            image: UIImage(data: pngHeader(width: 2, height: 2)),
            highlightedImage: UIImage(data: pngHeader(width: 2, height: 2)))
        #expect(both.highlightedImage != nil && both.bounds.width == 2)
    }
}

/// An image's accessibility label speaks for the image view showing it.
@MainActor
@Suite struct UIImageViewAccessibilityTests {
    @Test func theImagesLabelIsTheViewsUnlessItHasItsOwn() {
        let image = UIImage()
        image.accessibilityLabel = "A red balloon"
        let view = UIImageView(image: image)
        #expect(view.accessibilityLabel == "A red balloon")
        view.accessibilityLabel = "Balloon"
        #expect(view.accessibilityLabel == "Balloon")
        #expect(UIImageView().accessibilityLabel == nil)
    }
}
