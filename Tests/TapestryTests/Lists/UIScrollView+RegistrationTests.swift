import Foundation
import Testing

@testable import Tapestry

/// The class a table or collection view registers for reuse, checked against the kind of view it makes.
@MainActor
@Suite struct UIScrollViewRegistrationTests {
    final class NoteCell: UITableViewCell {}

    @Test func aRegisteredClassIsTakenAsTheKindOfViewItMakes() {
        UIApplication.replaceShared()
        let table = UITableView()
        #expect(table.reusableClass(NoteCell.self, as: UITableViewCell.self) == NoteCell.self)
        #expect(table.reusableClass(nil, as: UITableViewCell.self) == nil, "nil unregisters")
        // A cell class is also a view: registered as a header it is taken as a view.
        #expect(table.reusableClass(NoteCell.self, as: UIView.self) == NoteCell.self)
    }

    @Test func aRegisteredCellIsWhatTheTableMakes() {
        UIApplication.replaceShared()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        let cell = table.dequeueReusableCell(withIdentifier: "note")
        #expect(cell is NoteCell)
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
    }
}
