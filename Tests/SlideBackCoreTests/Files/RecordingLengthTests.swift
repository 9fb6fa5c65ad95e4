import Foundation
import XCTest
@testable import SlideBackCore

/// What `--record-input` writes, `--script` reads: a recording past the scenes' 16 MiB (a long
/// session of dragging) is compact and within the scripts' limit, and parses back exactly.
final class RecordingLengthTests: XCTestCase {
    func testACompactEventIsShortAndReadsBack() throws {
        let event = ScriptEvent(frame: 41, action: .move(Point(x: 102.5, y: 600), pointer: 0))
        XCTAssertEqual(event.jsonText(), #"{"frame":41,"action":"move","x":102.5,"y":600}"#)
        let other = ScriptEvent(frame: 7, action: .up(Point(x: -0.0, y: 1e-05), pointer: 3))
        XCTAssertEqual(other.jsonText(), #"{"frame":7,"action":"up","x":-0.0,"y":1e-05,"pointer":3}"#)
    }

    func testARecordingLongerThanSixteenMiBReplays() throws {
        // 360,000 moves, 100 minutes of dragging at 60 frames a second.
        let events = (0..<360_000).map { ScriptEvent(frame: $0, action: .move(Point(x: Double($0 % 400) + 0.5, y: 600.25), pointer: 0)) }
        let text = InputScript(events: events).jsonText(recordedFrames: events.count)
        XCTAssertGreaterThan(text.utf8.count, LocatedJSON.maximumFileSize, "longer than a scene may be")
        XCTAssertLessThanOrEqual(text.utf8.count, InputScript.maximumFileSize)
        let read = try InputScript.parse(Data(text.utf8), file: "long.json")
        XCTAssertEqual(read.events.count, events.count)
        XCTAssertEqual(read.events.last, events.last)
    }
}

/// Titles are bounded in bytes too: one character can carry megabytes of combining marks.
final class TitleByteLimitTests: XCTestCase {
    func testATitleOverFourKiBOfUTF8IsRefusedEvenAsOneCharacter() throws {
        let marks = "e" + String(repeating: "\u{301}", count: 3000)
        XCTAssertEqual(marks.count, 1)
        let json = #"{"pages": [{"id": "a", "title": "\#(marks)"}]}"#
        XCTAssertThrowsError(try Scene.parse(Data(json.utf8), file: "s.json", baseDirectory: "")) { error in
            XCTAssertEqual("\(error)", "s.json: pages[0].title: the title is 6001 bytes of UTF-8 (at most 4096)")
        }
        let id = #"{"pages": [{"id": "\#(marks)"}]}"#
        XCTAssertThrowsError(try Scene.parse(Data(id.utf8), file: "s.json", baseDirectory: "")) { error in
            XCTAssertTrue("\(error)".hasPrefix("s.json: pages[0].id: the id, shown as the title when there is none, is 6001 bytes"), "\(error)")
        }
    }
}
