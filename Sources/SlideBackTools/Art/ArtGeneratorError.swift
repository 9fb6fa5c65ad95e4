/// Why making, writing or reading a piece of generated art failed; `description` is one line fit for a user.
public enum ArtGeneratorError: Error, Equatable, CustomStringConvertible {
    /// `makeImage(named:)` was asked for a file the generator does not know.
    case unknownImage(String)
    /// An image was given a zero or negative size.
    case badImageSize(width: Int, height: Int)
    /// An image's pixel array does not hold width x height pixels.
    case pixelCountMismatch(expected: Int, actual: Int)
    /// A folder for the output could not be created.
    case cannotCreateFolder(path: String, reason: String)
    /// SDL could not make a surface, or `IMG_SavePNG` could not write the file.
    case cannotWritePNG(path: String, reason: String)
    /// The finished temporary file could not be moved onto its final name.
    case cannotReplaceFile(path: String, reason: String)
    /// A PNG could not be loaded or converted to ARGB8888.
    case cannotReadPNG(path: String, reason: String)
    /// No PNG can be written at a place, found before drawing (the reason names the path).
    case unwritablePlace(reason: String)

    /// Whether the error is the output place's, found before anything was drawn: bad input.
    public var isPlaceProblem: Bool {
        switch self {
        case .cannotCreateFolder, .unwritablePlace: return true
        default: return false
        }
    }

    /// A single-line explanation naming the file or folder involved.
    public var description: String {
        let text: String
        switch self {
        case .unknownImage(let name):
            text = "unknown art file '\(name)'; expected one of \(ArtGenerator.fileNames.joined(separator: ", "))"
        case .badImageSize(let width, let height):
            text = "image size \(width)x\(height) is empty"
        case .pixelCountMismatch(let expected, let actual):
            text = "image needs \(expected) pixels but was given \(actual)"
        case .cannotCreateFolder(let path, let reason):
            text = "cannot create folder '\(path)': \(reason)"
        case .cannotWritePNG(let path, let reason):
            text = "cannot write PNG '\(path)': \(reason)"
        case .cannotReplaceFile(let path, let reason):
            text = "cannot move finished PNG onto '\(path)': \(reason)"
        case .cannotReadPNG(let path, let reason):
            text = "cannot read PNG '\(path)': \(reason)"
        case .unwritablePlace(let reason):
            text = reason
        }
        // Reasons come from SDL and the OS; keep the promise of a one-line message.
        return text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
