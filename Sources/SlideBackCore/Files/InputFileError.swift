/// Why a scene file or an input script was refused, and where: the only error the input loaders throw.
public struct InputFileError: Error, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// Where in the file: "line L, column C" for syntax errors, a JSON path such as `pages[2].bar`,
    /// `top level`, or `file` when the file itself could not be used.
    public let location: String
    /// What is wrong, phrased so the user can fix it.
    public let message: String

    /// Makes an error; every part is flattened to one line so that the description is always one line.
    public init(file: String, location: String, message: String) {
        self.file = InputFileError.singleLine(file)
        self.location = InputFileError.singleLine(location)
        self.message = InputFileError.singleLine(message)
    }

    /// One line, "file: location: message", ready for stderr.
    public var description: String { "\(file): \(location): \(message)" }

    /// The longest piece of user text quoted in a message; longer text is cut and ends in "…".
    public static let quoteLimit = 40

    /// User-provided text in double quotes, cut to `quoteLimit` characters and made printable,
    /// so that a hostile or huge value cannot flood or split the error line.
    public static func quoted(_ text: String) -> String {
        // A single Character can hold any number of combining marks, and an escape prints one scalar as up
        // to ten characters, so what is printed is capped too: at most 4 x `quoteLimit` scalars.
        let printedLimit = quoteLimit * 4
        var printed = String.UnicodeScalarView()
        var printedCount = 0
        var wasCut = false
        characters: for (index, character) in text.enumerated() {
            guard index < quoteLimit else {
                wasCut = true
                break
            }
            for scalar in character.unicodeScalars {
                let piece = isLineBreaking(scalar) ? escaped(scalar).unicodeScalars : String(scalar).unicodeScalars
                let pieceCount = piece.count
                guard printedCount + pieceCount <= printedLimit else {
                    wasCut = true
                    break characters
                }
                printed.append(contentsOf: piece)
                printedCount += pieceCount
            }
        }
        return "\"" + String(printed) + (wasCut ? "…" : "") + "\""
    }

    /// The text with every control or line-separating character spelled as an escape, leaving it on one line.
    public static func singleLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isLineBreaking) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isLineBreaking(scalar) {
                result.append(contentsOf: escaped(scalar).unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    static func isLineBreaking(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator:
            return true
        case .format:
            // Bidi overrides could make the line read differently; joiners only glue emoji together.
            return scalar != "\u{200C}" && scalar != "\u{200D}"
        default:
            return false
        }
    }

    private static func escaped(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default: return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
    }
}
