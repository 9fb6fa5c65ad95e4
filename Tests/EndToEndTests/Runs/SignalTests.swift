import Foundation
import XCTest

/// SIGINT and SIGTERM stop every kind of run: partial files removed, one line, 128 + the signal.
final class SignalTests: ProgramTestCase {
    /// Starts the program, waits until `ready` holds (or a few seconds), sends `signal`, and
    /// returns the exit status and standard error; a run that does not stop is killed and fails.
    private func interrupt(_ arguments: [String], with signal: Int32, when ready: () -> Bool) throws -> (status: Int32, errorLines: [String]) {
        let process = Process()
        process.executableURL = try ProgramFixture.binary()
        process.arguments = arguments
        process.currentDirectoryURL = fixture.folder
        process.environment = HostileFiles.environment(for: fixture)
        let errorURL = fixture.folder.appendingPathComponent("signal-stderr.txt")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let error = try FileHandle(forWritingTo: errorURL)
        defer { try? error.close() }
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let started = Date()
        while !ready() && process.isRunning && Date().timeIntervalSince(started) < 20 { usleep(20_000) }
        XCTAssertTrue(process.isRunning, "\(arguments): ended before the signal")
        kill(process.processIdentifier, signal)
        let deadline = Date().addingTimeInterval(ProgramFixture.timeout)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            XCTFail("\(arguments) ignored signal \(signal)")
        }
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .exit, "\(arguments): it exits, rather than dying of the signal")
        let text = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        try? FileManager.default.removeItem(at: errorURL)
        return (process.terminationStatus, text.split(separator: "\n").map(String.init))
    }

    private func leftovers() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixture.folder.path).filter { $0 != "Resources" }
    }

    func testSIGTERMStopsAHeadlessGIFRunAndLeavesNoFileBehind() throws {
        let gif = fixture.path("run.gif")
        let result = try interrupt(["--headless", "--frames", "1000000", "--gif", gif], with: SIGTERM) {
            // Once the GIF's temporary file has grown, the run is well under way.
            (try? self.leftovers().contains { $0.contains("partial") }) ?? false
        }
        XCTAssertEqual(result.status, 143)
        XCTAssertEqual(result.errorLines, ["slideback: interrupted by SIGTERM"])
        XCTAssertEqual(try leftovers(), [], "no GIF and no temporary file")
    }

    func testSIGTERMStopsAVideoRunAndLeavesNoFileBehind() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/ffmpeg") else { throw XCTSkip("ffmpeg is not installed") }
        let result = try interrupt(["--headless", "--frames", "1000000", "--video", fixture.path("run.mp4")], with: SIGTERM) {
            (try? self.leftovers().contains { $0.contains("partial") }) ?? false
        }
        XCTAssertEqual(result.status, 143)
        XCTAssertEqual(result.errorLines, ["slideback: interrupted by SIGTERM"])
        XCTAssertEqual(try leftovers(), [], "no video and no temporary file")
    }

    func testSIGINTStopsAHeadlessRecordingAndKeepsOnlyWholeFiles() throws {
        let input = fixture.path("input.json")
        let record = fixture.path("frames")
        let result = try interrupt(["--headless", "--frames", "1000000", "--record", record, "--contact-sheet", fixture.path("sheet.png"),
                                    "--record-input", input], with: SIGINT) {
            ((try? FileManager.default.contentsOfDirectory(atPath: record).count) ?? 0) > 3
        }
        XCTAssertEqual(result.status, 130)
        XCTAssertEqual(result.errorLines, ["slideback: interrupted by SIGINT"])
        // The frames written are whole PNGs, the sheet is not made, the input is saved.
        let frames = try FileManager.default.contentsOfDirectory(atPath: record)
        XCTAssertTrue(frames.allSatisfy { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }, "\(frames)")
        for frame in frames { XCTAssertNoThrow(try DecodedImage(path: record + "/" + frame), frame) }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("sheet.png")))
        XCTAssertTrue(try String(contentsOfFile: input, encoding: .utf8).hasPrefix(#"{"recordedFrames": "#))
    }

    func testBenchAndSoakStopOnEitherSignal() throws {
        for (arguments, signal, line) in [(["soak", "--seconds", "600"], SIGINT, "slideback: soak: interrupted by SIGINT"),
                                          (["soak", "--seconds", "600"], SIGTERM, "slideback: soak: interrupted by SIGTERM"),
                                          (["bench"], SIGTERM, "slideback: bench: interrupted by SIGTERM")] {
            let started = Date()
            let result = try interrupt(arguments, with: signal) { Date().timeIntervalSince(started) > 1.5 }
            XCTAssertEqual(result.status, 128 + signal, "\(arguments)")
            XCTAssertEqual(result.errorLines, [line], "\(arguments)")
        }
    }

    /// Issue 30, class 5: SIGHUP left partial files and SIGQUIT ran the backtracer for 46 s, then
    /// exited 0; both now stop a run as SIGTERM does. check-bars, minutes without a print, stops too.
    func testSIGHUPAndSIGQUITStopARunAsSIGTERMDoesAndCheckBarsStops() throws {
        for (signal, name) in [(SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT")] {
            let result = try interrupt(["--headless", "--frames", "1000000", "--gif", fixture.path("run.gif")], with: signal) {
                (try? self.leftovers().contains { $0.contains("partial") }) ?? false
            }
            XCTAssertEqual(result.status, 128 + signal, name)
            XCTAssertEqual(result.errorLines, ["slideback: interrupted by \(name)"])
            XCTAssertEqual(try leftovers(), [], "\(name): no GIF and no temporary file")
        }
        let started = Date()
        let stress = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources/stress.json").path
        let result = try interrupt(["check-bars", "--scene", stress], with: SIGTERM) { Date().timeIntervalSince(started) > 2 }
        XCTAssertEqual(result.status, 143)
        XCTAssertEqual(result.errorLines, ["slideback: check-bars: interrupted by SIGTERM"])
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "at the next pair, not after the whole run")
    }
}
