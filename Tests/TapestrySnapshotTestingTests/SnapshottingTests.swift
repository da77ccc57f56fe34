import Foundation
import SnapshotTesting
import Tapestry
import TapestryCairo
import TapestrySnapshotTesting
import Testing

/// The image strategies of swift-snapshot-testing, drawn by the Cairo renderer: record, match, fail with the
/// library's messages, tolerate what the precisions allow.
@MainActor
@Suite struct SnapshottingTests {
    func card(highlighted: Bool = false, shade: CGFloat = 0.9) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        view.backgroundColor = UIColor(white: shade, alpha: 1)
        let badge = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        badge.backgroundColor = highlighted ? .systemOrange : .systemBlue
        badge.layer.cornerRadius = 10
        view.addSubview(badge)
        return view
    }

    /// A fresh folder for references, so that a test records, then compares.
    func temporaryDirectory() -> String {
        let path = NSTemporaryDirectory() + "tapestry-snapshots-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aViewMatchesItsCommittedReference() {
        UIApplication.replaceShared()  // a fresh application for each test
        assertSnapshot(of: card(), as: .image)
        assertSnapshot(of: card(), as: .image(traits: UITraitCollection(displayScale: 2)), named: "2x")
    }

    @Test func theFirstRunRecordsThenTheSameViewMatchesAndAChangedOneFails() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let recorded = verifySnapshot(
            of: card(), as: .image, named: "ref", snapshotDirectory: directory, testName: "card")
        #expect(recorded?.contains("No reference was found on disk") == true, "\(recorded ?? "nil")")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory)
        #expect(files == ["card.ref.png"])
        let png = try Data(contentsOf: URL(fileURLWithPath: directory + "/card.ref.png"))
        #expect(UIImage(data: png)?.size == CGSize(width: 120, height: 80), "a real PNG of the view")
        #expect(
            verifySnapshot(of: card(), as: .image, named: "ref", snapshotDirectory: directory, testName: "card") == nil)
        let changed = verifySnapshot(
            of: card(highlighted: true), as: .image, named: "ref", snapshotDirectory: directory, testName: "card")
        #expect(changed?.contains("Newly-taken snapshot does not match reference.") == true, "\(changed ?? "nil")")
        let resized = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        let sizeMessage = verifySnapshot(
            of: resized, as: .image, named: "ref", snapshotDirectory: directory, testName: "card")
        #expect(sizeMessage?.contains("does not match reference@") == true, "\(sizeMessage ?? "nil")")
    }

    @Test func precisionsTolerateWhatTheyAllow() {
        UIApplication.replaceShared()  // a fresh application for each test
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        _ = verifySnapshot(
            of: card(shade: 0.9), as: .image, named: "ref", snapshotDirectory: directory, testName: "shade")
        // A background one step lighter: ΔE about 0.4 on almost every pixel.
        let lighter = card(shade: 0.9 + 1.0 / 255)
        #expect(
            verifySnapshot(of: lighter, as: .image, named: "ref", snapshotDirectory: directory, testName: "shade")
                != nil)
        #expect(
            verifySnapshot(
                of: lighter, as: .image(perceptualPrecision: 0.98), named: "ref", snapshotDirectory: directory,
                testName: "shade")
                == nil, "within the eye's precision")
        // The badge in another colour: a fifth of the pixels differ a lot.
        let recoloured = card(highlighted: true)
        let message = verifySnapshot(
            of: recoloured, as: .image(precision: 0.95, perceptualPrecision: 0.98), named: "ref",
            snapshotDirectory: directory, testName: "shade")
        #expect(message?.contains("The percentage of pixels that match") == true, "\(message ?? "nil")")
        #expect(
            verifySnapshot(
                of: recoloured, as: .image(precision: 0.8, perceptualPrecision: 0.98), named: "ref",
                snapshotDirectory: directory, testName: "shade") == nil, "83% of the pixels still match")
        let bytes = verifySnapshot(
            of: recoloured, as: .image(precision: 0.99), named: "ref", snapshotDirectory: directory, testName: "shade")
        #expect(bytes?.contains("Actual image precision") == true, "\(bytes ?? "nil")")
    }

    @Test func aViewControllerIsDrawnInADeviceSizedWindowWithItsSafeArea() {
        UIApplication.replaceShared()  // a fresh application for each test
        final class Controller: UIViewController {
            override func viewDidLoad() {
                view.backgroundColor = .systemBackground
                let bar = UIView()
                bar.backgroundColor = .systemBlue
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 44),
                ])
            }
        }
        assertSnapshot(of: Controller(), as: .image(on: .iPhoneSe, traits: UITraitCollection(displayScale: 1)))
        assertSnapshot(
            of: Controller(),
            as: .image(on: .iPhoneSe, traits: UITraitCollection(userInterfaceStyle: .dark, displayScale: 1)),
            named: "dark")
    }
}
