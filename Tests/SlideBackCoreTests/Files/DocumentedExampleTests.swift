import Foundation
import XCTest
@testable import SlideBackCore

/// The example scene of README.md and the example script of docs/reference.md are the fuzz tests'
/// seeds, word for word, so the examples a reader copies are ones the loaders are known to read.
final class DocumentedExampleTests: XCTestCase {
    /// The text of `path`, relative to the checkout's root.
    private func page(_ path: String) throws -> String {
        try String(contentsOf: FuzzSeeds.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheReadmesSceneIsTheFuzzSeedAndLoads() throws {
        XCTAssertTrue(try page("README.md").contains("```json\n" + FuzzSeeds.readmeScene + "\n```\n"),
                      "README.md's scene example differs from FuzzSeeds.readmeScene")
        let scene = try Scene.parse(Data(FuzzSeeds.readmeScene.utf8), file: "scene.json", baseDirectory: "/scenes")
        XCTAssertEqual(scene.pages.map(\.id), ["home", "product", "profile"])
    }

    func testTheReferencesScriptIsTheFuzzSeedAndLoads() throws {
        XCTAssertTrue(try page("docs/reference.md").contains("```json\n" + FuzzSeeds.referenceScript + "\n```\n"),
                      "docs/reference.md's script example differs from FuzzSeeds.referenceScript")
        let script = try InputScript.parse(Data(FuzzSeeds.referenceScript.utf8), file: "drag.json")
        XCTAssertEqual(script.events.count, 8)
    }
}
