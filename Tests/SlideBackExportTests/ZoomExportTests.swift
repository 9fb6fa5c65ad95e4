@testable import SlideBackCore
@testable import SlideBackExport
import XCTest

/// `ios-zoom` exported: SwiftUI and UIKit hand the zoom to iOS 18 (`navigationTransition(.zoom)`,
/// `preferredTransition = .zoom`), every other target says in one line that it cannot; a style
/// without a zoom gets neither.
final class ZoomExportTests: XCTestCase {
    private let cannot = "has no zoom of a page out of and back into a source element"

    private func spec(_ name: String) throws -> StyleSpec {
        try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
    }

    func testSwiftUIAndUIKitUseIOS18sOwnZoom() throws {
        let zoom = try spec("ios-zoom")
        let swiftUI = CodeTarget.swiftUI.code(for: zoom)
        XCTAssertTrue(swiftUI.contains("@available(iOS 18.0, *)\nextension View {"), swiftUI)
        XCTAssertTrue(swiftUI.contains("        matchedTransitionSource(id: id, in: namespace)\n"))
        XCTAssertTrue(swiftUI.contains("        navigationTransition(.zoom(sourceID: id, in: namespace))\n"))
        let uiKit = CodeTarget.uiKit.code(for: zoom)
        XCTAssertTrue(uiKit.contains("@available(iOS 18.0, *)\nextension UIViewController {"), uiKit)
        // The page underneath's dimming at full cover, 0.07, is the zoom's dimming colour.
        XCTAssertTrue(uiKit.contains("        options.dimmingColor = UIColor.black.withAlphaComponent(0.07)\n"))
        XCTAssertTrue(uiKit.contains("        preferredTransition = .zoom(options: options) { _ in source() }\n"))
        for code in [swiftUI, uiKit] { XCTAssertFalse(code.contains(cannot)) }
    }

    func testEveryOtherTargetSaysInOneLineThatItCannotZoom() throws {
        let zoom = try spec("ios-zoom")
        let written = [("compose", CodeTarget.compose.code(for: zoom)), ("flutter", CodeTarget.flutter.code(for: zoom)),
                       ("react-navigation", CodeTarget.reactNavigation.code(for: zoom)),
                       ("css", CSSExport(spec: zoom, screen: Size(width: 414, height: 896)).text)]
        for (target, code) in written {
            let lines = code.split(separator: "\n").filter { $0.contains(cannot) }
            XCTAssertEqual(lines.count, 1, "\(target): one line")
            XCTAssertTrue(lines.first?.contains("not expressed: ") == true || lines.first?.contains("Not expressed: ") == true, target)
            XCTAssertFalse(code.contains(".zoom("), target)
        }
    }

    func testAStyleWithoutTheZoomSaysNothingOfIt() throws {
        let system = try spec("system")
        for code in CodeTarget.all.map({ $0.code(for: system) }) + [CSSExport(spec: system, screen: Size(width: 414, height: 896)).text] {
            XCTAssertFalse(code.contains(cannot))
            XCTAssertFalse(code.contains(".zoom("))
        }
    }
}
