@testable import slideback
import XCTest

/// The program's own first steps, called in-process: a bad flag, scene, script or style file is
/// refused before any run starts, so its message needs no process; a test keeps one run of the
/// binary for each kind, to check that the program prints that line and exits 2.
enum InProcess {
    /// What the program prints when its options parser refuses `arguments` (`parseOptions`, the
    /// program's own first step: then it prints these lines and exits 2); `nil` when it takes them.
    static func refusal(_ arguments: [String]) -> [String]? {
        guard case .failure(let refusal) = parseOptions(arguments) else { return nil }
        return refusal.lines
    }

    /// The line the program prints when `load` (the program's own loading of a file the options
    /// name) throws for the options of `arguments`, as it prints any failure of its inputs.
    static func loadFailure(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line,
                            _ load: (Options) throws -> Void) -> String {
        guard case .success(let parsed) = parseOptions(arguments), let options = parsed else {
            XCTFail("the options parser refused \(arguments)", file: file, line: line)
            return ""
        }
        do {
            try load(options)
        } catch {
            return "slideback: \(error)"
        }
        XCTFail("\(arguments) loaded", file: file, line: line)
        return ""
    }
}
