import Foundation
import XCTest

/// The program finds its resources the way `cmake --install` lays them out (PREFIX/bin and
/// PREFIX/share/slideback) from any working folder, and a copy of the binary without them says
/// where it looked. The package's own man page stays the one the program prints.
final class InstallLayoutTests: ProgramTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        try super.setUpWithError()
        // Outside the fixture's folder, whose Resources/ the binary must not find by walking up.
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("slideback-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: scratch)
        super.tearDown()
    }

    /// A copy of the built program at `relative` below the scratch folder.
    private func copyProgram(to relative: String) throws -> URL {
        let target = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try ProgramFixture.binary(), to: target)
        return target
    }

    /// A folder below the scratch folder, made empty.
    private func emptyFolder(_ relative: String) throws -> URL {
        let folder = scratch.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func testAnInstalledProgramFindsItsResourcesFromAnyFolder() throws {
        let program = try copyProgram(to: "prefix/bin/slideback")
        let share = scratch.appendingPathComponent("prefix/share")
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        // The fixture's resources hold a white page: the capture proves they were the ones used.
        try FileManager.default.copyItem(at: URL(fileURLWithPath: fixture.path("Resources")), to: share.appendingPathComponent("slideback"))
        let capture = scratch.appendingPathComponent("frame.png").path
        for folder in [URL(fileURLWithPath: "/"), try emptyFolder("elsewhere")] {
            let result = try fixture.run(["--headless", "--frames", "2", "--capture", "1:\(capture)"],
                                         binary: program, in: folder, pointingAtResources: false)
            XCTAssertEqual(result.status, 0, "from \(folder.path): \(result.standardError)")
            assertPixel(try DecodedImage(path: capture), x: 200, y: 600, [255, 255, 255], "the installed scene's white page, run from \(folder.path)")
            try FileManager.default.removeItem(atPath: capture)
        }
        // A link on PATH (~/.local/bin/slideback -> the install) leads to the same resources.
        let link = scratch.appendingPathComponent("links/slideback")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: program)
        let linked = try fixture.run(["--headless", "--frames", "2"], binary: link, in: try emptyFolder("elsewhere"), pointingAtResources: false)
        XCTAssertEqual(linked.status, 0, linked.standardError)
    }

    func testACopiedBinaryWithoutResourcesSaysWhereItLooked() throws {
        let program = try copyProgram(to: "lonely/slideback")
        let folder = try emptyFolder("work")
        for arguments in [["--headless", "--frames", "2"], ["soak", "--seconds", "1"], ["bench", "--quick"]] {
            let result = try fixture.run(arguments, binary: program, in: folder, pointingAtResources: false)
            XCTAssertEqual(result.status, 1, "\(arguments)")
            XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
            let message = result.standardError
            for place in [scratch.appendingPathComponent("share/slideback").path, program.deletingLastPathComponent().appendingPathComponent("Resources").path,
                          folder.appendingPathComponent("Resources").path, "SLIDEBACK_RESOURCES", "cmake --install"] {
                XCTAssertTrue(message.contains(place), "\(arguments): the message names \(place): \(message)")
            }
        }
    }

    func testTheCommittedManPageIsTheOneTheProgramPrints() throws {
        let page = try fixture.run(["man"])
        XCTAssertEqual(page.status, 0, page.standardError)
        let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("packaging/slideback.1")
        let check = try fixture.run(["man", "--check", committed.path])
        XCTAssertEqual(check.status, 0, "packaging/slideback.1 is out of date: run `swift run slideback man > packaging/slideback.1`; \(check.standardError)")
        let stale = try fixture.write(page.standardOutput + ".PP\nan extra line\n", to: "stale.1")
        let outOfDate = try fixture.run(["man", "--check", stale])
        XCTAssertEqual(outOfDate.status, 1)
        XCTAssertEqual(outOfDate.errorLines, ["slideback: man: \(stale) is out of date; run: slideback man > \(stale)"])
        let missing = try InProcess.run(["man", "--check", fixture.path("nope.1")], in: fixture)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.errorLines.count, 1, missing.standardError)
    }

    func testTheManPageListsEveryOptionOfEveryHelp() throws {
        let page = try fixture.run(["man"]).standardOutput
        for command in [[], ["bench"], ["soak"], ["styles"], ["springs"], ["check-bars"], ["generate-art"], ["man"], ["help"]] {
            let help = try fixture.run(command + ["--help"])
            XCTAssertEqual(help.status, 0, "\(command): \(help.standardError)")
            let flags = help.standardOutput.split(separator: "\n").compactMap { line -> String? in
                guard line.hasPrefix("  -") else { return nil }
                return line.split(separator: " ").first.map { String($0.trimmingCharacters(in: .punctuationCharacters.subtracting(.init(charactersIn: "-")))) }
            }
            XCTAssertFalse(flags.isEmpty, "\(command): --help lists options")
            for flag in flags {
                let roff = #"\fB"# + flag.replacingOccurrences(of: "-", with: #"\-"#) + #"\fR"#
                XCTAssertTrue(page.contains(roff), "\(command): the man page lists \(flag)")
            }
        }
    }
}
