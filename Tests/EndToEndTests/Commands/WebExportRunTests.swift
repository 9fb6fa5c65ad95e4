import Foundation
import XCTest

/// `slideback export` and the tuning panel's E: the CSS and the web page are written whole, hold
/// the style's own constants and the program's pictures, and bad input is one line.
final class WebExportRunTests: ProgramTestCase {
    /// Puts the checkout's web player and a two-page scene into the fixture's resources.
    private func provideWebResources() throws {
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let web = fixture.folder.appendingPathComponent("Resources/web")
        try FileManager.default.createDirectory(at: web, withIntermediateDirectories: true)
        for name in ["player.html", "motion.js", "player.js"] {
            try FileManager.default.copyItem(at: checkout.appendingPathComponent("Resources/web/" + name), to: web.appendingPathComponent(name))
        }
        try fixture.write(##"{"pages": [{"id": "home", "title": "Home", "content": "#3366CC"}, {"id": "second", "title": "Second", "content": "#CC3333"}]}"##,
                          to: "Resources/scene.json")
    }

    /// The configuration object a web page carries.
    private func configuration(ofPage path: String) throws -> [String: Any] {
        let page = try String(contentsOfFile: path, encoding: .utf8)
        let start = try XCTUnwrap(page.range(of: #"<script type="application/json" id="slideback-config">"#)).upperBound
        let end = try XCTUnwrap(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        let object = try JSONSerialization.jsonObject(with: Data(page[start..<end].replacingOccurrences(of: "<\\/", with: "</").utf8))
        return try XCTUnwrap(object as? [String: Any])
    }

    func testTheCSSTargetWritesTheStylesCurveAndKeyframes() throws {
        let result = try fixture.run(["export", "--target", "css", "scale-back"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("--slideback-push-timing: 400ms cubic-bezier(0.42, 0, 0.58, 1);"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("@keyframes slideback-pop-dim {"), result.standardOutput)
    }

    func testTheWebPageHoldsTheStyleAndThePicturesAndNothingToFetch() throws {
        try provideWebResources()
        let style = try fixture.write(#"{"name": "slow", "base": "cupertino", "pushDuration": 0.9}"#, to: "slow.json")
        let result = try fixture.run(["export", "--target", "web", "slow", "--style-file", style, "--out", fixture.path("slow.html"), "--size", "200x300"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let config = try configuration(ofPage: fixture.path("slow.html"))
        let spec = try XCTUnwrap(config["style"] as? [String: Any])
        XCTAssertEqual(spec["name"] as? String, "slow")
        XCTAssertEqual(spec["pushDuration"] as? Double, 0.9, "the tuned constant")
        XCTAssertEqual(spec["pushCurve"] as? String, "fastEaseInToSlowEaseOut", "the rest from its base")
        XCTAssertEqual(config["width"] as? Double, 200)
        let pictures = try XCTUnwrap(config["pictures"] as? [String])
        XCTAssertEqual(pictures.count, 3)
        for picture in pictures {
            let data = try XCTUnwrap(Data(base64Encoded: String(try XCTUnwrap(picture.split(separator: ",").last))))
            // A PNG's header, then its width and height at the screen's size.
            XCTAssertEqual(Array(data.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
            XCTAssertEqual(data[16..<24].map { $0 }, [0, 0, 0, 200, 0, 0, 1, 44])
        }
        XCTAssertNotEqual(pictures[0], pictures[1], "the root and the pushed page differ")
        let page = try String(contentsOfFile: fixture.path("slow.html"), encoding: .utf8)
        for remote in ["http:", "https:", "src=\"//"] { XCTAssertFalse(page.contains(remote), "fetches \(remote)") }
    }

    func testEWritesTheStyleFileItsExportAndTheWebPageBesideIt() throws {
        try provideWebResources()
        let script = try fixture.write(#"{"events": [{"frame": 1, "action": "key", "key": "t"}, {"frame": 2, "action": "key", "key": "right"}, "#
                                       + #"{"frame": 3, "action": "key", "key": "e"}]}"#, to: "tune.json")
        let result = try fixture.run(["--headless", "--style", "cupertino", "--script", script, "--frames", "5", "--tune-out", fixture.path("mine.json")])
        XCTAssertEqual(result.status, 0, result.standardError)
        for name in ["mine.json", "mine.css", "mine.html"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.path(name)), "\(name): \(result.standardOutput)")
        }
        XCTAssertTrue(try String(contentsOfFile: fixture.path("mine.css"), encoding: .utf8).contains("@keyframes slideback-push-front"))
        let spec = try XCTUnwrap(try configuration(ofPage: fixture.path("mine.html"))["style"] as? [String: Any])
        XCTAssertEqual(spec["name"] as? String, "cupertino-tuned")
        XCTAssertEqual(spec["pan"] as? String, "fullscreen", "the constant the panel changed")

        let web = try fixture.run(["--headless", "--script", script, "--frames", "5", "--tune-out", fixture.path("web.json"), "--export-target", "web"])
        XCTAssertEqual(web.status, 0, web.standardError)
        XCTAssertTrue(FileManager.default.fileExists(atPath: fixture.path("web.html")))
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("web.css")), "only the target asked for, and the page")
    }

    func testBadInputIsOneLine() throws {
        let cases: [([String], String)] = [
            (["export", "cupertino"], "slideback: export: --target is needed: one of swiftui, uikit, compose, flutter, react-navigation, css, web"),
            (["export", "--target", "swift", "cupertino"], #"slideback: export: --target: unknown target "swift" (targets: swiftui, uikit, compose, flutter, react-navigation, css, web)"#),
            (["export", "--target", "css", "nope"], #"slideback: export: NAME: unknown style "nope" (known: "#),
            (["export", "--target", "css", "cupertino", "--out", fixture.path("missing/page.css")],
             "slideback: export: --out: cannot write \(fixture.path("missing/page.css")): the folder \(fixture.path("missing")) does not exist"),
            (["export", "--target", "web", "cupertino", "--out", fixture.path("page.html")],
             "slideback: export: cannot read the web page's player \(fixture.path("Resources"))/web/player.html: the resources folder is incomplete"),
        ]
        for (arguments, line) in cases {
            let result = try InProcess.run(arguments, in: fixture)
            XCTAssertEqual(result.status, arguments.contains("web") ? 1 : 2, "\(arguments): \(result.standardError)")
            XCTAssertEqual(result.errorLines.count, 1, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.errorLines.first?.hasPrefix(line) ?? false, "\(arguments): \(result.errorLines)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.path("page.html")), "nothing half-written")
    }

    func testAZoomStylesPageSaysItCannotZoom() throws {
        try provideWebResources()
        let page = fixture.path("zoom.html")
        let result = try fixture.run(["export", "--target", "web", "ios-zoom", "--out", page])
        XCTAssertEqual(result.status, 0, result.standardError)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        XCTAssertTrue(html.contains("swipe back from the left edge. This page has no zoom of a page out of and back into a source element"),
                      "the caption says so in one line")
    }
}
