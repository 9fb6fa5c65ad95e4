import Foundation

/// The command line as the system gave it: bytes. Swift's `CommandLine.arguments` repairs bytes
/// that are not UTF-8 into U+FFFD, so `--trace x\xff.csv` would write another file, `x\u{FFFD}.csv`,
/// and two such names would become one. A name that is not UTF-8 is refused instead, naming it.
enum ArgumentBytes {
    /// Why the command line cannot be taken as text, or `nil` when every argument is UTF-8, and so
    /// are the other names a path is made from: the working folder (relative paths are made
    /// absolute from it) and `SLIDEBACK_RESOURCES`.
    static func problem() -> String? {
        for index in 1..<max(1, Int(CommandLine.argc)) {
            let bytes = argument(index)
            guard String(validating: bytes, as: UTF8.self) == nil else { continue }
            let after = index > 1 ? " (after \(String(decoding: argument(index - 1).prefix(40), as: UTF8.self)))" : ""
            return "argument \(index)\(after), \"\(shown(bytes))\", is not UTF-8: " + refusal
        }
        if let bytes = workingFolder(), String(validating: bytes, as: UTF8.self) == nil {
            return "the working folder, \"\(shown(bytes))\", is not UTF-8: " + refusal
        }
        if let value = getenv("SLIDEBACK_RESOURCES") {
            let bytes = Array(UnsafeRawBufferPointer(start: value, count: strlen(value)))
            if String(validating: bytes, as: UTF8.self) == nil { return "SLIDEBACK_RESOURCES, \"\(shown(bytes))\", is not UTF-8: " + refusal }
        }
        return nil
    }

    private static let refusal = "file names that are not UTF-8 are not supported (they would name another file); rename it"

    /// The bytes as the message shows them: printable ASCII as it is, the rest as `\xFF`.
    private static func shown(_ bytes: [UInt8]) -> String {
        bytes.prefix(200).map { (0x20..<0x7F).contains($0) ? String(UnicodeScalar($0)) : String(format: "\\x%02X", $0) }.joined()
    }

    /// The working folder's bytes, or `nil` when the system cannot say (it was removed).
    private static func workingFolder() -> [UInt8]? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    }

    /// The bytes of argument `index` (0 is the program).
    private static func argument(_ index: Int) -> [UInt8] {
        guard let pointer = CommandLine.unsafeArgv[index] else { return [] }
        return Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
    }
}
