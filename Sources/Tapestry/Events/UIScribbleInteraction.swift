import Foundation

/// Hears whether handwriting with Apple Pencil may turn into text in a view. Every method is optional.
@preconcurrency @MainActor
public protocol UIScribbleInteractionDelegate: AnyObject {
    /// Whether writing may begin at `location`; true by default.
    func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool
    /// Whether focusing the text input waits until the writing pauses; false by default.
    func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool
    /// Writing is about to begin.
    func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction)
    /// Writing finished.
    func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction)
}

extension UIScribbleInteractionDelegate {
    /// Writing may begin anywhere.
    public func scribbleInteraction(_ interaction: UIScribbleInteraction, shouldBeginAt location: CGPoint) -> Bool {
        true
    }
    /// Focus does not wait.
    public func scribbleInteractionShouldDelayFocus(_ interaction: UIScribbleInteraction) -> Bool { false }
    /// Does nothing.
    public func scribbleInteractionWillBeginWriting(_ interaction: UIScribbleInteraction) {}
    /// Does nothing.
    public func scribbleInteractionDidFinishWriting(_ interaction: UIScribbleInteraction) {}
}

/// Handwriting into text fields with Apple Pencil (iPadOS 14). A desktop has no such pencil (a tablet's stylus
/// comes as touches and draws): the interaction is kept on its view, never writes, and its delegate is never
/// called, so an app that turns Scribble off in some views compiles and behaves as on a device without a pencil.
@preconcurrency @MainActor
open class UIScribbleInteraction: NSObject, UIInteraction {
    /// The delegate.
    public private(set) weak var delegate: UIScribbleInteractionDelegate?
    /// The view the interaction is on.
    public private(set) weak var view: UIView?
    /// Whether the user is writing in the view: never here.
    open var isHandlingWriting: Bool { false }
    /// Whether the user is expected to write with a pencil (one was used recently): false.
    open class var isPencilInputExpected: Bool { false }

    /// Creates an interaction with a delegate.
    public init(delegate: UIScribbleInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    /// About to move to `view`.
    public func willMove(to view: UIView?) {}

    /// Moved to `view`.
    public func didMove(to view: UIView?) { self.view = view }
}
