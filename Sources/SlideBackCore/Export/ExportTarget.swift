/// A platform `slideback export` writes code for: its name (`--target`), the platform version and
/// API the code is written against, and the writer. The table is one list, so a new target is one
/// more entry.
public struct ExportTarget: Sendable {
    /// The `--target` name.
    public let name: String
    /// The platform version and API the code is written against, as its header says.
    public let platform: String
    /// Makes the code for a style.
    let write: @Sendable (StyleSpec) -> String

    /// The code that reproduces `spec`, ending in a newline.
    public func code(for spec: StyleSpec) -> String { write(spec) }

    /// Every target, in the order `--help` lists them.
    public static let all: [ExportTarget] = [swiftUI, uiKit, compose, flutter, reactNavigation]

    /// The target of a name, if any.
    public static func named(_ name: String) -> ExportTarget? { all.first { $0.name == name } }
}
