import Foundation
import XCTest
@testable import SlideBackCore

/// The tuning panel: steps, choices, the spring in response and damping fraction, reset, the file
/// it writes, and when a change reaches the screen.
final class StyleTunerTests: XCTestCase {
    private func row(_ tuner: StyleTuner, _ key: String) -> StyleTuner.Row? { tuner.rows.first { $0.key == key } }

    private func select(_ key: String, in tuner: inout StyleTuner) throws {
        let index = try XCTUnwrap(tuner.rows.firstIndex { $0.key == key }, key)
        tuner.select(index)
    }

    func testStepsAreATenthOfTheValuesPowerOfTenAndStayInRange() throws {
        var tuner = StyleTuner(.builtIn(.slideback))
        try select("edgeWidth", in: &tuner)
        tuner.adjust(by: 1)
        XCTAssertEqual(tuner.spec.edgeWidth, 21)
        tuner.adjust(by: 1, coarse: true)
        XCTAssertEqual(tuner.spec.edgeWidth, 30, "a coarse step is ten, on its grid")
        try select("completeAt", in: &tuner)
        tuner.adjust(by: -3)
        XCTAssertEqual(tuner.spec.completeAt, 0.47, accuracy: 1e-12)
        tuner.adjust(by: 1000, coarse: true)
        XCTAssertEqual(tuner.spec.completeAt, 1, "never past the range")
        try select("release", in: &tuner)
        tuner.adjust(by: 1)
        XCTAssertEqual(tuner.spec.release, .projected, "a choice goes to the next name")
        tuner.adjust(by: 1)
        XCTAssertEqual(tuner.spec.release, .distance, "and round")
        try select("completeDistance", in: &tuner)
        tuner.adjust(by: 1)
        XCTAssertEqual(tuner.spec.completeDistance, 0, "an optional number leaves none at its range's start")
        tuner.adjust(by: -1)
        XCTAssertNil(tuner.spec.completeDistance, "and goes back to none below it")
        XCTAssertEqual(tuner.rows.filter(\.changed).map(\.key), ["edgeWidth", "release", "completeAt"])
        XCTAssertEqual(row(tuner, "edgeWidth")?.original, "20")
        tuner.reset()
        XCTAssertEqual(tuner.spec, .builtIn(.slideback))
        XCTAssertTrue(tuner.rows.allSatisfy { !$0.changed })
    }

    func testTheSpringInResponseAndDampingFractionIsItsStiffnessAndDamping() throws {
        var tuner = StyleTuner(.builtIn(.slideback))
        // Stiffness 1000, damping 500, mass 3: response 2 pi sqrt(3 / 1000), fraction 500 / (2 sqrt(3000)).
        XCTAssertEqual(SpringShape(tuner.spec).response, 2 * .pi * (3.0 / 1000).squareRoot(), accuracy: 1e-12)
        XCTAssertEqual(SpringShape(tuner.spec).dampingFraction, 500 / (2 * 3000.0.squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(row(tuner, "springResponse")?.value, "0.344 s")
        try select("springDampingFraction", in: &tuner)
        for _ in 0..<356 { tuner.adjust(by: -1) }
        XCTAssertEqual(SpringShape(tuner.spec).dampingFraction, 1, accuracy: 1e-9, "critically damped")
        XCTAssertEqual(tuner.spec.springStiffness, 1000, accuracy: 1e-6, "the response is kept")
        XCTAssertEqual(tuner.spec.springDamping, 2 * (1000 * 3.0).squareRoot(), accuracy: 1e-6)
        try select("springResponse", in: &tuner)
        tuner.adjust(by: 16)
        XCTAssertEqual(SpringShape(tuner.spec).response, 0.5, accuracy: 1e-9)
        XCTAssertEqual(tuner.spec.springStiffness, 3 * pow(2 * .pi / 0.5, 2), accuracy: 1e-6)
        XCTAssertEqual(SpringShape(tuner.spec).dampingFraction, 1, accuracy: 1e-9, "the fraction is kept")
        // The settle time it shows is the spring's own, run to rest.
        let settles = try XCTUnwrap(row(tuner, "springSettles")?.value)
        var spring = SpringMotion(from: 0, to: 1, velocity: 0, constants: tuner.spec.spring, unit: 414)
        var elapsed = 0.0
        while !spring.isFinished { spring.advance(by: 1.0 / 600); elapsed += 1.0 / 600 }
        XCTAssertEqual(settles, "\(Int((elapsed * 1000).rounded())) ms")
        XCTAssertGreaterThan(elapsed, 0.3)
    }

    func testTheWrittenFileLoadsBackToTheTunedSpec() throws {
        let cupertino = try XCTUnwrap(StyleSpec.builtIns.first { $0.name == "cupertino" })
        var tuner = StyleTuner(cupertino)
        try select("cornerRadius", in: &tuner)
        tuner.adjust(by: 1)
        tuner.adjust(by: 1, coarse: true)
        try select("pushCurve", in: &tuner)
        tuner.adjust(by: 2)
        let tuned = tuner.tunedForFile
        XCTAssertEqual(tuned.name, "cupertino-tuned")
        var warnings: [String] = []
        let loaded = try StyleSpec.parse(Data(tuned.fileText.utf8), file: "cupertino-tuned.json", warnings: &warnings)
        XCTAssertEqual(loaded, tuned)
        XCTAssertEqual(warnings, [])
        XCTAssertNotEqual(loaded.drag.cornerRadius, cupertino.drag.cornerRadius)
    }

    func testTheStageHandsTheTunedSpecOverFromTheNextGestureAndKeepsTheArrowsWhileOpen() throws {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback, depth: 2), clock: PlaybackClock()))
        stage.apply(.key(.t))
        XCTAssertNotNil(stage.tunerView)
        // A swipe under way keeps the spec it started with.
        stage.apply(.down(Point(x: 2, y: 500), pointer: 0))
        stage.apply(.move(Point(x: 100, y: 500), pointer: 0))
        let index = try XCTUnwrap(stage.tuner?.rows.firstIndex { $0.key == "backDim" })
        for _ in 0..<index { stage.apply(.key(.down)) }
        stage.apply(.key(.right))
        // Ours starts from Flutter's 0x18 / 255 barrier; a step of 0.01 lands on the 0.01 grid.
        XCTAssertEqual(stage.tuner?.spec.drag.backDim.from ?? .nan, 0.1, accuracy: 1e-12)
        stage.advanceFrame()
        XCTAssertEqual(stage.sessions[0].navigator.spec.drag.backDim.from, 0x18 / 255.0, "not mid-swipe")
        stage.apply(.up(Point(x: 100, y: 500), pointer: 0))
        for _ in 0..<60 { stage.advanceFrame() }
        XCTAssertEqual(stage.sessions[0].navigator.spec.drag.backDim.from, 0.1, accuracy: 1e-12, "from the next gesture")
        XCTAssertEqual(stage.sessions[0].navigator.stack.count, 3, "the arrows tuned: nothing was popped or pushed")
        stage.apply(.key(.w))
        XCTAssertEqual(stage.takeTunerWriteRequest()?.name, "slideback-tuned")
        XCTAssertNil(stage.takeTunerWriteRequest(), "once")
        stage.apply(.key(.t))
        XCTAssertNil(stage.tunerView)
        stage.apply(.key(.left))
        for _ in 0..<60 { stage.advanceFrame() }
        XCTAssertEqual(stage.sessions[0].navigator.stack.count, 2, "closed, Left pops again")
    }
}
