import SlideBackCore

/// A navigator driven alone in a render test, with no stage: it lays out on the harness's screen
/// (`RenderHarness.screen`, the seeds' phone), as a stage of one default screen would give it.
/// Only tests have these; the program's callers always pass the stage's size. A test of another
/// size passes `screen:` itself.
extension Navigator {
    mutating func perform(_ command: NavigationCommand) { perform(command, screen: RenderHarness.screen) }
    mutating func handle(_ event: PointerEvent) { handle(event, screen: RenderHarness.screen) }
    mutating func step(_ seconds: Double) { step(seconds, screen: RenderHarness.screen) }
    func frame() -> Frame { frame(screen: RenderHarness.screen) }
}
