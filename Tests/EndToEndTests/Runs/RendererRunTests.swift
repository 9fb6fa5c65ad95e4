import Foundation
import XCTest

/// `--renderer`: a headless run draws through the GPU renderers too (SDL's offscreen driver and
/// EGL), the same picture as the software renderer; one that cannot start is the flag's error.
final class RendererRunTests: XCTestCase {
    private var fixture: ProgramFixture!

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
        try fixture.writeTwoPageScene()
    }

    override func tearDown() {
        fixture = nil
    }

    func testAHeadlessRunDrawsTheSameOnOpenGLES2AsInSoftware() throws {
        let script = try fixture.write(#"{"events": [{"frame": 0, "action": "push"}, {"frame": 40, "action": "down", "x": 2, "y": 600}, "#
                                       + #"{"frame": 41, "action": "move", "x": 150, "y": 600}]}"#, to: "script.json")
        var captures: [String: DecodedImage] = [:]
        for renderer in ["software", "opengles2"] {
            let capture = fixture.path("\(renderer).png"), trace = fixture.path("\(renderer).csv")
            let result = try fixture.run(["--headless", "--renderer", renderer, "--scene", fixture.path("scene.json"), "--script", script,
                                          "--frames", "43", "--capture", "42:\(capture)", "--trace", trace])
            XCTAssertEqual(result.status, 0, result.standardError)
            captures[renderer] = try DecodedImage(path: capture)
            // The trace names the renderer that drew each row: its last column.
            let rows = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").dropFirst()
            XCTAssertEqual(Set(rows.map { $0.split(separator: ",", omittingEmptySubsequences: false).last.map(String.init) }), [renderer])
        }
        let software = try XCTUnwrap(captures["software"]), gpu = try XCTUnwrap(captures["opengles2"])
        XCTAssertEqual([software.width, software.height], [gpu.width, gpu.height])
        let far = software.pixels(differingFrom: gpu, byMoreThan: 8)
        XCTAssertLessThanOrEqual(Double(far), 0.005 * Double(software.width * software.height), "at least 99.5% within 8 levels")
    }

    func testARendererThatCannotStartIsTheFlagsOneLineError() throws {
        // Without its EGL library SDL cannot make the offscreen driver's GL ES context.
        let result = try fixture.run(["--headless", "--renderer", "opengles2", "--frames", "2"],
                                     environment: ["SDL_VIDEO_EGL_DRIVER": fixture.path("missing/libEGL.so")])
        XCTAssertEqual(result.status, 2, result.standardError)
        let lines = result.standardError.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, result.standardError)
        XCTAssertTrue(result.standardError.hasPrefix("slideback: --renderer opengles2: cannot start the opengles2 renderer: "), result.standardError)
        let unknown = try InProcess.run(["--headless", "--renderer", "vulkan"], in: fixture)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.standardError.contains("--renderer: expected auto, software, opengl or opengles2"), unknown.standardError)
    }
}
