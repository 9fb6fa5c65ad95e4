import Foundation
import SlideBackCore
import SlideBackRender

/// The soak run: random input drawn headless as fast as it can for a while, with resident
/// memory and live textures read after a warm-up and at the end. `slideback soak` runs it.
public enum Soak {
    /// Plays `seconds` of random input from `seed` on `display`, which shows `scene`; throws what
    /// drawing throws (a signal stops it there, when the display checks for one).
    public static func run(display: some StageDisplay, scene: Scene, seconds: Double, seed: UInt64,
                           screen: Size, configuration: NavigatorConfiguration, version: String) throws -> SoakReport {
        let session = Session(navigator: Navigator(scene: scene, style: .defaultStyle, configuration: configuration), clock: PlaybackClock())
        var stage = Stage(session: session, screen: screen, comparing: [])
        var input = RandomInput(seed: seed, window: stage.window)
        let started = Date()
        // Caches (text, pictures) fill up in the first part; memory is judged after it.
        let warmUp = min(30, seconds * 0.1)
        var atWarmUp: SoakReading?
        var frames = 0
        while Date().timeIntervalSince(started) < seconds {
            for action in input.nextFrame() { stage.apply(action) }
            if frames % 997 == 0 { display.compositor.renderTargetsLost() }
            try display.draw(stage)
            display.present()
            stage.advanceFrame()
            frames += 1
            if atWarmUp == nil, Date().timeIntervalSince(started) >= warmUp { atWarmUp = SoakReading(display: display, frames: frames) }
        }
        let end = SoakReading(display: display, frames: frames)
        return SoakReport(version: version, seconds: Date().timeIntervalSince(started), start: atWarmUp ?? end, end: end)
    }
}

