import Foundation
import Tapestry
import TapestryCairo
import TapestryExamples

// Renders seed 000's guide overlay (even-odd cut-outs, dashed outlines) offscreen to a PNG.
// Usage: tapestry-guide-png [output.png] [scale]
let arguments = CommandLine.arguments
let output = arguments.count > 1 ? arguments[1] : "out/guide-overlay.png"
let scale = arguments.count > 2 ? Double(arguments[2]) ?? 2 : 2

MainActor.assumeIsolated {
    let (root, _) = GuideOverlayView.sampleScene()
    do {
        let data = try UIImageRendering.pngData(of: root, scale: CGFloat(scale), background: .white)
        let url = URL(fileURLWithPath: output)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        print("wrote \(url.path) (\(Int(root.bounds.width * scale))×\(Int(root.bounds.height * scale)) px)")
    } catch {
        FileHandle.standardError.write(Data("tapestry-guide-png: \(error)\n".utf8))
        exit(1)
    }
}
