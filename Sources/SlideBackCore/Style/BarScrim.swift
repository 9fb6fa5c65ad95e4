/// A gradient laid over the page under a transparent bar: `color` at `alpha` from the top of the
/// status area to three quarters of the bar, fading to nothing at the bar's bottom edge.
public struct BarScrim: Hashable, Sendable {
    /// Black under white text, white under dark text.
    public var color: Color
    /// Its opacity where it is strongest.
    public var alpha: Double

    /// The scrim's opacity at `y` points from the top of a screen whose bar ends at `barBottom`.
    public func alpha(atY y: Double, barBottom: Double) -> Double {
        let fadeStart = barBottom - ScreenLayout.barHeight / 4
        if y <= fadeStart { return alpha }
        return alpha * max(0, (barBottom - y) / (barBottom - fadeStart))
    }

    /// A colour seen through the scrim where it is strongest.
    func under(_ color: Color) -> Color { color.overlaid(with: self.color, alpha: alpha) }

    /// The faintest scrim, at least `minimumAlpha`, against which `title` has 4.5:1 contrast on
    /// the backdrop's worst colour (the lightest under white text, the darkest under dark); over
    /// an unknown photo, `unknownAlpha`.
    static func softest(keeping title: Color, readableOver backdrop: BarBackdrop?) -> BarScrim {
        let color: Color = title.relativeLuminance > 0.5 ? .black : .white
        guard let backdrop else { return BarScrim(color: color, alpha: unknownAlpha) }
        let worst = title.relativeLuminance > 0.5 ? backdrop.lightest : backdrop.darkest
        var alpha = minimumAlpha
        while alpha < maximumAlpha, title.contrastRatio(with: worst.overlaid(with: color, alpha: alpha)) < Color.minimumTextContrast {
            alpha += 0.05
        }
        return BarScrim(color: color, alpha: min(alpha, maximumAlpha))
    }

    /// The lightest scrim over a photo: enough to soften its busiest parts.
    static let minimumAlpha = 0.2
    /// The strongest: the photo still shows through.
    static let maximumAlpha = 0.85
    /// Over a photo nothing was measured of.
    static let unknownAlpha = 0.45
}
