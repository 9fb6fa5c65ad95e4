import Foundation

/// Finds the program's resources (default scene, art, back button) wherever the program is: where
/// `SLIDEBACK_RESOURCES` says, installed (`PREFIX/bin/slideback` with `PREFIX/share/slideback`),
/// next to a SwiftPM or CMake build in the checkout, or in the working directory.
enum ResourceLocator {
    /// The folder the install puts the resources in, relative to the folder holding the binary.
    static let installedFolder = "../share/slideback"

    /// The resources folder, or `nil` if none of the candidates holds a `scene.json`.
    static func resourcesDirectory() -> String? {
        candidates().first { FileManager.default.fileExists(atPath: "\($0)/scene.json") }
    }

    /// The resources folder, or `nil` after saying in one line where it looked and how to fix it.
    static func resourcesDirectoryOrWarn() -> String? {
        if let found = resourcesDirectory() { return found }
        printWarning(missingMessage(looked: candidates()))
        return nil
    }

    /// The one-line message for resources found nowhere, naming every folder tried.
    static func missingMessage(looked folders: [String]) -> String {
        "slideback: cannot find the resources (a folder with scene.json); looked in \(folders.joined(separator: ", ")); "
            + "install with cmake --install (they go to PREFIX/share/slideback) or set SLIDEBACK_RESOURCES to the Resources folder"
    }

    /// Every folder tried, in order: the override, the installed layout, then `Resources/` beside
    /// the binary and up to four folders above it, then the working directory's.
    static func candidates() -> [String] {
        var folders: [String] = []
        let environment = ProcessInfo.processInfo.environment
        if let override = environment["SLIDEBACK_RESOURCES"], !override.isEmpty { folders.append(override) }
        // The real binary, so a symbolic link on PATH (~/.local/bin/slideback -> ...) leads to it.
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        folders.append(folder.appendingPathComponent(installedFolder).standardizedFileURL.path)
        // .build/debug/slideback, .build/x86_64-unknown-linux-gnu/release/slideback, build/slideback, ...
        for _ in 0..<5 {
            folders.append(folder.appendingPathComponent("Resources").path)
            folder = folder.deletingLastPathComponent()
        }
        folders.append(FileManager.default.currentDirectoryPath + "/Resources")
        // The walk up reaches / from short paths; a folder is worth trying once.
        var seen = Set<String>()
        return folders.filter { seen.insert($0).inserted }
    }
}
