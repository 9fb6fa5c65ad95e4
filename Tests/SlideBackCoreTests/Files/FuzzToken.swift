import Foundation
import SlideBackCore
import XCTest

/// A token of a (possibly broken) JSON text, as far as a forgiving scan can tell.
struct FuzzToken {
    enum Kind { case string, number, literal, open, close, colon, comma }
    let kind: Kind
    let range: Range<Int>

    /// A rough scan: strings honour backslashes, numbers and literals are runs of their characters.
    static func scan(_ bytes: [UInt8]) -> [FuzzToken] {
        var tokens: [FuzzToken] = []
        var index = 0
        while index < bytes.count {
            let start = index
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1 }
                index = min(index + 1, bytes.count)
                tokens.append(FuzzToken(kind: .string, range: start ..< index))
            case UInt8(ascii: "-"), UInt8(ascii: "0") ... UInt8(ascii: "9"):
                while index < bytes.count, "0123456789.eE+-".utf8.contains(bytes[index]) { index += 1 }
                tokens.append(FuzzToken(kind: .number, range: start ..< index))
            case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
                while index < bytes.count, (UInt8(ascii: "a") ... UInt8(ascii: "z")).contains(bytes[index]) { index += 1 }
                tokens.append(FuzzToken(kind: .literal, range: start ..< index))
            case UInt8(ascii: "{"), UInt8(ascii: "["): tokens.append(FuzzToken(kind: .open, range: start ..< index))
            case UInt8(ascii: "}"), UInt8(ascii: "]"): tokens.append(FuzzToken(kind: .close, range: start ..< index))
            case UInt8(ascii: ":"): tokens.append(FuzzToken(kind: .colon, range: start ..< index))
            case UInt8(ascii: ","): tokens.append(FuzzToken(kind: .comma, range: start ..< index))
            default: break
            }
        }
        return tokens
    }
}
