import ModernKit
import Security
import TapestryTesting
import Testing
import UIKit

@MainActor
@Suite struct ModernKitTests {
    @Test func theFollowButtonSendsItsActionAndTheOffsetIsObserved() {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let profile = ProfileViewController()
        window.rootViewController = profile
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.advance(by: 0.1)
        synthesizer.tap("follow")
        #expect(profile.followCount == 1)
        #expect(profile.followButton.currentTitle == "Following")
        profile.scrollView.contentSize = CGSize(width: 320, height: 2000)
        profile.scrollView.contentOffset = CGPoint(x: 0, y: 120)
        #expect(profile.lastOffset == 120)
        #expect(profile.preferredStatusBarStyle == .lightContent)
    }

    @Test func theAppearanceScreenStylesItsTextWithAttributedStrings() throws {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = AppearanceViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.advance(by: 0.1)
        let darkRow = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        synthesizer.tap(at: darkRow.convert(CGPoint(x: darkRow.bounds.midX, y: darkRow.bounds.midY), to: nil))
        synthesizer.advance(by: 0.1)
        #expect(screen.chosen == .dark)
        let summary = try #require(screen.summaryLabel.attributedText)
        #expect(summary.string == "Dark appearance")
        #expect(summary.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .boldSystemFont(ofSize: 15))
        let title = try #require(screen.applyButton.currentAttributedTitle)
        #expect(title.string == "Apply")
        #expect(title.attribute(.kern, at: 0, effectiveRange: nil) as? CGFloat == 0.5)
        screen.accentWell.selectedColor = .systemPink
        screen.accentWell.sendActions(for: .valueChanged)
        let recoloured = try #require(screen.summaryLabel.attributedText)
        #expect(recoloured.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemPink)
    }

    @Test func aNameLoadedElsewhereLandsOnTheMainActor() async {
        UIApplication.replaceShared()
        let profile = ProfileViewController()
        profile.loadViewIfNeeded()
        await profile.loadName { "Grace" }
        #expect(profile.nameLabel.text == "Grace")
    }

    @Test func coreAnimationIsBuiltOffTheMainActor() async {
        let description = await Task.detached {
            let animation = PulseFactory().pulse()
            return "\(animation.keyPath ?? "") \(animation.repeatCount)"
        }.value
        #expect(description == "opacity inf")
    }

    @Test func layersAreBuiltAndAnimatedFromNonisolatedCode() {
        UIApplication.replaceShared()
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let ring = RingLayerFactory().ring(in: host.bounds.size, color: .systemBlue)
        host.layer.addSublayer(ring)
        #expect(ring.superlayer === host.layer)
        #expect(ring.strokeEnd == 0.75)
        #expect(ring.animationKeys() == ["spin"])
        #expect(ring.bounds.size == CGSize(width: 40, height: 40))
    }
}

/// Combine next to UIKit: a view model's published state drives the screen.
@MainActor
@Suite struct SignInTests {
    @Test func typingAValidAddressAndPasswordEnablesSignIn() async {
        UIApplication.replaceShared()
        let screen = SignInViewController()
        screen.loadViewIfNeeded()
        func type(_ text: String, into field: UITextField) {
            field.text = text
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
        }
        type("ada@example.com", into: screen.emailField)
        #expect(!screen.model.canSignIn)
        type("analytical", into: screen.passwordField)
        #expect(screen.model.canSignIn)
        // The button follows on the main queue's next turn.
        await withCheckedContinuation { done in DispatchQueue.main.async { done.resume() } }
        #expect(screen.signInButton.isEnabled)
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillChangeFrameNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: CGRect(x: 0, y: 264, width: 320, height: 216)])
        #expect(screen.keyboardInset == 216)
    }
}

@MainActor
@Suite struct GaugeLayerTests {
    @Test func aLayerDrawsItselfThroughCoreGraphics() {
        let gauge = GaugeLayer()
        gauge.frame = CGRect(x: 0, y: 0, width: 100, height: 20)
        gauge.value = 0.75
        let image = UIGraphicsImageRenderer(size: gauge.bounds.size).image { context in
            gauge.render(in: context.cgContext)
        }
        #expect(image.size == CGSize(width: 100, height: 20))
    }

    @Test func aForwardingDelegateCapsTheLengthAndPassesTheRestOn() {
        UIApplication.replaceShared()
        final class Digits: NSObject, UITextFieldDelegate {
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool { string.allSatisfy(\.isNumber) }
        }
        let field = UITextField()
        field.text = "12"
        let limiter = LengthLimiter(maximum: 3)
        let digits = Digits()
        limiter.forwardee = digits
        let end = NSRange(location: 2, length: 0)
        #expect(limiter.textField(field, shouldChangeCharactersIn: end, replacementString: "3"))
        #expect(!limiter.textField(field, shouldChangeCharactersIn: end, replacementString: "a"), "passed on")
        #expect(!limiter.textField(field, shouldChangeCharactersIn: end, replacementString: "34"), "too long")
        #expect(limiter.textFieldShouldReturn(field), "not implemented by the forwardee: UIKit's default")
    }

    @Test func aPixelIsReadThroughABitmapContext() {
        UIApplication.replaceShared()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        view.backgroundColor = .white
        let square = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        square.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        view.addSubview(square)
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        view.colorOfPixel(at: CGPoint(x: 15, y: 15)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 0 && green == 0 && blue == 1 && alpha == 1)
        view.colorOfPixel(at: CGPoint(x: 5, y: 5)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect(red == 1 && green == 1 && blue == 1)
    }
}

/// The feed screen, headless: its list shows the snapshot's rows with their accessories, and a row's trailing
/// swipe actions come from the list configuration.
@MainActor
@Suite struct FeedViewControllerTests {
    @Test func theListShowsItsRowsWithAccessoriesAndSwipeActions() throws {
        UIApplication.replaceShared()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let feed = FeedViewController()
        window.rootViewController = UINavigationController(rootViewController: feed)
        window.makeKeyAndVisible()
        let synthesizer = EventSynthesizer(window: window)
        synthesizer.advance(by: 0.5)
        let list = try #require(feed.collectionView)
        #expect(list.numberOfItems(inSection: 0) == 20)
        let cell = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.accessories.count == 2)
        let row = try #require(list.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame)
        let start = list.convert(CGPoint(x: row.maxX - 20, y: row.midY), to: nil)
        synthesizer.drag(from: start, to: CGPoint(x: start.x - 150, y: start.y), steps: 12, duration: 0.3)
        synthesizer.advance(by: 0.5)
        let slid = try #require(list.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(slid.frame.minX < row.minX - 40, "the row swiped open to its Delete action")
    }
}

/// Reminder settings with the notification centre's `async` API.
@MainActor
@Suite struct ReminderSettingsTests {
    @Test func enablingGrantsAndAWeeklyReminderWaits() async throws {
        UIApplication.replaceShared()
        let settings = ReminderSettings()
        #expect(await settings.enable())
        #expect(settings.status == .authorized)
        try await settings.scheduleWeekly("Plan the week", weekday: 2, hour: 9)
        #expect(await settings.pendingTitles().contains("Plan the week"))
        try await settings.clearBadge()
        #expect(UIApplication.shared.applicationIconBadgeNumber == 0)
    }
}

/// The session token from a task off the main actor, kept in memory rather than the user's keyring.
@Suite struct SessionTokenTests {
    @Test func aTokenSavedIsLoadedFromAnotherTask() async throws {
        TapestryKeychain.useMemoryStore()
        let store = SessionTokenStore(account: "ann@example.com")
        #expect(try store.load() == nil)
        try store.save("abc")
        let loaded = try await Task.detached { try store.load() }.value
        #expect(loaded == "abc")
        try store.save("def")
        #expect(try store.load() == "def")
    }

    @MainActor @Test func photosGetThumbnailsAndStickersTheirTiming() async throws {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 20))
        let photo = renderer.pngData { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 40, height: 20))
        }
        let thumbnail = try #require(await PhotoThumbnails.loadThumbnail(of: photo, maxPixelSize: 10))
        #expect(thumbnail.size == CGSize(width: 10, height: 5))

        let frames = [UIColor.red, .green, .blue].map { colour in
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                colour.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        let sticker = try #require(PhotoThumbnails.animatedGIF(of: frames, delay: 0.08))
        #expect(PhotoThumbnails.frameDelays(of: sticker) == [0.08, 0.08, 0.08])
        #expect(UIImage(data: sticker)?.size == CGSize(width: 4, height: 4), "UIImage shows the first frame")
    }

    @Test func avatarsReportsAndLinksAreMadeOffTheMainActor() async throws {
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 64, height: 64)).image { context in
            UIColor.systemOrange.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
        }
        let avatar = await Avatars.loadAvatar(of: photo, diameter: 32)
        #expect(avatar.size == CGSize(width: 32, height: 32) && avatar.scale == 1)
        let report = await Task.detached { Avatars.reportPDF(title: "Weekly") }.value
        #expect(report.starts(with: Data("%PDF".utf8)))
        let link = URL(string: "https://example.com/share/42")!
        await Task.detached { Avatars.copyLink(link) }.value
        #expect(UIPasteboard.general.url == link)
    }

    @Test func everyLookFiltersAPhotoOffTheMainActor() async throws {
        let photo = Self.bluePhoto()
        var looks: [PhotoFilters.Look: UIImage] = [:]
        for look in PhotoFilters.Look.allCases {
            let filtered = await PhotoFilters.applying(look, to: photo)
            looks[look] = try #require(filtered)
        }
        #expect(looks.values.allSatisfy { $0.size == photo.size })
        let original = try #require(looks[.original]?.pngData()), sepia = try #require(looks[.sepia]?.pngData())
        let noir = try #require(looks[.noir]?.pngData())
        #expect(original != sepia && sepia != noir && noir != original)
    }

    static func bluePhoto() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { context in
            UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 8, height: 8))
        }
    }
}
