import Foundation

// UIKit's attributes for Swift's `AttributedString` (iOS 15): `container.font = .boldSystemFont(ofSize: 17)`,
// `string.foregroundColor = .red`, and the conversions to and from `NSAttributedString` that labels, text views and
// button configurations draw. Linux's Foundation has the attributed string but neither UIKit's scope nor the
// conversions (Apple's go through the Objective-C runtime), so they are here: a run's UIKit and Foundation
// attributes become the `NSAttributedString.Key`s of the same names, and back.

extension NSAttributedString.Key {
    /// The spacing added between the characters of a run, in points, that UIKit turns off for ligatures (iOS 14).
    public static let tracking = NSAttributedString.Key("NSTracking")
}

extension AttributeScopes {
    /// UIKit's text attributes, with Foundation's (attachments stay `NSAttributedString`'s: Tapestry's
    /// `NSTextAttachment` is not `Sendable`, which an attributed string's values must be).
    public struct UIKitAttributes: AttributeScope {
        /// Foundation's attributes (`link` among them).
        public let foundation: FoundationAttributes
        /// The font.
        public let font: FontAttribute
        /// The text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind the text.
        public let backgroundColor: BackgroundColorAttribute
        /// The paragraph's layout.
        public let paragraphStyle: ParagraphStyleAttribute
        /// Extra space between characters, in points.
        public let kern: KernAttribute
        /// Spacing between characters that keeps ligatures off.
        public let tracking: TrackingAttribute
        /// The offset from the baseline, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// The underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// The underline's colour.
        public let underlineColor: UnderlineColorAttribute
        /// The line through the text.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// That line's colour.
        public let strikethroughColor: StrikethroughColorAttribute
        /// The outline's colour.
        public let strokeColor: StrokeColorAttribute
        /// The outline's width, in percent of the font size (negative: filled and outlined).
        public let strokeWidth: StrokeWidthAttribute
        /// The text's shadow.
        public let shadow: ShadowAttribute
        /// The skew of the glyphs.
        public let obliqueness: ObliquenessAttribute
        /// The stretch of the glyphs.
        public let expansion: ExpansionAttribute
        /// Whether ligatures are used.
        public let ligature: LigatureAttribute
        /// A text effect (letterpress).
        public let textEffect: TextEffectAttribute

        /// `NSAttributedString.Key.font`.
        public enum FontAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIFont
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// `NSAttributedString.Key.foregroundColor`.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIColor
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// `NSAttributedString.Key.backgroundColor`.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIColor
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
        /// `NSAttributedString.Key.paragraphStyle`.
        public enum ParagraphStyleAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = NSParagraphStyle
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.paragraphStyle.rawValue
        }
        /// `NSAttributedString.Key.kern`.
        public enum KernAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.kern.rawValue
        }
        /// `NSAttributedString.Key.tracking`.
        public enum TrackingAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.tracking.rawValue
        }
        /// `NSAttributedString.Key.baselineOffset`.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.baselineOffset.rawValue
        }
        /// `NSAttributedString.Key.underlineStyle`.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = NSUnderlineStyle
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.underlineStyle.rawValue
        }
        /// `NSAttributedString.Key.underlineColor`.
        public enum UnderlineColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIColor
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.underlineColor.rawValue
        }
        /// `NSAttributedString.Key.strikethroughStyle`.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = NSUnderlineStyle
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.strikethroughStyle.rawValue
        }
        /// `NSAttributedString.Key.strikethroughColor`.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIColor
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.strikethroughColor.rawValue
        }
        /// `NSAttributedString.Key.strokeColor`.
        public enum StrokeColorAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = UIColor
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.strokeColor.rawValue
        }
        /// `NSAttributedString.Key.strokeWidth`.
        public enum StrokeWidthAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.strokeWidth.rawValue
        }
        /// `NSAttributedString.Key.shadow`.
        public enum ShadowAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = NSShadow
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.shadow.rawValue
        }
        /// `NSAttributedString.Key.obliqueness`.
        public enum ObliquenessAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.obliqueness.rawValue
        }
        /// `NSAttributedString.Key.expansion`.
        public enum ExpansionAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = CGFloat
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.expansion.rawValue
        }
        /// `NSAttributedString.Key.ligature`.
        public enum LigatureAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = Int
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.ligature.rawValue
        }
        /// `NSAttributedString.Key.textEffect`.
        public enum TextEffectAttribute: AttributedStringKey {
            /// The attribute's value.
            public typealias Value = NSAttributedString.TextEffectStyle
            /// The attribute's name, the `NSAttributedString.Key`'s.
            public static let name = NSAttributedString.Key.textEffect.rawValue
        }
    }

    /// UIKit's attributes (`\.uiKit`), for the conversions that name a scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// UIKit's attributes by name on an attributed string, its runs and attribute containers
    /// (`string.font`, `container.foregroundColor`).
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

/// The attributes an `AttributedString` and an `NSAttributedString` exchange: UIKit's and Foundation's link.
private enum AttributeBridge {
    typealias UIKit = AttributeScopes.UIKitAttributes

    /// A run's attributes under their `NSAttributedString.Key` names.
    static func dictionary(of run: AttributedString.Runs.Run) -> [NSAttributedString.Key: Any] {
        var result: [NSAttributedString.Key: Any] = [:]
        func take<K: AttributedStringKey>(_ key: K.Type, _ value: (K.Value) -> Any = { $0 }) where K.Value: Sendable {
            if let found = run[K.self] { result[NSAttributedString.Key(K.name)] = value(found) }
        }
        take(UIKit.FontAttribute.self)
        take(UIKit.ForegroundColorAttribute.self)
        take(UIKit.BackgroundColorAttribute.self)
        take(UIKit.ParagraphStyleAttribute.self)
        take(UIKit.KernAttribute.self)
        take(UIKit.TrackingAttribute.self)
        take(UIKit.BaselineOffsetAttribute.self)
        take(UIKit.UnderlineStyleAttribute.self) { $0.rawValue }
        take(UIKit.UnderlineColorAttribute.self)
        take(UIKit.StrikethroughStyleAttribute.self) { $0.rawValue }
        take(UIKit.StrikethroughColorAttribute.self)
        take(UIKit.StrokeColorAttribute.self)
        take(UIKit.StrokeWidthAttribute.self)
        take(UIKit.ShadowAttribute.self)
        take(UIKit.ObliquenessAttribute.self)
        take(UIKit.ExpansionAttribute.self)
        take(UIKit.LigatureAttribute.self)
        take(UIKit.TextEffectAttribute.self)
        take(AttributeScopes.FoundationAttributes.LinkAttribute.self)
        return result
    }

    /// The container for an `NSAttributedString` run's attributes (those of other names are left out).
    static func container(of attributes: [NSAttributedString.Key: Any]) -> AttributeContainer {
        var container = AttributeContainer()
        func put<K: AttributedStringKey>(_ key: K.Type, _ convert: (Any) -> K.Value? = { $0 as? K.Value })
        where K.Value: Sendable {
            if let value = attributes[NSAttributedString.Key(K.name)], let converted = convert(value) {
                container[K.self] = converted
            }
        }
        func number(_ value: Any) -> CGFloat? {
            switch value {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Float: CGFloat(value)
            case let value as Int: CGFloat(value)
            case let value as NSNumber: CGFloat(value.doubleValue)
            default: nil
            }
        }
        func style(_ value: Any) -> NSUnderlineStyle? {
            if let style = value as? NSUnderlineStyle { return style }
            if let raw = value as? Int { return NSUnderlineStyle(rawValue: raw) }
            if let raw = value as? NSNumber { return NSUnderlineStyle(rawValue: raw.intValue) }
            return nil
        }
        put(UIKit.FontAttribute.self)
        put(UIKit.ForegroundColorAttribute.self)
        put(UIKit.BackgroundColorAttribute.self)
        put(UIKit.ParagraphStyleAttribute.self)
        put(UIKit.KernAttribute.self, number)
        put(UIKit.TrackingAttribute.self, number)
        put(UIKit.BaselineOffsetAttribute.self, number)
        put(UIKit.UnderlineStyleAttribute.self, style)
        put(UIKit.UnderlineColorAttribute.self)
        put(UIKit.StrikethroughStyleAttribute.self, style)
        put(UIKit.StrikethroughColorAttribute.self)
        put(UIKit.StrokeColorAttribute.self)
        put(UIKit.StrokeWidthAttribute.self, number)
        put(UIKit.ShadowAttribute.self)
        put(UIKit.ObliquenessAttribute.self, number)
        put(UIKit.ExpansionAttribute.self, number)
        put(UIKit.LigatureAttribute.self) { ($0 as? Int) ?? ($0 as? NSNumber)?.intValue }
        put(UIKit.TextEffectAttribute.self)
        put(AttributeScopes.FoundationAttributes.LinkAttribute.self) {
            ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:))
        }
        return container
    }
}

extension NSAttributedString {
    /// The same text with its UIKit and Foundation attributes under their `NSAttributedString.Key` names
    /// (attributes of other scopes are left out).
    public convenience init(_ attrStr: AttributedString) {
        // Written run by run as a text view writes its runs: Linux's Foundation would otherwise compare
        // neighbouring runs' fonts and colours through Core Foundation, which traps on Swift objects.
        let runs = attrStr.runs.map { run in
            (length: String(attrStr.characters[run.range]).utf16.count, attributes: AttributeBridge.dictionary(of: run))
        }
        let result = NSMutableAttributedString(string: String(attrStr.characters))
        TextAttributeRuns.write(runs, into: result)
        self.init(attributedString: result)
    }

    /// The same text with the attributes UIKit's scope names (the scope is UIKit's, whichever is named).
    public convenience init<S: AttributeScope>(
        _ attrStr: AttributedString, including scope: KeyPath<AttributeScopes, S.Type>
    ) throws {
        self.init(attrStr)
    }

    /// The same text with the attributes UIKit's scope names (the scope is UIKit's, whichever is named).
    public convenience init<S: AttributeScope>(_ attrStr: AttributedString, including scope: S.Type) throws {
        self.init(attrStr)
    }
}

extension AttributedString {
    /// The same text with the attributes UIKit's and Foundation's scopes name (others are left out).
    public init(_ nsStr: NSAttributedString) {
        var result = AttributedString()
        nsStr.enumerateAttributes(in: NSRange(location: 0, length: nsStr.length), options: []) { attributes, range, _ in
            let text = (nsStr.string as NSString).substring(with: range)
            result.append(AttributedString(text, attributes: AttributeBridge.container(of: attributes)))
        }
        self = result
    }

    /// The same text with the attributes UIKit's and Foundation's scopes name.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: KeyPath<AttributeScopes, S.Type>)
        throws
    {
        self.init(nsStr)
    }

    /// The same text with the attributes UIKit's and Foundation's scopes name.
    public init<S: AttributeScope>(_ nsStr: NSAttributedString, including scope: S.Type) throws {
        self.init(nsStr)
    }
}
