import SlideBackRender

/// A grid of evenly spaced frames of a run, each a thumbnail labelled with its frame number: one
/// picture that shows a whole transition at a glance (`--contact-sheet`).
///
/// A run's length is not known in advance (a window runs until it is closed), so the sheet keeps
/// thumbnails of frames at least `spacing` frames apart and, whenever more than `capacity` are
/// kept, drops every other one and doubles the spacing. Memory stays bounded however long the
/// run, and the kept frames stay evenly spread over it; the last frame is always shown.
public struct ContactSheet {
    /// Thumbnails on the sheet (fewer when the run had fewer frames).
    public let cells: Int
    /// Thumbnails per row.
    public let columns: Int
    /// Thumbnail size as a fraction of the frame's.
    public let scale: Double
    /// Pixels between thumbnails and around the edge.
    public static let gap = 4
    /// Most thumbnails kept before thinning; comfortably more than `cells`, so the picks are
    /// close to evenly spaced even after thinning.
    static let capacity = 48

    /// Thumbnails kept so far with their frame numbers, oldest first.
    private var kept: [(frame: Int, thumbnail: PixelBuffer)] = []
    /// Least frames between two kept thumbnails; doubles at each thinning.
    private var spacing = 1
    /// The latest frame at full size, so the sheet can end on it whether or not it was kept.
    private var latest: (frame: Int, pixels: PixelBuffer)?

    /// A sheet of `cells` thumbnails in rows of `columns`, each `scale` of a frame's size.
    public init(cells: Int = 12, columns: Int = 4, scale: Double = 0.25) {
        self.cells = max(1, cells)
        self.columns = max(1, columns)
        self.scale = scale
    }

    /// The sheet's size in pixels for `count` thumbnails of frames `width` x `height`.
    public static func size(frameWidth width: Int, frameHeight height: Int, count: Int, columns: Int,
                            scale: Double) -> (width: Int, height: Int) {
        let thumbnail = PixelBuffer.scaledSize(width: width, height: height, by: scale)
        let across = min(count, columns), down = (count + columns - 1) / columns
        return (across * thumbnail.width + (across + 1) * gap, down * thumbnail.height + (down + 1) * gap)
    }

    /// Offers frame number `frame` (frame numbers only grow); it is kept if it is far enough
    /// from the last kept one. Only kept frames are scaled down, so most frames cost nothing.
    public mutating func add(_ pixels: PixelBuffer, frame: Int) {
        latest = (frame, pixels)
        if let last = kept.last, frame < last.frame + spacing { return }
        kept.append((frame, pixels.downscaled(by: scale)))
        if kept.count > Self.capacity {
            kept = kept.enumerated().filter { $0.offset % 2 == 0 }.map(\.element)
            spacing *= 2
        }
    }

    /// The finished sheet under `header` (the styles' caption strip, so the sheet names what it
    /// shows), or `nil` if no frame was added.
    public func makeImage(header: PixelBuffer?) -> PixelBuffer? {
        guard let sheet = makeImage() else { return nil }
        return header.map { $0.stacked(over: sheet) } ?? sheet
    }

    /// The finished sheet, or `nil` if no frame was added.
    public func makeImage() -> PixelBuffer? {
        guard let latest else { return nil }
        var candidates = kept
        if candidates.last?.frame != latest.frame {
            candidates.append((latest.frame, latest.pixels.downscaled(by: scale)))
        }
        let count = min(cells, candidates.count)
        // Evenly spaced by position among the candidates, which are themselves evenly spread:
        // the first and the last frame are always on the sheet, and no frame appears twice.
        let picks = (0..<count).map { count == 1 ? candidates.count - 1 : ($0 * (candidates.count - 1) + (count - 1) / 2) / (count - 1) }
        let thumbnail = candidates[0].thumbnail
        let size = Self.size(frameWidth: latest.pixels.width, frameHeight: latest.pixels.height, count: count,
                             columns: columns, scale: scale)
        var sheet = PixelBuffer(width: size.width, height: size.height)
        for index in stride(from: 0, to: sheet.bytes.count, by: 4) {
            sheet.bytes[index] = 0x20; sheet.bytes[index + 1] = 0x20; sheet.bytes[index + 2] = 0x20; sheet.bytes[index + 3] = 255
        }
        let zoom = thumbnail.width >= 80 ? 2 : 1
        for (cell, pick) in picks.enumerated() {
            let x = Self.gap + (cell % columns) * (thumbnail.width + Self.gap)
            let y = Self.gap + (cell / columns) * (thumbnail.height + Self.gap)
            copy(candidates[pick].thumbnail, into: &sheet, x: x, y: y)
            let plate = DigitStamp.plateSize(for: candidates[pick].frame, zoom: zoom)
            DigitStamp.draw(candidates[pick].frame, into: &sheet, x: x + zoom, y: y + thumbnail.height - plate.height - zoom, zoom: zoom)
        }
        return sheet
    }

    /// Copies `image` into `sheet` with its top-left corner at (`x`, `y`), row by row.
    private func copy(_ image: PixelBuffer, into sheet: inout PixelBuffer, x: Int, y: Int) {
        let rowBytes = min(image.width, sheet.width - x) * 4
        guard rowBytes > 0 else { return }
        for row in 0..<min(image.height, sheet.height - y) {
            let from = row * image.width * 4, to = ((y + row) * sheet.width + x) * 4
            sheet.bytes.replaceSubrange(to..<to + rowBytes, with: image.bytes[from..<from + rowBytes])
        }
    }
}
