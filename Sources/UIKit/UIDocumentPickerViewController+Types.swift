import Foundation
@_spi(UIKitOverlay) import Tapestry
import UniformTypeIdentifiers

extension UIDocumentPickerViewController {
    /// A picker that opens files of `contentTypes` (a file's type is found from its extension); `asCopy` is kept
    /// (files are picked where they are).
    public convenience init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool = false) {
        self.init(
            accepting: { url in
                guard let type = UTType(filenameExtension: url.pathExtension) else {
                    return contentTypes.contains { $0 == .item || $0 == .data || $0 == .content }
                }
                return contentTypes.contains { type.conforms(to: $0) }
            }, exporting: nil, asCopy: asCopy)
    }

    /// A picker that moves (or, with `asCopy`, copies) `urls` into the folder chosen.
    public convenience init(forExporting urls: [URL], asCopy: Bool = false) {
        self.init(accepting: { _ in false }, exporting: urls, asCopy: asCopy)
    }
}
