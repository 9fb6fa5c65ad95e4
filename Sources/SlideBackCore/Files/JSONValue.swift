/// One parsed JSON value, as `JSONParser` produces it from a scene file or an input script.
public enum JSONValue: Equatable, Sendable {
    /// An object; members keep the order they had in the file, so errors and round trips follow the author.
    case object([(key: String, value: JSONValue)])
    /// An array of values.
    case array([JSONValue])
    /// A string, with every escape already decoded.
    case string(String)
    /// A number; JSON does not distinguish integers, so callers check for whole values themselves.
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    /// Two values are equal when they have the same kind and contents; object members must also agree in order.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case let (.object(left), .object(right)):
            // Tuples are not Equatable, so members are compared pair by pair.
            return left.count == right.count
                && zip(left, right).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        case let (.array(left), .array(right)):
            return left == right
        case let (.string(left), .string(right)):
            return left == right
        case let (.number(left), .number(right)):
            return left == right
        case let (.bool(left), .bool(right)):
            return left == right
        case (.null, .null):
            return true
        default:
            return false
        }
    }

    /// The value of the member named `key` when this is an object that has one, else `nil`.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The kind of value with an article ("an object", "a string"), for messages such as "expected an array, found a string".
    public var kindDescription: String {
        switch self {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}
