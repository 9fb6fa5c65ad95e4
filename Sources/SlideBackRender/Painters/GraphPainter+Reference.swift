import CSDL2
import Foundation
import SlideBackCore

/// The references (`--reference`) on the motion graphs: each laid over each screen's motion and
/// drawn dashed in that screen's colour, on the value graph (x) and the speed graph (velocity),
/// with a line under the legend a screen and a reference giving the error.
extension GraphPainter {
    /// Length of a dash and of the gap after it, points.
    static let dash = (on: 6.0, off: 4.0)

    /// The reference lines under the legend from `origin`: what each reference is and how far the
    /// screen's motion is from it; returns where they end.
    func drawReferenceLegend(_ graph: MotionGraph, comparisons: [[MotionGraph.Comparison]], at origin: Point, width: Double) -> Double {
        var y = origin.y
        for (index, screen) in comparisons.enumerated() {
            let color = Self.trackColors[index % Self.trackColors.count]
            for comparison in screen {
                let name = URL(fileURLWithPath: comparison.reference.name).lastPathComponent
                let sample = scale.rect(Rect(x: origin.x, y: y + 8, width: 14, height: 0))
                dashed([SDL_FPoint(x: sample.x, y: sample.y), SDL_FPoint(x: sample.x + sample.w, y: sample.y)], color: Color4(color))
                let aligned = comparison.error.map { ", aligned by \($0.alignment.rawValue)" } ?? ""
                label("\(name) vs \(graph.tracks[index].style)\(aligned)", at: Point(x: origin.x + 18, y: y), size: Self.textSize,
                      color: color, within: origin.x + width)
                label(comparison.error?.shortSummary ?? MotionError.nothingYet, at: Point(x: origin.x + 18, y: y + 16), size: Self.textSize, color: color, within: origin.x + width)
                y += 32
            }
        }
        return y
    }

    /// One screen's references, `comparisons`, as dashed lines over `frames`, `value` reading a
    /// comparison at a moment of the screen's clock.
    func drawReference(_ comparisons: [MotionGraph.Comparison], in area: Rect, range: ClosedRange<Double>, frames: ClosedRange<Int>,
                       color: Color4, value: (MotionGraph.Comparison, Double) -> Double?) {
        for comparison in comparisons {
            var run: [SDL_FPoint] = []
            for frame in frames {
                guard let v = value(comparison, MotionGraph.drawnTime(ofSample: frame)), v.isFinite else {
                    dashed(run, color: color)
                    run.removeAll(keepingCapacity: true)
                    continue
                }
                let point = scale.rect(Rect(x: x(frame, area, frames), y: y(min(range.upperBound, max(range.lowerBound, v)), area, range),
                                            width: 0, height: 0))
                run.append(SDL_FPoint(x: point.x, y: point.y))
            }
            dashed(run, color: color)
        }
    }

    /// A polyline in pixels drawn as dashes of `dash` points along its length.
    func dashed(_ points: [SDL_FPoint], color: Color4) {
        guard points.count > 1 else { return }
        let on = Float(Self.dash.on * scale.factor), period = Float((Self.dash.on + Self.dash.off) * scale.factor)
        var travelled: Float = 0, piece: [SDL_FPoint] = []
        let thickness = max(1, Int(scale.factor.rounded()))
        func flush() {
            if piece.count > 1 { renderer.drawLines(piece, color: color, thickness: thickness) }
            piece.removeAll(keepingCapacity: true)
        }
        for (a, b) in zip(points, points.dropFirst()) {
            let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
            // Split the segment where the pattern turns on or off.
            var from: Float = 0
            while from < length {
                let phase = (travelled + from).truncatingRemainder(dividingBy: period)
                let to = min(length, from + (phase < on ? on - phase : period - phase))
                if phase < on {
                    let start = SDL_FPoint(x: a.x + (b.x - a.x) * from / max(length, 1e-6), y: a.y + (b.y - a.y) * from / max(length, 1e-6))
                    let end = SDL_FPoint(x: a.x + (b.x - a.x) * to / max(length, 1e-6), y: a.y + (b.y - a.y) * to / max(length, 1e-6))
                    if piece.isEmpty { piece.append(start) }
                    piece.append(end)
                    if to - from < on - phase { /* continues into the next segment */ } else { flush() }
                } else {
                    flush()
                }
                from = to
            }
            travelled += length
        }
        flush()
    }
}
