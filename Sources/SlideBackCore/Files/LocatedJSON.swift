import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A JSON value together with the file it came from and its path inside it, so that every complaint
/// the scene and script loaders make can name both.
struct LocatedJSON {
    /// The value at this place.
    let value: JSONValue
    /// The file as the user named it.
    let file: String
    /// Path from the document root, such as `pages[2].bar`; empty for the root itself.
    let path: String

    /// Input files larger than this are refused before parsing: real ones are a few kilobytes.
    static let maximumFileSize = 16 * 1024 * 1024

    /// The path as an error shows it.
    var location: String { path.isEmpty ? "top level" : path }

    /// An error located here.
    func error(_ message: String) -> InputFileError {
        InputFileError(file: file, location: location, message: message)
    }

    // MARK: Loading

    /// Reads a file and parses it as JSON.
    static func load(contentsOf path: String) throws -> LocatedJSON {
        try parse(readFile(atPath: path), file: path)
    }

    /// Parses bytes as the JSON document of `file`, refusing more than `limit` bytes.
    static func parse(_ data: Data, file: String, limit: Int = maximumFileSize) throws -> LocatedJSON {
        guard data.count <= limit else {
            throw InputFileError(file: file, location: "file", message: "the file is larger than \(limit >> 20) MiB")
        }
        if let encoding = TextEncodingSniffer.wideEncoding(of: data) {
            throw InputFileError(file: file, location: "line 1, column 1", message: "the file is \(encoding), which is not valid UTF-8; save it as UTF-8")
        }
        do {
            return LocatedJSON(value: try JSONParser.parse(data), file: file, path: "")
        } catch let syntaxError as JSONParser.SyntaxError {
            throw InputFileError(file: file, location: syntaxError.location, message: syntaxError.message)
        } catch {
            // The parser throws nothing else, but callers are promised InputFileError only.
            throw InputFileError(file: file, location: "file", message: "\(error)")
        }
    }

    /// The whole file, read with POSIX calls so the message carries the system's own reason; a
    /// FIFO, device, socket or folder is refused at once, without blocking.
    static func readFile(atPath path: String, limit: Int = maximumFileSize) throws -> Data {
        do {
            return try InputFile.read(atPath: path, limit: limit, limitText: "\(limit >> 20) MiB")
        } catch let problem as InputFile.Problem {
            throw InputFileError(file: path, location: "file", message: problem.description)
        }
    }

    // MARK: Typed access

    /// The member named `key`, or `nil` when absent; an error when this is not an object.
    func member(_ key: String) throws -> LocatedJSON? {
        guard case let .object(members) = value else { throw wrongKind(expected: "an object") }
        guard let found = members.first(where: { $0.key == key }) else { return nil }
        return LocatedJSON(value: found.value, file: file, path: childPath(key))
    }

    /// The member named `key`; an error at its path when absent, explaining why it is needed.
    func requiredMember(_ key: String, because reason: String) throws -> LocatedJSON {
        guard let found = try member(key) else {
            throw InputFileError(file: file, location: childPath(key), message: "missing; \(reason)")
        }
        return found
    }

    /// The elements of this array, each knowing its index in the path.
    func elements() throws -> [LocatedJSON] {
        guard case let .array(values) = value else { throw wrongKind(expected: "an array") }
        return values.enumerated().map { index, element in
            LocatedJSON(value: element, file: file, path: "\(path)[\(index)]")
        }
    }

    /// This value as a string.
    func string() throws -> String {
        guard case let .string(text) = value else { throw wrongKind(expected: "a string") }
        return text
    }

    /// This value as a boolean.
    func bool() throws -> Bool {
        guard case let .bool(flag) = value else { throw wrongKind(expected: "true or false") }
        return flag
    }

    /// This value as a number (always finite: the parser refuses overflowing numbers).
    func number() throws -> Double {
        guard case let .number(number) = value else { throw wrongKind(expected: "a number") }
        return number
    }

    /// This value as a whole number within `range`.
    func integer(in range: ClosedRange<Int>) throws -> Int {
        let number = try number()
        guard number.rounded(.towardZero) == number else {
            throw error("expected a whole number, found \(LocatedJSON.format(number))")
        }
        // Compared as Double first, because converting an out-of-range Double to Int would trap.
        guard number >= Double(range.lowerBound) else {
            throw error("must be at least \(range.lowerBound), found \(LocatedJSON.format(number))")
        }
        guard number <= Double(range.upperBound), let whole = Int(exactly: number) else {
            throw error("must be at most \(range.upperBound), found \(LocatedJSON.format(number))")
        }
        return whole
    }

    /// A number as people write it: whole numbers without ".0".
    static func format(_ number: Double) -> String {
        if number.rounded(.towardZero) == number, abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }

    private func childPath(_ key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    private func wrongKind(expected: String) -> InputFileError {
        error("expected \(expected), found \(value.kindDescription)")
    }
}
