import Foundation
import Synchronization

/// The temporary files of outputs still being written, so that a stop that cannot unwind (the
/// X server gone: Xlib ends the process from its error handler) can still remove them. Names
/// are unique to the process (`OutputFile.createTemporary`), so removing one already renamed
/// or removed does nothing to anyone else's file.
public enum TemporaryFiles {
    private static let live = Mutex<Set<String>>([])

    /// Notes a temporary file just created.
    public static func add(_ path: String) {
        live.withLock { _ = $0.insert(path) }
    }

    /// Forgets one that was put in place or removed.
    public static func remove(_ path: String) {
        live.withLock { _ = $0.remove(path) }
    }

    /// Removes every temporary file still noted.
    public static func removeAll() {
        for path in live.withLock({ $0 }) { unlink(path) }
    }
}
