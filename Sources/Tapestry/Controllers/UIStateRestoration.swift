import Foundation

/// Where a responder's restoration identifier is kept: with the object, since few have one (views stay small).
@MainActor
enum StateRestoration {
    nonisolated(unsafe) private static var key: UInt8 = 0

    static func identifier(of object: UIResponder) -> String? {
        withUnsafePointer(to: &key) { objc_getAssociatedObject(object, $0) as? String }
    }

    static func setIdentifier(_ identifier: String?, of object: UIResponder) {
        withUnsafePointer(to: &key) {
            objc_setAssociatedObject(object, $0, identifier, .OBJC_ASSOCIATION_COPY_NONATOMIC)
        }
    }

    nonisolated(unsafe) fileprivate static var classKey: UInt8 = 0
}

/// A class that makes view controllers again when state is restored. Declared so that code written for iOS
/// compiles: a desktop app restores no state, so it is never asked.
@MainActor
public protocol UIViewControllerRestoration {
    /// The view controller for the identifier path, made from the coder's state, or nil.
    static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder)
        -> UIViewController?
}

extension UIViewController {
    /// The class that would make this view controller again when state is restored (kept, never asked).
    public var restorationClass: (any UIViewControllerRestoration.Type)? {
        get {
            withUnsafePointer(to: &StateRestoration.classKey) {
                (objc_getAssociatedObject(self, $0) as? RestorationClassBox)?.type
            }
        }
        set {
            withUnsafePointer(to: &StateRestoration.classKey) {
                objc_setAssociatedObject(
                    self, $0, newValue.map(RestorationClassBox.init), .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }
}

/// A restoration class held as an associated object.
private final class RestorationClassBox {
    let type: any UIViewControllerRestoration.Type
    init(_ type: any UIViewControllerRestoration.Type) { self.type = type }
}
