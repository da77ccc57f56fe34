import Foundation

/// The types of data a responder takes when pasted on (`UIResponder.pasteConfiguration`).
@preconcurrency @MainActor
open class UIPasteConfiguration: NSObject {
    /// An archived object: nil, as Tapestry reads no archives (here because UIKit's adopts `NSSecureCoding`, so a
    /// subclass written for UIKit keeps its `required init?(coder:)` and may call this one).
    public required init?(coder: NSCoder) { return nil }

    /// The accepted uniform type identifiers ("public.utf8-plain-text", "public.png", …).
    open var acceptableTypeIdentifiers: [String]

    /// A configuration accepting nothing yet.
    public override init() {
        acceptableTypeIdentifiers = []
        super.init()
    }

    /// A configuration accepting these types.
    public init(acceptableTypeIdentifiers: [String]) {
        self.acceptableTypeIdentifiers = acceptableTypeIdentifiers
        super.init()
    }

    /// A configuration accepting the types objects of a class can be read from (`NSString.self`: text).
    public convenience init(forAccepting aClass: NSItemProviderReading.Type) {
        self.init(acceptableTypeIdentifiers: aClass.readableTypeIdentifiersForItemProvider)
    }

    /// Accepts more types.
    open func addAcceptableTypeIdentifiers(_ acceptableTypeIdentifiers: [String]) {
        for type in acceptableTypeIdentifiers where !self.acceptableTypeIdentifiers.contains(type) {
            self.acceptableTypeIdentifiers.append(type)
        }
    }

    /// Accepts the types objects of a class can be read from.
    open func addTypeIdentifiers(forAccepting aClass: NSItemProviderReading.Type) {
        addAcceptableTypeIdentifiers(aClass.readableTypeIdentifiersForItemProvider)
    }
}

/// An object that takes pasted items by their types: every responder (UIKit's protocol).
@preconcurrency @MainActor
public protocol UIPasteConfigurationSupporting: AnyObject {
    /// The types taken.
    var pasteConfiguration: UIPasteConfiguration? { get set }
    /// Takes pasted items.
    func paste(itemProviders: [NSItemProvider])
    /// Whether the items can be pasted.
    func canPaste(_ itemProviders: [NSItemProvider]) -> Bool
}

extension UIResponder: UIPasteConfigurationSupporting {}

/// A responder's paste configuration, kept with it.
@MainActor
enum PasteConfigurationBox {
    nonisolated(unsafe) private static var key: UInt8 = 0

    static func configuration(of responder: UIResponder) -> UIPasteConfiguration? {
        withUnsafePointer(to: &key) { objc_getAssociatedObject(responder, $0) as? UIPasteConfiguration }
    }

    static func set(_ configuration: UIPasteConfiguration?, on responder: UIResponder) {
        withUnsafePointer(to: &key) {
            objc_setAssociatedObject(responder, $0, configuration, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        }
    }
}
