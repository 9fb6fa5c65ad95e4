/// Why a reference motion cannot be used: one line that starts with the file's name.
public struct ReferenceProblem: Error, Equatable, CustomStringConvertible {
    /// The line.
    public let description: String

    /// `FILE: message`, the file's name made printable and cut as every message quotes a name.
    public init(file: String, _ message: String) {
        description = InputFileError.singleLine(file) + ": " + message
    }
}
