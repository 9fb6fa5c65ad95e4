/// What lies under a point of a frame, worked out from the frame's own layers as colours: the
/// cleared black, the pages' colours (an image page by the colour measured of its top), bars,
/// scrims, covers, dimming and shadows, in the order the compositor draws them. A point may show
/// more than one colour (a shadow's gradient, a page fading over another); every one is listed.
/// What the status text's colour is chosen against (`Frame.withReadableStatus`). A class: the
/// closures that look into it at every point would otherwise copy (and retain) all it holds.
final class StatusBackdrop {
    /// The frame looked into.
    let frame: Frame
    /// Each picture a layer of `reaching` shows, with its layers (kept from frame to frame,
    /// `PictureLayers`) and size, found at the start: a picture is looked into at every point the
    /// text's colour is judged at, and making its layers cost more than the rest of the frame;
    /// found here by key, not by hashing the snapshot's entry at every point.
    private let shown: [(key: SnapshotKey, layers: [Layer], size: Size)]

    /// Each group's layers that reach into the band of the screen looked at: a page's rows,
    /// buttons and cards below it are never under the text, and passing over them at every point
    /// looked at cost more than the rest of the frame's making.
    private let reaching: [[Layer]]
    /// The index in its group of each of `reaching`, ascending.
    private let reachingIndices: [[Int]]
    /// The edge shadow each group casts (`PageTransform.castShadow`), worked out once, not at
    /// every point looked at.
    private let casts: [Layer?]
    /// Where each of `casts` lies.
    let castFrames: [Rect?]
    /// Each group's transform, not copied out of its group at every point looked at.
    let transforms: [PageTransform]

    /// The frame's bounds, kept: asking the frame for them at every point copied the frame.
    let bounds: Rect

    /// Looks into `frame` between the heights `band` (screen points; everywhere when `nil`).
    init(frame: Frame, band: ClosedRange<Double>? = nil) {
        self.frame = frame
        let bounds = frame.bounds
        self.bounds = bounds
        var reaching: [[Layer]] = [], indices: [[Int]] = []
        for group in frame.groups {
            var (low, high) = (-Double.infinity, Double.infinity)
            if let band {
                let top = group.transform.unapply(to: Point(x: 0, y: band.lowerBound), in: bounds).y
                let bottom = group.transform.unapply(to: Point(x: 0, y: band.upperBound), in: bounds).y
                (low, high) = (min(top, bottom), max(top, bottom))
            }
            var layers: [Layer] = [], at: [Int] = []
            for (index, layer) in group.layers.enumerated() where band == nil || layer.frame.y <= high && layer.frame.maxY >= low {
                layers.append(layer)
                at.append(index)
            }
            reaching.append(layers)
            indices.append(at)
        }
        self.reaching = reaching
        reachingIndices = indices
        var shown: [(key: SnapshotKey, layers: [Layer], size: Size)] = []
        for layer in reaching.joined() {
            guard case .snapshot(let key) = layer.content, !shown.contains(where: { $0.key == key }),
                  let picture = Self.picture(key, in: frame) else { continue }
            shown.append((key, picture.layers, picture.size))
        }
        self.shown = shown
        casts = frame.groups.map { $0.transform.castShadow(in: bounds) }
        castFrames = casts.map { $0?.frame }
        transforms = frame.groups.map(\.transform)
    }

    /// The colours at `point` (screen points) of everything drawn before layer `layer` of group
    /// `group`.
    func colors(at point: Point, beforeLayer layer: Int, ofGroup group: Int) -> [Color] {
        var under: [Color] = [.black]
        // Painted in place where a group is opaque: no new list at every group of every point.
        for index in transforms.indices where index <= group {
            let transform = transforms[index]
            // The shadow's frame looked at first: the layer is copied only where it shades.
            if castFrames[index]?.contains(point) == true, let cast = casts[index] { Self.shade(&under, by: cast, at: point.x) }
            if transform.covers(point, bounds: bounds) {
                // The group's own layers before `layer` (the indices ascend): a slice, not a copy.
                let layers = layers(of: index, beforeLayer: layer, ofGroup: group)
                let local = transform.unapply(to: point, in: bounds)
                if transform.opacity >= 1 {
                    paint(layers, at: local, onto: &under)
                } else {
                    var inside = under
                    paint(layers, at: local, onto: &inside)
                    Self.overlay(&under, with: inside) { _ in transform.opacity }
                }
            }
            if index < group, let dimming = transform.dimming {
                for slot in under.indices { under[slot] = under[slot].overlaid(with: .black, alpha: dimming) }
            }
        }
        return under
    }

    /// A direction on the screen: across (x) or down (y).
    enum Axis { case across, down }

    /// Whether what lies under the text is the same all along `axis` from `low` to `high` (screen
    /// points): no page's side or rounded corner's curve, shadow end, layer's edge or edge of a
    /// layer in a picture lies between them, and across no shadow's ramp or photo (judged by
    /// columns) either, nor down the end of a photo's status area. Then the text's colour is judged
    /// at one place along it, as in most frames (a page at rest, a swipe across), and the frame is
    /// made several times faster (judging eight rows of 25 columns took most of its making).
    func isAlike(_ axis: Axis, from low: Double, to high: Double) -> Bool {
        let bounds = bounds, down = axis == .down
        func between(_ value: Double) -> Bool { value > low && value < high }
        func overlaps(_ a: Double, _ b: Double) -> Bool { min(a, b) < high && max(a, b) > low }
        func start(_ rect: Rect) -> Double { down ? rect.y : rect.x }
        func end(_ rect: Rect) -> Double { down ? rect.maxY : rect.maxX }
        // What changes all across a layer: a shadow's ramp, a photo's columns.
        func variesAcross(_ layer: Layer) -> Bool {
            switch layer.content {
            case .edgeShadow, .piece(.image): return true
            case .pageBody(let shown), .scrolledBody(let shown, _):
                if case .image = frame.pages?.spec(of: shown).content { return true }
                return false
            default: return false
            }
        }
        // The edges of `layers` (their own points), placed on the screen by `place`.
        func layersCross(_ layers: ArraySlice<Layer>, _ place: (Double) -> Double) -> Bool {
            if down, between(place(ScreenLayout.statusHeight)) { return true }
            for layer in layers {
                let (first, last) = (place(start(layer.frame)), place(end(layer.frame)))
                if between(first) || between(last) || !down && variesAcross(layer) && overlaps(first, last) { return true }
                guard case .snapshot(let key) = layer.content, let (contents, size) = picture(key) else { continue }
                let scale = (down ? layer.frame.height / max(size.height, 1e-9) : layer.frame.width / max(size.width, 1e-9))
                if layersCross(contents[...], { place(start(layer.frame) + $0 * scale) }) { return true }
            }
            return false
        }
        for (index, group) in frame.groups.enumerated() {
            let transform = group.transform
            let outline = transform.apply(to: bounds, in: bounds)
            if between(start(outline)) || between(end(outline)) { return false }
            // A rounded corner's curve changes along its radius both ways.
            let radius = min(max(0, transform.cornerRadius), outline.width / 2, outline.height / 2)
            if radius > 0, overlaps(start(outline), start(outline) + radius) || overlaps(end(outline) - radius, end(outline)) { return false }
            if let cast = casts[index] {
                if down ? between(cast.frame.y) || between(cast.frame.maxY) : overlaps(cast.frame.x, cast.frame.maxX) { return false }
            }
            let place = { (value: Double) in
                start(transform.apply(to: Rect(x: down ? 0 : value, y: down ? value : 0, width: 0, height: 0), in: bounds))
            }
            if layersCross(reaching[index][...], place) { return false }
        }
        return true
    }

    /// `colors` with `layers` (in their own points) drawn over them at `point`.
    private func paint(_ layers: ArraySlice<Layer>, at point: Point, onto colors: inout [Color]) {
        var page: PageInstance?
        func cover(_ color: Color?, _ alpha: Double) {
            guard let color else { return }
            Self.overlay(&colors, with: color, alpha: alpha * Double(color.alpha) / 255)
        }
        // Only the layers under the point are looked into, and not copied whole: a layer's copy
        // retains all its content holds.
        for index in layers.indices where layers[index].frame.contains(point) {
            let (area, alpha) = (layers[index].frame, layers[index].alpha)
            switch layers[index].content {
            case .pageBody(let shown), .scrolledBody(let shown, _):
                page = shown
                // Of the page's spec only its content, not a copy of all of it.
                guard let content = frame.pages?.scene.pages[shown.specIndex].content else { continue }
                switch content {
                case .color(let color), .elements(_, background: let color):
                    // One colour, as any list of one is drawn (`overlay(_:withAny:alpha:)`).
                    Self.overlay(&colors, with: color, alpha: alpha * Double(color.alpha) / 255)
                case .image:
                    Self.overlay(&colors, withAny: photo(of: shown, at: point), alpha: alpha)
                }
            case .navigationBar(let bar):
                cover(bar.background, alpha)
                if let scrim = bar.scrim { cover(scrim.color, scrim.alpha * alpha) }
            case .fill(let color), .piece(.box(let color, _)):
                cover(color, alpha)
            case .piece(.image):
                // A header's photo is what the page's backdrops were measured of.
                Self.overlay(&colors, withAny: page.flatMap { photo(of: $0, at: point) } ?? [], alpha: alpha)
            case .edgeShadow:
                Self.shade(&colors, by: layers[index], at: point.x)
            case .snapshot(let key):
                guard let (contents, size) = picture(key) else { continue }
                let inPicture = Point(x: (point.x - area.x) * size.width / max(area.width, 1e-9),
                                      y: (point.y - area.y) * size.height / max(area.height, 1e-9))
                // A page's picture is painted on opaque black; a bar's on clear, so the page shows through.
                var picture = key.kind == .bar ? colors : [.black]
                paint(contents[...], at: inPicture, onto: &picture)
                Self.overlay(&colors, with: picture) { _ in alpha }
            case .statusBar, .clock, .tabBar, .piece:
                // Text, the clock pill and the tab bar lie elsewhere or are too thin to read against.
                continue
            }
        }
    }

    /// Group `index`'s layers that reach the band looked at and are drawn before layer `layer` of
    /// group `group` (all of them for a group before it): a slice, not a copy.
    func layers(of index: Int, beforeLayer layer: Int, ofGroup group: Int) -> ArraySlice<Layer> {
        let layers = reaching[index]
        return layers[..<(index == group ? reachingIndices[index].firstIndex { $0 >= layer } ?? layers.count : layers.count)]
    }

    /// The layers of the snapshot `key`'s picture, and the size of the picture they lie in (its
    /// own points: the screen, or the bar's background strip); `nil` when the frame lacks it.
    func picture(_ key: SnapshotKey) -> (layers: [Layer], size: Size)? {
        if let found = shown.first(where: { $0.key == key }) { return (found.layers, found.size) }
        return Self.picture(key, in: frame)
    }

    /// `picture(key)` made from `frame`.
    private static func picture(_ key: SnapshotKey, in frame: Frame) -> (layers: [Layer], size: Size)? {
        guard let entry = frame.snapshots.first(where: { $0.key == key }) else { return nil }
        let size = key.kind == .bar ? Size(width: frame.screen.width, height: ScreenLayout.statusHeight + ScreenLayout.barHeight)
                                    : frame.screen
        return (frame.pages.map { PictureLayers.shared.layers(of: entry, by: $0) } ?? [], size)
    }

    /// What was measured of a page's photo at `point` (its own points): over its status area the
    /// darkest and lightest of the column there, elsewhere its mean under the bar; none when
    /// nothing was measured.
    private func photo(of page: PageInstance, at point: Point) -> [Color] {
        // Of the page's spec only what is read, not a copy of all of it.
        guard let specs = frame.pages?.scene.pages else { return [] }
        if point.y < ScreenLayout.statusHeight, let columns = specs[page.specIndex].statusBackdrops, !columns.isEmpty {
            let column = columns[min(columns.count - 1, max(0, Int(point.x / PageSpec.statusColumnWidth)))]
            return [column.darkest, column.lightest]
        }
        return specs[page.specIndex].backdrop.map { [$0.mean] } ?? []
    }

    /// `colors` under the edge shadow `layer` at `x`: its ramp (`EdgeShadowRamp`) there. The
    /// renderer draws each pixel column of the strip as dark as the ramp at the column's centre,
    /// and the text's pixel there takes the stretch its centre lies in, so the two agree (a window
    /// half a point either side reached past the strip's end where the page covers it, and
    /// `ionic`'s clock took black over the shadow's darkest column, 2.08:1).
    private static func shade(_ colors: inout [Color], by layer: Layer, at x: Double) {
        overlay(&colors, with: .black, alpha: EdgeShadowRamp.opacity(of: layer, atX: x))
    }

    /// `colors` with any of `over` drawn on them at `alpha` times each one's own (unchanged when
    /// `over` is empty).
    private static func overlay(_ colors: inout [Color], withAny over: [Color], alpha: Double) {
        guard !over.isEmpty else { return }
        overlay(&colors, with: over) { alpha * Double($0.alpha) / 255 }
    }

    /// `colors`, each with every one of `over` drawn on it at `alpha(that one)`, spread: in
    /// place where one colour is drawn (most points), with no new list made at every layer of
    /// every point looked at.
    private static func overlay(_ colors: inout [Color], with over: [Color], alpha: (Color) -> Double) {
        guard over.count == 1 else {
            colors = spread(colors.flatMap { below in over.map { below.overlaid(with: $0, alpha: alpha($0)) } })
            return
        }
        overlay(&colors, with: over[0], alpha: alpha(over[0]))
    }

    /// `colors`, each with `color` drawn on it at `alpha`, spread; in place.
    private static func overlay(_ colors: inout [Color], with color: Color, alpha: Double) {
        for index in colors.indices { colors[index] = colors[index].overlaid(with: color, alpha: alpha) }
        colors = spread(colors)
    }

    /// The colours without repeats, at most eight: the darkest and lightest always kept, as the
    /// contrast of a text against them bounds it against those between.
    static func spread(_ colors: [Color]) -> [Color] {
        // Most points show one colour: nothing to look through.
        guard colors.count > 1 else { return colors }
        // Two (a photo's darkest and lightest, a shadow over one colour): kept as they are unless alike.
        if colors.count == 2 { return colors[0] == colors[1] ? [colors[0]] : colors }
        var unique: [Color] = []
        unique.reserveCapacity(colors.count)
        for color in colors where !unique.contains(color) { unique.append(color) }
        guard unique.count > 8 else { return unique }
        let sorted = unique.sorted { $0.relativeLuminance < $1.relativeLuminance }
        return (0..<8).map { sorted[$0 * (sorted.count - 1) / 7] }
    }
}
