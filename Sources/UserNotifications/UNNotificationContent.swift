import Foundation

/// The name of a sound file in the app's bundle.
public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    /// The value's raw form.
    public let rawValue: String
    /// Makes a value from its raw form.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Makes a value from its raw form.
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The sound a notification plays. On the desktop the default sound is the sound theme's
/// `message-new-instant`; a named sound is the file of that name in the app's bundle (the default when there is
/// none). Critical sounds play as the default ones, at the server's volume.
open class UNNotificationSound: NSObject, NSCopying, @unchecked Sendable {
    /// The bundle file's name, or nil for the default sound.
    let name: UNNotificationSoundName?
    let isCritical: Bool

    init(name: UNNotificationSoundName?, critical: Bool) {
        self.name = name
        isCritical = critical
    }

    /// The default sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }
    /// The default sound of a critical alert.
    open class var defaultCritical: UNNotificationSound { UNNotificationSound(name: nil, critical: true) }
    /// The default sound of a ringtone (the default sound on the desktop).
    open class var defaultRingtone: UNNotificationSound { UNNotificationSound(name: nil, critical: false) }

    /// A sound file of the app's bundle.
    public convenience init(named name: UNNotificationSoundName) { self.init(name: name, critical: false) }

    /// The default critical sound at a volume from 0 to 1 (the server decides the volume on the desktop).
    open class func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { defaultCritical }
    /// A critical alert's sound file of the app's bundle.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: true)
    }
    /// A critical alert's sound file of the app's bundle at a volume from 0 to 1.
    open class func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float)
        -> UNNotificationSound
    { criticalSoundNamed(name) }
    /// A ringtone file of the app's bundle.
    open class func ringtoneSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name, critical: false)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationSound else { return false }
        return other.name == name && other.isCritical == isCritical
    }

    open override var hash: Int { name.hashValue ^ isCritical.hashValue }

    /// The file the desktop plays, when the named one is in the app's bundle.
    var filePath: String? {
        guard let name = name?.rawValue, !name.isEmpty else { return nil }
        let url = URL(fileURLWithPath: name)
        let base = url.deletingPathExtension().lastPathComponent, ext = url.pathExtension
        return Bundle.main.path(forResource: base, ofType: ext.isEmpty ? nil : ext)
    }
}

/// A file shown with a notification (an image on the desktop: the server's `image-path`).
open class UNNotificationAttachment: NSObject, NSCopying, @unchecked Sendable {
    /// The attachment's identifier.
    open private(set) var identifier: String
    /// The file.
    open private(set) var url: URL
    /// The file's uniform type identifier (`public.png`, …).
    open private(set) var type: String

    /// Attaches the file at `url`, which must exist and be readable.
    ///
    /// - Throws: `UNError` `.attachmentInvalidURL` when `url` is not a readable file, `.attachmentInvalidFileSize`
    ///   when it is empty.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size > 0 else { throw UNError(.attachmentInvalidFileSize) }
        self.identifier = identifier.isEmpty ? UUID().uuidString : identifier
        self.url = url
        type = Self.typeIdentifier(forExtension: url.pathExtension)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Whether the desktop can show the file as the notification's image.
    var isImage: Bool { type.hasPrefix("public.") && Self.imageTypes.contains(type) }

    private static let imageTypes: Set<String> = ["public.png", "public.jpeg", "com.compuserve.gif", "public.heic"]

    static func typeIdentifier(forExtension ext: String) -> String {
        switch ext.lowercased() {
        case "png": "public.png"
        case "jpg", "jpeg": "public.jpeg"
        case "gif": "com.compuserve.gif"
        case "heic": "public.heic"
        case "mp3": "public.mp3"
        case "m4a": "public.mpeg-4-audio"
        case "wav": "com.microsoft.waveform-audio"
        case "mp4", "m4v": "public.mpeg-4"
        case "mov": "com.apple.quicktime-movie"
        default: "public.data"
        }
    }
}

/// How much a notification may interrupt (the desktop's urgency: passive is low, time-sensitive and critical
/// are critical).
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// What a notification says: its title, subtitle and body, badge, sound, attachments and the app's own data.
/// A request copies it; `UNMutableNotificationContent` is the one an app fills in.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storage = Storage()

    struct Storage {
        var attachments: [UNNotificationAttachment] = []
        var badge: NSNumber?
        var body = ""
        var categoryIdentifier = ""
        var launchImageName = ""
        var sound: UNNotificationSound?
        var subtitle = ""
        var threadIdentifier = ""
        var title = ""
        var userInfo: [AnyHashable: Any] = [:]
        var summaryArgument = ""
        var summaryArgumentCount = 0
        var targetContentIdentifier: String?
        var interruptionLevel = UNNotificationInterruptionLevel.active
        var relevanceScore = 0.0
        var filterCriteria: String?
    }

    public override init() {}

    init(storage: Storage) { self.storage = storage }

    open var attachments: [UNNotificationAttachment] { storage.attachments }
    open var badge: NSNumber? { storage.badge }
    open var body: String { storage.body }
    open var categoryIdentifier: String { storage.categoryIdentifier }
    open var launchImageName: String { storage.launchImageName }
    open var sound: UNNotificationSound? { storage.sound }
    open var subtitle: String { storage.subtitle }
    open var threadIdentifier: String { storage.threadIdentifier }
    open var title: String { storage.title }
    open var userInfo: [AnyHashable: Any] { storage.userInfo }
    open var summaryArgument: String { storage.summaryArgument }
    open var summaryArgumentCount: Int { storage.summaryArgumentCount }
    open var targetContentIdentifier: String? { storage.targetContentIdentifier }
    open var interruptionLevel: UNNotificationInterruptionLevel { storage.interruptionLevel }
    open var relevanceScore: Double { storage.relevanceScore }
    open var filterCriteria: String? { storage.filterCriteria }

    open func copy(with zone: NSZone? = nil) -> Any { UNNotificationContent(storage: storage) }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = UNMutableNotificationContent()
        copy.storage = storage
        return copy
    }

    /// Whether it has anything to show (a title, subtitle or body).
    var hasText: Bool { !(storage.title.isEmpty && storage.subtitle.isEmpty && storage.body.isEmpty) }
}

/// The content of a notification an app fills in before scheduling it.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override init() { super.init() }

    open override var attachments: [UNNotificationAttachment] {
        get { storage.attachments }
        set { storage.attachments = newValue }
    }
    open override var badge: NSNumber? {
        get { storage.badge }
        set { storage.badge = newValue }
    }
    open override var body: String {
        get { storage.body }
        set { storage.body = newValue }
    }
    open override var categoryIdentifier: String {
        get { storage.categoryIdentifier }
        set { storage.categoryIdentifier = newValue }
    }
    open override var launchImageName: String {
        get { storage.launchImageName }
        set { storage.launchImageName = newValue }
    }
    open override var sound: UNNotificationSound? {
        get { storage.sound }
        set { storage.sound = newValue }
    }
    open override var subtitle: String {
        get { storage.subtitle }
        set { storage.subtitle = newValue }
    }
    open override var threadIdentifier: String {
        get { storage.threadIdentifier }
        set { storage.threadIdentifier = newValue }
    }
    open override var title: String {
        get { storage.title }
        set { storage.title = newValue }
    }
    open override var userInfo: [AnyHashable: Any] {
        get { storage.userInfo }
        set { storage.userInfo = newValue }
    }
    open override var summaryArgument: String {
        get { storage.summaryArgument }
        set { storage.summaryArgument = newValue }
    }
    open override var summaryArgumentCount: Int {
        get { storage.summaryArgumentCount }
        set { storage.summaryArgumentCount = newValue }
    }
    open override var targetContentIdentifier: String? {
        get { storage.targetContentIdentifier }
        set { storage.targetContentIdentifier = newValue }
    }
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { storage.interruptionLevel }
        set { storage.interruptionLevel = newValue }
    }
    open override var relevanceScore: Double {
        get { storage.relevanceScore }
        set { storage.relevanceScore = newValue }
    }
    open override var filterCriteria: String? {
        get { storage.filterCriteria }
        set { storage.filterCriteria = newValue }
    }
}
