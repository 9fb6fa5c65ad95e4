import CSDL2

/// A failed SDL call, with SDL's own message captured when it was thrown.
public struct SDLError: Error, CustomStringConvertible, Equatable {
    /// What we were doing, then SDL's reason.
    public let description: String

    /// Captures `SDL_GetError()` now and clears it, so a later error is not blamed on this one.
    public init(_ doing: String) {
        let reason = String(cString: SDL_GetError())
        SDL_ClearError()
        description = reason.isEmpty ? doing : "\(doing): \(reason)"
    }

    /// An error that did not come from SDL, such as a failed rename.
    public init(message: String) {
        description = message
    }

    /// Throws if an SDL status code reports failure (negative).
    public static func check(_ status: Int32, _ doing: @autoclosure () -> String) throws {
        if status < 0 { throw SDLError(doing()) }
    }

    /// Unwraps a pointer an SDL call returned, throwing SDL's reason if it is null.
    public static func check<T>(_ pointer: T?, _ doing: @autoclosure () -> String) throws -> T {
        guard let pointer else { throw SDLError(doing()) }
        return pointer
    }
}
