import CCairo
import Foundation

/// A failure reported by Cairo, with its status and what Tapestry was doing.
public struct CairoError: Error, CustomStringConvertible, Equatable {
    /// Cairo's status code.
    public let status: UInt32
    /// What was being done ("creating a 100×100 image surface").
    public let operation: String

    init(_ status: cairo_status_t, _ operation: String) {
        self.status = status.rawValue
        self.operation = operation
    }

    /// One line naming the subsystem, the operation and Cairo's own explanation.
    public var description: String {
        "Cairo: \(operation) failed: \(String(cString: cairo_status_to_string(cairo_status_t(status))))"
    }
}
