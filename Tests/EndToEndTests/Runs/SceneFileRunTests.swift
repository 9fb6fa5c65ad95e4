import Foundation
import CSDL2
import CSDL2Image
@testable import slideback
import XCTest

/// Scene files through the built program: a key nobody reads is a warning naming the file, the
/// place and the key meant, as in a style file, and the run goes on.
final class SceneFileRunTests: ProgramTestCase {
    func testMisspeltSceneKeysAreWarnedAboutAndTheRunGoesOn() throws {
        let scene = try fixture.write(##"{"pages": [{"id": "a", "tabbar": true, "barColour": "#000"}]}"##, to: "typo.json")
        let result = try fixture.run(["--headless", "--frames", "1", "--scene", scene])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.errorLines, [
            #"slideback: warning: \#(scene): pages[0].tabbar: unknown key, ignored (did you mean "tabBar"?)"#,
            #"slideback: warning: \#(scene): pages[0].barColour: unknown key, ignored (did you mean "barColor"?)"#,
        ])
    }

    func testTheDefaultScenesHoldNoUnknownKeys() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        for name in ["scene.json", "stress.json"] {
            let result = try fixture.run(["--headless", "--frames", "1", "--scene", resources.appendingPathComponent(name).path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertFalse(result.standardError.contains("unknown key"), "\(name): \(result.standardError)")
        }
    }
}

/// `--screens` through the built program: the frame drawn is the screenshot's own pixels, with no
/// bar, status text or clock over them; bad input is one line naming the flag and the file.
final class ScreensRunTests: ProgramTestCase {
    /// Writes a PNG whose every pixel differs from its neighbours, so that anything drawn over it shows.
    private func writePattern(width: Int, height: Int, seed: Int, to path: String) throws {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt8.self), pitch = Int(surface.pointee.pitch)
        for y in 0..<height {
            for x in 0..<width {
                let index = y * pitch + x * 4
                pixels[index] = UInt8((x * 3 + seed) % 256)
                pixels[index + 1] = UInt8((y * 5 + seed) % 256)
                pixels[index + 2] = UInt8((x + y * 7) % 256)
                pixels[index + 3] = 255
            }
        }
        XCTAssertEqual(IMG_SavePNG(surface, path), 0)
    }

    func testTheDrawnFrameIsTheScreenshotsPixels() throws {
        try FileManager.default.createDirectory(atPath: fixture.path("shots"), withIntermediateDirectories: true)
        try writePattern(width: 414, height: 896, seed: 0, to: fixture.path("shots/1.png"))
        try writePattern(width: 414, height: 896, seed: 90, to: fixture.path("shots/2.png"))
        let script = try fixture.write(#"{"events": [{"frame": 1, "action": "push"}]}"#, to: "push.json")
        let result = try fixture.run(["--headless", "--screens", fixture.path("shots"), "--script", script, "--frames", "60",
                                      "--capture", "0:\(fixture.path("first.png"))", "--capture", "59:\(fixture.path("second.png"))"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        for (capture, source) in [("first.png", "shots/1.png"), ("second.png", "shots/2.png")] {
            let drawn = try DecodedImage(path: fixture.path(capture)), original = try DecodedImage(path: fixture.path(source))
            XCTAssertEqual([drawn.width, drawn.height], [414, 896])
            XCTAssertEqual(drawn.pixels(differingFrom: original, byMoreThan: 1), 0, "\(capture): pixels that are not the screenshot's (a bar, the status text or the clock drawn over it)")
        }
    }

    func testBadScreensStopWithOneLineNamingTheFlagAndTheFile() throws {
        let empty = fixture.path("empty")
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let notImage = try fixture.write("hello", to: "fake.png")
        let truncated = fixture.path("cut.png")
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0]).write(to: URL(fileURLWithPath: truncated))
        let cases = [
            ([empty], "slideback: --screens: \(empty): the folder is empty"),
            ([notImage], "slideback: --screens: \(notImage): not a PNG or JPEG image"),
            ([truncated], "slideback: --screens: \(truncated): cannot be decoded as a PNG or JPEG image"),
            ([fixture.path("nowhere")], "slideback: --screens: \(fixture.path("nowhere")): no such file or folder"),
        ]
        for (index, (paths, line)) in cases.enumerated() {
            let arguments = ["--headless", "--frames", "1"] + paths.flatMap { ["--screens", $0] }
            if index == 0 {
                // One run of the binary: bad screens stop the run with that one line.
                let result = try fixture.run(arguments)
                XCTAssertEqual(result.status, 2, line)
                XCTAssertEqual(result.errorLines, [line])
            }
            XCTAssertEqual(InProcess.loadFailure(arguments) { _ = try loadScreens($0.screens, screen: $0.size) }, line)
        }
        let both = InProcess.refusal(["--headless", "--frames", "1", "--screens", empty, "--scene", "x.json"])
        XCTAssertEqual(both?.first, "slideback: --screens and --scene both give the scene; use one")
    }
}
