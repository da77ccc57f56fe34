// swift-tools-version:6.0
import PackageDescription

// The library targets build in the Swift 5 language mode with every Swift 6 feature turned on but one:
// DynamicActorIsolation, which puts a main-actor check (a thread-local lookup and an executor comparison) at
// the top of every closure a main-actor function hands to another function, `contains(where:)` included.
// The engine is main-actor code full of such closures, and the checks were a large part of the time an
// input event takes. The static checking is the same (complete strict concurrency); the build stays free
// of warnings, so a data-race diagnostic is still never let through.
let engineSettings: [SwiftSetting] = [
    .swiftLanguageMode(.v5),
    .enableUpcomingFeature("StrictConcurrency"),
    .enableUpcomingFeature("ConciseMagicFile"),
    .enableUpcomingFeature("ForwardTrailingClosures"),
    .enableUpcomingFeature("BareSlashRegexLiterals"),
    .enableUpcomingFeature("DeprecateApplicationMain"),
    .enableUpcomingFeature("ImportObjcForwardDeclarations"),
    .enableUpcomingFeature("DisableOutwardActorInference"),
    .enableUpcomingFeature("IsolatedDefaultValues"),
    .enableUpcomingFeature("GlobalConcurrency"),
    .enableUpcomingFeature("InferSendableFromCaptures"),
    .enableUpcomingFeature("ImplicitOpenExistentials"),
    .enableUpcomingFeature("RegionBasedIsolation"),
    .enableUpcomingFeature("NonfrozenEnumExhaustivity"),
    .enableUpcomingFeature("GlobalActorIsolatedTypesUsability"),
]

let package = Package(
    name: "Tapestry",
    products: [
        .library(name: "Tapestry", targets: ["Tapestry"]),
        // `import UIKit` (and `CoreGraphics`, `QuartzCore`, `Combine`…) for sources written for iOS: re-exports the
        // engine, the renderer and the backend. The two `_Testing_` modules are Swift Testing's cross-import overlays.
        .library(
            name: "UIKit",
            targets: [
                "UIKit", "CoreGraphics", "QuartzCore", "CoreText", "ObjectiveC", "os", "OSLog", "Combine",
                "Accelerate", "UniformTypeIdentifiers", "UserNotifications", "LocalAuthentication", "PhotosUI",
                "Security", "ImageIO", "MobileCoreServices", "CryptoKit", "CommonCrypto",
                "Network", "CoreImage",
                "_Testing_UIKit",
                "_Testing_CoreGraphics", "_Testing_CoreImage",
            ]),
        .library(name: "TapestryTesting", targets: ["TapestryTesting"]),
        .library(name: "TapestryCairo", targets: ["TapestryCairo"]),
        .library(name: "TapestryX11", targets: ["TapestryX11"]),
        .library(name: "TapestryWayland", targets: ["TapestryWayland"]),
        .library(name: "TapestryAccessibility", targets: ["TapestryAccessibility"]),
        .library(name: "TapestryDebugging", targets: ["TapestryDebugging"]),
        .library(name: "TapestryExamples", targets: ["TapestryExamples"]),
        // Snapshot tests with pointfreeco/swift-snapshot-testing: only those who use it build it.
        .library(name: "TapestrySnapshotTesting", targets: ["TapestrySnapshotTesting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        // `import Combine` for code written for iOS: OpenCombine, the open implementation of Apple's API.
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // The platform-free engine: geometry, views, controllers, responders, events. Foundation only.
        .target(
            name: "Tapestry", dependencies: ["CClassInitializers", "CLinkedRenderer"], swiftSettings: engineSettings),
        // Objective-C's `[[aClass alloc] initWith…]` for class values (a layer class, a registered cell class),
        // through the Swift runtime's vtable lookup, so that UIKit's initializers need not be `required`.
        .target(name: "CClassInitializers"),
        // The renderer linked into the program (a weak reference to a function the renderer defines), so its
        // text measuring and fonts are the engine's from the first view on, not from the first renderer on.
        .target(name: "CLinkedRenderer"),
        .target(name: "CoreGraphics", dependencies: ["Tapestry"], swiftSettings: engineSettings),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"], swiftSettings: engineSettings),
        .target(name: "CoreText", dependencies: ["Tapestry"], swiftSettings: engineSettings),
        .target(name: "ObjectiveC", dependencies: ["Tapestry"], swiftSettings: engineSettings),
        // `import Combine`: OpenCombine under Apple's module name, with Foundation and Dispatch schedulers and
        // publishers, the operators it lacks, and key-value observing publishers of views.
        .target(
            name: "Combine",
            dependencies: [
                "Tapestry", .product(name: "OpenCombine", package: "OpenCombine"),
            ],
            swiftSettings: engineSettings),
        // `import os`, `import os.log` and `import OSLog`: Apple's logging API over an empty C module of that name.
        .systemLibrary(name: "COS"),
        .target(name: "os", dependencies: ["COS"], swiftSettings: engineSettings),
        .target(name: "OSLog", dependencies: ["os"], swiftSettings: engineSettings),
        // `import Accelerate`: vImage's box convolution, what UIKit code blurring a snapshot calls. Plain Swift.
        .target(name: "Accelerate", swiftSettings: engineSettings),
        // `import CryptoKit`: its hashing half (SHA-2, MD5 and SHA-1 as `Insecure`, HMAC, HKDF), computed by our
        // own Swift code; image caches and API clients hash keys and sign requests with it. Plain Swift.
        .target(name: "CryptoKit", swiftSettings: engineSettings),
        // `import CommonCrypto`: its digests and HMAC as the C functions are called from Swift, over CryptoKit's.
        .target(name: "CommonCrypto", dependencies: ["CryptoKit"], swiftSettings: engineSettings),
        // `import Network`: `NWPathMonitor` (reachability), from Linux's interfaces and routes and told of
        // changes by a route netlink socket. Plain Swift.
        .target(name: "Network", swiftSettings: engineSettings),
        // `import UniformTypeIdentifiers`: `UTType`, the system's common types with their extensions and MIME
        // types, and an app's own declared ones. Plain Swift; `import UIKit` brings it, as on iOS.
        .target(name: "UniformTypeIdentifiers", swiftSettings: engineSettings),
        // `import UserNotifications`: local notifications scheduled on the application's clock and shown by the
        // desktop's notification server through the backend (see `DesktopNotifications`).
        .target(name: "UserNotifications", dependencies: ["Tapestry"], swiftSettings: engineSettings),
        // `import LocalAuthentication`: `LAContext`, whose policies the desktop cannot evaluate (no biometrics, no
        // owner passcode an app can ask for), so apps take the path they take on a device without Face ID.
        .target(name: "LocalAuthentication", swiftSettings: engineSettings),
        // `import Security`: the keychain's `SecItem` functions over the desktop's keyring (the Secret Service on the
        // session bus, through the accessibility bridge's D-Bus client), with their constants and status codes.
        .target(name: "Security", dependencies: ["Tapestry", "TapestryAccessibility"], swiftSettings: engineSettings),
        // `import PhotosUI`: iOS 14's photo picker over the image picker's grid of the pictures folder.
        .target(name: "PhotosUI", dependencies: ["Tapestry"], swiftSettings: engineSettings),
        // `import ImageIO`: image sources (PNG, JPEG, GIF frames, and GdkPixbuf's other formats) with their
        // properties and thumbnails, and destinations writing PNG, JPEG and animated GIF.
        .target(
            name: "ImageIO", dependencies: ["CoreGraphics", "Tapestry", "TapestryCairo"], swiftSettings: engineSettings),
        // `import CoreImage`: `CIImage`, `CIFilter` (the built-in colour, compositing, blend, gradient, blur and
        // geometry filters) and `CIContext`, rendered on the CPU; `import CoreImage.CIFilterBuiltins` through the
        // empty C module of the same name.
        .systemLibrary(name: "CCoreImage"),
        .target(
            name: "CoreImage",
            dependencies: ["CCoreImage", "CoreGraphics", "ImageIO", "Tapestry", "TapestryCairo", "_Testing_CoreImage"],
            swiftSettings: engineSettings),
        // `import MobileCoreServices`: the `kUTType` constants and `UTType…` functions, over UniformTypeIdentifiers.
        .target(
            name: "MobileCoreServices", dependencies: ["Tapestry", "UniformTypeIdentifiers"],
            swiftSettings: engineSettings),
        // `import UIKit.UIGestureRecognizerSubclass` and the other submodule spellings: an empty C module named
        // UIKit whose overlay is the UIKit target.
        .systemLibrary(name: "CUIKit"),
        .target(name: "_Testing_UIKit"),
        .target(name: "_Testing_CoreGraphics"),
        .target(name: "_Testing_CoreImage"),
        .target(
            name: "UIKit",
            dependencies: [
                "Tapestry", "TapestryCairo", "TapestryX11", "TapestryWayland", "CoreGraphics", "QuartzCore",
                "CoreText", "ObjectiveC", "CUIKit", "UniformTypeIdentifiers", "os", "ImageIO", "CoreImage",
                "_Testing_UIKit", "_Testing_CoreGraphics",
            ],
            swiftSettings: engineSettings),
        // The headless harness: drives the engine's input entry points on a virtual clock.
        .target(name: "TapestryTesting", dependencies: ["Tapestry"]),
        // System libraries: Cairo for drawing, Pango (through pangocairo) for text.
        .systemLibrary(name: "CCairo", pkgConfig: "cairo", providers: [.apt(["libcairo2-dev"])]),
        // Pango is opened on first use (see its shim.h), so it needs neither headers nor linking at build time.
        .systemLibrary(name: "CPango"),
        .systemLibrary(
            name: "CX11", pkgConfig: "x11",
            providers: [
                .apt([
                    "libx11-dev", "libxext-dev", "libxtst-dev", "libxi-dev", "libxrandr-dev", "libxcursor-dev",
                    "libxfixes-dev",
                ])
            ]),
        // The DAMAGE extension, for the click-to-pixel benchmark only (not linked into Tapestry).
        .systemLibrary(name: "CXDamage", pkgConfig: "xdamage", providers: [.apt(["libxdamage-dev"])]),
        // Draws view hierarchies with Cairo and Pango; offscreen PNG rendering.
        .systemLibrary(name: "CPixbuf"),
        .target(
            name: "TapestryCairo", dependencies: ["Tapestry", "CCairo", "CPango", "CPixbuf"],
            swiftSettings: engineSettings),
        // GIO's D-Bus client, opened on first use (see its shim.h): only the accessibility bridge calls it.
        .systemLibrary(name: "CGio"),
        // The accessibility tree on the desktop's accessibility bus (AT-SPI2), for screen readers.
        .target(name: "TapestryAccessibility", dependencies: ["Tapestry", "CGio"], swiftSettings: engineSettings),
        // Real X11 windows: the event loop, input translation, presentation, UIApplicationMain (which picks the
        // Wayland backend when the app links it and a Wayland compositor is there).
        .target(
            name: "TapestryX11",
            dependencies: ["Tapestry", "TapestryCairo", "TapestryAccessibility", "CX11", "CCairo"],
            swiftSettings: engineSettings),
        // libwayland-client, xkbcommon and the protocols' client stubs made by wayland-scanner (generate.sh).
        .target(
            name: "CWayland",
            exclude: ["generate.sh"],
            linkerSettings: [
                .linkedLibrary("wayland-client"), .linkedLibrary("wayland-cursor"), .linkedLibrary("xkbcommon"),
                .linkedLibrary("dl"),
            ]),
        // Native Wayland windows beside X11: xdg-shell toplevels, wl_shm buffers, wl_seat input
        // (SEMANTICS §17). UIApplicationMain chooses it at run time.
        .target(
            name: "TapestryWayland",
            dependencies: [
                "Tapestry", "TapestryCairo", "TapestryX11", "TapestryAccessibility", "CWayland", "CCairo", "CX11",
            ],
            swiftSettings: engineSettings),
        // assertSnapshot(of: view, as: .image) drawn by the Cairo renderer (swift-snapshot-testing strategies).
        .target(
            name: "TapestrySnapshotTesting",
            dependencies: [
                "Tapestry", "TapestryCairo", "CCairo",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]),
        // Debugging tools next to the engine's trace they read: the event inspector.
        .target(name: "TapestryDebugging", dependencies: ["Tapestry"]),
        // Views shared by the demos and the tests (the guide overlay of seed 000).
        .target(name: "TapestryExamples", dependencies: ["Tapestry"]),
        // Renders the guide overlay of seed 000 to a PNG: swift run tapestry-guide-png out/guide-overlay.png
        .executableTarget(
            name: "tapestry-guide-png", dependencies: ["Tapestry", "TapestryCairo", "TapestryExamples"],
            path: "Demos/GuideOverlayPNG"),
        // The README's minimal app: swift run tapestry-hello
        .executableTarget(
            name: "tapestry-hello", dependencies: ["Tapestry", "TapestryX11", "TapestryWayland"], path: "Demos/Hello"),
        // The demo gallery (make demo): twelve scenarios with the event inspector, and a headless tour.
        .executableTarget(
            name: "tapestry-demo",
            dependencies: [
                "Tapestry", "TapestryCairo", "TapestryX11", "TapestryWayland", "TapestryDebugging", "TapestryExamples",
                "CX11", "CCairo",
            ],
            path: "Demos/Gallery"),
        // make bench: our figures against the C floor in Benchmarks/C.
        .executableTarget(
            name: "tapestry-bench",
            dependencies: ["Tapestry", "TapestryCairo", "TapestryX11", "CCairo", "CX11", "CXDamage", "CHeap"],
            path: "Benchmarks/Swift"),
        // The bench's reading of the heap in use (glibc's mallinfo2), as its C floors read it.
        .target(name: "CHeap", path: "Benchmarks/CHeap"),
        // The app the X11 tests drive under Xvfb.
        .executableTarget(
            name: "tapestry-x11-probe", dependencies: ["Tapestry", "TapestryCairo", "TapestryX11", "TapestryWayland"],
            path: "Demos/X11Probe"),
        // The virtual pointer the Wayland tests drive (wlroots' virtual-pointer protocol), a C program.
        .executableTarget(
            name: "tapestry-wl-input", path: "Demos/WaylandInput",
            linkerSettings: [.linkedLibrary("wayland-client")]),
        // The screen the accessibility tests read through AT-SPI under Xvfb and a private bus.
        .executableTarget(
            name: "tapestry-a11y-probe", dependencies: ["Tapestry", "TapestryX11", "TapestryWayland"],
            path: "Demos/AccessibilityProbe"),
        .testTarget(
            name: "TapestryWaylandTests",
            dependencies: [
                "Tapestry", "TapestryWayland", "TapestryX11", "TapestryCairo", "TapestryTesting", "CWayland", "CX11",
                "CCairo",
            ]),
        .testTarget(
            name: "TapestryX11Tests", dependencies: ["Tapestry", "TapestryX11", "TapestryCairo", "CX11", "CCairo"],
            exclude: ["Fixtures"]),
        .testTarget(name: "osTests", dependencies: ["os", "OSLog"]),
        .testTarget(name: "AccelerateTests", dependencies: ["Accelerate"]),
        .testTarget(name: "CryptoKitTests", dependencies: ["CryptoKit"]),
        .testTarget(name: "CommonCryptoTests", dependencies: ["CommonCrypto"]),
        .testTarget(name: "NetworkTests", dependencies: ["Network"]),
        .testTarget(name: "UserNotificationsTests", dependencies: ["UserNotifications", "Tapestry"]),
        .testTarget(name: "LocalAuthenticationTests", dependencies: ["LocalAuthentication"]),
        .testTarget(name: "SecurityTests", dependencies: ["Security", "Tapestry", "TapestryAccessibility", "CGio"]),
        .testTarget(name: "PhotosUITests", dependencies: ["PhotosUI", "Tapestry", "TapestryTesting"]),
        .testTarget(name: "CoreImageTests", dependencies: ["CoreImage", "Tapestry", "TapestryCairo"]),
        .testTarget(name: "ImageIOTests", dependencies: ["ImageIO", "Tapestry", "TapestryCairo", "TapestryTesting"]),
        .testTarget(name: "MobileCoreServicesTests", dependencies: ["MobileCoreServices"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"]),
        .testTarget(name: "CombineTests", dependencies: ["Combine"]),
        .testTarget(name: "TapestryTests", dependencies: ["Tapestry", "TapestryTesting", "TapestryExamples"]),
        .testTarget(
            name: "TapestryCairoTests",
            dependencies: ["Tapestry", "TapestryCairo", "TapestryExamples", "TapestryTesting", "CLinkedRenderer"],
            exclude: ["References"]),
        .testTarget(name: "TapestryTestingTests", dependencies: ["Tapestry", "TapestryTesting"]),
        .testTarget(
            name: "TapestryAccessibilityTests", dependencies: ["Tapestry", "TapestryAccessibility", "CGio"]),
        .testTarget(
            name: "TapestrySnapshotTestingTests",
            dependencies: [
                "Tapestry", "TapestryCairo", "TapestrySnapshotTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]),
        .testTarget(
            name: "TapestryDebuggingTests", dependencies: ["Tapestry", "TapestryDebugging", "TapestryTesting"]),
    ]
)
