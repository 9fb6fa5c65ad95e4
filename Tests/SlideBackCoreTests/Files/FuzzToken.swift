import Foundation
import SlideBackCore
import XCTest

/// A token of a (possibly broken) JSON text, as far as a forgiving scan can tell.
struct FuzzToken {
    enum Kind { case string, number, literal, open, close, colon, comma }
    let kind: Kind
    let range: Range<Int>

    /// A rough scan: strings honour backslashes, numbers and literals are runs of their characters.
    /// Bytes are compared as numbers with `==` and `<=`: unoptimized, each `UInt8(ascii:)`, a
    /// `switch` on bytes and a `contains` is a call, and they were most of the parser fuzz tests'
    /// time.
    static func scan(_ bytes: [UInt8]) -> [FuzzToken] {
        let quote: UInt8 = 0x22, backslash: UInt8 = 0x5C, minus: UInt8 = 0x2D, plus: UInt8 = 0x2B, dot: UInt8 = 0x2E
        let zero: UInt8 = 0x30, nine: UInt8 = 0x39, lowerA: UInt8 = 0x61, lowerZ: UInt8 = 0x7A, lowerE: UInt8 = 0x65, upperE: UInt8 = 0x45
        let lowerT: UInt8 = 0x74, lowerF: UInt8 = 0x66, lowerN: UInt8 = 0x6E
        let openBrace: UInt8 = 0x7B, openBracket: UInt8 = 0x5B, closeBrace: UInt8 = 0x7D, closeBracket: UInt8 = 0x5D
        let colon: UInt8 = 0x3A, comma: UInt8 = 0x2C
        var tokens: [FuzzToken] = []
        bytes.withUnsafeBufferPointer { bytes in
            var index = 0
            while index < bytes.count {
                let start = index
                let byte = bytes[index]
                index += 1
                if byte == quote {
                    while index < bytes.count, bytes[index] != quote { index += bytes[index] == backslash ? 2 : 1 }
                    index = min(index + 1, bytes.count)
                    tokens.append(FuzzToken(kind: .string, range: start ..< index))
                } else if byte == minus || zero <= byte && byte <= nine {
                    while index < bytes.count {
                        let next = bytes[index]
                        guard zero <= next && next <= nine || next == dot || next == lowerE || next == upperE || next == plus || next == minus
                        else { break }
                        index += 1
                    }
                    tokens.append(FuzzToken(kind: .number, range: start ..< index))
                } else if byte == lowerT || byte == lowerF || byte == lowerN {
                    while index < bytes.count, lowerA <= bytes[index] && bytes[index] <= lowerZ { index += 1 }
                    tokens.append(FuzzToken(kind: .literal, range: start ..< index))
                } else if byte == openBrace || byte == openBracket {
                    tokens.append(FuzzToken(kind: .open, range: start ..< index))
                } else if byte == closeBrace || byte == closeBracket {
                    tokens.append(FuzzToken(kind: .close, range: start ..< index))
                } else if byte == colon {
                    tokens.append(FuzzToken(kind: .colon, range: start ..< index))
                } else if byte == comma {
                    tokens.append(FuzzToken(kind: .comma, range: start ..< index))
                }
            }
        }
        return tokens
    }
}
