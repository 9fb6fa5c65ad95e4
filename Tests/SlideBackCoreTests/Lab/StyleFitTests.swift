import XCTest
@testable import SlideBackCore

/// `StyleFit`: a style's own motion, played from a neighbour's constants, is fitted back to the
/// original constants within 5% and its motion within half a point; keys the motion does not
/// show are kept; no fitted constant leaves its range; keys it cannot fit are refused.
final class StyleFitTests: XCTestCase {
    /// A push, then a swipe from the edge dragged 216 pt in 18 frames and let go moving.
    private static let script: InputScript = {
        var events = [ScriptEvent(frame: 0, action: .push), ScriptEvent(frame: 40, action: .down(Point(x: 4, y: 560), pointer: 0))]
        for step in 1...18 { events.append(ScriptEvent(frame: 40 + step, action: .move(Point(x: 4 + 12 * Double(step), y: 560), pointer: 0))) }
        events.append(ScriptEvent(frame: 59, action: .up(Point(x: 220, y: 560), pointer: 0)))
        return InputScript(events: events)
    }()

    /// The setup whose reference is `spec`'s own motion, its moments at rest left out, as a
    /// `--trace` file fed back as a reference has it.
    private func setup(reference spec: StyleSpec, transform: (Double) -> Double = { $0 }) throws -> StyleFit.Setup {
        var setup = StyleFit.Setup(scene: StyleFixture.scene(), screen: ScreenLayout.phone, configuration: NavigatorConfiguration(), script: Self.script,
                                   reference: try ReferenceMotion(name: "none", width: 414, samples: [.init(time: 0, x: 0), .init(time: 1, x: 0)]))
        let played = try XCTUnwrap(StyleFit.play(spec, setup))
        setup.reference = try ReferenceMotion(name: spec.name, width: 414,
                                              samples: played.style.motion.samples.map { .init(time: $0.time, x: transform($0.x)) })
        return setup
    }

    private func builtIn(_ name: String) throws -> StyleSpec {
        try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name })
    }

    func testNelderMeadFindsTheLowestPointOfAValley() {
        // Rosenbrock's banana, least at (1, 1): the textbook test of a simplex.
        let found = NelderMead().minimize([-1, 2]) { x in pow(1 - x[0], 2) + 100 * pow(x[1] - x[0] * x[0], 2) }
        XCTAssertEqual(found.point[0], 1, accuracy: 0.02)
        XCTAssertEqual(found.point[1], 1, accuracy: 0.04)
        XCTAssertLessThanOrEqual(found.evaluations, NelderMead().evaluationLimit + 3)
    }

    func testEachStyleIsFittedBackFromANeighboursConstants() throws {
        // (style, the neighbour's changes, the keys expected to be fitted and kept)
        let cases: [(name: String, neighbour: (inout StyleSpec) -> Void, fitted: [String], kept: [String])] = [
            ("ios-measured", { $0.springStiffness = 380; $0.springDamping = 30; $0.pushDuration = 0.5 },
             ["springStiffness", "springDamping", "pushDuration"], []),
            ("cupertino", { $0.pushDuration = 0.4 }, ["pushDuration"], []),
            // React Native solves a damping ratio of 1 or more as critically damped: the damping
            // moves nothing, so it is kept, and only the stiffness can come back.
            ("react-navigation", { $0.springStiffness = 700; $0.springDamping = 400 }, ["springStiffness"], ["springDamping"]),
        ]
        for item in cases {
            let original = try builtIn(item.name)
            let setup = try setup(reference: original)
            var neighbour = original
            item.neighbour(&neighbour)
            let started = Date()
            let result = try StyleFit.fit(neighbour, keys: [], setup)
            let seconds = Date().timeIntervalSince(started)
            XCTAssertEqual(result.keys, item.fitted, item.name)
            XCTAssertEqual(result.unseen, item.kept, item.name)
            XCTAssertGreaterThan(try XCTUnwrap(result.before).rms, 5, "\(item.name): the neighbour moves differently")
            XCTAssertLessThan(try XCTUnwrap(result.after).rms, 0.5, item.name)
            for key in item.fitted {
                let field = try XCTUnwrap(StyleSpec.fields.first { $0.key == key })
                guard case .number(let want) = field.read(original), case .number(let got) = field.read(result.fitted) else {
                    return XCTFail("\(item.name): \(key) is not a number")
                }
                XCTAssertEqual(got, want, accuracy: want * 0.05, "\(item.name): \(key)")
            }
            XCTAssertEqual(result.fitted.name, "\(neighbour.name)-fitted")
            XCTAssertLessThan(seconds, 10, "\(item.name): a fit takes seconds at most")
        }
    }

    func testAFittedConstantStaysWithinItsRange() throws {
        // A page that travels three times as far as any style can draw: frontTravel would need 3,
        // and stops at its limit, 2.
        let cupertino = try builtIn("cupertino")
        let result = try StyleFit.fit(cupertino, keys: ["frontTravel"], try setup(reference: cupertino) { $0 * 3 })
        XCTAssertEqual(result.fitted.drag.frontTravel, 2)
        XCTAssertLessThan(try XCTUnwrap(result.after).rms, try XCTUnwrap(result.before).rms)
    }

    func testKeysAFitCannotChangeAreRefused() throws {
        let cupertino = try builtIn("cupertino")
        let setup = try setup(reference: cupertino)
        for (keys, says) in [(["bogus"], "unknown key \"bogus\""), (["pan"], "pan is not a number"), (["cornerRadius"], "cornerRadius is 0 in cupertino")] {
            XCTAssertThrowsError(try StyleFit.fit(cupertino, keys: keys, setup), "\(keys)") { error in
                XCTAssertTrue("\(error)".contains(says), "\(error)")
            }
        }
        // Flutter's settle has no constant; a push on the spring has the spring's.
        XCTAssertEqual(StyleFit.defaultKeys(for: cupertino), ["pushDuration"])
        XCTAssertEqual(StyleFit.defaultKeys(for: try builtIn("react-navigation")), ["springStiffness", "springDamping"])
    }
}
