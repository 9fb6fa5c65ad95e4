/// The one navigation bar all pages share in the stock transition: it never moves; its background
/// colour and its contents cross-fade from one page's to the other's.
struct SharedBar {
    /// The pages, depths and clock.
    let context: StyleContext

    /// The bar and the one status text, `fraction` of the way from `front`'s bar to `back`'s; without the
    /// mixed background when each page carries its own (`withBackground` false).
    func crossFade(from front: PageInstance, to back: PageInstance, fraction: Double, withBackground: Bool = true) -> [Layer] {
        // A spring that overshoots carries the progress past 0 or 1; a fade stops at its ends.
        let fraction = min(1, max(0, fraction))
        let layout = context.pages.layout
        let frontBar = context.bar(of: front)
        let backBar = context.bar(of: back)
        var layers: [Layer] = []
        // A transparent or hidden bar has no background: it fades as the other colour with no
        // opacity, which is exactly why the stock cross-fade smears an opaque bar over a photo.
        let background = Self.mix(frontBar?.background, backBar?.background, fraction)
        if withBackground, background.alpha > 0 {
            let plain = BarContent(background: background, title: "", titleColor: .white, showsBackButton: false)
            layers.append(Layer(.navigationBar(plain), frame: layout.barBackground))
        }
        // Titles and buttons: the front page's fade out as the back page's fade in, in place.
        for (bar, alpha) in [(frontBar, 1 - fraction), (backBar, fraction)] {
            guard var contents = bar, alpha > 0 else { continue }
            contents.background = nil
            layers.append(Layer(.navigationBar(contents), frame: layout.barBackground, alpha: alpha))
        }
        layers.append(context.pages.systemStatus(from: front, to: back, progress: fraction))
        return layers
    }

    /// Straight-alpha mix of two optional colours; a missing colour fades as the other one at alpha 0.
    static func mix(_ from: Color?, _ to: Color?, _ fraction: Double) -> Color {
        let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
        let start = from ?? Color(red: (to ?? clear).red, green: (to ?? clear).green, blue: (to ?? clear).blue, alpha: 0)
        let end = to ?? Color(red: start.red, green: start.green, blue: start.blue, alpha: 0)
        let share: Double = min(1, max(0, fraction))
        // In typed steps: as one expression it took the type checker 0.5 s.
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let low = Double(a), high = Double(b)
            let mixed: Double = low + (high - low) * share
            return UInt8(mixed.rounded())
        }
        return Color(red: channel(start.red, end.red), green: channel(start.green, end.green),
                     blue: channel(start.blue, end.blue), alpha: channel(start.alpha, end.alpha))
    }
}
