import CFriBidi
import CSDL2
import CSDL2TTF
import Foundation
import SlideBackCore

/// Lays out one line of text in any script: the Unicode bidirectional algorithm (FriBidi) splits
/// it into runs of one direction, each run is drawn by a font that has its glyphs (the title font,
/// else one Fontconfig finds) with HarfBuzz told its direction and script, so Arabic joins and
/// Hebrew reads right to left, and the runs are placed in visual order. A line wider than
/// `maximumWidth` keeps its start and ends in an ellipsis.
final class TitleShaper {
    /// A piece of the line drawn by one font in one direction.
    private struct Run {
        var scalars: [Unicode.Scalar]
        let fontPath: String
        let level: Int8
        var isRightToLeft: Bool { level % 2 == 1 }
        var text: String { String(String.UnicodeScalarView(scalars)) }
    }

    private let primaryPath: String
    private let fallback = FontFallback()
    /// Fonts by file and pixel size; their direction and script are set per run.
    private var fonts: [String: SDLFont] = [:]

    init(primaryPath: String) {
        self.primaryPath = primaryPath
    }

    /// Whether `text` needs more than the title font drawing it left to right.
    func needsShaping(_ text: String, pixelSize: Int) throws -> Bool {
        let primary = try font(primaryPath, pixelSize)
        return text.unicodeScalars.contains { Self.isRightToLeft($0) || TTF_GlyphIsProvided32(primary.pointer, $0.value) == 0 }
    }

    /// The line drawn in `color`, at most `maximumWidth` pixels wide (`nil`: any width); the
    /// caller frees the surface. `nil` for an empty line.
    func render(_ text: String, color: Color4, pixelSize: Int, maximumWidth: Int?) throws -> UnsafeMutablePointer<SDL_Surface>? {
        var scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return nil }
        if let maximumWidth, try width(of: runs(scalars, pixelSize), pixelSize) > maximumWidth {
            scalars = try fitted(scalars, pixelSize: pixelSize, maximumWidth: maximumWidth)
        }
        return try compose(visualOrder(runs(scalars, pixelSize)), color: color, pixelSize: pixelSize)
    }

    /// How wide `render` draws `text` without a maximum width, in pixels, without drawing it.
    func width(_ text: String, pixelSize: Int) throws -> Int {
        let scalars = Array(text.unicodeScalars)
        return scalars.isEmpty ? 0 : try width(of: runs(scalars, pixelSize), pixelSize)
    }

    /// The runs of `text` in visual order, left to right: their text (logical order within a
    /// run), whether each is right to left, and the font file drawing it.
    func visualRuns(_ text: String, pixelSize: Int) throws -> [(text: String, rightToLeft: Bool, fontPath: String)] {
        try visualOrder(runs(Array(text.unicodeScalars), pixelSize)).map { ($0.text, $0.isRightToLeft, $0.fontPath) }
    }

    /// The longest start of `scalars`, cut between characters, that fits with "…" after it.
    private func fitted(_ scalars: [Unicode.Scalar], pixelSize: Int, maximumWidth: Int) throws -> [Unicode.Scalar] {
        let characters = String(String.UnicodeScalarView(scalars)).map { Array($0.unicodeScalars) }
        var low = 0, high = characters.count
        while low < high {
            let middle = (low + high + 1) / 2
            let candidate: [Unicode.Scalar] = characters.prefix(middle).flatMap { $0 } + ["…"]
            if try width(of: runs(candidate, pixelSize), pixelSize) <= maximumWidth { low = middle } else { high = middle - 1 }
        }
        let kept: [Unicode.Scalar] = characters.prefix(low).flatMap { $0 }
        return kept + ["…"]
    }

    /// The runs of `scalars` in logical order: a new run wherever the level or the font changes.
    private func runs(_ scalars: [Unicode.Scalar], _ pixelSize: Int) throws -> [Run] {
        let levels = Self.embeddingLevels(scalars)
        let primary = try font(primaryPath, pixelSize)
        var runs: [Run] = []
        for (index, scalar) in scalars.enumerated() {
            // Marks, joiners and selectors stay with what they attach to.
            let attaches = scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
                || scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) || (0x1F3FB...0x1F3FF).contains(scalar.value)
            if attaches, !runs.isEmpty {
                runs[runs.count - 1].scalars.append(scalar)
                continue
            }
            let path = TTF_GlyphIsProvided32(primary.pointer, scalar.value) != 0 ? primaryPath : (fallback.fontPath(for: scalar) ?? primaryPath)
            if let last = runs.last, last.fontPath == path, last.level == levels[index] {
                runs[runs.count - 1].scalars.append(scalar)
            } else {
                runs.append(Run(scalars: [scalar], fontPath: path, level: levels[index]))
            }
        }
        return runs
    }

    /// Rule L2 of the bidirectional algorithm: from the highest level down to the lowest odd one,
    /// reverse every sequence of runs at that level or above.
    private func visualOrder(_ runs: [Run]) -> [Run] {
        guard let highest = runs.map(\.level).max(), highest > 0 else { return runs }
        let lowestOdd = runs.map(\.level).filter { $0 % 2 == 1 }.min() ?? highest
        var ordered = runs
        var level = highest
        while level >= lowestOdd {
            var start = 0
            while start < ordered.count {
                guard ordered[start].level >= level else { start += 1; continue }
                var end = start
                while end < ordered.count && ordered[end].level >= level { end += 1 }
                ordered[start..<end].reverse()
                start = end
            }
            level -= 1
        }
        return ordered
    }

    /// The font of a run, told the run's direction and script.
    private func prepared(_ run: Run, _ pixelSize: Int) throws -> SDLFont {
        let font = try self.font(run.fontPath, pixelSize)
        TTF_SetFontDirection(font.pointer, run.isRightToLeft ? TTF_DIRECTION_RTL : TTF_DIRECTION_LTR)
        TTF_SetFontScriptName(font.pointer, Self.scriptTag(run.scalars))
        return font
    }

    /// The width of `runs` drawn, in pixels (runs of bitmap fonts, such as colour emoji, are
    /// scaled to the title font's height).
    private func width(of runs: [Run], _ pixelSize: Int) throws -> Int {
        let lineHeight = Int(TTF_FontHeight(try font(primaryPath, pixelSize).pointer))
        return try runs.reduce(0) { total, run in
            let font = try prepared(run, pixelSize)
            var width: Int32 = 0, height: Int32 = 0
            guard TTF_SizeUTF8(font.pointer, run.text, &width, &height) == 0 else { return total }
            return total + Self.scaledWidth(Int(width), height: Int(height), lineHeight: lineHeight)
        }
    }

    /// Draws the runs left to right onto one transparent surface, on the title font's baseline.
    private func compose(_ runs: [Run], color: Color4, pixelSize: Int) throws -> UnsafeMutablePointer<SDL_Surface>? {
        let primary = try font(primaryPath, pixelSize)
        let lineHeight = Int(TTF_FontHeight(primary.pointer)), ascent = Int(TTF_FontAscent(primary.pointer))
        var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, rect: SDL_Rect)] = []
        defer { pieces.forEach { SDL_FreeSurface($0.surface) } }
        var x = 0
        for run in runs {
            let font = try prepared(run, pixelSize)
            guard let surface = TTF_RenderUTF8_Blended(font.pointer, run.text, SDL_Color(r: color.red, g: color.green, b: color.blue, a: 255)) else { continue }
            let height = Int(surface.pointee.h)
            let width = Self.scaledWidth(Int(surface.pointee.w), height: height, lineHeight: lineHeight)
            let scaled = height > lineHeight * 3 / 2
            // A bitmap font (colour emoji) fills the line; any other sits on the title font's baseline.
            let y = scaled ? 0 : max(0, ascent - Int(TTF_FontAscent(font.pointer)))
            pieces.append((surface, SDL_Rect(x: Int32(x), y: Int32(y), w: Int32(width), h: Int32(scaled ? lineHeight : height))))
            x += width
        }
        guard x > 0 else { return nil }
        let height = max(lineHeight, pieces.map { Int($0.rect.y + $0.rect.h) }.max() ?? lineHeight)
        let line = try SDLError.check(SDL_CreateRGBSurfaceWithFormat(0, Int32(x), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
                                      "cannot make a surface for text")
        for piece in pieces {
            var rect = piece.rect
            SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_BLEND)
            _ = SDL_UpperBlitScaled(piece.surface, nil, line, &rect)
        }
        return line
    }

    private func font(_ path: String, _ pixelSize: Int) throws -> SDLFont {
        let key = "\(pixelSize) \(path)"
        if let font = fonts[key] { return font }
        let font = try SDLFont(path: path, pixelSize: pixelSize)
        fonts[key] = font
        return font
    }

    private static func scaledWidth(_ width: Int, height: Int, lineHeight: Int) -> Int {
        guard height > lineHeight * 3 / 2, height > 0 else { return width }
        return max(1, width * lineHeight / height)
    }

    /// Each scalar's embedding level (even: left to right, odd: right to left), the paragraph's
    /// direction taken from its first strong character.
    static func embeddingLevels(_ scalars: [Unicode.Scalar]) -> [Int8] {
        let count = Int32(scalars.count)
        var characters = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: scalars.count)
        var brackets = [FriBidiBracketType](repeating: 0, count: scalars.count)
        var levels = [FriBidiLevel](repeating: 0, count: scalars.count)
        fribidi_get_bidi_types(&characters, count, &types)
        fribidi_get_bracket_types(&characters, count, &types, &brackets)
        var direction = FriBidiParType(UInt32(FRIBIDI_TYPE_ON_VAL))
        guard fribidi_get_par_embedding_levels_ex(&types, &brackets, count, &direction, &levels) != 0 else {
            return [Int8](repeating: 0, count: scalars.count)
        }
        return levels.map { Int8($0) }
    }

    /// Whether a scalar is a strong right-to-left letter (Hebrew, Arabic, Syriac, Thaana, N'Ko...).
    static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        (0x0590...0x08FF).contains(scalar.value) || (0xFB1D...0xFDFF).contains(scalar.value) || (0xFE70...0xFEFF).contains(scalar.value)
            || (0x10800...0x10FFF).contains(scalar.value) || (0x1E800...0x1EFFF).contains(scalar.value)
    }

    /// The ISO 15924 tag of the first letter of a run with a known script, "Zyyy" (common) otherwise.
    static func scriptTag(_ scalars: [Unicode.Scalar]) -> String {
        for scalar in scalars {
            switch scalar.value {
            case 0x0590...0x05FF, 0xFB1D...0xFB4F: return "Hebr"
            case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: return "Arab"
            case 0x0400...0x052F: return "Cyrl"
            case 0x0370...0x03FF: return "Grek"
            case 0x0900...0x097F: return "Deva"
            case 0x0E00...0x0E7F: return "Thai"
            case 0x3040...0x309F: return "Hira"
            case 0x30A0...0x30FF: return "Kana"
            case 0xAC00...0xD7AF, 0x1100...0x11FF: return "Hang"
            case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2FFFF: return "Hani"
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F: return "Latn"
            default: continue
            }
        }
        return "Zyyy"
    }
}
