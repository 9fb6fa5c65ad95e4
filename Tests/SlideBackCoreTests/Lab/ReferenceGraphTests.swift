import XCTest
@testable import SlideBackCore

/// A reference on the stage's graph: laid over each screen's drawn motion, the same motion is no
/// error, and the HUD's lines say so; before the screen moves there is nothing to compare.
final class ReferenceGraphTests: XCTestCase {
    /// A stage one page deep whose graph keeps the whole run and carries `references`.
    private func stage(_ references: [ReferenceMotion]) -> Stage {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.system, depth: 1), clock: PlaybackClock()))
        stage.graph = MotionGraph(seconds: nil, keepsEverything: true)
        stage.graph.references = references
        return stage
    }

    /// Drags from the edge 10 pt a frame for 12 frames, lets go, and runs 60 frames; returns the
    /// page's x at each drawn frame while it moved.
    private func swipe(_ stage: inout Stage) -> [ReferenceMotion.Sample] {
        var drawn: [ReferenceMotion.Sample] = []
        func frame() {
            let sample = stage.sessions[0].navigator.motionSample
            if sample.phase != .rest { drawn.append(.init(time: Double(stage.frameNumber) / 60, x: sample.frontX)) }
            stage.advanceFrame()
        }
        stage.apply(.down(Point(x: 2, y: 500), pointer: 0))
        frame()
        for step in 1...12 {
            stage.apply(.move(Point(x: 2 + 10 * Double(step), y: 500), pointer: 0))
            frame()
        }
        stage.apply(.up(Point(x: 122, y: 500), pointer: 0))
        for _ in 0..<60 { frame() }
        return drawn
    }

    func testTheDrawnMotionAsAReferenceHasNoErrorAndTheHUDSaysSo() throws {
        var first = stage([])
        XCTAssertEqual(first.graph.referenceLines, [], "no reference, no line")
        let drawn = swipe(&first)
        XCTAssertGreaterThan(drawn.count, 20)
        // The same samples, late by 3 s, as a recording of the same swipe would be.
        let reference = try ReferenceMotion(name: "/tmp/clip.mp4", width: 414, samples: drawn.map { .init(time: $0.time + 3, x: $0.x) })
        var second = stage([reference])
        second.advanceFrame()
        XCTAssertEqual(second.graph.referenceLines, ["ref clip.mp4 vs system: " + MotionError.nothingYet], "a frame at rest")
        let again = swipe(&second)
        let comparison = try XCTUnwrap(second.graph.comparisons(forScreen: 0).first)
        let error = try XCTUnwrap(comparison.error)
        XCTAssertEqual(error.alignment, .release)
        XCTAssertEqual(error.offset, -3 + 1.0 / 60, accuracy: 1e-9, "the swipe came a frame later")
        XCTAssertEqual(error.rms, 0, accuracy: 1e-9, "the graph's samples are the frames drawn")
        XCTAssertEqual(error.count, drawn.count)
        XCTAssertEqual(comparison.x(at: again[5].time) ?? .nan, again[5].x, accuracy: 1e-9)
        XCTAssertEqual(second.graph.referenceLines, ["ref clip.mp4 vs system: RMS 0.0 pt (0.0%), max 0.0 pt (0.0%), 90% +0 ms"])
    }
}
