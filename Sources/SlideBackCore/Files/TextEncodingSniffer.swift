import Foundation

/// Tells a JSON file saved as UTF-16 or UTF-32 from UTF-8 by its first bytes, so the error can
/// say what the file is instead of complaining about a U+0000 in the first column.
enum TextEncodingSniffer {
    /// "UTF-16 (little-endian)" and the like when `data` starts as a wide encoding does: with its
    /// byte-order mark, or with a character JSON starts with (`{`, `[`, `"` or white space)
    /// padded with zero bytes. `nil` for UTF-8 and anything else.
    static func wideEncoding(of data: Data) -> String? {
        let head = [UInt8](data.prefix(4))
        let openers: Set<UInt8> = [0x7B, 0x5B, 0x22, 0x20, 0x09, 0x0A, 0x0D]
        // In a pattern, nil stands for one of `openers`.
        func starts(_ pattern: [UInt8?]) -> Bool {
            head.count >= pattern.count && zip(head, pattern).allSatisfy { byte, expected in expected.map { $0 == byte } ?? openers.contains(byte) }
        }
        if starts([0xFF, 0xFE, 0, 0]) || starts([nil, 0, 0, 0]) { return "UTF-32 (little-endian)" }
        if starts([0, 0, 0xFE, 0xFF]) || starts([0, 0, 0, nil]) { return "UTF-32 (big-endian)" }
        if starts([0xFF, 0xFE]) || starts([nil, 0]) { return "UTF-16 (little-endian)" }
        if starts([0xFE, 0xFF]) || starts([0, nil]) { return "UTF-16 (big-endian)" }
        return nil
    }
}
