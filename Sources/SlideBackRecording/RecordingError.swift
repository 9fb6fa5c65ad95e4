/// A recording output that could not be written.
public struct RecordingError: Error, CustomStringConvertible {
    /// One line naming the flag and the file.
    public let description: String

    /// Runs `body`, turning what it throws into an error that starts with `flag`.
    public static func naming<Result>(_ flag: String, _ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as RecordingError {
            throw error
        } catch {
            throw RecordingError(description: "\(flag): \(error)")
        }
    }
}
