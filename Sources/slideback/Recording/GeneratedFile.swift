import Foundation

/// A committed file the program makes (the man page, the shell completions): `--check FILE`
/// compares a saved copy with what the program prints now, as `scripts/cmake-lists --check`
/// checks the source lists, so CI fails when the option tables changed and the copy did not.
enum GeneratedFile {
    /// 0 when the file at `path` holds exactly `text`; 1, with one line saying how to remake
    /// it (`remake`, such as `slideback man`), when it differs; 2 when it cannot be read.
    static func check(_ text: String, against path: String, command: String, remake: String) -> Int32 {
        guard let saved = FileManager.default.contents(atPath: path) else {
            printWarning("slideback: \(command): --check: cannot read \(path)")
            return 2
        }
        guard saved == Data(text.utf8) else {
            printWarning("slideback: \(command): \(path) is out of date; run: \(remake) > \(path)")
            return 1
        }
        return 0
    }
}
