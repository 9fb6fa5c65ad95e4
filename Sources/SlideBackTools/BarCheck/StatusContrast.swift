import SlideBackCore
import SlideBackRender

/// check-bars' fourth verdict (d): the contrast of the status text against what is under it, read
/// from the drawn pixels. The frame is drawn twice, as it is and without its status text; at each place the text is drawn (from the frame's layers: where,
/// never in what colour) the text's shape is known from a mask drawn once, white on a dark grey (a
/// black cover over the cleared black is not drawn, so black would leave the last frame's pixels).
/// The text is cut into strips three pixels wide; a strip's contrast is its best pixel's (the most
/// covered: a pixel half covered is half way) against the same pixel without the text, and the
/// text's contrast is its worst strip's. Where text and page are one colour, every strip reads 1:1.
public struct StatusContrast {
    /// The text's shape in a status area: each pixel's coverage, 0...1 (row by row), and the
    /// columns it covers, in strips (the first column and the width of each).
    private struct Shape {
        let mask: [Double]
        let strips: [(x: Int, width: Int)]
    }

    /// The text's shape as drawn in a left-to-right run, and mirrored (a right-to-left run's,
    /// `Layer.mirrored`), drawn at the status area's own place at scale 1.
    private let plain: Shape, mirrored: Shape
    /// The status area's size in pixels.
    private let width: Int, height: Int

    /// Strips' width in pixels.
    static let stripWidth = 3
    /// What the mask's text is drawn on.
    static let maskGround = Color(rgb: 0x202020)

    /// The renderer the frames are read back from.
    private let renderer: SDLRenderer

    /// Draws the masks with `compositor` on `renderer`, on a screen of `screen` points.
    public init(compositor: Compositor, renderer: SDLRenderer, screen: Size) throws {
        let area = ScreenLayout(screen: screen).statusArea
        let (columns, rows) = (Int(area.width), Int(area.height))
        func shape(mirrored: Bool) throws -> Shape {
            var text = Layer(.statusBar(StatusInk(.white)), frame: area)
            text.mirrored = mirrored
            let frame = Frame(screen: screen, snapshots: [], groups: [LayerGroup(.page, layers: [
                Layer(.fill(Self.maskGround), frame: Rect(size: screen)), text,
            ])], topTitle: "", style: .slideback)
            try compositor.draw(frame)
            let pixels = try renderer.readPixels()
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
            return Shape(mask: mask, strips: strips)
        }
        (plain, mirrored, width, height, self.renderer) = (try shape(mirrored: false), try shape(mirrored: true), columns, rows, renderer)
    }

    /// The worst contrast of the status texts `frame` draws unscaled (a scaled page's text is
    /// part of its picture) in its `drawn` pixels, against the same frame drawn again without them
    /// with `compositor` (the status band's rows read back); `nil` when it draws none.
    public func worstContrast(of frame: Frame, drawn: PixelBuffer, compositor: Compositor) throws -> Double? {
        let texts = frame.layers.filter { layer in
            BarCheck.isStatus(layer) && layer.frame.width == Double(width) && layer.frame.height == Double(height)
        }
        guard !texts.isEmpty else { return nil }
        var bare = frame
        for index in bare.groups.indices { bare.groups[index].layers.removeAll(where: BarCheck.isStatus) }
        try compositor.draw(bare)
        // Only the rows the texts lie in are read back (a twentieth of the screen).
        let under = try renderer.readPixels(rows: Int((texts.map(\.frame.maxY).max() ?? frame.screen.height).rounded(.up)))
        return texts.map { worstContrast(at: Point(x: $0.frame.x, y: $0.frame.y), mirrored: $0.mirrored, drawn: drawn, bare: under) }.min()
    }

    /// Whether `frame` draws its status text on the same pixels as `other`, so its contrast is
    /// `other`'s without drawing it again: the frames are alike but for the clock pill's seconds,
    /// on a pill that lies below the status area of a page that is only moved (a frame held
    /// still, or at rest, differs from the last by nothing else).
    public static func readsAlike(_ frame: Frame, _ other: Frame) -> Bool {
        func steady(_ frame: Frame) -> Frame? {
            var steady = frame
            for (groupIndex, group) in frame.groups.enumerated() {
                for (layerIndex, layer) in group.layers.enumerated() {
                    guard case .clock = layer.content else { continue }
                    guard group.transform.isTranslationOnly, layer.frame.y + group.transform.y >= ScreenLayout.statusHeight else { return nil }
                    steady.groups[groupIndex].layers[layerIndex].content = .clock(seconds: 0)
                }
            }
            return steady
        }
        guard let one = steady(frame) else { return false }
        return one == steady(other)
    }

    /// The worst strip's contrast of the status text whose area's top left corner is drawn at
    /// `origin` (points, scale 1), `mirrored` or not, in `drawn` against `bare` (the same frame
    /// without the text).
    func worstContrast(at origin: Point, mirrored isMirrored: Bool, drawn: PixelBuffer, bare: PixelBuffer) -> Double {
        let (mask, strips) = isMirrored ? (mirrored.mask, mirrored.strips) : (plain.mask, plain.strips)
        // The text's place is snapped to whole pixels as every copy is (half up).
        let dx = Int((origin.x + 0.5).rounded(.down)), dy = Int((origin.y + 0.5).rounded(.down))
        var worst = Double.infinity
        for strip in strips {
            var best: Double?
            for y in 0..<height {
                for x in strip.x..<(strip.x + strip.width) {
                    let screenX = x + dx, screenY = y + dy
                    guard mask[y * width + x] >= 0.5, screenX >= 0, screenX < drawn.width, screenY >= 0, screenY < min(drawn.height, bare.height)
                    else { continue }
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
