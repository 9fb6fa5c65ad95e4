/// One page on the stack: which scene page it shows, and an identity of its own, because the
/// same scene page can be pushed many times (push wraps round the scene's list).
public struct PageInstance: Hashable, Sendable, CustomStringConvertible {
    /// Unique for the life of a navigator; snapshots are keyed by it.
    public let serial: Int
    /// Index of the page in the scene's `pages`.
    public let specIndex: Int

    /// Makes an instance; only the navigator hands out serials.
    public init(serial: Int, specIndex: Int) {
        self.serial = serial
        self.specIndex = specIndex
    }

    /// A short tag for logs and test failures.
    public var description: String { "#\(serial)(page \(specIndex))" }
}
