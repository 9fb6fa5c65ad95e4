import SlideBackCore

/// Which translucent black covers of a frame can be folded into the layers under them. A cover
/// whose visible part (its columns not hidden by opaque layers in front) lies wholly on an opaque
/// layer beneath it, with only layers inside the cover between the two, darkens nothing but that
/// run of layers; drawing them darkened by the cover's opacity gives the same picture without
/// painting the cover's pixels a second time (the dimming of the page underneath, during every
/// transition, was a whole extra pass over it). With nothing visible beneath the run, the
/// cover's visible part needs only to be over the run or the cleared screen.
struct CoverFolding {
    /// Per item, the factor its colours are drawn at (1: as given).
    let darkening: [Double]
    /// The covers folded in: not drawn.
    let folded: Set<Int>

    /// No folding: every item as given, every cover drawn.
    init(nothingOf items: [Frame.DrawItem]) {
        darkening = [Double](repeating: 1, count: items.count)
        folded = []
    }

    /// Works out the folding for `items` drawn at `scale`, with the columns `occlusion` found
    /// visible; `isOpaque` tells whether a layer paints every pixel of its frame opaquely, and
    /// `isOpaqueGroup` whether a scaled page does inside its outline and can be drawn dimmed in
    /// one pass (false for all: no cover is folded into a scaled page).
    init(items: [Frame.DrawItem], screen: Rect, occlusion: LayerOcclusion, scale: PixelScale,
         isOpaque: (Layer) -> Bool, isOpaqueGroup: (LayerGroup) -> Bool = { _ in false }) {
        var darkening = [Double](repeating: 1, count: items.count)
        var folded = Set<Int>()
        for (index, item) in items.enumerated() {
            guard case .layer(let cover) = item, case .fill(let color) = cover.content,
                  color.red == 0, color.green == 0, color.blue == 0 else { continue }
            // The very byte the cover would be drawn with, so the colours come out the same.
            let alpha = Double(Color4.byte(Double(color.alpha) / 255 * cover.alpha)) / 255
            guard alpha > 0, alpha < 1,
                  let start = Self.runStart(below: index, cover: cover, screen: screen, items: items, isOpaque: isOpaque,
                                            isOpaqueGroup: isOpaqueGroup),
                  darkening[start..<index].allSatisfy({ $0 == 1 }) else { continue }
            // With nothing visible drawn before the run, whatever of the cover lies off the
            // opaque layer lies on the cleared black (which it leaves black) or under opaque
            // layers drawn later: folding it changes no pixel. A scaled page's corners and edges
            // blend onto that black, darkened as the cover would darken them.
            let drawnBefore = occlusion.visibleColumns[..<start].contains { $0 != nil }
            if drawnBefore, let seen = occlusion.visibleColumns[index] {
                guard case .layer(let base) = items[start] else { continue }
                // Every pixel the cover would draw lies on the opaque layer.
                let cover = scale.rect(cover.frame), under = scale.rect(base.frame)
                let left = max(Float(seen.lowerBound), cover.x), right = min(Float(seen.upperBound), cover.x + cover.w)
                guard under.y <= cover.y, under.y + under.h >= cover.y + cover.h,
                      left >= under.x.rounded(.up), right <= (under.x + under.w).rounded(.down) else { continue }
            }
            for under in start..<index { darkening[under] = 1 - alpha }
            folded.insert(index)
        }
        self.darkening = darkening
        self.folded = folded
    }

    /// The first item of the run under the cover at `index`: the nearest opaque layer as tall as
    /// the cover, or opaque scaled page, with only layers between whose part on the `screen` lies
    /// within the cover; `nil` if there is none.
    private static func runStart(below index: Int, cover: Layer, screen: Rect, items: [Frame.DrawItem], isOpaque: (Layer) -> Bool,
                                 isOpaqueGroup: (LayerGroup) -> Bool) -> Int? {
        var under = index - 1
        while under >= 0 {
            guard case .layer(let layer) = items[under] else {
                if case .transformed(let group, _) = items[under], isOpaqueGroup(group) { return under }
                return nil
            }
            if layer.frame.y <= cover.frame.y, layer.frame.y + layer.frame.height >= cover.frame.y + cover.frame.height, isOpaque(layer) {
                return under
            }
            guard let shown = intersection(layer.frame, screen) else {
                under -= 1
                continue
            }
            guard contains(cover.frame, shown) else { return nil }
            under -= 1
        }
        return nil
    }

    private static func intersection(_ a: Rect, _ b: Rect) -> Rect? {
        let left = max(a.x, b.x), top = max(a.y, b.y), right = min(a.maxX, b.maxX), bottom = min(a.y + a.height, b.y + b.height)
        return right > left && bottom > top ? Rect(x: left, y: top, width: right - left, height: bottom - top) : nil
    }

    private static func contains(_ outer: Rect, _ inner: Rect) -> Bool {
        inner.x >= outer.x && inner.y >= outer.y && inner.maxX <= outer.maxX && inner.y + inner.height <= outer.y + outer.height
    }
}
