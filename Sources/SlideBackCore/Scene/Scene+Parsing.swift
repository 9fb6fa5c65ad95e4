import Foundation

/// Reading scene files: the format is a contract with users, so every rule here gives a precise error.
extension Scene {
    /// The keys a scene file's top level may hold.
    static let fileKeys: Set<String> = ["pages", "overlays", "direction"]

    /// Reads and checks a scene file; image paths are resolved against the file's own directory.
    /// Throws `InputFileError` only; `warnings` gets one line per key nobody reads.
    public static func load(contentsOf path: String, warnings: inout [String]) throws -> Scene {
        let data = try LocatedJSON.readFile(atPath: path)
        return try parse(data, file: path, baseDirectory: directory(containing: path), warnings: &warnings)
    }

    /// Reads a scene file whose unknown keys nobody is told about (the built-in scenes, tests).
    public static func load(contentsOf path: String) throws -> Scene {
        var ignored: [String] = []
        return try load(contentsOf: path, warnings: &ignored)
    }

    /// Checks the bytes of a scene file named `file` (used in errors); relative image paths are
    /// resolved against `baseDirectory`. Throws `InputFileError` only; `warnings` gets one line per
    /// key nobody reads, with the key it most likely meant (as style files do).
    public static func parse(_ data: Data, file: String, baseDirectory: String, warnings: inout [String]) throws -> Scene {
        let root = try LocatedJSON.parse(data, file: file)
        var unknown = UnknownKeyWarnings(file: file)
        defer { warnings += unknown.lines }
        root.warnAboutUnknownKeys(known: fileKeys, into: &unknown)
        let pagesField = try root.requiredMember("pages", because: "a scene needs a \"pages\" array")
        let pageFields = try pagesField.elements()
        guard !pageFields.isEmpty else { throw pagesField.error("the scene has no pages") }
        guard pageFields.count <= maximumPageCount else {
            throw pagesField.error("too many pages (\(pageFields.count); at most \(maximumPageCount))")
        }
        var firstIndexByID: [String: Int] = [:]
        var pages: [PageSpec] = []
        pages.reserveCapacity(pageFields.count)
        for (index, pageField) in pageFields.enumerated() {
            let page = try PageSpec.parse(pageField, baseDirectory: baseDirectory, unknown: &unknown)
            if let firstIndex = firstIndexByID[page.id] {
                let idField = try pageField.requiredMember("id", because: "every page needs an id")
                throw idField.error("\(InputFileError.quoted(page.id)) is already the id of pages[\(firstIndex)]; ids must be unique")
            }
            firstIndexByID[page.id] = index
            pages.append(page)
        }
        let overlays = try root.member("overlays")?.bool() ?? true
        let direction = try root.member("direction").map { try PageSpec.named(LayoutDirection.self, $0, "a layout direction") } ?? .ltr
        return Scene(pages: pages, overlays: overlays, direction: direction)
    }

    /// Checks a scene file's bytes, telling nobody about unknown keys (tests, fuzzing).
    public static func parse(_ data: Data, file: String, baseDirectory: String) throws -> Scene {
        var ignored: [String] = []
        return try parse(data, file: file, baseDirectory: baseDirectory, warnings: &ignored)
    }

    /// The directory part of a path ("" for a bare file name), so that relative paths stay relative to the same place.
    static func directory(containing path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        if slash == path.startIndex { return "/" }
        return String(path[..<slash])
    }

    /// `path` as seen from the current directory when it was written relative to `baseDirectory`.
    static func resolve(_ path: String, against baseDirectory: String) -> String {
        if path.hasPrefix("/") || baseDirectory.isEmpty { return path }
        return baseDirectory.hasSuffix("/") ? baseDirectory + path : baseDirectory + "/" + path
    }
}

extension PageSpec {
    /// The keys a page's object may hold.
    static let fileKeys: Set<String> = ["id", "title", "content", "background", "bar", "statusBar", "tint", "barColor", "tabBar",
                                        "backGesture", "rightButton", "barSnapshot", "largeTitle", "scrollsSideways"]

    /// A page from its object in a scene file; absent optional keys take the documented defaults
    /// and unknown keys are warned about and ignored, so that newer files still load.
    static func parse(_ field: LocatedJSON, baseDirectory: String, unknown: inout UnknownKeyWarnings) throws -> PageSpec {
        field.warnAboutUnknownKeys(known: fileKeys, into: &unknown)
        let idField = try field.requiredMember("id", because: "every page needs an \"id\"")
        let id = try idField.string()
        guard !id.isEmpty else { throw idField.error("the id must not be empty") }
        var page = PageSpec(id: id, title: id)

        if let titleField = try field.member("title") {
            page.title = try titleField.string()
            // One character can hold any number of combining marks: bytes are bounded too.
            if let problem = TitleText.lengthProblem(page.title, "the title") { throw titleField.error(problem) }
        } else if let problem = TitleText.lengthProblem(id, "the id, shown as the title when there is none,") {
            // The id stands in for a missing title, so it obeys the title's limit too.
            throw idField.error(problem.replacingOccurrences(of: ")", with: "; add a shorter \"title\")"))
        }
        if let contentField = try field.member("content") {
            page.content = try content(from: contentField, page: field, baseDirectory: baseDirectory, unknown: &unknown)
        }
        if let barField = try field.member("bar") {
            page.bar = try named(BarStyle.self, barField, "a bar style")
        }
        if let statusField = try field.member("statusBar") {
            page.statusBar = try named(StatusBarStyle.self, statusField, "a status bar style")
        }
        if let tintField = try field.member("tint") {
            page.tint = try color(from: tintField)
        }
        if let barColorField = try field.member("barColor") {
            page.barColor = try color(from: barColorField)
        }
        if let tabBarField = try field.member("tabBar") {
            page.showsTabBar = try tabBarField.bool()
        }
        if let backGestureField = try field.member("backGesture") {
            if case .string(let text) = backGestureField.value {
                guard text == "whenScrolledToStart" else {
                    throw backGestureField.error("\(InputFileError.quoted(text)) is not a back gesture rule (use true, false or \"whenScrolledToStart\")")
                }
                page.backGestureWaitsForScrollStart = true
            } else {
                page.allowsBackGesture = try backGestureField.bool()
            }
        }
        if let rightButtonField = try field.member("rightButton") {
            page.showsRightButton = try rightButtonField.bool()
        }
        if let barSnapshotField = try field.member("barSnapshot") {
            page.takesBarSnapshot = try barSnapshotField.bool()
        }
        if let largeTitleField = try field.member("largeTitle") {
            page.largeTitle = try largeTitleField.bool()
            guard !page.largeTitle || page.bar != .hidden else {
                throw largeTitleField.error("a large title collapses into the bar, and this page hides its bar (\"bar\": \"hidden\")")
            }
        }
        if let scrollField = try field.member("scrollsSideways") {
            page.scrollsSideways = try scrollField.bool()
        }
        return page
    }

    /// A list of elements (over the page's `background`, default white), a colour when the text
    /// starts with "#", otherwise an image path.
    private static func content(from field: LocatedJSON, page: LocatedJSON, baseDirectory: String,
                                unknown: inout UnknownKeyWarnings) throws -> PageContent {
        if case .array = field.value {
            let elements = try PageElement.bounded(field).map { try PageElement.parse($0, baseDirectory: baseDirectory, unknown: &unknown) }
            let background = try page.member("background").map(color(from:)) ?? .white
            return .elements(elements, background: background)
        }
        let text = try field.string()
        if text.hasPrefix("#") {
            return .color(try color(from: field))
        }
        guard !text.isEmpty else {
            throw field.error("the content must not be empty (use a colour such as #FFFFFF or an image path)")
        }
        return .image(path: Scene.resolve(text, against: baseDirectory))
    }

    /// One of an enumeration's scene-file names, or an error listing them all.
    static func named<Value: RawRepresentable & CaseIterable>(_ type: Value.Type, _ field: LocatedJSON, _ what: String) throws -> Value
    where Value.RawValue == String {
        let name = try field.string()
        guard let value = Value(rawValue: name) else {
            let allowed = Value.allCases.map(\.rawValue)
            throw field.error("\(InputFileError.quoted(name)) is not \(what) (use \(allowed.dropLast().joined(separator: ", ")) or \(allowed.last ?? ""))")
        }
        return value
    }

    static func color(from field: LocatedJSON) throws -> Color {
        let text = try field.string()
        guard let color = Color.parseColor(text) else {
            throw field.error("\(InputFileError.quoted(text)) is not a colour (use #RGB, #RRGGBB or #RRGGBBAA)")
        }
        return color
    }
}
