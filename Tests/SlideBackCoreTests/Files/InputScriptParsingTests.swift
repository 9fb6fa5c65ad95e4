import Foundation
import XCTest
@testable import SlideBackCore

final class InputScriptParsingTests: XCTestCase {
    private let example = #"""
    {"events": [{"frame": 0, "action": "push"}, {"frame": 40, "action": "down", "x": 2, "y": 600}, {"frame": 41, "action": "move", "x": 102.5, "y": 600}, {"frame": 42, "action": "up", "x": 102.5, "y": 600}, {"frame": 90, "action": "pop"}, {"frame": 120, "action": "popToRoot"}, {"frame": 130, "action": "key", "key": "s"}]}
    """#

    // MARK: Valid scripts

    func testContractExampleParses() throws {
        let script = try parse(example)
        XCTAssertEqual(script.events, [
            ScriptEvent(frame: 0, action: .push),
            ScriptEvent(frame: 40, action: .down(Point(x: 2, y: 600), pointer: 0)),
            ScriptEvent(frame: 41, action: .move(Point(x: 102.5, y: 600), pointer: 0)),
            ScriptEvent(frame: 42, action: .up(Point(x: 102.5, y: 600), pointer: 0)),
            ScriptEvent(frame: 90, action: .pop),
            ScriptEvent(frame: 120, action: .popToRoot),
            ScriptEvent(frame: 130, action: .key(.s)),
        ])
        XCTAssertEqual(script.lastFrame, 130)
    }

    func testExtensionsParse() throws {
        let script = try parse(#"""
        {"comment": "ignored", "events": [
          {"frame": 5, "action": "popTo", "index": 1},
          {"frame": 5, "action": "down", "x": -3, "y": 1e2, "pointer": 2, "note": "ignored"},
          {"frame": 6, "action": "cancel"},
          {"frame": 7, "action": "key", "key": "F1"},
          {"frame": 7.0, "action": "key", "key": "?"}
        ]}
        """#)
        XCTAssertEqual(script, InputScript(events: [
            ScriptEvent(frame: 5, action: .popTo(index: 1)),
            ScriptEvent(frame: 5, action: .down(Point(x: -3, y: 100), pointer: 2)),
            ScriptEvent(frame: 6, action: .cancel),
            ScriptEvent(frame: 7, action: .key(.f1)),
            ScriptEvent(frame: 7, action: .key(.question)),
        ]))
    }

    func testEmptyScriptHasNoLastFrame() throws {
        let script = try parse(#"{"events": []}"#)
        XCTAssertEqual(script.events, [])
        XCTAssertNil(script.lastFrame)
    }

    func testEveryKeyNameIsAcceptedInAnyCase() throws {
        XCTAssertEqual(Key.allCases.map(\.rawValue),
                       ["left", "right", "enter", "backspace", "escape", "home", "s", "p", ".", "h", "o", "?", "f1",
                        "1", "2", "3", "4", "5", "c", "6", "7", "8", "9", "tab", "shift+tab", "g", ",", "[", "]", "k", "t", "up", "down",
                        "shift+left", "shift+right", "r", "w", "m", "e"])
        for key in Key.allCases {
            for name in [key.rawValue, key.rawValue.uppercased()] {
                let script = try parse(#"{"events": [{"frame": 1, "action": "key", "key": "\#(name)"}]}"#)
                XCTAssertEqual(script.events.first?.action, .key(key), name)
            }
        }
    }

    func testFrameLimitsAreInclusive() throws {
        let script = try parse(#"{"events": [{"frame": 0, "action": "pop"}, {"frame": 10000000, "action": "pop"}]}"#)
        XCTAssertEqual(script.lastFrame, InputScript.maximumFrame)
        let edge = try parse(#"{"events": [{"frame": 1, "action": "move", "x": 100000, "y": -100000, "pointer": 99}]}"#)
        XCTAssertEqual(edge.events[0].action, .move(Point(x: 100_000, y: -100_000), pointer: 99))
    }

    func testLoadReadsTheFile() throws {
        let path = NSTemporaryDirectory() + "/slideback-script-\(UUID().uuidString).json"
        try Data(example.utf8).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try InputScript.load(contentsOf: path), try parse(example))
        assertError(try InputScript.load(contentsOf: path + ".missing"),
                    path + ".missing: file: cannot read the file (No such file or directory)")
    }

    // MARK: Errors

    func testStructureErrors() {
        assertError(try parse("{\"events\": [\n{\"frame\": 1 \"action\": \"pop\"}]}"),
                    "script.json: line 2, column 13: expected ',' or '}' after object member, found '\"'")
        assertError(try parse("\"events\""), "script.json: top level: expected an object, found a string")
        assertError(try parse(#"{"Events": []}"#), "script.json: events: missing; a script needs an \"events\" array (it may be empty)")
        assertError(try parse(#"{"events": null}"#), "script.json: events: expected an array, found null")
        assertError(try parse(#"{"events": [[]]}"#), "script.json: events[0]: expected an object, found an array")
    }

    func testFrameErrors() {
        assertError(try parse(#"{"events": [{"action": "pop"}]}"#), "script.json: events[0].frame: missing; every event needs a \"frame\"")
        assertError(try parse(#"{"events": [{"frame": 1.5, "action": "pop"}]}"#),
                    "script.json: events[0].frame: expected a whole number, found 1.5")
        assertError(try parse(#"{"events": [{"frame": -1, "action": "pop"}]}"#),
                    "script.json: events[0].frame: must be at least 0, found -1")
        assertError(try parse(#"{"events": [{"frame": 10000001, "action": "pop"}]}"#),
                    "script.json: events[0].frame: must be at most 10000000, found 10000001")
        assertError(try parse(#"{"events": [{"frame": 1e300, "action": "pop"}]}"#),
                    "script.json: events[0].frame: must be at most 10000000, found 1e+300")
        assertError(try parse(#"{"events": [{"frame": "1", "action": "pop"}]}"#),
                    "script.json: events[0].frame: expected a number, found a string")
        assertError(try parse(#"{"events": [{"frame": 40, "action": "pop"}, {"frame": 40, "action": "pop"}, {"frame": 39, "action": "pop"}]}"#),
                    "script.json: events[2].frame: frame 39 comes before the previous event's frame 40; events must be in frame order")
    }

    func testActionErrors() {
        assertError(try parse(#"{"events": [{"frame": 1}]}"#), "script.json: events[0].action: missing; every event needs an \"action\"")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "Push"}]}"#),
                    "script.json: events[0].action: \"Push\" is not an action (use push, pop, popToRoot, popTo, down, move, up, cancel, key, resize or wheel)")
        assertError(try parse(#"{"events": [{"frame": 1, "action": true}]}"#),
                    "script.json: events[0].action: expected a string, found a boolean")
    }

    func testPointerEventErrors() {
        assertError(try parse(#"{"events": [{"frame": 1, "action": "down", "y": 3}]}"#),
                    "script.json: events[0].x: missing; \"down\" needs both \"x\" and \"y\"")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "up", "x": 3}]}"#),
                    "script.json: events[0].y: missing; \"up\" needs both \"x\" and \"y\"")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "move", "x": "3", "y": 3}]}"#),
                    "script.json: events[0].x: expected a number, found a string")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "move", "x": 3, "y": 100000.5}]}"#),
                    "script.json: events[0].y: 100000.5 is absurd (coordinates are at most 100000 from 0)")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "down", "x": -1e9, "y": 3}]}"#),
                    "script.json: events[0].x: -1000000000 is absurd (coordinates are at most 100000 from 0)")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "down", "x": 1, "y": 3, "pointer": -1}]}"#),
                    "script.json: events[0].pointer: must be at least 0, found -1")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "down", "x": 1, "y": 3, "pointer": 0.5}]}"#),
                    "script.json: events[0].pointer: expected a whole number, found 0.5")
    }

    func testPopToAndKeyErrors() {
        assertError(try parse(#"{"events": [{"frame": 1, "action": "popTo"}]}"#),
                    "script.json: events[0].index: missing; \"popTo\" needs the stack \"index\" to go back to (0 is the root)")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "popTo", "index": -2}]}"#),
                    "script.json: events[0].index: must be at least 0, found -2")
        assertError(try parse(#"{"events": [{"frame": 1, "action": "key"}]}"#),
                    "script.json: events[0].key: missing; \"key\" needs the name of the \"key\" to press")
        assertError(try parse(#"{"events": [{"frame": 0, "action": "pop"}, {"frame": 1, "action": "key", "key": "space"}]}"#),
                    "script.json: events[1].key: \"space\" is not a key the program knows (use one of: left, right, enter, backspace, escape, home, s, p, ., h, o, ?, f1, 1, 2, 3, 4, 5, c, 6, 7, 8, 9, tab, shift+tab, g, ,, [, ], k, t, up, down, shift+left, shift+right, r, w, m, e)")
    }

    // MARK: Fuzzing

    func testMutatedScriptsNeverCrash() {
        let extensions = #"{"events": [{"frame": 5, "action": "popTo", "index": 1}, {"frame": 6, "action": "down", "x": 1, "y": 2, "pointer": 1}, {"frame": 7, "action": "cancel"}]}"#
        let seeds = [example, extensions]
        var mutator = ByteMutator(seed: 42)
        for iteration in 0 ..< 3000 {
            let data = Data(mutator.mutate(Array(seeds[iteration % seeds.count].utf8)))
            do {
                _ = try InputScript.parse(data, file: "fuzz.json")
            } catch let error as InputFileError {
                assertWellFormed(error, file: "fuzz.json")
            } catch {
                XCTFail("not an InputFileError: \(error)")
            }
        }
    }

    private func parse(_ text: String) throws -> InputScript {
        try InputScript.parse(Data(text.utf8), file: "script.json")
    }
}
