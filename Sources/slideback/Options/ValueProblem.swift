/// What is wrong with one argument, without the flag's or the command's name: the parser puts
/// them in front, so every message of every command starts the same way.
struct ValueProblem: Error, CustomStringConvertible {
    /// One line.
    let description: String

    /// The problem `expected EXPECTED, got "TEXT"`, the text cut to 40 characters.
    static func expected(_ expected: String, got text: String) -> ValueProblem {
        ValueProblem(description: "expected \(expected), got \"\(text.prefix(40))\"")
    }
}
