import SlideBackCore

/// A platform `slideback export` writes code for: its name (`--target`), the platform version and
/// API the code is written against, the source file's extension, and the writer. The table is one
/// list, so a new target is one more entry (and the command's table of every target, pages and
/// stylesheets beside code, can take these as entries).
public struct CodeTarget: Sendable {
    /// The `--target` name.
    public let name: String
    /// The extension of the source file it writes, without the dot (`swift`, `kt`).
    public let fileExtension: String
    /// The platform version and API the code is written against, as its header says.
    public let platform: String
    /// Makes the code for a style.
    let write: @Sendable (StyleSpec) -> String

    /// The code that reproduces `spec`, ending in a newline.
    public func code(for spec: StyleSpec) -> String { write(spec) }

    /// Every target, in the order `--help` lists them.
    public static let all: [CodeTarget] = [swiftUI, uiKit, compose, flutter, reactNavigation]

    /// The target of a name, if any.
    public static func named(_ name: String) -> CodeTarget? { all.first { $0.name == name } }
}
