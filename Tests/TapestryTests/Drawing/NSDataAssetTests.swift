import Foundation
import Tapestry
import Testing

/// Data sets of an asset catalog copied into a bundle, read by name.
@Suite struct NSDataAssetTests {
    @Test func aDataSetIsReadByNameWithItsType() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("data-assets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let set = root.appendingPathComponent("Animations.xcassets/Loaders/spinner.dataset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"v": "5.7.4", "fr": 30}"#.utf8).write(to: set.appendingPathComponent("spinner.json"))
        try Data(
            #"{"data": [{"idiom": "universal", "filename": "spinner.json", "universal-type-identifier": "public.json"}]}"#
                .utf8
        ).write(to: set.appendingPathComponent("Contents.json"))
        let bundle = try #require(Bundle(path: root.path))
        let asset = try #require(NSDataAsset(name: "spinner", bundle: bundle))
        #expect(asset.name == "spinner")
        #expect(String(decoding: asset.data, as: UTF8.self) == #"{"v": "5.7.4", "fr": 30}"#)
        #expect(asset.typeIdentifier == "public.json")
        #expect((asset.copy() as? NSDataAsset) === asset)
        #expect(NSDataAsset(name: "missing", bundle: bundle) == nil)
    }
}
