/// What a page shows under its bar: the average colour, and the darkest and the lightest
/// (by luminance), so that text can be made to read against the worst of them.
public struct BarBackdrop: Equatable, Hashable, Sendable {
    /// The mean colour.
    public var mean: Color
    /// The darkest colour.
    public var darkest: Color
    /// The lightest colour.
    public var lightest: Color

    /// Makes a backdrop.
    public init(mean: Color, darkest: Color, lightest: Color) {
        self.mean = mean
        self.darkest = darkest
        self.lightest = lightest
    }

    /// One flat colour.
    public init(flat color: Color) {
        self.init(mean: color, darkest: color, lightest: color)
    }
}
