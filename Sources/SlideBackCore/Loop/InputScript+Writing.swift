/// Writing scripts: `--record-input` saves live input in the very format `--script` reads, so a
/// recorded session replays through the same parser and the same code path as a hand-written one.
extension InputScript {
    /// The script as JSON text, one event per line so that recordings read and diff well.
    /// `recordedFrames` (how many frames the recording run drew) is written as an extra top-level
    /// key, which the parser ignores: it tells whoever replays the file what `--frames` reproduces
    /// the whole run, including the frames after the last input.
    public func jsonText(recordedFrames: Int? = nil) -> String {
        var text = "{"
        if let recordedFrames { text += "\"recordedFrames\": \(recordedFrames), " }
        text += "\"events\": ["
        text += events.map { "\n  " + $0.jsonText() }.joined(separator: ",")
        text += events.isEmpty ? "]}\n" : "\n]}\n"
        return text
    }
}

extension ScriptEvent {
    /// One event as a compact JSON object on one line: no spaces, and no `pointer` when it is 0
    /// (the parser's default), so long recordings stay well within what `--script` reads.
    func jsonText() -> String {
        var fields = ["\"frame\":\(frame)"]
        switch action {
        case .push: fields.append(#""action":"push""#)
        case .pop: fields.append(#""action":"pop""#)
        case .popToRoot: fields.append(#""action":"popToRoot""#)
        case .popTo(let index): fields += [#""action":"popTo""#, "\"index\":\(index)"]
        case .down(let point, let pointer): fields += Self.pointerFields("down", point, pointer)
        case .move(let point, let pointer): fields += Self.pointerFields("move", point, pointer)
        case .up(let point, let pointer): fields += Self.pointerFields("up", point, pointer)
        case .cancel: fields.append(#""action":"cancel""#)
        // Key names are fixed ASCII words and symbols ("s", ".", "?"): none needs escaping.
        case .key(let key): fields += [#""action":"key""#, "\"key\":\"\(key.rawValue)\""]
        case .resize(let size): fields += [#""action":"resize""#, "\"width\":\(Self.number(size.width))", "\"height\":\(Self.number(size.height))"]
        case .wheel(let dx, let dy, let point):
            fields += [#""action":"wheel""#, "\"dx\":\(Self.number(dx))", "\"dy\":\(Self.number(dy))"]
            if let point { fields += ["\"x\":\(Self.number(point.x))", "\"y\":\(Self.number(point.y))"] }
        }
        return "{" + fields.joined(separator: ",") + "}"
    }

    /// The fields of a pointer event. Swift prints a `Double` with the fewest digits that read
    /// back to exactly the same value (and always as valid JSON: "2.0", "102.5", "1e-05"), so a
    /// replayed pointer lands on the very same bit pattern and the replay draws identical frames.
    private static func pointerFields(_ name: String, _ point: Point, _ pointer: Int) -> [String] {
        let position = ["\"action\":\"\(name)\"", "\"x\":\(number(point.x))", "\"y\":\(number(point.y))"]
        return pointer == 0 ? position : position + ["\"pointer\":\(pointer)"]
    }

    /// A number as the shortest text that reads back to the same bits: whole numbers without
    /// ".0" (600, not 600.0), everything else as Swift prints it.
    private static func number(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15, value.sign == .plus || value != 0 { return String(Int64(value)) }
        return "\(value)"
    }
}
