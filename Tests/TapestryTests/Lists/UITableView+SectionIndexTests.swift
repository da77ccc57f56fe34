import Foundation
import Tapestry
import TapestryTesting
import Testing

/// The section index: a table controller's titles show at the trailing edge, a touch or a slide over a title
/// scrolls its section to the top, the scroll pan leaves the index alone, and collation groups items.
@MainActor
@Suite struct UITableViewSectionIndexTests {
    final class Contacts: UITableViewController {
        let sections = (0..<5).map { section in (0..<8).map { "Name \(section)-\($0)" } }
        var asked: [String] = []
        override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            return cell
        }
        override func sectionIndexTitles(for tableView: UITableView) -> [String]? {
            [UITableView.indexSearch, "A", "B", "C", "D", "E"]
        }
        override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int)
            -> Int
        {
            asked.append(title)
            return title == UITableView.indexSearch ? NSNotFound : index - 1
        }
    }

    @Test func titlesShowAndATouchOrSlideScrollsToTheirSection() throws {
        UIApplication.replaceShared()  // a fresh application for each test
        let (window, root, synthesizer) = makeWindow(width: 320, height: 480)
        let controller = Contacts(style: .plain)
        controller.view.frame = root.bounds
        root.addSubview(controller.view)
        let table = controller.tableView!
        table.sectionIndexColor = .systemRed
        window.layoutIfNeeded()
        let index = try #require(table.subviews.first { $0.accessibilityLabel == "Section index" })
        #expect(index.frame == CGRect(x: 304, y: 0, width: 16, height: 480))
        let labels = index.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["A", "B", "C", "D", "E"] && labels.allSatisfy { $0.textColor == .systemRed })
        #expect(index.subviews.first is UIImageView, "the search entry is a magnifying glass")
        // Six titles of 14 points, centred: "C" (position 3) spans 240...254 in the index.
        let cPoint = index.convert(CGPoint(x: 8, y: 247), to: window)
        let touch = synthesizer.touchDown(at: cPoint)
        synthesizer.advance(by: 0.02)  // the press begins on the next turn of the clock
        #expect(controller.asked == ["C"])
        #expect(table.contentOffset.y == table.rect(forSection: 2).minY)
        // Sliding down over "D" scrolls on; the scroll pan does not take the slide.
        let dPoint = index.convert(CGPoint(x: 8, y: 261), to: window)
        synthesizer.touchMove(touch, to: dPoint)
        synthesizer.touchUp(touch)
        #expect(controller.asked == ["C", "D"])
        #expect(table.contentOffset.y == table.rect(forSection: 3).minY)
        // The index stays at the trailing edge of what is visible.
        table.layoutIfNeeded()
        #expect(index.frame.minY == table.contentOffset.y && index.frame.maxX == 320)
        // The search entry's NSNotFound scrolls nowhere.
        let offset = table.contentOffset
        let searchTouch = synthesizer.touchDown(at: index.convert(CGPoint(x: 8, y: 205), to: window))
        synthesizer.advance(by: 0.02)
        synthesizer.touchUp(searchTouch)
        #expect(controller.asked.last == UITableView.indexSearch && table.contentOffset == offset)
        // Too few rows for the minimum: no index.
        table.sectionIndexMinimumDisplayRowCount = 100
        table.layoutIfNeeded()
        #expect(index.superview == nil)
    }

    final class Person: NSObject {
        let name: String
        init(_ name: String) { self.name = name }
    }

    @Test func collationGroupsByFirstLetterAndSortsIgnoringCaseAndAccents() {
        let collation = UILocalizedIndexedCollation.current()
        #expect(collation.sectionTitles.count == 27 && collation.sectionTitles.first == "A")
        #expect(collation.sectionTitles.last == "#" && collation.sectionIndexTitles == collation.sectionTitles)
        #expect(collation.section(forSectionIndexTitle: 4) == 4)
        let name = Selector(getter: \Person.name)
        #expect(collation.section(for: Person("émile"), collationStringSelector: name) == 4)
        #expect(collation.section(for: Person("Zoë"), collationStringSelector: name) == 25)
        #expect(collation.section(for: Person("42 Club"), collationStringSelector: name) == 26)
        #expect(collation.section(for: Person(""), collationStringSelector: name) == 26)
        let people = ["bob", "Álvaro", "adam", "Carla"].map(Person.init)
        let sorted = collation.sortedArray(from: people, collationStringSelector: name) as? [Person]
        #expect(sorted?.map(\.name) == ["adam", "Álvaro", "bob", "Carla"])
    }
}
