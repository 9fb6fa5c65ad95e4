import SlideBackRender

extension PixelBuffer {
    /// Writes a PNG whole or not at all: encoded in memory, written to a temporary file beside
    /// `path` with every write and the close checked, then renamed into place (`OutputFile`).
    /// Throws `OutputFile.Failure`, whose description names the file and the system's reason.
    public func writePNG(to path: String) throws {
        try PNGEncoder.write(rgba: bytes, width: width, height: height, to: path)
    }
}
