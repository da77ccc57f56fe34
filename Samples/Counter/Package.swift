// swift-tools-version:6.0
import Foundation
import PackageDescription

// A package of its own that uses Tapestry as any app would: one .package line. `make sample` copies it out of
// the repository and points TAPESTRY_PACKAGE_URL at a clone of the commit being tested.
let tapestry =
    ProcessInfo.processInfo.environment["TAPESTRY_PACKAGE_URL"] ?? "https://github.com/tapestry-ui/Tapestry.git"

let package = Package(
    name: "Counter",
    dependencies: [
        .package(url: tapestry, branch: "main")
    ],
    targets: [
        .target(name: "CounterKit", dependencies: [.product(name: "Tapestry", package: "Tapestry")]),
        .executableTarget(
            name: "Counter",
            // TapestryWayland linked beside TapestryX11: the same app runs natively on a Wayland desktop.
            dependencies: [
                "CounterKit", .product(name: "TapestryX11", package: "Tapestry"),
                .product(name: "TapestryWayland", package: "Tapestry"),
            ]),
        .testTarget(
            name: "CounterTests",
            dependencies: [
                "CounterKit",
                .product(name: "TapestryTesting", package: "Tapestry"),
                .product(name: "TapestrySnapshotTesting", package: "Tapestry"),
            ],
            exclude: ["__Snapshots__"]),
    ]
)
