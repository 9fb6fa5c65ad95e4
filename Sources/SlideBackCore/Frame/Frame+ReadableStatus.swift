extension Frame {
    /// The frame with each status text's colour chosen from what lies under it in this frame: the
    /// colour the page asked for where it reads (WCAG 4.5:1 against every colour under the text),
    /// else dark ink or white, whichever reads better, or black; where the page edge of a
    /// transition passes under the text, a colour for each stretch of it. The pages' colours,
    /// bars, scrims, covers, dimming and shadows under it are read from the frame's own layers
    /// (`StatusBackdrop`), so the text stays readable over the black round a shrunken page or
    /// over the page underneath a sliding one.
    public func withReadableStatus() -> Frame {
        withReadableStatus(lookingAtEveryPoint: false)
    }

    /// The same; `lookingAtEveryPoint` looks at every point the inks are judged at, with no point
    /// standing for others between two changes (`StatusIntervals`) and no ink remembered from an
    /// earlier frame (`StatusInkMemo`): what the inks are checked against.
    func withReadableStatus(lookingAtEveryPoint: Bool) -> Frame {
        var frame = self
        // The band of the screen the status texts lie in: only what reaches into it is looked at.
        let statusBars = statusBarIndices
        let placed = statusBars.map { groups[$0.group].transform.apply(to: groups[$0.group].layers[$0.layer].frame, in: bounds) }
        guard let top = placed.map(\.y).min(), let bottom = placed.map(\.maxY).max() else { return self }
        // A frame showing what a recent one showed gets that one's inks (`StatusInkMemo`).
        if !lookingAtEveryPoint, let chosen = StatusInkMemo.shared.chosen(for: self) {
            for (groupIndex, layerIndex) in statusBars {
                frame.groups[groupIndex].layers[layerIndex].content = chosen[groupIndex].layers[layerIndex].content
            }
            return frame
        }
        let backdrop = StatusBackdrop(frame: self, band: top...max(top, bottom))
        let edges = verticalEdges, rings = fadingRows
        for (groupIndex, layerIndex) in statusBars {
            let group = groups[groupIndex], layer = group.layers[layerIndex]
            guard case .statusBar(let asked) = layer.content, let preferred = asked.single else { continue }
            // A right-to-left run's text is judged as the left-to-right layout has it, and the
            // colours mirrored: exactly the mirror of that run's (judged from the other side,
            // the halvings ended a rounding apart, 2 pixels of predictive-back's push).
            let flip = layer.mirrored, width = layer.frame.width
            // Screen points as the status area's own, left to right as the left-to-right layout has it.
            let origin = group.transform.apply(to: Rect(x: layer.frame.x, y: layer.frame.y, width: 0, height: 0), in: bounds)
            func across(_ x: Double) -> Double {
                let local = (x - origin.x) / max(group.transform.scale, 1e-9)
                return flip ? width - local : local
            }
            func down(_ y: Double) -> Double { (y - origin.y) / max(group.transform.scaleY, 1e-9) }
            // Where the text lies on the screen, to ask whether it all lies over the same.
            let spans = StatusInk.textSpans(width: width, mirrored: flip)
            let corners = [Rect(x: layer.frame.x + spans[0].lowerBound, y: layer.frame.y + StatusInk.textRows[0], width: 0, height: 0),
                           Rect(x: layer.frame.x + spans[spans.count - 1].upperBound, y: layer.frame.y + StatusInk.textRows.last!, width: 0, height: 0)]
                .map { group.transform.apply(to: $0, in: bounds) }
            // What each point looked at needs, out of the group, layer and frame: not copied at each.
            let (layerFrame, transform, screenBounds) = (layer.frame, group.transform, bounds)
            // The status area's point (`x`, `y`), left to right as the left-to-right layout has it, on the screen.
            func onScreen(_ x: Double, _ y: Double) -> Rect {
                transform.apply(to: Rect(x: layerFrame.x + (flip ? width - x : x), y: layerFrame.y + y, width: 0, height: 0), in: screenBounds)
            }
            let ink = Self.ink(preferring: preferred, width: width, edges: edges.map(across),
                               rings: rings.map { StatusInk.Ring(y: down($0.y), between: across($0.span.lowerBound), and: across($0.span.upperBound)) },
                               rowsAlike: backdrop.isAlike(.down, from: corners[0].y, to: corners[1].y),
                               columnsAlike: backdrop.isAlike(.across, from: corners[0].x, to: corners[1].x),
                               changes: lookingAtEveryPoint ? nil : { x in
                // In place, not a second list: `down` keeps their order.
                var heights = backdrop.changes(atX: onScreen(x, 0).x, beforeLayer: layerIndex, ofGroup: groupIndex)
                for index in heights.indices { heights[index] = down(heights[index]) }
                return heights
            }) { x, y in
                let placed = onScreen(x, y)
                return backdrop.colors(at: Point(x: placed.x, y: placed.y), beforeLayer: layerIndex, ofGroup: groupIndex)
            }
            frame.groups[groupIndex].layers[layerIndex].content = .statusBar(flip ? ink.mirrored(width: width) : ink)
        }
        if !lookingAtEveryPoint { StatusInkMemo.shared.remember(self, chosen: frame.groups) }
        return frame
    }

    /// Where the status texts are: each one's group and its index there. Found without copying
    /// every layer of the frame: a copy retains all a layer holds, and choosing the inks copied
    /// every layer of the frame twice.
    private var statusBarIndices: [(group: Int, layer: Int)] {
        var found: [(group: Int, layer: Int)] = []
        for groupIndex in groups.indices {
            for layerIndex in groups[groupIndex].layers.indices {
                if case .statusBar = groups[groupIndex].layers[layerIndex].content { found.append((groupIndex, layerIndex)) }
            }
        }
        return found
    }

    /// `groups`, this frame's groups as laid out before a right-to-left scene mirrored them, with
    /// the status inks this frame chose, mirrored: such a frame is drawn unmirrored and then
    /// flipped (`Frame.unmirrored`), and its text takes the same colours where it ends up.
    func carryingStatusInk(into groups: [LayerGroup]) -> [LayerGroup] {
        var carried = groups
        for (groupIndex, group) in self.groups.enumerated() where groupIndex < carried.count {
            for (layerIndex, layer) in group.layers.enumerated() where layerIndex < carried[groupIndex].layers.count {
                guard case .statusBar = layer.content, case .statusBar = carried[groupIndex].layers[layerIndex].content else { continue }
                carried[groupIndex].layers[layerIndex].content = layer.mirrored(within: bounds).content
            }
        }
        return carried
    }

    /// Where, across the screen (points), what lies under the status text may change at once: each
    /// page's sides and its cast shadow's ends. The colours are looked at either side of each, as
    /// a shadow's darkest column can lie between two columns looked at (react-navigation's shadow
    /// shows 6 pt of its ramp before the page edge, darkest at the edge: looked at every 4 pt, the
    /// clock took the near-black asked for over it, 4.15:1).
    private var verticalEdges: [Double] {
        groups.flatMap { group -> [Double] in
            let outline = group.transform.apply(to: bounds, in: bounds)
            let cast = group.transform.castShadow(in: bounds).map { [$0.frame.x, $0.frame.maxX] } ?? []
            return [outline.x, outline.maxX] + cast
        }
    }

    /// The top and bottom edges (screen points) of the groups drawn with a fading ring
    /// (`PageTransform.hasFadingEdge`), each with the span across the screen it runs along: the
    /// row of pixels each passes through blends the page with what is under it.
    private var fadingRows: [StatusInk.Ring] {
        groups.flatMap { group -> [StatusInk.Ring] in
            let outline = group.transform.apply(to: bounds, in: bounds)
            // A window narrowed to nothing may lay out a group with no width: it has no edge.
            guard group.transform.hasFadingEdge, outline.width > 0, outline.height > 0 else { return [] }
            return [outline.y, outline.maxY].map { StatusInk.Ring(y: $0, between: outline.x, and: outline.maxX) }
        }
    }

    /// The status ink over a status area `width` points wide, its text in the left-to-right
    /// places, whose colours under its point (`x`, `y`) points from its top left corner are
    /// `under(x, y)`: sampled every `step` points across the text, and either side of each of `edges` (points from its left edge: where what is under it
    /// may change at once), on `StatusInk.textRows`, each edge between two colours found to a
    /// sixty-fourth of a point; a horizontal edge across the rows (a shrinking page's top) splits it
    /// into bands at each height it crosses a column at. With `changes` (the heights of column `x`
    /// at which its colours may change, sorted), one point between two of them is looked at for
    /// all (`StatusIntervals`): the same ink.
    static func ink(preferring preferred: Color, width: Double, edges: [Double] = [],
                    rings: [StatusInk.Ring] = [], rowsAlike: Bool = false, columnsAlike: Bool = false,
                    changes: ((Double) -> [Double])? = nil, under: (Double, Double) -> [Color]) -> StatusInk {
        // Each point's colours looked at once, and each colour judged once (`StatusSamples`, `StatusJudge`).
        var judge = StatusJudge(preferring: preferred), seen = StatusSamples()
        func judged(_ colors: [Color]) -> StatusSamples.Sample { StatusSamples.Sample(colors: colors, contrasts: judge.contrasts(colors)) }
        // With each column's `changes`, one point between two of them stands for all (`StatusIntervals`).
        var intervals = changes.map(StatusIntervals.init)
        func sample(_ x: Double, _ y: Double) -> StatusSamples.Sample {
            let y = intervals?.representative(x, y) ?? y
            return seen.sample(x, y) { judged(under(x, y)) }
        }
        func readable(_ x: Double, _ y: Double) -> Color { sample(x, y).contrasts.choice(preferring: preferred) }
        func readableOver(_ colors: [Color]) -> Color { judge.readable(over: colors) }
        // Where every column is alike down the text's rows (`StatusBackdrop.isAlike`), one row tells.
        let rows = rowsAlike ? [StatusInk.textRows[0]] : StatusInk.textRows
        let spans = StatusInk.textSpans(width: width)
        let beside = edges.flatMap { [$0 - edgeGap, $0] }
        // The columns looked at in `span` every `spacing` points, and beside each edge.
        // Where every row is alike across the text (`StatusBackdrop.isAlike`), one column a span tells.
        func columns(_ span: ClosedRange<Double>, every spacing: Double) -> [Double] {
            let spaced = columnsAlike ? [span.lowerBound] : Array(Swift.stride(from: span.lowerBound, through: span.upperBound, by: spacing))
            return (spaced + beside.filter(span.contains)).sorted()
        }
        // The fading edges across the text's rows, and the colours of the row of pixels each
        // passes through: the two sides blended about half and half (the ring's alpha at the
        // row's centre, give or take the rasterizer's rounding).
        let text = StatusInk.textRows
        let crossing = rings.filter { $0.y > text[0] - 1 && $0.y < text[text.count - 1] + 1 }
        func ringColors(_ x: Double, _ ring: StatusInk.Ring) -> StatusSamples.Sample {
            guard ring.span.contains(x) else { return sample(x, ring.y) }
            let above = sample(x, ring.y - edgeGap).colors, below = sample(x, ring.y + edgeGap).colors
            return judged(StatusBackdrop.spread([0.4, 0.5, 0.6].flatMap { share in
                above.flatMap { upper in below.map { upper.overlaid(with: $0, alpha: share) } }
            }))
        }
        // Most frames: the colour asked for reads everywhere (looked at every 4 pt first).
        let coarse = spans.flatMap { columns($0, every: 4) }
        if coarse.allSatisfy({ x in rows.allSatisfy { readable(x, $0) == preferred }
                                 && crossing.allSatisfy { ringColors(x, $0).contrasts.choice(preferring: preferred) == preferred } }) {
            return StatusInk(preferred)
        }
        // A horizontal edge: columns whose rows want different colours, each at its own height
        // (a rounded corner's curve: one height for every column left the rows between the
        // corner's heights over both pages, and the clock took black over the dark page, 1.23:1).
        let spaced = spans.map { columns($0, every: step) }
        var splits: [Double] = []
        for x in spaced.joined() {
            let first = readable(x, rows[0])
            guard let row = rows.firstIndex(where: { readable(x, $0) != first }), row > 0 else { continue }
            var (low, high) = (rows[row - 1], rows[row])
            for _ in 0..<10 {
                let middle = (low + high) / 2
                if readable(x, middle) == first { low = middle } else { high = middle }
            }
            if !splits.contains(where: { abs($0 - high) < edgeGap }) { splits.append(high) }
        }
        // A fading edge's own height stands for a split found at it (just below it: the halving
        // ends within 3/1024 pt under a change).
        splits.removeAll { split in crossing.contains { split >= $0.y && split - $0.y < edgeGap / 2 } }
        guard !splits.isEmpty || !crossing.isEmpty else {
            return StatusInk(stretches: line(preferring: preferred, columns: spaced, rows: rows, colors: sample, readable: readableOver))
        }
        // A band between two heights: its rows, its top (just below it after a fading edge's row)
        // and its last point looked at; a fading edge's row before the band that starts at it.
        let tops = ([(-Double.infinity, nil)] + splits.map { ($0, nil) } + crossing.flatMap { [($0.y, $0), ($0.y, nil)] })
            .sorted { $0.0 < $1.0 || ($0.0 == $1.0 && $0.1 != nil && $1.1 == nil) } as [(Double, StatusInk.Ring?)]
        return StatusInk(bands: tops.indices.map { index in
            let (top, ring) = tops[index], bottom = index + 1 < tops.count ? tops[index + 1].0 : .infinity
            if let ring {
                let stretches = line(preferring: preferred, columns: spaced, rows: [top], colors: { x, _ in ringColors(x, ring) },
                                     readable: readableOver)
                return StatusInk.Band(top: top, stretches: stretches, ring: true)
            }
            let start = index > 0 && tops[index - 1].1 != nil ? top + edgeGap : top
            let inside = rows.filter { $0 >= top && $0 < bottom } + [start, bottom - edgeGap].filter(\.isFinite)
            return StatusInk.Band(top: top, stretches: line(preferring: preferred, columns: spaced, rows: inside.sorted(), colors: sample,
                                                            readable: readableOver))
        })
    }

    /// How far apart the columns are looked at, points (edges between them are then found exactly).
    static let step = 2.0
    /// How far before an edge the colour just before it is looked at, points.
    static let edgeGap = 1.0 / 128

    /// The stretches of text over `rows` looked at in `columns` (each span's, left to right),
    /// whose colours at (`x`, `y`) are `colors(x, y)`, a list of colours judged by `readable`.
    private static func line(preferring preferred: Color, columns: [[Double]], rows: [Double],
                             colors: (Double, Double) -> StatusSamples.Sample, readable: ([Color]) -> Color) -> [StatusInk.Stretch] {
        // The ink over a column's rows: over all their colours, or the eight `spread` keeps of more.
        func choice(_ x: Double) -> Color {
            var lowest = StatusJudge.Contrasts(), count = 0
            for y in rows {
                let found = colors(x, y)
                lowest.include(found.contrasts)
                count += found.colors.count
            }
            guard count > 8 else { return lowest.choice(preferring: preferred) }
            return readable(StatusBackdrop.spread(rows.flatMap { colors(x, $0).colors }))
        }
        var stretches: [StatusInk.Stretch] = []
        for span in columns {
            var previous: (x: Double, color: Color)?
            for x in span {
                let color = choice(x)
                if let last = previous, last.color != color {
                    // Each change between the two columns, a third colour between them too (a
                    // shadow's ramp before a page edge): halve the step down to 1/64 pt, and again
                    // from there until the column's own colour is reached.
                    var (from, current) = (last.x, last.color)
                    for _ in 0..<4 where current != color {
                        var (low, high) = (from, x)
                        for _ in 0..<6 {
                            let middle = (low + high) / 2
                            if choice(middle) == current { low = middle } else { high = middle }
                        }
                        current = high < x ? choice(high) : color
                        stretches.append(StatusInk.Stretch(start: high, color: current))
                        from = high
                    }
                    if current != color { stretches.append(StatusInk.Stretch(start: x, color: color)) }
                } else if previous == nil, stretches.last?.color != color {
                    stretches.append(StatusInk.Stretch(start: x, color: color))
                }
                previous = (x, color)
            }
        }
        return stretches.isEmpty ? [StatusInk.Stretch(start: 0, color: preferred)] : stretches
    }

    /// `preferred` where it reaches 4.5:1 against every colour in `colors`; else of dark ink and
    /// white the one whose worst contrast is higher, or black where neither reaches 4.5:1. Each
    /// colour is judged as the renderer may draw it: `roundingUnits` nearer the ink on every channel.
    static func readable(_ preferred: Color, over colors: [Color]) -> Color {
        var lowest = StatusJudge.Contrasts()
        for color in colors { lowest.include(StatusJudge.Contrasts(of: color, preferring: preferred)) }
        return lowest.choice(preferring: preferred)
    }

    /// How far, in 8-bit units per channel, a drawn colour may be from what the layers say: each
    /// blend (a dimming cover, a shadow, a fade) rounds its opacity to a byte and its result down
    /// (SDL's blending truncates), so a drawn colour is up to `roundingUnits` darker than the
    /// layers' colour rounded to the nearest unit (4.46:1 was measured on `scale-back`'s dimmed
    /// bar), and at most `lighteningUnits` lighter (an opacity's byte rounded down). Judging a
    /// light ink against the colour 2 units lighter too left a band of mid-luminance colours on
    /// which neither ink read: black went on `ionic`'s faded teal bar, drawn (17,130,119) at 4.48:1,
    /// where white reads 4.68:1.
    static let roundingUnits = 2, lighteningUnits = 1

    /// `color` moved towards `ink` on each channel (never past it): `roundingUnits` where the ink's
    /// channel is darker, `lighteningUnits` where it is lighter.
    static func rounded(_ color: Color, toward ink: Color) -> Color {
        func channel(_ value: UInt8, _ target: UInt8) -> UInt8 {
            let step = min(target > value ? lighteningUnits : roundingUnits, abs(Int(target) - Int(value)))
            return UInt8(Int(value) + (target > value ? step : -step))
        }
        return Color(red: channel(color.red, ink.red), green: channel(color.green, ink.green), blue: channel(color.blue, ink.blue))
    }
}
