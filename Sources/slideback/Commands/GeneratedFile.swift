import Foundation
import SlideBackCore

/// A committed file the program makes (the man page, the shell completions): `--check FILE`
/// compares a saved copy with what the program prints now, as `scripts/cmake-lists --check`
/// checks the source lists, so CI fails when the option tables changed and the copy did not.
enum GeneratedFile {
    /// 0 when the file at `path` holds exactly `text`; 1, with one line saying how to remake
    /// it (`remake`, such as `slideback man`), when it differs; 2 when it cannot be read.
    /// Reads no more of the file than one byte past `text`'s length: a file longer than that
    /// differs however long it is (an 8 GiB file was read whole), and a FIFO or a device is
    /// refused by what it is.
    static func check(_ text: String, against path: String, command: String, remake: String) -> Int32 {
        let expected = Data(text.utf8)
        let saved: Data
        do {
            saved = try InputFile.readPrefix(atPath: path, count: expected.count + 1)
        } catch {
            printWarning("slideback: \(command): --check: \(path): \(error)")
            return 2
        }
        guard saved == expected else {
            printWarning("slideback: \(command): \(path) is out of date; run: \(remake) > \(path)")
            return 1
        }
        return 0
    }
}
