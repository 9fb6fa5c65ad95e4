import CSDL2
import CSDL2Image
import Foundation
import XCTest

/// Runs the built `slideback` binary in a scratch folder of its own, which is deleted afterwards.
/// The folder holds a Resources folder (default scene and back button) found through
/// `SLIDEBACK_RESOURCES`, so runs never depend on the checkout's generated art.
final class ProgramFixture {
    /// The scratch folder; files the tests write go here.
    let folder: URL
    /// Longest a run may take before it counts as hung and is killed.
    static let timeout: TimeInterval = 60

    /// Makes the scratch folder and its Resources.
    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("slideback-e2e-\(UUID().uuidString)")
        let resources = folder.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        try write(##"{"pages": [{"id": "home", "content": "#FFFFFF"}]}"##, to: "Resources/scene.json")
        try Self.writeSolidPNG(width: 25, height: 25, to: resources.appendingPathComponent("back.png").path)
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The path of `name` inside the scratch folder.
    func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    /// Writes `scene.json`: two solid pages whose pixels are easy to tell apart, a blue root under
    /// a light bar and a red page under a bar of `secondBar`.
    func writeTwoPageScene(secondBar: String = "#22AA55") throws {
        _ = try write("""
        {"pages": [
          {"id": "home", "title": "Home", "content": "#3366CC", "bar": "opaque", "barColor": "#F7F7F7"},
          {"id": "second", "title": "Second", "content": "#CC3333", "bar": "opaque", "barColor": "\(secondBar)"}
        ]}
        """, to: "scene.json")
    }

    /// Writes `text` to `name` inside the scratch folder and returns its path.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        return path(name)
    }

    /// Runs the program with `arguments` in the scratch folder; a run that outlives `hungAfter`
    /// seconds (`timeout` unless given) is killed and fails the test instead of hanging it. `binary` runs another copy of the program,
    /// `directory` another working folder; `pointingAtResources: false` leaves the program to find
    /// its resources by itself; `environment` sets (or, with nil, removes) variables of its own.
    func run(_ arguments: [String], binary: URL? = nil, in directory: URL? = nil, pointingAtResources: Bool = true,
             environment overrides: [String: String?] = [:], hungAfter: TimeInterval = timeout,
             file: StaticString = #filePath, line: UInt = #line) throws -> RunResult {
        let process = Process()
        process.executableURL = try binary ?? Self.binary()
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? folder
        var environment = ProcessInfo.processInfo.environment
        environment["SLIDEBACK_RESOURCES"] = pointingAtResources ? path("Resources") : nil
        environment["SDL_VIDEODRIVER"] = nil  // the program must choose the dummy driver by itself
        for (name, value) in overrides { environment[name] = value }
        process.environment = environment
        let outputURL = folder.appendingPathComponent("stdout.txt"), errorURL = folder.appendingPathComponent("stderr.txt")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL), error = try FileHandle(forWritingTo: errorURL)
        defer { try? output.close(); try? error.close() }
        process.standardOutput = output
        process.standardError = error
        process.standardInput = FileHandle.nullDevice
        try process.run()
        Self.logLaunch(arguments, file: file, line: line)
        let deadline = Date().addingTimeInterval(hungAfter)
        while process.isRunning && Date() < deadline { usleep(5_000) }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            XCTFail("slideback \(arguments.joined(separator: " ")) did not finish within \(hungAfter) s", file: file, line: line)
        }
        process.waitUntilExit()
        let result = RunResult(status: process.terminationStatus,
                               standardOutput: (try? String(contentsOf: outputURL, encoding: .utf8)) ?? "",
                               standardError: (try? String(contentsOf: errorURL, encoding: .utf8)) ?? "")
        try? FileManager.default.removeItem(at: outputURL)
        try? FileManager.default.removeItem(at: errorURL)
        return result
    }

    /// With `SLIDEBACK_TEST_LAUNCH_LOG=FILE`, each launch of the binary adds a line to FILE naming
    /// the test line that made it: the count of launches is what issue 28 keeps down (a bad input
    /// decided before anything is drawn is checked in-process instead).
    private static func logLaunch(_ arguments: [String], file: StaticString, line: UInt) {
        guard let log = ProcessInfo.processInfo.environment["SLIDEBACK_TEST_LAUNCH_LOG"] else { return }
        // Appended in one write: the parallel runner's processes share the file.
        let descriptor = open(log, O_WRONLY | O_CREAT | O_APPEND, 0o644)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let entry = Array("\(URL(fileURLWithPath: "\(file)").lastPathComponent):\(line) \(arguments.prefix(3).joined(separator: " "))\n".utf8)
        _ = entry.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    /// The `slideback` built alongside this test bundle. Tried in order: `SLIDEBACK_BINARY`; the
    /// folder of the running test executable (`swift test` on Linux runs `<products>/X.xctest`
    /// directly, whatever `--scratch-path` says); the folder holding the `.xctest` bundle (macOS);
    /// last, the package's default `.build/debug`.
    static func binary() throws -> URL {
        var candidates: [URL] = []
        if let override = ProcessInfo.processInfo.environment["SLIDEBACK_BINARY"] {
            candidates.append(URL(fileURLWithPath: override))
        }
        if let running = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: running).deletingLastPathComponent().appendingPathComponent("slideback"))
        }
        let bundle = Bundle(for: ProgramFixture.self).bundleURL
        candidates.append(bundle.deletingLastPathComponent().appendingPathComponent("slideback"))
        candidates.append(bundle.appendingPathComponent("slideback"))
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(package.appendingPathComponent(".build/debug/slideback"))
        if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) { return found }
        throw NSError(domain: "EndToEndTests", code: 1, userInfo: [
            NSLocalizedDescriptionKey: "no slideback binary; looked at \(candidates.map(\.path)); set SLIDEBACK_BINARY"])
    }

    /// Writes an opaque grey PNG through SDL_image (the back-button stand-in).
    static func writeSolidPNG(width: Int, height: Int, to path: String) throws {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ABGR8888.rawValue) else {
            throw NSError(domain: "EndToEndTests", code: 2, userInfo: [NSLocalizedDescriptionKey: String(cString: SDL_GetError())])
        }
        defer { SDL_FreeSurface(surface) }
        SDL_FillRect(surface, nil, 0xFF80_8080)
        guard IMG_SavePNG(surface, path) == 0 else {
            throw NSError(domain: "EndToEndTests", code: 3, userInfo: [NSLocalizedDescriptionKey: String(cString: SDL_GetError())])
        }
    }
}
