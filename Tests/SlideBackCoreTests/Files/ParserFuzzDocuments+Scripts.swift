import Foundation
@testable import SlideBackCore

/// Random input scripts, made by the rules of docs/reference.md, each with the outcome the rules promise.
extension FuzzDocumentGenerator {
    mutating func script() -> (text: String, expect: FuzzExpectation<InputScript>) {
        var texts: [String] = [], events: [ScriptEvent] = [], firstBad: Set<String>?, duplicated = false
        clean = chance(40)
        for index in 0 ..< random.below(9) {
            let (text, event, bad, repeated) = eventDocument(index, after: events.last?.frame ?? 0)
            texts.append(text)
            duplicated = duplicated || repeated
            guard firstBad == nil else { continue }
            if !bad.isEmpty {
                firstBad = bad
            } else if let event {
                if let last = events.last, event.frame < last.frame { firstBad = ["events[\(index)].frame"] } else { events.append(event) }
            }
        }
        let eventsText = "[" + space() + texts.joined(separator: space() + "," + space()) + space() + "]"
        let root = rootDocument(key: "events", array: eventsText)
        if let problem = root.problem { return (root.text, .error(at: [problem])) }
        if duplicated { return (root.text, .syntaxError(containing: "duplicate key")) }
        if let firstBad { return (root.text, .error(at: firstBad)) }
        return (root.text, .value(InputScript(events: events)))
    }

    mutating func eventDocument(_ index: Int, after previous: Int) -> (String, ScriptEvent?, Set<String>, Bool) {
        let here = "events[\(index)]"
        if mistake(4) { return (pick(["null", "[]", "\"push\"", "0"]), nil, [here], false) }
        var members: [(String, String)] = [], bad: Set<String> = []
        func refuse(_ key: String, _ text: String?) {
            if let text { members.append((key, text)) }
            bad.insert("\(here).\(key)")
        }
        var frame = clean || chance(70) ? previous + random.below(30) : random.below(previous + 1)
        switch choose(20, badCases: 4) {
        case 0: refuse("frame", nil)
        case 1: refuse("frame", pick(["-1", "-7", "1.5", "2.25", "10000001", "1e300", "-1e300", "1e-300"]))
        case 2: refuse("frame", pick(Self.notNumbers))
        case 3: frame = InputScript.maximumFrame; members.append(("frame", pick(["10000000", "1e7", "1.0E+7"])))
        default:
            members.append(("frame", frame == 0 ? pick(["0", "-0", "0.0", "0e5"]) : pick(["\(frame)", "\(frame).0", "\(frame)e0", "\(frame * 10)e-1"])))
            if frame > InputScript.maximumFrame { bad.insert("\(here).frame") }
        }
        let name = clean || chance(90) ? pick(ScriptAction.names) : pick(["jump", "Push", "", "pop "])
        var action = ScriptAction.push
        switch choose(30, badCases: 2) {
        case 0: refuse("action", nil)
        case 1: refuse("action", pick(Self.notStrings))
        default:
            members.append(("action", quoted(name)))
            switch name {
            case "push": action = .push
            case "pop": action = .pop
            case "popToRoot": action = .popToRoot
            case "cancel": action = .cancel
            case "popTo":
                if !mistake(20) {
                    let index = pick([0, 1, 7, random.below(50), InputScript.maximumStackIndex])
                    members.append(("index", "\(index)"))
                    action = .popTo(index: index)
                } else {
                    refuse("index", chance(20) ? nil : pick(["1000001", "-1", "0.5", "\"1\"", "null", "1e7"]))
                }
            case "down", "move", "up":
                var point = Point(x: 0, y: 0), pointer = 0
                for (key, path) in [("x", \Point.x), ("y", \Point.y)] as [(String, WritableKeyPath<Point, Double>)] {
                    if !mistake(10) {
                        let (text, value) = coordinate()
                        members.append((key, text))
                        point[keyPath: path] = value
                    } else {
                        refuse(key, chance(20) ? nil : pick(["100000.0001", "100001", "1e300", "-1e300", "\"1\"", "null", "[]"]))
                    }
                }
                if chance(50) {
                    if !mistake(20) { pointer = pick([0, 1, 2, 99, random.below(100)]); members.append(("pointer", "\(pointer)")) } else {
                        refuse("pointer", pick(["100", "-1", "1.5", "\"1\"", "true"]))
                    }
                }
                action = name == "down" ? .down(point, pointer: pointer) : name == "move" ? .move(point, pointer: pointer) : .up(point, pointer: pointer)
            case "key":
                if !mistake(15) {
                    let key = pick(Key.allCases)
                    members.append(("key", quoted(pick([key.rawValue, key.rawValue.uppercased(), key.rawValue.capitalized]))))
                    action = .key(key)
                } else {
                    refuse("key", chance(20) ? nil : pick(["\"space\"", "\"f13\"", "\"\"", "1", "null", "\"ſ\""]))
                }
            case "resize":
                var size = Size(width: 1, height: 1)
                for (key, path) in [("width", \Size.width), ("height", \Size.height)] as [(String, WritableKeyPath<Size, Double>)] {
                    if !mistake(15) {
                        let (text, value) = pick([("1", 1.0), ("414", 414), ("100000", 100_000), ("2.5e2", 250), ("320.5", 320.5)])
                        members.append((key, text))
                        size[keyPath: path] = value
                    } else {
                        refuse(key, chance(20) ? nil : pick(["0", "0.5", "-414", "100001", "1e300", "\"414\"", "null"]))
                    }
                }
                action = .resize(size)
            case "wheel":
                // dx always (so one of dx and dy is there), dy and the pointer's x and y sometimes.
                var dx = 0.0, dy = 0.0
                if !mistake(15) {
                    let (text, value) = coordinate()
                    members.append(("dx", text))
                    dx = value
                } else {
                    refuse("dx", pick(["100000.0001", "-1e300", "\"1\"", "null", "[]"]))
                }
                if chance(50) {
                    let (text, value) = coordinate()
                    members.append(("dy", text))
                    dy = value
                }
                var point: Point?
                if chance(50) {
                    let (xText, x) = coordinate(), (yText, y) = coordinate()
                    members += [("x", xText), ("y", yText)]
                    point = Point(x: x, y: y)
                }
                action = .wheel(dx: dx, dy: dy, at: point)
            default:
                bad.insert("\(here).action")
            }
        }
        if chance(20) { members.append((pick(["note", "X", "frames", "pointers"]), anyValue(depth: 2))) }
        let duplicated = mistake(3) && !members.isEmpty
        return (object(members, duplicating: duplicated), bad.isEmpty ? ScriptEvent(frame: frame, action: action) : nil, bad, duplicated)
    }

    /// A coordinate within the limit, written as JSON, and its value.
    mutating func coordinate() -> (String, Double) {
        if chance(30) {
            return pick([("100000", 100_000), ("-100000", -100_000), ("1e5", 100_000), ("-0", 0), ("0.1", 0.1), ("1e-300", 1e-300), ("2.5E+2", 250)])
        }
        let value = random.double(in: -InputScript.maximumCoordinate ... InputScript.maximumCoordinate)
        return ("\(value)", value)
    }
}
