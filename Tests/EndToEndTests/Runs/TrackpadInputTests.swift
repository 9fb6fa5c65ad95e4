import CSDL2
import Foundation
@testable import slideback
import SlideBackCore
import XCTest

/// Issue 33 item 3: SDL's wheel events, as a trackpad sends them, through the program's input
/// mapper into the back gesture, without a display.
final class TrackpadInputTests: XCTestCase {
    /// A wheel event of SDL's precise amounts at window pixel (`x`, `y`).
    private func wheel(_ preciseX: Float, _ preciseY: Float, x: Int32 = 200, y: Int32 = 500, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.which = which
        event.wheel.preciseX = preciseX
        event.wheel.preciseY = preciseY
        event.wheel.x = Int32(preciseX.rounded())
        event.wheel.y = Int32(preciseY.rounded())
        event.wheel.mouseX = x
        event.wheel.mouseY = y
        return event
    }

    private func actions(_ outcome: InputMapper.Outcome) -> [ScriptAction] {
        if case .actions(let actions) = outcome { return actions }
        XCTFail("quit")
        return []
    }

    func testAWheelEventIsAScrollInPointsAtThePointer() {
        var mapper = InputMapper()
        let window = Size(width: 414, height: 896)
        XCTAssertEqual(actions(mapper.map(wheel(-1.5, 0.25, x: 100, y: 300), window: window, scale: 2)),
                       [.wheel(dx: -15, dy: 2.5, at: Point(x: 50, y: 150))], "10 points a unit, pixels halved at scale 2")
        XCTAssertEqual(actions(mapper.map(wheel(-1, 0, which: InputMapper.touchMouseID), window: window, scale: 1)), [],
                       "a wheel SDL made from a touch is not a trackpad")
    }

    func testTwoFingersOfSyntheticSDLEventsPopThePage() {
        var mapper = InputMapper()
        var stage = Stage(session: Session(navigator: Navigator(scene: Scene(pages: (1...3).map { PageSpec(id: "p\($0)", title: "Page \($0)") }), style: .slideback),
                                           clock: PlaybackClock()))
        stage.apply(.push)
        for _ in 0..<60 { stage.advanceFrame() }
        XCTAssertEqual(stage.sessions[0].navigator.stack.count, 2)
        // 200 points to the left at 1000 points a second: 12 frames of 1.6667 SDL units.
        for _ in 0..<12 {
            for action in actions(mapper.map(wheel(-100 / 60, 0), window: stage.window, scale: 1)) { stage.apply(action) }
            stage.advanceFrame()
        }
        for _ in 0..<60 { stage.advanceFrame() }
        let release = stage.sessions[0].navigator.lastRelease
        XCTAssertEqual(release?.offset ?? 0, 200, accuracy: 1e-3)
        XCTAssertEqual(release?.velocity ?? 0, 1000, accuracy: 1e-2)
        XCTAssertEqual(stage.sessions[0].navigator.stack.count, 1, "popped")
    }
}
