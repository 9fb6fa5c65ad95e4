import Foundation
import XCTest
@testable import SlideBackCore

/// `--record-input` writes scripts that the `--script` parser must read back to the very same
/// events, every coordinate bit for bit, or a replay would draw different frames.
final class InputScriptWritingTests: XCTestCase {
    func testEveryActionAndAwkwardNumbersReadBackExactly() throws {
        let script = InputScript(events: [
            ScriptEvent(frame: 0, action: .push),
            ScriptEvent(frame: 0, action: .pop),
            ScriptEvent(frame: 3, action: .popToRoot),
            ScriptEvent(frame: 4, action: .popTo(index: 2)),
            ScriptEvent(frame: 5, action: .down(Point(x: 0.1 + 0.2, y: 1e-05), pointer: 0)),
            ScriptEvent(frame: 6, action: .move(Point(x: -3.5, y: -0.0), pointer: 7)),
            ScriptEvent(frame: 6, action: .move(Point(x: 99_999.999999999, y: Double.leastNonzeroMagnitude), pointer: 99)),
            ScriptEvent(frame: 7, action: .up(Point(x: 1.0 / 3.0, y: 2), pointer: 7)),
            ScriptEvent(frame: 8, action: .cancel),
        ] + Key.allCases.enumerated().map { ScriptEvent(frame: 9 + $0.offset, action: .key($0.element)) })
        let text = script.jsonText(recordedFrames: 42)
        let read = try InputScript.parse(Data(text.utf8), file: "recorded.json")
        XCTAssertEqual(read, script, text)
        for (written, original) in zip(read.events, script.events) {
            if case .move(let a, _) = written.action, case .move(let b, _) = original.action {
                XCTAssertEqual(a.x.bitPattern, b.x.bitPattern, "x of \(b)")
                XCTAssertEqual(a.y.bitPattern, b.y.bitPattern, "y of \(b), -0.0 keeps its sign")
            }
        }
        // Standard JSON too, with the length of the run as an extra key the parser ignores.
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        XCTAssertEqual(object?["recordedFrames"] as? Int, 42)
        XCTAssertEqual((object?["events"] as? [Any])?.count, script.events.count)
    }

    func testEmptyScriptIsValid() throws {
        let text = InputScript(events: []).jsonText()
        XCTAssertEqual(text, "{\"events\": []}\n")
        XCTAssertEqual(try InputScript.parse(Data(text.utf8), file: "empty.json"), InputScript(events: []))
    }
}
