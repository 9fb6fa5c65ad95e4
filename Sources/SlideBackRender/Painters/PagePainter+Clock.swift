import SlideBackCore

extension PagePainter {
    /// A page's live element: a dark pill with the animation time as m:ss and a strip sweeping once
    /// a second. Digits are drawn one cached glyph at a time, so a ticking clock never makes a
    /// texture after its first second (idle frames create none).
    /// Mirrored, the strip sweeps from the right; the digits still read left to right.
    func paintClock(seconds: Double, place: Placement, alpha: Double, scale: PixelScale) {
        let frame = place.frame
        renderer.fill(scale.rect(frame), Color4(red: 20, green: 22, blue: 28, alpha: Color4.byte(0.72 * alpha)))
        let whole = max(0, Int(seconds.isFinite ? seconds : 0))
        let label = "\(whole / 60 % 100):" + String(format: "%02d", whole % 60)
        let glyphs = label.compactMap { text.texture(String($0), color: .white, pixelSize: scale.pixels(15)) }
        let width = glyphs.reduce(0) { $0 + Double($1.width) } / scale.factor
        var x = frame.x + (frame.width - width) / 2
        // Drawn to be flipped (`flipsPictures`), the digits go right to left, each flipped.
        for glyph in flipsPictures ? glyphs.reversed() : glyphs {
            let glyphWidth = Double(glyph.width) / scale.factor, glyphHeight = Double(glyph.height) / scale.factor
            drawPicture(glyph, into: scale.rect(Rect(x: x, y: frame.y + (frame.height - glyphHeight) / 2 - 1,
                                                     width: glyphWidth, height: glyphHeight)), alpha: alpha)
            x += glyphWidth
        }
        let sweep = seconds.isFinite ? seconds - seconds.rounded(.down) : 0
        let strip = Rect(x: frame.x, y: frame.maxY - 3, width: frame.width * sweep, height: 3)
        renderer.fill(scale.rect(place(strip)), Color4(red: 0xFF, green: 0x50, blue: 0x00, alpha: Color4.byte(alpha)))
    }

    /// The right-hand bar button: three dots in the bar's tint, in the mirrored button place
    /// (`place` mirrors them again in a right-to-left bar).
    func paintRightButton(in rect: Rect, place: Placement, tint: Color, alpha: Double, scale: PixelScale) {
        let dot = 5.0
        for index in 0..<3 {
            let x = rect.x + 2.5 + Double(index) * 8
            renderer.fill(scale.rect(place(Rect(x: x, y: rect.y + (rect.height - dot) / 2, width: dot, height: dot))),
                          Color4(red: tint.red, green: tint.green, blue: tint.blue, alpha: Color4.byte(alpha)))
        }
    }
}

extension PagePainter {
    /// A transparent bar's soft scrim over the page: bands of its colour, strongest over the
    /// status area and most of the bar, fading out towards the bar's bottom edge.
    func paintScrim(_ scrim: BarScrim, frame: Rect, alpha: Double, scale: PixelScale) {
        let band = 2.0
        var y = frame.y
        while y < frame.maxY {
            let height = min(band, frame.maxY - y)
            let opacity = scrim.alpha(atY: y + height / 2 - frame.y, barBottom: frame.height) * alpha
            if opacity > 0 {
                renderer.fill(scale.rect(Rect(x: frame.x, y: y, width: frame.width, height: height)),
                              Color4(red: scrim.color.red, green: scrim.color.green, blue: scrim.color.blue, alpha: Color4.byte(opacity)))
            }
            y += height
        }
    }
}
