import Foundation

/// Finds the program's Resources folder (default scene, art, back button) wherever it was built:
/// next to a SwiftPM or CMake build, in the working directory, or where `SLIDEBACK_RESOURCES` says.
enum ResourceLocator {
    /// The Resources folder, or `nil` if none holds a `scene.json`.
    static func resourcesDirectory() -> String? {
        candidates().first { FileManager.default.fileExists(atPath: "\($0)/scene.json") }
    }

    /// The Resources folder, or `nil` after saying in one line that it is missing and how to point at it.
    static func resourcesDirectoryOrWarn() -> String? {
        if let found = resourcesDirectory() { return found }
        printWarning("slideback: cannot find the Resources folder with scene.json; set SLIDEBACK_RESOURCES to it")
        return nil
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
