import Foundation
@testable import SlideBackCore

// The properties every scene or script parse must have, written as pure functions that return what is
// wrong (empty when nothing), so that ParserFuzzTests can also feed them hand-made bad results.

enum ParserFuzzOracle {
    /// An error line longer than this is a flood, not a message.
    static let maximumDescriptionLength = 500

    // MARK: Errors

    /// Problems of a thrown error: it must be an `InputFileError` with a well-formed one-line description.
    static func errorProblems(_ error: any Error, input: [UInt8], file: String, format: FuzzFormat) -> [String] {
        guard let error = error as? InputFileError else {
            return ["threw \(type(of: error)), not InputFileError: \(String(describing: error).prefix(200))"]
        }
        return descriptionProblems(file: error.file, location: error.location, message: error.message,
                                   description: error.description, givenFile: file, input: input, format: format)
    }

    /// Problems of an error's parts: it names `givenFile` and a place in `input`, has a message, and is one short line.
    static func descriptionProblems(file: String, location: String, message: String, description: String,
                                    givenFile: String, input: [UInt8], format: FuzzFormat) -> [String] {
        var problems: [String] = []
        if file != givenFile || !description.hasPrefix(givenFile + ": ") {
            problems.append("the description does not start with the file name \(givenFile)")
        }
        if description != "\(file): \(location): \(message)" {
            problems.append("the description is not \"file: location: message\"")
        }
        if message.isEmpty { problems.append("the message is empty") }
        if description.unicodeScalars.contains(where: breaksLine) {
            problems.append("the description is not one line")
        }
        let length = description.unicodeScalars.count
        if length >= maximumDescriptionLength {
            problems.append("the description is \(length) characters long")
        }
        return problems + locationProblems(location, input: input, format: format)
    }

    /// A character that would end the line or reorder it on a terminal.
    static func breaksLine(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return (0x202A ... 0x202E).contains(scalar.value) || (0x2066 ... 0x2069).contains(scalar.value)
        }
    }

    /// Problems of a location: "line L, column C" inside the input, a JSON path of the format, "top level",
    /// or "file" (only for a file over the size limit).
    static func locationProblems(_ location: String, input: [UInt8], format: FuzzFormat) -> [String] {
        if location == "top level" { return [] }
        if location == "file" {
            return input.count > LocatedJSON.maximumFileSize ? [] : ["location \"file\" for a file within the size limit"]
        }
        if let (line, column) = lineAndColumn(location) {
            // One pass over the bytes, not the lines split out: unoptimized, splitting them was most
            // of the parser fuzz tests' time. Columns count scalars; with invalid UTF-8, bytes that
            // are not continuation bytes.
            var lineCount = 1, width = 0
            input.withUnsafeBufferPointer { bytes in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte == 0x0A { lineCount += 1 } else if lineCount == line, byte & 0xC0 != 0x80 { width += 1 }
                    index += 1
                }
            }
            guard line >= 1, line <= lineCount else { return ["line \(line) is outside the \(lineCount) lines of the input"] }
            guard column >= 1, column <= width + 1 else { return ["column \(column) is outside line \(line) (\(width) characters)"] }
            return []
        }
        return isPath(location, format: format, input: input) ? [] : ["location \"\(location.prefix(80))\" names no place"]
    }

    /// The keys of a page's elements, their rows and their cards.
    static let nestedSceneKeys: Set<String> = ["kind", "image", "height", "text", "size", "color", "title", "subtitle", "value", "icon",
                                               "badge", "accessory", "rows", "cards", "columns", "zoomSource"]

    /// (L, C) of "line L, column C", or `nil` for any other text.
    static func lineAndColumn(_ location: String) -> (Int, Int)? {
        guard location.hasPrefix("line ") else { return nil }
        let parts = location.dropFirst(5).components(separatedBy: ", column ")
        guard parts.count == 2, let line = Int(parts[0]), let column = Int(parts[1]) else { return nil }
        return (line, column)
    }

    /// Whether `location` is `root`, `root[i]` or `root[i].key`, with a key the loader reads.
    static func isPath(_ location: String, format: FuzzFormat, input: [UInt8]) -> Bool {
        guard location.hasPrefix(format.rootKey) else { return false }
        var rest = location.dropFirst(format.rootKey.count)
        if rest.isEmpty { return true }
        guard rest.first == "[", let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex) ..< close]),
              index >= 0, index < max(input.count, 1) else { return false }
        rest = rest[rest.index(after: close)...]
        if rest.isEmpty { return true }
        guard rest.first == "." else { return false }
        // Below a page's content list (issue 15): .content[j], then .key or .key[k] steps of
        // the keys elements, rows and cards have.
        var steps = rest.dropFirst().components(separatedBy: ".")
        guard format == .scene, steps.count > 1 || steps[0].hasPrefix("content[") else {
            return format.elementKeys.contains(String(rest.dropFirst()))
        }
        guard steps.removeFirst().hasPrefix("content[") else { return false }
        return steps.allSatisfy { step in
            let key = step.split(separator: "[").first.map(String.init) ?? step
            return Self.nestedSceneKeys.contains(key)
        }
    }

    // MARK: Values

    /// Problems of an accepted scene: every documented limit holds.
    static func sceneProblems(_ scene: Scene, baseDirectory: String) -> [String] {
        var problems: [String] = []
        if scene.pages.isEmpty { problems.append("the scene has no pages") }
        if scene.pages.count > Scene.maximumPageCount { problems.append("\(scene.pages.count) pages") }
        var ids = Set<String>()
        let base = baseDirectory.hasSuffix("/") ? baseDirectory : baseDirectory + "/"
        for (index, page) in scene.pages.enumerated() {
            if page.id.isEmpty { problems.append("pages[\(index)] has an empty id") }
            if !ids.insert(page.id).inserted { problems.append("pages[\(index)] repeats an id") }
            if page.title.count > Scene.maximumTitleLength {
                problems.append("pages[\(index)].title is \(page.title.count) characters long")
            }
            if case let .image(path) = page.content,
               path.isEmpty || !(path.hasPrefix("/") || baseDirectory.isEmpty || path.hasPrefix(base)) {
                problems.append("pages[\(index)] image path \"\(path.prefix(80))\" is not resolved against \(baseDirectory)")
            }
        }
        return problems
    }

    /// Problems of an accepted script: frames in range and in order, coordinates, pointers and indices in range.
    static func scriptProblems(_ script: InputScript) -> [String] {
        var problems: [String] = []
        func checkPoint(_ point: Point, pointer: Int, _ index: Int) {
            for value in [point.x, point.y] where !value.isFinite || abs(value) > InputScript.maximumCoordinate {
                problems.append("events[\(index)] has coordinate \(value)")
            }
            if !(0 ... InputScript.maximumPointer).contains(pointer) { problems.append("events[\(index)] has pointer \(pointer)") }
        }
        for (index, event) in script.events.enumerated() {
            if !(0 ... InputScript.maximumFrame).contains(event.frame) { problems.append("events[\(index)] has frame \(event.frame)") }
            if index > 0, event.frame < script.events[index - 1].frame { problems.append("events[\(index)] goes back in frames") }
            switch event.action {
            case let .down(point, pointer), let .move(point, pointer), let .up(point, pointer):
                checkPoint(point, pointer: pointer, index)
            case let .popTo(stackIndex) where !(0 ... InputScript.maximumStackIndex).contains(stackIndex):
                problems.append("events[\(index)] pops to \(stackIndex)")
            default:
                break
            }
        }
        if script.lastFrame != script.events.map(\.frame).max() { problems.append("lastFrame is \(String(describing: script.lastFrame))") }
        return problems
    }

    /// Problems of an outcome against what the generator predicted.
    static func expectationProblems<Value>(_ outcome: Result<Value, any Error>, _ expected: FuzzExpectation<Value>) -> [String] {
        switch (expected, outcome) {
        case (.anything, _):
            return []
        case let (.value(wanted), .success(value)):
            return value == wanted ? [] : ["parsed to \(String(describing: value).prefix(300)), expected \(String(describing: wanted).prefix(300))"]
        case let (.value, .failure(error)):
            return ["refused (\(String(describing: error).prefix(300))) but should parse"]
        case let (.error(places), .failure(error as InputFileError)) where places.contains(error.location):
            return []
        case let (.syntaxError(text), .failure(error as InputFileError))
            where lineAndColumn(error.location) != nil && (text.isEmpty || error.message.contains(text)):
            return []
        case let (_, .failure(error)):
            return ["refused with \(String(describing: error).prefix(300)); expected \(expected)"]
        case let (_, .success(value)):
            return ["parsed to \(String(describing: value).prefix(300)); expected \(expected)"]
        }
    }

    // MARK: Time and reports

    /// Debug builds read about half a microsecond per byte; a quadratic parser misses this by orders of magnitude.
    static func timeProblems(seconds: Double, byteCount: Int) -> [String] {
        let limit = 2 + Double(byteCount) * 2e-6
        return seconds > limit ? [String(format: "took %.2f s (limit %.2f s)", seconds, limit)] : []
    }

    /// The first `limit` bytes as printable ASCII with escapes, for failure messages.
    static func escapedPrefix(_ bytes: [UInt8], limit: Int = 200) -> String {
        var text = ""
        for byte in bytes.prefix(limit) {
            switch byte {
            case 0x0A: text += "\\n"
            case 0x0D: text += "\\r"
            case 0x09: text += "\\t"
            case 0x5C: text += "\\\\"
            case 0x20 ... 0x7E: text.unicodeScalars.append(Unicode.Scalar(byte))
            default: text += String(format: "\\x%02X", byte)
            }
        }
        return bytes.count > limit ? text + "… (\(bytes.count) bytes)" : text
    }
}
