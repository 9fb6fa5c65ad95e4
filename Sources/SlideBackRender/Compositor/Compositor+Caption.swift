import SlideBackCore

/// The caption strip put under recorded frames (`--caption`) and over the contact sheet: each
/// screen's lines (its style and the constants it changed, `StyleSpec.captionLines`) centred
/// under that screen, white and grey on near-black. Its height is fixed, so a recording keeps one
/// size however its captions change; a line too wide for its screen ends in "…".
extension Compositor {
    /// Points of strip per caption line.
    public static let captionLineHeight = 20.0
    /// Points above and below the lines.
    public static let captionPadding = 6.0
    /// The strip's near-black, also what pads a narrower picture stacked with it.
    static var captionBackground: Color4 { Color4(red: 16, green: 17, blue: 20, alpha: 255) }

    /// The strip's height in pixels for `lines` lines at `factor` pixels a point.
    public static func captionHeight(lines: Int, factor: Double) -> Int {
        Int(((Double(lines) * captionLineHeight + 2 * captionPadding) * factor).rounded())
    }

    /// A strip `pixelWidth` pixels wide holding `captions[i]` under `viewports[i]` (window points
    /// of a `window` as wide as the strip), `lines` lines each (more are left out).
    public func captionStrip(_ captions: [[String]], viewports: [Rect], window: Size, pixelWidth: Int, lines: Int = 2) throws -> PixelBuffer {
        let factor = Double(pixelWidth) / max(1, window.width)
        let scale = PixelScale(factor: factor)
        let size = (width: pixelWidth, height: Self.captionHeight(lines: lines, factor: factor))
        let target = try SDLTexture(target: renderer, width: size.width, height: size.height)
        return try renderer.withTarget(target) {
            renderer.clear(Compositor.captionBackground)
            for (caption, viewport) in zip(captions, viewports) {
                for (index, line) in caption.prefix(lines).enumerated() {
                    let room = Int(((viewport.width - 16) * factor).rounded(.down))
                    // The style's name in white, what it changed in grey.
                    let color = index == 0 ? Color.white : Color(rgb: 0xB0B6C0)
                    guard room > 0, let texture = text.texture(line, color: color, pixelSize: scale.pixels(index == 0 ? 14 : 12),
                                                               maximumWidth: room) else { continue }
                    let width = Double(texture.width) / factor, height = Double(texture.height) / factor
                    let y = Self.captionPadding + Double(index) * Self.captionLineHeight + (Self.captionLineHeight - height) / 2
                    renderer.draw(texture, into: scale.rect(Rect(x: viewport.x + (viewport.width - width) / 2, y: y, width: width, height: height)))
                }
            }
            return try renderer.readPixels(size: size)
        }
    }
}

extension PixelBuffer {
    /// This picture with `other` under it, as wide as the wider of the two; the narrower one is
    /// padded on its right in the strip's near-black.
    public func stacked(over other: PixelBuffer) -> PixelBuffer {
        let joinedWidth = max(width, other.width)
        var joined = PixelBuffer(width: joinedWidth, height: height + other.height)
        for index in stride(from: 0, to: joined.bytes.count, by: 4) {
            let pad = Compositor.captionBackground
            joined.bytes[index] = pad.red; joined.bytes[index + 1] = pad.green; joined.bytes[index + 2] = pad.blue; joined.bytes[index + 3] = pad.alpha
        }
        for (part, top) in [(self, 0), (other, height)] {
            for row in 0..<part.height {
                let from = row * part.width * 4, to = (top + row) * joinedWidth * 4
                joined.bytes.replaceSubrange(to..<to + part.width * 4, with: part.bytes[from..<from + part.width * 4])
            }
        }
        return joined
    }
}
