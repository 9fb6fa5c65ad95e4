/// The colours of a page's bar items and status text, chosen in one place so that every style
/// draws the same ones: the title in the page's `tint`, or else in dark ink or white, whichever
/// has the higher WCAG contrast against the bar (at least 4.5 against any flat colour); the
/// buttons in the tint, or else the seeds' grey where that reads (4.5), else the title's colour;
/// over a photo, a soft scrim strong enough for the title to read against the photo's worst pixel.
public struct BarPalette: Equatable, Sendable {
    /// The title's colour.
    public let title: Color
    /// The back and right-hand buttons' colour.
    public let tint: Color
    /// The soft scrim a transparent bar lays over a photo, or `nil`.
    public let scrim: BarScrim?
    /// The status text's colour.
    public let status: Color
    /// Over a photo under a hidden bar, where the status text would not read on every part of it
    /// (4.5:1 against the darkest and lightest measured under it), the softest scrim under which
    /// it does; else `nil`.
    public let statusScrim: BarScrim?

    /// The palette of a scene page.
    public init(page spec: PageSpec) {
        let backdrop = Self.backdrop(of: spec)
        var scrim: BarScrim?
        let title = spec.tint ?? backdrop.map { Color.ink(over: $0.mean) } ?? .white
        if spec.bar == .transparent, spec.showsPhotoUnderBar {
            scrim = BarScrim.softest(keeping: title, readableOver: backdrop)
        }
        self.title = title
        self.scrim = scrim
        // What the text is judged against: the bar, or the page under it through the scrim.
        let worst = backdrop.map { title.relativeLuminance > 0.5 ? $0.lightest : $0.darkest }
        let judged = worst.map { color in scrim.map { $0.under(color) } ?? color }
        if let tint = spec.tint {
            self.tint = tint
        } else if let judged, Color.seedTint.contrastRatio(with: judged) < Color.minimumTextContrast {
            self.tint = title
        } else {
            self.tint = .seedTint
        }
        switch spec.statusBar {
        case .light: status = .white
        case .dark: status = .darkInk
        case .auto:
            if spec.bar == .hidden {
                status = backdrop.map { Color.ink(over: $0.mean) } ?? .white
            } else {
                let mean = backdrop.map { seen in scrim.map { $0.under(seen.mean) } ?? seen.mean }
                status = mean.map(Color.ink(over:)) ?? .white
            }
        }
        statusScrim = Self.statusScrim(of: spec, keeping: status)
    }

    /// The scrim that keeps `status` readable over the photo a hidden bar leaves under the status
    /// text (see `statusScrim`).
    static func statusScrim(of spec: PageSpec, keeping status: Color) -> BarScrim? {
        guard spec.bar == .hidden, spec.showsPhotoUnderBar, let measured = spec.statusBackdrops, !measured.isEmpty else { return nil }
        // The columns the text covers at rest, in a left-to-right run or a right-to-left one.
        let width = Double(measured.count) * PageSpec.statusColumnWidth
        let spans = StatusInk.textSpans(width: width) + StatusInk.textSpans(width: width, mirrored: true)
        let under = measured.enumerated().filter { index, _ in
            let x = Double(index) * PageSpec.statusColumnWidth
            return spans.contains { $0.overlaps(x...(x + PageSpec.statusColumnWidth)) }
        }.map(\.element)
        let darkest = under.map(\.darkest).min { $0.relativeLuminance < $1.relativeLuminance } ?? .black
        let lightest = under.map(\.lightest).max { $0.relativeLuminance < $1.relativeLuminance } ?? .white
        guard [darkest, lightest].contains(where: { status.contrastRatio(with: $0) < Color.minimumTextContrast }) else { return nil }
        return BarScrim.softest(keeping: status, readableOver: BarBackdrop(mean: status, darkest: darkest, lightest: lightest))
    }

    /// What lies under the bar: the opaque bar's colour, or the page's (its flat colour, or what
    /// was measured of its image); `nil` when unknown.
    static func backdrop(of spec: PageSpec) -> BarBackdrop? {
        if spec.bar == .opaque { return BarBackdrop(flat: spec.barColor) }
        switch spec.content {
        case .color(let color): return BarBackdrop(flat: color)
        case .image: return spec.backdrop
        case .elements(_, let background): return spec.showsPhotoUnderBar ? spec.backdrop : BarBackdrop(flat: background)
        }
    }
}

extension PageSpec {
    /// Whether a picture lies under the bar: an image page, or elements that start with a header.
    public var showsPhotoUnderBar: Bool {
        switch content {
        case .color: return false
        case .image: return true
        case .elements(let elements, _):
            if case .header = elements.first { return true }
            return false
        }
    }
}
