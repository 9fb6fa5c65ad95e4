import CSDL2
import Foundation
import SlideBackCore

extension PagePainter {
    /// Paints one piece of a live page's elements exactly where the core placed it; mirrored, a
    /// chevron points the other way, a switch's knob sits at the other end and text keeps to the
    /// other side (a leading text goes right), as UIKit mirrors them.
    func paintPiece(_ piece: PagePiece, place: Placement, alpha: Double, scale: PixelScale) {
        let frame = place.frame
        switch piece {
        case .box(let color, let radius):
            fillRounded(scale.rect(frame), radius: radius * scale.factor, color4(color, alpha: alpha))
        case .text(let string, let size, let color, let alignment):
            paintText(string, size: size, color: color, alignment: place.mirrored ? alignment.mirrored : alignment, frame: frame,
                      alpha: alpha, scale: scale)
        case .image(let path, let fromTop):
            guard let texture = assets.imageTexture(path: path) else { return }
            let source = aspectFillSource(texture, frame: frame, fromTop: fromTop), destination = scale.rect(frame)
            // Scaled once to the whole pixels the copy covers (`SDLRenderer.snapped`), then copied unscaled.
            let drawn = SDLRenderer.snapped(destination)
            if let scaled = assets.imageTexture(path: path, source: source, width: Int(drawn.w), height: Int(drawn.h)) {
                return drawPicture(scaled, into: destination, alpha: alpha)
            }
            drawPicture(texture, source: source, into: destination, alpha: alpha)
        case .chevron(let color):
            let points = [(0.0, 0.0), (1.0, 0.5), (0.0, 1.0)].map { point in
                SDL_FPoint(x: Float(scale.origin.x + place.x(atFraction: point.0) * scale.factor),
                           y: Float(scale.origin.y + (frame.y + point.1 * frame.height) * scale.factor))
            }
            renderer.drawLines(points, color: color4(color, alpha: alpha), thickness: scale.pixels(2))
        case .toggle(let isOn):
            let track = isOn ? Color(rgb: 0x34C759) : Color(rgb: 0xE9E9EA)
            fillRounded(scale.rect(frame), radius: frame.height / 2 * scale.factor, color4(track, alpha: alpha))
            let knob = frame.height - 4
            let knobFrame = place(Rect(x: isOn ? frame.maxX - 2 - knob : frame.x + 2, y: frame.y + 2, width: knob, height: knob))
            fillRounded(scale.rect(knobFrame), radius: knob / 2 * scale.factor, color4(.white, alpha: alpha))
        }
    }

    /// One line of text in its frame: vertically centred, placed as `alignment` says, cut with "…"
    /// at the frame's width.
    private func paintText(_ string: String, size: Double, color: Color, alignment: TextAlignment, frame: Rect, alpha: Double,
                           scale: PixelScale) {
        guard frame.width > 1, let texture = text.texture(string, color: color, pixelSize: scale.pixels(size),
                                                          maximumWidth: Int(frame.width * scale.factor)) else { return }
        let width = min(Double(texture.width) / scale.factor, frame.width), height = Double(texture.height) / scale.factor
        let x: Double
        switch alignment {
        case .leading: x = frame.x
        case .center: x = frame.x + (frame.width - width) / 2
        case .trailing: x = frame.maxX - width
        }
        let source = SDL_Rect(x: 0, y: 0, w: Int32(width * scale.factor), h: Int32(texture.height))
        drawPicture(texture, source: source, into: scale.rect(Rect(x: x, y: frame.y + (frame.height - height) / 2, width: width, height: height)),
                    alpha: alpha)
    }

    /// A rectangle (pixels) with corners of `radius` pixels: the middle in one fill, each corner
    /// row as one span, so nothing is blended twice; all in one call (`SDLRenderer.fill(_:_:)`
    /// with a list), as a box at 2x has dozens of rows.
    func fillRounded(_ rect: SDL_FRect, radius: Double, _ color: Color4) {
        let r = min(Double(min(rect.w, rect.h)) / 2, radius)
        guard r >= 1 else { return renderer.fill(rect, color) }
        let rows = Int(r.rounded(.up))
        let band = Float(rows)
        var spans = [SDL_FRect(x: rect.x, y: rect.y + band, w: rect.w, h: max(0, rect.h - 2 * band))]
        spans.reserveCapacity(1 + 2 * rows)
        for row in 0..<rows {
            let dy = r - Double(row) - 0.5
            let inset = Float(r - (max(0, r * r - dy * dy)).squareRoot())
            let span = max(0, rect.w - 2 * inset)
            spans.append(SDL_FRect(x: rect.x + inset, y: rect.y + Float(row), w: span, h: 1))
            spans.append(SDL_FRect(x: rect.x + inset, y: rect.y + rect.h - Float(row) - 1, w: span, h: 1))
        }
        renderer.fill(spans, color)
    }
}
