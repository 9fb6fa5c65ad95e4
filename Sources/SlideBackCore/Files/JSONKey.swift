/// A JSON object key named at run time, for `Encodable` values whose keys come from declarations
/// (a style's fields, a report's figures) rather than from stored properties.
public struct JSONKey: CodingKey, ExpressibleByStringLiteral, Sendable {
    /// The key as written.
    public let stringValue: String
    /// Always `nil`: these keys name object members, never array positions.
    public var intValue: Int? { nil }

    /// The key `name`.
    public init(_ name: String) { stringValue = name }

    /// The key `stringValue`.
    public init(stringValue: String) { self.init(stringValue) }

    /// The key written as a literal: `"name"`.
    public init(stringLiteral value: String) { self.init(value) }

    /// No integer keys: `nil`.
    public init?(intValue: Int) { nil }
}
