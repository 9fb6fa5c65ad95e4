/// What a shell's completion offers for a value.
enum OptionCompletion: Equatable {
    /// Nothing: a number, a name, free text.
    case nothing
    /// File names.
    case file
    /// Folder names.
    case folder
    /// These words.
    case words([String])
}
