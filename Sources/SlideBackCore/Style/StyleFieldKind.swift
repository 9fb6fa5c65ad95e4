/// What values a style constant allows.
public enum StyleFieldKind: Equatable, Sendable {
    /// A number within a range.
    case number(ClosedRange<Double>)
    /// A number within a range, or `null` for none.
    case optionalNumber(ClosedRange<Double>)
    /// One of these names.
    case choice([String])
}
