extension Scene {
    /// Why a path cannot give screens: one line naming it.
    public struct ScreensProblem: Error, Equatable, CustomStringConvertible {
        /// The path as the user gave it, or the file in a folder that is at fault.
        public let path: String
        /// What is wrong, phrased so the user can fix it.
        public let reason: String

        /// Makes a problem.
        public init(path: String, reason: String) {
            self.path = path
            self.reason = reason
        }

        /// "path: reason", one line.
        public var description: String { "\(InputFileError.singleLine(path)): \(InputFileError.singleLine(reason))" }
    }
}
