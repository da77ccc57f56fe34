import UIKit

/// An app delegate as Xcode's template writes it: not final, no initializer of its own.
open class SampleAppDelegate: UIResponder, UIApplicationDelegate {
    public var window: UIWindow?

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: UIViewController())
        window?.makeKeyAndVisible()
        return true
    }

    /// What a `main.swift` of a UIKit app passes to `UIApplicationMain`.
    public static var delegateClassName: String { NSStringFromClass(SampleAppDelegate.self) }
}

/// Code in the Swift 5 mode that touches UIKit from nonisolated code, as libraries written before Swift
/// concurrency do: UIKit's isolation is imported with `@preconcurrency`, so this compiles without a warning.
public final class LayoutHelper {
    public init() {}

    public func makeStack(_ views: [UIView]) -> UIStackView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 8
        return stack
    }

    public func roundedPath(in rect: CGRect) -> UIBezierPath {
        UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
    }
}
