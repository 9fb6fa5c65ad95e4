import Foundation
import XCTest
@testable import SlideBackCore

/// Fuzzing of the scene and script loaders: thousands of mutated, generated, truncated and random files.
/// Every outcome must be a value within the documented limits or an `InputFileError` naming the file and a
/// place on one short line, quickly (see `ParserFuzzOracle`). A failure prints the seed and the input.
final class ParserFuzzTests: XCTestCase {
    // MARK: Mutations and random bytes

    func testMutatedSeedScenesFuzz() throws {
        var harness = FuzzHarness(seed: 0x5CE_E5EED)
        var mutator = FuzzMutator(seed: harness.seed)
        for (name, seed) in try FuzzSeeds.scenes() {
            harness.scene(seed, "\(name) as it is", expect: .value(try Scene.parse(Data(seed), file: "x", baseDirectory: "/scenes/base")))
            for iteration in 0 ..< 1500 {
                harness.scene(mutator.mutate(seed), "mutation \(iteration) of \(name)")
            }
        }
        harness.finish("mutated scenes")
    }

    func testMutatedSeedScriptsFuzz() {
        var harness = FuzzHarness(seed: 0x5C_819775EED, file: "scripts/drag.json")
        var mutator = FuzzMutator(seed: harness.seed)
        for (name, seed) in FuzzSeeds.scripts {
            harness.script(seed, "\(name) as it is", expect: .value(try! InputScript.parse(Data(seed), file: "x")))
            for iteration in 0 ..< 2000 {
                harness.script(mutator.mutate(seed), "mutation \(iteration) of \(name)")
            }
        }
        harness.finish("mutated scripts")
    }

    func testRandomBytesFuzz() {
        var harness = FuzzHarness(seed: 0xB17E5)
        var mutator = FuzzMutator(seed: harness.seed)
        for iteration in 0 ..< 2000 {
            let bytes = mutator.randomBytes()
            harness.scene(bytes, "random bytes \(iteration) as a scene")
            harness.script(bytes, "random bytes \(iteration) as a script")
        }
        harness.finish("random bytes")
    }

    // MARK: Generated documents with known outcomes

    func testGeneratedScenesFollowTheReadmeRulesFuzz() {
        var harness = FuzzHarness(seed: 0x6E4_5CE4E)
        var generator = FuzzDocumentGenerator(seed: harness.seed, baseDirectory: harness.baseDirectory)
        for iteration in 0 ..< 3000 {
            let (text, expected) = generator.scene()
            harness.scene(Array(text.utf8), "generated scene \(iteration)", expect: expected)
        }
        XCTAssertGreaterThan(harness.accepted, 300, "the generator should make many valid scenes")
        XCTAssertLessThan(harness.accepted, 2700, "and many invalid ones")
        harness.finish("generated scenes")
    }

    func testGeneratedScriptsFollowTheReadmeRulesFuzz() {
        var harness = FuzzHarness(seed: 0x6E4_5C819, file: "input.json")
        var generator = FuzzDocumentGenerator(seed: harness.seed, baseDirectory: harness.baseDirectory)
        for iteration in 0 ..< 3000 {
            let (text, expected) = generator.script()
            harness.script(Array(text.utf8), "generated script \(iteration)", expect: expected)
        }
        XCTAssertGreaterThan(harness.accepted, 300, "the generator should make many valid scripts")
        XCTAssertLessThan(harness.accepted, 2700, "and many invalid ones")
        harness.finish("generated scripts")
    }

    // MARK: Truncations and rewrites of the seeds

    func testTruncatedSeedsAreRefusedAtEveryLengthFuzz() throws {
        var harness = FuzzHarness(seed: 0)
        let trim = { (bytes: [UInt8]) in Array(bytes.reversed().drop { [0x20, 0x0A, 0x0D, 0x09].contains($0) }.reversed()) }
        for (name, seed) in try FuzzSeeds.scenes() where name != "every-key scene" {
            let full = trim(seed)
            for length in 0 ..< full.count {
                harness.scene(Array(full[..<length]), "\(name) cut to \(length) bytes", expect: .syntaxError(containing: ""))
            }
        }
        for (name, seed) in FuzzSeeds.scripts {
            let full = trim(seed)
            for length in 0 ..< full.count {
                harness.script(Array(full[..<length]), "\(name) cut to \(length) bytes", expect: .syntaxError(containing: ""))
            }
        }
        harness.finish("truncations")
    }

    /// A byte-order mark, blank space between tokens and unknown members ("newer files still load") change nothing.
    func testEquivalentRewritesOfTheSeedsParseTheSameFuzz() throws {
        var harness = FuzzHarness(seed: 0xE0_0A1)
        var random = SeededRandom(seed: harness.seed)
        let extras = ["\"zz\": null", "\"future\": {\"a\": [1, 2.5e-3, \"x\"]}", "\"Title\": 1e300", "\"id \": []"]
        func rewrites(_ seed: [UInt8]) -> [(String, [UInt8])] {
            var result = [("with a byte-order mark", [0xEF, 0xBB, 0xBF] + seed)]
            let tokens = FuzzToken.scan(seed)
            for (number, token) in tokens.enumerated() {
                var spaced = seed
                spaced.insert(contentsOf: [[0x20], [0x0A], [0x09], [0x0D, 0x0A]][random.below(4)], at: token.range.lowerBound)
                result.append(("with blank space before token \(number)", spaced))
                if token.kind == .open, seed[token.range.lowerBound] == UInt8(ascii: "{") {
                    var extended = seed
                    extended.insert(contentsOf: Array((extras[random.below(extras.count)] + ",").utf8), at: token.range.upperBound)
                    result.append(("with an unknown member in the object at token \(number)", extended))
                }
            }
            return result
        }
        for (name, seed) in try FuzzSeeds.scenes() {
            let original = try Scene.parse(Data(seed), file: "x", baseDirectory: harness.baseDirectory)
            for (rewrite, bytes) in rewrites(seed) { harness.scene(bytes, "\(name) \(rewrite)", expect: .value(original)) }
        }
        for (name, seed) in FuzzSeeds.scripts {
            let original = try InputScript.parse(Data(seed), file: "x")
            for (rewrite, bytes) in rewrites(seed) { harness.script(bytes, "\(name) \(rewrite)", expect: .value(original)) }
        }
        harness.finish("equivalent rewrites")
    }

    // MARK: The checks themselves

    /// Tests that cannot fail prove nothing: hand-made bad results must trip every property.
    func testTheFuzzChecksCatchHandMadeBadResults() {
        typealias Oracle = ParserFuzzOracle
        let input = Array("{\"pages\": [1]}".utf8)
        func assertFlags(_ problems: [String], _ word: String, line: UInt = #line) {
            XCTAssertTrue(problems.contains { $0.contains(word) }, "expected a problem about \"\(word)\", got \(problems)", line: line)
        }
        func errorProblems(_ location: String, _ message: String = "bad", file: String = "s.json") -> [String] {
            Oracle.errorProblems(InputFileError(file: file, location: location, message: message), input: input, file: "s.json", format: .scene)
        }
        for fine in ["pages[0]", "pages", "pages[0].barColor", "top level", "line 1, column 15"] { XCTAssertEqual(errorProblems(fine), [], fine) }
        assertFlags(errorProblems("pages[0]", file: "other.json"), "file name")
        assertFlags(Oracle.errorProblems(CocoaError(.fileReadCorruptFile), input: input, file: "s.json", format: .scene), "not InputFileError")
        for nowhere in ["pages[0].colour", "somewhere", "events[0]", "pages[x]", "pages[0]x", ""] { assertFlags(errorProblems(nowhere), "names no place") }
        assertFlags(errorProblems("line 2, column 1"), "outside the 1 lines")
        assertFlags(errorProblems("line 1, column 16"), "outside line 1")
        assertFlags(errorProblems("file"), "size limit")
        assertFlags(errorProblems("pages", ""), "empty")
        assertFlags(errorProblems("pages", String(repeating: "m", count: 500)), "characters long")
        assertFlags(Oracle.descriptionProblems(file: "s.json", location: "pages", message: "a\nb", description: "s.json: pages: a\nb",
                                               givenFile: "s.json", input: input, format: .scene), "not one line")
        assertFlags(Oracle.descriptionProblems(file: "s.json", location: "pages", message: "m", description: "s.json: m",
                                               givenFile: "s.json", input: input, format: .scene), "file: location: message")

        let page = PageSpec(id: "a", title: "a")
        func sceneProblems(_ pages: [PageSpec]) -> [String] { Oracle.sceneProblems(Scene(pages: pages), baseDirectory: "/base") }
        XCTAssertEqual(sceneProblems([page, PageSpec(id: "b", title: "", content: .image(path: "/base/i.png"))]), [])
        assertFlags(sceneProblems([]), "no pages")
        assertFlags(sceneProblems([PageSpec(id: "a", title: String(repeating: "t", count: 1001))]), "title is 1001")
        assertFlags(sceneProblems([page, page]), "repeats an id")
        assertFlags(sceneProblems([PageSpec(id: "", title: "t")]), "empty id")
        assertFlags(sceneProblems([PageSpec(id: "a", title: "a", content: .image(path: "i.png"))]), "not resolved")

        func scriptProblems(_ actions: [(Int, ScriptAction)]) -> [String] {
            Oracle.scriptProblems(InputScript(events: actions.map { ScriptEvent(frame: $0.0, action: $0.1) }))
        }
        XCTAssertEqual(scriptProblems([(0, .push), (0, .down(Point(x: -100_000, y: 1e5), pointer: 99)), (9, .popTo(index: 1_000_000))]), [])
        assertFlags(scriptProblems([(5, .push), (4, .pop)]), "goes back")
        assertFlags(scriptProblems([(-1, .push)]), "frame -1")
        assertFlags(scriptProblems([(10_000_001, .push)]), "frame 10000001")
        assertFlags(scriptProblems([(1, .down(Point(x: 1e300, y: 0), pointer: 0))]), "coordinate")
        assertFlags(scriptProblems([(1, .move(Point(x: 0, y: .nan), pointer: 0))]), "coordinate")
        assertFlags(scriptProblems([(1, .up(Point(x: 0, y: 0), pointer: 100))]), "pointer 100")
        assertFlags(scriptProblems([(1, .popTo(index: -1))]), "pops to -1")
        var script = InputScript(events: [ScriptEvent(frame: 1, action: .push)])
        script.lastFrame = 7
        assertFlags(Oracle.scriptProblems(script), "lastFrame")

        let error = InputFileError(file: "s.json", location: "pages[0]", message: "bad")
        let parsed: Result<Scene, any Error> = .success(Scene(pages: [page])), refused: Result<Scene, any Error> = .failure(error)
        XCTAssertEqual(Oracle.expectationProblems(refused, .error(at: ["pages[0]", "pages[1]"])), [])
        XCTAssertEqual(Oracle.expectationProblems(parsed, .value(Scene(pages: [page]))), [])
        assertFlags(Oracle.expectationProblems(parsed, .value(Scene(pages: [page, page]))), "expected")
        assertFlags(Oracle.expectationProblems(refused, .value(Scene(pages: [page]))), "should parse")
        assertFlags(Oracle.expectationProblems(refused, .error(at: ["pages[1]"])), "expected")
        assertFlags(Oracle.expectationProblems(refused, .syntaxError(containing: "")), "expected")
        assertFlags(Oracle.expectationProblems(parsed, .error(at: ["pages"])), "expected")
        assertFlags(Oracle.timeProblems(seconds: 30, byteCount: 1000), "took")
        XCTAssertEqual(Oracle.timeProblems(seconds: 0.5, byteCount: 1000), [])
        XCTAssertEqual(Oracle.escapedPrefix([0x7B, 0x0A, 0xFF, 0x5C, 0x41]), "{\\n\\xFF\\\\A")
        XCTAssertEqual(Oracle.escapedPrefix(Array(repeating: 0x41, count: 300)), String(repeating: "A", count: 200) + "… (300 bytes)")
    }

    /// The harness turns a bad outcome into a failure that carries the seed, the case and the escaped input.
    func testAFuzzFailureNamesTheSeedAndTheInput() {
        var messages: [String] = []
        var harness = FuzzHarness(seed: 0xABC)
        harness.failureSink = { messages.append($0) }
        harness.scene(Array("{\"pages\": [{\"id\": \"a\"}]}\n\u{1}".utf8), "hand-made case 7", expect: .value(Scene(pages: [])))
        harness.script(Array("{\"events\": []}".utf8), "a good script", expect: .value(InputScript(events: [])))
        harness.finish("harness check")
        XCTAssertEqual(messages.count, 1, "\(messages)")
        let first = messages.first ?? ""
        for part in ["seed 0xABC", "hand-made case 7", "input: {\"pages\": [{\"id\": \"a\"}]}\\n\\x01", "line 2, column 1"] {
            XCTAssertTrue(first.contains(part), "\(part) missing from \(first)")
        }
    }
}
