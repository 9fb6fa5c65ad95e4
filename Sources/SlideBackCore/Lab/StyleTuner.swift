/// The tuning panel (T): every constant of a style, one selected, changed a step at a time, with
/// the spring also set by response and damping fraction. It holds the spec being tuned and the
/// spec it started from, so it can say what differs and reset to it; the stage hands the tuned
/// spec to the left screen once that screen is idle.
public struct StyleTuner: Sendable {
    /// One line of the panel.
    public struct Row: Equatable, Sendable {
        /// The style-file key, or a derived spring quantity's name.
        public var key: String
        /// The value as the panel shows it, and the starting spec's.
        public var value: String, original: String
        /// Whether it differs from the starting spec.
        public var changed: Bool { value != original }
    }

    /// The spec the tuning started from.
    public let original: StyleSpec
    /// The spec as tuned.
    public private(set) var spec: StyleSpec {
        didSet { if spec.spring != oldValue.spring { settleTime = SpringShape(spec).settleTime(spec.spring) } }
    }
    /// How long the tuned and the starting spring take to rest: simulated once per change, not
    /// each time the panel is drawn.
    private var settleTime: Double
    private let originalSettleTime: Double
    /// The row selected.
    public private(set) var selected = 0
    /// Set when W asks for the tuned style to be written; the program writes it and clears it.
    public var writeRequested = false
    /// Set by E: the program writes the style file, its export and a web page, then clears it.
    public var exportRequested = false
    /// A line the panel shows under its rows (where the file went, or why it did not).
    public var message: String?

    /// Tunes `spec`.
    public init(_ spec: StyleSpec) {
        original = spec
        self.spec = spec
        settleTime = SpringShape(spec).settleTime(spec.spring)
        originalSettleTime = settleTime
    }

    /// The derived spring rows, after the style's own constants.
    static let springKeys = ["springResponse", "springDampingFraction"]

    /// Every row: each constant of the spec, then the spring as response and damping fraction,
    /// then what that spring gives (read only).
    public var rows: [Row] {
        let fields = StyleSpec.fields.map { field in
            Row(key: field.key, value: Self.shown(field.read(spec), of: field), original: Self.shown(field.read(original), of: field))
        }
        let now = SpringShape(spec), then = SpringShape(original)
        return fields + [
            Row(key: Self.springKeys[0], value: Self.format(now.response) + " s", original: Self.format(then.response) + " s"),
            Row(key: Self.springKeys[1], value: Self.format(now.dampingFraction), original: Self.format(then.dampingFraction)),
            Row(key: "springSettles", value: Self.format(settleTime * 1000, digits: 0) + " ms",
                original: Self.format(originalSettleTime * 1000, digits: 0) + " ms"),
        ]
    }

    /// How many rows can be selected (the settle time is read only).
    public var selectableCount: Int { StyleSpec.fields.count + Self.springKeys.count }

    /// Moves the selection by `offset` rows, stopping at the ends.
    public mutating func select(by offset: Int) {
        selected = min(selectableCount - 1, max(0, selected + offset))
    }

    /// Selects row `index`.
    public mutating func select(_ index: Int) {
        selected = min(selectableCount - 1, max(0, index))
    }

    /// Changes the selected value by `steps` steps, ten times larger when `coarse`: a number by
    /// about a tenth of its size (see `step(for:in:)`), within its range; a
    /// choice to the next name; an optional number from none to its range's start and back.
    public mutating func adjust(by steps: Int, coarse: Bool = false) {
        let fields = StyleSpec.fields
        guard selected < fields.count else { return adjustSpring(by: steps, coarse: coarse) }
        let field = fields[selected]
        let current = field.read(spec)
        switch (field.kind, current) {
        case (.number(let range), .number(let value)), (.optionalNumber(let range), .number(let value)):
            let step = Self.step(for: value, in: range) * (coarse ? 10 : 1)
            let next = min(range.upperBound, max(range.lowerBound, Self.rounded(value + Double(steps) * step, to: step)))
            if case .optionalNumber = field.kind, steps < 0, value <= range.lowerBound {
                field.write(&spec, .none)
            } else {
                field.write(&spec, .number(next))
            }
        case (.optionalNumber(let range), .none) where steps > 0:
            let start = field.read(original)
            field.write(&spec, start == .none ? .number(range.lowerBound) : start)
        case (.choice(let names), .choice(let name)):
            guard let index = names.firstIndex(of: name), !names.isEmpty else { return }
            let next = ((index + steps) % names.count + names.count) % names.count
            field.write(&spec, .choice(names[next]))
        default:
            break
        }
    }

    /// Back to the starting spec.
    public mutating func reset() {
        spec = original
        message = nil
    }

    /// The tuned spec as a style file would hold it: named after the style it started from,
    /// `-tuned` added, so it loads beside the built-ins; based on that style if it is built in,
    /// else on that style's own base.
    public var tunedForFile: StyleSpec {
        var named = spec
        if !named.name.hasSuffix("-tuned") { named.name = String(named.name.prefix(StyleSpec.nameLimit - 6)) + "-tuned" }
        named.baseName = StyleSpec.builtIns.contains(original) ? original.name : original.baseName
        return named
    }

    private mutating func adjustSpring(by steps: Int, coarse: Bool) {
        var shape = SpringShape(spec)
        if selected == StyleSpec.fields.count {
            let step = Self.step(for: shape.response, in: 0.01...10) * (coarse ? 10 : 1)
            shape.response = min(10, max(0.01, Self.rounded(shape.response + Double(steps) * step, to: step)))
        } else {
            shape.dampingFraction = min(5, max(0, Self.rounded(shape.dampingFraction + Double(steps) * (coarse ? 0.1 : 0.01), to: 0.01)))
        }
        let constants = shape.constants
        spec.springStiffness = min(100_000, max(0.01, constants.stiffness))
        spec.springDamping = min(100_000, max(0, constants.damping))
    }

    /// A tenth of the power of ten of `value` (1 for 20, 0.01 for 0.5), and never finer than a
    /// hundredth of a range under 10 wide (so 0 on 0...1 steps by 0.01, as 0.5 does).
    static func step(for value: Double, in range: ClosedRange<Double>) -> Double {
        let floor = min((range.upperBound - range.lowerBound) / 10, 1)
        let size = max(value.isFinite ? abs(value) : 0, floor, 1e-9)
        var power = 1.0
        while power > size { power /= 10 }
        while power * 10 <= size { power *= 10 }
        return power / 10
    }

    /// `value` on the grid of `step` (so repeated steps do not gather rounding noise).
    static func rounded(_ value: Double, to step: Double) -> Double {
        step > 0 ? (value / step).rounded() * step : value
    }

    /// A constant as the panel shows it: a number to the decimals of its step (0.33, not
    /// 0.3333333333333333), anything else as listings write it.
    static func shown(_ value: StyleValue, of field: StyleField<StyleSpec>) -> String {
        guard case .number(let number) = value else { return value.description }
        switch field.kind {
        case .number(let range), .optionalNumber(let range):
            // The step is a power of ten: its decimals (2 for 0.01, none for 1 or 10).
            var digits = 0, scaled = step(for: number, in: range)
            while scaled < 0.999, digits < 12 {
                scaled *= 10
                digits += 1
            }
            return format(number, digits: digits)
        case .choice:
            return value.description
        }
    }

    static func format(_ value: Double, digits: Int = 3) -> String {
        guard value.isFinite else { return "-" }
        return LocatedJSON.format((value * pow10(digits)).rounded() / pow10(digits))
    }

    private static func pow10(_ digits: Int) -> Double {
        var result = 1.0
        for _ in 0..<max(0, digits) { result *= 10 }
        return result
    }
}
