import Foundation
import XCTest
@testable import SlideBackCore

/// W writes only what differs from the base, plus the name and the base, and reads back to the
/// tuned spec; `styles --diff` lists the constants that differ side by side; the tuning panel
/// shows numbers to their step.
final class StyleDiffTests: XCTestCase {
    private let cupertino = StyleSpec.builtIns.first { $0.name == "cupertino" }!

    private func parse(_ text: String) throws -> StyleSpec {
        var warnings: [String] = []
        let spec = try StyleSpec.parse(Data(text.utf8), file: "tuned.json", warnings: &warnings)
        XCTAssertEqual(warnings, [])
        return spec
    }

    private func select(_ key: String, in tuner: inout StyleTuner) throws {
        tuner.select(try XCTUnwrap(tuner.rows.firstIndex { $0.key == key }, key))
    }

    func testATunedStyleIsWrittenAsItsChangesOverTheStyleItCameFrom() throws {
        var tuner = StyleTuner(cupertino)
        try select("cornerRadius", in: &tuner)
        tuner.adjust(by: 1, coarse: true)
        try select("springOvershoot", in: &tuner)
        tuner.adjust(by: 1)
        let tuned = tuner.tunedForFile
        XCTAssertEqual(tuned.baseName, "cupertino", "based on the built-in it was tuned from")
        let text = tuned.fileText(over: cupertino)
        XCTAssertEqual(text, """
        {
          "name": "cupertino-tuned",
          "base": "cupertino",
          "springOvershoot": "allow",
          "cornerRadius": 1
        }

        """)
        XCTAssertEqual(try parse(text), tuned, "it reads back to the tuned spec")
    }

    func testPhaseLooksAreWrittenAsTheirOwnChangesOrNull() throws {
        let snapshot = StyleSpec.builtIn(.snapshot)
        var spec = snapshot
        spec.name = "mine"
        spec.pop = nil
        spec.push?.frontScale = 0.9
        spec.drag.backParallax = 0.5
        let text = spec.fileText(over: snapshot)
        XCTAssertTrue(text.contains("  \"pop\": null"), text)
        XCTAssertTrue(text.contains("  \"push\": {\n    \"frontScale\": 0.9\n  }"), text)
        XCTAssertEqual(try parse(text), spec)
        // A look of its own that equals the drag's, over a base that has none, is an empty object.
        var own = StyleSpec.builtIn(.slideback)
        own.name = "own"
        own.push = own.drag
        XCTAssertTrue(own.fileText(over: .builtIn(.slideback)).contains("  \"push\": {}"))
        XCTAssertEqual(try parse(own.fileText(over: .builtIn(.slideback))), own)
    }

    func testEveryBuiltInWrittenOverAnotherReadsBack() throws {
        for spec in StyleSpec.builtIns {
            for base in StyleSpec.builtIns where base.name != spec.name {
                var named = spec
                named.name = "x"
                named.baseName = base.name
                named.base = base.base
                let read = try parse(named.fileText(over: base))
                XCTAssertEqual(read, named, "\(spec.name) over \(base.name)")
            }
        }
    }

    func testTheDiffListsOnlyWhatDiffersSideBySide() {
        let react = StyleSpec.builtIns.first { $0.name == "react-navigation" }!
        let diff = StyleListing.diff(cupertino, react)
        let lines = diff.split(separator: "\n")
        XCTAssertEqual(lines.first, "key                       cupertino                react-navigation")
        XCTAssertTrue(lines.contains("release                   fling                    projected"), diff)
        XCTAssertTrue(lines.contains("pushCurve                 fastEaseInToSlowEaseOut  easeInOut"), diff)
        XCTAssertTrue(lines.contains("push.shadowWidth          0                        10"), diff)
        XCTAssertEqual(lines.count - 1, cupertino.differences(from: react).count)
        XCTAssertFalse(diff.contains("springStiffness"), "equal constants are left out")
        XCTAssertEqual(StyleListing.diff(cupertino, cupertino), "cupertino and cupertino have the same constants\n")
    }

    func testThePanelShowsNumbersToTheirStep() throws {
        let tuner = StyleTuner(cupertino)
        let parallax = try XCTUnwrap(tuner.rows.first { $0.key == "backParallax" })
        XCTAssertEqual(parallax.value, "0.33", "not 0.3333333333333333")
        XCTAssertEqual(tuner.rows.first { $0.key == "backDim" }?.value, "0.09", "0x18 / 255 to its step of 0.01, a hundredth of 0...1")
        XCTAssertEqual(tuner.rows.first { $0.key == "springStiffness" }?.value, "1000")
        XCTAssertEqual(tuner.rows.first { $0.key == "shadowOffset" }?.value, "0")
    }
}
