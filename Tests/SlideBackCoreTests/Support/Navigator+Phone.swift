import SlideBackCore

/// A navigator or session driven alone in a test, with no stage: it lays out on the seeds' phone
/// (`ScreenLayout.phone`), as a stage of one default screen would give it. Only tests have these;
/// the program's callers always pass the stage's size. A test of another size, or of a resize,
/// passes `screen:` itself.
extension Navigator {
    mutating func perform(_ command: NavigationCommand) { perform(command, screen: ScreenLayout.phone) }
    mutating func handle(_ event: PointerEvent) { handle(event, screen: ScreenLayout.phone) }
    mutating func step(_ seconds: Double, realSeconds: Double? = nil) { step(seconds, realSeconds: realSeconds, screen: ScreenLayout.phone) }
    mutating func cancelPointer() { cancelPointer(screen: ScreenLayout.phone) }
    mutating func scrollWheel(dy: Double) { scrollWheel(dy: dy, screen: ScreenLayout.phone) }
    func frame() -> Frame { frame(screen: ScreenLayout.phone) }
    func verticalTravel(of page: PageInstance) -> Double { verticalTravel(of: page, screen: ScreenLayout.phone) }
    var layout: ScreenLayout { ScreenLayout(screen: ScreenLayout.phone) }
    var pose: SlidePose? { pose(screen: ScreenLayout.phone) }
    var motionSample: MotionSample { motionSample(screen: ScreenLayout.phone) }
    var dragReadout: DragReadout? { dragReadout(screen: ScreenLayout.phone) }
}

extension Session {
    mutating func apply(_ action: ScriptAction) { apply(action, screen: ScreenLayout.phone) }
    mutating func press(_ key: Key) { press(key, screen: ScreenLayout.phone) }
    mutating func advanceFrame() { advanceFrame(screen: ScreenLayout.phone) }
}
