import Foundation

/// The command line as the system gave it: bytes. Swift's `CommandLine.arguments` repairs bytes
/// that are not UTF-8 into U+FFFD, so `--trace x\xff.csv` would write another file, `x\u{FFFD}.csv`,
/// and two such names would become one. A name that is not UTF-8 is refused instead, naming it.
enum ArgumentBytes {
    /// Why the command line cannot be taken as text, or `nil` when every argument is UTF-8.
    static func problem() -> String? {
        for index in 1..<max(1, Int(CommandLine.argc)) {
            let bytes = argument(index)
            guard String(validating: bytes, as: UTF8.self) == nil else { continue }
            let shown = bytes.prefix(200).map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
            let after = index > 1 ? " (after \(String(decoding: argument(index - 1).prefix(40), as: UTF8.self)))" : ""
            return "argument \(index)\(after), \"\(shown)\", is not UTF-8: file names that are not UTF-8 are not supported (they would name another file); rename it"
        }
        return nil
    }

    /// The bytes of argument `index` (0 is the program).
    private static func argument(_ index: Int) -> [UInt8] {
        guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
}
