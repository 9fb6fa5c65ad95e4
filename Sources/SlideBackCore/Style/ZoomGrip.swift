/// A finger's hold on a zoomed page: where it went down and how far it has moved since, in the
/// program's points. The page shrinks about `point` and moves with the finger, so the content
/// first touched stays under it.
public struct ZoomGrip: Equatable, Sendable {
    /// Where the finger went down.
    public var point: Point
    /// How far it has moved since (right and down positive).
    public var moved: Point

    /// A hold at `point`, moved by `moved`.
    public init(point: Point, moved: Point) {
        self.point = point
        self.moved = moved
    }
}
