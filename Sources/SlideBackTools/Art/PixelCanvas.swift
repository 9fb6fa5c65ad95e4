import SlideBackCore

/// A drawing surface for the procedural art: a preallocated ARGB8888 pixel array plus
/// shape filling with anti-aliased edges. Drawing coordinates are in points; `scale`
/// maps them to pixels, so page layouts read like the iOS screens they imitate.
struct PixelCanvas {
    /// Width in pixels.
    let width: Int
    /// Height in pixels.
    let height: Int
    /// Pixels per point (2 for the pages, 3 for the back button).
    let scale: Double
    /// Row-major `0xAARRGGBB` pixels, straight alpha.
    private(set) var pixels: [UInt32]

    /// A canvas filled with `background` (use a zero-alpha colour for a transparent one).
    init(width: Int, height: Int, scale: Double, background: Color) {
        self.width = width
        self.height = height
        self.scale = scale
        self.pixels = [UInt32](repeating: PixelCanvas.pack(background), count: max(0, width * height))
    }

    /// The finished picture.
    func makeImage() throws -> PixelImage {
        try PixelImage(width: width, height: height, pixels: pixels)
    }

    /// Overwrites whole pixel rows from `top` to `bottom` (points) with one opaque colour per
    /// row: the fast path for vertical backdrops, which also compress best in PNG.
    mutating func fillRows(from top: Double, to bottom: Double, color: (Double) -> Color) {
        let firstRow = max(0, Int((top * scale).rounded()))
        let endRow = min(height, Int((bottom * scale).rounded()))
        guard firstRow < endRow else { return }
        let (width, scale) = (self.width, self.scale)
        pixels.withUnsafeMutableBufferPointer { buffer in
            for row in firstRow..<endRow {
                let value = PixelCanvas.pack(color((Double(row) + 0.5) / scale))
                for index in (row * width)..<((row + 1) * width) {
                    buffer[index] = value
                }
            }
        }
    }

    /// Fills `shape` with one colour, edges anti-aliased over one pixel.
    mutating func fill(_ shape: ArtShape, _ color: Color) {
        let (edge, scale) = (0.5 / scale, self.scale)
        paint(shape, inner: -edge, outer: edge, constant: color,
              coverage: { distance in 0.5 - distance * scale }, color: { _, _ in color })
    }

    /// Fills `shape` with a colour computed per point, for gradients and shading.
    mutating func fill(_ shape: ArtShape, shading: (Double, Double) -> Color) {
        let (edge, scale) = (0.5 / scale, self.scale)
        paint(shape, inner: -edge, outer: edge, constant: nil,
              coverage: { distance in 0.5 - distance * scale }, color: shading)
    }

    /// Paints `shape` blurred by `blur` points: drop shadows, glows and studio light.
    mutating func fillSoft(_ shape: ArtShape, blur: Double, _ color: Color) {
        paint(shape, inner: -blur, outer: blur, constant: color,
              coverage: { distance in 1 - ArtMath.smoothstep(-blur, blur, distance) }, color: { _, _ in color })
    }

    /// Blends colour over the pixels near `shape`, where `coverage` maps the signed distance to
    /// 0...1 and is 1 below `inner` and 0 above `outer`. The work is done in 8x8 blocks: one
    /// distance sample at a block's centre tells whether the whole block is outside (skipped) or
    /// inside (filled without per-pixel edge math), which keeps debug builds fast.
    private mutating func paint(_ shape: ArtShape, inner: Double, outer: Double, constant: Color?,
                                coverage: (Double) -> Double, color: (Double, Double) -> Color) {
        let (width, scale) = (self.width, self.scale)
        let firstColumn = max(0, Int(((shape.minX + inner - 1 / scale) * scale).rounded(.down)))
        let endColumn = min(width, Int(((shape.maxX + outer + 1 / scale) * scale).rounded(.up)))
        let firstRow = max(0, Int(((shape.minY + inner - 1 / scale) * scale).rounded(.down)))
        let endRow = min(height, Int(((shape.maxY + outer + 1 / scale) * scale).rounded(.up)))
        guard firstColumn < endColumn, firstRow < endRow else { return }
        let distance = shape.distance
        let solid = constant.flatMap { $0.alpha == 255 ? PixelCanvas.pack($0) : nil }
        let block = 8
        // Half the block diagonal in points, padded because some distances are estimates.
        let reach = Double(block) * 0.7072 / scale * 1.5 + 1 / scale
        pixels.withUnsafeMutableBufferPointer { buffer in
            for blockRow in stride(from: firstRow, to: endRow, by: block) {
                let rowEnd = min(blockRow + block, endRow)
                for blockColumn in stride(from: firstColumn, to: endColumn, by: block) {
                    let columnEnd = min(blockColumn + block, endColumn)
                    let centre = distance(Double(blockColumn + columnEnd) / 2 / scale, Double(blockRow + rowEnd) / 2 / scale)
                    if centre - reach > outer { continue }
                    let covered = centre + reach < inner
                    for row in blockRow..<rowEnd {
                        let y = (Double(row) + 0.5) / scale
                        var index = row * width + blockColumn
                        for column in blockColumn..<columnEnd {
                            if covered, let solid {
                                buffer[index] = solid
                            } else {
                                let x = (Double(column) + 0.5) / scale
                                let amount = covered ? 1 : coverage(distance(x, y))
                                if amount > 0 {
                                    buffer[index] = PixelCanvas.blend(color(x, y), amount: amount, over: buffer[index])
                                }
                            }
                            index += 1
                        }
                    }
                }
            }
        }
    }

    /// `0xAARRGGBB` for a colour.
    static func pack(_ color: Color) -> UInt32 {
        UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }

    /// Straight-alpha "source over": exact on transparent backgrounds (the back button) as well as opaque pages.
    static func blend(_ color: Color, amount: Double, over destination: UInt32) -> UInt32 {
        // Most pixels are opaque paint fully covered; skip the arithmetic for them.
        if amount >= 1 && color.alpha == 255 { return pack(color) }
        let sourceAlpha = Double(color.alpha) / 255 * min(amount, 1)
        if sourceAlpha >= 1 { return pack(color) }
        let destinationAlpha = Double(destination >> 24) / 255
        let keep = destinationAlpha * (1 - sourceAlpha)
        let outAlpha = sourceAlpha + keep
        guard outAlpha > 0 else { return destination }
        func channel(_ source: UInt8, _ shift: UInt32) -> UInt32 {
            let below = Double((destination >> shift) & 0xFF)
            let value = (Double(source) * sourceAlpha + below * keep) / outAlpha
            return UInt32(min(255, max(0, value.rounded()))) << shift
        }
        return UInt32((outAlpha * 255).rounded()) << 24
            | channel(color.red, 16) | channel(color.green, 8) | channel(color.blue, 0)
    }
}
