import Foundation
@testable import SlideBackCore

/// Random scene and script documents built from the rules of docs/reference.md, each with the outcome the rules
/// promise: the exact value when every rule holds, else an error at one of the places that break one.
/// Values are worked out here (colours from their digits, paths from the base), never by the parser.
struct FuzzDocumentGenerator {
    var random: SeededRandom
    let baseDirectory: String
    /// Whether the document being made breaks no rule on purpose (a good share of documents must parse).
    var clean = false

    init(seed: UInt64, baseDirectory: String) { (random, self.baseDirectory) = (SeededRandom(seed: seed), baseDirectory) }

    // MARK: Scenes

    mutating func scene() -> (text: String, expect: FuzzExpectation<Scene>) {
        var texts: [String] = [], pages: [PageSpec] = [], firstBad: Set<String>?, duplicated = false
        clean = chance(40)
        for index in 0 ..< (mistake(5) ? 0 : 1 + random.below(5)) {
            let (text, page, bad, repeated) = pageDocument(index)
            texts.append(text)
            duplicated = duplicated || repeated
            guard firstBad == nil else { continue }
            if !bad.isEmpty {
                firstBad = bad
            } else if let page {
                if pages.contains(where: { $0.id == page.id }) { firstBad = ["pages[\(index)].id"] } else { pages.append(page) }
            }
        }
        let pagesText = "[" + space() + texts.joined(separator: space() + "," + space()) + space() + "]"
        let root: (text: String, problem: String?) = rootDocument(key: "pages", array: pagesText)
        if let problem = root.problem { return (root.text, .error(at: [problem])) }
        if duplicated { return (root.text, .syntaxError(containing: "duplicate key")) }
        if let firstBad { return (root.text, .error(at: firstBad)) }
        return (root.text, pages.isEmpty ? .error(at: ["pages"]) : .value(Scene(pages: pages)))
    }

    /// Ids just short enough and too long to be a title, made once, not for every page.
    static let longIds = [String(repeating: "i", count: 999), String(repeating: "j", count: 1001)]

    mutating func pageDocument(_ index: Int) -> (String, PageSpec?, Set<String>, Bool) {
        let here = "pages[\(index)]"
        if mistake(4) { return (pick(["null", "[]", "\"home\"", "1"]), nil, [here], false) }
        var members: [(String, String)] = [], bad: Set<String> = []
        let ids = ["home", "a", "b", "p\(index)", "é😀", "x y", "\u{202E}rtl", "line\nbreak", "#F00"] + Self.longIds
        // Clean documents number their ids so that they never repeat, and avoid the one too long to be a title.
        let id = clean ? pick(Array(ids.dropLast())) + "\(index)" : pick(ids)
        switch choose(20, badCases: 3) {
        case 0: bad.insert("\(here).id")
        case 1: members.append(("id", "\"\"")); bad.insert("\(here).id")
        case 2: members.append(("id", pick(Self.notStrings))); bad.insert("\(here).id")
        default: members.append(("id", quoted(id)))
        }
        var page = PageSpec(id: id, title: id)
        func set(_ key: String, _ text: String, _ apply: (inout PageSpec) -> Void) { members.append((key, text)); apply(&page) }
        func refuse(_ key: String, _ text: String) {
            members.append((key, text))
            bad.insert("\(here).\(key)")
        }
        if chance(50) {
            switch choose(6, badCases: 2) {
            case 0: refuse("title", quoted(String(repeating: "t", count: 1001)))
            case 1: refuse("title", pick(Self.notStrings))
            case 2: let title = String(repeating: "t", count: 1000); set("title", quoted(title)) { $0.title = title }
            case 3: let title = String(repeating: "e\u{301}", count: 1000); set("title", quoted(title)) { $0.title = title }
            default:
                let title = pick(["Home", "", "Éclair 😀", "a\"b\\c/", "tab\there", "👨‍👩‍👧", "\u{0}nul", "\u{2028}"])
                set("title", quoted(title)) { $0.title = title }
            }
        } else if id.count > Scene.maximumTitleLength {
            bad.insert("\(here).id")  // the id is the title, so it obeys the title's limit
        }
        if chance(50) {
            switch choose(8, badCases: 2) {
            case 0: refuse("content", quoted(pick(Self.badColours)))
            case 1: refuse("content", pick(["\"\"", "null", "1", "{}", "true"]))
            case 2, 3: let (text, color) = colour(); set("content", quoted(text)) { $0.content = .color(color) }
            case 4, 5:
                let path = pick(["img/a.png", "pages/x y.png", "../up.png", "é.png", "a#b.png"])
                let resolved = baseDirectory.isEmpty ? path : baseDirectory + "/" + path
                set("content", quoted(path)) { $0.content = .image(path: resolved) }
            default: set("content", quoted("/abs/a.png")) { $0.content = .image(path: "/abs/a.png") }
            }
        }
        if chance(40) {
            switch choose(4, badCases: 2) {
            case 0: refuse("bar", quoted(pick(["Opaque", "glass", "", "opaque "])))
            case 1: refuse("bar", pick(Self.notStrings))
            default: let bar = pick(BarStyle.allCases); set("bar", quoted(bar.rawValue)) { $0.bar = bar }
            }
        }
        if chance(30) {
            switch choose(4, badCases: 2) {
            case 0: refuse("barColor", quoted(pick(Self.badColours + ["", "3366CC"])))
            case 1: refuse("barColor", pick(Self.notStrings))
            default: let (text, color) = colour(); set("barColor", quoted(text)) { $0.barColor = color }
            }
        }
        let flags: [(String, WritableKeyPath<PageSpec, Bool>)] = [("tabBar", \.showsTabBar), ("backGesture", \.allowsBackGesture),
                                                                 ("rightButton", \.showsRightButton), ("barSnapshot", \.takesBarSnapshot)]
        for (key, path) in flags where chance(30) {
            if mistake(20) { refuse(key, pick(["1", "0", "\"true\"", "null", "[]"])) } else {
                let flag = chance(50); set(key, flag ? "true" : "false") { $0[keyPath: path] = flag }
            }
        }
        if chance(25) { members.append((pick(["future", "Title", "ID", "pages"]), anyValue(depth: 3))) }
        let duplicated = mistake(3) && !members.isEmpty
        return (object(members, duplicating: duplicated), bad.isEmpty ? page : nil, bad, duplicated)
    }

    /// A colour in one of its three spellings, and the colour it names, worked out from the digits.
    mutating func colour() -> (String, Color) {
        let digits = Array("0123456789abcdefABCDEF")
        func value(_ digit: Character) -> UInt8 { UInt8(digit.hexDigitValue!) }
        switch random.below(3) {
        case 0:
            let d = (0 ..< 3).map { _ in pick(digits) }
            return ("#" + String(d), Color(red: value(d[0]) * 17, green: value(d[1]) * 17, blue: value(d[2]) * 17))
        default:
            let d = (0 ..< (chance(50) ? 6 : 8)).map { _ in pick(digits) }
            let channels = stride(from: 0, to: d.count, by: 2).map { value(d[$0]) * 16 + value(d[$0 + 1]) }
            return ("#" + String(d), Color(red: channels[0], green: channels[1], blue: channels[2], alpha: channels.count == 4 ? channels[3] : 255))
        }
    }

    // MARK: JSON text

    static let notStrings = ["null", "true", "false", "1", "-0", "[]", "{}", "[\"a\"]"]
    static let notNumbers = ["null", "true", "\"1\"", "[]", "{}", "[1]"]
    static let badColours = ["#", "#GGG", "#12", "#1234", "#12345", "#1234567", "#123456789", "# 36", "#３３３"]

    /// The root object holding `array` under `key`, or (sometimes) a root that breaks a rule, and where the error must be.
    mutating func rootDocument(key: String, array: String) -> (text: String, problem: String?) {
        var members = [(key, array)]
        if chance(20) { members.append((pick(["version", "recordedFrames", "comment"]), anyValue(depth: 2))) }
        switch choose(33, badCases: 3) {
        case 0: return (pick(["[]", "null", "\"\(key)\"", "3", "[{}]"]), "top level")
        case 1: return (object(Array(members.dropFirst())), key)
        case 2: return (object([(key, pick(["{}", "null", "\"x\"", "1", "true", "{\"0\": {}}"]))]), key)
        default: return (object(members), nil)
        }
    }

    /// Any JSON value nested at most `depth` deep, for keys the loaders ignore.
    mutating func anyValue(depth: Int) -> String {
        switch random.below(depth > 0 ? 8 : 5) {
        case 0: return "null"
        case 1: return chance(50) ? "true" : "false"
        case 2: return pick(["0", "-0", "1.5e-7", "1E+300", "-12"])
        case 3: return quoted(pick(["", "x", "é", "😀", "\u{7F}", "\\"]))
        case 4: return "[]"
        case 5, 6: return "[" + (0 ..< random.below(4)).map { _ in anyValue(depth: depth - 1) }.joined(separator: ",") + "]"
        default: return object((0 ..< random.below(4)).map { ("k\($0)", anyValue(depth: depth - 1)) })
        }
    }

    /// An object with the members in random order; `duplicating` repeats one of them.
    mutating func object(_ members: [(String, String)], duplicating: Bool = false) -> String {
        var members = members
        if duplicating, let member = members.first { members.append(member) }
        for index in members.indices.reversed() { members.swapAt(index, random.below(index + 1)) }
        let texts = members.map { quoted($0.0) + space() + ":" + space() + $0.1 }
        return "{" + space() + texts.joined(separator: space() + "," + space()) + space() + "}"
    }

    /// `text` as a JSON string: escaping what must be escaped and, at random, some of what may be.
    mutating func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += chance(50) ? "\\\\" : "\\u005C"
            case "/" where chance(50): result += "\\/"
            case "\n": result += chance(50) ? "\\n" : "\\u000A"
            case _ where scalar.value < 0x20 || chance(10):
                // Four hex digits a UTF-16 unit, as "%04X" writes them (Foundation's formatting was
                // a tenth of the fuzz tests' time).
                for unit in String(scalar).utf16 {
                    let digits = String(unit, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - digits.count) + digits
                }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    mutating func space() -> String { pick(["", "", " ", "\n", "\t", "\r\n  "]) }
    mutating func chance(_ percent: Int) -> Bool { random.below(100) < percent }
    /// A deliberate mistake with this chance, never in a clean document.
    mutating func mistake(_ percent: Int) -> Bool { !clean && chance(percent) }
    /// A case number below `count`; the first `badCases` break a rule and are skipped in a clean document.
    mutating func choose(_ count: Int, badCases: Int) -> Int { clean ? badCases + random.below(count - badCases) : random.below(count) }
    mutating func pick<T>(_ choices: [T]) -> T { choices[random.below(choices.count)] }
}
