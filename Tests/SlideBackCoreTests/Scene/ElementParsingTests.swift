import Foundation
import XCTest
@testable import SlideBackCore

/// Issue 15's live pages: `content` as a list of elements, every kind and key read, every error
/// naming `pages[i].content[j]`.
final class ElementParsingTests: XCTestCase {
    private func parse(_ text: String) throws -> Scene {
        try Scene.parse(Data(text.utf8), file: "scene.json", baseDirectory: "/scenes")
    }

    func testEveryKindAndKeyIsRead() throws {
        let scene = try parse(##"""
        {"pages": [{"id": "a", "background": "#F2F2F7", "content": [
          {"kind": "header", "image": "h.png", "height": 300},
          {"kind": "largeTitle", "text": "Today"},
          {"kind": "text", "text": "¥129", "size": 20, "color": "#C2410C"},
          {"kind": "row", "title": "Mia", "subtitle": "Hi", "image": "/abs/p.png", "value": "12:40", "badge": 2, "accessory": "chevron"},
          {"kind": "section", "title": "General", "rows": [{"title": "Wi-Fi", "icon": "#007AFF", "accessory": "switchOn"}]},
          {"kind": "button", "title": "Buy", "color": "#FF5000"},
          {"kind": "grid", "columns": 3, "cards": [{"title": "Print", "subtitle": "¥59", "image": "c.png"}]},
          {"kind": "carousel", "height": 200, "cards": [{"title": "Sea", "color": "#38BDF8"}]}
        ]}]}
        """##)
        var row = ElementRow(title: "Mia")
        row.subtitle = "Hi"; row.image = "/abs/p.png"; row.value = "12:40"; row.badge = 2; row.accessory = .chevron
        var wifi = ElementRow(title: "Wi-Fi")
        wifi.icon = Color(rgb: 0x007AFF); wifi.accessory = .switchOn
        var print = ElementCard(title: "Print")
        print.subtitle = "¥59"; print.image = "/scenes/c.png"
        var sea = ElementCard(title: "Sea")
        sea.color = Color(rgb: 0x38BDF8)
        XCTAssertEqual(scene.pages[0].content, .elements([
            .header(image: "/scenes/h.png", height: 300), .largeTitle("Today"), .text("¥129", size: 20, color: Color(rgb: 0xC2410C)),
            .row(row), .section(title: "General", rows: [wifi]), .button(title: "Buy", color: Color(rgb: 0xFF5000)),
            .grid(columns: 3, cards: [print]), .carousel(height: 200, cards: [sea]),
        ], background: Color(rgb: 0xF2F2F7)))
        XCTAssertEqual(scene.pages[0].imagePaths, ["/scenes/h.png", "/abs/p.png", "/scenes/c.png"])
    }

    func testDefaults() throws {
        let scene = try parse(#"{"pages": [{"id": "a", "content": [{"kind": "header", "image": "h.png"}, {"kind": "text", "text": "x"}, {"kind": "grid", "cards": []}]}]}"#)
        XCTAssertEqual(scene.pages[0].content, .elements([.header(image: "/scenes/h.png", height: 260), .text("x", size: 15, color: nil),
                                                          .grid(columns: 2, cards: [])], background: .white))
    }

    func testErrorsNameTheElement() {
        let cases: [(String, String)] = [
            (#"[{"kind": "header", "image": "h.png"}, {"text": "x"}]"#,
             "pages[1].content[1].kind: missing; every element needs a \"kind\" (header, largeTitle, text, row, section, button, grid, carousel)"),
            (#"[{"kind": "slider"}]"#,
             "pages[1].content[0].kind: \"slider\" is not an element kind (use header, largeTitle, text, row, section, button, grid or carousel)"),
            (#"[{"kind": "row", "title": "a"}, {"kind": "row"}]"#, "pages[1].content[1].title: missing; this element needs a \"title\""),
            (#"[{"kind": "row", "title": "a", "accessory": "star"}]"#,
             "pages[1].content[0].accessory: \"star\" is not an accessory (use none, chevron, switchOn or switchOff)"),
            (#"[{"kind": "section", "rows": [{"title": "a"}, {"title": 3}]}]"#, "pages[1].content[0].rows[1].title: expected a string, found a number"),
            (#"[{"kind": "grid", "columns": 9, "cards": []}]"#, "pages[1].content[0].columns: must be at most 4, found 9"),
            (#"[{"kind": "carousel", "height": 5, "cards": []}]"#, "pages[1].content[0].height: 5 is out of range (60 to 800)"),
            (#"[{"kind": "header", "image": ""}]"#, "pages[1].content[0].image: the image path must not be empty"),
            (#"[{"kind": "button", "title": "Buy", "color": "orange"}]"#,
             "pages[1].content[0].color: \"orange\" is not a colour (use #RGB, #RRGGBB or #RRGGBBAA)"),
            (#"[{"kind": "grid", "cards": [{"title": "a", "image": 1}]}]"#, "pages[1].content[0].cards[0].image: expected a string, found a number"),
            (#"[3]"#, "pages[1].content[0]: expected an object, found a number"),
        ]
        for (content, message) in cases {
            let text = #"{"pages": [{"id": "a"}, {"id": "b", "content": "# + content + "}]}"
            assertError(try parse(text), "scene.json: " + message)
        }
        let many = "[" + Array(repeating: #"{"kind": "largeTitle", "text": "x"}"#, count: 201).joined(separator: ",") + "]"
        assertError(try parse(#"{"pages": [{"id": "a", "content": "# + many + "}]}"), "scene.json: pages[0].content: too many items (201; at most 200)")
    }

    /// A text over either limit is told which one it broke: 1,000 characters of five bytes each
    /// are within the characters and over the bytes (it said "at most 1000 characters" before).
    func testTextOverALimitNamesTheLimitItBroke() {
        let cases: [(String, String)] = [
            (String(repeating: "e\u{301}\u{302}", count: 1000), "the text is 5000 bytes of UTF-8 (at most 4096)"),
            (String(repeating: "x", count: 1001), "the text is 1001 characters long (at most 1000)"),
        ]
        for (text, message) in cases {
            let scene = #"{"pages": [{"id": "a", "content": [{"kind": "text", "text": "\#(text)"}]}]}"#
            assertError(try parse(scene), "scene.json: pages[0].content[0].text: " + message)
        }
        XCTAssertNil(TitleText.lengthProblem(String(repeating: "é", count: 1000), "the text"), "2,000 bytes and 1,000 characters fit")
        XCTAssertEqual(StyleSpec.nameProblem(String(repeating: "e\u{301}\u{302}", count: 30) + String(repeating: "\u{303}", count: 2100)),
                       "the name is 4350 bytes of UTF-8 (at most 4096)")
    }

    func testColourAndImageContentStillWork() throws {
        let scene = try parse(##"{"pages": [{"id": "a", "content": "#123"}, {"id": "b", "content": "b.png"}]}"##)
        XCTAssertEqual(scene.pages.map(\.content), [.color(Color(rgb: 0x112233)), .image(path: "/scenes/b.png")])
    }
}
