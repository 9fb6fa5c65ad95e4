import CSDL2
import Foundation
import SlideBackCore
import SlideBackRender
import XCTest

extension Navigator {
    /// Pushes the next page and lets the push animation finish, on a screen of `screen` points.
    mutating func pushAndSettle(screen: Size = RenderHarness.screen) {
        perform(.push, screen: screen)
        step(0.5, screen: screen)
    }

    /// Presses in the left-edge strip (x = 2) and drags right by `offset` points, holding the finger down.
    mutating func edgeDrag(by offset: Double, y: Double = 600) {
        handle(PointerEvent(.down, at: Point(x: 2, y: y)))
        handle(PointerEvent(.move, at: Point(x: 2 + offset, y: y)))
        // Held until the page has caught up with the finger: Android's styles reach it on a spring.
        var frames = 0
        while spec.backProgressStiffness != nil, isAnimating, frames < 120 {
            step(1.0 / 60)
            frames += 1
        }
    }
}
