/// A command line that cannot be run; the message names the command (for a command), the flag
/// and what was wrong, in one line.
struct OptionError: Error, CustomStringConvertible {
    /// One line, naming the flag.
    let description: String
    /// Whether the usage text should follow (an unknown flag of the program itself).
    var showUsage = false
}
