import Foundation
import SlideBackCore
import XCTest

/// Seeded edits of JSON texts aimed at the scene and script loaders (deterministic for a seed).
struct FuzzMutator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let punctuation = ["{", "}", "[", "]", ",", ":", "\"", "\\", " ", "\n", "\r", "\t", "-", ".", "e", "0", "#", "\\u", "\\uD800"]
    static let numbers = ["1e400", "-1e400", "-0", "-0.0", "1e300", "-1e300", "1e-400", "NaN", "nan", "Infinity", "-Infinity", "+1", "01",
                          "1.", ".5", "0x10", "-1", "-5", "10000000", "10000001", "9007199254740993", "1.5", "7.0", "1E5",
                          "100000", "100000.0001", "-100000", "99", "100", "1000000", "1000001", "123456789012345678901234567890"]
    static let strings = ["\"\"", "\"#\"", "\"#GGG\"", "\"#12345\"", "\"#1234567890\"", "\"\\u0000\"", "\"a\\nb\"", "\"\\uD800\"",
                          "\"\\uDC00\\uD800\"", "\"\\uD83D\\uDE00\"", "\"\u{202E}evil\u{2028}\"", "\"e\u{301}\u{301}\u{301}\"",
                          "\"../../x.png\"", "\"/abs.png\"", "\"opaque\"", "\"hidden\"", "\"push\"", "\"down\"", "\"popTo\"", "\"key\"",
                          "\"F1\"", "\"\\/\"", "\"" + String(repeating: "x", count: 1000) + "\"", "\"" + String(repeating: "y", count: 1001) + "\"",
                          "\"" + String(repeating: "e\u{301}", count: 1001) + "\""]
    static let wrongTypes = ["null", "true", "false", "[]", "{}", "[1, 2]", "{\"a\": 1}", "0", "\"s\"", "[[[[[[[[]]]]]]]]"]
    static let rawBytes: [[UInt8]] = [[0xFF], [0xC3], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xEF, 0xBB, 0xBF],
                                      [0x00], [0xE2, 0x80, 0xA8], [0x7F], [0xF0, 0x9F, 0x98], [0xCC, 0x81]]
    static let nestingDepths = [100, 511, 512, 513, 600]

    mutating func pick<T>(_ choices: [T]) -> T { choices[random.below(choices.count)] }

    /// One to four edits of `original`.
    mutating func mutate(_ original: [UInt8]) -> [UInt8] {
        var bytes = original
        for _ in 0 ... random.below(4) { edit(&bytes) }
        return bytes
    }

    private mutating func edit(_ bytes: inout [UInt8]) {
        let position = random.below(bytes.count + 1)
        let tokens = FuzzToken.scan(bytes)
        func some(_ kinds: [FuzzToken.Kind]) -> FuzzToken? {
            let matching = tokens.filter { kinds.contains($0.kind) }
            return matching.isEmpty ? nil : matching[random.below(matching.count)]
        }
        switch random.below(13) {
        case 0 where position < bytes.count:
            bytes[position] ^= UInt8(1 << random.below(8))
        case 1:
            bytes.removeSubrange(position ..< min(bytes.count, position + 1 + random.below(8)))
        case 2:
            bytes.insert(contentsOf: pick(Self.punctuation).utf8, at: position)
        case 3:
            bytes.insert(contentsOf: pick(Self.rawBytes), at: position)
        case 4:
            let end = min(bytes.count, position + 1 + random.below(40))
            bytes.insert(contentsOf: Array(bytes[position ..< end]), at: position)
        case 5:
            if let token = some([.number]) { bytes.replaceSubrange(token.range, with: pick(Self.numbers).utf8) }
        case 6:
            if let token = some([.string]) { bytes.replaceSubrange(token.range, with: pick(Self.strings).utf8) }
        case 7:
            if let token = some([.string, .number, .literal]) { bytes.replaceSubrange(token.range, with: pick(Self.wrongTypes).utf8) }
        case 8:
            let openBrace = UInt8(ascii: "{")  // once, not at every token: unoptimized, it is a call
            let opens = tokens.filter { $0.kind == .open && bytes[$0.range.lowerBound] == openBrace }
            if !opens.isEmpty {
                let member = "\"zz\(random.below(3))\": \(pick(Self.wrongTypes + Self.numbers + Self.strings)), "
                bytes.insert(contentsOf: member.utf8, at: opens[random.below(opens.count)].range.upperBound)
            }
        case 9:
            if let token = some([.string, .number, .literal]) {
                let depth = pick(Self.nestingDepths)
                let closed = random.below(2) == 0
                let nest = String(repeating: "[", count: depth) + (closed ? String(repeating: "]", count: depth) : "")
                bytes.replaceSubrange(token.range, with: nest.utf8)
            }
        case 10:
            bytes.removeSubrange(position...)
        case 11:
            duplicateMember(&bytes, tokens)
        default:
            // Two numbers change places: frames out of order, coordinates in odd places.
            let numbers = tokens.filter { $0.kind == .number }
            if numbers.count >= 2 {
                let first = numbers[random.below(numbers.count)], second = numbers[random.below(numbers.count)]
                if first.range.upperBound <= second.range.lowerBound {
                    let (a, b) = (Array(bytes[first.range]), Array(bytes[second.range]))
                    bytes.replaceSubrange(second.range, with: a)
                    bytes.replaceSubrange(first.range, with: b)
                }
            }
        }
    }

    /// Copies a `"key": scalar` member in front of itself, so that its object has the key twice.
    private mutating func duplicateMember(_ bytes: inout [UInt8], _ tokens: [FuzzToken]) {
        let starts = tokens.indices.filter { index in
            index + 2 < tokens.count && tokens[index].kind == .string && tokens[index + 1].kind == .colon
                && [.string, .number, .literal].contains(tokens[index + 2].kind)
        }
        guard !starts.isEmpty else { return }
        let start = starts[random.below(starts.count)]
        let range = tokens[start].range.lowerBound ..< tokens[start + 2].range.upperBound
        bytes.insert(contentsOf: Array(bytes[range]) + Array(", ".utf8), at: range.lowerBound)
    }

    /// Random bytes: half the time any byte, otherwise JSON's own characters, so that some get past the first token.
    mutating func randomBytes() -> [UInt8] {
        let count = random.below(257)
        if random.below(2) == 0 { return (0 ..< count).map { _ in UInt8(truncatingIfNeeded: random.next()) } }
        let alphabet = Array("{}[]\":,\\ \n0123456789-+.eEtrufalsn#\"pagesevntidframe".utf8)
        return (0 ..< count).map { _ in alphabet[random.below(alphabet.count)] }
    }
}
