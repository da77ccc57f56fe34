// swift-tools-version:6.0
import Foundation
import PackageDescription

// Client code written the way UIKit code is written for iOS, built against Tapestry's `UIKit` product with
// its imports unchanged: a library in the Swift 5 language mode (as most UIKit libraries still are) and one
// in the Swift 6 mode, each warning-free (warnings are errors here), with tests in Swift Testing and XCTest.
// `make sample` copies it out of the repository and points TAPESTRY_PACKAGE_URL at a clone of the commit.
let tapestry =
    ProcessInfo.processInfo.environment["TAPESTRY_PACKAGE_URL"] ?? "https://github.com/tapestry-ui/Tapestry.git"
let uikit = Target.Dependency.product(name: "UIKit", package: "Tapestry")
let strict: [SwiftSetting] = [.unsafeFlags(["-warnings-as-errors"])]

let package = Package(
    name: "UIKitClients",
    dependencies: [
        .package(url: tapestry, branch: "main")
    ],
    targets: [
        .target(name: "LegacyKit", dependencies: [uikit], swiftSettings: [.swiftLanguageMode(.v5)] + strict),
        .target(name: "ModernKit", dependencies: [uikit], swiftSettings: [.swiftLanguageMode(.v6)] + strict),
        .testTarget(
            name: "LegacyKitTests",
            dependencies: ["LegacyKit", uikit, .product(name: "TapestryTesting", package: "Tapestry")],
            swiftSettings: [.swiftLanguageMode(.v5)]),
        .testTarget(
            name: "ModernKitTests",
            dependencies: ["ModernKit", uikit, .product(name: "TapestryTesting", package: "Tapestry")],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
