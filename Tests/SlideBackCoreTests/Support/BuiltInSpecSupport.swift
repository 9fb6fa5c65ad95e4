import XCTest
@testable import SlideBackCore

// Shared helpers for the tests that check a built-in spec's numbers against its source.

/// The built-in spec named `name`.
func builtInSpec(_ name: String) throws -> StyleSpec {
    try XCTUnwrap(StyleSpec.builtIns.first { $0.name == name }, name)
}

/// Both pages' transforms of built-in style `name` at progress `p` in `phase`, on the 414 x 896 screen.
func posed(_ name: String, _ p: Double, _ phase: TransitionPhase = .drag) throws -> SlidePose {
    let slide = Slide(front: PageInstance(serial: 1, specIndex: 1), back: PageInstance(serial: 0, specIndex: 0), fraction: p, phase: phase)
    return try builtInSpec(name).pose(of: slide, screen: Size(width: screenWidth, height: screenHeight))
}

/// The progress of a push in built-in style `name` after each of `frames` frames of 1/60 s; 0
/// from the frame it settles on.
func pushProgress(_ name: String, frames: Int) throws -> [Double] {
    var navigator = Navigator(scene: StyleFixture.scene(), spec: try builtInSpec(name))
    navigator.step(frameSeconds)
    navigator.perform(.push)
    return (1...frames).map { _ in
        navigator.step(frameSeconds)
        return navigator.isSettled ? 0 : navigator.progress
    }
}
