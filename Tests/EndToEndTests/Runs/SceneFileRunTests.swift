import Foundation
import XCTest

/// Scene files through the built program: a key nobody reads is a warning naming the file, the
/// place and the key meant, as in a style file, and the run goes on.
final class SceneFileRunTests: ProgramTestCase {
    func testMisspeltSceneKeysAreWarnedAboutAndTheRunGoesOn() throws {
        let scene = try fixture.write(##"{"pages": [{"id": "a", "tabbar": true, "barColour": "#000"}]}"##, to: "typo.json")
        let result = try fixture.run(["--headless", "--frames", "1", "--scene", scene])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.errorLines, [
            #"slideback: warning: \#(scene): pages[0].tabbar: unknown key, ignored (did you mean "tabBar"?)"#,
            #"slideback: warning: \#(scene): pages[0].barColour: unknown key, ignored (did you mean "barColor"?)"#,
        ])
    }

    func testTheDefaultScenesHoldNoUnknownKeys() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources")
        for name in ["scene.json", "stress.json"] {
            let result = try fixture.run(["--headless", "--frames", "1", "--scene", resources.appendingPathComponent(name).path])
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertFalse(result.standardError.contains("unknown key"), "\(name): \(result.standardError)")
        }
    }
}
