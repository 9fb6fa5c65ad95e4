import Foundation

/// Reading input scripts: the format is a contract with users, so every rule here gives a precise error.
extension InputScript {
    /// Scripts larger than this are refused: four times what scenes may be, because `--record-input`
    /// writes scripts as long as a session (some 1.4 million compact events, hours of dragging)
    /// and every one it writes must replay. The writer refuses to write a longer one.
    public static let maximumFileSize = 4 * LocatedJSON.maximumFileSize

    /// Reads and checks a script file; given the window's `pixelsPerPoint` (`--scale`), a resize
    /// past `PixelLimit` at that scale is refused too. Throws `InputFileError` only.
    public static func load(contentsOf path: String, pixelsPerPoint: Double? = nil) throws -> InputScript {
        try parse(LocatedJSON.readFile(atPath: path, limit: maximumFileSize), file: path, pixelsPerPoint: pixelsPerPoint)
    }

    /// Checks the bytes of a script file named `file` (used in errors). Throws `InputFileError` only.
    public static func parse(_ data: Data, file: String, pixelsPerPoint: Double? = nil) throws -> InputScript {
        let root = try LocatedJSON.parse(data, file: file, limit: maximumFileSize)
        let eventsField = try root.requiredMember("events", because: "a script needs an \"events\" array (it may be empty)")
        var events: [ScriptEvent] = []
        for eventField in try eventsField.elements() {
            let event = try ScriptEvent.parse(eventField)
            if let previous = events.last, event.frame < previous.frame {
                let frameField = try eventField.requiredMember("frame", because: "every event needs a \"frame\"")
                throw frameField.error("frame \(event.frame) comes before the previous event's frame \(previous.frame); events must be in frame order")
            }
            if case .resize(let size) = event.action, let pixelsPerPoint,
               !PixelLimit.fits(width: size.width * pixelsPerPoint, height: size.height * pixelsPerPoint) {
                throw eventField.error("a resize to \(LocatedJSON.format(size.width)) x \(LocatedJSON.format(size.height)) points at scale "
                                       + "\(LocatedJSON.format(pixelsPerPoint)) is \(PixelLimit.pixelText(size, scale: pixelsPerPoint)), over \(PixelLimit.text)")
            }
            events.append(event)
        }
        return InputScript(events: events)
    }
}

extension ScriptEvent {
    /// An event from its object in a script; unknown keys are ignored so that newer scripts still load.
    static func parse(_ field: LocatedJSON) throws -> ScriptEvent {
        let frame = try field.requiredMember("frame", because: "every event needs a \"frame\"")
            .integer(in: 0 ... InputScript.maximumFrame)
        let actionField = try field.requiredMember("action", because: "every event needs an \"action\"")
        let name = try actionField.string()
        let action: ScriptAction
        switch name {
        case "push":
            action = .push
        case "pop":
            action = .pop
        case "popToRoot":
            action = .popToRoot
        case "popTo":
            let index = try field.requiredMember("index", because: "\"popTo\" needs the stack \"index\" to go back to (0 is the root)")
                .integer(in: 0 ... InputScript.maximumStackIndex)
            action = .popTo(index: index)
        case "down":
            action = .down(try point(of: field, action: name), pointer: try pointer(of: field))
        case "move":
            action = .move(try point(of: field, action: name), pointer: try pointer(of: field))
        case "up":
            action = .up(try point(of: field, action: name), pointer: try pointer(of: field))
        case "cancel":
            action = .cancel
        case "key":
            action = .key(try key(of: field))
        case "resize":
            func side(_ key: String) throws -> Double {
                let value = try field.requiredMember(key, because: "\"resize\" needs the new \"width\" and \"height\" in points")
                    .number()
                guard Navigator.screenRange.contains(value) else {
                    throw try field.requiredMember(key, because: "").error(
                        "\(LocatedJSON.format(value)) is outside \(LocatedJSON.format(Navigator.screenRange.lowerBound)) to \(LocatedJSON.format(Navigator.screenRange.upperBound)) points")
                }
                return value
            }
            action = .resize(Size(width: try side("width"), height: try side("height")))
        case "wheel":
            action = try wheel(of: field)
        default:
            let names = ScriptAction.names
            throw actionField.error("\(InputFileError.quoted(name)) is not an action (use \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""))")
        }
        return ScriptEvent(frame: frame, action: action)
    }

    private static func point(of field: LocatedJSON, action: String) throws -> Point {
        Point(x: try coordinate("x", of: field, action: action), y: try coordinate("y", of: field, action: action))
    }

    private static func coordinate(_ key: String, of field: LocatedJSON, action: String) throws -> Double {
        let coordinateField = try field.requiredMember(key, because: "\"\(action)\" needs both \"x\" and \"y\"")
        let value = try coordinateField.number()
        guard value.isFinite, abs(value) <= InputScript.maximumCoordinate else {
            throw coordinateField.error("\(LocatedJSON.format(value)) is absurd (coordinates are at most \(LocatedJSON.format(InputScript.maximumCoordinate)) from 0)")
        }
        return value
    }

    /// A scroll: `dx` and `dy` in points (either may be left out, not both), and the pointer's
    /// `x` and `y` (both or neither).
    private static func wheel(of field: LocatedJSON) throws -> ScriptAction {
        let hasDX = try field.member("dx") != nil, hasDY = try field.member("dy") != nil
        guard hasDX || hasDY else {
            throw field.error("\"wheel\" needs \"dx\" or \"dy\", the points scrolled sideways (negative: to the left) or up")
        }
        let dx = hasDX ? try coordinate("dx", of: field, action: "wheel") : 0
        let dy = hasDY ? try coordinate("dy", of: field, action: "wheel") : 0
        let hasPoint = try field.member("x") != nil || field.member("y") != nil
        return .wheel(dx: dx, dy: dy, at: hasPoint ? try point(of: field, action: "wheel") : nil)
    }

    /// Which finger; scripts that never use more than one leave it out.
    private static func pointer(of field: LocatedJSON) throws -> Int {
        try field.member("pointer")?.integer(in: 0 ... InputScript.maximumPointer) ?? 0
    }

    private static func key(of field: LocatedJSON) throws -> Key {
        let keyField = try field.requiredMember("key", because: "\"key\" needs the name of the \"key\" to press")
        let name = try keyField.string()
        guard let key = Key(scriptName: name) else {
            let known = Key.allCases.map(\.rawValue).joined(separator: ", ")
            throw keyField.error("\(InputFileError.quoted(name)) is not a key the program knows (use one of: \(known))")
        }
        return key
    }
}
