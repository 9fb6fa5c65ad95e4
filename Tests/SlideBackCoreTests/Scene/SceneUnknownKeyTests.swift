import Foundation
import XCTest
@testable import SlideBackCore

/// Keys a scene file's reader does not know are warned about as a style file's are: each named by
/// its place, with the key it most likely meant, and the scene still loads.
final class SceneUnknownKeyTests: XCTestCase {
    private func warnings(_ text: String) throws -> (Scene, [String]) {
        var warnings: [String] = []
        let scene = try Scene.parse(Data(text.utf8), file: "s.json", baseDirectory: "/x", warnings: &warnings)
        return (scene, warnings)
    }

    func testTyposInPagesAreNamedWithTheKeyMeant() throws {
        let (scene, lines) = try warnings(#"""
        {"pages": [{"id": "a", "tabbar": true, "barColour": "#000"}, {"id": "b", "zzzzzzzz": 1}], "pagez": 2}
        """#)
        XCTAssertEqual(scene.pages.map(\.id), ["a", "b"])
        XCTAssertFalse(scene.pages[0].showsTabBar, "a misspelt key sets nothing")
        XCTAssertEqual(lines, [
            #"s.json: pagez: unknown key, ignored (did you mean "pages"?)"#,
            #"s.json: pages[0].tabbar: unknown key, ignored (did you mean "tabBar"?)"#,
            #"s.json: pages[0].barColour: unknown key, ignored (did you mean "barColor"?)"#,
            "s.json: pages[1].zzzzzzzz: unknown key, ignored",
        ])
    }

    func testElementsRowsAndCardsAreCheckedByTheirKind() throws {
        let (_, lines) = try warnings(#"""
        {"pages": [{"id": "a", "content": [
          {"kind": "text", "text": "hi", "colour": "#000"},
          {"kind": "section", "rows": [{"title": "r", "acessory": "chevron"}]},
          {"kind": "grid", "cards": [{"title": "c", "imag": "x.png"}], "columns": 2},
          {"kind": "header", "image": "h.png", "text": "not a header's"}
        ]}]}
        """#)
        XCTAssertEqual(lines, [
            #"s.json: pages[0].content[0].colour: unknown key, ignored (did you mean "color"?)"#,
            #"s.json: pages[0].content[1].rows[0].acessory: unknown key, ignored (did you mean "accessory"?)"#,
            #"s.json: pages[0].content[2].cards[0].imag: unknown key, ignored (did you mean "image"?)"#,
            #"s.json: pages[0].content[3].text: unknown key, ignored"#,
        ])
    }

    func testEveryKeyTheReaderUsesIsKnown() throws {
        let (_, lines) = try warnings(#"""
        {"pages": [{"id": "a", "title": "A", "content": [
            {"kind": "header", "image": "h.png", "height": 100}, {"kind": "largeTitle", "text": "L"},
            {"kind": "text", "text": "t", "size": 12, "color": "#000"},
            {"kind": "row", "title": "r", "subtitle": "s", "value": "v", "icon": "#F00", "image": "i.png", "badge": 2, "accessory": "chevron"},
            {"kind": "section", "title": "S", "rows": [{"title": "r"}]}, {"kind": "button", "title": "B", "color": "#00F"},
            {"kind": "grid", "columns": 2, "cards": [{"title": "c", "subtitle": "s", "image": "c.png", "color": "#0F0"}]},
            {"kind": "carousel", "height": 200, "cards": [{"title": "c"}]}],
          "background": "#FFF", "bar": "transparent", "statusBar": "dark", "tint": "#000", "barColor": "#FFF", "tabBar": true,
          "backGesture": "whenScrolledToStart", "rightButton": true, "barSnapshot": false, "largeTitle": true, "scrollsSideways": true}]}
        """#)
        XCTAssertEqual(lines, [])
    }

    func testAFloodOfUnknownKeysIsCutShort() throws {
        let keys = (0..<5000).map { "\"k\($0)\": 1" }.joined(separator: ", ")
        let (_, lines) = try warnings("{\"pages\": [{\"id\": \"a\", \(keys)}]}")
        // As in style files: the first ten named, the rest counted in one line.
        XCTAssertEqual(lines.count, UnknownKeyWarnings.shownLimit + 1)
        XCTAssertEqual(lines.last, "s.json: 4990 more unknown keys ignored (only the first 10 are named)")
    }
}
