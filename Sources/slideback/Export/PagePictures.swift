import Foundation
import SlideBackCore
import SlideBackRecording
import SlideBackRender

/// Pictures of a stage's pages at rest, drawn by the display's own renderer, as PNG data: what
/// the exported web page shows as its pages.
enum PagePictures {
    /// The left screen of each of `stage.restingPages(count:)`, drawn by the compositor into the back buffer (never
    /// presented: the next frame draws the run's own) and read back at the display's scale.
    static func draw(_ stage: Stage, count: Int, display: DemoDisplay) throws -> [Data] {
        try stage.restingPages(count: count).map { resting in
            // The left screen's frame alone: no compare labels, nothing of the lab over it.
            try display.compositor.draw([resting.frames()[0]], in: [resting.viewports[0]], window: resting.window)
            let pixels = try display.renderer.readPixels()
            let viewport = resting.viewports[0], scale = display.scale
            let x = Int((viewport.x * scale).rounded()), y = Int((viewport.y * scale).rounded())
            let width = min(pixels.width - x, Int((viewport.width * scale).rounded()))
            let height = min(pixels.height - y, Int((viewport.height * scale).rounded()))
            var bytes = [UInt8]()
            bytes.reserveCapacity(max(0, width * height * 4))
            for row in y..<(y + max(0, height)) {
                let start = (row * pixels.width + x) * 4
                bytes += pixels.bytes[start..<(start + width * 4)]
            }
            return try PNGEncoder.encode(rgba: bytes, width: width, height: height)
        }
    }
}
