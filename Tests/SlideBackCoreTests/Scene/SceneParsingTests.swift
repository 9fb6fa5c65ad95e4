import Foundation
import XCTest
@testable import SlideBackCore

final class SceneParsingTests: XCTestCase {
    private let exampleWithColor = #"""
    {"pages": [{"id": "home", "title": "Home", "content": "#3366CC", "bar": "opaque", "barColor": "#F7F7F7", "tabBar": false, "backGesture": true}]}
    """#
    private let exampleWithImage = #"""
    {"pages": [{"id": "home", "title": "Home", "content": "pages/home.png", "bar": "opaque", "barColor": "#F7F7F7", "tabBar": false, "backGesture": true}]}
    """#

    // MARK: Valid scenes

    func testContractExamplesParse() throws {
        let expected = PageSpec(id: "home", title: "Home", content: .color(Color(rgb: 0x3366CC)), bar: .opaque,
                                barColor: Color(rgb: 0xF7F7F7), showsTabBar: false, allowsBackGesture: true)
        XCTAssertEqual(try parse(exampleWithColor), Scene(pages: [expected]))
        var withImage = expected
        withImage.content = .image(path: "/scenes/pages/home.png")
        XCTAssertEqual(try parse(exampleWithImage), Scene(pages: [withImage]))
    }

    func testDefaultsApplyWhenKeysAreAbsent() throws {
        let scene = try parse(#"{"pages": [{"id": "only"}]}"#)
        XCTAssertEqual(scene.pages, [PageSpec(id: "only", title: "only", content: .color(.white), bar: .opaque,
                                              barColor: .defaultBar, showsTabBar: false, allowsBackGesture: true)])
    }

    func testEveryKeyIsRead() throws {
        let scene = try parse(#"""
        {"version": 2, "pages": [
          {"id": "a", "title": "Éclair 😀", "content": "#abc", "bar": "transparent", "barColor": "#11223344",
           "tabBar": true, "backGesture": false, "future": {"x": [1]}},
          {"id": "b", "content": "/abs/b.png", "bar": "hidden", "barColor": "#000"}
        ]}
        """#)
        XCTAssertEqual(scene.pages, [
            PageSpec(id: "a", title: "Éclair 😀", content: .color(Color(red: 0xAA, green: 0xBB, blue: 0xCC)),
                     bar: .transparent, barColor: Color(red: 0x11, green: 0x22, blue: 0x33, alpha: 0x44),
                     showsTabBar: true, allowsBackGesture: false),
            PageSpec(id: "b", title: "b", content: .image(path: "/abs/b.png"), bar: .hidden, barColor: .black),
        ])
    }

    func testRelativeImagePathsResolveAgainstTheBaseDirectory() throws {
        let text = #"{"pages": [{"id": "a", "content": "img/a.png"}]}"#
        XCTAssertEqual(try parse(text, base: "/s").pages[0].content, .image(path: "/s/img/a.png"))
        XCTAssertEqual(try parse(text, base: "/s/").pages[0].content, .image(path: "/s/img/a.png"))
        XCTAssertEqual(try parse(text, base: "rel").pages[0].content, .image(path: "rel/img/a.png"))
        XCTAssertEqual(try parse(text, base: "").pages[0].content, .image(path: "img/a.png"))
    }

    func testParseColor() {
        XCTAssertEqual(Color.parseColor("#F80"), Color(red: 0xFF, green: 0x88, blue: 0x00))
        XCTAssertEqual(Color.parseColor("#3366cc"), Color(rgb: 0x3366CC))
        XCTAssertEqual(Color.parseColor("#3366CC80"), Color(red: 0x33, green: 0x66, blue: 0xCC, alpha: 0x80))
        for invalid in ["", "#", "#12", "#1234", "#12345", "#1234567", "#123456789", "#GGG", "3366CC", "# 36", "#３３３"] {
            XCTAssertNil(Color.parseColor(invalid), invalid)
        }
    }

    func testLoadReadsTheFileAndResolvesImagesNextToIt() throws {
        let directory = try makeTemporaryDirectory()
        let path = directory + "/scene.json"
        try Data(exampleWithImage.utf8).write(to: URL(fileURLWithPath: path))
        let scene = try Scene.load(contentsOf: path)
        XCTAssertEqual(scene.pages[0].content, .image(path: directory + "/pages/home.png"))
    }

    // MARK: File-level errors

    func testUnreadableFilesAreReported() throws {
        let directory = try makeTemporaryDirectory()
        assertError(try Scene.load(contentsOf: directory + "/missing.json"),
                    directory + "/missing.json: file: cannot read the file (No such file or directory)")
        assertError(try Scene.load(contentsOf: directory), directory + ": file: cannot read the file (Is a directory)")
    }

    func testOversizedFilesAreRefusedBeforeParsing() throws {
        let directory = try makeTemporaryDirectory()
        let path = directory + "/huge.json"
        try Data(repeating: UInt8(ascii: " "), count: LocatedJSON.maximumFileSize + 1).write(to: URL(fileURLWithPath: path))
        assertError(try Scene.load(contentsOf: path), path + ": file: the file is larger than 16 MiB")
        assertError(try Scene.parse(Data(count: LocatedJSON.maximumFileSize + 1), file: "big.json", baseDirectory: ""),
                    "big.json: file: the file is larger than 16 MiB")
    }

    func testSyntaxAndEncodingErrorsNameTheFileAndPosition() {
        assertError(try parse("{\"pages\": [\n  {\"id\": \"a\",}\n]}"),
                    "scene.json: line 2, column 14: expected a string in double quotes as the object key, found '}'")
        assertError(try Scene.parse(Data([0x7B, 0x0A, 0x80]), file: "scene.json", baseDirectory: ""),
                    "scene.json: line 2, column 1: the text is not valid UTF-8 (unexpected byte 0x80)")
    }

    // MARK: Rule errors

    func testStructureErrors() {
        assertError(try parse("[]"), "scene.json: top level: expected an object, found an array")
        assertError(try parse("{}"), "scene.json: pages: missing; a scene needs a \"pages\" array")
        assertError(try parse(#"{"pages": {}}"#), "scene.json: pages: expected an array, found an object")
        assertError(try parse(#"{"pages": []}"#), "scene.json: pages: the scene has no pages")
        assertError(try parse(#"{"pages": [{"id": "a"}, 7]}"#), "scene.json: pages[1]: expected an object, found a number")
        let tooMany = "{\"pages\": [" + Array(repeating: "{}", count: Scene.maximumPageCount + 1).joined(separator: ",") + "]}"
        assertError(try parse(tooMany), "scene.json: pages: too many pages (10001; at most 10000)")
    }

    func testIdErrors() {
        assertError(try parse(#"{"pages": [{"title": "x"}]}"#), "scene.json: pages[0].id: missing; every page needs an \"id\"")
        assertError(try parse(#"{"pages": [{"id": ""}]}"#), "scene.json: pages[0].id: the id must not be empty")
        assertError(try parse(#"{"pages": [{"id": 3}]}"#), "scene.json: pages[0].id: expected a string, found a number")
        assertError(try parse(#"{"pages": [{"id": "a"}, {"id": "b"}, {"id": "a"}]}"#),
                    "scene.json: pages[2].id: \"a\" is already the id of pages[0]; ids must be unique")
    }

    func testTitleErrors() throws {
        let longest = String(repeating: "é", count: Scene.maximumTitleLength)
        XCTAssertEqual(try parse(#"{"pages": [{"id": "a", "title": "\#(longest)"}]}"#).pages[0].title, longest)
        assertError(try parse(#"{"pages": [{"id": "a", "title": "\#(longest)x"}]}"#),
                    "scene.json: pages[0].title: the title is 1001 characters long (at most 1000)")
        assertError(try parse(#"{"pages": [{"id": "a", "title": null}]}"#),
                    "scene.json: pages[0].title: expected a string, found null")
    }

    func testContentAndColourErrors() {
        assertError(try parse(##"{"pages": [{"id": "a"}, {"id": "b", "content": "#GGG"}]}"##),
                    "scene.json: pages[1].content: \"#GGG\" is not a colour (use #RGB, #RRGGBB or #RRGGBBAA)")
        assertError(try parse(#"{"pages": [{"id": "a", "content": ""}]}"#),
                    "scene.json: pages[0].content: the content must not be empty (use a colour such as #FFFFFF or an image path)")
        assertError(try parse(#"{"pages": [{"id": "a", "content": 16777215}]}"#),
                    "scene.json: pages[0].content: expected a string, found a number")
        assertError(try parse(#"{"pages": [{"id": "a", "barColor": "grey"}]}"#),
                    "scene.json: pages[0].barColor: \"grey\" is not a colour (use #RGB, #RRGGBB or #RRGGBBAA)")
        let longColour = "#" + String(repeating: "0", count: 60)
        assertError(try parse(#"{"pages": [{"id": "a", "barColor": "\#(longColour)"}]}"#),
                    "scene.json: pages[0].barColor: \"\(longColour.prefix(40))…\" is not a colour (use #RGB, #RRGGBB or #RRGGBBAA)")
    }

    func testBarAndFlagErrors() {
        assertError(try parse(#"{"pages": [{"id": "a", "bar": "glass"}]}"#),
                    "scene.json: pages[0].bar: \"glass\" is not a bar style (use opaque, transparent or hidden)")
        assertError(try parse(#"{"pages": [{"id": "a", "bar": "Opaque\n"}]}"#),
                    "scene.json: pages[0].bar: \"Opaque\\n\" is not a bar style (use opaque, transparent or hidden)")
        assertError(try parse(#"{"pages": [{"id": "a", "tabBar": "yes"}]}"#),
                    "scene.json: pages[0].tabBar: expected true or false, found a string")
        assertError(try parse(#"{"pages": [{"id": "a", "backGesture": 1}]}"#),
                    "scene.json: pages[0].backGesture: expected true or false, found a number")
    }

    // MARK: Fuzzing

    func testMutatedScenesNeverCrash() {
        let seeds = [exampleWithColor, exampleWithImage, ##"{"pages": [{"id": "a", "content": "#ABC", "bar": "hidden"}, {"id": "b", "title": "B\u00e9"}]}"##]
        var mutator = ByteMutator(seed: 0xC0FFEE)
        for iteration in 0 ..< 3000 {
            let data = Data(mutator.mutate(Array(seeds[iteration % seeds.count].utf8)))
            do {
                _ = try Scene.parse(data, file: "fuzz.json", baseDirectory: "/base")
            } catch let error as InputFileError {
                assertWellFormed(error, file: "fuzz.json")
            } catch {
                XCTFail("not an InputFileError: \(error)")
            }
        }
    }

    // MARK: Helpers

    private func parse(_ text: String, base: String = "/scenes") throws -> Scene {
        try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: base)
    }

    private func makeTemporaryDirectory() throws -> String {
        let path = NSTemporaryDirectory() + "/slideback-scene-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}

/// Asserts that `expression` throws an `InputFileError` whose description is exactly `description`.
func assertError<T>(_ expression: @autoclosure () throws -> T, _ description: String,
                    file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try expression(), file: file, line: line) { error in
        guard let inputError = error as? InputFileError else {
            return XCTFail("not an InputFileError: \(error)", file: file, line: line)
        }
        XCTAssertEqual(inputError.description, description, file: file, line: line)
    }
}

/// Asserts what every error shown to a user must be: about the right file, non-empty, on one line.
func assertWellFormed(_ error: InputFileError, file: String, sourceFile: StaticString = #filePath, line: UInt = #line) {
    XCTAssertEqual(error.file, file, file: sourceFile, line: line)
    XCTAssertFalse(error.location.isEmpty, file: sourceFile, line: line)
    XCTAssertFalse(error.message.isEmpty, file: sourceFile, line: line)
    XCTAssertTrue(error.description.hasPrefix(file + ": "), file: sourceFile, line: line)
    let breaksLine = error.description.unicodeScalars.contains {
        $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
    XCTAssertFalse(breaksLine, error.description, file: sourceFile, line: line)
}
