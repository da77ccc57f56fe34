import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// The smaller APIs ported UIKit code reaches for, each as UIKit documents it.
@MainActor
@Suite struct UIKitPortingTests {
    @Test func aConstraintWithNoSecondItemIgnoresItsSecondAttribute() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (_, root, _) = makeWindow()
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        let width = NSLayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width, multiplier: 1,
            constant: 100)
        #expect(width.secondItem == nil)
        #expect(width.secondAttribute == .notAnAttribute)
        width.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test func buttonEdgeInsetsMoveAndSizeAsInUIKit() {
        UIApplication.replaceShared()  // a fresh application for each test
        let button = UIButton(type: .system)
        button.setTitle("Title", for: .normal)
        let plain = button.sizeThatFits(.zero)
        button.contentEdgeInsets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 20)
        #expect(button.sizeThatFits(.zero) == CGSize(width: plain.width + 30, height: plain.height + 10))
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        button.layoutIfNeeded()
        let centred = button.titleLabel!.frame
        #expect(abs(centred.midX - (10 + 170 / 2)) < 0.5, "centred in the bounds less the content insets")
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 0)
        button.layoutIfNeeded()
        #expect(button.titleLabel!.frame.minX == centred.minX + 4, "a centred title moves by half the left inset")

        final class Custom: UIButton {
            override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
                CGRect(x: contentRect.minX, y: contentRect.minY, width: 30, height: 10)
            }
        }
        let custom = Custom(type: .custom)
        custom.setTitle("x", for: .normal)
        custom.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        custom.layoutIfNeeded()
        #expect(custom.titleLabel!.frame == CGRect(x: 0, y: 0, width: 30, height: 10), "an override places the title")
    }

    @Test func titleShadowsAreTheLabelsShadow() {
        let button = UIButton(type: .custom)
        button.setTitle("A", for: .normal)
        button.setTitleShadowColor(.black, for: .normal)
        #expect(button.titleLabel?.shadowColor == .black)
        #expect(button.titleLabel?.shadowOffset == CGSize(width: 0, height: -1))
    }

    @Test func roundedCornersAreRoundedOnlyWhereAsked() {
        let path = UIBezierPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft, .bottomRight],
            cornerRadii: CGSize(width: 20, height: 20))
        #expect(!path.contains(CGPoint(x: 1, y: 1)), "the top-left corner is cut")
        #expect(path.contains(CGPoint(x: 99, y: 1)), "the top-right corner is square")
        #expect(!path.contains(CGPoint(x: 99, y: 99)))
        #expect(path.contains(CGPoint(x: 1, y: 99)))
    }

    @Test func theDesktopIsAnIPadLaidOutLeftToRight() {
        UIApplication.replaceShared()  // a fresh application for each test
        #expect(UIDevice.current.userInterfaceIdiom == .pad)
        let view = UIView()
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }

    @Test func theTopAndBottomLayoutGuidesMarkTheSafeAreasEdges() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, _, _) = makeWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        let controller = navigation.topViewController!
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: controller.topLayoutGuide.bottomAnchor),
            label.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
        ])
        window.layoutIfNeeded()
        #expect(controller.topLayoutGuide.length == controller.view.safeAreaInsets.top)
        #expect(label.frame.minY == controller.view.safeAreaInsets.top)
        #expect(controller.view.safeAreaInsets.top > 0, "below the navigation bar")
    }

    @Test func aPopoverSitsBelowItsSourceAndAClickOutsideDismissesIt() {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow()
        let source = UIView(frame: CGRect(x: 100, y: 50, width: 40, height: 20))
        root.addSubview(source)
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 200, height: 100)
        let popover = content.popoverPresentationController!
        popover.sourceView = source
        popover.sourceRect = source.bounds
        window.rootViewController!.present(content, animated: false)
        #expect(content.view.frame == CGRect(x: 20, y: 78, width: 200, height: 100))
        #expect(content.presentationController === popover)
        synthesizer.tap(at: CGPoint(x: 300, y: 400))
        synthesizer.advance(by: 1)
        #expect(window.rootViewController!.presentedViewController == nil)
    }

    @Test func scrollIndicatorInsetsKeepTheIndicatorOffTheEdges() {
        UIApplication.replaceShared()  // a fresh application for each test
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        scrollView.scrollIndicatorInsets = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 4)
        scrollView.contentOffset = .zero
        scrollView.flashScrollIndicators()
        let indicator = scrollView.subviews.first { $0.frame.width == 3 }!
        #expect(indicator.frame.minY == 20)
        #expect(abs(indicator.frame.maxX - (100 - 4 - 2)) < 0.001)
    }

    @Test func registeredCellsRunTheirOwnInitializers() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Cell: UITableViewCell {
            var madeBySubclass = false
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
                madeBySubclass = true
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class Item: UICollectionViewCell {
            var madeBySubclass = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                madeBySubclass = true
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        table.register(Cell.self, forCellReuseIdentifier: "cell")
        let cell = table.dequeueReusableCell(withIdentifier: "cell") as? Cell
        #expect(cell?.madeBySubclass == true)
        #expect(cell?.style == .subtitle)
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(Item.self, forCellWithReuseIdentifier: "item")
        let item = collection.dequeueReusableCell(withReuseIdentifier: "item", for: IndexPath(item: 0, section: 0))
        #expect((item as? Item)?.madeBySubclass == true)
    }

    @Test func boundingRectsWrapOnlyWithLineFragments() {
        UIApplication.replaceShared()  // a fresh application for each test
        let text = "A line of text that is long enough to wrap"
        let font = UIFont.systemFont(ofSize: 17)
        let oneLine = text.boundingRect(
            with: CGSize(width: 100, height: 1000), options: [], attributes: [.font: font], context: nil)
        let wrapped = text.boundingRect(
            with: CGSize(width: 100, height: 1000), options: .usesLineFragmentOrigin, attributes: [.font: font],
            context: nil)
        #expect(oneLine.width > 100)
        #expect(wrapped.width <= 100 && wrapped.height > oneLine.height)
    }
}

/// Deprecated styles and effect views older UIKit code still uses.
@MainActor
@Suite struct UIKitOlderStylesTests {
    @Test func theWhiteLargeSpinnerIsLargeAndWhite() {
        let spinner = UIActivityIndicatorView(style: .whiteLarge)
        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(spinner.color == .white)
        spinner.style = .gray
        #expect(spinner.color == .systemGray)
    }

    @Test func anEffectViewTintsWithItsMaterialAndHoldsContent() {
        let effect = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        effect.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        effect.contentView.addSubview(UILabel())
        effect.layoutIfNeeded()
        #expect(effect.contentView.frame == effect.bounds)
        #expect(effect.backgroundColor != nil && effect.backgroundColor!.cgColor.alpha < 1)
        effect.effect = nil
        #expect(effect.backgroundColor == nil)
    }
}

/// Tint colours, button configurations and the empty event, as UIKit code uses them.
@MainActor
@Suite struct UIKitTintAndConfigurationTests {
    @Test func theTintIsInheritedAndEveryInheritorHearsOfAChange() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Listener: UIView {
            var heard = 0
            override func tintColorDidChange() { heard += 1 }
        }
        let root = UIView()
        let middle = UIView()
        let leaf = Listener()
        let own = Listener()
        own.tintColor = .systemGreen
        own.heard = 0
        root.addSubview(middle)
        middle.addSubview(leaf)
        middle.addSubview(own)
        #expect(leaf.tintColor == .systemBlue, "the default")
        #expect(leaf.heard == 1, "told when it moved under a new superview")
        leaf.heard = 0
        root.tintColor = .systemRed
        #expect(leaf.tintColor == .systemRed && leaf.heard == 1)
        #expect(own.tintColor == .systemGreen && own.heard == 0, "a view with its own tint keeps it")
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        #expect(button.titleLabel?.textColor == .systemRed, "a system button's title follows the inherited tint")
    }

    @Test func aConfigurationStylesTheButton() {
        UIApplication.replaceShared()  // a fresh application for each test
        var configuration = UIButton.Configuration.filled()
        configuration.title = "Buy"
        configuration.baseBackgroundColor = .systemGreen
        configuration.cornerStyle = .capsule
        let button = UIButton(configuration: configuration)
        button.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        button.setNeedsUpdateConfiguration()
        #expect(button.currentTitle == "Buy")
        #expect(button.currentTitleColor == .white)
        #expect(button.backgroundColor == .systemGreen)
        #expect(button.layer.cornerRadius == 20)
        #expect(button.contentEdgeInsets == UIEdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        var updates = 0
        button.configurationUpdateHandler = { button in
            updates += 1
            button.configuration?.title = button.isHighlighted ? "Buying" : "Buy"
        }
        button.isHighlighted = true
        #expect(button.currentTitle == "Buying" && updates >= 1)
        let tinted = UIButton(configuration: .tinted())
        #expect(tinted.backgroundColor == UIColor.systemBlue.withAlphaComponent(0.15))
    }

    @Test func anEmptyEventCanBeMadeForHitTesting() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(view.hitTest(CGPoint(x: 5, y: 5), with: UIEvent()) === view)
        #expect(UIEvent().type == .touches)
    }
}
