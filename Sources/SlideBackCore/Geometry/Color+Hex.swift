/// Colours written as CSS-style hex strings, the way scene files spell them.
extension Color {
    /// The colour a `#RGB`, `#RRGGBB` or `#RRGGBBAA` string names (hex digits in either case),
    /// or `nil` when the text is anything else.
    public static func parseColor(_ text: String) -> Color? {
        let bytes = Array(text.utf8)
        guard bytes.first == UInt8(ascii: "#"), bytes.count <= 9 else { return nil }
        var digits: [UInt8] = []
        for byte in bytes.dropFirst() {
            guard let digit = hexDigit(byte) else { return nil }
            digits.append(digit)
        }
        switch digits.count {
        case 3:
            // Each short digit stands for itself repeated: #F80 is #FF8800.
            return Color(red: digits[0] * 17, green: digits[1] * 17, blue: digits[2] * 17)
        case 6:
            return Color(red: digits[0] << 4 | digits[1], green: digits[2] << 4 | digits[3],
                         blue: digits[4] << 4 | digits[5])
        case 8:
            return Color(red: digits[0] << 4 | digits[1], green: digits[2] << 4 | digits[3],
                         blue: digits[4] << 4 | digits[5], alpha: digits[6] << 4 | digits[7])
        default:
            return nil
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
