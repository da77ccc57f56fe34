import Foundation

// Typographic features, as Core Text names them: a feature type and a selector from Apple's font feature
// registry (SFNTLayoutTypes), or an OpenType tag and value. The renderer draws them as the OpenType features they
// stand for (`UIFont.openTypeFeatures`), with HarfBuzz through Pango, where the font has them.

/// Ligatures.
public let kLigaturesType = 1
/// Common ligatures on.
public let kCommonLigaturesOnSelector = 2
/// Common ligatures off.
public let kCommonLigaturesOffSelector = 3
/// Rare ligatures on.
public let kRareLigaturesOnSelector = 4
/// Rare ligatures off.
public let kRareLigaturesOffSelector = 5
/// The width of digits.
public let kNumberSpacingType = 6
/// Digits of one width (tabular figures).
public let kMonospacedNumbersSelector = 0
/// Digits of their own widths (proportional figures).
public let kProportionalNumbersSelector = 1
/// Superscripts and subscripts.
public let kVerticalPositionType = 10
/// Normal position.
public let kNormalPositionSelector = 0
/// Superscripts.
public let kSuperiorsSelector = 1
/// Subscripts.
public let kInferiorsSelector = 2
/// Ordinals.
public let kOrdinalsSelector = 3
/// Scientific inferiors.
public let kScientificInferiorsSelector = 4
/// Fractions.
public let kFractionsType = 11
/// No fractions.
public let kNoFractionsSelector = 0
/// Fractions stacked vertically.
public let kVerticalFractionsSelector = 1
/// Diagonal fractions.
public let kDiagonalFractionsSelector = 2
/// The case of digits.
public let kNumberCaseType = 21
/// Old-style (lower-case) figures.
public let kLowerCaseNumbersSelector = 0
/// Lining (upper-case) figures.
public let kUpperCaseNumbersSelector = 1
/// Stylistic sets.
public let kStylisticAlternativesType = 35
/// Contextual and swash alternates.
public let kContextualAlternatesType = 36
/// Contextual alternates on.
public let kContextualAlternatesOnSelector = 0
/// Contextual alternates off.
public let kContextualAlternatesOffSelector = 1
/// Swashes on.
public let kSwashAlternatesOnSelector = 2
/// Swashes off.
public let kSwashAlternatesOffSelector = 3
/// Contextual swashes on.
public let kContextualSwashAlternatesOnSelector = 4
/// Contextual swashes off.
public let kContextualSwashAlternatesOffSelector = 5
/// The form of lower-case letters.
public let kLowerCaseType = 37
/// Lower-case letters as they are.
public let kDefaultLowerCaseSelector = 0
/// Lower-case letters as small capitals.
public let kLowerCaseSmallCapsSelector = 1
/// Lower-case letters as petite capitals.
public let kLowerCasePetiteCapsSelector = 2
/// The form of capitals.
public let kUpperCaseType = 38
/// Capitals as they are.
public let kDefaultUpperCaseSelector = 0
/// Capitals as small capitals.
public let kUpperCaseSmallCapsSelector = 1
/// Capitals as petite capitals.
public let kUpperCasePetiteCapsSelector = 2
/// Stylistic set 1 on.
public let kStylisticAltOneOnSelector = 2
/// Stylistic set 1 off.
public let kStylisticAltOneOffSelector = 3
/// Stylistic set 2 on.
public let kStylisticAltTwoOnSelector = 4
/// Stylistic set 2 off.
public let kStylisticAltTwoOffSelector = 5
/// Stylistic set 3 on.
public let kStylisticAltThreeOnSelector = 6
/// Stylistic set 3 off.
public let kStylisticAltThreeOffSelector = 7
/// Stylistic set 4 on.
public let kStylisticAltFourOnSelector = 8
/// Stylistic set 4 off.
public let kStylisticAltFourOffSelector = 9
/// Stylistic set 5 on.
public let kStylisticAltFiveOnSelector = 10
/// Stylistic set 5 off.
public let kStylisticAltFiveOffSelector = 11
/// Stylistic set 6 on.
public let kStylisticAltSixOnSelector = 12
/// Stylistic set 6 off.
public let kStylisticAltSixOffSelector = 13
/// Stylistic set 7 on.
public let kStylisticAltSevenOnSelector = 14
/// Stylistic set 7 off.
public let kStylisticAltSevenOffSelector = 15
/// Stylistic set 8 on.
public let kStylisticAltEightOnSelector = 16
/// Stylistic set 8 off.
public let kStylisticAltEightOffSelector = 17
/// Stylistic set 9 on.
public let kStylisticAltNineOnSelector = 18
/// Stylistic set 9 off.
public let kStylisticAltNineOffSelector = 19
/// Stylistic set 10 on.
public let kStylisticAltTenOnSelector = 20
/// Stylistic set 10 off.
public let kStylisticAltTenOffSelector = 21
/// Stylistic set 11 on.
public let kStylisticAltElevenOnSelector = 22
/// Stylistic set 11 off.
public let kStylisticAltElevenOffSelector = 23
/// Stylistic set 12 on.
public let kStylisticAltTwelveOnSelector = 24
/// Stylistic set 12 off.
public let kStylisticAltTwelveOffSelector = 25
/// Stylistic set 13 on.
public let kStylisticAltThirteenOnSelector = 26
/// Stylistic set 13 off.
public let kStylisticAltThirteenOffSelector = 27
/// Stylistic set 14 on.
public let kStylisticAltFourteenOnSelector = 28
/// Stylistic set 14 off.
public let kStylisticAltFourteenOffSelector = 29
/// Stylistic set 15 on.
public let kStylisticAltFifteenOnSelector = 30
/// Stylistic set 15 off.
public let kStylisticAltFifteenOffSelector = 31
/// Stylistic set 16 on.
public let kStylisticAltSixteenOnSelector = 32
/// Stylistic set 16 off.
public let kStylisticAltSixteenOffSelector = 33
/// Stylistic set 17 on.
public let kStylisticAltSeventeenOnSelector = 34
/// Stylistic set 17 off.
public let kStylisticAltSeventeenOffSelector = 35
/// Stylistic set 18 on.
public let kStylisticAltEighteenOnSelector = 36
/// Stylistic set 18 off.
public let kStylisticAltEighteenOffSelector = 37
/// Stylistic set 19 on.
public let kStylisticAltNineteenOnSelector = 38
/// Stylistic set 19 off.
public let kStylisticAltNineteenOffSelector = 39
/// Stylistic set 20 on.
public let kStylisticAltTwentyOnSelector = 40
/// Stylistic set 20 off.
public let kStylisticAltTwentyOffSelector = 41

extension UIFontDescriptor.AttributeName {
    /// The typographic features (an array of `[UIFontDescriptor.FeatureKey: Any]`).
    public static let featureSettings = UIFontDescriptor.AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
}

extension UIFontDescriptor {
    /// A key of one feature setting.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        /// Core Text's name.
        public let rawValue: String
        /// A key from Core Text's name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The feature type (an `Int`, `kNumberSpacingType`…).
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The selector within the type (an `Int`, `kMonospacedNumbersSelector`…).
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// The feature type, under its name before iOS 15.
        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        /// The selector, under its name before iOS 15.
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        /// An OpenType feature tag (a four-letter `String`, "tnum").
        public static let openTypeFeatureTag = FeatureKey(rawValue: "CTFeatureOpenTypeTag")
        /// The OpenType feature's value (an `Int`; 1 when absent).
        public static let openTypeFeatureValue = FeatureKey(rawValue: "CTFeatureOpenTypeValue")
    }

    /// The OpenType settings ("tnum", "swsh 0") that `settings` stand for; a setting Tapestry does not know is
    /// left out.
    static func openTypeFeatures(_ settings: Any?) -> [String] {
        let list =
            (settings as? [[FeatureKey: Any]])
            ?? (settings as? [[String: Any]])?.map {
                Dictionary(uniqueKeysWithValues: $0.map { (FeatureKey(rawValue: $0.key), $0.value) })
            }
            ?? []
        return list.compactMap { setting in
            func number(_ key: FeatureKey) -> Int? {
                (setting[key] as? Int) ?? (setting[key] as? NSNumber)?.intValue
            }
            if let tag = setting[.openTypeFeatureTag] as? String, tag.utf8.count == 4 {
                let value = number(.openTypeFeatureValue) ?? 1
                return value == 1 ? tag : "\(tag) \(value)"
            }
            guard let type = number(.type), let selector = number(.selector) else { return nil }
            return openTypeFeature(type: type, selector: selector)
        }
    }

    /// The OpenType setting of a feature type and selector from Apple's registry, or nil.
    static func openTypeFeature(type: Int, selector: Int) -> String? {
        func toggle(_ tag: String, on: Bool) -> String { on ? tag : "\(tag) 0" }
        switch (type, selector) {
        case (kLigaturesType, 2...3): return toggle("liga", on: selector == 2)
        case (kLigaturesType, 4...5): return toggle("dlig", on: selector == 4)
        case (kNumberSpacingType, kMonospacedNumbersSelector): return "tnum"
        case (kNumberSpacingType, kProportionalNumbersSelector): return "pnum"
        case (kVerticalPositionType, kSuperiorsSelector): return "sups"
        case (kVerticalPositionType, kInferiorsSelector): return "subs"
        case (kVerticalPositionType, kOrdinalsSelector): return "ordn"
        case (kVerticalPositionType, kScientificInferiorsSelector): return "sinf"
        case (kFractionsType, kVerticalFractionsSelector): return "afrc"
        case (kFractionsType, kDiagonalFractionsSelector): return "frac"
        case (kNumberCaseType, kLowerCaseNumbersSelector): return "onum"
        case (kNumberCaseType, kUpperCaseNumbersSelector): return "lnum"
        case (kStylisticAlternativesType, 2...41):
            let set = selector / 2
            return toggle(set < 10 ? "ss0\(set)" : "ss\(set)", on: selector % 2 == 0)
        case (kContextualAlternatesType, 0...1): return toggle("calt", on: selector == 0)
        case (kContextualAlternatesType, 2...3): return toggle("swsh", on: selector == 2)
        case (kContextualAlternatesType, 4...5): return toggle("cswh", on: selector == 4)
        case (kLowerCaseType, kLowerCaseSmallCapsSelector): return "smcp"
        case (kLowerCaseType, kLowerCasePetiteCapsSelector): return "pcap"
        case (kUpperCaseType, kUpperCaseSmallCapsSelector): return "c2sc"
        case (kUpperCaseType, kUpperCasePetiteCapsSelector): return "c2pc"
        default: return nil  // the defaults (normal position, no fractions, cases as they are) need no feature
        }
    }
}
