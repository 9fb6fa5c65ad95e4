import Foundation
import SlideBackCore
import XCTest

/// Issue 30, class 10: outputs that passed the check before the run and failed only at its end
/// (exit 1). `OutputFile.creationProblem` makes the write's temporary file where it will be and
/// removes it, so every place that takes no file is found before the run; and a legal path near
/// the system's 4095 bytes is written, its temporary name cut to fit.
final class OutputPlaceTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-place-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// What is left in `path`'s folder: nothing of a probe may stay.
    private func entries(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func testPlacesOfTheKernelTakeNoOutputAndSaySo() throws {
        // /proc/version is a "regular" file of size 0 that no one can replace; before, it was
        // "No such file or directory" after the run.
        for (path, folderShown) in [("/proc/version", "/proc/"), ("/proc/x.png", "/proc/"), ("/sys/kernel/x.csv", "/sys/kernel/")] {
            XCTAssertNil(OutputFile.targetProblem(path), "\(path): not what the kind check finds")
            let problem = try XCTUnwrap(OutputFile.creationProblem(path), path)
            XCTAssertTrue(problem.hasPrefix("cannot write \(path): no file can be made in the folder \(folderShown) ("), problem)
        }
    }

    func testALinkIntoAMissingFolderIsFoundAndKept() throws {
        let link = folder + "/out.csv"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: folder + "/missing/out.csv")
        XCTAssertNil(OutputFile.targetProblem(link))
        XCTAssertEqual(OutputFile.creationProblem(link),
                       "cannot write \(link): no file can be made in the folder \(folder)/missing/ (No such file or directory)")
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), folder + "/missing/out.csv")
    }

    func testAWritablePlaceIsTriedAndLeftAsItWas() throws {
        try Data("kept".utf8).write(to: URL(fileURLWithPath: folder + "/x.json"))
        XCTAssertNil(OutputFile.creationProblem(folder + "/x.json"))
        XCTAssertNil(OutputFile.creationProblem(folder + "/new.mp4", suffix: ".mp4"))
        XCTAssertEqual(try entries(folder), ["x.json"], "the probe's temporary files are gone, nothing made")
        XCTAssertEqual(try String(contentsOfFile: folder + "/x.json", encoding: .utf8), "kept")
    }

    /// Folders of 200-byte names down to `depth` bytes of path, made one at a time.
    private func deepFolder(bytes: Int) throws -> String {
        var path = folder
        while path.utf8.count + 201 <= bytes {
            path += "/" + String(repeating: "d", count: 200)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let rest = bytes - path.utf8.count - 1
        if rest > 0 {
            path += "/" + String(repeating: "e", count: rest)
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        XCTAssertEqual(path.utf8.count, bytes)
        return path
    }

    func testAPathNearTheSystemLimitIsWrittenThroughACutTemporaryName() throws {
        // 4,090 bytes: the temporary name beside it, 25 bytes longer, was over PATH_MAX.
        let deep = try deepFolder(bytes: 4000)
        let path = deep + "/" + String(repeating: "n", count: 84) + ".json"
        XCTAssertEqual(path.utf8.count, 4090)
        XCTAssertNil(OutputFile.creationProblem(path))
        try OutputFile.write(Data("whole".utf8), to: path)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "whole")
        XCTAssertEqual(try entries(deep), [String(repeating: "n", count: 84) + ".json"], "no temporary file left")
        // A 255-byte name in a folder of 3,800 bytes: cut by the path, not by the name.
        let shallower = try deepFolder(bytes: 3800)
        let long = shallower + "/" + String(repeating: "m", count: 250) + ".json"
        try OutputFile.write(Data("whole".utf8), to: long)
        XCTAssertEqual(try String(contentsOfFile: long, encoding: .utf8), "whole")
    }

    func testAFolderThatLeavesNoRoomForATemporaryNameIsFoundBeforeAnyWrite() throws {
        let deep = try deepFolder(bytes: 4080)
        let path = deep + "/x.json"
        XCTAssertEqual(OutputFile.creationProblem(path),
                       "cannot write \(path): the path is 4087 bytes, too long for a temporary file beside it (the system takes 4095) (File name too long)")
        XCTAssertEqual(try entries(deep), [])
    }
}
