import SlideBackCore

/// Which parts of each layer of a frame the layer overlay should show as hidden: the columns an
/// opaque layer drawn later covers over the layer's whole height. The overlay draws those parts
/// of an outline dashed and dim, so a page underneath does not seem to be drawn over the front.
struct OverlayCoverage {
    /// Per layer of `Frame.layers`, the merged x-spans (screen points) hidden by layers in front.
    let hidden: [[ClosedRange<Double>]]

    /// The coverage of `frame`'s layers; `isOpaque` says whether a placed layer paints every pixel
    /// of its frame. A transformed group's layers hide nothing (its corners let the page show).
    init(frame: Frame, isOpaque: (Layer) -> Bool) {
        var occludes: [Bool] = []
        for item in frame.drawItems {
            switch item {
            case .layer(let layer): occludes.append(isOpaque(layer))
            case .transformed(let group, _): occludes += Array(repeating: false, count: group.layers.count)
            }
        }
        let layers = frame.layers
        hidden = layers.indices.map { index in
            let below = layers[index].frame
            var spans: [ClosedRange<Double>] = []
            for front in layers.indices.dropFirst(index + 1) where occludes[front] {
                let cover = layers[front].frame
                guard cover.y <= below.y, cover.maxY >= below.maxY else { continue }
                let left = max(cover.x, below.x), right = min(cover.maxX, below.maxX)
                if left < right { spans.append(left...right) }
            }
            return Self.merged(spans)
        }
    }

    /// The spans sorted, overlapping ones joined.
    static func merged(_ spans: [ClosedRange<Double>]) -> [ClosedRange<Double>] {
        var result: [ClosedRange<Double>] = []
        for span in spans.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, span.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound...max(last.upperBound, span.upperBound)
            } else {
                result.append(span)
            }
        }
        return result
    }

    /// `from...to` cut where `hidden` starts and ends, each piece marked hidden or not.
    static func pieces(from: Double, to: Double, hidden: [ClosedRange<Double>]) -> [(span: ClosedRange<Double>, hidden: Bool)] {
        guard from < to else { return [] }
        var result: [(ClosedRange<Double>, Bool)] = [], x = from
        for span in hidden where span.upperBound > x && span.lowerBound < to {
            if span.lowerBound > x { result.append((x...span.lowerBound, false)) }
            let end = min(span.upperBound, to)
            result.append((max(x, span.lowerBound)...end, true))
            x = end
        }
        if x < to { result.append((x...to, false)) }
        return result
    }

    /// Whether `x` lies in one of `hidden`'s spans.
    static func isHidden(_ x: Double, in hidden: [ClosedRange<Double>]) -> Bool { hidden.contains { $0.contains(x) } }
}
