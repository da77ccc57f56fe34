// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Tapestry",
    products: [
        .library(name: "Tapestry", targets: ["Tapestry"]),
        .library(name: "TapestryTesting", targets: ["TapestryTesting"]),
    ],
    targets: [
        // The platform-free engine: geometry, views, controllers, responders, events. Foundation only.
        .target(name: "Tapestry"),
        // The headless harness: drives the engine's input entry points on a virtual clock.
        .target(name: "TapestryTesting", dependencies: ["Tapestry"]),
        .testTarget(name: "TapestryTests", dependencies: ["Tapestry", "TapestryTesting"]),
        .testTarget(name: "TapestryTestingTests", dependencies: ["Tapestry", "TapestryTesting"]),
    ]
)
