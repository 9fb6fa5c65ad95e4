/// A recording output that could not be written.
struct RecordingError: Error, CustomStringConvertible {
    /// One line naming the file.
    let description: String
}
