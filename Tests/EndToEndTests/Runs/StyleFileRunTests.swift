import Foundation
import XCTest

/// `--style-file` and `slideback styles` through the built program: a loaded style runs and is
/// named, bad files stop with one line naming file, key and range, and every exported style
/// loads back.
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
        let unknown = try fixture.run(["--headless", "--style-file", style, "--style", "yours", "--frames", "1"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errorLines, [#"slideback: --style: unknown style "yours" (known: system, snapshot, weibo, bar-snapshot, slideback, cupertino, react-navigation, ios26, predictive-back, predictive-back-shared, scale-back, fake-bar, ionic, native-stack, compose-ios, flutter-fade-forwards, material-shared-axis, compose, harmonyos; loaded: mine)"#])
    }

    func testBadStyleFilesStopWithOneLineAndTyposAreWarnedAbout() throws {
        let cases: [(String, String)] = [
            (#"{"name": "a", "backDim": 3}"#, "backDim: must be within 0...1, found 3"),
            (#"{"name": "a", "pan": "edges"}"#, #"pan: expected one of "edge", "fullscreen", "content", found "edges""#),
            (#"{"name": "slideback", "cornerRadius": 4}"#, #"name: "slideback" is the name of a built-in style; choose another"#),
            (#"{"name": "a""#, "line 1, column 13"),
        ]
        for (text, message) in cases {
            let style = try fixture.write(text, to: "bad.json")
            let result = try fixture.run(["--headless", "--frames", "1", "--style-file", style])
            XCTAssertEqual(result.status, 2, text)
            XCTAssertEqual(result.errorLines.count, 1, result.standardError)
            XCTAssertTrue(result.standardError.hasPrefix("slideback: \(style): "), result.standardError)
            XCTAssertTrue(result.standardError.contains(message), "\(text): \(result.standardError)")
        }
        let twice = try fixture.write(#"{"name": "a"}"#, to: "a.json")
        let clash = try fixture.run(["--headless", "--frames", "1", "--style-file", twice, "--style-file", twice])
        XCTAssertEqual(clash.status, 2)
        XCTAssertEqual(clash.errorLines, [#"slideback: \#(twice): name: a style named "a" is already loaded"#])
        let typo = try fixture.write(#"{"name": "a", "cornerRadus": 9}"#, to: "typo.json")
        let warned = try fixture.run(["--headless", "--frames", "1", "--style-file", typo, "--style", "a"])
        XCTAssertEqual(warned.status, 0, warned.standardError)
        XCTAssertEqual(warned.errorLines, [#"slideback: warning: \#(typo): cornerRadus: unknown key, ignored (did you mean "cornerRadius"?)"#])
    }

    func testStylesListsEveryStyleAndEveryExportLoadsBackToTheSameConstants() throws {
        let style = try fixture.write(contract, to: "mine.json")
        let listing = try fixture.run(["styles", "--json", "--style-file", style])
        XCTAssertEqual(listing.status, 0, listing.standardError)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [String: [String: Any]])
        XCTAssertEqual(Set(json.keys), ["system", "snapshot", "weibo", "bar-snapshot", "slideback", "cupertino", "react-navigation", "ios26", "predictive-back", "predictive-back-shared", "scale-back", "fake-bar",
                                        "ionic", "native-stack", "compose-ios", "flutter-fade-forwards", "material-shared-axis", "compose", "harmonyos", "mine"])
        XCTAssertEqual(json["mine"]?["cornerRadius"] as? Double, 20)
        XCTAssertEqual(json["snapshot"]?["completeDistance"] as? Double, 40)
        let table = try fixture.run(["styles"])
        XCTAssertEqual(table.status, 0)
        XCTAssertTrue(table.standardOutput.contains("backParallax"), table.standardOutput)
        for name in json.keys {
            let exported = try fixture.run(["styles", "--export", name, "--style-file", style])
            XCTAssertEqual(exported.status, 0, exported.standardError)
            let file = try fixture.write(exported.standardOutput, to: "\(name)-export.json")
            let again = try fixture.run(["styles", "--json", "--export", name, "--style-file", file])
            XCTAssertEqual(again.status, 0, "\(name): \(again.standardError)")
            XCTAssertEqual(again.standardOutput, exported.standardOutput, "\(name) loads back to the same style")
        }
        let missing = try fixture.run(["styles", "--export", "nope"])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.standardError.contains(#"unknown style "nope""#), missing.standardError)
    }
}

/// README.md's style-file key table is the program's own, so the README lists every key with its
/// true default and range.
final class StyleKeyTableTests: XCTestCase {
    func testTheReadmesKeyTableIsWhatTheProgramPrints() throws {
        let fixture = try ProgramFixture()
        let keys = try fixture.run(["styles", "--keys"])
        XCTAssertEqual(keys.status, 0, keys.standardError)
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        XCTAssertTrue(text.contains(keys.standardOutput), "README.md's style-file key table is stale: paste `slideback styles --keys`")
        XCTAssertGreaterThan(keys.standardOutput.split(separator: "\n").count, 30, "every key has a row")
    }
}
