import Foundation

/// Finds the program's Resources folder (default scene, art, back button) wherever it was built:
/// next to a SwiftPM or CMake build, in the working directory, or where `SLIDEBACK_RESOURCES` says.
enum ResourceLocator {
    /// The Resources folder, or `nil` if none holds a `scene.json`.
    static func resourcesDirectory() -> String? {
        candidates().first { FileManager.default.fileExists(atPath: "\($0)/scene.json") }
    }

    private static func candidates() -> [String] {
        var folders: [String] = []
        if let override = ProcessInfo.processInfo.environment["SLIDEBACK_RESOURCES"] { folders.append(override) }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        // .build/debug/slideback, .build/x86_64-unknown-linux-gnu/release/slideback, build/slideback, ...
        for _ in 0..<5 {
            folders.append(folder.appendingPathComponent("Resources").path)
            folder = folder.deletingLastPathComponent()
        }
        folders.append(FileManager.default.currentDirectoryPath + "/Resources")
        return folders
    }
}
