/// The status ink `Frame.readable` chooses for one preferred colour, over the colours under the
/// text at many points of one frame. Each colour's contrasts with the four inks it may choose are
/// worked out once and kept: a frame judges a few dozen colours thousands of times, and making a
/// list of colours and judging it again at every point took a third of choosing the inks. A
/// list's contrasts are the least of its colours' (`Contrasts`), so the choice is exactly
/// `Frame.readable`'s.
struct StatusJudge {
    /// The least contrast of each ink the choice is between against a list of colours, each
    /// colour taken as the renderer may draw it (`Frame.rounded`): 21 (none worse) for none.
    struct Contrasts {
        var preferred = 21.0, white = 21.0, darkInk = 21.0, black = 21.0

        /// The contrasts of the inks against `color` alone, `preferred` being the first ink.
        init(of color: Color, preferring preferred: Color) {
            func contrast(_ ink: Color) -> Double { ink.contrastRatio(with: Frame.rounded(color, toward: ink)) }
            // Through `include`, as for a list: none above 21, as `Frame.readable` had it.
            include((contrast(preferred), contrast(.white), contrast(.darkInk), contrast(.black)))
        }

        /// Against no colour: the best there is.
        init() {}

        /// Against these colours and `other`'s too.
        mutating func include(_ other: Contrasts) {
            include((other.preferred, other.white, other.darkInk, other.black))
        }

        private mutating func include(_ other: (preferred: Double, white: Double, darkInk: Double, black: Double)) {
            preferred = min(preferred, other.preferred)
            white = min(white, other.white)
            darkInk = min(darkInk, other.darkInk)
            black = min(black, other.black)
        }

        /// `preferred` where it reaches 4.5:1 against every colour; else of dark ink and white the
        /// one whose worst contrast is higher, or black where neither reaches 4.5:1.
        func choice(preferring preferred: Color) -> Color {
            if self.preferred >= Color.minimumTextContrast { return preferred }
            let whiteIsBetter = white > darkInk
            guard (whiteIsBetter ? white : darkInk) < Color.minimumTextContrast else { return whiteIsBetter ? .white : .darkInk }
            return black > white ? .black : .white
        }
    }

    /// The colour asked for.
    let preferred: Color
    /// The colours judged so far, by a slot their red, green and blue pick (a flag above them
    /// marks a used slot), and their contrasts: a colour meeting another in its slot takes it.
    private var keys = [UInt32](repeating: 0, count: Self.slots)
    private var judged = [Contrasts](repeating: Contrasts(), count: Self.slots)
    private static let slots = 64

    /// A judge of inks for text that asks for `preferred`.
    init(preferring preferred: Color) {
        self.preferred = preferred
    }

    /// The contrasts of the inks against `color`.
    mutating func contrasts(_ color: Color) -> Contrasts {
        // The renderer draws a colour as opaque: only red, green and blue are judged.
        let key = 1 << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
        let slot = Int((key &* 2_654_435_761) >> 26)
        if keys[slot] == key { return judged[slot] }
        let found = Contrasts(of: color, preferring: preferred)
        keys[slot] = key
        judged[slot] = found
        return found
    }

    /// The contrasts of the inks against every one of `colors`.
    mutating func contrasts(_ colors: [Color]) -> Contrasts {
        var lowest = Contrasts()
        for color in colors { lowest.include(contrasts(color)) }
        return lowest
    }

    /// The ink over `colors`: `Frame.readable(preferred, over: colors)`.
    mutating func readable(over colors: [Color]) -> Color {
        contrasts(colors).choice(preferring: preferred)
    }
}
