import SlideBackCore
import SlideBackRender

/// `--gif`: turns the frames of a run into an animated GIF that plays at the animation's real
/// speed. Every other frame is kept (30 pictures a second, half the file), scaled down and mapped
/// onto the fixed colour cube. A GIF delay is whole centiseconds and 1/30 s is 3.33 cs, so each
/// delay is the difference of the frames' rounded start times (3, 4, 3, 3, 4, 3 ... cs): the
/// rounding never adds up, and no delay is under the 2 cs browsers honour.
final class GIFRecording {
    /// Where the GIF goes.
    let path: String
    /// Frame size as a fraction of the window's pixels.
    let scale: Double
    /// Frames apart that kept pictures are at least: 2 keeps every other one.
    static let frameGap = 2
    /// The GIF file, opened with the first frame.
    private var writer: GIFWriter?
    /// The last kept picture, written once the next one says how long it stays up.
    private var pending: (frame: Int, indices: [UInt8])?

    /// A recording to `path` at `scale`; the file is opened with the first frame, whose size it takes.
    init(path: String, scale: Double) {
        self.path = path
        self.scale = scale
    }

    /// Offers frame number `frame` (numbers only grow; in a window they may skip). A frame less
    /// than `frameGap` after the last kept one is skipped.
    func add(_ pixels: PixelBuffer, frame: Int) throws {
        if let pending, frame < pending.frame + Self.frameGap { return }
        let small = pixels.downscaled(by: scale)
        let writer = try self.writer ?? GIFWriter(path: path, width: small.width, height: small.height, palette: ColorCube.palette)
        self.writer = writer
        if let pending {
            try writer.append(indices: pending.indices, delay: Self.delay(from: pending.frame, to: frame))
        }
        pending = (frame, ColorCube.indices(of: small))
    }

    /// Writes the last picture (shown as long as the others) and puts the file in place.
    func finish() throws {
        guard let writer, let pending else { return }
        try writer.append(indices: pending.indices, delay: Self.delay(from: pending.frame, to: pending.frame + Self.frameGap))
        try writer.finish()
        self.pending = nil
    }

    /// Centiseconds from frame `start` to frame `end` at 60 frames a second.
    static func delay(from start: Int, to end: Int) -> Int {
        centiseconds(atFrame: end) - centiseconds(atFrame: start)
    }

    /// When frame `frame` starts, in whole centiseconds (rounded to the nearest).
    private static func centiseconds(atFrame frame: Int) -> Int {
        Int((Double(frame) * 100 / Session.framesPerSecond).rounded())
    }
}
