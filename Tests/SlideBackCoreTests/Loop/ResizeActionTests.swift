import Foundation
import XCTest
@testable import SlideBackCore

/// The script's "resize" action, which replays a window being resized.
final class ResizeActionTests: XCTestCase {
    func testAResizeEventParsesWritesBackAndResizesTheStage() throws {
        let text = #"{"events": [{"frame": 3, "action": "resize", "width": 320, "height": 480.5}]}"#
        let script = try InputScript.parse(Data(text.utf8), file: "s.json")
        XCTAssertEqual(script.events, [ScriptEvent(frame: 3, action: .resize(Size(width: 320, height: 480.5)))])
        XCTAssertEqual(try InputScript.parse(Data(script.jsonText().utf8), file: "again.json").events, script.events)
        var stage = Stage(session: Session(navigator: Fixture.navigator(depth: 1), clock: PlaybackClock()))
        stage.apply(script.events[0].action)
        XCTAssertEqual(stage.screen, Size(width: 320, height: 480.5))
        XCTAssertEqual(stage.frames()[0].screen, Size(width: 320, height: 480.5))
    }

    func testAResizeOutsideTheRangeNamesTheField() {
        let text = #"{"events": [{"frame": 0, "action": "resize", "width": 0, "height": 480}]}"#
        XCTAssertThrowsError(try InputScript.parse(Data(text.utf8), file: "s.json")) { error in
            XCTAssertTrue("\(error)".hasPrefix("s.json: events[0].width: 0 is outside 1 to 100000 points"), "\(error)")
        }
    }
}
