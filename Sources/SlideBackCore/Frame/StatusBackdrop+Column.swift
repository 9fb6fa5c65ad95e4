extension StatusBackdrop {
    /// The heights (screen points) along the column at screen `x` at which what
    /// `colors(at:beforeLayer:ofGroup:)` finds may change, sorted: each edge that it asks a point
    /// of the column to lie above or below, and nothing else (a group's outline and its rounded
    /// corners' curve, its cast shadow's ends, each layer's top and bottom, the end of a photo's
    /// status area; the same inside a picture). Every point of the column between two neighbours
    /// finds the same colours, but for the rounding of where an edge lands: a point within a hair
    /// of one is to be looked at itself. What lets a status ink look at one point between two
    /// heights rather than at every row of every band (`StatusIntervals`).
    func changes(atX x: Double, beforeLayer layer: Int, ofGroup group: Int) -> [Double] {
        // Appended one by one and sorted in place: the pairs as lists of their own, and a sorted
        // copy, were lists made and freed at every column.
        var heights: [Double] = []
        heights.reserveCapacity(16)
        for index in transforms.indices where index <= group {
            let transform = transforms[index]
            if let cast = castFrames[index], x >= cast.x, x < cast.maxX { heights.append(cast.y); heights.append(cast.maxY) }
            // As `PageTransform.covers` asks: within the outline, and inside a corner's circle.
            let outline = transform.apply(to: bounds, in: bounds)
            guard x >= outline.x, x < outline.x + outline.width else { continue }
            heights.append(outline.y)
            heights.append(outline.y + outline.height)
            let radius = min(transform.cornerRadius, outline.width / 2, outline.height / 2)
            if radius > 0 {
                heights.append(outline.y + radius)
                heights.append(outline.y + outline.height - radius)
                let dx = x - min(max(x, outline.x + radius), outline.x + outline.width - radius)
                if dx * dx <= radius * radius {
                    let rise = (radius * radius - dx * dx).squareRoot()
                    heights.append(outline.y + radius - rise)
                    heights.append(outline.y + outline.height - radius + rise)
                }
            }
            let screen = bounds
            changes(of: layers(of: index, beforeLayer: layer, ofGroup: group), atX: transform.unapply(to: Point(x: x, y: 0), in: screen).x, into: &heights) {
                transform.apply(to: Rect(x: 0, y: $0, width: 0, height: 0), in: screen).y
            }
        }
        heights.sort()
        return heights
    }

    /// The heights of `layers` (in their own points, placed on the screen by `place`) at which
    /// what `paint` finds along the column at their own `x` may change.
    private func changes(of layers: ArraySlice<Layer>, atX x: Double, into heights: inout [Double], place: (Double) -> Double) {
        for layer in layers where x >= layer.frame.x && x < layer.frame.maxX {
            heights.append(place(layer.frame.y))
            heights.append(place(layer.frame.maxY))
            switch layer.content {
            case .pageBody, .scrolledBody, .piece(.image):
                // A photo's colours above its status area's end differ from those below it.
                heights.append(place(ScreenLayout.statusHeight))
            case .snapshot(let key):
                guard let (contents, size) = picture(key) else { continue }
                // The picture's own points, as `paint` finds them.
                let inPicture = (x - layer.frame.x) * size.width / max(layer.frame.width, 1e-9)
                let (top, tall) = (layer.frame.y, max(layer.frame.height, 1e-9) / size.height)
                changes(of: contents[...], atX: inPicture, into: &heights) { place(top + $0 * tall) }
            default:
                continue
            }
        }
    }
}
