/// Reading a page's `content` list: every element is an object with a `kind`; every error names
/// its place (`pages[i].content[j].key`).
extension PageElement {
    /// The scene file's names of the element kinds.
    public static let kindNames = ["header", "largeTitle", "text", "row", "section", "button", "grid", "carousel"]

    /// At most this many elements on a page, rows in a section and cards in a grid or carousel.
    public static let maximumCount = 200

    /// The keys an element of each kind may hold besides its `kind`.
    static let fileKeys: [String: Set<String>] = [
        "header": ["image", "height"], "largeTitle": ["text"], "text": ["text", "size", "color"], "row": ElementRow.fileKeys,
        "section": ["title", "rows"], "button": ["title", "color"], "grid": ["cards", "columns"], "carousel": ["cards", "height"],
    ]

    /// An element from its object; image paths are resolved against `baseDirectory`; keys its kind
    /// does not read are warned about.
    static func parse(_ field: LocatedJSON, baseDirectory: String, unknown: inout UnknownKeyWarnings) throws -> PageElement {
        let kindField = try field.requiredMember("kind", because: "every element needs a \"kind\" (\(kindNames.joined(separator: ", ")))")
        let kind = try kindField.string()
        if let keys = fileKeys[kind] { field.warnAboutUnknownKeys(known: keys.union(["kind"]), into: &unknown) }
        switch kind {
        case "header":
            let image = try imagePath(try field.requiredMember("image", because: "a header needs an \"image\""), baseDirectory)
            return .header(image: image, height: try length(field, "height", default: 260, in: 40...2000))
        case "largeTitle":
            return .largeTitle(try text(field, "text", required: true) ?? "")
        case "text":
            let color = try field.member("color").map(PageSpec.color(from:))
            return .text(try text(field, "text", required: true) ?? "", size: try length(field, "size", default: 15, in: 8...60), color: color)
        case "row":
            return .row(try ElementRow.parse(field, baseDirectory: baseDirectory))
        case "section":
            let rowsField = try field.requiredMember("rows", because: "a section needs \"rows\"")
            let rows = try bounded(rowsField).map { row in
                row.warnAboutUnknownKeys(known: ElementRow.fileKeys, into: &unknown)
                return try ElementRow.parse(row, baseDirectory: baseDirectory)
            }
            return .section(title: try text(field, "title", required: false), rows: rows)
        case "button":
            let color = try field.member("color").map(PageSpec.color(from:)) ?? Color(rgb: 0xFF5000)
            return .button(title: try text(field, "title", required: true) ?? "", color: color)
        case "grid", "carousel":
            let cardsField = try field.requiredMember("cards", because: "a \(kind) needs \"cards\"")
            let cards = try bounded(cardsField).map { try ElementCard.parse($0, baseDirectory: baseDirectory, unknown: &unknown) }
            if kind == "carousel" { return .carousel(height: try length(field, "height", default: 220, in: 60...800), cards: cards) }
            let columns = try field.member("columns")?.integer(in: 1...4) ?? 2
            return .grid(columns: columns, cards: cards)
        default:
            throw kindField.error("\(InputFileError.quoted(kind)) is not an element kind (use \(kindNames.dropLast().joined(separator: ", ")) or carousel)")
        }
    }

    /// A list's items, at most `maximumCount`.
    static func bounded(_ field: LocatedJSON) throws -> [LocatedJSON] {
        let items = try field.elements()
        guard items.count <= maximumCount else { throw field.error("too many items (\(items.count); at most \(maximumCount))") }
        return items
    }

    /// A text member: required ones must be there; none may be longer than a title may.
    static func text(_ field: LocatedJSON, _ key: String, required: Bool) throws -> String? {
        let member = required ? try field.requiredMember(key, because: "this element needs a \"\(key)\"") : try field.member(key)
        guard let member else { return nil }
        let text = try member.string()
        if let problem = TitleText.lengthProblem(text, "the text") { throw member.error(problem) }
        return text
    }

    /// A length in points within `range`, or `fallback` when absent.
    static func length(_ field: LocatedJSON, _ key: String, default fallback: Double, in range: ClosedRange<Double>) throws -> Double {
        guard let member = try field.member(key) else { return fallback }
        let value = try member.number()
        guard range.contains(value) else {
            throw member.error("\(LocatedJSON.format(value)) is out of range (\(LocatedJSON.format(range.lowerBound)) to \(LocatedJSON.format(range.upperBound)))")
        }
        return value
    }

    /// An image path, resolved against the scene file's folder.
    static func imagePath(_ field: LocatedJSON, _ baseDirectory: String) throws -> String {
        let path = try field.string()
        guard !path.isEmpty else { throw field.error("the image path must not be empty") }
        return Scene.resolve(path, against: baseDirectory)
    }
}

extension ElementRow {
    /// The keys a row may hold (a `row` element's, besides its `kind`).
    static let fileKeys: Set<String> = ["title", "subtitle", "value", "icon", "image", "badge", "accessory", "zoomSource"]

    /// A row from its object (its unknown keys are warned about by whoever holds it: a `row`
    /// element also has a `kind`).
    static func parse(_ field: LocatedJSON, baseDirectory: String) throws -> ElementRow {
        var row = ElementRow(title: try PageElement.text(field, "title", required: true) ?? "")
        row.subtitle = try PageElement.text(field, "subtitle", required: false)
        row.value = try PageElement.text(field, "value", required: false)
        row.icon = try field.member("icon").map(PageSpec.color(from:))
        row.image = try field.member("image").map { try PageElement.imagePath($0, baseDirectory) }
        row.badge = try field.member("badge")?.integer(in: 0...9999)
        row.zoomSource = try field.member("zoomSource")?.bool() ?? false
        if let accessoryField = try field.member("accessory") {
            let name = try accessoryField.string()
            guard let accessory = RowAccessory(rawValue: name) else {
                let allowed = RowAccessory.allCases.map(\.rawValue)
                throw accessoryField.error("\(InputFileError.quoted(name)) is not an accessory (use \(allowed.dropLast().joined(separator: ", ")) or \(allowed.last ?? ""))")
            }
            row.accessory = accessory
        }
        return row
    }
}

extension ElementCard {
    /// The keys a card may hold.
    static let fileKeys: Set<String> = ["title", "subtitle", "image", "color", "zoomSource"]

    static func parse(_ field: LocatedJSON, baseDirectory: String, unknown: inout UnknownKeyWarnings) throws -> ElementCard {
        field.warnAboutUnknownKeys(known: fileKeys, into: &unknown)
        var card = ElementCard(title: try PageElement.text(field, "title", required: true) ?? "")
        card.subtitle = try PageElement.text(field, "subtitle", required: false)
        card.image = try field.member("image").map { try PageElement.imagePath($0, baseDirectory) }
        card.color = try field.member("color").map(PageSpec.color(from:))
        card.zoomSource = try field.member("zoomSource")?.bool() ?? false
        return card
    }
}
