/// Lays out a page's elements from the top of a screen `width` points wide into pieces, iOS's
/// metrics in points: 16 pt margins, 44 pt rows (60 with a subtitle or a picture), inset grouped
/// sections with 10 pt corners, 50 pt buttons, cards with a 4:3 picture.
public struct ElementLayout: Sendable {
    /// The screen's width.
    public let width: Double
    /// Where the first element starts: under the bar, or at the very top for a header.
    public let top: Double

    /// The leading and trailing margin.
    static let margin = 16.0
    /// The gap between cards.
    static let gap = 12.0
    /// Colours of iOS's system palette.
    static let label = Color.darkInk, secondary = Color(rgb: 0x8E8E93), separator = Color(rgb: 0xC6C6C8)

    /// Lays out for a screen `width` wide whose content starts at `top` (a header ignores it).
    public init(width: Double, top: Double) {
        self.width = width
        self.top = top
    }

    /// Every piece of `elements`, moved by `dx` and scrolled up by `scroll`, with the height of
    /// the whole content; `carouselScroll` moves the carousels' cards left.
    public func pieces(of elements: [PageElement], dx: Double = 0, scroll: Double = 0, carouselScroll: Double = 0)
        -> (layers: [(PagePiece, Rect)], height: Double) {
        var placed: [(PagePiece, Rect)] = [], sources: [Rect] = []
        let height = walk(elements, carouselScroll: carouselScroll, into: &placed, sources: &sources) { _, _ in }
        return (placed.map { ($0.0, $0.1.offsetBy(dx: dx, dy: -scroll)) }, height)
    }

    /// Where the first card or row of `elements` marked `zoomSource` lies on the screen, with the
    /// content scrolled up by `scroll` and the carousels left by `carouselScroll`: the rectangle
    /// the `ios-zoom` style grows the next page out of and lands it back on. `nil` when none is marked.
    public func zoomSource(of elements: [PageElement], scroll: Double = 0, carouselScroll: Double = 0) -> Rect? {
        var placed: [(PagePiece, Rect)] = [], sources: [Rect] = []
        _ = walk(elements, carouselScroll: carouselScroll, into: &placed, sources: &sources) { _, _ in }
        return sources.first?.offsetBy(dx: 0, dy: -scroll)
    }

    /// Where the carousels of `elements` lie, full width, with the content scrolled up by `scroll`:
    /// the only places a sideways drag scrolls.
    public func carouselRegions(of elements: [PageElement], scroll: Double = 0) -> [Rect] {
        var placed: [(PagePiece, Rect)] = [], regions: [Rect] = [], sources: [Rect] = []
        _ = walk(elements, carouselScroll: 0, into: &placed, sources: &sources) { element, span in
            if case .carousel = element { regions.append(Rect(x: 0, y: span.lowerBound - scroll, width: width, height: span.upperBound - span.lowerBound)) }
        }
        return regions
    }

    /// Places every element from the top (a header at the very top), telling `visit` the span of
    /// heights each takes and adding the frames of the cards and rows marked `zoomSource` to
    /// `sources`; returns where the content ends.
    private func walk(_ elements: [PageElement], carouselScroll: Double, into placed: inout [(PagePiece, Rect)],
                      sources: inout [Rect], visit: (PageElement, Range<Double>) -> Void) -> Double {
        var y = top
        for (index, element) in elements.enumerated() {
            if index == 0, case .header = element { y = 0 }
            let next = place(element, at: y, carouselScroll: carouselScroll, into: &placed, sources: &sources)
            visit(element, y..<max(y, next))
            y = next
        }
        return y
    }

    /// Places one element whose top is at `y`; returns where the next one starts.
    private func place(_ element: PageElement, at y: Double, carouselScroll: Double, into placed: inout [(PagePiece, Rect)],
                       sources: inout [Rect]) -> Double {
        let inner = width - 2 * Self.margin
        switch element {
        case .header(let image, let height):
            placed.append((.image(path: image, fromTop: true), Rect(x: 0, y: y, width: width, height: height)))
            return y + height
        case .largeTitle(let text):
            placed.append((.text(text, size: 34, color: Self.label, alignment: .leading), Rect(x: Self.margin, y: y + 4, width: inner, height: 41)))
            return y + 52
        case .text(let text, let size, let color):
            let height = (size * 1.4).rounded(.up)
            placed.append((.text(text, size: size, color: color ?? Self.label, alignment: .leading), Rect(x: Self.margin, y: y + 4, width: inner, height: height)))
            return y + height + 8
        case .row(let row):
            return placeRow(row, x: 0, width: width, y: y, last: false, into: &placed, sources: &sources)
        case .section(let title, let rows):
            var top = y + 12
            if let title {
                placed.append((.text(title.uppercased(), size: 13, color: Self.secondary, alignment: .leading),
                               Rect(x: Self.margin * 2, y: y + 16, width: inner - Self.margin, height: 18)))
                top = y + 40
            }
            let height = rows.reduce(0) { $0 + Self.rowHeight($1) }
            placed.append((.box(.white, radius: 10), Rect(x: Self.margin, y: top, width: inner, height: height)))
            var rowTop = top
            for (index, row) in rows.enumerated() {
                rowTop = placeRow(row, x: Self.margin, width: inner, y: rowTop, last: index == rows.count - 1, into: &placed, sources: &sources)
            }
            return top + height + 12
        case .button(let title, let color):
            let frame = Rect(x: Self.margin, y: y + 8, width: inner, height: 50)
            placed.append((.box(color, radius: 12), frame))
            placed.append((.text(title, size: 17, color: Color.ink(over: color), alignment: .center), frame))
            return y + 66
        case .grid(let columns, let cards):
            let cardWidth = (inner - Self.gap * Double(columns - 1)) / Double(columns)
            let cardHeight = (cardWidth * 0.75).rounded() + 52
            for (index, card) in cards.enumerated() {
                let frame = Rect(x: Self.margin + Double(index % columns) * (cardWidth + Self.gap),
                                 y: y + 8 + Double(index / columns) * (cardHeight + Self.gap), width: cardWidth, height: cardHeight)
                placeCard(card, in: frame, into: &placed, sources: &sources)
            }
            let rows = (cards.count + columns - 1) / columns
            return y + 8 + Double(rows) * (cardHeight + Self.gap)
        case .carousel(let height, let cards):
            for (index, card) in cards.enumerated() {
                let cardWidth = Self.carouselCardWidth(screen: width)
                let frame = Rect(x: Self.margin + Double(index) * (cardWidth + Self.gap) - carouselScroll, y: y + 8,
                                 width: cardWidth, height: height)
                guard frame.maxX > 0, frame.x < width else { continue }
                placeCard(card, in: frame, into: &placed, sources: &sources)
            }
            return y + height + 16
        }
    }

    /// A card: its picture (4:3 in a grid, the rest of a carousel card's height), then its lines.
    private func placeCard(_ card: ElementCard, in frame: Rect, into placed: inout [(PagePiece, Rect)], sources: inout [Rect]) {
        if card.zoomSource { sources.append(frame) }
        let picture = Rect(x: frame.x, y: frame.y, width: frame.width, height: frame.height - 52)
        if let image = card.image {
            placed.append((.image(path: image, fromTop: false), picture))
        } else {
            placed.append((.box(card.color ?? Color(rgb: 0xE5E5EA), radius: 12), picture))
        }
        placed.append((.text(card.title, size: 15, color: Self.label, alignment: .leading),
                       Rect(x: frame.x + 2, y: picture.maxY + 6, width: frame.width - 4, height: 20)))
        if let subtitle = card.subtitle {
            placed.append((.text(subtitle, size: 14, color: Color(rgb: 0xD03E00), alignment: .leading),
                           Rect(x: frame.x + 2, y: picture.maxY + 27, width: frame.width - 4, height: 18)))
        }
    }

    /// One row `width` wide at (`x`, `y`): picture or icon, lines, value, badge, accessory, and a
    /// separator under it from the text's start (none under the last row of a section).
    private func placeRow(_ row: ElementRow, x: Double, width: Double, y: Double, last: Bool, into placed: inout [(PagePiece, Rect)],
                          sources: inout [Rect]) -> Double {
        let height = Self.rowHeight(row)
        if row.zoomSource { sources.append(Rect(x: x, y: y, width: width, height: height)) }
        var textX = x + Self.margin
        if let image = row.image {
            placed.append((.image(path: image, fromTop: false), Rect(x: textX, y: y + (height - 40) / 2, width: 40, height: 40)))
            textX += 52
        } else if let icon = row.icon {
            placed.append((.box(icon, radius: 7), Rect(x: textX, y: y + (height - 29) / 2, width: 29, height: 29)))
            textX += 41
        }
        var trailing = x + width - Self.margin
        switch row.accessory {
        case .chevron:
            placed.append((.chevron(Color(rgb: 0xC4C4C7)), Rect(x: trailing - 8, y: y + (height - 14) / 2, width: 8, height: 14)))
            trailing -= 18
        case .switchOn, .switchOff:
            placed.append((.toggle(isOn: row.accessory == .switchOn), Rect(x: trailing - 51, y: y + (height - 31) / 2, width: 51, height: 31)))
            trailing -= 59
        case .none:
            break
        }
        if let badge = row.badge {
            let label = String(badge), pill = Rect(x: trailing - max(22, 10 + 9 * Double(label.count)), y: y + (height - 22) / 2,
                                                   width: max(22, 10 + 9 * Double(label.count)), height: 22)
            placed.append((.box(Color(rgb: 0xD70015), radius: 11), pill))
            placed.append((.text(label, size: 13, color: .white, alignment: .center), pill))
            trailing = pill.x - 8
        }
        if let value = row.value {
            placed.append((.text(value, size: 15, color: Self.secondary, alignment: .trailing), Rect(x: trailing - 90, y: y, width: 90, height: height)))
            trailing -= 98
        }
        let textWidth = max(0, trailing - textX)
        if let subtitle = row.subtitle {
            placed.append((.text(row.title, size: 16, color: Self.label, alignment: .leading), Rect(x: textX, y: y + 9, width: textWidth, height: 22)))
            placed.append((.text(subtitle, size: 14, color: Self.secondary, alignment: .leading), Rect(x: textX, y: y + 32, width: textWidth, height: 19)))
        } else {
            placed.append((.text(row.title, size: 16, color: Self.label, alignment: .leading), Rect(x: textX, y: y, width: textWidth, height: height)))
        }
        if !last {
            placed.append((.box(Self.separator, radius: 0), Rect(x: textX, y: y + height - 0.5, width: x + width - textX, height: 0.5)))
        }
        return y + height
    }

    /// A row's height: 60 points with a subtitle or a picture, else 44.
    static func rowHeight(_ row: ElementRow) -> Double {
        row.subtitle != nil || row.image != nil ? 60 : 44
    }

    /// How far the longest carousel of a page of elements scrolls (0 when it fits); `nil` for a
    /// page of art or colour.
    public func carouselTravel(of content: PageContent) -> Double? {
        guard case .elements(let elements, _) = content else { return nil }
        let cardWidth = Self.carouselCardWidth(screen: width)
        return elements.reduce(0) { longest, element in
            guard case .carousel(_, let cards) = element else { return longest }
            let span = 2 * Self.margin + Double(cards.count) * (cardWidth + Self.gap) - Self.gap
            return max(longest, span - width)
        }
    }

    /// A carousel card's width: most of the screen, so the next card peeks in.
    public static func carouselCardWidth(screen width: Double) -> Double {
        (width * 0.72).rounded()
    }
}
