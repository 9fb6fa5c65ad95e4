import CSDL2
import Foundation
import SlideBackCore

/// Paints the motion graphs into a panel, in window points: a value graph (the finger's x, the
/// page in front's and the page underneath's, the dimming) over a speed graph (the finger's and
/// the page's), with real axes, the completion line and the fling speed as lines, and markers at
/// each press, release and settled end. Each screen of a compare run has its own colour.
struct GraphPainter {
    /// What draws.
    let renderer: SDLRenderer
    /// Text textures.
    let text: TextCache
    /// Window points to pixels.
    let scale: PixelScale
    /// Where this painter's labels went: no label is drawn over another. One painter a picture.
    let labels = LabelLayout()

    /// Each screen's colour, left to right; the finger is white.
    static let trackColors: [Color] = [Color(rgb: 0xFF8A3D), Color(rgb: 0x3DC8FF), Color(rgb: 0xE45CFF), Color(rgb: 0x9BE36B)]

    /// The frames on the time axis: the last `seconds` up to the newest frame, or the whole run.
    private func frameRange(_ graph: MotionGraph) -> ClosedRange<Int> {
        let newest = graph.tracks.compactMap { $0.samples.last?.frame }.max() ?? 0
        let oldest = graph.tracks.compactMap { $0.samples.first?.frame }.min() ?? 0
        let start = graph.seconds.map { newest - Int(($0 * 60).rounded()) } ?? oldest
        return start...max(newest, start + 1)
    }

    /// Draws the panel into `panel` over whatever is there, with `alpha` behind it; returns where
    /// its labels went. Nothing is drawn outside `panel`; one too short for both graphs (under
    /// about 200 points) shows the value graph alone.
    @discardableResult
    func draw(_ graph: MotionGraph, in panel: Rect, backing alpha: UInt8 = 235) -> LabelLayout {
        renderer.setClip(scale.rect(panel))
        defer { renderer.setClip(nil) }
        renderer.fill(scale.rect(panel), Color4(red: 12, green: 14, blue: 20, alpha: alpha))
        let frames = frameRange(graph)
        // Laid over each screen once a picture: an alignment can be a search.
        let comparisons = graph.tracks.indices.map { graph.comparisons(forScreen: $0) }
        let title = graph.seconds.map { String(format: "motion, last %.1f s", $0) } ?? "motion, the whole run"
        label(title, at: Point(x: panel.x + 12, y: panel.y + 8), size: 12, color: .white)
        let legendBottom = drawLegend(graph, comparisons: comparisons, at: Point(x: panel.x + 12, y: panel.y + 28), width: panel.width - 24)
        let left = panel.x + 58, right = panel.maxX - 14, top = legendBottom + 22
        let room = panel.maxY - top - 40
        guard room >= 34 + 2 * 30 else {
            let valueArea = Rect(x: left, y: top, width: right - left, height: max(10, room))
            drawValues(graph, comparisons: comparisons, in: valueArea, frames: frames)
            drawTimeAxis(frames, under: valueArea, live: graph.seconds != nil)
            drawMarkers(graph, in: valueArea, frames: frames, labelled: true)
            return labels
        }
        let heights = room - 34
        let valueArea = Rect(x: left, y: top, width: right - left, height: heights * 0.58)
        let speedArea = Rect(x: left, y: valueArea.maxY + 34, width: right - left, height: heights * 0.42)
        drawValues(graph, comparisons: comparisons, in: valueArea, frames: frames)
        drawSpeeds(graph, comparisons: comparisons, in: speedArea, frames: frames)
        drawTimeAxis(frames, under: speedArea, live: graph.seconds != nil)
        for area in [valueArea, speedArea] { drawMarkers(graph, in: area, frames: frames, labelled: area == valueArea) }
        return labels
    }

    /// The legend from `origin`, its entries wrapped to `width`; returns where it ends.
    private func drawLegend(_ graph: MotionGraph, comparisons: [[MotionGraph.Comparison]], at origin: Point, width: Double) -> Double {
        var x = origin.x, y = origin.y
        func entry(_ name: String, _ color: Color) {
            let room = origin.x + width - x - 18, needed = measure(name)
            if needed > room, x > origin.x {
                (x, y) = (origin.x, y + 16)
            }
            renderer.fill(scale.rect(Rect(x: x, y: y + 7, width: 14, height: 3)), Color4(color))
            label(name, at: Point(x: x + 18, y: y), size: Self.textSize, color: color, within: origin.x + width)
            x += 30 + needed
        }
        entry("finger", .white)
        for (index, track) in graph.tracks.enumerated() {
            let color = Self.trackColors[index % Self.trackColors.count]
            entry("\(track.style): front, back (dim)", color)
        }
        return drawReferenceLegend(graph, comparisons: comparisons, at: Point(x: origin.x, y: y + 16), width: width)
    }

    private func drawValues(_ graph: MotionGraph, comparisons: [[MotionGraph.Comparison]], in area: Rect, frames: ClosedRange<Int>) {
        let top = max(1, graph.tracks.map(\.width).max() ?? ScreenLayout.phone.width)
        // A spring that overshoots carries the page past its ends: the range grows to show it.
        let shown = graph.tracks.flatMap { $0.samples.filter { frames.contains($0.frame) }.map(\.frontX) }.filter(\.isFinite)
        let range = min(-0.35 * top, shown.min() ?? 0)...max(top, shown.max() ?? 0)
        drawAxes(area, range: range, ticks: [0, top / 2, top], unit: "pt")
        label("dim 0-1", at: Point(x: area.maxX - measure("dim 0-1"), y: area.y - 16), size: Self.textSize, color: Color(rgb: 0x9AA0AA))
        for (index, track) in graph.tracks.enumerated() {
            let color = Self.trackColors[index % Self.trackColors.count]
            if let threshold = track.thresholdX {
                horizontal(at: threshold, in: area, range: range, color: Color4(red: 255, green: 210, blue: 0, alpha: 200))
                // Each screen's line has its label; equal ones are one label, close ones stand side by side.
                label(String(format: "complete %.0f pt", threshold), at: Point(x: area.x + 4, y: y(threshold, area, range) - 16),
                      size: Self.textSize, color: Color(rgb: 0xFFD200), flow: .right(Self.trackColors.count))
            }
            plot(track.samples, area: area, range: range, frames: frames, color: Color4(color)) { $0.frontX }
            plot(track.samples, area: area, range: range, frames: frames, color: Color4(color, alpha: 150)) { $0.backX }
            plot(track.samples, area: area, range: range, frames: frames, color: Color4(color, alpha: 90)) { $0.dim * top }
            drawReference(comparisons[index], in: area, range: range, frames: frames, color: Color4(color)) { $0.x(at: $1) }
        }
        if let finger = graph.tracks.first {
            plot(finger.samples, area: area, range: range, frames: frames, color: Color4(red: 255, green: 255, blue: 255, alpha: 230),
                 breaksAtRest: false) { $0.fingerX }
        }
    }

    private func drawSpeeds(_ graph: MotionGraph, comparisons: [[MotionGraph.Comparison]], in area: Rect, frames: ClosedRange<Int>) {
        let visible = graph.tracks.flatMap { $0.samples.filter { frames.contains($0.frame) } }
        let fastest = visible.flatMap { [abs($0.pageVelocity ?? 0), abs($0.fingerVelocity ?? 0)] }.max() ?? 0
        let fling = graph.tracks.compactMap(\.flingVelocity).max() ?? 0
        let limit = Self.niceCeiling(max(500, fastest, fling * 1.2))
        let range = -limit...limit
        drawAxes(area, range: range, ticks: [-limit, 0, limit], unit: "pt/s")
        for (index, track) in graph.tracks.enumerated() {
            if let fling = track.flingVelocity {
                for value in [fling, -fling] {
                    horizontal(at: value, in: area, range: range, color: Color4(red: 255, green: 210, blue: 0, alpha: 170))
                }
                label(String(format: "fling %.0f pt/s", fling), at: Point(x: area.x + 4, y: y(fling, area, range) - 16),
                      size: Self.textSize, color: Color(rgb: 0xFFD200), flow: .right(Self.trackColors.count))
            }
            let color = Self.trackColors[index % Self.trackColors.count]
            plot(track.samples, area: area, range: range, frames: frames, color: Color4(color)) { $0.pageVelocity }
            drawReference(comparisons[index], in: area, range: range, frames: frames, color: Color4(color)) { $0.velocity(at: $1) }
        }
        if let finger = graph.tracks.first {
            plot(finger.samples, area: area, range: range, frames: frames, color: Color4(red: 255, green: 255, blue: 255, alpha: 230),
                 breaksAtRest: false) { $0.fingerVelocity }
        }
    }

    private func drawMarkers(_ graph: MotionGraph, in area: Rect, frames: ClosedRange<Int>, labelled: Bool) {
        // Labels take the first row down the marker's line where they clear every other label.
        let rows = max(1, Int((area.height - 2) / 16))
        for (index, track) in graph.tracks.enumerated() {
            for marker in track.markers where frames.contains(marker.frame) {
                let x = self.x(marker.frame, area, frames)
                let (color, name): (Color, String)
                switch marker.kind {
                case .press: (color, name) = (Color(rgb: 0x6BE38B), "press")
                case .release(let decision): (color, name) = (Color(rgb: 0xFFD200), "release: " + decision)
                case .settled: (color, name) = (Color(rgb: 0xB0B6C0), "settled")
                }
                renderer.fill(scale.rect(Rect(x: x, y: area.y, width: 1, height: area.height)), Color4(color, alpha: 160))
                guard labelled, index == 0 || graph.tracks.count > 1 else { continue }
                label(name, at: Point(x: x + 3, y: area.y + 2), size: Self.textSize, color: color, within: area.maxX, flow: .down(rows))
            }
        }
    }

    private func drawAxes(_ area: Rect, range: ClosedRange<Double>, ticks: [Double], unit: String) {
        let axis = Color4(red: 120, green: 126, blue: 138, alpha: 255)
        renderer.fill(scale.rect(Rect(x: area.x, y: area.y, width: 1, height: area.height)), axis)
        horizontal(at: 0, in: area, range: range, color: axis)
        for tick in ticks {
            let ty = y(tick, area, range)
            renderer.fill(scale.rect(Rect(x: area.x - 4, y: ty, width: 4, height: 1)), axis)
            let tickLabel = String(format: "%.0f", tick)
            label(tickLabel, at: Point(x: area.x - 6 - measure(tickLabel), y: ty - 8), size: Self.textSize, color: Color(rgb: 0xB0B6C0))
        }
        // Beside the axis's top, clear of the tick labels left of it.
        label(unit, at: Point(x: area.x + 6, y: area.y - 16), size: Self.textSize, color: Color(rgb: 0xB0B6C0))
    }

    private func drawTimeAxis(_ frames: ClosedRange<Int>, under area: Rect, live: Bool) {
        let milliseconds = Double(frames.upperBound - frames.lowerBound) * 1000 / 60
        let step = Self.niceCeiling(milliseconds / 6)
        var tick = 0.0
        while tick <= milliseconds + 0.5 {
            // Live graphs count back from now; a plot counts from the start of the run.
            let frame = live ? frames.upperBound - Int((tick * 60 / 1000).rounded()) : frames.lowerBound + Int((tick * 60 / 1000).rounded())
            let tx = x(frame, area, frames)
            renderer.fill(scale.rect(Rect(x: tx, y: area.maxY, width: 1, height: 4)), Color4(red: 120, green: 126, blue: 138, alpha: 255))
            let tickLabel = String(format: live ? "-%.0f" : "%.0f", tick)
            label(tickLabel, at: Point(x: tx - measure(tickLabel) / 2, y: area.maxY + 5), size: Self.textSize, color: Color(rgb: 0xB0B6C0),
                  within: area.maxX + 12)
            tick += step
        }
        label("ms", at: Point(x: area.maxX - measure("ms"), y: area.maxY + 20), size: Self.textSize, color: Color(rgb: 0xB0B6C0))
    }

    /// One series as a polyline, broken where it has no value.
    private func plot(_ samples: [MotionGraph.Sample], area: Rect, range: ClosedRange<Double>, frames: ClosedRange<Int>,
                      color: Color4, breaksAtRest: Bool = true, value: (MotionGraph.Sample) -> Double?) {
        var run: [SDL_FPoint] = []
        func flush() {
            if run.count > 1 { renderer.drawLines(run, color: color, thickness: max(1, Int(scale.factor.rounded()))) }
            run.removeAll(keepingCapacity: true)
        }
        var previous: MotionGraph.Sample?
        for sample in samples where frames.contains(sample.frame) {
            // A transition's pages are not the pages at rest after it: the line breaks there.
            if breaksAtRest, let previous, (previous.phase == .rest) != (sample.phase == .rest) { flush() }
            previous = sample
            guard let v = value(sample), v.isFinite else { flush(); continue }
            let clamped = min(range.upperBound, max(range.lowerBound, v))
            let point = scale.rect(Rect(x: x(sample.frame, area, frames), y: y(clamped, area, range), width: 0, height: 0))
            run.append(SDL_FPoint(x: point.x, y: point.y))
        }
        flush()
    }

    private func horizontal(at value: Double, in area: Rect, range: ClosedRange<Double>, color: Color4) {
        guard range.contains(value) else { return }
        renderer.fill(scale.rect(Rect(x: area.x, y: y(value, area, range), width: area.width, height: 1)), color)
    }

    func x(_ frame: Int, _ area: Rect, _ frames: ClosedRange<Int>) -> Double {
        area.x + Double(frame - frames.lowerBound) / Double(max(1, frames.upperBound - frames.lowerBound)) * area.width
    }

    func y(_ value: Double, _ area: Rect, _ range: ClosedRange<Double>) -> Double {
        area.maxY - (value - range.lowerBound) / (range.upperBound - range.lowerBound) * area.height
    }

    /// The size of every label but the title, in points: the inspection tools' floor.
    static let textSize = InspectorPanel.minimumTextSize

    /// The width of a label at `textSize`, in points.
    func measure(_ string: String) -> Double {
        Double(text.width(of: string, pixelSize: scale.pixels(Self.textSize))) / scale.factor
    }

    /// Where a label may go when its place is taken: nowhere else, or up to so many places down
    /// (a row at a time) or right (a label's width at a time).
    enum Flow {
        case fixed, down(Int), right(Int)
    }

    /// Text at `point`, moved left as far as it takes to end before `within`, at the first place
    /// `flow` allows that clears every label drawn before it; left out when there is none.
    func label(_ string: String, at point: Point, size: Double, color: Color, within maxX: Double = .infinity, flow: Flow = .fixed) {
        guard let texture = text.texture(string, color: color, pixelSize: scale.pixels(size)) else { return }
        let width = Double(texture.width) / scale.factor, height = Double(texture.height) / scale.factor
        let frame = Rect(x: min(point.x, maxX - width), y: point.y, width: width, height: height)
        let place: Rect?
        switch flow {
        case .fixed: place = labels.place(string, frame)
        case .down(let rows): place = labels.place(string, frame, step: Point(x: 0, y: height + labels.gap), tries: rows)
        case .right(let count): place = labels.place(string, frame, step: Point(x: width + 8, y: 0), tries: count)
        }
        guard let place else { return }
        renderer.draw(texture, into: scale.rect(place))
    }

    /// 1, 2 or 5 times a power of ten, at least `value`.
    static func niceCeiling(_ value: Double) -> Double {
        guard value > 0, value.isFinite else { return 1 }
        let power = pow(10, (log10(value)).rounded(.down))
        return [1.0, 2, 5, 10].map { $0 * power }.first { $0 >= value } ?? 10 * power
    }
}
