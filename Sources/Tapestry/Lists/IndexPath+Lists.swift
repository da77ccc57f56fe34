import Foundation

extension IndexPath {
    /// An index path of a table's row in a section.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// An index path of a collection view's item in a section.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The section (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row in the section (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The item in the section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
