import Foundation
import Tapestry

// Security's dictionary keys and values. They are strings (`CFString`, which is `NSString` here) with the values
// Apple's Security framework gives them, so `kSecClass as String`, `String(kSecAttrAccount)` and dictionaries keyed
// by them work as written for iOS.

// MARK: Item classes

/// The key of an item's class.
nonisolated(unsafe) public let kSecClass: CFString = "class"
/// A generic password: found by service and account.
nonisolated(unsafe) public let kSecClassGenericPassword: CFString = "genp"
/// An internet password: found by server, protocol, port, path and account.
nonisolated(unsafe) public let kSecClassInternetPassword: CFString = "inet"
/// A certificate (not kept by Tapestry's keychain: `errSecUnimplemented`).
nonisolated(unsafe) public let kSecClassCertificate: CFString = "cert"
/// A cryptographic key (not kept: `errSecUnimplemented`).
nonisolated(unsafe) public let kSecClassKey: CFString = "keys"
/// An identity (not kept: `errSecUnimplemented`).
nonisolated(unsafe) public let kSecClassIdentity: CFString = "idnt"

// MARK: Attributes

/// When the item may be read (one of the `kSecAttrAccessible…` values).
nonisolated(unsafe) public let kSecAttrAccessible: CFString = "pdmn"
/// A `SecAccessControl` guarding the item.
nonisolated(unsafe) public let kSecAttrAccessControl: CFString = "accc"
/// The access group: items of other groups are not seen (the app's bundle identifier by default).
nonisolated(unsafe) public let kSecAttrAccessGroup: CFString = "agrp"
/// Whether the item is synchronised (a boolean, or `kSecAttrSynchronizableAny` in a query).
nonisolated(unsafe) public let kSecAttrSynchronizable: CFString = "sync"
/// In a query: synchronised items and others alike.
nonisolated(unsafe) public let kSecAttrSynchronizableAny: CFString = "syna"
/// When the item was added (read only).
nonisolated(unsafe) public let kSecAttrCreationDate: CFString = "cdat"
/// When the item last changed (read only).
nonisolated(unsafe) public let kSecAttrModificationDate: CFString = "mdat"
/// A description for a user.
nonisolated(unsafe) public let kSecAttrDescription: CFString = "desc"
/// A comment.
nonisolated(unsafe) public let kSecAttrComment: CFString = "icmt"
/// The creator code (a number).
nonisolated(unsafe) public let kSecAttrCreator: CFString = "crtr"
/// The type code (a number).
nonisolated(unsafe) public let kSecAttrType: CFString = "type"
/// The label the desktop's keyring shows.
nonisolated(unsafe) public let kSecAttrLabel: CFString = "labl"
/// Whether the item is hidden from users (a boolean).
nonisolated(unsafe) public let kSecAttrIsInvisible: CFString = "invi"
/// Whether the item stands for a password the user declined to keep (a boolean).
nonisolated(unsafe) public let kSecAttrIsNegative: CFString = "nega"
/// The account (a string, or data).
nonisolated(unsafe) public let kSecAttrAccount: CFString = "acct"
/// The service.
nonisolated(unsafe) public let kSecAttrService: CFString = "svce"
/// Data of the app's own.
nonisolated(unsafe) public let kSecAttrGeneric: CFString = "gena"
/// An internet password's security domain.
nonisolated(unsafe) public let kSecAttrSecurityDomain: CFString = "sdmn"
/// An internet password's server.
nonisolated(unsafe) public let kSecAttrServer: CFString = "srvr"
/// An internet password's protocol (one of the `kSecAttrProtocol…` values).
nonisolated(unsafe) public let kSecAttrProtocol: CFString = "ptcl"
/// An internet password's authentication type (one of the `kSecAttrAuthenticationType…` values).
nonisolated(unsafe) public let kSecAttrAuthenticationType: CFString = "atyp"
/// An internet password's port (a number).
nonisolated(unsafe) public let kSecAttrPort: CFString = "port"
/// An internet password's path.
nonisolated(unsafe) public let kSecAttrPath: CFString = "path"

// MARK: Accessibility values

/// Readable while the keyring is unlocked (the default).
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlocked: CFString = "ak"
/// Readable after the keyring was first unlocked.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlock: CFString = "ck"
/// Always readable (deprecated on iOS).
nonisolated(unsafe) public let kSecAttrAccessibleAlways: CFString = "dk"
/// Readable while unlocked, on this device only, with a passcode set (the keyring's password is one).
nonisolated(unsafe) public let kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly: CFString = "akpu"
/// Readable while unlocked, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleWhenUnlockedThisDeviceOnly: CFString = "aku"
/// Readable after the first unlock, on this device only.
nonisolated(unsafe) public let kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly: CFString = "cku"
/// Always readable, on this device only (deprecated on iOS).
nonisolated(unsafe) public let kSecAttrAccessibleAlwaysThisDeviceOnly: CFString = "dku"

// MARK: Protocol values

/// The FTP protocol.
nonisolated(unsafe) public let kSecAttrProtocolFTP: CFString = "ftp "
/// The FTP account protocol.
nonisolated(unsafe) public let kSecAttrProtocolFTPAccount: CFString = "ftpa"
/// The HTTP protocol.
nonisolated(unsafe) public let kSecAttrProtocolHTTP: CFString = "http"
/// The IRC protocol.
nonisolated(unsafe) public let kSecAttrProtocolIRC: CFString = "irc "
/// The NNTP protocol.
nonisolated(unsafe) public let kSecAttrProtocolNNTP: CFString = "nntp"
/// The POP3 protocol.
nonisolated(unsafe) public let kSecAttrProtocolPOP3: CFString = "pop3"
/// The SMTP protocol.
nonisolated(unsafe) public let kSecAttrProtocolSMTP: CFString = "smtp"
/// The SOCKS protocol.
nonisolated(unsafe) public let kSecAttrProtocolSOCKS: CFString = "sox "
/// The IMAP protocol.
nonisolated(unsafe) public let kSecAttrProtocolIMAP: CFString = "imap"
/// The LDAP protocol.
nonisolated(unsafe) public let kSecAttrProtocolLDAP: CFString = "ldap"
/// The AppleTalk protocol.
nonisolated(unsafe) public let kSecAttrProtocolAppleTalk: CFString = "atlk"
/// The AFP protocol.
nonisolated(unsafe) public let kSecAttrProtocolAFP: CFString = "afp "
/// The Telnet protocol.
nonisolated(unsafe) public let kSecAttrProtocolTelnet: CFString = "teln"
/// The SSH protocol.
nonisolated(unsafe) public let kSecAttrProtocolSSH: CFString = "ssh "
/// The FTP over TLS protocol.
nonisolated(unsafe) public let kSecAttrProtocolFTPS: CFString = "ftps"
/// The HTTPS protocol.
nonisolated(unsafe) public let kSecAttrProtocolHTTPS: CFString = "htps"
/// The HTTP proxy protocol.
nonisolated(unsafe) public let kSecAttrProtocolHTTPProxy: CFString = "htpx"
/// The HTTPS proxy protocol.
nonisolated(unsafe) public let kSecAttrProtocolHTTPSProxy: CFString = "htsx"
/// The FTP proxy protocol.
nonisolated(unsafe) public let kSecAttrProtocolFTPProxy: CFString = "ftpx"
/// The SMB protocol.
nonisolated(unsafe) public let kSecAttrProtocolSMB: CFString = "smb "
/// The RTSP protocol.
nonisolated(unsafe) public let kSecAttrProtocolRTSP: CFString = "rtsp"
/// The RTSP proxy protocol.
nonisolated(unsafe) public let kSecAttrProtocolRTSPProxy: CFString = "rtsx"
/// The DAAP protocol.
nonisolated(unsafe) public let kSecAttrProtocolDAAP: CFString = "daap"
/// The EPPC protocol.
nonisolated(unsafe) public let kSecAttrProtocolEPPC: CFString = "eppc"
/// The IPP protocol.
nonisolated(unsafe) public let kSecAttrProtocolIPP: CFString = "ipp "
/// The NNTP over TLS protocol.
nonisolated(unsafe) public let kSecAttrProtocolNNTPS: CFString = "ntps"
/// The LDAP over TLS protocol.
nonisolated(unsafe) public let kSecAttrProtocolLDAPS: CFString = "ldps"
/// The Telnet over TLS protocol.
nonisolated(unsafe) public let kSecAttrProtocolTelnetS: CFString = "tels"
/// The IMAP over TLS protocol.
nonisolated(unsafe) public let kSecAttrProtocolIMAPS: CFString = "imps"
/// The IRC over TLS protocol.
nonisolated(unsafe) public let kSecAttrProtocolIRCS: CFString = "ircs"
/// The POP3 over TLS protocol.
nonisolated(unsafe) public let kSecAttrProtocolPOP3S: CFString = "pops"
/// The CIFS protocol.
nonisolated(unsafe) public let kSecAttrProtocolCIFS: CFString = "cifs"

// MARK: Authentication type values

/// NTLM authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeNTLM: CFString = "ntlm"
/// MSN authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeMSN: CFString = "msna"
/// DPA authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDPA: CFString = "dpaa"
/// RPA authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeRPA: CFString = "rpaa"
/// HTTP basic authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPBasic: CFString = "http"
/// HTTP digest authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTTPDigest: CFString = "httd"
/// HTML form authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeHTMLForm: CFString = "form"
/// The default authentication.
nonisolated(unsafe) public let kSecAttrAuthenticationTypeDefault: CFString = "dflt"

// MARK: Search

/// How many items a search returns: `kSecMatchLimitOne` (the default), `kSecMatchLimitAll` or a number.
nonisolated(unsafe) public let kSecMatchLimit: CFString = "m_Limit"
/// The first item found.
nonisolated(unsafe) public let kSecMatchLimitOne: CFString = "m_LimitOne"
/// Every item found.
nonisolated(unsafe) public let kSecMatchLimitAll: CFString = "m_LimitAll"
/// Whether strings match without regard to case (kept: the keyring matches exactly).
nonisolated(unsafe) public let kSecMatchCaseInsensitive: CFString = "m_CaseInsensitive"

// MARK: Return types

/// Return the item's data (`Data`).
nonisolated(unsafe) public let kSecReturnData: CFString = "r_Data"
/// Return the item's attributes (a dictionary; with the data under `kSecValueData` when both are asked).
nonisolated(unsafe) public let kSecReturnAttributes: CFString = "r_Attributes"
/// Return a reference to the item (passwords have none: nothing is added for it).
nonisolated(unsafe) public let kSecReturnRef: CFString = "r_Ref"
/// Return a persistent reference to the item (`Data`), which a later query can give as `kSecValuePersistentRef`.
nonisolated(unsafe) public let kSecReturnPersistentRef: CFString = "r_PersistentRef"

// MARK: Values

/// The item's data (the secret).
nonisolated(unsafe) public let kSecValueData: CFString = "v_Data"
/// A reference to an item (not kept by Tapestry's keychain).
nonisolated(unsafe) public let kSecValueRef: CFString = "v_Ref"
/// A persistent reference to an item, as `kSecReturnPersistentRef` returned it.
nonisolated(unsafe) public let kSecValuePersistentRef: CFString = "v_PersistentRef"

// MARK: Use

/// The text of an authentication prompt (kept: the desktop's keyring asks for its own password).
nonisolated(unsafe) public let kSecUseOperationPrompt: CFString = "u_OpPrompt"
/// Whether the user may be asked to authenticate (kept).
nonisolated(unsafe) public let kSecUseAuthenticationUI: CFString = "u_AuthUI"
/// The user may be asked.
nonisolated(unsafe) public let kSecUseAuthenticationUIAllow: CFString = "u_AuthUIA"
/// Fail rather than ask.
nonisolated(unsafe) public let kSecUseAuthenticationUIFail: CFString = "u_AuthUIF"
/// Skip items that would ask.
nonisolated(unsafe) public let kSecUseAuthenticationUISkip: CFString = "u_AuthUIS"
/// An `LAContext` to authenticate with (kept).
nonisolated(unsafe) public let kSecUseAuthenticationContext: CFString = "u_AuthCtx"
/// Fail rather than ask (deprecated).
nonisolated(unsafe) public let kSecUseNoAuthenticationUI: CFString = "u_NoAuthUI"
/// Use the data-protection keychain (the only one there is here).
nonisolated(unsafe) public let kSecUseDataProtectionKeychain: CFString = "nleg"
/// The password of a shared web credential.
nonisolated(unsafe) public let kSecSharedPassword: CFString = "spwd"
