import Foundation
import OSLog
import Testing

@testable import os

/// Messages are recorded instead of written; the suite runs serially because the recorder is one.
@Suite(.serialized) struct LoggerTests {
    final class Lines: @unchecked Sendable {
        var all: [(String, OSLogType)] = []
    }

    func recording(_ body: () -> Void) -> [(String, OSLogType)] {
        let lines = Lines()
        LogSink.recorder = { line, type in lines.all.append((line, type)) }
        defer { LogSink.recorder = nil }
        body()
        return lines.all
    }

    @Test func aLoggerWritesItsSubsystemCategoryKindAndInterpolatedValues() {
        let logger = Logger(subsystem: "com.example.app", category: "network")
        let lines = recording {
            logger.notice("loaded \(3) items for \("ada", privacy: .public) in \(0.25, format: .fixed(precision: 2))s")
        }
        #expect(lines.count == 1)
        #expect(lines[0].1 == .default)
        #expect(lines[0].0.hasSuffix("Default: [com.example.app:network] loaded 3 items for ada in 0.25s"))
    }

    @Test func eachMethodLogsAtItsKind() {
        let logger = Logger(subsystem: "s", category: "c")
        let lines = recording {
            logger.warning("w")
            logger.error("e")
            logger.critical("c")
            logger.fault("f")
            logger.log(level: .error, "l")
        }
        #expect(lines.map(\.1) == [.error, .error, .fault, .fault, .error])
    }

    @Test func debugAndInfoAreHiddenByDefaultAsLogStreamHidesThem() {
        let lines = recording {
            Logger().debug("quiet")
            Logger().info("quiet")
            Logger().trace("quiet")
        }
        #expect(lines.isEmpty)
        #expect(!OSLog.default.isEnabled(type: .debug))
        #expect(OSLog.default.isEnabled(type: .error))
    }

    @Test func aDisabledLogDropsEverything() {
        let lines = recording { Logger(OSLog.disabled).fault("dropped") }
        #expect(lines.isEmpty)
    }

    @Test func integersFloatsBooleansAlignmentAndTypesFormatAsAsked() {
        let lines = recording {
            Logger().error(
                "\(255, format: .hex(includePrefix: true, uppercase: true)) \(7, format: .decimal(minDigits: 3))")
            Logger().error("\(true, format: .answer) [\("ab", align: .right(columns: 4))] \(Int.self)")
            Logger().error("\(NSNumber(value: 5)) \(CocoaError(.fileNoSuchFile))")
        }
        #expect(lines[0].0.hasSuffix("0xFF 007"))
        #expect(lines[1].0.hasSuffix("YES [  ab] Int"))
        #expect(lines[2].0.hasSuffix(": 5 \(String(describing: CocoaError(.fileNoSuchFile)))"))
    }

    @Test func osLogTakesAFormatStringWithPrivacyMarkersInBothArgumentOrders() {
        let log = OSLog(subsystem: "s", category: "c")
        let lines = recording {
            os_log("user %{public}@ has %d items, 100%%", log: log, type: .error, "ada", 4)
            os_log(.fault, log: log, "%{private}@", "x")
            os_log(.error, log: log, "interpolated \(2)")
            os_log("plain")
        }
        #expect(lines.count == 4)
        #expect(lines[3].0.hasSuffix("Default: plain"))
        #expect(lines[0].0.hasSuffix("Error: [s:c] user ada has 4 items, 100%"))
        #expect(lines[1].1 == .fault)
        #expect(lines[2].0.hasSuffix("interpolated 2"))
    }

    @Test func aMessageWithoutArgumentsKeepsItsPercentSigns() {
        #expect(LogSink.format("50%% done", []) == "50% done")
        #expect(LogSink.format("%{public}@!", ["a"]) == "a!")
    }
}
