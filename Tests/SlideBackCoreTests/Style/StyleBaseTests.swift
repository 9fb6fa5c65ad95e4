import Foundation
import XCTest
@testable import SlideBackCore

/// A style file's `base` may be any built-in style, not only the first five, or a style loaded
/// before it; the file written back names the same base and reads back to the same spec.
final class StyleBaseTests: XCTestCase {
    private func parse(_ text: String, among styles: StyleCatalog = StyleCatalog()) throws -> StyleSpec {
        var warnings: [String] = []
        return try StyleSpec.parse(Data(text.utf8), file: "mine.json", among: styles, warnings: &warnings)
    }

    func testEveryBuiltInIsABase() throws {
        for builtIn in StyleSpec.builtIns {
            let spec = try parse(#"{"name": "mine", "base": "\#(builtIn.name)"}"#)
            var expected = builtIn
            expected.name = "mine"
            expected.baseName = builtIn.name
            XCTAssertEqual(spec, expected, builtIn.name)
            XCTAssertEqual(spec.base, builtIn.base, "\(builtIn.name): drawn and numbered as its own line")
            XCTAssertEqual(try parse(spec.fileText), spec, "\(builtIn.name): its file reads back")
            XCTAssertTrue(spec.fileText.contains(#""base": "\#(builtIn.name)""#))
        }
    }

    func testACupertinoFileKeepsCupertinosConstants() throws {
        let cupertino = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "cupertino" })
        let spec = try parse(#"{"name": "mine", "base": "cupertino", "edgeWidth": 30}"#)
        XCTAssertEqual(spec.pushCurve, cupertino.pushCurve)
        XCTAssertEqual(spec.pushDuration, cupertino.pushDuration)
        XCTAssertEqual(spec.edgeWidth, 30)
        XCTAssertEqual(spec.summary, cupertino.summary, "the base's summary")
        // A file restating a built-in from itself is that built-in.
        XCTAssertEqual(try parse(#"{"name": "cupertino", "base": "cupertino"}"#), cupertino)
    }

    func testAStyleLoadedBeforeIsABaseAndOneNotYetLoadedIsNot() throws {
        var catalog = StyleCatalog()
        let first = try parse(#"{"name": "first", "base": "scale-back", "edgeWidth": 44}"#, among: catalog)
        try catalog.add(first)
        let second = try parse(#"{"name": "second", "base": "first", "slop": 4}"#, among: catalog)
        XCTAssertEqual(second.edgeWidth, 44, "from the loaded style")
        XCTAssertEqual(second.slop, 4)
        XCTAssertEqual(second.baseName, "first")
        XCTAssertEqual(second.base, first.base)
        XCTAssertEqual(try parse(second.fileText, among: catalog), second)
        XCTAssertThrowsError(try parse(#"{"name": "second", "base": "first"}"#)) {
            XCTAssertTrue("\($0)".hasPrefix("mine.json: base: expected a built-in style or one loaded before this file (known: system, "), "\($0)")
            XCTAssertTrue("\($0)".hasSuffix(#"harmonyos, ios-measured, ios-zoom), found "first""#), "\($0)")
        }
    }
}
