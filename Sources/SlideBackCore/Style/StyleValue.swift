/// A value a style constant takes: a number, "none" for an optional number left out, or one of a
/// set of names.
public enum StyleValue: Equatable, Sendable, CustomStringConvertible {
    /// A number.
    case number(Double)
    /// No number (an optional constant that is not set).
    case none
    /// One of the names the constant allows.
    case choice(String)

    /// As `slideback styles` prints it.
    public var description: String {
        switch self {
        case .number(let number): return LocatedJSON.format(number)
        case .none: return "none"
        case .choice(let name): return name
        }
    }
}
