import Foundation
import XCTest
@testable import SlideBackCore

/// `--screens`: a folder of screenshots becomes a scene, one page each in name order, with no bar,
/// tab bar, status text or clock in any frame any style draws; bad input is one line naming the file.
final class SceneScreensTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("screens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private let pngHead = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + [UInt8](repeating: 7, count: 100))

    private func file(_ name: String, _ data: Data) throws -> String {
        let url = folder.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    func testAFolderIsItsImagesInNameOrderWithOverlaysOff() throws {
        for name in ["10 last.png", "2 second.PNG", "1 first.jpg", ".hidden.png"] { _ = try file(name, name.hasSuffix("jpg") ? Data([0xFF, 0xD8, 0xFF, 0xE0, 1]) : pngHead) }
        _ = try file("notes.txt", Data("not a screen".utf8))
        let scene = try Scene.screens([folder.path])
        XCTAssertEqual(scene.pages.count, 3)
        XCTAssertEqual(scene.pages.map(\.content), ["1 first.jpg", "2 second.PNG", "10 last.png"].map { .image(path: folder.appendingPathComponent($0).path) })
        XCTAssertEqual(scene.pages.map(\.title), ["1 first", "2 second", "10 last"])
        XCTAssertEqual(Set(scene.pages.map(\.id)).count, 3, "ids are unique")
        XCTAssertFalse(scene.overlays)
        XCTAssertTrue(scene.pages.allSatisfy { $0.allowsBackGesture && !$0.showsTabBar })
        // Files given one by one keep the order given, after the folder's.
        let single = try file("0.png", pngHead)
        XCTAssertEqual(try Scene.screens([single, folder.path]).pages.count, 5)
    }

    func testNoStyleDrawsAnOverlayOverScreens() throws {
        _ = try file("a.png", pngHead)
        _ = try file("b.png", pngHead)
        let scene = try Scene.screens([folder.path])
        for spec in StyleSpec.builtIns {
            var navigator = Navigator(scene: scene, spec: spec)
            var frames = [navigator.frame()]
            navigator.perform(.push)
            for _ in 0..<40 {
                navigator.step(1.0 / 60)
                frames.append(navigator.frame())
                if let pages = frames.last?.pages { frames[frames.count - 1].snapshots.forEach { XCTAssertFalse(pages.picture(of: $0).contains(where: \.isOverlay)) } }
            }
            navigator.perform(.pop)
            for _ in 0..<10 { navigator.step(1.0 / 60); frames.append(navigator.frame()) }
            let layers = frames.flatMap { $0.groups.flatMap(\.layers) }
            XCTAssertFalse(layers.isEmpty)
            XCTAssertEqual(layers.filter(\.isOverlay).map(\.kindName), [], spec.name)
            XCTAssertTrue(layers.contains { if case .pageBody = $0.content { return true } else { return false } }, spec.name)
        }
        // The same scene with its overlays on draws them: the filter is what takes them away.
        var shown = scene
        shown.overlays = true
        let navigator = Navigator(scene: shown, spec: StyleSpec.builtIn(.slideback))
        XCTAssertTrue(navigator.frame().groups.flatMap(\.layers).contains(where: \.isOverlay))
    }

    func testSceneFilesTurnOverlaysOff() throws {
        let off = try Scene.parse(Data(#"{"overlays": false, "pages": [{"id": "a", "content": "a.png"}]}"#.utf8), file: "s.json", baseDirectory: "/x")
        XCTAssertFalse(off.overlays)
        XCTAssertTrue(try Scene.parse(Data(#"{"pages": [{"id": "a"}]}"#.utf8), file: "s.json", baseDirectory: "/x").overlays)
        XCTAssertThrowsError(try Scene.parse(Data(#"{"overlays": "no", "pages": [{"id": "a"}]}"#.utf8), file: "s.json", baseDirectory: "/x")) {
            XCTAssertEqual("\($0)", #"s.json: overlays: expected true or false, found a string"#)
        }
    }

    func testBadInputNamesTheFile() throws {
        func problem(_ paths: [String]) -> String {
            do {
                _ = try Scene.screens(paths)
                return "no error"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(problem([folder.path]), "\(folder.path): the folder is empty")
        _ = try file("readme.txt", Data("x".utf8))
        XCTAssertEqual(problem([folder.path]), "\(folder.path): the folder holds no PNG or JPEG files (.png, .jpg, .jpeg)")
        let text = try file("fake.png", Data("hello".utf8))
        XCTAssertEqual(problem([folder.path]), "\(text): not a PNG or JPEG image")
        try FileManager.default.removeItem(atPath: text)
        let empty = try file("empty.png", Data())
        XCTAssertEqual(problem([folder.path]), "\(empty): the file is empty")
        try FileManager.default.removeItem(atPath: empty)
        let inner = folder.appendingPathComponent("inner.png")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        XCTAssertEqual(problem([folder.path]), "\(inner.path): cannot read the file (Is a directory)")
        XCTAssertEqual(problem([folder.path + "/missing"]), "\(folder.path)/missing: no such file or folder")
    }
}
