#if canImport(Glibc)
import Glibc
#endif

/// The C library's locale, taken from the environment at start as every X program takes it: Xlib
/// converts the window title with it, writing `WM_NAME` in the locale's encoding and, only in a
/// locale it supports, `_NET_WM_NAME` in UTF-8. Without it the em dash in the title reaches old
/// window managers as mojibake and `_NET_WM_NAME` is never set.
enum ProgramLocale {
    /// Adopts the environment's locale for characters and messages. Numbers stay in the C locale,
    /// so that no C function the program or a library calls reads or writes "0,5". An
    /// environment whose character set is not UTF-8 (no `LANG` at all: "C") gets `C.UTF-8` for
    /// characters where the system has it, for the title is UTF-8.
    static func adopt() {
        setlocale(LC_ALL, "")
        if !characterSetIsUTF8 { setlocale(LC_CTYPE, "C.UTF-8") }
        setlocale(LC_NUMERIC, "C")
    }

    /// Whether the locale's character set is UTF-8.
    static var characterSetIsUTF8: Bool {
        guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
        let name = String(cString: codeset).lowercased()
        return name == "utf-8" || name == "utf8"
    }
}
