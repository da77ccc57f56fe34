import Foundation

/// Previews a file or opens it in another app (iOS 3.2). A Linux desktop has no Quick Look panel or Open In
/// sheet: both hand the file to the desktop's opener (`xdg-open`, which starts the app registered for its type),
/// with the delegate told as UIKit tells it; the methods answer whether the opener took the file.
@preconcurrency @MainActor
open class UIDocumentInteractionController: NSObject {
    /// The file.
    open var url: URL? {
        didSet { name = url?.lastPathComponent }
    }
    /// The file's name shown to the user (the URL's last component by default).
    open var name: String?
    /// The file's type identifier, from its extension when not set.
    open var uti: String? {
        get { storedUTI ?? url.flatMap { Self.typeIdentifier(forExtension: $0.pathExtension) } }
        set { storedUTI = newValue }
    }
    private var storedUTI: String?
    /// Information for the app that receives the file, kept.
    open var annotation: Any?
    /// Told of previews and of the file going to another app.
    open weak var delegate: (any UIDocumentInteractionControllerDelegate)?
    /// The file's icons, smallest first: a document symbol here.
    open var icons: [UIImage] { [UIImage(systemName: "doc")].compactMap { $0 } }
    /// Recognizers UIKit would attach to show a preview or menu, none here.
    open var gestureRecognizers: [UIGestureRecognizer] { [] }

    /// A controller for the file at `url`.
    public convenience init(url: URL) {
        self.init()
        self.url = url
        name = url.lastPathComponent
    }

    /// A controller for no file yet.
    public override init() { super.init() }

    /// Shows the file in the desktop's viewer for its type; false when there is no file or the opener refuses.
    @discardableResult
    open func presentPreview(animated: Bool) -> Bool {
        guard let url else { return false }
        delegate?.documentInteractionControllerWillBeginPreview(self)
        let opened = UIApplication.urlOpener(url)
        delegate?.documentInteractionControllerDidEndPreview(self)
        return opened
    }

    /// Closes the preview: the viewer is another app, which the user closes.
    open func dismissPreview(animated: Bool) {}

    /// Opens the file in the app the desktop registers for its type (the desktop's choice stands for the menu).
    @discardableResult
    open func presentOpenInMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { openInOtherApp() }

    /// Opens the file in the app the desktop registers for its type.
    @discardableResult
    open func presentOpenInMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { openInOtherApp() }

    /// Opens the file in the app the desktop registers for its type (the options are the Open In choice here).
    @discardableResult
    open func presentOptionsMenu(from rect: CGRect, in view: UIView, animated: Bool) -> Bool { openInOtherApp() }

    /// Opens the file in the app the desktop registers for its type.
    @discardableResult
    open func presentOptionsMenu(from item: UIBarButtonItem, animated: Bool) -> Bool { openInOtherApp() }

    /// Closes the menu: there is none to close.
    open func dismissMenu(animated: Bool) {}

    private func openInOtherApp() -> Bool {
        guard let url else { return false }
        delegate?.documentInteractionControllerWillPresentOpenInMenu(self)
        delegate?.documentInteractionController(self, willBeginSendingToApplication: nil)
        let opened = UIApplication.urlOpener(url)
        if opened { delegate?.documentInteractionController(self, didEndSendingToApplication: nil) }
        delegate?.documentInteractionControllerDidDismissOpenInMenu(self)
        return opened
    }

    /// The type identifier of a file extension, for the common document types.
    static func typeIdentifier(forExtension pathExtension: String) -> String? {
        let known: [String: String] = [
            "pdf": "com.adobe.pdf", "txt": "public.plain-text", "png": "public.png", "jpg": "public.jpeg",
            "jpeg": "public.jpeg", "html": "public.html", "json": "public.json",
            "csv": "public.comma-separated-values-text",
            "zip": "public.zip-archive", "rtf": "public.rtf", "gif": "com.compuserve.gif", "mp3": "public.mp3",
            "mp4": "public.mpeg-4", "xml": "public.xml",
        ]
        return known[pathExtension.lowercased()] ?? (pathExtension.isEmpty ? nil : "public.data")
    }
}

/// Told of a document interaction controller's previews and of the file going to another app.
@preconcurrency @MainActor
public protocol UIDocumentInteractionControllerDelegate: AnyObject {
    /// The controller a preview is presented from (not asked: the preview is the desktop's viewer).
    func documentInteractionControllerViewControllerForPreview(_ controller: UIDocumentInteractionController)
        -> UIViewController
    /// A preview is about to show.
    func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController)
    /// The preview was handed to the viewer.
    func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController)
    /// The Open In choice is about to be made.
    func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The Open In choice was made.
    func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController)
    /// The file is about to go to an app (nil: the desktop's choice).
    func documentInteractionController(
        _ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?)
    /// The file went to an app (nil: the desktop's choice).
    func documentInteractionController(
        _ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?)
}

extension UIDocumentInteractionControllerDelegate {
    /// A plain controller.
    public func documentInteractionControllerViewControllerForPreview(
        _ controller: UIDocumentInteractionController
    ) -> UIViewController { UIViewController() }
    /// Does nothing.
    public func documentInteractionControllerWillBeginPreview(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerDidEndPreview(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerWillPresentOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionControllerDidDismissOpenInMenu(_ controller: UIDocumentInteractionController) {}
    /// Does nothing.
    public func documentInteractionController(
        _ controller: UIDocumentInteractionController, willBeginSendingToApplication application: String?
    ) {}
    /// Does nothing.
    public func documentInteractionController(
        _ controller: UIDocumentInteractionController, didEndSendingToApplication application: String?
    ) {}
}
