/// Strings and the byte-level scanning the rest of the parser is built on.
extension JSONParser {
    mutating func parseString() throws -> String {
        let openingQuote = offset
        offset += 1
        var segmentStart = offset
        // Only strings with escapes need a copy; plain ones are decoded straight from the input.
        // The copy is appended to in place (copying it out of an optional at every escape was quadratic).
        var decoded: [UInt8] = []
        var hasEscapes = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                let text: String
                if hasEscapes {
                    decoded.append(contentsOf: bytes[segmentStart ..< offset])
                    text = String(decoding: decoded, as: UTF8.self)
                } else {
                    text = String(decoding: bytes[segmentStart ..< offset], as: UTF8.self)
                }
                offset += 1
                return text
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                decoded.append(contentsOf: bytes[segmentStart ..< offset])
                try parseEscape(into: &decoded)
                segmentStart = offset
            } else if byte < 0x20 {
                throw Failure(offset: offset, message: "\(describeCurrent()) must be escaped inside a string")
            } else {
                offset += 1
            }
        }
        throw Failure(offset: openingQuote, message: "the string starting here is never closed with '\"'")
    }

    private mutating func parseEscape(into output: inout [UInt8]) throws {
        let escapeStart = offset
        offset += 1
        guard let letter = peek() else {
            throw Failure(offset: escapeStart, message: "the text ends inside an escape sequence")
        }
        offset += 1
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(letter)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            let scalar = try parseUnicodeEscape(startingAt: escapeStart)
            output.append(contentsOf: String(Character(scalar)).utf8)
        default:
            throw Failure(offset: escapeStart,
                          message: "invalid escape \(describe(at: offset - 1)) after '\\' (use \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX)")
        }
    }

    /// Reads the rest of a `\uXXXX` escape, joining a UTF-16 surrogate pair when there is one.
    private mutating func parseUnicodeEscape(startingAt escapeStart: Int) throws -> Unicode.Scalar {
        let unit = try parseHexQuad(escapeStart: escapeStart)
        var value = unit
        if (0xD800 ... 0xDBFF).contains(unit) {
            let lowStart = offset
            guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                throw Failure(offset: escapeStart, message: "unpaired surrogate \\u\(hex(unit)) (it must be followed by a \\uDC00-\\uDFFF escape)")
            }
            offset += 2
            let low = try parseHexQuad(escapeStart: lowStart)
            guard (0xDC00 ... 0xDFFF).contains(low) else {
                throw Failure(offset: lowStart, message: "\\u\(hex(low)) cannot follow the surrogate \\u\(hex(unit)) (expected \\uDC00-\\uDFFF)")
            }
            value = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00 ... 0xDFFF).contains(unit) {
            throw Failure(offset: escapeStart, message: "unpaired surrogate \\u\(hex(unit)) (a low surrogate must follow a high one)")
        }
        guard let scalar = Unicode.Scalar(value) else {
            throw Failure(offset: escapeStart, message: "\\u escape does not name a Unicode scalar")
        }
        return scalar
    }

    private mutating func parseHexQuad(escapeStart: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0 ..< 4 {
            guard let byte = peek(), let digit = JSONParser.hexDigitValue(byte) else {
                throw Failure(offset: escapeStart, message: "expected four hex digits after \\u")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    private func hex(_ unit: UInt32) -> String {
        let digits = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    func peek() -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 {
            offset += 1
        }
    }

    func isDigit(_ byte: UInt8?) -> Bool {
        guard let byte else { return false }
        return (UInt8(ascii: "0") ... UInt8(ascii: "9")).contains(byte)
    }

    mutating func skipDigits() {
        while isDigit(peek()) { offset += 1 }
    }

    /// The character at the read position, for "found ..." in messages.
    func describeCurrent() -> String {
        describe(at: offset)
    }

    /// The character at `position` as a message shows it: quoted, or named when it is invisible.
    func describe(at position: Int) -> String {
        guard position < bytes.count else { return "the end of the text" }
        var iterator = bytes[position...].makeIterator()
        var decoder = UTF8()
        guard case let .scalarValue(scalar) = decoder.decode(&iterator) else {
            return "byte 0x" + String(bytes[position], radix: 16, uppercase: true)
        }
        switch scalar {
        case "\n": return "a line break"
        case "\t": return "a tab"
        case " ": return "a space"
        default:
            if scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format {
                return "U+" + hex(scalar.value)
            }
            return "'" + InputFileError.singleLine(String(Character(scalar))) + "'"
        }
    }

    static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0") ... UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a") ... UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A") ... UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    /// RFC 8259 lets parsers skip a UTF-8 byte-order mark, which some editors still write.
    static func byteOrderMarkLength(of bytes: [UInt8]) -> Int {
        bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// The offset of the first byte that does not belong to well-formed UTF-8, or `nil` when all do.
    static func firstInvalidUTF8Offset(in bytes: [UInt8]) -> Int? {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case let .scalarValue(scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }

    /// Turns a byte offset into the line and column people see in their editor.
    static func syntaxError(at offset: Int, in bytes: [UInt8], message: String) -> SyntaxError {
        var line = 1
        var column = 1
        var position = byteOrderMarkLength(of: bytes)
        let end = min(offset, bytes.count)
        while position < end {
            let byte = bytes[position]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                // Continuation bytes belong to the scalar already counted.
                column += 1
            }
            position += 1
        }
        return SyntaxError(line: line, column: column, message: message)
    }
}
