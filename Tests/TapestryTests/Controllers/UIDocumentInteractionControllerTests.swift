import Foundation
import TapestryTesting
import Testing

@testable import Tapestry

/// Document interaction (UIDocumentInteractionController): the file's name and type from its URL; a preview and
/// the Open In menu hand the file to the desktop's opener, the delegate told in UIKit's order, and answer
/// whether it was taken.
@MainActor
@Suite(.serialized) struct UIDocumentInteractionControllerTests {
    final class Recorder: UIDocumentInteractionControllerDelegate {
        var log: [String] = []
        func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {
            log.append("will preview")
        }
        func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {
            log.append("did preview")
        }
        func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {
            log.append("will menu")
        }
        func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {
            log.append("did menu")
        }
        func documentInteractionController(
            _ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?
        ) { log.append("will send") }
        func documentInteractionController(
            _ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?
        ) { log.append("did send") }
    }

    @Test func previewAndOpenInGoThroughTheDesktopsOpener() {
        UIApplication.replaceShared()
        let saved = UIApplication.urlOpener
        defer { UIApplication.urlOpener = saved }
        var opened: [URL] = []
        var accepts = true
        UIApplication.urlOpener = { url in
            opened.append(url)
            return accepts
        }
        let url = URL(fileURLWithPath: "/tmp/Report.PDF")
        let controller = UIDocumentInteractionController(url: url)
        #expect(controller.name == "Report.PDF" && controller.uti == "com.adobe.pdf" && !controller.icons.isEmpty)
        let recorder = Recorder()
        controller.delegate = recorder
        #expect(controller.presentPreview(animated: true))
        #expect(recorder.log == ["will preview", "did preview"] && opened == [url])
        recorder.log = []
        accepts = false
        #expect(!controller.presentOpenInMenu(from: .zero, in: UIView(), animated: true))
        #expect(recorder.log == ["will menu", "will send", "did menu"], "refused: nothing was sent")
        #expect(!UIDocumentInteractionController().presentPreview(animated: false), "no file, no preview")
        controller.uti = "org.example.report"
        #expect(controller.uti == "org.example.report")
    }
}
