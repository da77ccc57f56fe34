import Foundation
import Tapestry

/// A keychain dictionary read: the class, the attributes in their stored form, the access group and
/// synchronisation, the match limit, what to return, the data and a persistent reference.
struct KeychainQuery {
    /// A status the dictionary earns before the store is asked (a bad value, a class not kept).
    struct Rejected: Error {
        let status: OSStatus
    }

    var itemClass: String?
    /// Attributes other than the class, the access group and synchronisation, stored form.
    var attributes: [String: String] = [:]
    var accessGroup = "s:" + Keychain.defaultAccessGroup
    var accessGroupGiven = false
    /// Whether matching items are synchronised (nil: either).
    var synchronizable: Bool?
    /// How many items to return (nil: all).
    var limit: Int? = 1
    var returnData = false
    var returnAttributes = false
    var returnPersistentReference = false
    var data: Data?
    /// An item's reference, from `kSecValuePersistentRef`.
    var persistentReference: String?

    var returnCount: Int { [returnData, returnAttributes, returnPersistentReference].filter { $0 }.count }
    var returnsSomething: Bool { returnCount > 0 }

    /// Keys that steer the call rather than describe items: kept without effect.
    private static let steering: Set<String> = [
        "u_OpPrompt", "u_AuthUI", "u_AuthCtx", "u_NoAuthUI", "nleg", "m_CaseInsensitive", "r_Ref",
    ]

    /// Reads `dictionary` (an `NSDictionary` keyed by the `kSec…` strings). A query matches non-synchronised items
    /// unless it says otherwise; an update changes only what it names.
    init(_ dictionary: CFDictionary, forAdding: Bool = false, forUpdating: Bool = false) throws(Rejected) {
        guard let entries = dictionary as? [String: Any] else { throw Rejected(status: errSecParam) }
        synchronizable = forUpdating ? nil : false
        if forUpdating { limit = nil }
        for (key, value) in entries {
            switch key {
            case "class":
                guard !forUpdating else { throw Rejected(status: errSecParam) }
                guard let itemClass = value as? String else { throw Rejected(status: errSecParam) }
                switch itemClass {
                case "genp", "inet": self.itemClass = itemClass
                case "cert", "keys", "idnt": throw Rejected(status: errSecUnimplemented)
                default: throw Rejected(status: errSecParam)
                }
            case "agrp":
                guard let group = value as? String else { throw Rejected(status: errSecParam) }
                accessGroup = "s:" + group
                accessGroupGiven = true
            case "sync":
                if let any = value as? String, any == "syna" {
                    synchronizable = nil
                } else if let flag = KeychainValue.boolean(value) {
                    synchronizable = flag
                } else {
                    throw Rejected(status: errSecParam)
                }
            case "pdmn":
                guard let accessibility = value as? String, KeychainValue.accessibilities.contains(accessibility) else {
                    throw Rejected(status: errSecParam)
                }
                attributes["pdmn"] = "s:" + accessibility
            case "accc":
                guard let control = value as? SecAccessControl else { throw Rejected(status: errSecParam) }
                // The desktop's keyring cannot ask for a finger, a face or the user's presence per item: such an
                // item is not stored with less protection than the app asked for.
                guard control.flags.isDisjoint(with: SecAccessControlCreateFlags.asksTheUser) else {
                    throw Rejected(status: errSecNotAvailable)
                }
                attributes["pdmn"] = "s:" + control.protection
            case "cdat", "mdat":
                // Kept by the keychain; a query may match them.
                guard !forAdding, !forUpdating else { continue }
                guard let encoded = KeychainValue.encode(value, forKey: key) else {
                    throw Rejected(status: errSecParam)
                }
                attributes[key] = encoded
            case "m_Limit":
                if let word = value as? String {
                    switch word {
                    case "m_LimitOne": limit = 1
                    case "m_LimitAll": limit = nil
                    default: throw Rejected(status: errSecParam)
                    }
                } else if let number = value as? NSNumber, number.intValue > 0 {
                    limit = number.intValue
                } else {
                    throw Rejected(status: errSecParam)
                }
            case "r_Data": returnData = KeychainValue.boolean(value) ?? false
            case "r_Attributes": returnAttributes = KeychainValue.boolean(value) ?? false
            case "r_PersistentRef": returnPersistentReference = KeychainValue.boolean(value) ?? false
            case "v_Data":
                guard let data = value as? Data else { throw Rejected(status: errSecParam) }
                self.data = data
            case "v_PersistentRef":
                guard let data = value as? Data, let reference = String(data: data, encoding: .utf8) else {
                    throw Rejected(status: errSecParam)
                }
                persistentReference = reference
            case "v_Ref":
                throw Rejected(status: errSecUnimplemented)
            case _ where Self.steering.contains(key) || key.hasPrefix("u_"):
                continue
            default:
                guard let encoded = KeychainValue.encode(value, forKey: key) else {
                    throw Rejected(status: errSecParam)
                }
                attributes[key] = encoded
            }
        }
        if !forUpdating, !accessGroupGiven { accessGroup = "s:" + Keychain.defaultAccessGroup }
        if forAdding, itemClass == nil { throw Rejected(status: errSecParam) }
    }
}
