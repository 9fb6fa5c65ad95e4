/// What a command's options are read into: a value with every option at its default.
protocol CommandValues {
    init()
}

/// One option of a command, declared once: its names, the kind and range of its value, its
/// default and its help. The parser, the usage text, the man page and the shell completions are
/// all made from these declarations (`CommandTable`).
struct CommandOption<Values: CommandValues> {
    /// The names it is given by, `-h` before `--help`.
    let names: [String]
    /// The value's name in the usage (`WxH`, `FILE`); `nil` for a flag that takes none.
    let valueName: String?
    /// The allowed values in words, from the value's kind; `nil` for any.
    let range: String?
    /// The default in words; `nil` when there is none to say (a flag, a repeatable option).
    let defaultText: String?
    /// What it does, one sentence or more, without the range and default (the usage adds them).
    let help: String
    /// Whether it may be given more than once, each adding a value.
    let repeatable: Bool
    /// What a shell completes for its value.
    let completion: OptionCompletion
    /// Sets the value read from `argument` (empty for a flag); throws a `ValueProblem`.
    let apply: (inout Values, String) throws -> Void
    /// Whether this is `-h, --help`, which the parser answers itself.
    var isHelp = false

    /// The first column of the usage: `--size WxH`, `-h, --help`.
    var flagsColumn: String {
        names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
    }

    /// The help with the range, the default and "repeatable" after it, as the usage shows it.
    var fullHelp: String {
        let notes = [range, defaultText.map { "default: \($0)" }, repeatable ? "repeatable" : nil].compactMap { $0 }
        return notes.isEmpty ? help : "\(help) (\(notes.joined(separator: "; ")))"
    }
}

extension CommandOption {
    /// `-h, --help`, which every command has.
    static var help: CommandOption {
        var option = CommandOption(names: ["-h", "--help"], valueName: nil, range: nil, defaultText: nil, help: "show this help",
                                   repeatable: false, completion: .nothing) { _, _ in }
        option.isHelp = true
        return option
    }

    /// A flag that takes no value and sets `keyPath` to true.
    static func flag(_ name: String, _ keyPath: WritableKeyPath<Values, Bool>, help: String) -> CommandOption {
        CommandOption(names: [name], valueName: nil, range: nil, defaultText: nil, help: help, repeatable: false,
                      completion: .nothing) { values, _ in values[keyPath: keyPath] = true }
    }

    /// An option whose value sets `keyPath`; the default is the one `Values()` holds unless
    /// `defaultText` says it in other words. `then` runs after the value is set.
    static func value<Value>(_ name: String, _ valueName: String, _ kind: OptionValue<Value>, _ keyPath: WritableKeyPath<Values, Value>,
                             default defaultText: String? = nil, help: String,
                             then: ((inout Values) -> Void)? = nil) -> CommandOption {
        CommandOption(names: [name], valueName: valueName, range: kind.range,
                      defaultText: defaultText ?? kind.describe(Values()[keyPath: keyPath]), help: help, repeatable: false,
                      completion: kind.completion) { values, text in
            values[keyPath: keyPath] = try kind.read(text)
            then?(&values)
        }
    }

    /// An option whose value sets an optional `keyPath`, `nil` until given; `defaultText` says
    /// what `nil` means (`nil`: there is no default to say).
    static func optional<Value>(_ name: String, _ valueName: String, _ kind: OptionValue<Value>, _ keyPath: WritableKeyPath<Values, Value?>,
                                default defaultText: String?, help: String) -> CommandOption {
        custom(name, valueName, kind, default: defaultText, help: help) { values, value in values[keyPath: keyPath] = value }
    }

    /// A repeatable option: each value is appended to `keyPath`.
    static func repeated<Value>(_ name: String, _ valueName: String, _ kind: OptionValue<Value>, _ keyPath: WritableKeyPath<Values, [Value]>,
                                help: String) -> CommandOption {
        custom(name, valueName, kind, default: nil, help: help, repeatable: true) { values, value in values[keyPath: keyPath].append(value) }
    }

    /// An option whose value `set` puts in place itself (several fields, a check of its own).
    static func custom<Value>(_ name: String, _ valueName: String, _ kind: OptionValue<Value>, default defaultText: String?, help: String,
                              repeatable: Bool = false, set: @escaping (inout Values, Value) throws -> Void) -> CommandOption {
        CommandOption(names: [name], valueName: valueName, range: kind.range, defaultText: defaultText, help: help,
                      repeatable: repeatable, completion: kind.completion) { values, text in try set(&values, try kind.read(text)) }
    }
}
