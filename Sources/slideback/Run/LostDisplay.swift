import CSDL2
import Foundation
import Synchronization
import SlideBackCore

/// The X server going away under a window run (killed, the session ended): Xlib calls its I/O
/// error handler and then ends the process itself, so nothing can unwind. The handler here does
/// what unwinding would: ffmpeg's process groups are killed, the temporary files of recordings in
/// progress removed, and one line says what happened; the exit status is 1.
enum LostDisplay {
    /// Process groups of children to kill (ffmpeg), by their leaders' ids.
    private static let children = Mutex<Set<Int32>>([])

    /// Notes a child's process group to kill if the display is lost.
    static func addChild(_ group: Int32) { children.withLock { _ = $0.insert(group) } }

    /// Forgets one that has exited.
    static func removeChild(_ group: Int32) { children.withLock { _ = $0.remove(group) } }

    /// Installs the handler (a window run, before the window opens).
    static func install() {
        _ = XSetIOErrorHandler { _ in
            for group in LostDisplay.children.withLock({ $0 }) { kill(-group, SIGKILL) }
            TemporaryFiles.removeAll()
            let display = ProcessInfo.processInfo.environment["DISPLAY"].map { " (DISPLAY=\($0))" } ?? ""
            printWarning("slideback: lost the connection to the X display\(display); stopped, recordings in progress removed")
            _exit(1)
        }
    }
}
