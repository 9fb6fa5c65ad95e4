import Foundation
import XCTest
@testable import SlideBackCore

/// Style files give the spring in SwiftUI's or Flutter's units too, one system at a time, and
/// `slideback styles` shows every style's spring in every unit.
final class SpringUnitKeysTests: XCTestCase {
    private func parse(_ text: String) throws -> StyleSpec {
        var warnings: [String] = []
        let spec = try StyleSpec.parse(Data(text.utf8), file: "mine.json", warnings: &warnings)
        XCTAssertEqual(warnings, [], "the unit keys are known keys")
        return spec
    }

    private func error(_ text: String) -> String { styleFileError(text) }

    func testSwiftUIsResponseAndFractionAndFluttersDurationAndBounceSetTheSpring() throws {
        for text in [#"{"name": "s", "springMass": 1, "springResponse": 0.5, "springDampingFraction": 0.7}"#,
                     #"{"name": "s", "springMass": 1, "springDuration": 0.5, "springBounce": 0.3}"#,
                     #"{"name": "s", "springBounce": 0.3, "springMass": 1, "springDuration": 0.5}"#] {
            let spec = try parse(text)
            // Apple's example: duration 0.5, bounce 0.3 is stiffness 157.9, damping 17.6.
            XCTAssertEqual(spec.springStiffness, 157.9137, accuracy: 1e-4, text)
            XCTAssertEqual(spec.springDamping, 17.5929, accuracy: 1e-4, text)
            XCTAssertEqual(spec.springMass, 1, text)
        }
    }

    func testOneKeyKeepsTheRestOfItsSystemFromTheBase() throws {
        let base = StyleSpec.builtIn(.slideback).springUnits
        let bouncier = try parse(#"{"name": "s", "springBounce": 0.3}"#).springUnits
        XCTAssertEqual(bouncier.duration, base.duration, accuracy: 1e-12, "the duration is kept")
        XCTAssertEqual(bouncier.dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(bouncier.mass, 3, "at the base's mass")
        let slower = try parse(#"{"name": "s", "springResponse": 1}"#).springUnits
        XCTAssertEqual(slower.response, 1, accuracy: 1e-12)
        XCTAssertEqual(slower.dampingFraction, base.dampingFraction, accuracy: 1e-12, "the fraction is kept")
    }

    func testTwoSystemsForOneSpringIsAnErrorNamingBothKeys() {
        XCTAssertEqual(error(#"{"name": "s", "springStiffness": 100, "springResponse": 0.5}"#),
                       #"mine.json: springResponse: "springStiffness" and "springResponse" give the spring in two systems; give one"#)
        XCTAssertEqual(error(#"{"name": "s", "springDampingFraction": 0.5, "springBounce": 0.2}"#),
                       #"mine.json: springBounce: "springDampingFraction" and "springBounce" give the spring in two systems; give one"#)
        XCTAssertEqual(error(#"{"name": "s", "springDamping": 10, "springDuration": 0.5}"#),
                       #"mine.json: springDuration: "springDamping" and "springDuration" give the spring in two systems; give one"#)
        XCTAssertEqual(error(#"{"name": "s", "springBounce": 1.5}"#), "mine.json: springBounce: must be within -0.99...1, found 1.5")
        XCTAssertEqual(error(#"{"name": "s", "springMass": 1000, "springResponse": 0.01}"#),
                       "mine.json: springResponse: gives springStiffness 394784176.0436 (with springMass 1000), which must be within 0.01...100000")
    }

    func testTheListingShowsEachSpringInEveryUnit() throws {
        let spec = try parse(#"{"name": "s", "springMass": 1, "springDuration": 0.5, "springBounce": 0.3}"#)
        let table = StyleListing.table([spec])
        XCTAssertTrue(table.contains("  the spring in every unit (slideback springs):\n"), table)
        XCTAssertTrue(table.contains("    response          response 0.5 s, dampingFraction 0.7\n"), table)
        XCTAssertTrue(table.contains("    framer            visualDuration 0.4167 s, bounce 0.3\n"), table)
        XCTAssertTrue(table.contains("    origami           tension 20.0314, friction 5.531\n"), table)
        // Each built-in's spring is listed in each of the seven systems.
        let all = StyleListing.table(StyleSpec.builtIns)
        XCTAssertEqual(all.components(separatedBy: "\n    duration-bounce   ").count - 1, StyleSpec.builtIns.count)
    }
}
