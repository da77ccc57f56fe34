import CLinkedRenderer
import Foundation
import Tapestry
import TapestryCairo
import Testing

/// The Cairo services are the engine's from the start (a renderer registers them again only if others were put
/// in place): Pango measures text and PNG encoding works.
@MainActor
@Suite struct CairoPlatformServicesTests {
    /// The engine finds the linked renderer's services by their C name, so a label measured before any window
    /// or renderer exists is measured with Pango, as it will be drawn.
    @Test func theLinkedRenderersServicesAreTheEnginesBeforeAnyRendererIsMade() throws {
        let linked = try #require(tapestry_linked_renderer_services(), "the Cairo renderer exports its services")
        #expect(linked == UnsafeRawPointer(Unmanaged.passUnretained(EngineServices.current as AnyObject).toOpaque()))
        let label = UILabel()
        label.font = .systemFont(ofSize: 20)
        label.text = "WWWW"
        let wide = label.intrinsicContentSize.width
        label.text = "iiii"
        #expect(wide > label.intrinsicContentSize.width * 1.5, "measured by the font's glyphs, not estimated")
    }

    /// Views laid out with other services measure again when Pango's are registered, and come to the frames a
    /// layout made with Pango from the start gives (a centred stack of a label, a button and a field).
    @Test func aLayoutMeasuredAgainAfterAServicesChangeEqualsOneMadeWithThem() {
        let pango = EngineServices.current
        defer { EngineServices.register(pango) }
        EngineServices.register(EstimatedPlatformServices())
        let (estimated, estimatedWindow) = Self.counterStack()
        let estimatedFrames = estimated.map(\.frame)
        EngineServices.register(pango)
        estimatedWindow.layoutIfNeeded()
        let (fresh, _) = Self.counterStack()
        #expect(estimated.map(\.frame) == fresh.map(\.frame))
        #expect(estimatedFrames != fresh.map(\.frame), "the estimates measured the 48-point label otherwise")
    }

    /// A stack, its label, its button and its field, laid out centred in a 320 × 400 window.
    static func counterStack() -> ([UIView], UIWindow) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let label = UILabel()
        label.text = "0"
        label.font = .systemFont(ofSize: 48, weight: .bold)
        let button = UIButton(type: .system)
        button.setTitle("Add one", for: .normal)
        let field = UITextField()
        field.placeholder = "Amount"
        field.borderStyle = .roundedRect
        let stack = UIStackView(arrangedSubviews: [label, button, field])
        stack.axis = .vertical
        stack.spacing = 16
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: root.view.centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 40),
            stack.trailingAnchor.constraint(equalTo: root.view.trailingAnchor, constant: -40),
        ])
        window.layoutIfNeeded()
        return ([stack, label, button, field], window)
    }

    @Test func aRendererRegistersPangoAndTheEncoder() throws {
        _ = ViewRenderer()
        let wide = TextMeasurement.measure("WWWW", .systemFont(ofSize: 20), .infinity, 1)
        let narrow = TextMeasurement.measure("iiii", .systemFont(ofSize: 20), .infinity, 1)
        #expect(wide.width > narrow.width * 1.5, "measured by the font's glyphs, not estimated per character")
        let image = UIImage(bitmap: ImageBitmap(width: 2, height: 2, bytesPerRow: 8))
        #expect(image.pngData()?.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }

    /// An image decoded from PNG bytes gives its pixels to Core Graphics code through its data provider.
    @Test func anEncodedImagesPixelsAreDecodedForItsDataProvider() throws {
        _ = ViewRenderer()
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2), format: .init(scale: 1)).image {
            context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let png = try #require(drawn.pngData())
        let decoded = try #require(UIImage(data: png))
        #expect(decoded.bitmap == nil, "made from PNG bytes")
        let data = try #require(decoded.cgImage?.dataProvider?.data)
        let bytes = try #require(CFDataGetBytePtr(data))
        #expect(CFDataGetLength(data) == 3 * 4 * 2)
        let red = 1 * 12 + 1 * 4
        #expect(
            [bytes[red], bytes[red + 1], bytes[red + 2], bytes[red + 3]] == [0, 0, 255, 255], "blue, green, red, alpha")
        #expect(bytes[3] == 0, "transparent elsewhere")
    }
}
