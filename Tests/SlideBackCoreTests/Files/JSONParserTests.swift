import Foundation
import XCTest
@testable import SlideBackCore

final class JSONParserTests: XCTestCase {
    // MARK: Valid documents

    func testScalars() throws {
        XCTAssertEqual(try JSONParser.parse("true"), .bool(true))
        XCTAssertEqual(try JSONParser.parse("false"), .bool(false))
        XCTAssertEqual(try JSONParser.parse(" null "), .null)
        XCTAssertEqual(try JSONParser.parse("0"), .number(0))
        XCTAssertEqual(try JSONParser.parse("-12.5e3"), .number(-12_500))
        XCTAssertEqual(try JSONParser.parse("1E+2"), .number(100))
        XCTAssertEqual(try JSONParser.parse("25e-2"), .number(0.25))
        XCTAssertEqual(try JSONParser.parse("\"plain\""), .string("plain"))
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try JSONParser.parse(#""\" \\ \/ \b \f \n \r \t""#), .string("\" \\ / \u{8} \u{C} \n \r \t"))
        XCTAssertEqual(try JSONParser.parse(#""caf\u00e9 \u00E9""#), .string("café é"))
        XCTAssertEqual(try JSONParser.parse(#""\uD83D\uDE00!""#), .string("😀!"))
        XCTAssertEqual(try JSONParser.parse(#""a\u0000b""#), .string("a\u{0}b"))
        XCTAssertEqual(try JSONParser.parse("\"raw é 😀\""), .string("raw é 😀"))
    }

    func testObjectsKeepMemberOrderAndNest() throws {
        let value = try JSONParser.parse(#"{ "b": [1, {"c": null}], "a": {} , "e": [] }"#)
        XCTAssertEqual(value, .object([
            (key: "b", value: .array([.number(1), .object([(key: "c", value: .null)])])),
            (key: "a", value: .object([])),
            (key: "e", value: .array([])),
        ]))
        XCTAssertNotEqual(value, .object([(key: "a", value: .object([])), (key: "b", value: .null)]))
        XCTAssertEqual(value["a"], .object([]))
        XCTAssertNil(value["missing"])
    }

    func testDataWithByteOrderMarkParses() throws {
        let data = Data([0xEF, 0xBB, 0xBF] + Array("[1]".utf8))
        XCTAssertEqual(try JSONParser.parse(data), .array([.number(1)]))
    }

    func testNestingUpToTheLimitParses() throws {
        let depth = JSONParser.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        var value = try JSONParser.parse(text)
        var levels = 0
        while case let .array(elements) = value {
            levels += 1
            value = elements.first ?? .null
        }
        XCTAssertEqual(levels, depth)
    }

    // MARK: Syntax errors and their positions

    func testSyntaxErrorsReportLineColumnAndReason() {
        assertSyntaxError("{\n  \"a\": 1,\n  \"b\": 2\n  \"c\": 3\n}", line: 4, column: 3,
                          "expected ',' or '}' after object member, found '\"'")
        assertSyntaxError("{\n  \"a\": 1,\n  \"b\" 2\n}", line: 3, column: 7, "expected ':' after object key, found '2'")
        assertSyntaxError("[1 2]", line: 1, column: 4, "expected ',' or ']' after array element, found '2'")
        assertSyntaxError("[\"é\", x]", line: 1, column: 7, "expected a value, found 'x'")
        assertSyntaxError("[1,]", line: 1, column: 4, "expected a value, found ']'")
        assertSyntaxError("{\"a\":1,}", line: 1, column: 8,
                          "expected a string in double quotes as the object key, found '}'")
        assertSyntaxError("{a:1}", line: 1, column: 2, "expected a string in double quotes as the object key, found 'a'")
        assertSyntaxError("", line: 1, column: 1, "expected a value, found the end of the text")
        assertSyntaxError("  \n ", line: 2, column: 2, "expected a value, found the end of the text")
        assertSyntaxError("[1", line: 1, column: 3, "expected ',' or ']' after array element, found the end of the text")
        assertSyntaxError("1 2", line: 1, column: 3, "unexpected '2' after the JSON value (only one value is allowed)")
        assertSyntaxError("tru", line: 1, column: 1, "invalid literal (expected true, false or null)")
        assertSyntaxError("[nul]", line: 1, column: 2, "invalid literal (expected true, false or null)")
        assertSyntaxError("{\"a\": 1, \"a\": 2}", line: 1, column: 10, "duplicate key \"a\" in the same object")
    }

    func testNumberErrors() {
        assertSyntaxError("01", line: 1, column: 1, "numbers may not have leading zeros")
        assertSyntaxError("-", line: 1, column: 2, "expected a digit after '-', found the end of the text")
        assertSyntaxError("1.", line: 1, column: 3, "expected a digit after the decimal point, found the end of the text")
        assertSyntaxError("1e+", line: 1, column: 4, "expected a digit in the exponent, found the end of the text")
        assertSyntaxError(".5", line: 1, column: 1, "expected a value, found '.'")
        assertSyntaxError("+1", line: 1, column: 1, "expected a value, found '+'")
        assertSyntaxError("[1e400]", line: 1, column: 2, "the number \"1e400\" is too large")
    }

    func testStringErrors() {
        assertSyntaxError("[\n \"abc", line: 2, column: 2, "the string starting here is never closed with '\"'")
        assertSyntaxError("\"a\nb\"", line: 1, column: 3, "a line break must be escaped inside a string")
        assertSyntaxError("\"a\u{1}\"", line: 1, column: 3, "U+0001 must be escaped inside a string")
        assertSyntaxError(#""ab\x""#, line: 1, column: 4,
                          #"invalid escape 'x' after '\' (use \" \\ \/ \b \f \n \r \t or \uXXXX)"#)
        assertSyntaxError(#""\u12G4""#, line: 1, column: 2, #"expected four hex digits after \u"#)
        assertSyntaxError(#""\uD800""#, line: 1, column: 2,
                          #"unpaired surrogate \uD800 (it must be followed by a \uDC00-\uDFFF escape)"#)
        assertSyntaxError(#""\uD800\u0041""#, line: 1, column: 8,
                          #"\u0041 cannot follow the surrogate \uD800 (expected \uDC00-\uDFFF)"#)
        assertSyntaxError(#""x\uDC00""#, line: 1, column: 3,
                          #"unpaired surrogate \uDC00 (a low surrogate must follow a high one)"#)
        assertSyntaxError("\"\\", line: 1, column: 2, "the text ends inside an escape sequence")
    }

    func testInvalidUTF8IsLocated() {
        let data = Data(Array("{\n \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8))
        XCTAssertThrowsError(try JSONParser.parse(data)) { error in
            XCTAssertEqual(error as? JSONParser.SyntaxError,
                           JSONParser.SyntaxError(line: 2, column: 8,
                                                  message: "the text is not valid UTF-8 (unexpected byte 0xC3)"))
        }
    }

    func testNestingBeyondTheLimitIsAnErrorNotACrash() {
        let depth = JSONParser.maximumDepth + 1
        assertSyntaxError(String(repeating: "[", count: depth) + String(repeating: "]", count: depth),
                          line: 1, column: depth, "arrays and objects nest deeper than 512 levels")
        assertSyntaxError(String(repeating: "{\"a\":", count: 100_000), line: 1, column: 5 * 512 + 1,
                          "arrays and objects nest deeper than 512 levels")
    }

    // MARK: InputFileError

    func testInputFileErrorDescriptionIsOneLine() {
        let error = InputFileError(file: "dir/a\nb.json", location: "pages[0].id", message: "bad\r\nvalue\u{202E}")
        XCTAssertEqual(error.description, "dir/a\\nb.json: pages[0].id: bad\\r\\nvalue\\u{202E}")
        XCTAssertEqual(InputFileError(file: "f", location: "top level", message: "m").description, "f: top level: m")
    }

    func testQuotedUserTextIsCutAt40Characters() {
        XCTAssertEqual(InputFileError.quoted("short"), "\"short\"")
        XCTAssertEqual(InputFileError.quoted(String(repeating: "x", count: 40)), "\"" + String(repeating: "x", count: 40) + "\"")
        XCTAssertEqual(InputFileError.quoted(String(repeating: "é", count: 41)), "\"" + String(repeating: "é", count: 40) + "…\"")
        XCTAssertEqual(InputFileError.quoted("a\tb"), "\"a\\tb\"")
        let combining = "e" + String(repeating: "\u{301}", count: 10_000)
        XCTAssertLessThan(InputFileError.quoted(combining).unicodeScalars.count, 200)
    }

    // MARK: Fuzzing

    func testMutatedJSONNeverCrashes() {
        let seeds = [#"{"a": [1, -2.5e3, true, false, null, "s\n\u00e9\uD83D\uDE00"], "b": {"c": {}}}"#, "[[[]], {}]"]
        var mutator = ByteMutator(seed: 0x5EED)
        for iteration in 0 ..< 3000 {
            let data = mutator.mutate(Array(seeds[iteration % seeds.count].utf8))
            do {
                _ = try JSONParser.parse(Data(data))
            } catch let error as JSONParser.SyntaxError {
                XCTAssertGreaterThanOrEqual(error.line, 1)
                XCTAssertGreaterThanOrEqual(error.column, 1)
                XCTAssertFalse(error.message.isEmpty)
            } catch {
                XCTFail("unexpected error \(error) for \(data)")
            }
        }
    }

    private func assertSyntaxError(_ text: String, line: Int, column: Int, _ message: String,
                                   file: StaticString = #filePath, testLine: UInt = #line) {
        XCTAssertThrowsError(try JSONParser.parse(text), file: file, line: testLine) { error in
            XCTAssertEqual(error as? JSONParser.SyntaxError,
                           JSONParser.SyntaxError(line: line, column: column, message: message),
                           file: file, line: testLine)
        }
    }
}

/// Deterministic random edits of valid documents, shared by the parsers' fuzz tests.
struct ByteMutator {
    private var random: SeededRandom

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    mutating func next() -> UInt64 { random.next() }

    mutating func below(_ bound: Int) -> Int { random.below(bound) }

    /// Bytes that matter to JSON and to the file formats, so that mutations reach deep into the parsers.
    private static let interestingBytes: [UInt8] = Array("{}[]\",:\\0123456789-+.eEtfnu#xy \n\t".utf8) + [0x00, 0x7F, 0xC3, 0xA9, 0xFF, 0xED]

    /// One to four random edits: bit flips, replacements, insertions, deletions, truncation, duplicated runs.
    mutating func mutate(_ original: [UInt8]) -> [UInt8] {
        var bytes = original
        for _ in 0 ... below(4) {
            let position = below(bytes.count + 1)
            switch below(6) {
            case 0 where position < bytes.count:
                bytes[position] ^= UInt8(1 << below(8))
            case 1 where position < bytes.count:
                bytes[position] = Self.interestingBytes[below(Self.interestingBytes.count)]
            case 2:
                bytes.insert(Self.interestingBytes[below(Self.interestingBytes.count)], at: position)
            case 3 where position < bytes.count:
                bytes.remove(at: position)
            case 4:
                bytes = Array(bytes.prefix(position))
            default:
                let start = below(bytes.count + 1)
                let run = bytes[start ..< min(bytes.count, start + below(12))]
                bytes.insert(contentsOf: run, at: below(bytes.count + 1))
            }
        }
        return bytes
    }
}
