import SlideBackCore

extension ArtGenerator {
    /// The profile page, shown with no navigation bar: a violet-to-coral banner from the very top
    /// (so the hidden bar is obvious during a transition), a white sheet with the avatar on its
    /// edge, name, stats and buttons, then a grid of pictures running off the bottom.
    static func drawProfile() throws -> PixelImage {
        var canvas = pageCanvas(Color.white)
        drawProfileBanner(on: &canvas)
        // The sheet's rounded top overlaps the banner, as in most profile designs.
        canvas.fill(.roundedRect(x: 0, y: 206, width: 414, height: 720, radius: 26), Color.white)
        drawProfileAvatar(on: &canvas, x: 207, y: 206)
        drawProfileDetails(on: &canvas)
        drawProfileTabs(on: &canvas, top: 478)
        drawProfileGrid(on: &canvas, top: 521)
        drawHomeIndicator(on: &canvas, color: Color(rgb: 0x111111))
        return try canvas.makeImage()
    }

    /// The profile's colours: violet into pink into coral.
    private static let profileColors = [Color(rgb: 0x6D28D9), Color(rgb: 0xDB2777), Color(rgb: 0xFB923C)]
    /// Dark text lines.
    private static let profileInk = Color(rgb: 0x18181B)
    /// Secondary text lines.
    private static let profileMuted = Color(rgb: 0xA1A1AA)

    /// A diagonal gradient with large translucent circles; nothing small or busy in the top
    /// 88 points, where the app draws the status bar text.
    private static func drawProfileBanner(on canvas: inout PixelCanvas) {
        let banner = ArtShape.roundedRect(x: 0, y: 0, width: 414, height: 240)
        canvas.fill(banner) { x, y in ArtMath.gradient(profileColors, (x / 414 * 0.6 + y / 240 * 0.4)) }
        let glass = Color(red: 255, green: 255, blue: 255, alpha: 34)
        canvas.fill(ArtShape.circle(x: 360, y: 40, radius: 120).intersecting(banner), glass)
        canvas.fill(ArtShape.circle(x: 40, y: 200, radius: 90).intersecting(banner), glass)
        canvas.fill(ArtShape.circle(x: 300, y: 168, radius: 38).intersecting(banner), glass)
        let ring = ArtShape.circle(x: 96, y: 104, radius: 26).subtracting(.circle(x: 96, y: 104, radius: 20))
        canvas.fill(ring, Color(red: 255, green: 255, blue: 255, alpha: 60))
        // A few small sparkles break up the large shapes without crowding the status bar.
        for (index, spot) in [(170.0, 126.0, 7.0), (250.0, 96.0, 5.0), (356.0, 150.0, 6.0), (60.0, 160.0, 4.0)].enumerated() {
            let (x, y, size) = spot
            let star = ArtShape.convexPolygon([(x, y - size), (x + size * 0.28, y), (x, y + size), (x - size * 0.28, y)])
                .union(.convexPolygon([(x - size, y), (x, y - size * 0.28), (x + size, y), (x, y + size * 0.28)]))
            canvas.fill(star, Color(red: 255, green: 255, blue: 255, alpha: index == 0 ? 220 : 160))
        }
    }

    /// The round portrait on the sheet's edge: a white ring, a warm backdrop and a silhouette.
    private static func drawProfileAvatar(on canvas: inout PixelCanvas, x: Double, y: Double) {
        drawShadow(on: &canvas, x: x - 56, y: y - 56, width: 112, height: 112, radius: 56, blur: 10, drop: 4,
                   color: Color(red: 80, green: 20, blue: 90, alpha: 40))
        canvas.fill(.circle(x: x, y: y, radius: 56), Color.white)
        let photo = ArtShape.circle(x: x, y: y, radius: 51)
        canvas.fill(photo) { _, py in ArtMath.mix(Color(rgb: 0xFDE68A), Color(rgb: 0xFB923C), (py - y + 51) / 102) }
        canvas.fill(.circle(x: x, y: y - 12, radius: 19), Color(rgb: 0x7C2D12))
        canvas.fill(.circle(x: x, y: y - 9, radius: 16.5), Color(rgb: 0xFDD9B5))
        canvas.fill(ArtShape.ellipse(x: x, y: y + 42, radiusX: 36, radiusY: 28).intersecting(photo), Color(rgb: 0x7C3AED))
        canvas.fill(ArtShape.roundedRect(x: x - 7, y: y + 4, width: 14, height: 12).intersecting(photo), Color(rgb: 0xFDD9B5))
        // An "online" dot: a familiar detail that makes the circle read as a person at a glance.
        canvas.fill(.circle(x: x + 39, y: y + 39, radius: 10), Color.white)
        canvas.fill(.circle(x: x + 39, y: y + 39, radius: 7), Color(rgb: 0x22C55E))
    }

    /// Name with a verified badge, handle, a two-line bio, three counters and two buttons.
    private static func drawProfileDetails(on canvas: inout PixelCanvas) {
        canvas.fill(.textLine(x: 127, y: 276, width: 148, height: 18), profileInk)
        canvas.fill(.circle(x: 291, y: 285, radius: 9), Color(rgb: 0x3B82F6))
        canvas.fill(.segment(from: (x: 286.5, y: 285.5), to: (x: 289.5, y: 288.5), width: 2.2)
            .union(.segment(from: (x: 289.5, y: 288.5), to: (x: 295.5, y: 281.5), width: 2.2)), Color.white)
        canvas.fill(.textLine(x: 159, y: 302, width: 96, height: 9), profileMuted)
        canvas.fill(.textLine(x: 67, y: 326, width: 280, height: 8), Color(rgb: 0xD4D4D8))
        canvas.fill(.textLine(x: 107, y: 342, width: 200, height: 8), Color(rgb: 0xD4D4D8))

        canvas.fill(.roundedRect(x: 24, y: 366, width: 366, height: 58, radius: 16), Color(rgb: 0xF6F5FA))
        for (index, width) in [44.0, 58, 36].enumerated() {
            let center = 85 + Double(index) * 122
            canvas.fill(.textLine(x: center - width / 2, y: 380, width: width, height: 13), profileInk)
            canvas.fill(.textLine(x: center - 26, y: 401, width: 52, height: 7), profileMuted)
            if index > 0 {
                canvas.fill(.roundedRect(x: center - 61.25, y: 380, width: 0.5, height: 30), Color(rgb: 0xDDDBE6))
            }
        }

        let follow = ArtShape.roundedRect(x: 24, y: 436, width: 250, height: 40, radius: 20)
        canvas.fill(follow) { x, _ in ArtMath.mix(profileColors[0], profileColors[1], (x - 24) / 250) }
        canvas.fill(.textLine(x: 119, y: 452, width: 60, height: 8), Color.white)
        canvas.fill(.roundedRect(x: 284, y: 436, width: 106, height: 40, radius: 20), Color(rgb: 0xF1EEF8))
        canvas.fill(.textLine(x: 309, y: 452, width: 56, height: 8), profileColors[0])
    }

    /// Three icon tabs (grid, play, bookmark), the first one selected and underlined.
    private static func drawProfileTabs(on canvas: inout PixelCanvas, top: Double) {
        let active = profileInk, idle = Color(rgb: 0xC4C4CC)
        let grid = (x: 69.0, y: top + 20)
        for row in 0..<2 {
            for column in 0..<2 {
                canvas.fill(.roundedRect(x: grid.x - 9 + Double(column) * 10, y: grid.y - 9 + Double(row) * 10,
                                         width: 8, height: 8, radius: 2), active)
            }
        }
        let play = (x: 207.0, y: top + 20)
        canvas.fill(ArtShape.roundedRect(x: play.x - 11, y: play.y - 9, width: 22, height: 18, radius: 5)
            .subtracting(.roundedRect(x: play.x - 9, y: play.y - 7, width: 18, height: 14, radius: 3.5)), idle)
        canvas.fill(.convexPolygon([(play.x - 3, play.y - 4.5), (play.x + 4.5, play.y), (play.x - 3, play.y + 4.5)]), idle)
        let mark = (x: 345.0, y: top + 20)
        let bookmark = ArtShape.roundedRect(x: mark.x - 7, y: mark.y - 10, width: 14, height: 20, radius: 2.5)
            .subtracting(.convexPolygon([(mark.x - 8, mark.y + 11), (mark.x, mark.y + 4), (mark.x + 8, mark.y + 11)]))
        canvas.fill(bookmark, idle)
        canvas.fill(.roundedRect(x: 0, y: top + 41.5, width: 414, height: 0.5), Color(rgb: 0xE4E4E7))
        canvas.fill(.roundedRect(x: 29, y: top + 40, width: 80, height: 2, radius: 1), active)
    }

    /// Three columns of square pictures with hairline gaps; the last row is cut by the screen
    /// edge so the page clearly scrolls.
    private static func drawProfileGrid(on canvas: inout PixelCanvas, top: Double) {
        let gap = 1.5
        let side = (414 - 2 * gap) / 3
        for index in 0..<9 {
            let (row, column) = (index / 3, index % 3)
            let x = Double(column) * (side + gap)
            let y = top + Double(row) * (side + gap)
            var scenery = ArtScenery.all[index % ArtScenery.all.count]
            if index >= ArtScenery.all.count {
                // The preset list has run out: the same colours with the sun moved across.
                scenery.sunPosition = (x: 1 - scenery.sunPosition.x, y: scenery.sunPosition.y)
            }
            let frame = ArtShape.roundedRect(x: x, y: y, width: side, height: side)
            scenery.draw(on: &canvas, x: x, y: y, width: side, height: side, clip: frame,
                         phase: ArtMath.hash(index, seed: 7))
            // Some posts are videos or albums: a small white glyph in the corner says so.
            if index % 4 == 1 {
                canvas.fill(.convexPolygon([(x + side - 20, y + 9), (x + side - 9, y + 15), (x + side - 20, y + 21)]),
                            Color(red: 255, green: 255, blue: 255, alpha: 230))
            } else if index % 4 == 3 {
                let album = ArtShape.roundedRect(x: x + side - 19, y: y + 8, width: 11, height: 11, radius: 2.5)
                    .union(.roundedRect(x: x + side - 22, y: y + 11, width: 11, height: 11, radius: 2.5))
                canvas.fill(album, Color(red: 255, green: 255, blue: 255, alpha: 230))
            }
        }
    }
}
