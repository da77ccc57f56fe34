import Foundation
import TapestryTesting

@testable import Tapestry

/// A shared log that test views, controllers and recognizers append lines to, so a test can compare the
/// whole delivery trace at once.
@MainActor
final class Log {
    var lines: [String] = []
    func callAsFunction(_ line: String) { lines.append(line) }
    func clear() { lines.removeAll() }
}

/// A view that logs every touches method it receives and, unless told otherwise, keeps the touches (does
/// not call super).
@MainActor
class LoggingView: UIView {
    let log: Log
    let name: String
    /// The phases this view passes on with super instead of handling.
    var forwards: Set<String> = []

    init(_ name: String, frame: CGRect, log: Log) {
        self.log = log
        self.name = name
        super.init(frame: frame)
        accessibilityIdentifier = name
    }
    required init?(coder: NSCoder) { return nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(name) began")
        if forwards.contains("began") { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(name) moved")
        if forwards.contains("moved") { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(name) ended")
        if forwards.contains("ended") { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("\(name) cancelled")
        if forwards.contains("cancelled") { super.touchesCancelled(touches, with: event) }
    }
}

/// A visible key window of the given size with a plain root view, plus a synthesizer for it.
@MainActor
func makeWindow(width: CGFloat = 320, height: CGFloat = 480) -> (UIWindow, UIView, EventSynthesizer) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let controller = UIViewController()
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller.view, EventSynthesizer(window: window))
}

/// A small deterministic random generator (SplitMix64) for property tests.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func approximatelyEqual(_ a: CGPoint, _ b: CGPoint, tolerance: CGFloat = 1e-6) -> Bool {
    abs(a.x - b.x) <= tolerance * max(1, abs(a.x)) && abs(a.y - b.y) <= tolerance * max(1, abs(a.y))
}

/// Runs `body` with the engine's estimated text measurement, paragraph layout and font metrics (what a test
/// computes its expected frames with), then puts back whatever was installed: the Cairo suites in the same process
/// install Pango's.
@MainActor
func withEstimatedText<T>(_ body: () throws -> T) rethrows -> T {
    try EngineServices.using(EstimatedText(keeping: EngineServices.current), body)
}

/// The engine's text estimates, with the registered services' images and snapshots; a test's own services
/// subclass it to answer fonts their way.
class EstimatedText: PlatformServices, @unchecked Sendable {
    let estimates = EstimatedPlatformServices()
    let base: any PlatformServices
    init(keeping base: any PlatformServices) { self.base = base }
    func measure(_ text: String, font: UIFont, width: CGFloat, lines: Int) -> CGSize {
        estimates.measure(text, font: font, width: width, lines: lines)
    }
    func paragraphLayout(of text: String, font: UIFont, width: CGFloat) -> TextParagraphLayout {
        estimates.paragraphLayout(of: text, font: font, width: width)
    }
    func metrics(of font: UIFont) -> FontMetrics { estimates.metrics(of: font) }
    func pngData(of image: UIImage) -> Data? { base.pngData(of: image) }
    func snapshot(of view: UIView) -> AnyObject? { base.snapshot(of: view) }
    /// Core Text's "unrecognized format" (103), as a platform without fonts of its own answers.
    func registerFont(at url: URL) -> Int? { 103 }
    /// No fonts listed.
    func fontFamilies() -> [String: [String]] { [:] }
}

/// A text view of `width` × `height` at (10, 10) holding `text`, in a fresh application's window, laid out.
@MainActor
func makeTextViewScene(width: CGFloat = 200, height: CGFloat = 120, text: String = "") -> (
    UIWindow, UITextView, EventSynthesizer
) {
    UIApplication.replaceShared()
    let (window, root, synthesizer) = makeWindow()
    let view = UITextView(frame: CGRect(x: 10, y: 10, width: width, height: height))
    view.text = text
    root.addSubview(view)
    window.layoutIfNeeded()
    return (window, view, synthesizer)
}

/// A 300-point text field holding `text`, first responder in a fresh application's window.
@MainActor
func makeEditingField(_ text: String) -> (UITextField, EventSynthesizer) {
    UIApplication.replaceShared()
    let (_, root, synthesizer) = makeWindow()
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 30))
    field.text = text
    root.addSubview(field)
    field.becomeFirstResponder()
    return (field, synthesizer)
}

/// A list-layout collection view of `configuration` filling a fresh application's `width` × `height` window, its
/// rows `UICollectionViewListCell`s registered as "row" and given by `dataSource`, laid out.
@MainActor
func makeList(
    _ configuration: UICollectionLayoutListConfiguration, dataSource: UICollectionViewDataSource,
    width: CGFloat = 320, height: CGFloat
) -> (UICollectionView, EventSynthesizer) {
    UIApplication.replaceShared()
    let (window, root, synthesizer) = makeWindow(width: width, height: height)
    let layout = UICollectionViewCompositionalLayout.list(using: configuration)
    let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
    list.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "row")
    list.dataSource = dataSource
    root.addSubview(list)
    window.layoutIfNeeded()
    return (list, synthesizer)
}

/// TextKit 1's three objects joined as labels with tappable links join them: a storage in the 17-point system
/// font, a layout manager, and a container of `width` × `height` without padding. The manager holds its storage
/// weakly, so the caller keeps the storage.
@MainActor
func textKitStack(_ text: String, width: CGFloat, height: CGFloat = .greatestFiniteMagnitude)
    -> (NSTextStorage, NSLayoutManager, NSTextContainer)
{
    let storage = NSTextStorage(string: text, attributes: [.font: UIFont.systemFont(ofSize: 17)])
    let manager = NSLayoutManager()
    let container = NSTextContainer(size: CGSize(width: width, height: height))
    container.lineFragmentPadding = 0
    storage.addLayoutManager(manager)
    manager.addTextContainer(container)
    return (storage, manager, container)
}
