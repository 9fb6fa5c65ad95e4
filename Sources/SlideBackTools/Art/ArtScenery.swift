import SlideBackCore

/// A tiny landscape "photo" (sky, sun, two layers of ground) painted into any frame and clipped
/// to any shape. Thumbnails, carousel cards and banners use it so the pages look like they hold
/// real pictures without shipping bitmaps; flat layers keep the PNGs small.
struct ArtScenery {
    /// The outline of the ground, which is what tells one picture from another at a glance.
    enum Landform {
        /// Rolling green-style hills.
        case hills
        /// Sharp mountain peaks.
        case peaks
        /// A flat sea horizon with the sun's reflection on the water.
        case sea
        /// Long, low sand dunes.
        case dunes
    }

    /// Sky colours from the top of the frame down to the horizon.
    var sky: [Color]
    /// The sun or moon.
    var sun: Color
    /// The distant ground layer.
    var far: Color
    /// The near ground layer, usually darker.
    var near: Color
    /// The ground's outline.
    var landform: Landform
    /// Where the sun sits, as fractions of the frame's width and height.
    var sunPosition = (x: 0.72, y: 0.3)

    /// Paints the scene into the frame (points), clipped to `clip` (typically a rounded rectangle
    /// the same size). `phase` shifts the ground sideways, so one palette yields several pictures.
    func draw(on canvas: inout PixelCanvas, x: Double, y: Double, width: Double, height: Double,
              clip: ArtShape, phase: Double = 0) {
        let sky = self.sky
        canvas.fill(clip) { _, py in ArtMath.gradient(sky, (py - y) / (height * 0.7)) }
        let size = min(width, height)
        let (sunX, sunY) = (x + width * sunPosition.x, y + height * sunPosition.y)
        canvas.fill(ArtShape.circle(x: sunX, y: sunY, radius: size * 0.2).intersecting(clip), ArtMath.faded(sun, 0.25))
        canvas.fill(ArtShape.circle(x: sunX, y: sunY, radius: size * 0.12).intersecting(clip), sun)
        let farLine = farSurface(x: x, y: y, width: width, height: height, phase: phase)
        let farGround = ArtShape.below(x: x, y: y, width: width, height: height, surface: farLine)
        canvas.fill(farGround.intersecting(clip), far)
        if landform == .sea {
            drawReflection(on: &canvas, x: sunX, horizon: y + height * 0.62, size: size, clip: clip)
        }
        let nearLine = nearSurface(x: x, y: y, width: width, height: height, phase: phase)
        let nearGround = ArtShape.below(x: x, y: y, width: width, height: height, surface: nearLine)
        canvas.fill(nearGround.intersecting(clip), near)
    }

    /// The far ground's top edge as a function of x, in points.
    private func farSurface(x: Double, y: Double, width: Double, height: Double, phase: Double) -> (Double) -> Double {
        switch landform {
        case .hills:
            return { px in y + height * (0.55 + 0.1 * ArtMath.wave((px - x) / width * 1.1 + phase)) }
        case .peaks:
            // The lowest of three straight-sided peaks at each x gives a ridge line.
            let peaks = [(0.18, 0.36), (0.52, 0.24), (0.86, 0.4)].map { spot in
                (x: x + width * ArtMath.mix(spot.0, spot.0 + 0.2, phase - phase.rounded(.down)), top: y + height * spot.1)
            }
            return { px in
                peaks.reduce(y + height * 0.72) { lowest, peak in min(lowest, peak.top + 1.3 * abs(px - peak.x) * height / width) }
            }
        case .sea:
            return { _ in y + height * 0.62 }
        case .dunes:
            return { px in y + height * (0.6 + 0.08 * ArtMath.wave((px - x) / width * 0.8 + phase)) }
        }
    }

    /// The near ground's top edge as a function of x, in points.
    private func nearSurface(x: Double, y: Double, width: Double, height: Double, phase: Double) -> (Double) -> Double {
        switch landform {
        case .hills, .peaks:
            return { px in y + height * (0.74 + 0.08 * ArtMath.wave((px - x) / width * 0.9 + phase + 0.35)) }
        case .sea:
            // A strip of beach rising into the right-hand corner.
            return { px in y + height * (0.98 - 0.16 * ArtMath.smoothstep(0.35, 1.1, (px - x) / width)) }
        case .dunes:
            return { px in y + height * (0.8 + 0.07 * ArtMath.wave((px - x) / width * 0.6 + phase + 0.5)) }
        }
    }

    /// Broken bright lines on the water under the sun.
    private func drawReflection(on canvas: inout PixelCanvas, x: Double, horizon: Double, size: Double, clip: ArtShape) {
        for index in 0..<4 {
            let step = Double(index)
            let width = size * (0.24 - 0.05 * step)
            let line = ArtShape.textLine(x: x - width / 2, y: horizon + size * (0.04 + 0.06 * step),
                                         width: width, height: max(1, size * 0.015))
            canvas.fill(line.intersecting(clip), ArtMath.faded(sun, 0.5 - 0.1 * step))
        }
    }
}

extension ArtScenery {
    /// A violet dusk over pink peaks.
    static let dusk = ArtScenery(sky: [Color(rgb: 0x5B3FD1), Color(rgb: 0xC46BD9), Color(rgb: 0xFFB3A7)],
                                 sun: Color(rgb: 0xFFF1E0), far: Color(rgb: 0x9A4FB8), near: Color(rgb: 0x4C2A85),
                                 landform: .peaks)
    /// A bright teal sea at midday.
    static let lagoon = ArtScenery(sky: [Color(rgb: 0x38BDF8), Color(rgb: 0xA5F3FC)],
                                   sun: Color(rgb: 0xFFFBEB), far: Color(rgb: 0x0D9488), near: Color(rgb: 0xFDE7B0),
                                   landform: .sea, sunPosition: (x: 0.3, y: 0.28))
    /// Green hills under a pale morning sky.
    static let meadow = ArtScenery(sky: [Color(rgb: 0x7DD3FC), Color(rgb: 0xE0F2FE)],
                                   sun: Color(rgb: 0xFFFFFF), far: Color(rgb: 0x4ADE80), near: Color(rgb: 0x15803D),
                                   landform: .hills)
    /// Orange dunes in the late afternoon.
    static let desert = ArtScenery(sky: [Color(rgb: 0xFB923C), Color(rgb: 0xFDE68A)],
                                   sun: Color(rgb: 0xFFF7ED), far: Color(rgb: 0xEA7A2B), near: Color(rgb: 0xB45309),
                                   landform: .dunes, sunPosition: (x: 0.35, y: 0.34))
    /// Blue night mountains under a pale moon.
    static let night = ArtScenery(sky: [Color(rgb: 0x0F172A), Color(rgb: 0x1E3A8A), Color(rgb: 0x3B82F6)],
                                  sun: Color(rgb: 0xE0E7FF), far: Color(rgb: 0x1E40AF), near: Color(rgb: 0x0B1437),
                                  landform: .peaks, sunPosition: (x: 0.28, y: 0.24))
    /// A rose sunset over the sea.
    static let sunset = ArtScenery(sky: [Color(rgb: 0xF43F5E), Color(rgb: 0xFB7185), Color(rgb: 0xFDBA74)],
                                   sun: Color(rgb: 0xFFF1D6), far: Color(rgb: 0x9F1239), near: Color(rgb: 0x4C0519),
                                   landform: .sea, sunPosition: (x: 0.6, y: 0.5))
    /// Dark pine hills under a mint-to-peach dawn.
    static let forest = ArtScenery(sky: [Color(rgb: 0x99F6E4), Color(rgb: 0xFED7AA)],
                                   sun: Color(rgb: 0xFFFFFF), far: Color(rgb: 0x0F766E), near: Color(rgb: 0x134E4A),
                                   landform: .hills, sunPosition: (x: 0.3, y: 0.36))
    /// White peaks under an icy blue sky.
    static let glacier = ArtScenery(sky: [Color(rgb: 0x60A5FA), Color(rgb: 0xDBEAFE)],
                                    sun: Color(rgb: 0xFFFFFF), far: Color(rgb: 0xF1F5F9), near: Color(rgb: 0x64748B),
                                    landform: .peaks, sunPosition: (x: 0.78, y: 0.2))

    /// Every preset, ordered so that neighbours in a row or grid differ in colour and outline.
    static let all: [ArtScenery] = [.lagoon, .dusk, .desert, .night, .meadow, .sunset, .glacier, .forest]
}
