import Testing
import os.log

/// `import os.log`, the spelling older UIKit code uses, brings the same API; a plain literal picks one `os_log`.
@Suite struct OSLogTests {
    @Test func importingTheSubmoduleBringsTheLoggingAPI() {
        let log = OSLog(subsystem: "com.example", category: "ui")
        #expect(log.isEnabled(type: .fault))
        os_log("a plain message", log: .disabled)
        os_log("%@", log: .disabled, type: .info, "formatted")
        Logger(log).debug("not shown at the default level")
    }
}
