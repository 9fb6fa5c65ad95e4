import SlideBackRender

/// Draws frame numbers into a `PixelBuffer` with a built-in 3 x 5 pixel font, white on a black
/// plate. The contact sheet uses it instead of SDL_ttf so that it works without any font
/// installed and draws exactly the same pixels everywhere.
public enum DigitStamp {
    /// The glyphs of 0-9, five rows of three bits each (the high bit is the left column).
    private static let glyphs: [[UInt8]] = [
        [0b111, 0b101, 0b101, 0b101, 0b111], [0b010, 0b110, 0b010, 0b010, 0b111],
        [0b111, 0b001, 0b111, 0b100, 0b111], [0b111, 0b001, 0b111, 0b001, 0b111],
        [0b101, 0b101, 0b111, 0b001, 0b001], [0b111, 0b100, 0b111, 0b001, 0b111],
        [0b111, 0b100, 0b111, 0b101, 0b111], [0b111, 0b001, 0b010, 0b010, 0b010],
        [0b111, 0b101, 0b111, 0b101, 0b111], [0b111, 0b101, 0b111, 0b001, 0b111],
    ]

    /// The size in pixels of the plate `number` is drawn on, with each font pixel `zoom` pixels
    /// wide: a `zoom`-pixel margin around glyphs that are 3 wide with a 1-pixel gap.
    public static func plateSize(for number: Int, zoom: Int) -> (width: Int, height: Int) {
        let digits = String(max(0, number)).count
        return ((digits * 4 + 1) * zoom, 7 * zoom)
    }

    /// Draws `number` (non-negative) with its plate's top-left corner at (`x`, `y`); whatever
    /// falls outside the buffer is left out.
    public static func draw(_ number: Int, into buffer: inout PixelBuffer, x: Int, y: Int, zoom: Int) {
        let plate = plateSize(for: number, zoom: zoom)
        fill(&buffer, x: x, y: y, width: plate.width, height: plate.height, gray: 0)
        for (position, character) in String(max(0, number)).enumerated() {
            guard let digit = character.wholeNumberValue else { continue }
            for (row, bits) in glyphs[digit].enumerated() {
                for column in 0..<3 where bits & (0b100 >> column) != 0 {
                    fill(&buffer, x: x + (1 + position * 4 + column) * zoom, y: y + (1 + row) * zoom,
                         width: zoom, height: zoom, gray: 255)
                }
            }
        }
    }

    /// Fills a rectangle, clipped to the buffer, with an opaque grey.
    private static func fill(_ buffer: inout PixelBuffer, x: Int, y: Int, width: Int, height: Int, gray: UInt8) {
        let left = max(0, x), right = min(buffer.width, x + width)
        let top = max(0, y), bottom = min(buffer.height, y + height)
        guard left < right, top < bottom else { return }
        for row in top..<bottom {
            for column in left..<right {
                let index = (row * buffer.width + column) * 4
                buffer.bytes[index] = gray
                buffer.bytes[index + 1] = gray
                buffer.bytes[index + 2] = gray
                buffer.bytes[index + 3] = 255
            }
        }
    }
}
