/// What the live loop runs against: the real window (`WindowLoopHost`) or the simulated clock
/// and display of `slideback bench --pacing` (`SimulatedDisplay`). The loop's logic is the same
/// for both, so the bench measures the loop the window runs.
public protocol LiveLoopHost {
    /// Seconds on the host's clock.
    func now() -> Double
    /// The input that arrived since the last call, for a stage laid out as `stage`; `nil` once
    /// the window is closed (or Q pressed, or the simulation is over).
    mutating func poll(_ stage: Stage) -> [ScriptAction]?
    /// `action` was applied to the step state as frame `frame`'s input.
    mutating func applied(_ action: ScriptAction, frame: Int)
    /// A step's input has all been applied to `stage` (the tuning panel's W writes its style now).
    mutating func inputApplied(to stage: inout Stage)
    /// Draws `shown` and presents it; with a display that paces itself, returns once it is on its
    /// way to the screen. `stepState` is the state after `frame` steps, what recordings keep.
    /// Returns the seconds spent drawing, before the present waited for anything; a negative
    /// number when nothing was drawn (a hidden window).
    mutating func show(_ shown: Stage, stepState: Stage, frame: Int) throws -> Double
    /// The display's refresh interval when presents wait for its refreshes (vsync), else `nil`:
    /// the loop then sleeps out each step itself.
    var refreshPeriod: Double? { get }
    /// Sleeps until `time` on the host's clock.
    mutating func wait(until time: Double)
    /// Whether frame `frame` must be shown as it is (a `--capture`): the loop then takes no step
    /// past it before showing it.
    func mustShow(frame: Int) -> Bool
}

extension LiveLoopHost {
    public func inputApplied(to stage: inout Stage) {}
    public func mustShow(frame: Int) -> Bool { false }
}
