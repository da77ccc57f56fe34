import Foundation
import Tapestry
import TapestryCairo
import Testing

/// Compares a rendered view with `References/<name>.png`: per-channel tolerance, a few pixels' slack for
/// antialiasing, and on failure the actual image and a diff image written to `out/reference-diffs/`.
/// `TAPESTRY_RECORD_REFERENCES=1` writes the reference instead (and still fails, so a recording is looked at).
@MainActor
func expectMatchesReference(
    _ view: UIView, _ name: String, scale: CGFloat = 1, background: UIColor? = .white, tolerance: Int = 3,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let references = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("References")
    let referenceURL = references.appendingPathComponent("\(name).png")
    let actualData = try UIImageRendering.pngData(of: view, scale: scale, background: background)
    if ProcessInfo.processInfo.environment["TAPESTRY_RECORD_REFERENCES"] == "1" {
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        try actualData.write(to: referenceURL)
        Issue.record(
            "recorded \(referenceURL.path); look at it, then run again without TAPESTRY_RECORD_REFERENCES",
            sourceLocation: sourceLocation)
        return
    }
    guard let referenceData = FileManager.default.contents(atPath: referenceURL.path) else {
        Issue.record(
            "no reference image \(referenceURL.path); record it with TAPESTRY_RECORD_REFERENCES=1",
            sourceLocation: sourceLocation)
        return
    }
    let actual = try PixelBuffer(pngData: actualData)
    let reference = try PixelBuffer(pngData: referenceData)
    let differing = actual.differingPixels(from: reference, tolerance: tolerance)
    let allowed = max(4, actual.pixels.count / 2000)
    if differing > allowed || actual.width != reference.width || actual.height != reference.height {
        let out = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("out/reference-diffs")
        try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try? actualData.write(to: out.appendingPathComponent("\(name)-actual.png"))
        try? actual.diffImage(against: reference, tolerance: tolerance).pngData().write(
            to: out.appendingPathComponent("\(name)-diff.png"))
        Issue.record(
            "\(name): \(differing) pixels differ (allowed \(allowed)); see \(out.path)/\(name)-diff.png",
            sourceLocation: sourceLocation)
    }
}

@MainActor
extension ViewRenderer {
    /// One frame of a window that may have pending layout: the layout the frame step would run, then the
    /// damage drawn (the renderer itself never lays out).
    @discardableResult
    func renderFrame(of window: UIWindow, into cr: OpaquePointer) -> [CGRect] {
        window.layoutIfNeeded()
        return renderDamage(of: window, into: cr)
    }
}
