import CSDL2
import SlideBackCore

extension Scene {
    /// The scene file at `path`, loaded and with its backdrops measured for `screen`: how every
    /// command that draws a scene loads it, so each draws the same bar colours. `warnings` gets a
    /// line per key nobody reads.
    public static func loadForDrawing(contentsOf path: String, screen: Size = ScreenLayout.phone,
                                      warnings: inout [String]) throws -> Scene {
        try load(contentsOf: path, warnings: &warnings).measuringBackdrops(screen: screen)
    }

    /// A scene file nobody is told the unknown keys of (the built-in scenes, tests), loaded for drawing.
    public static func loadForDrawing(contentsOf path: String, screen: Size = ScreenLayout.phone) throws -> Scene {
        var ignored: [String] = []
        return try loadForDrawing(contentsOf: path, screen: screen, warnings: &ignored)
    }

    /// The scene with what each image page shows under its bar measured from its image (the top
    /// `ScreenLayout` status area and bar, as a fraction of the default screen's height), so that
    /// the core can choose bar and status colours that read on it. An image that cannot be
    /// decoded is left unmeasured; the asset library warns about it when it is drawn.
    public func measuringBackdrops(screen: Size = ScreenLayout.phone) -> Scene {
        var measured = self
        var known: [String: BarBackdrop?] = [:], statuses: [String: [BarBackdrop]?] = [:]
        let barHeight = ScreenLayout(screen: screen).barBackground.height
        for index in measured.pages.indices {
            let path: String, frame: Size
            switch measured.pages[index].content {
            case .image(let image):
                (path, frame) = (image, screen)
            case .elements(let elements, _):
                guard case .header(let image, let height) = elements.first else { continue }
                (path, frame) = (image, Size(width: screen.width, height: height))
            case .color:
                continue
            }
            // The share of the image's height drawn under the bar: aspect fill from the top.
            let key = "\(frame.width)x\(frame.height) \(path)"
            if known[key] == nil {
                // Decoded once for both measurements.
                let surface = try? ImageDecoder.decode(path, cover: nil)
                defer { SDL_FreeSurface(surface) }
                known[key] = .some(surface.flatMap { Self.backdrop(of: $0) { width, height in
                    let shown = Double(width) / Double(height) > frame.width / frame.height ? 1 : Double(width) * frame.height / frame.width / Double(height)
                    return barHeight / frame.height * shown
                } })
                // Under the status text: the image's pixels where the clock and the battery are drawn.
                let fromTop: Bool
                if case .image = measured.pages[index].content { fromTop = false } else { fromTop = true }
                statuses[key] = surface.flatMap { Self.statusBackdrops(of: $0, frame: frame, fromTop: fromTop) }
            }
            measured.pages[index].backdrop = known[key] ?? nil
            measured.pages[index].statusBackdrops = statuses[key] ?? nil
        }
        return measured
    }

    /// The mean, darkest and lightest colours of the top of a decoded image (the share of its
    /// height that `topFraction` gives for its pixel size), every other pixel of every other row.
    static func backdrop(of surface: UnsafeMutablePointer<SDL_Surface>, topFraction: (Int, Int) -> Double) -> BarBackdrop? {
        guard let base = surface.pointee.pixels else { return nil }
        let width = Int(surface.pointee.w), pitch = Int(surface.pointee.pitch)
        let fraction = topFraction(width, Int(surface.pointee.h))
        let rows = max(1, min(Int(surface.pointee.h), Int((Double(surface.pointee.h) * fraction).rounded(.up))))
        var sums = (0.0, 0.0, 0.0), count = 0.0
        var darkest = (Color.white, 2.0), lightest = (Color.black, -1.0)
        // Both formats the decoder gives keep red, green and blue in bits 16-23, 8-15 and 0-7.
        for y in stride(from: 0, to: rows, by: 2) {
            let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
            for x in stride(from: 0, to: width, by: 2) {
                let pixel = row[x]
                let color = Color(red: UInt8((pixel >> 16) & 0xFF), green: UInt8((pixel >> 8) & 0xFF), blue: UInt8(pixel & 0xFF))
                sums.0 += Double(color.red); sums.1 += Double(color.green); sums.2 += Double(color.blue)
                count += 1
                let luminance = color.relativeLuminance
                if luminance < darkest.1 { darkest = (color, luminance) }
                if luminance > lightest.1 { lightest = (color, luminance) }
            }
        }
        guard count > 0 else { return nil }
        let mean = Color(red: UInt8((sums.0 / count).rounded()), green: UInt8((sums.1 / count).rounded()), blue: UInt8((sums.2 / count).rounded()))
        return BarBackdrop(mean: mean, darkest: darkest.0, lightest: lightest.0)
    }

    /// What a decoded image drawn into `frame` (aspect fill, cropped from its top or its centre)
    /// shows across the status area, in columns `PageSpec.statusColumnWidth` points wide: each
    /// column's mean, and the 5th and 95th percentiles of luminance as its darkest and lightest.
    static func statusBackdrops(of surface: UnsafeMutablePointer<SDL_Surface>, frame: Size, fromTop: Bool) -> [BarBackdrop]? {
        guard let base = surface.pointee.pixels, frame.width > 0, frame.height > 0 else { return nil }
        let width = Int(surface.pointee.w), height = Int(surface.pointee.h), pitch = Int(surface.pointee.pitch)
        // Image pixels a point, and where the frame's origin lies in the image (the crop's corner).
        let perPoint = min(Double(width) / frame.width, Double(height) / frame.height)
        let left = (Double(width) - frame.width * perPoint) / 2
        let top = fromTop ? 0 : (Double(height) - frame.height * perPoint) / 2
        func pixels(_ from: Double, _ to: Double, _ origin: Double, _ limit: Int) -> Range<Int> {
            let low = min(limit - 1, max(0, Int(origin + from * perPoint)))
            return low..<min(limit, max(low + 1, Int((origin + to * perPoint).rounded(.up))))
        }
        let step = PageSpec.statusColumnWidth
        return Swift.stride(from: 0, to: frame.width, by: step).map { x in
            var colors: [Color] = []
            for y in pixels(0, min(frame.height, ScreenLayout.statusHeight), top, height) {
                let row = (base + y * pitch).assumingMemoryBound(to: UInt32.self)
                for column in pixels(x, min(frame.width, x + step), left, width) {
                    let pixel = row[column]
                    colors.append(Color(red: UInt8((pixel >> 16) & 0xFF), green: UInt8((pixel >> 8) & 0xFF), blue: UInt8(pixel & 0xFF)))
                }
            }
            // Each colour's luminance worked out once, not at every comparison; the same stable order.
            let sorted = colors.map { (color: $0, luminance: $0.relativeLuminance) }.sorted { $0.luminance < $1.luminance }.map(\.color)
            let sums = colors.reduce((0.0, 0.0, 0.0)) { ($0.0 + Double($1.red), $0.1 + Double($1.green), $0.2 + Double($1.blue)) }
            let count = Double(max(1, colors.count))
            let mean = Color(red: UInt8((sums.0 / count).rounded()), green: UInt8((sums.1 / count).rounded()), blue: UInt8((sums.2 / count).rounded()))
            guard !sorted.isEmpty else { return BarBackdrop(flat: mean) }
            return BarBackdrop(mean: mean, darkest: sorted[sorted.count / 20], lightest: sorted[sorted.count - 1 - sorted.count / 20])
        }
    }
}
