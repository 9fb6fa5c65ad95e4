import XCTest
@testable import SlideBackCore

/// The page's velocity in the trace and the graphs: a speed only between two frames that show the
/// same page in front, never the jump of a page that changed roles or appeared (issue 31 item 2:
/// ±24,840 pt/s where a push started and where a pop ended).
final class PageVelocityTests: XCTestCase {
    /// Every frame's sample of a push and a pop in `spec`, from rest to rest.
    private func pushThenPop(_ spec: StyleSpec) -> [MotionSample] {
        var navigator = Navigator(scene: StyleFixture.scene(), spec: spec)
        navigator.step(frameSeconds)
        var samples = [navigator.motionSample]
        for command in [NavigationCommand.push, .pop] {
            navigator.perform(command)
            repeat {
                navigator.step(frameSeconds)
                samples.append(navigator.motionSample)
            } while !navigator.isSettled && samples.count < 2_000
            navigator.step(frameSeconds)
            samples.append(navigator.motionSample)
        }
        return samples
    }

    func testAPushStartAndAPopEndHaveNoVelocityAndNoStyleReportsAJump() throws {
        for spec in StyleSpec.builtIns {
            let samples = pushThenPop(spec)
            let velocities = zip(samples.dropFirst(), samples).map { $0.velocity(since: $1, frames: 1) }
            let pushStart = try XCTUnwrap(samples.firstIndex { $0.phase == .push })
            XCTAssertNil(velocities[pushStart - 1], "\(spec.name): the pushed page appears; it has no speed yet")
            let popEnd = try XCTUnwrap(samples.lastIndex { $0.phase == .pop }) + 1
            XCTAssertEqual(samples[popEnd].phase, .rest)
            XCTAssertNil(velocities[popEnd - 1], "\(spec.name): the popped page is gone; the page at rest did not move")
            let width = ScreenLayout.phone.width
            for (index, velocity) in velocities.enumerated() {
                guard let velocity else { continue }
                XCTAssertEqual(samples[index + 1].page, samples[index].page, "\(spec.name): a speed only of one page")
                XCTAssertEqual(velocity, (samples[index + 1].frontX - samples[index].frontX) * 60, accuracy: 1e-9)
                XCTAssertLessThan(abs(velocity), width * 60 / 2, "\(spec.name) frame \(index + 1): no page crosses half the screen in a frame")
            }
            // The frames in between have their speeds: the push's end (the same page arriving) too.
            let pushEnd = try XCTUnwrap(samples.lastIndex { $0.phase == .push })
            XCTAssertNotNil(velocities[pushEnd], "\(spec.name): the pushed page arriving at rest is the same page")
            XCTAssertEqual(velocities.last ?? nil, 0, "\(spec.name): at rest nothing moves")
        }
    }

    func testFramesApartGiveTheMeanSpeedAndNoFramesApartNone() {
        let samples = pushThenPop(.builtIn(.slideback))
        let push = samples.indices.filter { samples[$0].phase == .push }
        let (a, b) = (samples[push[2]], samples[push[6]])
        XCTAssertEqual(b.velocity(since: a, frames: 4) ?? .nan, (b.frontX - a.frontX) * 15, accuracy: 1e-9)
        XCTAssertNil(b.velocity(since: a, frames: 0), "a frame drawn twice has no time between")
    }

    func testTheGraphReadsTheSameVelocity() throws {
        var stage = Stage(session: Session(navigator: StyleFixture.navigator(.slideback), clock: PlaybackClock()))
        stage.graph = MotionGraph(seconds: nil, keepsEverything: true)
        stage.advanceFrame()
        stage.apply(.push)
        for _ in 0..<40 { stage.advanceFrame() }
        let samples = try XCTUnwrap(stage.graph.tracks.first).samples
        let start = try XCTUnwrap(samples.firstIndex { $0.phase == .push })
        XCTAssertNil(samples[start].pageVelocity, "the graph draws no speed where the pushed page appears")
        XCTAssertNotNil(samples[start + 1].pageVelocity)
    }
}
