@testable import SlideBackCore

extension Navigator {
    /// Drags the top page's content up by `points` more (past the slop first, then back to the
    /// wanted place) from a press at `y`, and lets go after the finger has rested: no momentum.
    mutating func dragContentUp(by points: Double, from y: Double = 800) {
        down(Point(x: 200, y: y))
        move(Point(x: 200, y: y - 30))
        move(Point(x: 200, y: y - points))
        stepFrames(5)
        up(Point(x: 200, y: y - points))
    }
}
