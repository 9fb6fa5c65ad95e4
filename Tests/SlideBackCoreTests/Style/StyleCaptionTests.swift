import XCTest
@testable import SlideBackCore

/// What a picture says about a style: its name and base, and the constants it changed.
final class StyleCaptionTests: XCTestCase {
    func testABuiltInSaysSoAndALoadedStyleListsWhatItChanged() throws {
        XCTAssertEqual(StyleSpec.builtIn(.slideback).captionLines, ["slideback", "the built-in constants"])
        for spec in StyleSpec.builtIns { XCTAssertEqual(spec.captionLines, [spec.name, "the built-in constants"]) }
        var tuned = StyleSpec.builtIns.first { $0.name == "cupertino" }!
        tuned.drag.cornerRadius = 1.0 / 3
        XCTAssertEqual(tuned.captionLines, ["cupertino", "cornerRadius 0.333"], "a tuned built-in, against itself")
        var warnings: [String] = []
        let mine = try StyleSpec.parse(Data(#"{"name": "mine", "base": "system", "cornerRadius": 20, "frontScale": 0.9, "backDim": 0.33333333}"#.utf8),
                                       file: "mine.json", warnings: &warnings)
        XCTAssertEqual(mine.captionLines, ["mine (base system)", "backDim 0.333, frontScale 0.9, cornerRadius 20"])
        var pushed = StyleSpec.builtIn(.slideback)
        pushed.push = pushed.drag
        pushed.push?.cornerRadius = 12
        XCTAssertEqual(pushed.changedConstants, ["push.cornerRadius 12"])
    }
}
