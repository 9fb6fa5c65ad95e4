import Foundation
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

    /// Runs the program's steps up to where it would draw, in this process, in `fixture`'s
    /// folder with its Resources, as `main` takes them after its signal handler: a command
    /// (`arguments` starting with its name) runs whole; the demo reads its options and inputs
    /// (`RunInputs.read`) and stops there. What it printed and the status it returned, for bad
    /// input that is refused before anything is drawn or written; a demo whose inputs are all good
    /// fails the test (it would run). A run that draws, records, or needs the process's own exit,
    /// signals or standard streams is `ProgramFixture.run`'s.
    static func run(_ arguments: [String], in fixture: ProgramFixture, file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        // The fixture's run sets the same: its own folder and Resources.
        let folder = FileManager.default.currentDirectoryPath, resources = getenv("SLIDEBACK_RESOURCES").map { String(cString: $0) }
        guard FileManager.default.changeCurrentDirectoryPath(fixture.folder.path) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: fixture.folder.path])
        }
        setenv("SLIDEBACK_RESOURCES", fixture.path("Resources"), 1)
        defer {
            _ = FileManager.default.changeCurrentDirectoryPath(folder)
            if let resources { setenv("SLIDEBACK_RESOURCES", resources, 1) } else { unsetenv("SLIDEBACK_RESOURCES") }
        }
        var status: Int32 = 0, ran = false
        let streams = try StreamCapture.around {
            if let command = arguments.first.flatMap(ProgramCommand.init(rawValue:)) {
                status = command.run(Array(arguments.dropFirst()))
            } else {
                ran = RunInputs.read(arguments, status: &status) != nil
            }
        }
        if ran { XCTFail("\(arguments): every input is good; the program would run", file: file, line: line) }
        return RunResult(status: status, standardOutput: streams.output, standardError: streams.error)
    }
}
