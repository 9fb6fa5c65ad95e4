import Foundation

/// A strict RFC 8259 JSON parser for the program's input files, reporting failures by line and column.
///
/// It is iterative rather than recursive so that hostile nesting ends in an error, never a stack overflow.
public struct JSONParser {
    /// Why a text is not JSON, and where (1-based; columns count Unicode scalars).
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        /// Line of the failure, 1-based.
        public let line: Int
        /// Column of the failure in Unicode scalars, 1-based.
        public let column: Int
        /// What was wrong or expected there.
        public let message: String

        /// Makes an error at a given place.
        public init(line: Int, column: Int, message: String) {
            self.line = line
            self.column = column
            self.message = message
        }

        /// "line L, column C", the location part of an `InputFileError`.
        public var location: String { "line \(line), column \(column)" }
        /// "line L, column C: message".
        public var description: String { "\(location): \(message)" }
    }

    /// Arrays and objects may nest this deep and no deeper.
    public static let maximumDepth = 512

    /// Parses a whole text as a single JSON value.
    public static func parse(_ text: String) throws -> JSONValue {
        try parse(validUTF8: Array(text.utf8))
    }

    /// Parses bytes as a single JSON value, first checking that they are UTF-8 (a leading byte-order mark is allowed).
    public static func parse(_ data: Data) throws -> JSONValue {
        let bytes = [UInt8](data)
        if let badOffset = firstInvalidUTF8Offset(in: bytes) {
            let byte = String(bytes[badOffset], radix: 16, uppercase: true)
            throw syntaxError(at: badOffset, in: bytes,
                              message: "the text is not valid UTF-8 (unexpected byte 0x\(byte.count < 2 ? "0" : "")\(byte))")
        }
        return try parse(validUTF8: bytes)
    }

    private static func parse(validUTF8 bytes: [UInt8]) throws -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        do {
            return try parser.parseDocument()
        } catch let failure as Failure {
            throw syntaxError(at: failure.offset, in: bytes, message: failure.message)
        }
    }

    /// A failure located by byte offset; turned into line and column only once, when it escapes.
    struct Failure: Error {
        let offset: Int
        let message: String
    }

    /// A container whose members are still being read. It stays in the parser's stack and is appended
    /// to in place: taking an array out of an enum payload to append to it copied the array every time,
    /// which made long arrays and objects quadratic (a 16 MiB file of `[0,0,...` would never finish).
    private struct OpenContainer {
        /// Whether this is an array (`elements`) rather than an object (`members`).
        let isArray: Bool
        var elements: [JSONValue] = []
        var members: [(key: String, value: JSONValue)] = []
        /// The object's keys so far, to refuse duplicates.
        var keys: Set<String> = []
        /// The key whose value is being read.
        var pendingKey = ""
    }

    let bytes: [UInt8]
    /// Where the next byte will be read.
    var offset = 0

    private init(bytes: [UInt8]) {
        self.bytes = bytes
        offset = JSONParser.byteOrderMarkLength(of: bytes)
    }

    private mutating func parseDocument() throws -> JSONValue {
        var stack: [OpenContainer] = []
        document: while true {
            skipWhitespace()
            var value: JSONValue
            switch peek() {
            case UInt8(ascii: "{"):
                try checkDepth(stack.count)
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    offset += 1
                    value = .object([])
                } else {
                    let key = try parseKey(notIn: [])
                    stack.append(OpenContainer(isArray: false, keys: [key], pendingKey: key))
                    continue document
                }
            case UInt8(ascii: "["):
                try checkDepth(stack.count)
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    offset += 1
                    value = .array([])
                } else {
                    stack.append(OpenContainer(isArray: true))
                    continue document
                }
            default:
                value = try parseScalar()
            }
            // The value just read may complete its container, which may complete its own, and so on.
            while !stack.isEmpty {
                skipWhitespace()
                let top = stack.count - 1
                if stack[top].isArray {
                    stack[top].elements.append(value)
                    if try consume(",", or: "]", after: "array element") { continue document }
                    value = .array(stack.removeLast().elements)
                } else {
                    let pendingKey = stack[top].pendingKey
                    stack[top].members.append((key: pendingKey, value: value))
                    if try consume(",", or: "}", after: "object member") {
                        skipWhitespace()
                        let key = try parseKey(notIn: stack[top].keys)
                        stack[top].keys.insert(key)
                        stack[top].pendingKey = key
                        continue document
                    }
                    value = .object(stack.removeLast().members)
                }
            }
            skipWhitespace()
            guard offset == bytes.count else {
                throw Failure(offset: offset, message: "unexpected \(describeCurrent()) after the JSON value (only one value is allowed)")
            }
            return value
        }
    }

    /// Consumes the separator (returning true) or the closer (returning false); anything else is an error.
    private mutating func consume(_ separator: Unicode.Scalar, or closer: Unicode.Scalar, after what: String) throws -> Bool {
        switch peek() {
        case UInt8(ascii: separator):
            offset += 1
            return true
        case UInt8(ascii: closer):
            offset += 1
            return false
        default:
            throw Failure(offset: offset, message: "expected '\(separator)' or '\(closer)' after \(what), found \(describeCurrent())")
        }
    }

    private func checkDepth(_ openContainers: Int) throws {
        if openContainers >= JSONParser.maximumDepth {
            throw Failure(offset: offset, message: "arrays and objects nest deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private mutating func parseKey(notIn existingKeys: Set<String>) throws -> String {
        let keyOffset = offset
        guard peek() == UInt8(ascii: "\"") else {
            throw Failure(offset: offset, message: "expected a string in double quotes as the object key, found \(describeCurrent())")
        }
        let key = try parseString()
        if existingKeys.contains(key) {
            throw Failure(offset: keyOffset, message: "duplicate key \(InputFileError.quoted(key)) in the same object")
        }
        skipWhitespace()
        guard peek() == UInt8(ascii: ":") else {
            throw Failure(offset: offset, message: "expected ':' after object key, found \(describeCurrent())")
        }
        offset += 1
        return key
    }

    private mutating func parseScalar() throws -> JSONValue {
        guard let byte = peek() else {
            throw Failure(offset: offset, message: "expected a value, found the end of the text")
        }
        switch byte {
        case UInt8(ascii: "\""):
            return .string(try parseString())
        case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
            return .number(try parseNumber())
        case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return try parseLiteral()
        default:
            throw Failure(offset: offset, message: "expected a value, found \(describeCurrent())")
        }
    }

    private mutating func parseLiteral() throws -> JSONValue {
        for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)] {
            let wordBytes = Array(word.utf8)
            if bytes.count - offset >= wordBytes.count, bytes[offset ..< offset + wordBytes.count].elementsEqual(wordBytes) {
                offset += wordBytes.count
                return value
            }
        }
        throw Failure(offset: offset, message: "invalid literal (expected true, false or null)")
    }

    private mutating func parseNumber() throws -> Double {
        let start = offset
        if peek() == UInt8(ascii: "-") { offset += 1 }
        guard isDigit(peek()) else {
            throw Failure(offset: offset, message: "expected a digit after '-', found \(describeCurrent())")
        }
        if peek() == UInt8(ascii: "0") {
            offset += 1
            if isDigit(peek()) {
                throw Failure(offset: start, message: "numbers may not have leading zeros")
            }
        } else {
            skipDigits()
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard isDigit(peek()) else {
                throw Failure(offset: offset, message: "expected a digit after the decimal point, found \(describeCurrent())")
            }
            skipDigits()
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard isDigit(peek()) else {
                throw Failure(offset: offset, message: "expected a digit in the exponent, found \(describeCurrent())")
            }
            skipDigits()
        }
        let text = String(decoding: bytes[start ..< offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(offset: start, message: "the number \(InputFileError.quoted(text)) is too large")
        }
        return value
    }
}
