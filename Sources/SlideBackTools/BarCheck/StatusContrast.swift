import SlideBackCore
import SlideBackRender

/// check-bars' fourth verdict (d): the contrast of the status text against what is under it, read
/// from the drawn pixels. The frame is drawn twice, as it is and without its status text; at each
/// place the text is drawn (from the frame's layers: where, never in what colour) the text's shape
/// is known from a mask drawn once, white on a dark grey (a black cover over the cleared black
/// is not drawn, so black would leave the last frame's pixels). The text is cut into strips three pixels wide;
/// a strip's contrast is its best pixel's (the most covered: a pixel half covered is half way)
/// against the same pixel without the text, and the text's contrast is its worst strip's. Where
/// text and page are one colour, every strip reads 1:1.
public struct StatusContrast {
    /// The text's coverage, 0...1, of each pixel of the status area (row by row), drawn at the
    /// status area's own place at scale 1.
    private let mask: [Double]
    /// The status area's size in pixels.
    private let width: Int, height: Int
    /// The columns of the mask the text covers, in strips: the first column and the width of each.
    private let strips: [(x: Int, width: Int)]

    /// Strips' width in pixels.
    static let stripWidth = 3
    /// What the mask's text is drawn on.
    static let maskGround = Color(rgb: 0x202020)

    /// The renderer the frames are read back from.
    private let renderer: SDLRenderer

    /// Draws the mask with `compositor` on `renderer`, on a screen of `screen` points.
    public init(compositor: Compositor, renderer: SDLRenderer, screen: Size) throws {
        let area = ScreenLayout(screen: screen).statusArea
        let frame = Frame(screen: screen, snapshots: [], groups: [LayerGroup(.page, layers: [
            Layer(.fill(Self.maskGround), frame: Rect(size: screen)), Layer(.statusBar(StatusInk(.white)), frame: area),
        ])], topTitle: "", style: .slideback)
        try compositor.draw(frame)
        let pixels = try renderer.readPixels()
        let (columns, rows) = (Int(area.width), Int(area.height))
        let ground = Double(Self.maskGround.red)
        var mask = [Double](repeating: 0, count: columns * rows)
        for y in 0..<rows {
            for x in 0..<columns { mask[y * columns + x] = (Double(pixels.pixel(x: x, y: y).red) - ground) / (255 - ground) }
        }
        var strips: [(x: Int, width: Int)] = []
        for x in Swift.stride(from: 0, to: columns, by: Self.stripWidth) {
            let strip = x..<min(columns, x + Self.stripWidth)
            if strip.contains(where: { column in (0..<rows).contains { mask[$0 * columns + column] >= 0.9 } }) {
                strips.append((x, strip.count))
            }
        }
        (width, height, self.mask, self.renderer) = (columns, rows, mask, renderer)
        self.strips = strips
    }

    /// The worst contrast of the status texts `frame` draws unscaled (a scaled page's text is
    /// part of its picture) in its `drawn` pixels, against the same frame drawn again without them
    /// with `compositor`; `nil` when it draws none.
    public func worstContrast(of frame: Frame, drawn: PixelBuffer, compositor: Compositor) throws -> Double? {
        let texts = frame.layers.filter { layer in
            BarCheck.isStatus(layer) && layer.frame.width == Double(width) && layer.frame.height == Double(height)
        }
        guard !texts.isEmpty else { return nil }
        var bare = frame
        for index in bare.groups.indices { bare.groups[index].layers.removeAll(where: BarCheck.isStatus) }
        try compositor.draw(bare)
        let under = try renderer.readPixels()
        return texts.map { worstContrast(at: Point(x: $0.frame.x, y: $0.frame.y), drawn: drawn, bare: under) }.min()
    }

    /// The worst strip's contrast of the status text whose area's top left corner is drawn at
    /// `origin` (points, scale 1), in `drawn` against `bare` (the same frame without the text).
    func worstContrast(at origin: Point, drawn: PixelBuffer, bare: PixelBuffer) -> Double {
        // The text's place is snapped to whole pixels as every copy is (half up).
        let dx = Int((origin.x + 0.5).rounded(.down)), dy = Int((origin.y + 0.5).rounded(.down))
        var worst = Double.infinity
        for strip in strips {
            var best: Double?
            for y in 0..<height {
                for x in strip.x..<(strip.x + strip.width) {
                    let screenX = x + dx, screenY = y + dy
                    guard mask[y * width + x] >= 0.5, screenX >= 0, screenX < drawn.width, screenY >= 0, screenY < drawn.height else { continue }
                    best = max(best ?? 0, Self.color(drawn, screenX, screenY).contrastRatio(with: Self.color(bare, screenX, screenY)))
                }
            }
            if let best { worst = min(worst, best) }
        }
        return worst
    }

    private static func color(_ buffer: PixelBuffer, _ x: Int, _ y: Int) -> Color {
        let pixel = buffer.pixel(x: x, y: y)
        return Color(red: pixel.red, green: pixel.green, blue: pixel.blue)
    }
}
