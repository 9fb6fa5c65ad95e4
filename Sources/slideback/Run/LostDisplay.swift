import CSDL2
import Foundation
import SlideBackCore
import SlideBackRecording

/// The X server going away under a window run (killed, the session ended): Xlib calls its I/O
/// error handler and then ends the process itself, so nothing can unwind. The handler here does
/// what unwinding would: ffmpeg's process groups are killed, the temporary files of recordings in
/// progress removed, and one line says what happened; the exit status is 1.
enum LostDisplay {
    /// Installs the handler (a window run, before the window opens).
    static func install() {
        _ = XSetIOErrorHandler { _ in
            FFmpegProcess.killRunning()
            TemporaryFiles.removeAll()
            let display = ProcessInfo.processInfo.environment["DISPLAY"].map { " (DISPLAY=\($0))" } ?? ""
            printWarning("slideback: lost the connection to the X display\(display); stopped, recordings in progress removed")
            _exit(1)
        }
    }
}
