import CGIF
import Foundation

/// A GIF read with giflib's DGifSlurp: its size, every frame's palette indices and delay, and
/// whether it asks to loop forever.
struct DecodedGIF {
    /// Logical screen width.
    let width: Int
    /// Logical screen height.
    let height: Int
    /// Each frame's palette indices, row by row (frames cover the whole screen here).
    let frames: [[UInt8]]
    /// Each frame's delay in centiseconds.
    let delays: [Int]
    /// The global palette as [r, g, b] triples.
    let palette: [[Double]]
    /// Whether a NETSCAPE2.0 application block sets the loop count to 0 (forever).
    let loopsForever: Bool

    /// Decodes `path`, throwing giflib's reason when it is not a valid GIF.
    init(path: String) throws {
        var status: Int32 = 0
        guard let gif = DGifOpenFileName(path, &status) else { throw Self.failure(path, status) }
        defer { DGifCloseFile(gif, &status) }
        guard DGifSlurp(gif) == GIF_OK else { throw Self.failure(path, gif.pointee.Error) }
        width = Int(gif.pointee.SWidth)
        height = Int(gif.pointee.SHeight)
        guard let map = gif.pointee.SColorMap else { throw Self.failure(path, D_GIF_ERR_NO_COLOR_MAP) }
        palette = UnsafeBufferPointer(start: map.pointee.Colors, count: Int(map.pointee.ColorCount))
            .map { [Double($0.Red), Double($0.Green), Double($0.Blue)] }
        let images = UnsafeBufferPointer(start: gif.pointee.SavedImages, count: Int(gif.pointee.ImageCount))
        var frames: [[UInt8]] = [], delays: [Int] = []
        for (index, image) in images.enumerated() {
            let size = Int(image.ImageDesc.Width * image.ImageDesc.Height)
            frames.append(Array(UnsafeBufferPointer(start: image.RasterBits, count: size)))
            var control = GraphicsControlBlock()
            delays.append(DGifSavedExtensionToGCB(gif, Int32(index), &control) == GIF_OK ? Int(control.DelayTime) : -1)
        }
        self.frames = frames
        self.delays = delays
        var loops = false
        if let first = images.first {
            let blocks = Array(UnsafeBufferPointer(start: first.ExtensionBlocks, count: Int(first.ExtensionBlockCount)))
            for (index, block) in blocks.enumerated() where block.Function == APPLICATION_EXT_FUNC_CODE && index + 1 < blocks.count {
                let name = Array(UnsafeBufferPointer(start: block.Bytes, count: Int(block.ByteCount)))
                let data = Array(UnsafeBufferPointer(start: blocks[index + 1].Bytes, count: Int(blocks[index + 1].ByteCount)))
                loops = loops || (name == Array("NETSCAPE2.0".utf8) && data == [1, 0, 0])
            }
        }
        loopsForever = loops
    }

    /// The [r, g, b] of pixel (x, y) of frame `frame`.
    func color(frame: Int, x: Int, y: Int) -> [Double] {
        palette[Int(frames[frame][y * width + x])]
    }

    /// An error naming the file and giflib's reason for `code`.
    private static func failure(_ path: String, _ code: Int32) -> NSError {
        let reason = GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)"
        return NSError(domain: "EndToEndTests", code: Int(code), userInfo: [NSLocalizedDescriptionKey: "cannot decode \(path): \(reason)"])
    }
}
