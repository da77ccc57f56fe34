import Foundation
import Testing
import UIKit

// Classes UIKit declares `open` are subclassed by UIKit code, most often as test doubles: a device or screen that
// answers what a test needs, a touch at a fixed place, an image that carries more. These compile as they are
// written for iOS, and the engine asks the subclass.

/// A device double, as a test writes one for code that branches on the idiom or the system's version.
private final class PhoneDevice: UIDevice {
    override var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    override var systemVersion: String { "26.0" }
}

/// A screen double with UIKit's read-only properties overridden read-only.
private final class TripleScreen: UIScreen {
    override var scale: CGFloat { 3 }
    override var bounds: CGRect { CGRect(x: 0, y: 0, width: 390, height: 844) }
}

/// A touch double at a fixed place in any view.
private final class FixedTouch: UITouch {
    override var phase: UITouch.Phase { .began }
    override func location(in view: UIView?) -> CGPoint { CGPoint(x: 5, y: 6) }
}

/// An image subclass with an initializer of its own and the two UIKit requires of one.
private final class BadgeImage: UIImage {
    private(set) var badge = ""

    init?(data: Data, badge: String) {
        self.badge = badge
        super.init(data: data, scale: 2)
    }

    override init?(data: Data) {
        super.init(data: data, scale: 3)
    }

    required init?(coder: NSCoder) { nil }

    required convenience init(imageLiteralResourceName name: String) { fatalError("no literal images here") }
}

/// An image subclass without initializers of its own, which inherits UIImage's.
private final class PlainImage: UIImage {}

@MainActor
@Suite struct UIKitSubclassingTests {
    @Test func devicesAndScreensAnswerWithTheirOverrides() {
        let device: UIDevice = PhoneDevice()
        #expect(device.userInterfaceIdiom == .phone && device.systemVersion == "26.0" && device.model == "Linux")
        let screen: UIScreen = TripleScreen()
        #expect(screen.scale == 3 && screen.nativeBounds.size == CGSize(width: 1170, height: 2532))
    }

    @Test func aTouchDoubleAnswersWithItsOverrides() {
        let touch: UITouch = FixedTouch()
        #expect(touch.phase == .began && touch.location(in: nil) == CGPoint(x: 5, y: 6))
    }
}

/// Images: a subclass's own initializer and its override reach UIImage's, and one without initializers inherits
/// them all.
@Suite struct UIKitImageSubclassingTests {
    @Test func aSubclassInitializesThroughUIImage() throws {
        let png = try #require(UIImage(bitmap: ImageBitmap(width: 6, height: 4, bytesPerRow: 24)).pngData())
        let badged = try #require(BadgeImage(data: png, badge: "new"))
        #expect(badged.badge == "new" && badged.scale == 2 && badged.size == CGSize(width: 3, height: 2))
        let overridden = try #require(BadgeImage(data: png))
        #expect(overridden.scale == 3, "the subclass's override of init?(data:) ran")
        #expect(BadgeImage(data: Data("not an image".utf8), badge: "x") == nil)
    }

    @Test func aSubclassWithoutInitializersInheritsThemAll() throws {
        let png = try #require(UIImage(bitmap: ImageBitmap(width: 6, height: 4, bytesPerRow: 24)).pngData())
        let plain = try #require(PlainImage(data: png, scale: 2))
        #expect(type(of: plain) == PlainImage.self && plain.size == CGSize(width: 3, height: 2))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("plain-\(UUID().uuidString)@2x.png")
        try png.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(PlainImage(contentsOfFile: file.path)?.scale == 2)
        let cgImage = try #require(plain.cgImage)
        #expect(
            PlainImage(cgImage: cgImage, scale: 3, orientation: .up).size == CGSize(width: 2, height: CGFloat(4) / 3))
        #expect(PlainImage().size == .zero)
    }
}

/// An alert action carrying a value of its own, as apps subclass one.
private final class TaggedAlertAction: UIAlertAction {
    var tag = 0
}

/// A menu action subclass without initializers of its own.
private final class LoggedAction: UIAction {}

/// An item provider subclass (apps subclass one to offer a lazily made file).
private final class LazyItemProvider: NSItemProvider {}

/// Other classes UIKit declares open take subclasses made with UIKit's initializers.
@MainActor
@Suite struct UIKitOpenClassesTests {
    @Test func subclassesAreMadeWithUIKitsInitializers() {
        let alertAction = TaggedAlertAction(title: "Delete", style: .destructive) { _ in }
        alertAction.tag = 7
        #expect(alertAction.title == "Delete" && alertAction.style == .destructive && alertAction.tag == 7)
        let action = LoggedAction(title: "Copy") { _ in }
        let menu = UIMenu(title: "Edit", children: [action])
        #expect((menu.children.first as? LoggedAction) === action)
        let provider = LazyItemProvider(object: "text" as NSString)
        #expect(provider.canLoadObject(ofClass: NSString.self))
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        #expect(traits.userInterfaceStyle == .dark)
    }
}

/// A parallax effect as iOS code writes one: its own initializer, and the coder one UIKit requires.
private final class ParallaxEffect: UIMotionEffect {
    let depth: CGFloat

    init(depth: CGFloat) {
        self.depth = depth
        super.init()
    }

    required init?(coder: NSCoder) {
        depth = 0
        super.init(coder: coder)
    }

    override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        ["center.x": viewerOffset.horizontal * depth]
    }
}

/// A layout guide and a path subclass with initializers of their own, calling UIKit's coder initializer.
private final class BottomGuide: UILayoutGuide {
    override init() {
        super.init()
        identifier = "bottom"
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class TrianglePath: UIBezierPath {
    init(side: CGFloat) {
        super.init()
        move(to: .zero)
        addLine(to: CGPoint(x: side, y: 0))
        addLine(to: CGPoint(x: side / 2, y: side))
        close()
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Classes that adopt `NSCoding` in UIKit have its `required init?(coder:)` (nil here: no archives are read).
@MainActor
@Suite struct UIKitCodingSubclassesTests {
    @Test func subclassesWithTheirOwnInitializersAndTheCoderOne() {
        let effect = ParallaxEffect(depth: 10)
        #expect(
            effect.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: 0))?["center.x"]
                as? CGFloat == 5)
        #expect(BottomGuide().identifier == "bottom")
        #expect(TrianglePath(side: 10).bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        #expect(ParallaxEffect(coder: coder) == nil && BottomGuide(coder: coder) == nil)
        #expect(UINavigationItem(coder: coder) == nil && NSTextContainer(coder: coder) == nil)
    }
}

/// A brand colour as apps subclass one: its own initializer, and the coder one UIKit requires.
private final class BrandColor: UIColor, @unchecked Sendable {
    let brandName: String

    init(brandName: String) {
        self.brandName = brandName
        super.init(red: 1, green: 0.5, blue: 0, alpha: 1)
    }

    required init?(coder: NSCoder) {
        brandName = ""
        super.init(coder: coder)
    }

    required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(brandName: "literal")
    }
}

/// A menu command and a timing curve with the coder initializer UIKit requires of their subclasses.
private final class HelpCommand: UICommand {
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class BouncyTiming: CAMediaTimingFunction, @unchecked Sendable {
    init() { super.init(controlPoints: 0.3, 1.4, 0.6, 1) }

    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Trait collections, keys and timing curves are `NSObject`s as UIKit's are; colours, fonts, paragraph styles,
/// menus, animations and bar appearances have the coder initializer of their `NSSecureCoding`.
@MainActor
@Suite struct UIKitObjectHeritageTests {
    @Test func traitCollectionsAreObjectsEqualByTheirTraits() {
        let dark: NSObject = UITraitCollection(userInterfaceStyle: .dark)
        #expect(dark.isEqual(UITraitCollection(userInterfaceStyle: .dark)))
        #expect(!dark.isEqual(UITraitCollection(userInterfaceStyle: .light)) && !dark.isEqual("dark"))
        #expect(dark.hash == UITraitCollection(userInterfaceStyle: .dark).hash)
        #expect(Set([UITraitCollection(displayScale: 2), UITraitCollection(displayScale: 2)]).count == 1)
        let copy = (dark as? UITraitCollection)?.copy() as? UITraitCollection
        #expect(copy?.userInterfaceStyle == .dark)
        #expect(UITraitCollection().userInterfaceStyle == .unspecified && UITraitCollection().displayScale == 0)
        #expect(UITraitCollection(coder: NSKeyedArchiver(requiringSecureCoding: false)) == nil)
    }

    @Test func keysAreObjectsEqualByTheirFields() {
        let a = UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA)
        let b = UIKey(characters: "a", charactersIgnoringModifiers: "a", modifierFlags: [], keyCode: .keyboardA)
        let object: NSObject = a
        #expect(object.isEqual(b) && a == b && a.hash == b.hash && a.copy() as? UIKey == b)
        #expect(
            !a.isEqual(
                UIKey(characters: "A", charactersIgnoringModifiers: "a", modifierFlags: .shift, keyCode: .keyboardA)))
    }

    @Test func subclassesReachTheCoderInitializers() {
        let coder = NSKeyedArchiver(requiringSecureCoding: false)
        let brand = BrandColor(brandName: "orange")
        var red: CGFloat = 0
        #expect(brand.getRed(&red, green: nil, blue: nil, alpha: nil) && red == 1 && brand.brandName == "orange")
        #expect(
            BrandColor(coder: coder) == nil && HelpCommand(coder: coder) == nil && BouncyTiming(coder: coder) == nil)
        #expect(UIFont(coder: coder) == nil && UIFontDescriptor(coder: coder) == nil)
        #expect(NSParagraphStyle(coder: coder) == nil && NSMutableParagraphStyle(coder: coder) == nil)
        #expect(NSShadow(coder: coder) == nil && NSTextAttachment(coder: coder) == nil)
        #expect(CABasicAnimation(coder: coder) == nil && CAEmitterCell(coder: coder) == nil)
        #expect(UINavigationBarAppearance(coder: coder) == nil && UIImageAsset(coder: coder) == nil)
        #expect(UIPasteConfiguration(coder: coder) == nil && UIKeyCommand(coder: coder) == nil)
    }

    @Test func timingCurvesAreObjectsEqualByTheirControlPoints() {
        let curve: NSObject = BouncyTiming()
        #expect(curve.isEqual(CAMediaTimingFunction(controlPoints: 0.3, 1.4, 0.6, 1)))
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
        #expect(CAMediaTimingFunction(name: .easeIn) != CAMediaTimingFunction(name: .easeOut))
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.timingFunction = BouncyTiming()
        #expect(animation.timingFunction is BouncyTiming)
    }
}
