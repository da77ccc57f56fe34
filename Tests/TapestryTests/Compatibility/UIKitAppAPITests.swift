import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// APIs typical app code uses: text field side views, URL opening, label shrinking, keyboard dismissal on
/// drag, template images, tab bars hidden by a push.
@MainActor
@Suite struct UIKitAppAPITests {
    @Test func aTextFieldsSideViewsShowByTheirModesAndMoveTheText() {
        UIApplication.replaceShared()  // a fresh application for each test
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        let icon = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 16))
        field.leftView = icon
        #expect(icon.superview == nil, "`.never` by default")
        field.leftViewMode = .always
        #expect(icon.superview === field)
        #expect(icon.frame == CGRect(x: 0, y: 7, width: 24, height: 16))
        #expect(field.textRect(forBounds: field.bounds).minX == 24, "the text starts after the left view")
        let unit = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.rightView = unit
        field.rightViewMode = .unlessEditing
        #expect(unit.frame.maxX == 200)
        #expect(field.textRect(forBounds: field.bounds).maxX == CGFloat(170))
        field.attributedPlaceholder = NSAttributedString(
            string: "Email", attributes: [.foregroundColor: UIColor.systemRed])
        #expect(field.placeholder == "Email")
        #expect(
            field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                == .systemRed)
    }

    @Test func openingAURLGoesToTheDesktopsOpener() {
        UIApplication.replaceShared()  // a fresh application for each test
        var opened: [URL] = []
        let original = UIApplication.urlOpener
        UIApplication.urlOpener = { url in
            opened.append(url)
            return true
        }
        defer { UIApplication.urlOpener = original }
        var result: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!, options: [:]) { result = $0 }
        #expect(opened == [URL(string: "https://example.com")!])
        #expect(result == true)
        #expect(UIApplication.shared.canOpenURL(URL(string: "mailto:someone@example.com")!))
    }

    @Test func aSingleLineLabelShrinksToFitWhenAsked() {
        UIApplication.replaceShared()  // a fresh application for each test
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        label.font = .systemFont(ofSize: 20)
        label.text = "A rather long line"
        #expect(
            label.fittingFont(for: label.text!, in: label.bounds.width).pointSize == 20, "not asked: truncated instead")
        label.adjustsFontSizeToFitWidth = true
        let fitted = label.fittingFont(for: label.text!, in: label.bounds.width)
        #expect(fitted.pointSize < 20)
        #expect(TextMeasurement.measure(label.text!, fitted, .infinity, 1).width <= 40.5)
        label.minimumScaleFactor = 0.9
        #expect(
            label.fittingFont(for: label.text!, in: label.bounds.width).pointSize == 18,
            "no smaller than the minimum factor")
    }

    @Test func aDragEndsEditingWhenTheScrollViewDismissesTheKeyboardOnDrag() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, synthesizer) = makeWindow()
        let scrollView = UIScrollView(frame: root.bounds)
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        scrollView.addSubview(field)
        root.addSubview(scrollView)
        #expect(field.becomeFirstResponder())
        synthesizer.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200))
        #expect(field.isFirstResponder, "`.none` by default")
        scrollView.keyboardDismissMode = .onDrag
        synthesizer.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200))
        #expect(!field.isFirstResponder)
    }

    @Test func templateImagesAndSymbolConfigurations() {
        let bitmap = ImageBitmap(width: 2, height: 2, bytesPerRow: 8)
        let image = UIImage(bitmap: bitmap)
        #expect(!image.drawsAsTemplate)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.drawsAsTemplate && template.size == image.size)
        #expect(image.withTintColor(.red).tintColor == .red)
        #expect(
            image.resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 0, right: 0)).capInsets.top == 1)
        let small = UIImage.SymbolConfiguration(pointSize: 17)
        let large = UIImage.SymbolConfiguration(pointSize: 34, weight: .bold)
        #expect(large.symbolHeight == 2 * small.symbolHeight)
        if let symbol = UIImage(systemName: "star", withConfiguration: large) {
            #expect(symbol.isSymbolImage && symbol.drawsAsTemplate)
            #expect(abs(symbol.size.height - 40) < 0.5, "a 34-point symbol is about 40 points high")
        }
    }

    @Test func aPushedControllerThatAsksHidesTheTabBar() {
        UIApplication.replaceShared()  // a fresh application for each test
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let tabs = UITabBarController()
        let navigation = UINavigationController(rootViewController: UIViewController())
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.advance(by: 0.1)
        #expect(!tabs.tabBar.isHidden)
        let detail = UIViewController()
        detail.hidesBottomBarWhenPushed = true
        navigation.pushViewController(detail, animated: false)
        synthesizer.advance(by: 0.1)
        #expect(tabs.tabBar.isHidden)
        navigation.popViewController(animated: false)
        synthesizer.advance(by: 0.1)
        #expect(!tabs.tabBar.isHidden)
        #expect(detail.supportedInterfaceOrientations == .all)
    }

    @Test func segmentTitlesTakeTheirAttributes() {
        let segmented = UISegmentedControl(items: ["A", "B"])
        segmented.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        #expect(segmented.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
        #expect(segmented.titleTextAttributes(for: .normal) == nil)
    }
}

/// A scroll view's content and frame layout guides.
@MainActor
@Suite struct ScrollViewLayoutGuideTests {
    @Test func constraintsOnTheContentGuideMakeTheContentSizeAndTheFrameGuideStaysInView() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow()
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(scrollView)
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: root.topAnchor),
            scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scrollView.widthAnchor.constraint(equalToConstant: 300),
            scrollView.heightAnchor.constraint(equalToConstant: 400),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1500), "made by the content guide's constraints")
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1500))
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 20, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        root.layoutIfNeeded()
        #expect(badge.frame.minY == 310, "the frame guide moved with the offset, so the badge stays in view")
        #expect(scrollView.contentOffset.y == 300)
    }
}
