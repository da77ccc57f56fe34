import Foundation
import Testing

@testable import os

extension LoggerTests {
    /// Signposts share the log's recorder, so they run inside the logger's serialized suite.
    @Suite struct SignpostTests {
        func recordingSignposts(_ body: () -> Void) -> [String] {
            let asked = SignpostRecord.enabled
            SignpostRecord.enabled = true
            defer { SignpostRecord.enabled = asked }
            return LoggerTests().recording(body).map { line, type in
                #expect(type == .debug)
                return String(line.split(separator: " ", maxSplits: 3)[3])
            }
        }

        @Test func nothingIsWrittenUnlessSignpostsAreAskedFor() {
            let asked = SignpostRecord.enabled  // `TAPESTRY_SIGNPOSTS=1` in the test run's environment
            SignpostRecord.enabled = false
            defer { SignpostRecord.enabled = asked }
            let log = OSLog(subsystem: "com.example", category: .pointsOfInterest)
            #expect(!log.signpostsEnabled)
            let lines = LoggerTests().recording {
                os_signpost(.event, log: log, name: "Tap")
                OSSignposter(logHandle: log).emitEvent("Tap")
            }
            #expect(lines.isEmpty)
        }

        @Test func theEnvironmentVariableTurnsSignpostsOn() async {
            await #expect(processExitsWith: .success) {
                setenv("TAPESTRY_SIGNPOSTS", "1", 1)  // before anything reads it in this fresh process
                guard OSLog(subsystem: "com.example", category: "env").signpostsEnabled else { exit(1) }
                guard !OSLog.disabled.signpostsEnabled else { exit(2) }
            }
        }

        @Test func aBeginAndItsEndArePairedByNameAndIdentifierAndTheEndGivesTheLength() throws {
            let log = OSLog(subsystem: "com.example", category: "images")
            let first = OSSignpostID(log: log)
            let second = OSSignpostID(log: log)
            #expect(first != second)
            let lines = recordingSignposts {
                os_signpost(.begin, log: log, name: "Decode", signpostID: first, "%@", "a.png")
                os_signpost(.begin, log: log, name: "Decode", signpostID: second)
                os_signpost(.end, log: log, name: "Decode", signpostID: first)
                os_signpost(.event, log: log, name: "Cache hit")
            }
            #expect(lines.count == 4)
            #expect(lines[0] == "Signpost: [com.example:images] begin Decode id \(first.rawValue): a.png")
            #expect(lines[1] == "Signpost: [com.example:images] begin Decode id \(second.rawValue)")
            let end = try #require(
                lines[2].wholeMatch(of: /Signpost: \[com.example:images\] end Decode id (\d+) \((\d+\.\d{3}) ms\)/))
            #expect(UInt64(end.1) == first.rawValue)
            #expect(try #require(Double(end.2)) >= 0)
            #expect(lines[3] == "Signpost: [com.example:images] event Cache hit")
        }

        @Test func aSignposterBeginsAndEndsIntervalsWithMessagesAndAroundWork() throws {
            let signposter = OSSignposter(subsystem: "com.example", category: "feed")
            var result = 0
            let lines = recordingSignposts {
                let id = signposter.makeSignpostID()
                let state = signposter.beginInterval("Load", id: id, "page \(2)")
                #expect(state.signpostID == id)
                signposter.endInterval("Load", state, "done")
                result = signposter.withIntervalSignpost("Layout") { 42 }
            }
            #expect(result == 42)
            #expect(lines.count == 4)
            #expect(lines[0].hasPrefix("Signpost: [com.example:feed] begin Load id ") && lines[0].hasSuffix(": page 2"))
            #expect(lines[1].contains("end Load id ") && lines[1].contains(": done ("))
            #expect(lines[2] == "Signpost: [com.example:feed] begin Layout")
            #expect(lines[3].hasPrefix("Signpost: [com.example:feed] end Layout ("))
        }

        @Test func anObjectAlwaysGivesTheSameIdentifierAndTheDisabledSignposterWritesNothing() {
            let object = NSObject()
            let log = OSLog(subsystem: "s", category: "c")
            #expect(OSSignpostID(log: log, object: object) == OSSignposter().makeSignpostID(from: object))
            #expect(OSSignpostID.exclusive != .invalid && OSSignpostID.null.rawValue == 0)
            let lines = recordingSignposts {
                let state = OSSignposter.disabled.beginInterval("Nothing")
                OSSignposter.disabled.endInterval("Nothing", state)
                os_signpost(.event, log: .disabled, name: "Nothing")
            }
            #expect(lines.isEmpty)
            #expect(!OSSignposter.disabled.isEnabled)
        }

        @Test func anIntervalStateIsCodable() throws {
            let state = OSSignpostIntervalState.beginState(id: OSSignpostID(77))
            let data = try JSONEncoder().encode(state)
            let decoded = try JSONDecoder().decode(OSSignpostIntervalState.self, from: data)
            #expect(decoded.signpostID == OSSignpostID(77))
        }
    }
}
