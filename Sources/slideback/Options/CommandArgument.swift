/// A word after a command that is not an option (`help COMMAND`, `completions SHELL`), declared
/// as an option is: its name, kind, help, and whether it may be left out.
struct CommandArgument<Values: CommandValues> {
    /// Its name in the usage (`COMMAND`).
    let valueName: String
    /// Whether it may be left out.
    let optional: Bool
    /// The allowed values in words, from its kind.
    let range: String?
    /// What it is.
    let help: String
    /// What a shell completes for it.
    let completion: OptionCompletion
    /// Sets the value read from the word; throws a `ValueProblem`.
    let apply: (inout Values, String) throws -> Void

    /// An argument whose value sets an optional `keyPath`.
    static func value<Value>(_ valueName: String, _ kind: OptionValue<Value>, _ keyPath: WritableKeyPath<Values, Value?>,
                             optional: Bool, help: String) -> CommandArgument {
        CommandArgument(valueName: valueName, optional: optional, range: kind.range, help: help, completion: kind.completion) { values, text in
            values[keyPath: keyPath] = try kind.read(text)
        }
    }

    /// `NAME` or `[NAME]`, as the synopsis writes it.
    var synopsis: String { optional ? "[\(valueName)]" : valueName }
}
