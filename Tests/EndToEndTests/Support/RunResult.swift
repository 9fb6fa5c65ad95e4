import CSDL2
import CSDL2Image
import Foundation
import XCTest

/// What one run of the program did.
struct RunResult {
    /// The exit status (or the signal number, if it was killed).
    let status: Int32
    /// Everything written to standard output.
    let standardOutput: String
    /// Everything written to standard error.
    let standardError: String

    /// Standard error's non-empty lines.
    var errorLines: [String] { standardError.split(separator: "\n").map(String.init).filter { !$0.isEmpty } }
}
