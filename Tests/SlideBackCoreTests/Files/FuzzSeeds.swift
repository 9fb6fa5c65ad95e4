import Foundation
import SlideBackCore
import XCTest

// Inputs for ParserFuzzTests: the documented examples as seeds, and seeded mutations of them.

enum FuzzSeeds {
    /// The scene example of README.md (`DocumentedExampleTests` checks the README shows exactly this).
    static let readmeScene = #"""
    {"pages": [
      {"id": "home", "title": "Home", "content": "#3366CC", "bar": "opaque", "barColor": "#F7F7F7", "tabBar": true},
      {"id": "product", "title": "Product", "content": "pages/product.png", "bar": "transparent"},
      {"id": "profile", "content": "#FFFFFF", "bar": "hidden", "backGesture": false}
    ]}
    """#

    /// Every scene key, colour form and a few escapes.
    static let everyKeyScene = #"""
    {"version": 2, "pages": [{"id": "a\u00e9", "title": "T\u00EDtulo \uD83D\uDE00 \"q\"", "content": "#abc", "bar": "transparent",
     "barColor": "#11223344", "tabBar": false, "backGesture": true, "rightButton": true, "barSnapshot": false, "future": [1, {"x": null}]},
     {"id": "b", "content": "/abs/b.png", "bar": "hidden", "barColor": "#000"}]}
    """#

    /// The script example of docs/reference.md (`DocumentedExampleTests` checks the page shows exactly this).
    static let referenceScript = #"""
    {"events": [
      {"frame": 0, "action": "push"},
      {"frame": 40, "action": "down", "x": 2, "y": 600},
      {"frame": 41, "action": "move", "x": 102.5, "y": 600},
      {"frame": 42, "action": "up", "x": 102.5, "y": 600},
      {"frame": 90, "action": "pop"},
      {"frame": 100, "action": "popTo", "index": 0},
      {"frame": 120, "action": "popToRoot"},
      {"frame": 130, "action": "key", "key": "s"}
    ]}
    """#

    /// Every action, pointers, exponents and a recorded file's extra key.
    static let everyActionScript = #"""
    {"recordedFrames": 300, "events": [{"frame": 5, "action": "popTo", "index": 1}, {"frame": 5.0, "action": "down", "x": -3, "y": 1e2,
     "pointer": 2}, {"frame": 6, "action": "move", "x": -0, "y": 0.5e-3, "pointer": 2}, {"frame": 6, "action": "cancel"},
     {"frame": 7, "action": "key", "key": "F1"}, {"frame": 8, "action": "up", "x": 100000, "y": -100000}, {"frame": 9, "action": "key", "key": "?"}]}
    """#

    /// The checkout's root folder, found from this file (through the symlinks of a core-only package too).
    static let root = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Resources/scene.json, the default scene.
    static func resourceScene() throws -> [UInt8] {
        Array(try Data(contentsOf: root.appendingPathComponent("Resources/scene.json")))
    }

    static func scenes() throws -> [(name: String, bytes: [UInt8])] {
        [("README scene", Array(readmeScene.utf8)), ("every-key scene", Array(everyKeyScene.utf8)),
         ("Resources/scene.json", try resourceScene())]
    }

    static let scripts: [(name: String, bytes: [UInt8])] = [
        ("docs/reference.md script", Array(referenceScript.utf8)), ("every-action script", Array(everyActionScript.utf8)),
    ]
}
