import Foundation
import TapestryCairo
import TapestryTesting
import Testing

@testable import Tapestry

/// The font picker (UIFontPickerViewController): the installed families, or every face, each row in its own
/// font; a tap chooses a font and tells the delegate, Cancel tells it the user gave up; traits filter faces.
@MainActor
@Suite struct UIFontPickerViewControllerTests {
    final class Recorder: UIFontPickerViewControllerDelegate {
        var log: [String] = []
        func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {
            let attributes = viewController.selectedFontDescriptor?.fontAttributes ?? [:]
            log.append("picked \(attributes[.name] as? String ?? attributes[.family] as? String ?? "?")")
        }
        func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) { log.append("cancel") }
    }

    private func present(_ picker: UIFontPickerViewController) -> (UIWindow, EventSynthesizer) {
        UIApplication.replaceShared()
        _ = ViewRenderer()  // the Cairo services: the installed fonts
        let stage = FrameStage(width: 360, height: 600)
        let (window, synthesizer) = (stage.window, stage.synthesizer)
        let navigation = UINavigationController(rootViewController: picker)
        navigation.modalPresentationStyle = .fullScreen
        window.rootViewController!.present(navigation, animated: false)
        window.layoutIfNeeded()
        return (window, synthesizer)
    }

    @Test func familiesShowInTheirOwnFontAndATapChoosesOne() throws {
        let picker = UIFontPickerViewController()
        let recorder = Recorder()
        picker.delegate = recorder
        let (_, synthesizer) = present(picker)
        #expect(picker.rows.map(\.title) == UIFont.familyNames && picker.rows.contains { $0.family == "DejaVu Serif" })
        let index = try #require(picker.rows.firstIndex { $0.family == "DejaVu Serif" })
        let path = IndexPath(row: index, section: 0)
        picker.tableView.scrollToRow(at: path, at: .middle, animated: false)
        picker.tableView.layoutIfNeeded()
        let cell = try #require(picker.tableView.cellForRow(at: path))
        let content = try #require(cell.contentConfiguration as? UIListContentConfiguration)
        #expect(content.text == "DejaVu Serif" && content.textProperties.font.familyName == "DejaVu Serif")
        synthesizer.tap(at: cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil))
        #expect(recorder.log == ["picked DejaVu Serif"])
        picker.tableView.layoutIfNeeded()
        #expect(picker.tableView.cellForRow(at: path)?.accessoryType == .checkmark)
        let cancel = try #require(picker.navigationItem.leftBarButtonItem)
        _ = cancel.primaryAction.map { $0.performWithSender(nil, target: nil) }
        #expect(recorder.log.last == "cancel")
    }

    @Test func facesAreRowsOfTheirOwnAndTraitsFilterThem() {
        let configuration = UIFontPickerViewController.Configuration()
        configuration.includeFaces = true
        configuration.filteredTraits = [.traitBold, .traitItalic]
        configuration.displayUsingSystemFont = true
        let picker = UIFontPickerViewController(configuration: configuration)
        _ = present(picker)
        let liberation = picker.rows.filter { $0.family == "Liberation Sans" }.map(\.title)
        #expect(liberation == ["LiberationSans-BoldItalic"], "only the bold italic face: \(liberation)")
        #expect(!picker.rows.isEmpty && picker.rows.allSatisfy { $0.face != nil })
        #expect(UIFontPickerViewController.faceTraits(of: "DejaVuSans-BoldOblique") == [.traitBold, .traitItalic])
        #expect(UIFontPickerViewController.faceTraits(of: "DejaVuSans").isEmpty)
    }
}
