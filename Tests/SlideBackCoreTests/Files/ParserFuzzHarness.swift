import Foundation
import XCTest
@testable import SlideBackCore

/// Feeds fuzz cases to `Scene.parse` or `InputScript.parse`, checks every outcome with `ParserFuzzOracle`
/// and reports each failure with the run's seed, the case and the input's first 200 bytes.
struct FuzzHarness {
    /// The seed the run's inputs came from, printed with every failure so that it can be replayed.
    let seed: UInt64
    /// The file name given to the loaders; errors must name it.
    let file: String
    let baseDirectory: String
    /// Where failures go; `nil` means `XCTFail`. Tests of the harness itself collect them instead.
    var failureSink: ((String) -> Void)?
    private(set) var cases = 0
    private(set) var accepted = 0
    private(set) var failures = 0
    private var slowest = (seconds: 0.0, label: "")
    private let started = DispatchTime.now().uptimeNanoseconds
    /// At most this many failures are shown; the rest are only counted.
    private let shownFailures = 10

    init(seed: UInt64, file: String = "fuzz dir/scène.json", baseDirectory: String = "/scenes/base") {
        self.seed = seed
        self.file = file
        self.baseDirectory = baseDirectory
    }

    /// Parses `input` as a scene and checks the outcome; `label` says which case it is (with its iteration).
    @discardableResult
    mutating func scene(_ input: [UInt8], _ label: @autoclosure () -> String, expect: FuzzExpectation<Scene> = .anything,
                        sourceFile: StaticString = #filePath, line: UInt = #line) -> Result<Scene, any Error> {
        let (file, base) = (self.file, baseDirectory)
        return run(input, label, .scene, expect, sourceFile, line,
                   parse: { try Scene.parse($0, file: file, baseDirectory: base) },
                   check: { ParserFuzzOracle.sceneProblems($0, baseDirectory: base) })
    }

    /// Parses `input` as a script and checks the outcome.
    @discardableResult
    mutating func script(_ input: [UInt8], _ label: @autoclosure () -> String, expect: FuzzExpectation<InputScript> = .anything,
                         sourceFile: StaticString = #filePath, line: UInt = #line) -> Result<InputScript, any Error> {
        let file = self.file
        return run(input, label, .script, expect, sourceFile, line,
                   parse: { try InputScript.parse($0, file: file) }, check: ParserFuzzOracle.scriptProblems)
    }

    private mutating func run<Value>(_ input: [UInt8], _ label: () -> String, _ format: FuzzFormat, _ expected: FuzzExpectation<Value>,
                                     _ sourceFile: StaticString, _ line: UInt,
                                     parse: (Data) throws -> Value, check: (Value) -> [String]) -> Result<Value, any Error> {
        let data = Data(input)
        let start = DispatchTime.now().uptimeNanoseconds
        let outcome = Result { try parse(data) }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        cases += 1
        var problems = ParserFuzzOracle.timeProblems(seconds: seconds, byteCount: input.count)
        switch outcome {
        case let .success(value):
            accepted += 1
            problems += check(value)
        case let .failure(error):
            problems += ParserFuzzOracle.errorProblems(error, input: input, file: file, format: format)
        }
        problems += ParserFuzzOracle.expectationProblems(outcome, expected)
        if seconds > slowest.seconds { slowest = (seconds, label()) }
        if !problems.isEmpty {
            failures += 1
            if failures <= shownFailures {
                fail("\(format) fuzz, seed 0x\(String(seed, radix: 16, uppercase: true)), \(label()): "
                     + problems.joined(separator: "; ") + "\n    input: \(ParserFuzzOracle.escapedPrefix(input))", sourceFile, line)
            }
        }
        return outcome
    }

    private func fail(_ message: String, _ sourceFile: StaticString, _ line: UInt) {
        if let failureSink { failureSink(message) } else { XCTFail(message, file: sourceFile, line: line) }
    }

    /// Ends the run: counts the failures not shown and prints a summary. The run's own time is
    /// printed, not held to a budget: it is a speed figure of the machine and its load (a 20 s
    /// budget failed under the sanitizer with another test process beside it). Each case is held
    /// to its limit, proportional to its size (`ParserFuzzOracle.timeProblems`): a hang or a
    /// parse slower than linear still fails.
    func finish(_ name: String, sourceFile: StaticString = #filePath, line: UInt = #line) {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        if failures > shownFailures { fail("\(name): \(failures - shownFailures) more failing cases not shown", sourceFile, line) }
        if cases == 0 { fail("\(name) ran no cases", sourceFile, line) }
        print("ParserFuzz \(name): \(cases) cases, \(accepted) parsed, \(cases - accepted) refused, "
              + String(format: "%.2f s (slowest %.3f s: ", elapsed, slowest.seconds) + slowest.label + ")")
    }
}
