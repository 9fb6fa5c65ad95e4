import Foundation
import XCTest

/// Outputs that fail or are not regular files: a full disk (a file-size limit stands in for it),
/// devices, FIFOs and sockets, links, folders and standard output.
final class OutputFileTests: ProgramTestCase {
    override func setUpWithError() throws {
        try super.setUpWithError()
        try FileManager.default.createDirectory(atPath: fixture.path("out"), withIntermediateDirectories: true)
    }

    /// The flags that write a file, each with the arguments that make it write one into out/.
    private func outputs(_ name: String) -> [(flag: String, arguments: [String], path: String)] {
        let path = fixture.path("out/\(name)")
        return [("--capture", ["--capture", "5:\(path)"], path), ("--record", ["--record", path], path),
                ("--contact-sheet", ["--contact-sheet", path], path), ("--gif", ["--gif", path], path),
                ("--record-input", ["--record-input", path], path), ("--trace", ["--trace", path], path),
                ("--plot", ["--plot", path], path)]
    }

    /// A script long enough that every output is over 1 KiB.
    private func longScript() throws -> String {
        let moves = (1...60).map { #"{"frame": \#($0), "action": "move", "x": \#($0 * 3), "y": 500}"# }
        return try fixture.write(#"{"events": [{"frame": 0, "action": "down", "x": 1, "y": 500}, \#(moves.joined(separator: ", "))]}"#,
                                 to: "long.json")
    }

    func testAFullDiskFailsTheRunNamingTheFlagAndLeavesNothingBehind() throws {
        let script = try longScript()
        for output in outputs("written") {
            // A 1 KiB file-size limit, with SIGXFSZ ignored: writes past it fail with EFBIG, as on a full disk.
            let command = (["ulimit -f 1; trap '' XFSZ; exec \"$0\" \"$@\"", try ProgramFixture.binary().path, "--headless", "--frames", "62",
                            "--script", script] + output.arguments)
            let run = try HostileFiles.runMeasuringMemory("/bin/bash", ["-c"] + command, in: fixture.folder.path,
                                                          environment: HostileFiles.environment(for: fixture))
            XCTAssertEqual(run.status, 1, "\(output.flag): \(run.standardError)")
            let lines = run.standardError.split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 1, "\(output.flag): \(run.standardError)")
            XCTAssertTrue(lines.first?.hasPrefix("slideback: \(output.flag): cannot write \(fixture.path("out/written"))") ?? false,
                          "\(output.flag): \(run.standardError)")
            XCTAssertTrue(lines.first?.contains("File too large") ?? false || lines.first?.contains("Write failed") ?? false, run.standardError)
            let left = try FileManager.default.contentsOfDirectory(atPath: fixture.path("out"))
            let leftInside = output.flag == "--record" ? try FileManager.default.contentsOfDirectory(atPath: output.path) : []
            XCTAssertEqual(left.filter { output.flag != "--record" || $0 != "written" }, [], "\(output.flag): nothing half-written")
            XCTAssertTrue(leftInside.allSatisfy { !$0.contains("partial") }, "\(output.flag): \(leftInside)")
            try? FileManager.default.removeItem(atPath: output.path)
        }
    }

    func testDevicesFIFOsAndSocketsAreRefusedBeforeTheRunAndKept() throws {
        let device = fixture.path("out/device")
        guard mknod(device, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 else { throw XCTSkip("making a device needs root") }
        XCTAssertEqual(mkfifo(fixture.path("out/fifo"), 0o644), 0)
        try makeSocket(fixture.path("out/socket"))
        try FileManager.default.createSymbolicLink(atPath: fixture.path("out/link-to-device"), withDestinationPath: device)
        let kinds = [("device", "a character device"), ("fifo", "a FIFO"), ("socket", "a socket"), ("link-to-device", "a character device")]
        for (name, kind) in kinds {
            for output in outputs(name) where output.flag != "--record" {
                let result = try InProcess.run(["--headless", "--frames", "10"] + output.arguments, in: fixture)
                XCTAssertEqual(result.status, 2, "\(output.flag) \(name)")
                XCTAssertEqual(result.errorLines, ["slideback: \(output.flag): cannot write \(output.path): it is \(kind), not a regular file"])
            }
        }
        var status = stat()
        XCTAssertEqual(stat(device, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFCHR, "the device is still a device")
        XCTAssertEqual(lstat(fixture.path("out/fifo"), &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO)
    }

    func testALinkToARegularFileIsWrittenThroughAndKept() throws {
        for output in outputs("link") where output.flag != "--record" {
            let target = fixture.path("out/target-\(output.flag.dropFirst(2))")
            try Data("old".utf8).write(to: URL(fileURLWithPath: target))
            try FileManager.default.createSymbolicLink(atPath: output.path, withDestinationPath: URL(fileURLWithPath: target).lastPathComponent)
            let result = try fixture.run(["--headless", "--frames", "10"] + output.arguments)
            XCTAssertEqual(result.status, 0, "\(output.flag): \(result.standardError)")
            XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: output.path), URL(fileURLWithPath: target).lastPathComponent,
                           "\(output.flag): the link is kept")
            XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: target)), Data("old".utf8), "\(output.flag): written through")
            try FileManager.default.removeItem(atPath: output.path)
            XCTAssertFalse(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")).contains { $0.contains("partial") })
        }
    }

    func testADashWritesTheInputToStandardOutput() throws {
        let result = try fixture.run(["--headless", "--frames", "3", "--record-input", "-"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, #"{"recordedFrames": 3, "events": []}"# + "\n")
    }

    func testACaptureOntoAFolderOrAPathEndingInASlashIsRefusedBeforeTheRun() throws {
        for path in [fixture.path("out"), fixture.path("out") + "/", fixture.path("out/new") + "/"] {
            let result = try InProcess.run(["--headless", "--frames", "10", "--capture", "5:\(path)"], in: fixture)
            XCTAssertEqual(result.status, 2, path)
            XCTAssertEqual(result.errorLines.count, 1, result.standardError)
            XCTAssertTrue(result.errorLines.first?.hasPrefix("slideback: --capture: cannot write \(path): ") ?? false, result.standardError)
            XCTAssertFalse(result.standardError.contains("partial"), result.standardError)
        }
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: fixture.path("out")), [])
    }

    /// A Unix socket bound at `path`, closed again (the file stays).
    private func makeSocket(_ path: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw XCTSkip("no Unix sockets") }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            for (index, byte) in path.utf8.prefix(raw.count - 1).enumerated() { raw[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard bound == 0 else { throw XCTSkip("cannot bind a socket at \(path) (\(String(cString: strerror(errno))))") }
    }
}
