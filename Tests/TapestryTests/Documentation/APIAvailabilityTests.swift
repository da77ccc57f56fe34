import Foundation
import Testing

/// The DocC catalog's API availability table is generated from the sources: this test builds it again and
/// fails when the committed page differs (`make api-table` writes it).
@Suite struct APIAvailabilityTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let page = root.appendingPathComponent("Sources/Tapestry/Tapestry.docc/APIAvailability.md")

    @Test func theCommittedTableMatchesTheSources() throws {
        let generated = try APIAvailability.generate(root: Self.root)
        if ProcessInfo.processInfo.environment["TAPESTRY_WRITE_API_TABLE"] != nil {
            try generated.write(to: Self.page, atomically: true, encoding: .utf8)
        }
        let committed = (try? String(contentsOf: Self.page, encoding: .utf8)) ?? ""
        #expect(
            committed == generated,
            "Sources/Tapestry/Tapestry.docc/APIAvailability.md is out of date: run `make api-table` and commit it")
    }

    @Test func theScannerFindsTypesMembersAndLabels() {
        let source = """
            /// A thing.
            @MainActor
            open class UIThing: UIView {
                /// Text.
                public var text: String = "{"
                open func setTitle(_ title: String?, for state: UIControl.State) {}
                public init(frame: CGRect,
                            style: Int) {}
                func hidden() {}
                public enum Kind { case plain, fancy }
            }
            extension UIThing {
                public static func make() -> UIThing { UIThing() }
            }
            public protocol UIThingDelegate { func thingDidChange(_ thing: UIThing) }
            """
        var scan = APIAvailability.Scan()
        scan.read(source, module: "Tapestry")
        #expect(scan.types["UIThing"]?.kind == "class")
        #expect(
            scan.types["UIThing"]?.members.sorted() == [
                "init(frame:style:)", "make()", "setTitle(_:for:)", "text",
            ])
        #expect(scan.types["UIThing.Kind"]?.members.sorted() == ["fancy", "plain"])
        #expect(scan.types["UIThingDelegate"]?.members == ["thingDidChange(_:)"])
    }
}

/// Reads the public declarations of the Swift modules and writes the availability page.
enum APIAvailability {
    /// The modules whose public API the page lists, in order.
    static let modules = [
        "Tapestry", "TapestryCairo", "TapestryX11", "TapestryWayland", "TapestryTesting", "TapestrySnapshotTesting",
        "UserNotifications", "LocalAuthentication", "PhotosUI", "Security", "ImageIO", "MobileCoreServices",
        "CryptoKit", "CommonCrypto", "Network", "CoreImage",
    ]

    /// UIKit classes and protocols a UIKit developer reaches for; the page says which are here.
    static let familiar = [
        "UIApplication", "UIApplicationDelegate", "UIWindow", "UIScreen", "UIView", "UIViewController", "UIResponder",
        "UIEvent", "UITouch", "UIPress", "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UISwipeGestureRecognizer",
        "UILongPressGestureRecognizer", "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer", "UIControl",
        "UIButton", "UISwitch", "UISlider", "UIStepper", "UISegmentedControl", "UITextField", "UITextView", "UILabel",
        "UIImageView", "UIImage", "UIColor", "UIFont", "UIScrollView", "UITableView", "UITableViewCell",
        "UICollectionView", "UICollectionViewCell", "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
        "UIStackView", "UINavigationController", "UINavigationBar", "UITabBarController", "UITabBar",
        "UIAlertController", "UIMenu", "UIAction", "UICommand", "UIKeyCommand", "UIContextMenuInteraction",
        "UIActivityIndicatorView", "UIProgressView", "UIPageControl", "UIPickerView", "UIDatePicker", "UISearchBar",
        "UISearchController", "UIRefreshControl", "UIVisualEffectView", "UIPageViewController",
        "UISplitViewController", "UIDocumentPickerViewController", "UIActivityViewController", "UIToolbar",
        "UIBarButtonItem", "UIDragInteraction", "UIDropInteraction", "UIPointerInteraction", "UIPasteboard",
        "UIGraphicsImageRenderer", "UIBezierPath", "UIViewPropertyAnimator", "UITraitCollection", "UIFeedbackGenerator",
        "UIScene", "UIWindowScene", "UISceneDelegate", "UIDevice", "UIAccessibility", "UITextInput", "UIKeyInput",
        "NSLayoutConstraint", "UILayoutGuide", "NSLayoutAnchor", "NSTextContainer",
        "NSItemProvider", "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAEmitterLayer",
        "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation", "CATransaction", "CADisplayLink",
        "CGContext", "CGPath", "UndoManager",
    ]

    struct TypeInfo {
        var module: String
        var kind: String
        var members: Set<String> = []
    }

    /// A line-by-line reader of Swift declarations (enough for the project's own formatting).
    struct Scan {
        var types: [String: TypeInfo] = [:]

        mutating func read(_ text: String, module: String) {
            // Scopes: (type name or nil, brace depth at which its body starts, whether members are public by default).
            var scopes: [(name: String?, depth: Int, access: Access)] = []
            var depth = 0
            var pending = ""  // a declaration whose parameter list goes on to the next lines
            var inMultilineString = false
            for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var line = String(rawLine)
                if line.contains("\"\"\"") {
                    let count = line.components(separatedBy: "\"\"\"").count - 1
                    if count % 2 == 1 { inMultilineString.toggle() }
                    if inMultilineString || count % 2 == 1 { continue }
                }
                if inMultilineString { continue }
                line = Self.stripStringsAndComments(line)
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if !pending.isEmpty {
                    pending += " " + trimmed
                    if Self.balanced(pending) {
                        declare(pending, in: scopes.last, module: module)
                        pending = ""
                    }
                }
                if pending.isEmpty, scopes.last.map({ $0.depth == depth }) ?? true {
                    if let (kind, name, access) = Self.typeDeclaration(trimmed) {
                        let full = ([scopes.last?.name].compactMap { $0 } + [name]).joined(separator: ".")
                        let fullName = kind == "extension" ? name : full
                        if kind != "extension" {
                            types[fullName, default: TypeInfo(module: module, kind: kind)].kind = kind
                        }
                        if let brace = line.firstIndex(of: "{") {
                            let scope = (name: Optional(fullName), depth: depth + 1, access: access)
                            let inner = line[line.index(after: brace)...]
                            if let close = inner.lastIndex(of: "}") {
                                // A one-line body: its members, and the scope closes on the same line.
                                for part in inner[..<close].split(separator: ";") {
                                    declare(String(part), in: scope, module: module)
                                }
                                continue
                            }
                            scopes.append(scope)
                            depth += 1
                            continue
                        }
                    } else if let scope = scopes.last, Self.isDeclarationStart(trimmed, access: scope.access) {
                        if Self.balanced(trimmed) {
                            declare(trimmed, in: scope, module: module)
                        } else {
                            pending = trimmed
                        }
                    }
                }
                depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
                while let last = scopes.last, depth < last.depth { scopes.removeLast() }
            }
        }

        /// Which members of a scope are public without saying so.
        enum Access { case explicit, requirements, cases }

        private mutating func declare(
            _ declaration: String, in scope: (name: String?, depth: Int, access: Access)?, module: String
        ) {
            guard let scope, let typeName = scope.name else { return }
            let text = declaration.trimmingCharacters(in: .whitespaces)
            guard Self.isDeclarationStart(text, access: scope.access) else { return }
            let names = Self.memberNames(text)
            guard !names.isEmpty else { return }
            if types[typeName] == nil { types[typeName] = TypeInfo(module: module, kind: "extension") }
            types[typeName]!.members.formUnion(names)
        }

        static func stripStringsAndComments(_ line: String) -> String {
            var out = ""
            var inString = false
            var previous: Character = " "
            var iterator = line.makeIterator()
            while let c = iterator.next() {
                if inString {
                    if c == "\"" && previous != "\\" { inString = false }
                    previous = c == "\\" && previous == "\\" ? " " : c
                    continue
                }
                if c == "\"" {
                    inString = true
                    out.append("\"\"")
                    previous = c
                    continue
                }
                if c == "/" && previous == "/" {
                    out.removeLast()
                    break
                }
                out.append(c)
                previous = c
            }
            return out
        }

        static func balanced(_ text: String) -> Bool {
            text.filter { $0 == "(" }.count <= text.filter { $0 == ")" }.count
        }

        static let modifiers: Set<String> = [
            "public", "open", "final", "static", "class", "override", "convenience", "required", "nonisolated",
            "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned", "indirect", "optional", "private(set)",
            "internal(set)", "fileprivate(set)", "nonisolated(unsafe)", "@MainActor", "@discardableResult",
            "@objc", "@inlinable", "@usableFromInline", "@preconcurrency", "@Sendable", "@available",
        ]

        static func words(_ text: String) -> [String] {
            var words = text.split(separator: " ").map(String.init)
            // Attributes with arguments, like @available(*, deprecated): drop them whole.
            while let first = words.first, first.hasPrefix("@") {
                words.removeFirst()
                if first.contains("("), !first.contains(")") {
                    while let next = words.first {
                        words.removeFirst()
                        if next.contains(")") { break }
                    }
                }
            }
            return words
        }

        static func typeDeclaration(_ text: String) -> (String, String, Access)? {
            let w = words(text)
            var index = 0
            var isPublic = false
            let memberKeywords: Set<String> = ["func", "var", "let", "subscript", "init", "typealias"]
            while index < w.count, modifiers.contains(w[index]) || w[index].hasPrefix("@") {
                if w[index] == "class", index + 1 < w.count, !memberKeywords.contains(w[index + 1]),
                    !modifiers.contains(w[index + 1])
                {
                    break
                }
                if w[index] == "public" || w[index] == "open" { isPublic = true }
                index += 1
            }
            guard index + 1 < w.count else { return nil }
            let kind = w[index]
            let name = String(w[index + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
            guard !name.isEmpty else { return nil }
            switch kind {
            case "extension": return (kind, name, .explicit)
            case "class", "struct", "actor": return isPublic ? (kind, name, .explicit) : nil
            case "enum": return isPublic ? (kind, name, .cases) : nil
            case "protocol": return isPublic ? (kind, name, .requirements) : nil
            default: return nil
            }
        }

        static func isDeclarationStart(_ text: String, access: Access) -> Bool {
            let w = words(text)
            if access == .requirements {
                return w.contains { ["func", "var", "init", "subscript", "associatedtype"].contains($0) }
                    && !w.contains("private") && !w.contains("fileprivate")
            }
            if w.first == "case" { return access == .cases }
            return w.prefix { modifiers.contains($0) || $0.hasPrefix("@") }.contains { $0 == "public" || $0 == "open" }
        }

        static func memberNames(_ text: String) -> [String] {
            let w = words(text)
            guard
                let keywordIndex = w.firstIndex(where: {
                    ["func", "var", "let", "init", "init?", "init!", "subscript", "case", "typealias"].contains($0)
                        || $0.hasPrefix("init(") || $0.hasPrefix("init?(") || $0.hasPrefix("subscript(")
                })
            else { return [] }
            let keyword = w[keywordIndex]
            let rest = w[(keywordIndex)...].joined(separator: " ")
            if keyword == "var" || keyword == "let" || keyword == "typealias" {
                guard keywordIndex + 1 < w.count else { return [] }
                return [String(w[keywordIndex + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })]
            }
            if keyword == "case" {
                return rest.dropFirst(4).split(separator: ",").map {
                    String($0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                }.filter { !$0.isEmpty }
            }
            // func name(…), init(…), subscript(…): the name with its argument labels.
            var name: String
            var afterName: Substring
            if keyword == "func" {
                guard keywordIndex + 1 < w.count else { return [] }
                let tail = w[(keywordIndex + 1)...].joined(separator: " ")
                name = String(tail.prefix { $0 != "(" && $0 != "<" && $0 != " " })
                afterName = tail.dropFirst(name.count)
            } else {
                name = keyword.hasPrefix("subscript") ? "subscript" : "init"
                afterName = rest.drop { $0 != "(" && $0 != "<" }
            }
            if afterName.first == "<" {
                var level = 0
                afterName = afterName.drop {
                    if $0 == "<" { level += 1 } else if $0 == ">" { level -= 1 }
                    return level > 0 || $0 == ">"
                }
            }
            guard afterName.first == "(" else { return [name + "()"] }
            var labels: [String] = []
            var level = 0
            var current = ""
            for c in afterName.dropFirst() {
                if c == "(" || c == "[" || c == "<" { level += 1 }
                if c == ")" || c == "]" || c == ">" {
                    if level == 0 { break }
                    level -= 1
                }
                if c == "," && level == 0 {
                    labels.append(current)
                    current = ""
                } else {
                    current.append(c)
                }
            }
            if !current.trimmingCharacters(in: .whitespaces).isEmpty { labels.append(current) }
            let parts = labels.map { parameter -> String in
                let head = parameter.split(separator: ":", maxSplits: 1).first ?? ""
                let label = head.split(separator: " ").first.map(String.init) ?? "_"
                return label + ":"
            }
            return [name + "(" + parts.joined() + ")"]
        }
    }

    /// The page, in DocC Markdown.
    static func generate(root: URL) throws -> String {
        var scan = Scan()
        for module in modules {
            let directory = root.appendingPathComponent("Sources/\(module)")
            guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { continue }
            var files: [String] = []
            while let file = enumerator.nextObject() as? String {
                if file.hasSuffix(".swift") { files.append(file) }
            }
            for file in files.sorted() {
                let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
                scan.read(text, module: module)
            }
        }
        let types = scan.types.filter { $0.value.kind != "extension" || !$0.value.members.isEmpty }
        func isUIKit(_ name: String) -> Bool {
            let top = name.split(separator: ".").first.map(String.init) ?? name
            return ["UI", "NS", "CA", "CG", "UT"].contains { top.hasPrefix($0) } || top == "UndoManager"
        }
        var page = """
            # API availability

            Which UIKit types and members Tapestry has, generated from its sources.

            ## Overview

            This page is written by a test (`APIAvailabilityTests`) from the public declarations of the \
            modules, so it cannot drift from the code: when the API changes, `make api-table` writes it again and the \
            test fails until it is committed. A member is listed by its Swift name with argument labels, as \
            UIKit's documentation names it. Members UIKit has that are missing here are not listed; the first \
            table says which familiar types exist at all.

            ## Familiar UIKit types


            | Type | Here | Module |
            | --- | --- | --- |

            """
        for name in familiar {
            if let info = types[name] {
                page += "| `\(name)` | yes | \(info.module) |\n"
            } else {
                page += "| `\(name)` | not yet | — |\n"
            }
        }
        let present = familiar.filter { types[$0] != nil }.count
        page +=
            "\n\(present) of these \(familiar.count) types exist.\n\n## UIKit, Core Animation and Foundation names\n\n"
        page += "| Type | Kind | Module | Members |\n| --- | --- | --- | --- |\n"
        let uikit = types.keys.filter(isUIKit).sorted()
        for name in uikit {
            let info = types[name]!
            let members = info.members.sorted().map { "`\($0)`" }.joined(separator: ", ")
            page += "| `\(name)` | \(info.kind) | \(info.module) | \(members.isEmpty ? "—" : members) |\n"
        }
        page +=
            "\n## Tapestry's own types\n\nWhat UIKit does not have: the harness, the renderer, the X11 backend, tracing.\n\n"
        page += "| Type | Kind | Module | Members |\n| --- | --- | --- | --- |\n"
        for name in types.keys.filter({ !isUIKit($0) }).sorted() {
            let info = types[name]!
            let members = info.members.sorted().map { "`\($0)`" }.joined(separator: ", ")
            page += "| `\(name)` | \(info.kind) | \(info.module) | \(members.isEmpty ? "—" : members) |\n"
        }
        return page
    }
}
