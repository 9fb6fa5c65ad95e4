import Foundation
import SlideBackCore
import XCTest

/// The real window under Xvfb, driven by xdotool: live input saved with `--record-input` replays
/// to identical frames, headless and in a window. Frames are compared file by file by name:
/// `--record` names them by animation step, so `frame-00057.png` of any run of the same input is
/// the same picture. Skipped where xvfb-run or xdotool is missing (scripts/install-deps installs both).
final class LiveReplayTests: XCTestCase {
    private var fixture: ProgramFixture!

    override func setUpWithError() throws {
        for tool in ["/usr/bin/xvfb-run", "/usr/bin/xdotool"] where !FileManager.default.isExecutableFile(atPath: tool) {
            throw XCTSkip("\(tool) is not installed")
        }
        fixture = try ProgramFixture()
        try fixture.writeTwoPageScene()
    }

    override func tearDown() {
        fixture = nil
    }

    /// Plays by hand (a key push, an edge drag with the mouse, Q) in one window while recording
    /// input and frames; then replays the file in a second window until it has passed the
    /// recorded length, and presses Q again.
    private let session = #"""
    set -u
    cd "$FOLDER"
    window() { xdotool search --sync --onlyvisible --class slideback | head -1; }
    "$PROGRAM" --scene scene.json --record-input live.json --record live &
    program=$!
    id=$(window)
    sleep 0.3
    xdotool key --window "$id" Right
    sleep 0.6
    xdotool mousemove --window "$id" 3 600 mousedown 1
    for x in 30 60 95 130 170 210 250; do xdotool mousemove --window "$id" "$x" 600; sleep 0.03; done
    xdotool mouseup 1
    sleep 0.5
    xdotool key --window "$id" q
    wait "$program"; echo $? > live.status
    frames=$(grep -o '"recordedFrames": [0-9]*' live.json | grep -o '[0-9]*$')
    "$PROGRAM" --scene scene.json --script live.json --record window &
    program=$!
    id=$(window)
    for _ in $(seq 600); do
      last=$(ls window | grep '^frame-[0-9]*\.png$' | tail -1 | tr -dc 0-9 | sed 's/^0*//')
      [ "${last:-0}" -ge "$frames" ] && break
      sleep 0.05
    done
    xdotool key --window "$id" q
    wait "$program"; echo $? > window.status
    """#

    func testLiveInputReplaysToIdenticalFrames() throws {
        try runUnderXvfb(session)
        XCTAssertEqual(try contents("live.status"), "0")
        XCTAssertEqual(try contents("window.status"), "0")

        // What the window applied, as a script: the key push and the mouse drag are in it.
        let recorded = fixture.path("live.json")
        let script = try InputScript.load(contentsOf: recorded)
        XCTAssertTrue(script.events.contains { $0.action == .key(.right) }, "\(script.events)")
        XCTAssertTrue(script.events.contains { if case .down = $0.action { return true } else { return false } }, "\(script.events)")
        XCTAssertTrue(script.events.contains { if case .up = $0.action { return true } else { return false } }, "\(script.events)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: recorded))) as? [String: Any]
        let frames = try XCTUnwrap(json?["recordedFrames"] as? Int)

        let live = try frameNames("live"), window = try frameNames("window")
        XCTAssertEqual(live.last, fileName(frames - 1), "the frame on screen at Q is recorded and counted")
        XCTAssertGreaterThan(live.count, 10)
        XCTAssertTrue(window.contains(fileName(frames)) || window.contains { $0 > fileName(frames) },
                      "the window replay ran past the recorded length")

        // The headless replay draws every frame; each frame a window showed is among them, the same.
        let replay = try fixture.run(["--headless", "--scene", fixture.path("scene.json"), "--script", recorded,
                                      "--frames", String(frames + 240), "--record", fixture.path("headless")])
        XCTAssertEqual(replay.status, 0, replay.standardError)
        for (folder, names) in [("live", live), ("window", window)] {
            for name in names {
                let shown = try Data(contentsOf: URL(fileURLWithPath: fixture.path("\(folder)/\(name)")))
                let replayed = try Data(contentsOf: URL(fileURLWithPath: fixture.path("headless/\(name)")))
                XCTAssertTrue(shown == replayed, "\(folder)/\(name) differs from the headless replay's")
            }
        }
    }

    /// Runs a bash script under `xvfb-run` with the program's path and the scratch folder in its
    /// environment; SDL's software renderer makes the window's pixels comparable with headless ones.
    private func runUnderXvfb(_ script: String) throws {
        let path = try fixture.write(script, to: "session.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/xvfb-run")
        process.arguments = ["-a", "-s", "-screen 0 1280x1024x24", "/bin/bash", path]
        var environment = ProcessInfo.processInfo.environment
        environment["PROGRAM"] = try ProgramFixture.binary().path
        environment["FOLDER"] = fixture.folder.path
        environment["SLIDEBACK_RESOURCES"] = fixture.path("Resources")
        environment["SDL_RENDER_DRIVER"] = "software"
        environment["SDL_VIDEODRIVER"] = nil
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            process.terminate()
            XCTFail("the session under xvfb-run did not finish within 120 s")
        }
        process.waitUntilExit()
    }

    /// A file of the scratch folder as trimmed text (the exit statuses the session wrote).
    private func contents(_ name: String) throws -> String {
        try String(contentsOfFile: fixture.path(name), encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The `--record` file name of a frame, as the program writes it.
    private func fileName(_ frame: Int) -> String {
        String(format: "frame-%05d.png", frame)
    }

    /// The frame files `--record` wrote into a folder of the scratch folder, in frame order.
    private func frameNames(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixture.path(folder)).filter { $0.hasSuffix(".png") }.sorted()
    }
}
