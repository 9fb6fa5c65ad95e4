import Foundation
import SlideBackCore
import SlideBackRender

/// Memory and textures at one moment of a soak run.
struct SoakReading {
    /// Frames drawn so far.
    let frames: Int
    /// Resident memory of the process, bytes.
    let residentBytes: Int
    /// SDL textures alive.
    let textures: Int

    /// Reads the process and the display now.
    init(display: some StageDisplay, frames: Int) {
        self.frames = frames
        residentBytes = Self.residentBytes()
        textures = display.renderer.texturesAlive
    }

    /// Resident set size from /proc (Linux), 0 where it cannot be read.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
