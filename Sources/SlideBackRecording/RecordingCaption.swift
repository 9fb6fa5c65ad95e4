import SlideBackCore
import SlideBackRender

/// The caption strip of a run's pictures: each screen's style and the constants it changed
/// (`StyleSpec.captionLines`), drawn again only when they change (the tuning panel, a style
/// switch) or the frame's width does, so captioning costs one copy a frame.
final class RecordingCaption {
    /// The captions and the width the strip was drawn for, and the strip.
    private var drawn: (captions: [[String]], width: Int, strip: PixelBuffer)?

    /// The strip for the stage's screens now, as wide as a frame of `width` pixels.
    func strip(for stage: Stage, compositor: Compositor, width: Int) throws -> PixelBuffer {
        let captions = stage.sessions.map { $0.navigator.spec.captionLines }
        if let drawn, drawn.captions == captions, drawn.width == width { return drawn.strip }
        let strip = try compositor.captionStrip(captions, viewports: stage.viewports, window: stage.window, pixelWidth: width)
        drawn = (captions, width, strip)
        return strip
    }

    /// The last strip drawn, for the contact sheet's header; `nil` before the first frame.
    var latest: PixelBuffer? { drawn?.strip }
}
