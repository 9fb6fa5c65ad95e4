import Foundation
import XCTest

/// Random declared sizes, bit depths and colour types in otherwise valid PNG and JPEG files, every
/// one of them decoded by one run of the program: no crash, no hang, and peak memory under
/// `peakBound`, the bound docs/reference.md states (the size limits let no image decode past 256 MiB).
final class ImageHeaderFuzzTests: XCTestCase {
    /// The most resident memory the run may reach.
    static let peakBound = 1 << 30
    /// The bound for a program built with the address sanitizer (`.ci/run` says so with
    /// `SLIDEBACK_SANITIZER=address`): its shadow memory and its quarantine of freed blocks hold
    /// several times what the program itself uses (1.6 GiB measured where the plain build takes
    /// about 100 MiB).
    static let sanitizedPeakBound = 4 << 30

    func testRandomImageHeadersNeverCrashHangOrExhaustMemory() throws {
        let fixture = try ProgramFixture()
        try FileManager.default.createDirectory(atPath: fixture.path("art"), withIntermediateDirectories: true)
        let seed = UInt64(ProcessInfo.processInfo.environment["SLIDEBACK_FUZZ_SEED"] ?? "") ?? 20261201
        var random = SeededGenerator(seed: seed)
        let png = try HostileFiles.solidPNG(width: 16, height: 16, colour: 0x808080)
        let jpeg = try HostileFiles.solidJPEG(width: 16, height: 16, colour: 0x808080)
        var pages: [String] = []
        for index in 0..<48 {
            // Sizes spread over every order of magnitude up to 2^bits, `bits` often near the limits.
            func side(_ widest: [Int]) -> UInt64 {
                let bits = UInt64(widest[Int.random(in: 0..<widest.count, using: &random)])
                return UInt64.random(in: 0...(1 << UInt64.random(in: 0...bits, using: &random)), using: &random)
            }
            let name = "art/fuzz-\(index)" + (index % 2 == 0 ? ".png" : ".jpg")
            let data: Data
            if index % 2 == 0 {
                let depth = [1, 2, 4, 8, 16, 3, 0, 255][Int.random(in: 0..<8, using: &random)]
                let colourType = [0, 2, 3, 4, 6, 1, 7, 255][Int.random(in: 0..<8, using: &random)]
                data = HostileFiles.png(png, declaring: UInt32(truncatingIfNeeded: side([14, 15, 32])), UInt32(truncatingIfNeeded: side([14, 15, 32])),
                                        depth: UInt8(depth), colourType: UInt8(colourType))
            } else {
                let precision = [8, 12, 16, 0, 255][Int.random(in: 0..<5, using: &random)]
                data = HostileFiles.jpeg(jpeg, declaring: UInt16(truncatingIfNeeded: side([13, 14, 16])), UInt16(truncatingIfNeeded: side([13, 14, 16])),
                                         precision: UInt8(precision))
            }
            try data.write(to: URL(fileURLWithPath: fixture.path(name)))
            pages.append(#"{"id": "p\#(index)", "content": "\#(name)", "bar": "hidden"}"#)
        }
        let scene = try fixture.write(##"{"pages": [{"id": "root", "content": "#FFFFFF"}, \##(pages.joined(separator: ", "))]}"##, to: "fuzz.json")
        // One push every other frame shows every page once: each image is decoded.
        let events = (0..<pages.count).map { #"{"frame": \#($0 * 2), "action": "push"}"# }
        let script = try fixture.write(#"{"events": [\#(events.joined(separator: ", "))]}"#, to: "pushes.json")
        let run = try HostileFiles.runMeasuringMemory(try ProgramFixture.binary().path,
                                                      ["--headless", "--scene", scene, "--script", script, "--duration", "0"],
                                                      in: fixture.folder.path, environment: HostileFiles.environment(for: fixture))
        XCTAssertEqual(run.status, 0, "seed \(seed): \(run.standardError)")
        let bound = ProcessInfo.processInfo.environment["SLIDEBACK_SANITIZER"] == "address" ? Self.sanitizedPeakBound : Self.peakBound
        XCTAssertLessThan(run.peakBytes, bound, "seed \(seed): peak resident memory")
        for line in run.standardError.split(separator: "\n") {
            XCTAssertTrue(line.hasPrefix("warning: cannot load the image \(fixture.path("art/fuzz-"))") && line.hasSuffix("; showing a checkerboard instead"),
                          "seed \(seed): \(line)")
        }
    }
}
