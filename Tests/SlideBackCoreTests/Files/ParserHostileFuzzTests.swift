import Foundation
import XCTest
@testable import SlideBackCore

/// Hand-picked hostile files at the edges of the formats: deep nesting, huge sizes and numbers, broken
/// encodings. Each must end in a value within the limits or a clear error, quickly; sizes are chosen so that
/// a quadratic parser (as it once was for long arrays, objects and escaped strings) fails the time limit.
final class ParserHostileFuzzTests: XCTestCase {
    private let depth = JSONParser.maximumDepth

    private func text(_ parts: String...) -> [UInt8] { Array(parts.joined().utf8) }
    private func repeated(_ unit: String, _ count: Int) -> String { String(repeating: unit, count: count) }

    func testDeepNestingEndsInAnErrorNotAStackOverflowFuzz() {
        var harness = FuzzHarness(seed: 0)
        let tooDeep = FuzzExpectation<Scene>.syntaxError(containing: "nest deeper than \(depth) levels")
        harness.scene(text(repeated("[", 100_000)), "100000 [", expect: tooDeep)
        harness.scene(text("{\"pages\": ", repeated("[", 100_000)), "pages holding 100000 [", expect: tooDeep)
        harness.scene(text(repeated("{\"a\":", 100_000)), "100000 {\"a\":", expect: tooDeep)
        harness.scene(text(repeated("[{\"a\":", 50000)), "alternating arrays and objects", expect: tooDeep)
        harness.scene(text(repeated("[", 100_000), repeated("]", 100_000)), "100000 [ closed", expect: tooDeep)
        // Root object, pages array and page object are 3 levels; an unknown key may nest right up to the limit.
        let page = PageSpec(id: "a", title: "a")
        harness.scene(text("{\"pages\": [{\"id\": \"a\", \"deep\": ", repeated("[", depth - 3), repeated("]", depth - 3), "}]}"),
                      "an unknown key nested to the limit", expect: .value(Scene(pages: [page])))
        harness.scene(text("{\"pages\": [{\"id\": \"a\", \"deep\": ", repeated("[", depth - 2), repeated("]", depth - 2), "}]}"),
                      "an unknown key nested one level deeper", expect: tooDeep)
        harness.script(text("{\"events\": [", repeated("{\"x\":", 100_000)), "events holding 100000 objects",
                       expect: .syntaxError(containing: "nest deeper"))
        harness.finish("deep nesting")
    }

    func testHugeFilesAreRefusedOrParsedInLinearTimeFuzz() {
        var harness = FuzzHarness(seed: 0)
        // Each escape once copied the whole string so far: 1.6 million of them took about 25 s, now well under 1 s.
        harness.scene(text("{\"pages\": [{\"id\": \"a\", \"note\": \"", repeated("\\n", 1_600_000), "\"}]}"), "1.6 million escapes",
                      expect: .value(Scene(pages: [PageSpec(id: "a", title: "a")])))
        let title = repeated(repeated("x", 999) + "\\n", 10_000)
        let result = harness.scene(text("{\"pages\": [{\"id\": \"a\", \"title\": \"", title, "\"}]}"), "10 MB title",
                                   expect: .error(at: ["pages[0].title"]))
        if case let .failure(error as InputFileError) = result {
            XCTAssertTrue(error.message.contains("is 10000000 characters long (at most 1000)"), error.message)
        }
        let longID = repeated("i", 100_000)
        let idResult = harness.scene(text("{\"pages\": [{\"id\": \"", longID, "\"}]}"), "100000-character id shown as the title",
                                     expect: .error(at: ["pages[0].id"]))
        if case let .failure(error as InputFileError) = idResult {
            XCTAssertEqual(error.message, "the id, shown as the title when there is none, is 100000 characters long (at most 1000; add a shorter \"title\")")
        }
        harness.scene(text("{\"pages\": [{\"id\": \"", longID, "\", \"title\": \"t\"}]}"), "100000-character id with a title",
                      expect: .value(Scene(pages: [PageSpec(id: longID, title: "t")])))
        // 40000 elements or members took over 10 s when every append copied the container.
        harness.scene(text("{\"pages\": [", repeated("{},", 39_999), "{}]}"), "40000 pages", expect: .error(at: ["pages"]))
        let keys = (0 ..< 40_000).map { "\"k\($0)\": \($0), " }.joined()
        harness.scene(text("{\"pages\": [{", keys, "\"id\": \"a\"}]}"), "40000 unknown keys", expect: .value(Scene(pages: [PageSpec(id: "a", title: "a")])))
        let pages = (0 ..< Scene.maximumPageCount).map { PageSpec(id: "p\($0)", title: "p\($0)") }
        harness.scene(text("{\"pages\": [", pages.map { "{\"id\": \"\($0.id)\"}" }.joined(separator: ","), "]}"), "the most pages allowed",
                      expect: .value(Scene(pages: pages)))
        let events = (0 ..< 40_000).map { ScriptEvent(frame: $0 / 3, action: .move(Point(x: Double($0), y: -0.5), pointer: 1)) }
        let eventTexts = (0 ..< 40_000).map { "{\"frame\": \($0 / 3), \"action\": \"move\", \"x\": \($0), \"y\": -0.5, \"pointer\": 1}" }
        harness.script(text("{\"events\": [", eventTexts.joined(separator: ","), "]}"), "40000 events",
                       expect: .value(InputScript(events: events)))
        let oversized = [UInt8](repeating: 0x20, count: LocatedJSON.maximumFileSize + 1)
        harness.scene(oversized, "16 MiB + 1 byte", expect: .error(at: ["file"]))
        harness.finish("huge files")
    }

    func testHostileNumbersFuzz() {
        var harness = FuzzHarness(seed: 0, file: "s.json")
        func script(_ member: String, _ label: String, _ expected: FuzzExpectation<InputScript>, line: UInt = #line) {
            harness.script(text("{\"events\": [{\"action\": \"down\", \"x\": 1, \"y\": 2, ", member, "}]}"), label, expect: expected, line: line)
        }
        func down(_ frame: Int) -> FuzzExpectation<InputScript> {
            .value(InputScript(events: [ScriptEvent(frame: frame, action: .down(Point(x: 1, y: 2), pointer: 0))]))
        }
        for huge in ["1e400", "-1e400", "1" + repeated("0", 1_000_000), "1e99999999999999999999"] {
            script("\"frame\": \(huge)", "frame \(huge.prefix(20))", .syntaxError(containing: "is too large"))
        }
        for notJSON in ["NaN", "nan", "Infinity", "-Infinity", "+1", "01", "1.", ".5", "0x10", "1e", "--1", "- 1"] {
            script("\"frame\": \(notJSON)", "frame \(notJSON)", .syntaxError(containing: ""))
        }
        for (zero, label) in [("-0", "-0"), ("-0.0", "-0.0"), ("1e-400", "1e-400"), ("0." + repeated("0", 1_000_000), "0.000...")] {
            script("\"frame\": \(zero)", "frame \(label)", down(0))
        }
        for bad in ["-1", "1.5", "10000001", "1e300", "9223372036854775807", "9223372036854775808", "1e19", "true", "\"3\""] {
            script("\"frame\": \(bad)", "frame \(bad)", .error(at: ["events[0].frame"]))
        }
        script("\"frame\": 10000000", "the last frame allowed", down(InputScript.maximumFrame))
        for (x, y, problem) in [("1e300", "0", "x"), ("1", "-1e300", "y"), ("100000.00001", "0", "x"), ("-100000", "100000", nil),
                                ("4.9e-324", "-0", nil), ("1e-400", "-1e-400", nil)] as [(String, String, String?)] {
            let point = Point(x: Double(x) ?? .nan, y: Double(y) ?? .nan)
            let expected: FuzzExpectation<InputScript> = problem.map { .error(at: ["events[0].\($0)"]) }
                ?? .value(InputScript(events: [ScriptEvent(frame: 0, action: .up(point, pointer: 0))]))
            harness.script(text("{\"events\": [{\"frame\": 0, \"action\": \"up\", \"x\": \(x), \"y\": \(y)}]}"), "up at \(x), \(y)", expect: expected)
        }
        harness.script(text("{\"events\": [{\"frame\": 3, \"action\": \"pop\"}, {\"frame\": 2, \"action\": \"pop\"}]}"), "frames out of order",
                       expect: .error(at: ["events[1].frame"]))
        harness.finish("hostile numbers")
    }

    func testBrokenEncodingsAndControlCharactersFuzz() {
        var harness = FuzzHarness(seed: 0)
        let good = text("{\"pages\": [{\"id\": \"a\"}]}")
        let scene = FuzzExpectation<Scene>.value(Scene(pages: [PageSpec(id: "a", title: "a")]))
        func broken(_ bytes: [UInt8], _ label: String, _ message: String = "", line: UInt = #line) {
            harness.scene(bytes, label, expect: .syntaxError(containing: message), line: line)
        }
        harness.scene([0xEF, 0xBB, 0xBF] + good, "a byte-order mark", expect: scene)
        harness.scene(text("\t\r\n ") + good + text("\n\n"), "blank space around", expect: scene)
        broken([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + good, "two byte-order marks")
        broken(Array(good[..<10]) + [0xEF, 0xBB, 0xBF] + Array(good[10...]), "a byte-order mark inside")
        broken([0xFF, 0xFE] + good.flatMap { [$0, 0] }, "UTF-16 with its byte-order mark", "not valid UTF-8")
        broken(good.flatMap { [$0, 0] }, "UTF-16 without a byte-order mark")
        for (bytes, name) in [([0xFF], "FF"), ([0xC3], "a lone lead byte"), ([0xC0, 0x80], "an overlong NUL"), ([0xED, 0xA0, 0x80], "an encoded surrogate"),
                              ([0xF4, 0x90, 0x80, 0x80], "a scalar past U+10FFFF"), ([0x80], "a lone continuation byte")] as [([UInt8], String)] {
            broken(text("{\"pages\": [{\"id\": \"") + bytes + text("\"}]}"), "\(name) in an id", "not valid UTF-8")
            broken(good + bytes, "\(name) at the end", "not valid UTF-8")
        }
        broken(text("{\"pages\": [{\"id\": \"a\u{0}\"}]}"), "a raw NUL in a string", "must be escaped")
        broken(text("{\"pages\":\u{0} [{\"id\": \"a\"}]}"), "a raw NUL between tokens")
        broken(good + [0], "a NUL after the document", "after the JSON value")
        broken(text("{\"pages\": [{\"id\": \"\\uD800\"}]}"), "an unpaired surrogate escape", "unpaired surrogate")
        broken(text("{\"pages\": [{\"id\": \"\\uDE00\\uD83D\"}]}"), "surrogates in the wrong order", "unpaired surrogate")
        broken(text("{\"pages\": [{\"id\": \"a\", \"id\": \"b\"}]}"), "a duplicated key", "duplicate key")
        for empty in [[], [0xEF, 0xBB, 0xBF], text(" \n\t")] as [[UInt8]] { broken(empty, "\(empty.count) bytes without a value") }
        harness.scene(text("{\"pages\": [{\"id\": \"a\\u0000\\n\u{2028}\u{202E}\"}]}"), "control characters in an id",
                      expect: .value(Scene(pages: [PageSpec(id: "a\u{0}\n\u{2028}\u{202E}", title: "a\u{0}\n\u{2028}\u{202E}")])))
        // Quoted user text is cut, and so is its printed form: 40 bidi overrides or tag characters each print as \u{...}.
        let hostileNames = [("line breaks", "\\n\\r\u{2028}\u{2029}\u{202E}\u{85}"), ("10000 é", repeated("é", 10_000)),
                            ("10000 combining marks", "e" + repeated("\u{301}", 10_000)), ("1000 NULs", repeated("\\u0000", 1000)),
                            ("40 bidi overrides", repeated("\u{202E}", 40)), ("200 tag characters", "a" + repeated("\u{E0020}", 200)),
                            ("100 language tags", repeated("\u{E0001}", 100))]
        for (name, hostile) in hostileNames {
            harness.scene(text("{\"pages\": [{\"id\": \"a\", \"bar\": \"", hostile, "\"}]}"), "bar of \(name)", expect: .error(at: ["pages[0].bar"]))
            harness.script(text("{\"events\": [{\"frame\": 0, \"action\": \"", hostile, "\"}]}"), "action of \(name)",
                           expect: .error(at: ["events[0].action"]))
            harness.script(text("{\"events\": [{\"frame\": 0, \"action\": \"key\", \"key\": \"", hostile, "\"}]}"), "key of \(name)",
                           expect: .error(at: ["events[0].key"]))
        }
        XCTAssertEqual(InputFileError.quoted(repeated("\u{202E}", 40)), "\"" + repeated("\\u{202E}", 20) + "…\"")
        XCTAssertEqual(InputFileError.quoted("a" + repeated("\u{E0020}", 200)), "\"a" + repeated("\\u{E0020}", 17) + "…\"")
        harness.finish("broken encodings")
    }
}
