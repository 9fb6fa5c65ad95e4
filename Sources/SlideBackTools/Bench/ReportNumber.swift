import Foundation

/// A measured figure as the JSON reports write it: rounded to a few decimals (the digits beyond
/// them are noise), and 0 where it could not be measured (a ratio over zero), since JSON has no
/// NaN or infinity.
public struct ReportNumber: Encodable, Equatable, Sendable {
    /// The figure as written.
    public let value: Double

    /// `value` rounded to `decimals` places; 0 if it is not finite.
    public init(_ value: Double, decimals: Int = 3) {
        let scale = pow(10, Double(decimals))
        let rounded = (value * scale).rounded() / scale
        self.value = rounded.isFinite ? rounded : 0
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}

/// Writes a report as one line of JSON, keys sorted so two runs' reports line up.
public enum ReportJSON {
    /// The report's JSON text. Throws only what `JSONEncoder` throws.
    public static func text(_ report: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }
}
