import Foundation

/// Shows menus (SEMANTICS §12.5): each menu in a window of its own in front of the app's (the X11 backend maps
/// it as an override-redirect popup that takes the pointer and the keyboard), rows for its actions and commands,
/// inline groups between separators, submenus opening beside it. The arrow keys move, Return chooses, Right
/// opens a submenu and Left closes it, Escape or a click anywhere outside dismisses.
@preconcurrency @MainActor
public enum UIMenuPresentation {
    /// The menus showing, the outermost first.
    public private(set) static var openMenus: [UIWindow] = []
    /// The key window before the first menu opened, made key again when the menus close.
    private static weak var previousKeyWindow: UIWindow?

    /// Where chosen commands start along the responder chain (nil: the key window's first responder).
    private(set) static weak var commandResponder: UIResponder?
    /// The view the outermost menu was shown from (a chosen action's `presentationSourceItem`).
    private(set) static weak var sourceView: UIView?
    /// Runs when the menus showing close (an edit menu's delegate is told).
    private static var onDismiss: (() -> Void)?

    /// Shows `menu` next to `view`: below it, or at `point` (in the view's coordinates) for a context menu.
    public static func present(_ menu: UIMenu, from view: UIView, at point: CGPoint? = nil) {
        present(menu, from: view, at: point, commandsFrom: nil, onDismiss: nil)
    }

    /// Shows `menu` as `present(_:from:at:)` does; its commands go along the chain from `responder`, and
    /// `onDismiss` runs when it closes.
    static func present(
        _ menu: UIMenu, from view: UIView, at point: CGPoint?, commandsFrom responder: UIResponder?,
        onDismiss: (() -> Void)?
    ) {
        guard let sourceWindow = view.window else { return }
        dismissAll()
        commandResponder = responder
        sourceView = view
        self.onDismiss = onDismiss
        previousKeyWindow = UIApplication.shared.keyWindow
        let anchor: CGPoint
        if let point {
            anchor = view.convert(point, to: sourceWindow)
        } else {
            anchor = view.convert(CGPoint(x: 0, y: view.bounds.maxY + 4), to: sourceWindow)
        }
        let screenPoint = CGPoint(x: sourceWindow.frame.minX + anchor.x, y: sourceWindow.frame.minY + anchor.y)
        open(menu, at: screenPoint, level: 0)
    }

    /// Shows `menu` in place of the menus showing, as `present` would, keeping where their commands go and what
    /// runs when they close (an edit menu reloaded or moved stays the same menu to its delegate).
    static func replaceShowing(with menu: UIMenu, from view: UIView, at point: CGPoint?) {
        let closing = onDismiss
        onDismiss = nil
        present(menu, from: view, at: point, commandsFrom: commandResponder, onDismiss: closing)
    }

    @discardableResult
    static func open(_ menu: UIMenu, at screenPoint: CGPoint, level: Int) -> MenuWindow {
        let window = MenuWindow(menu: menu, origin: screenPoint, level: level)
        openMenus.append(window)
        window.makeKeyAndVisible()
        window.menuView.becomeFirstResponder()
        return window
    }

    /// Closes every open menu.
    public static func dismissAll() {
        guard !openMenus.isEmpty else { return }
        let windows = openMenus
        openMenus.removeAll()
        for window in windows.reversed() { window.isHidden = true }
        if let previous = previousKeyWindow, !previous.isHidden { previous.makeKey() }
        previousKeyWindow = nil
        let dismissed = onDismiss
        onDismiss = nil
        dismissed?()
    }

    /// Closes the menus deeper than `level`.
    static func close(deeperThan level: Int) {
        while let last = openMenus.last as? MenuWindow, last.level > level {
            openMenus.removeLast()
            last.isHidden = true
        }
        (openMenus.last as? MenuWindow)?.makeKey()
    }

    /// A touch that begins outside every open menu closes them all (and goes no further).
    static func touchBeganOutsideMenus(in window: UIWindow) -> Bool {
        guard !openMenus.isEmpty, !openMenus.contains(where: { $0 === window }) else { return false }
        dismissAll()
        return true
    }
}

/// One menu's window: a `MenuView` the size of its rows.
@MainActor
final class MenuWindow: UIWindow {
    let menuView: MenuView
    let level: Int

    init(menu: UIMenu, origin: CGPoint, level: Int) {
        menuView = MenuView(menu: menu, level: level)
        self.level = level
        let size = menuView.sizeThatFits(.zero)
        super.init(frame: CGRect(origin: origin, size: size))
        presentsAsPopup = true
        windowLevel = .alert + CGFloat(level)
        title = menu.title.isEmpty ? "Menu" : menu.title
        // The window is a popup the size of the menu: a desktop window has no see-through corners (a clear
        // background showed black ones on X11), so its ground is the menu's own.
        backgroundColor = .systemBackground
        menuView.frame = bounds
        addSubview(menuView)
    }
    required init?(coder: NSCoder) { return nil }

    /// A touch outside the menu (the popup holds the pointer, so clicks anywhere come here) closes the menus.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard bounds.contains(point) else {
            UIMenuPresentation.dismissAll()
            return nil
        }
        return super.hitTest(point, with: event)
    }
}

/// The rows of a menu: actions and commands, separators between inline groups, submenus.
@MainActor
final class MenuView: UIView {
    enum Row {
        case element(UIMenuElement, parent: UIMenu)
        case separator
    }

    static let rowHeight: CGFloat = 30
    static let separatorHeight: CGFloat = 9

    let menu: UIMenu
    let level: Int
    private(set) var rows: [Row] = []
    /// The highlighted row (by the pointer or the arrow keys).
    private(set) var highlighted: Int? {
        didSet { if oldValue != highlighted { setNeedsDisplay() } }
    }

    init(menu: UIMenu, level: Int) {
        self.menu = menu
        self.level = level
        super.init(frame: .zero)
        backgroundColor = .systemBackground
        layer.cornerRadius = 8
        layer.borderWidth = 0.5
        layer.borderColor = UIColor.separator.cgColor
        layer.shadowOpacity = 0.2
        layer.shadowRadius = 8
        layer.shadowOffset = CGSize(width: 0, height: 3)
        askDeferredElements(in: menu)
        rows = Self.flatten(menu)
        addGestureRecognizer(
            UIHoverGestureRecognizer { [weak self] hover in
                guard let self else { return }
                if hover.state == .began || hover.state == .changed {
                    self.highlighted = self.row(at: hover.location(in: self))
                }
            })
    }
    required init?(coder: NSCoder) { return nil }

    /// Asks the deferred elements of `menu` (and of its inline groups) for their elements; those that answer later
    /// show in place of "Loading…" when they do.
    private func askDeferredElements(in menu: UIMenu) {
        for child in menu.children {
            if let deferred = child as? UIDeferredMenuElement {
                deferred.elementsDidLoad = { [weak self] in self?.reloadRows() }
                deferred.loadElementsForOpeningMenu()
            } else if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                askDeferredElements(in: submenu)
            }
        }
    }

    /// The rows again (a deferred element answered): the menu and its popup take the new size.
    private func reloadRows() {
        rows = Self.flatten(menu)
        highlighted = nil
        let size = sizeThatFits(.zero)
        frame.size = size
        if let popup = window, popup is MenuWindow { popup.frame.size = size }
        setNeedsDisplay()
    }

    /// The rows of `menu`: inline submenus become groups between separators.
    static func flatten(_ menu: UIMenu) -> [Row] {
        var rows: [Row] = []
        for child in menu.children {
            // A deferred element stands for its provider's elements once they are given.
            if let deferred = child as? UIDeferredMenuElement, let elements = deferred.elements {
                rows.append(contentsOf: flatten(UIMenu(options: .displayInline, children: elements)))
                continue
            }
            guard !child.attributes.contains(.hidden) else { continue }
            if let submenu = child as? UIMenu, submenu.options.contains(.displayInline) {
                let inner = flatten(submenu)
                guard !inner.isEmpty else { continue }
                if let last = rows.last, case .separator = last {} else if !rows.isEmpty { rows.append(.separator) }
                rows.append(
                    contentsOf: inner.map { row in
                        if case .element(let element, _) = row, !(element is UIMenu) {
                            return .element(element, parent: submenu)
                        }
                        return row
                    })
                rows.append(.separator)
            } else {
                rows.append(.element(child, parent: menu))
            }
        }
        if let last = rows.last, case .separator = last { rows.removeLast() }
        return rows
    }

    private func height(of row: Row) -> CGFloat {
        if case .separator = row { return Self.separatorHeight }
        return Self.rowHeight
    }

    private func top(of index: Int) -> CGFloat {
        6 + rows[..<index].reduce(0) { $0 + height(of: $1) }
    }

    /// For assistive technology: one element a row (not the separators), each a button that runs its row.
    override var accessibilityElements: [Any]? {
        get {
            if let given = super.accessibilityElements { return given }
            if let itemElements { return itemElements }
            let made = rows.indices.compactMap { index -> MenuItemAccessibilityElement? in
                guard case .element(let element, _) = rows[index] else { return nil }
                return MenuItemAccessibilityElement(menu: self, index: index, element: element, top: top(of: index))
            }
            itemElements = made
            return made
        }
        set { super.accessibilityElements = newValue }
    }
    private var itemElements: [MenuItemAccessibilityElement]?

    /// The row at a point in the view, or nil (a separator, outside).
    func row(at point: CGPoint) -> Int? {
        guard point.x >= 0, point.x < bounds.width else { return nil }
        var y: CGFloat = 6
        for (index, row) in rows.enumerated() {
            let h = height(of: row)
            if point.y >= y && point.y < y + h {
                if case .element(let element, _) = row, !element.attributes.contains(.disabled) { return index }
                return nil
            }
            y += h
        }
        return nil
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        let font = UIFont.systemFont(ofSize: 14)
        var width: CGFloat = 180
        for row in rows {
            if case .element(let element, _) = row {
                width = max(width, TextMeasurement.measure(element.title, font, .infinity, 1).width + 70)
            }
        }
        let height = rows.reduce(12) { $0 + self.height(of: $1) }
        return CGSize(width: min(width, 420).rounded(.up), height: height)
    }

    override func draw(_ rect: CGRect) {
        let font = UIFont.systemFont(ofSize: 14)
        for (index, row) in rows.enumerated() {
            let y = top(of: index)
            switch row {
            case .separator:
                UIColor.separator.setFill()
                UIRectFill(CGRect(x: 0, y: y + Self.separatorHeight / 2, width: bounds.width, height: 1))
            case .element(let element, _):
                let disabled = element.attributes.contains(.disabled)
                let destructive =
                    element.attributes.contains(.destructive)
                    || (element as? UIMenu)?.options.contains(.destructive) == true
                var color: UIColor = disabled ? .systemGray : (destructive ? .systemRed : .label)
                if index == highlighted {
                    UIColor.systemBlue.setFill()
                    UIBezierPath(
                        roundedRect: CGRect(x: 5, y: y, width: bounds.width - 10, height: Self.rowHeight),
                        cornerRadius: 5
                    ).fill()
                    color = .white
                }
                let style = TextStyle(
                    font: font, color: color.cgColor, lineBreakMode: .byTruncatingTail, numberOfLines: 1)
                if element.state != .off {
                    UIGraphicsGetCurrentContext()?.draw(
                        element.state == .on ? "✓" : "–", in: CGRect(x: 12, y: y + 6, width: 16, height: 18),
                        style: style)
                }
                UIGraphicsGetCurrentContext()?.draw(
                    element.title, in: CGRect(x: 32, y: y + 6, width: bounds.width - 60, height: 18), style: style)
                if element is UIMenu {
                    UIGraphicsGetCurrentContext()?.draw(
                        "›", in: CGRect(x: bounds.width - 22, y: y + 5, width: 12, height: 18), style: style)
                }
            }
        }
    }

    // MARK: Choosing

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { row(at: $0.location(in: self)) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        highlighted = touches.first.flatMap { row(at: $0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let index = row(at: touch.location(in: self)) else { return }
        choose(index)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { highlighted = nil }

    /// Runs a row: an action or command (then the menus close), or a submenu (it opens beside this one).
    func choose(_ index: Int) {
        guard case .element(let element, let parent) = rows[index], !element.attributes.contains(.disabled) else {
            return
        }
        highlighted = index
        if let submenu = element as? UIMenu {
            UIMenuPresentation.close(deeperThan: level)
            guard let window else { return }
            let origin = CGPoint(x: window.frame.maxX - 4, y: window.frame.minY + top(of: index) - 6)
            UIMenuPresentation.open(submenu, at: origin, level: level + 1)
            return
        }
        if parent.options.contains(.singleSelection) {
            for child in parent.children where child !== element { child.state = .off }
            element.state = .on
        }
        if !element.attributes.contains(.keepsMenuPresented) { UIMenuPresentation.dismissAll() }
        element.performFromMenu()
        setNeedsDisplay()
    }

    // MARK: Keyboard

    override var canBecomeFirstResponder: Bool { true }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let press = presses.first else { return }
        switch press.key?.keyCode {
        case .keyboardDownArrow?: move(by: 1)
        case .keyboardUpArrow?: move(by: -1)
        case .keyboardReturnOrEnter?, .keyboardSpacebar?:
            if let highlighted { choose(highlighted) }
        case .keyboardRightArrow?:
            if let highlighted, case .element(let element, _) = rows[highlighted], element is UIMenu {
                choose(highlighted)
            }
        case .keyboardLeftArrow?:
            if level > 0 { UIMenuPresentation.close(deeperThan: level - 1) }
        case .keyboardEscape?:
            UIMenuPresentation.dismissAll()
        default:
            super.pressesBegan(presses, with: event)
        }
    }

    private func move(by step: Int) {
        let choosable = rows.indices.filter {
            if case .element(let element, _) = rows[$0] { return !element.attributes.contains(.disabled) }
            return false
        }
        guard !choosable.isEmpty else { return }
        guard let current = highlighted, let position = choosable.firstIndex(of: current) else {
            highlighted = step > 0 ? choosable.first : choosable.last
            return
        }
        highlighted = choosable[(position + step + choosable.count) % choosable.count]
    }
}

/// A menu row as assistive technology sees it: a button named by its title that runs the row when activated.
final class MenuItemAccessibilityElement: UIAccessibilityElement {
    let index: Int
    let top: CGFloat

    init(menu: MenuView, index: Int, element: UIMenuElement, top: CGFloat) {
        self.index = index
        self.top = top
        super.init(accessibilityContainer: menu)
        accessibilityLabel = element.title
        accessibilityTraits = element.attributes.contains(.disabled) ? [.button, .notEnabled] : .button
    }

    /// The row's rectangle, as wide as the menu is now.
    override var accessibilityFrame: CGRect {
        get {
            guard let menu = accessibilityContainer as? MenuView else { return .zero }
            return menu.convert(CGRect(x: 0, y: top, width: menu.bounds.width, height: MenuView.rowHeight), to: nil)
        }
        set {}
    }

    override func accessibilityActivate() -> Bool {
        guard let menu = accessibilityContainer as? MenuView else { return false }
        menu.choose(index)
        return true
    }
}
