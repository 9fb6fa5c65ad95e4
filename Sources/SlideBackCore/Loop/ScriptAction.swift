/// What a script event does: a navigation request, a pointer event or a key press.
public enum ScriptAction: Equatable, Sendable {
    /// Push the next page, as the push button would.
    case push
    /// Pop the top page.
    case pop
    /// Pop back to the root page.
    case popToRoot
    /// Pop back to the page at this stack index (0 is the root).
    case popTo(index: Int)
    /// A pointer goes down at a point; `pointer` tells fingers apart (the mouse is 0).
    case down(Point, pointer: Int)
    /// A pressed pointer moves.
    case move(Point, pointer: Int)
    /// A pointer is released.
    case up(Point, pointer: Int)
    /// The pointer is lost without a release, for example it left the window.
    case cancel
    /// A key is pressed.
    case key(Key)
    /// The window is resized to this many points (a user dragging its corner).
    case resize(Size)
    /// A scroll of the wheel or two fingers on a trackpad, in points with SDL's signs (`dx`
    /// positive to the right, `dy` positive up), the pointer at `at` (window points; `nil`: the
    /// middle of the left screen): sideways to the left it drags the page back (`TrackpadSwipe`),
    /// up or down it scrolls the page.
    case wheel(dx: Double, dy: Double, at: Point?)

    /// The action names a script may use, in the order messages list them.
    public static let names = ["push", "pop", "popToRoot", "popTo", "down", "move", "up", "cancel", "key", "resize", "wheel"]
}
