import Foundation
@testable import SlideBackCore

/// What a generated case must parse to, when the generator knows.
enum FuzzExpectation<Value: Equatable> {
    /// Any value or well-formed error.
    case anything
    /// Exactly this value.
    case value(Value)
    /// An error at one of these locations (JSON paths or "top level").
    case error(at: Set<String>)
    /// A syntax error ("line L, column C") whose message contains this text.
    case syntaxError(containing: String)
}
