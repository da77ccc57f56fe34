import Foundation
import Tapestry
import Testing

/// Nib registration: nil clears, and subclasses may override it as UIKit's `open` methods.
@MainActor
@Suite struct UINibTests {
    final class LoggingCollectionView: UICollectionView {
        var registered: [String] = []
        override func register(
            _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
        ) {
            registered.append(kind + " " + identifier)
            super.register(nib, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    final class LoggingTableView: UITableView {
        var registered: [String] = []
        override func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
            registered.append(identifier)
            super.register(nib, forCellReuseIdentifier: identifier)
        }
    }

    @Test func nilNibRegistrationsClearAndSubclassesSeeThem() {
        let collection = LoggingCollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(nil as UINib?, forSupplementaryViewOfKind: "header", withReuseIdentifier: "h")
        #expect(collection.registered == ["header h"])
        let table = LoggingTableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(nil as UINib?, forCellReuseIdentifier: "row")
        #expect(table.registered == ["row"])
        #expect(table.dequeueReusableCell(withIdentifier: "row") == nil, "the registration is gone")
    }
}
