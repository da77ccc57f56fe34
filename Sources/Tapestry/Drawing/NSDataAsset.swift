import Foundation

/// The name of a data set in an asset catalog.
public typealias NSDataAssetName = String

/// The contents of a data set in an asset catalog (`*.xcassets/…/name.dataset`, its file named by its
/// `Contents.json`), copied into a bundle's resources as an Xcode project copies the compiled catalog.
open class NSDataAsset: NSObject, NSCopying, @unchecked Sendable {
    /// The data set's name.
    public let name: NSDataAssetName
    /// The file's contents.
    public let data: Data
    /// The uniform type identifier the data set gives its file ("public.data" when it names none).
    public let typeIdentifier: String

    /// The data set named `name` in the main bundle, or nil when there is none.
    public convenience init?(name: NSDataAssetName) {
        self.init(name: name, bundle: .main)
    }

    /// The data set named `name` in `bundle`, or nil when there is none (or its file cannot be read).
    public init?(name: NSDataAssetName, bundle: Bundle) {
        guard let file = AssetCatalog.dataFile(named: name, in: bundle),
            let data = FileManager.default.contents(atPath: file.path)
        else { return nil }
        self.name = name
        self.data = data
        self.typeIdentifier = file.typeIdentifier
    }

    /// The asset itself: it cannot change.
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
