import Foundation
@testable import slideback
import XCTest

/// `--style-file` and `slideback styles` through the built program: a loaded style runs and is
/// named, bad files stop with one line naming file, key and range (checked in-process, with one
/// run of the binary), and every exported style loads back.
final class StyleFileRunTests: XCTestCase {
    private var fixture: ProgramFixture!

    override func setUpWithError() throws {
        fixture = try ProgramFixture()
    }

    override func tearDown() {
        fixture = nil
    }

    private let contract = """
    {"name": "mine", "base": "slideback", "backParallax": 0.5, "backDim": 0.3, "frontScale": 0.9, "cornerRadius": 20,
     "shadowOpacity": 0.2, "shadowWidth": 12, "edgeWidth": 30, "pan": "fullscreen", "release": "distance", "completeAt": 0.5,
     "completeDistance": 40, "flingVelocity": 1.0, "settleCurve": "seed", "settleDuration": 0.3, "pushCurve": "easeInOut",
     "pushDuration": 0.4}
    """

    func testALoadedStyleRunsByNameAndAlongsideABuiltIn() throws {
        let style = try fixture.write(contract, to: "mine.json")
        let capture = fixture.path("frame.png")
        let result = try fixture.run(["--headless", "--style-file", style, "--compare", "system,mine", "--frames", "3",
                                      "--capture", "2:\(capture)"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual([try DecodedImage(path: capture).width, try DecodedImage(path: capture).height], [828, 896],
                       "two phones side by side, each at full size")
        let unknown = try InProcess.run(["--headless", "--style-file", style, "--style", "yours", "--frames", "1"], in: fixture)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errorLines, [#"slideback: --style: unknown style "yours" (known: system, snapshot, weibo, bar-snapshot, slideback, cupertino, react-navigation, ios26, predictive-back, predictive-back-shared, scale-back, fake-bar, ionic, native-stack, compose-ios, flutter-fade-forwards, material-shared-axis, compose, harmonyos, ios-measured, ios-zoom; loaded: mine)"#])
    }

    func testBadStyleFilesStopWithOneLineAndTyposAreWarnedAbout() throws {
        let cases: [(String, String)] = [
            (#"{"name": "a", "backDim": 3}"#, "backDim: must be within 0...1, found 3"),
            (#"{"name": "a", "pan": "edges"}"#, #"pan: expected one of "edge", "fullscreen", "content", found "edges""#),
            (#"{"name": "slideback", "cornerRadius": 4}"#, #"name: "slideback" is the name of a built-in style; choose another"#),
            (#"{"name": "a""#, "line 1, column 13"),
        ]
        for (index, (text, message)) in cases.enumerated() {
            let style = try fixture.write(text, to: "bad.json")
            let arguments = ["--headless", "--frames", "1", "--style-file", style]
            if index == 0 {
                // One run of the binary: a bad style file stops the run with that one line.
                let result = try fixture.run(arguments)
                XCTAssertEqual(result.status, 2, text)
                XCTAssertEqual(result.errorLines.count, 1, result.standardError)
                XCTAssertTrue(result.standardError.hasPrefix("slideback: \(style): "), result.standardError)
                XCTAssertTrue(result.standardError.contains(message), "\(text): \(result.standardError)")
            }
            let line = InProcess.loadFailure(arguments) { _ = try loadStyleFiles($0.styleFiles) }
            XCTAssertEqual(line.split(separator: "\n").count, 1, line)
            XCTAssertTrue(line.hasPrefix("slideback: \(style): "), line)
            XCTAssertTrue(line.contains(message), "\(text): \(line)")
        }
        let twice = try fixture.write(#"{"name": "a"}"#, to: "a.json")
        let clash = InProcess.loadFailure(["--headless", "--frames", "1", "--style-file", twice, "--style-file", twice]) { _ = try loadStyleFiles($0.styleFiles) }
        XCTAssertEqual([clash], [#"slideback: \#(twice): name: a style named "a" is already loaded"#])
        let typo = try fixture.write(#"{"name": "a", "cornerRadus": 9}"#, to: "typo.json")
        let warned = try fixture.run(["--headless", "--frames", "1", "--style-file", typo, "--style", "a"])
        XCTAssertEqual(warned.status, 0, warned.standardError)
        XCTAssertEqual(warned.errorLines, [#"slideback: warning: \#(typo): cornerRadus: unknown key, ignored (did you mean "cornerRadius"?)"#])
    }

    func testABaseIsAnyBuiltInOrAStyleLoadedBefore() throws {
        let first = try fixture.write(#"{"name": "first", "base": "cupertino", "edgeWidth": 44}"#, to: "first.json")
        let second = try fixture.write(#"{"name": "second", "base": "first", "slop": 4}"#, to: "second.json")
        let listed = try fixture.run(["styles", "--style-file", first, "--style-file", second])
        XCTAssertEqual(listed.status, 0, listed.standardError)
        XCTAssertTrue(listed.standardOutput.contains("\nfirst  (base cupertino): "), listed.standardOutput)
        XCTAssertTrue(listed.standardOutput.contains("\nsecond  (base first): "), listed.standardOutput)
        let reversed = try InProcess.run(["styles", "--style-file", second, "--style-file", first], in: fixture)
        XCTAssertEqual(reversed.status, 2)
        XCTAssertEqual(reversed.errorLines.count, 1, reversed.standardError)
        XCTAssertTrue(reversed.standardError.hasPrefix("slideback: \(second): base: expected a built-in style or one loaded before this file"),
                      reversed.standardError)
    }

    func testStylesDiffPrintsTheConstantsThatDifferSideBySide() throws {
        let mine = try fixture.write(#"{"name": "mine", "base": "cupertino", "edgeWidth": 44, "springBounce": 0.3}"#, to: "mine.json")
        let diff = try fixture.run(["styles", "--style-file", mine, "--diff", "cupertino", "mine"])
        XCTAssertEqual(diff.status, 0, diff.standardError)
        let lines = diff.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "key            cupertino  mine")
        XCTAssertEqual(Array(lines.dropFirst()).map { $0.split(separator: " ").first.map(String.init) ?? "" },
                       ["edgeWidth", "springDamping"], diff.standardOutput)
        XCTAssertEqual(lines[1], "edgeWidth      20         44")
        let cases: [([String], String)] = [
            (["--diff", "cupertino"], "slideback: styles: --diff needs two styles: --diff A B"),
            (["cupertino", "mine"], "slideback: styles: styles A and B go with --diff: --diff A B"),
            (["--diff", "cupertino", "nope"], #"slideback: styles: --diff: unknown style "nope" (known: system, snapshot, weibo, bar-snapshot, slideback, cupertino, react-navigation, ios26, predictive-back, predictive-back-shared, scale-back, fake-bar, ionic, native-stack, compose-ios, flutter-fade-forwards, material-shared-axis, compose, harmonyos, ios-measured, ios-zoom)"#),
        ]
        for (arguments, message) in cases {
            let result = try InProcess.run(["styles"] + arguments, in: fixture)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertEqual(result.errorLines, [message], "\(arguments)")
        }
    }

    func testStylesListsEveryStyleAndEveryExportLoadsBackToTheSameConstants() throws {
        let style = try fixture.write(contract, to: "mine.json")
        let listing = try fixture.run(["styles", "--json", "--style-file", style])
        XCTAssertEqual(listing.status, 0, listing.standardError)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: [String: Any]])
        XCTAssertEqual(Set(json.keys), ["system", "snapshot", "weibo", "bar-snapshot", "slideback", "cupertino", "react-navigation", "ios26", "predictive-back", "predictive-back-shared", "scale-back", "fake-bar",
                                        "ionic", "native-stack", "compose-ios", "flutter-fade-forwards", "material-shared-axis", "compose", "harmonyos", "ios-measured", "ios-zoom", "mine"])
        XCTAssertEqual(json["mine"]?["cornerRadius"] as? Double, 20)
        XCTAssertEqual(json["snapshot"]?["completeDistance"] as? Double, 40)
        let table = try fixture.run(["styles"])
        XCTAssertEqual(table.status, 0)
        XCTAssertTrue(table.standardOutput.contains("backParallax"), table.standardOutput)
        // Each export in-process: the command's own code prints it, as the runs above print theirs.
        for name in json.keys {
            let exported = try InProcess.run(["styles", "--export", name, "--style-file", style], in: fixture)
            XCTAssertEqual(exported.status, 0, exported.standardError)
            let file = try fixture.write(exported.standardOutput, to: "\(name)-export.json")
            let again = try InProcess.run(["styles", "--json", "--export", name, "--style-file", file], in: fixture)
            XCTAssertEqual(again.status, 0, "\(name): \(again.standardError)")
            XCTAssertEqual(again.standardOutput, exported.standardOutput, "\(name) loads back to the same style")
        }
        let missing = try InProcess.run(["styles", "--export", "nope"], in: fixture)
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains(#"unknown style "nope""#), missing.standardError)
    }
}

/// docs/reference.md's style-file key table is the program's own, so the reference lists every key
/// with its true default and range.
final class StyleKeyTableTests: XCTestCase {
    func testTheReferencesKeyTableIsWhatTheProgramPrints() throws {
        let fixture = try ProgramFixture()
        let keys = try fixture.run(["styles", "--keys"])
        XCTAssertEqual(keys.status, 0, keys.standardError)
        let text = try MarkdownPage("docs/reference.md").text
        XCTAssertTrue(text.contains(keys.standardOutput), "docs/reference.md's style-file key table is stale: paste `slideback styles --keys`")
        XCTAssertGreaterThan(keys.standardOutput.split(separator: "\n").count, 30, "every key has a row")
    }
}
